/**
 * GET /v2/confirm: the confirmation of a proposed long or short as one object carrying both v1
 * shapes' fields (src/confirm/v2-shape.ts) and `meta`. Same scoring, cache and rules as
 * GET /v1/confirm; the body differs per request (meta.request_id), so it carries no ETag.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { confirmIn } from '../../confirm/confirm.ts';
import { maxAgeSeconds } from '../../confirm/render.ts';
import { V2ConfirmationFields, v2Shape } from '../../confirm/v2-shape.ts';
import type { AppContext } from '../../platform/context.ts';
import { SECURITY } from '../../platform/openapi.ts';
import type { Direction } from '../../signals/confirm.ts';
import { MARKET_ERRORS, READ, read, SymbolParam, symbolOf, worldOf } from '../v1/common.ts';
import { MetaSchema, metaOf, V2_TAGS } from './meta.ts';

export default async function confirmV2Routes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(
    '/confirm',
    {
      config: READ,
      schema: {
        tags: V2_TAGS,
        summary: 'Confirm a proposed long or short (both v1 shapes in one object)',
        description:
          'The simple and the composite confirmation of GET /v1/confirm in one object, with clearer names (docs/migration-v1-v2.md) and meta.as_of the instant scored: ' +
          "the start of the sandbox clock's minute, or the request's second in production. " +
          '`source` is a free label (printable ASCII, at most 64 characters) recorded with your usage.',
        security: SECURITY,
        querystring: Type.Object({
          symbol: SymbolParam,
          direction: Type.Enum(['long', 'short'], { description: 'The side to confirm' }),
          source: Type.Optional(
            Type.String({ minLength: 1, maxLength: 64, pattern: '^[\\x20-\\x7E]+$', examples: ['my-bot'] }),
          ),
        }),
        response: {
          200: Type.Object({ ...V2ConfirmationFields, meta: MetaSchema() }, { title: 'Confirmation (v2)' }),
          ...MARKET_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const q = request.query as { symbol: string; direction: Direction; source?: string };
      if (q.source !== undefined) request.usageSource = q.source;
      // The plan is checked before any read, so a restricted symbol is 403 even where there is no data.
      const symbol = symbolOf(request, q.symbol);
      const world = await worldOf(ctx, request);
      const c = await read(() => confirmIn(ctx, world, symbol, q.direction));
      const sandbox = world.view.world === 'sandbox';
      reply.header('cache-control', sandbox ? `private, max-age=${maxAgeSeconds(world.nowMs)}` : 'private, no-cache');
      return { ...v2Shape(c), meta: metaOf(request, c.t) };
    },
  );
}
