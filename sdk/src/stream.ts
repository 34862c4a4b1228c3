/**
 * A stream client that survives dropped connections. It subscribes once, remembers the
 * connection id and the last alert seq, and after a drop reconnects with exponential backoff and
 * jitter, resuming where it was: the server replays what the connection missed. What cannot be
 * replayed is surfaced as a `missed` item (and event), never dropped silently. A heartbeat whose
 * seq is ahead of the last alert, or a silent socket, also triggers a resuming reconnect.
 *
 * Use it as an async iterator of `alert` and `missed` messages, or through its events.
 */
import { EventEmitter } from 'node:events';
import WebSocket from 'ws';
import { AsyncQueue } from './async-queue.ts';
import { ApiError, errorFromResponse, MsigError } from './errors.ts';
import type { ServerMessage, StreamEvents, StreamItem, StreamOptions, WelcomeMessage } from './stream-messages.ts';
import { backoffMs } from './transport.ts';

/** The stream ended for a reason reconnecting cannot fix (bad key, refused subscription, taken over). */
export class StreamError extends MsigError {
  override name = 'StreamError';
  constructor(
    message: string,
    /** The server's error code or the close code. */
    readonly code: string | number,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** Close codes after which reconnecting would not help (docs/streaming.md). */
const FATAL_CLOSE: Record<number, string> = {
  1008: 'closed for too many bad messages',
  1009: 'a message was too large',
  4401: 'not authenticated',
  4409: 'another connection resumed this one',
};
const SUBSCRIBE_ID = 'sdk-subscribe';

export interface StreamConnectInfo {
  url: string;
  headers(): Promise<Record<string, string>> | Record<string, string>;
  /** After a refused upgrade: true when new credentials may pass (a cached OAuth token was dropped). */
  rejected?(): boolean;
}

export class SignalStream extends EventEmitter<StreamEvents> implements AsyncIterable<StreamItem> {
  /** The connection to resume after a drop (from the last welcome). */
  connectionId: string | null = null;
  /** The seq of the last alert received. */
  lastSeq = 0;
  private ws: WebSocket | null = null;
  private closing = false;
  private ended: StreamError | null | undefined;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private silenceTimer: NodeJS.Timeout | null = null;
  private heartbeatMs = 15_000;
  private queue: AsyncQueue<StreamItem> | null = null;
  private readyWaiters: Array<{ resolve: (w: WelcomeMessage) => void; reject: (e: unknown) => void }> = [];
  /** The last welcome, and whether the subscription (or resume) it led to is in place. */
  private welcome: WelcomeMessage | null = null;
  private subscribed = false;
  /** A refused token was replaced since the last welcome: a second refusal is final. */
  private renewedCredentials = false;

  constructor(
    private readonly target: StreamConnectInfo,
    private readonly opts: StreamOptions,
  ) {
    super();
    if (opts.resume) {
      this.connectionId = opts.resume.connectionId;
      this.lastSeq = opts.resume.lastSeq;
    }
    void this.connect();
  }

  /** Resolves once subscribed (or resumed); rejects if the stream ends first. */
  ready(): Promise<WelcomeMessage> {
    if (this.welcome && this.subscribed) return Promise.resolve(this.welcome);
    if (this.ended !== undefined) return Promise.reject(this.ended ?? new StreamError('stream closed', 1000));
    return new Promise((resolve, reject) => this.readyWaiters.push({ resolve, reject }));
  }

  /** Closes the socket (1000) and ends the stream; resolves once the socket is closed. */
  async close(): Promise<void> {
    this.closing = true;
    this.clearTimers();
    const ws = this.ws;
    if (ws && ws.readyState !== WebSocket.CLOSED) {
      await new Promise<void>((resolve) => {
        ws.once('close', () => resolve());
        ws.close(1000);
      });
    }
    this.finish(null);
  }

  /** Items are queued from this call on (not before: a stream used through its events keeps no queue). */
  [Symbol.asyncIterator](): AsyncGenerator<StreamItem, void, undefined> {
    if (!this.queue) {
      this.queue = new AsyncQueue();
      if (this.ended !== undefined) this.queue.end(this.ended);
    }
    return this.queue.drain();
  }

  private async connect(): Promise<void> {
    if (this.closing) return;
    let url = this.target.url;
    if (this.connectionId) {
      url += `${url.includes('?') ? '&' : '?'}connection_id=${encodeURIComponent(this.connectionId)}&last_seq=${this.lastSeq}`;
    }
    let headers: Record<string, string>;
    try {
      headers = await this.target.headers();
    } catch (err) {
      return this.refused(err);
    }
    if (this.closing) return; // closed while the credentials were fetched
    const ws = new WebSocket(url, { headers });
    this.ws = ws;
    let refused = false;
    ws.on('message', (data) => this.onMessage(ws, data.toString()));
    ws.on('ping', () => this.armSilenceTimer(ws));
    ws.on('unexpected-response', (_req, res) => {
      refused = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        ws.terminate();
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {}
        this.refused(errorFromResponse(res.statusCode ?? 0, body));
      });
    });
    ws.on('error', () => {
      // 'close' follows and decides; without a listener an error would be thrown.
    });
    ws.on('close', (code, reason) => {
      // A refused upgrade is decided by its response, above.
      if (this.ws !== ws || refused) return;
      this.clearTimers();
      this.subscribed = false;
      if (this.closing || this.ended !== undefined) return;
      if (FATAL_CLOSE[code]) {
        this.fail(new StreamError(`stream closed (${code}): ${FATAL_CLOSE[code]} ${reason.toString()}`.trim(), code));
      } else {
        this.scheduleReconnect(code, reason.toString());
      }
    });
  }

