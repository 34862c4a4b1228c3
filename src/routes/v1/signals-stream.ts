/**
 * ws(s)://HOST/v1/signals: the real-time stream (docs/streaming.md). A key on the upgrade is
 * checked before upgrading, so a bad one is refused with a 401 problem; without one the socket
 * opens and must authenticate with its first message. A plain GET is told to upgrade.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { streamCaller, upgradeKey } from '../../stream/auth.ts';
import { type Authenticated, handleConnection } from '../../stream/connection.ts';
import { CLOSE, ProtocolError, resumeRequestOf } from '../../stream/protocol.ts';
import { DEFAULT_STREAM_SETTINGS, StreamServer, type StreamSettings } from '../../stream/server.ts';

/** The bound `ws` enforces itself (a larger frame closes with 1009 before it is read). */
const HARD_MAX_PAYLOAD = 4 * DEFAULT_STREAM_SETTINGS.maxMessageBytes;

/**
 * WebSocket support for the whole app. Registered before the routes, so an upgrade request to
 * any other route is refused and its socket closed rather than left open.
 */
export const websocketSupport = fp(
  async function websocketSupport(app: FastifyInstance) {
    await app.register(websocket, {
      options: { maxPayload: HARD_MAX_PAYLOAD, perMessageDeflate: false },
      // Shutting down: tell clients to reconnect (elsewhere) and resume.
      preClose(done) {
        for (const client of app.websocketServer.clients) client.close(CLOSE.restart, 'server shutting down');
        app.websocketServer.close(() => done());
      },
    });
  },
  { name: 'websocket-support' },
);

/** Upgrades that carried a valid key, for the handler once the socket is open. */
const admitted = new WeakMap<FastifyRequest, Authenticated>();

export default fp(
  async function signalsStream(app: FastifyInstance, opts: { ctx: AppContext; settings?: Partial<StreamSettings> }) {
    const { ctx } = opts;
    const stream = new StreamServer(ctx.hub, ctx.now, opts.settings);
    app.decorate('stream', stream);
    app.addHook('onClose', async () => stream.close());

    app.route({
      method: 'GET',
      url: '/v1/signals',
      schema: { hide: true },
      onRequest: async (request) => {
        if (!request.ws) return;
        const key = upgradeKey(request);
        if (key === null) return;
        const q = request.query as Record<string, unknown>;
        let resume: Authenticated['resume'];
        try {
          resume = resumeRequestOf(q.connection_id, q.last_seq);
        } catch (err) {
          if (err instanceof ProtocolError) throw new ApiError('invalid_parameter', err.message);
          throw err;
        }
        const caller = await streamCaller(ctx, request, key);
        stream.checkLimit(caller, resume);
        admitted.set(request, { caller, resume });
      },
      handler: async () => {
        throw new ApiError(
          'bad_request',
          'this is the WebSocket stream: connect with ws:// or wss:// and an Upgrade: websocket request (docs/streaming.md)',
        );
      },
      wsHandler: (socket, request) => {
        handleConnection(ctx, stream, socket, request, admitted.get(request) ?? null);
      },
    });
  },
  { name: 'signals-stream', dependencies: ['websocket-support'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    stream: StreamServer;
  }
}
