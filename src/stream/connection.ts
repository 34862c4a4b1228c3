/**
 * One socket's life: authentication (on the upgrade, or an auth message within the auth
 * window), then the client's messages, each answered by a typed ack or error. A flood guard
 * bounds what a client may send: bad messages and bursts earn strikes, too many close the socket.
 */
import type { FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { AppContext } from '../platform/context.ts';
import { ApiError } from '../platform/errors.ts';
import { streamCaller } from './auth.ts';
import { errorText } from './messages.ts';
import { CLOSE, type ClientMessage, ProtocolError, parseClientMessage, type ResumeRequest } from './protocol.ts';
import type { StreamServer } from './server.ts';
import type { Session, StreamCaller } from './session.ts';

export interface Authenticated {
  caller: StreamCaller;
  resume?: ResumeRequest;
}

function byteLength(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((n, b) => n + b.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}

function closeCodeFor(err: unknown): number {
  return err instanceof ApiError && err.code === 'rate_limit_exceeded' ? CLOSE.connectionLimit : CLOSE.unauthorized;
}

export function handleConnection(
  ctx: AppContext,
  stream: StreamServer,
  socket: WebSocket,
  request: FastifyRequest,
  authenticated: Authenticated | null,
): void {
  const settings = stream.settings;
  let session: Session | null = null;
  let authenticating = false;
  let strikes = 0;
  let tokens = settings.messageBurst;
  let refilledAt = Date.now();

  /** Before a session exists, or when closing for good. */
  const closeNow = (code: number, reason: string) => {
    if (session) return stream.expel(session, code, reason);
    socket.close(code, reason.slice(0, 120));
    setTimeout(() => socket.terminate(), settings.closeGraceMs).unref();
  };
  const reply = (text: string) => {
    if (session) stream.send(session, text);
    else if (socket.readyState === 1) socket.send(text);
  };
  const strike = (code: string, message: string, id?: string, extras: Record<string, unknown> = {}) => {
    reply(errorText(code, message, extras, id));
    if (++strikes >= settings.maxStrikes) closeNow(CLOSE.policy, `too many bad messages (${strikes})`);
  };

  const admit = (caller: StreamCaller, resume?: ResumeRequest) => {
    if (socket.readyState !== 1) return;
    try {
      stream.checkLimit(caller, resume);
    } catch (err) {
      const e = err as ApiError;
      reply(errorText('connection_limit', e.detail, e.extras));
      return closeNow(CLOSE.connectionLimit, 'connection limit reached');
    }
    clearTimeout(authTimer);
    session = stream.attach(socket, caller, resume);
  };

  const authTimer = setTimeout(() => {
    if (session) return;
    reply(errorText('auth_timeout', `no auth message within ${settings.authTimeoutMs} ms`));
    closeNow(CLOSE.unauthorized, 'authentication timeout');
  }, settings.authTimeoutMs);
  authTimer.unref();

  const authenticate = (message: Extract<ClientMessage, { type: 'auth' }>) => {
    authenticating = true;
    streamCaller(ctx, request, message.api_key).then(
      (caller) => admit(caller, message.resume),
      (err: unknown) => {
        const detail = err instanceof ApiError ? err.detail : 'authentication failed';
        reply(errorText(err instanceof ApiError ? err.code : 'invalid_key', detail));
        closeNow(closeCodeFor(err), detail);
      },
    );
  };

  const handle = (message: ClientMessage, current: Session) => {
    switch (message.type) {
      case 'auth':
        return strike('already_authenticated', 'this connection is already authenticated');
      case 'resume':
        session = stream.resumeOn(current, socket, message.resume);
        return;
      case 'ping':
        return reply(JSON.stringify({ type: 'pong', ...(message.id ? { id: message.id } : {}) }));
      case 'subscribe': {
        const sub = stream.subscribe(current, message.symbols, message.signals, message.min_confidence);
        return reply(
          JSON.stringify({ type: 'ack', action: 'subscribe', ...(message.id ? { id: message.id } : {}), ...sub }),
        );
      }
      case 'unsubscribe': {
        const removed = stream.unsubscribe(current, {
          subscriptionId: message.subscription_id,
          symbols: message.symbols,
          signals: message.signals,
        });
        return reply(
          JSON.stringify({
            type: 'ack',
            action: 'unsubscribe',
            ...(message.id ? { id: message.id } : {}),
            removed,
            subscriptions: current.describeSubscriptions(),
          }),
        );
      }
    }
  };

  socket.on('message', (data: RawData, isBinary: boolean) => {
    if (session) session.alive = true;
    if (byteLength(data) > settings.maxMessageBytes) {
      reply(errorText('message_too_large', `messages are at most ${settings.maxMessageBytes} bytes`));
      return closeNow(CLOSE.tooLarge, 'message too large');
    }
    const now = Date.now();
    tokens = Math.min(settings.messageBurst, tokens + ((now - refilledAt) / 1000) * settings.messagesPerSecond);
    refilledAt = now;
    if (tokens < 1) {
      return strike(
        'too_many_messages',
        `at most ${settings.messagesPerSecond} messages a second after a burst of ${settings.messageBurst}`,
      );
    }
    tokens -= 1;
    if (isBinary) return strike('invalid_message', 'send JSON text frames');
    let message: ClientMessage;
    try {
      message = parseClientMessage(data.toString());
    } catch (err) {
      if (err instanceof ProtocolError) return strike(err.code, err.message, undefined, err.extras);
      throw err;
    }
    if (!session) {
      if (message.type !== 'auth') {
        reply(errorText('not_authenticated', 'send {"type":"auth","api_key":…} first'));
        return closeNow(CLOSE.unauthorized, 'not authenticated');
      }
      if (authenticating) return strike('already_authenticated', 'authentication is under way');
      return authenticate(message);
    }
    try {
      handle(message, session);
    } catch (err) {
      if (err instanceof ProtocolError) {
        return strike(err.code, err.message, 'id' in message ? message.id : undefined, err.extras);
      }
      // A listener's throw would be uncaught: the client gets a typed error, the log the cause.
      request.log.error({ err }, 'stream message failed');
      reply(errorText('internal_error', 'the message could not be handled'));
    }
  });
  socket.on('pong', () => {
    if (session) session.alive = true;
  });
  socket.on('close', () => {
    clearTimeout(authTimer);
    if (session) stream.detach(session, socket);
  });

  if (authenticated) admit(authenticated.caller, authenticated.resume);
}