  /**
   * The upgrade (or the OAuth token it needed) was refused. A refused key stays refused; anything
   * else (a connection limit, a restart, a token endpoint's hiccup) may pass later.
   */
  private refused(err: unknown) {
    // A token the server no longer takes (expired early, revoked): one upgrade with a new one.
    if (err instanceof ApiError && err.status === 401 && !this.renewedCredentials && this.target.rejected?.()) {
      this.renewedCredentials = true;
      void this.connect();
      return;
    }
    if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
      this.fail(new StreamError(`refused: ${err.message}`, err.code, err));
    } else {
      this.scheduleReconnect(err instanceof ApiError ? err.status : null, (err as Error).message);
    }
  }

  private onMessage(ws: WebSocket, text: string) {
    if (this.ws !== ws) return;
    this.armSilenceTimer(ws);
    let m: ServerMessage;
    try {
      m = JSON.parse(text) as ServerMessage;
    } catch {
      return;
    }
    switch (m.type) {
      case 'welcome': {
        const resumed = this.connectionId !== null && m.connection_id === this.connectionId;
        this.connectionId = m.connection_id;
        this.renewedCredentials = false;
        this.heartbeatMs = m.heartbeat_interval_ms;
        this.welcome = m;
        this.armSilenceTimer(ws);
        this.emit('welcome', m);
        if (!resumed) {
          // A new connection: seq starts again and the subscription must be made again.
          this.lastSeq = 0;
          ws.send(
            JSON.stringify({
              type: 'subscribe',
              id: SUBSCRIBE_ID,
              symbols: this.opts.symbols,
              ...(this.opts.signals ? { signals: this.opts.signals } : {}),
              ...(this.opts.min_confidence ? { min_confidence: this.opts.min_confidence } : {}),
            }),
          );
        }
        return;
      }
      case 'ack':
        this.emit('ack', m);
        if (m.id === SUBSCRIBE_ID && m.action === 'subscribe') this.becameReady();
        return;
      case 'resumed':
        this.emit('resumed', m);
        this.becameReady();
        return;
      case 'alert':
        if (m.seq <= this.lastSeq) return; // already seen before a reconnect
        this.lastSeq = m.seq;
        this.emit('alert', m);
        this.queue?.push(m);
        return;
      case 'missed':
        this.emit('missed', m);
        this.queue?.push(m);
        return;
      case 'heartbeat':
        // Alerts arrive before the heartbeat that counts them: a higher seq means some were lost.
        if (m.seq > this.lastSeq) ws.terminate();
        return;
      case 'error':
        this.emit('server-error', m);
        if (m.id === SUBSCRIBE_ID) this.fail(new StreamError(`subscription refused: ${m.message}`, m.code, m));
        return;
      default:
        return;
    }
  }

  private becameReady() {
    this.failures = 0;
    this.subscribed = true;
    for (const w of this.readyWaiters.splice(0)) w.resolve(this.welcome!);
  }

  /** No message nor ping for two heartbeat intervals (and a second): the peer is gone. */
  private armSilenceTimer(ws: WebSocket) {
    if (this.silenceTimer) clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(() => ws.terminate(), 2 * this.heartbeatMs + 1_000);
    this.silenceTimer.unref();
  }

  private scheduleReconnect(code: number | null, reason: string) {
    if (this.closing || this.ended !== undefined || this.retryTimer) return;
    const attempt = ++this.failures;
    if (this.opts.maxReconnects !== undefined && attempt > this.opts.maxReconnects) {
      return this.fail(new StreamError(`gave up after ${attempt - 1} reconnects (${code}: ${reason})`, code ?? 0));
    }
    const base = this.opts.reconnectBaseMs ?? 1_000;
    const max = this.opts.reconnectMaxMs ?? 30_000;
    // At least half the ceiling, so a flapping server is not hammered; the rest is jitter.
    const ceiling = Math.min(max, base * 2 ** (attempt - 1));
    const delayMs = Math.floor(ceiling / 2 + backoffMs(attempt - 1, base, max) / 2);
    this.emit('reconnecting', { attempt, delayMs, code, reason });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, delayMs);
  }

  private fail(err: StreamError) {
    this.clearTimers();
    this.closing = true;
    this.ws?.terminate();
    this.finish(err);
  }

  private finish(err: StreamError | null) {
    if (this.ended !== undefined) return;
    this.ended = err;
    for (const w of this.readyWaiters.splice(0)) w.reject(err ?? new StreamError('stream closed', 1000));
    this.queue?.end(err);
    this.emit('end', err);
  }

  private clearTimers() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.silenceTimer) clearTimeout(this.silenceTimer);
    this.retryTimer = null;
    this.silenceTimer = null;
  }
}
