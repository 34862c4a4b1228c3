/**
 * GET /v1/confirm and POST /v1/confirm/batch: how strongly whale flow, derivatives positioning and
 * on-chain data support a proposed long or short. Thin: validate, authorise, call src/confirm, send.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { confirmationInstant, confirmBatch, MAX_BATCH_ITEMS, renderIn } from '../../confirm/confirm.ts';
import { type ConfirmFormat, maxAgeSeconds, notModified } from '../../confirm/render.ts';
import { BatchResult, ConfirmationResult } from '../../confirm/schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import { SECURITY } from '../../platform/openapi.ts';
import type { Direction } from '../../signals/confirm.ts';
import { iso, MARKET_ERRORS, READ, read, SymbolParam, symbolOf, worldOf } from './common.ts';

const tags = ['confirm'];
const Format = Type.Optional(
  Type.Enum(['simple', 'composite'], { default: 'simple', description: 'simple (default) or composite shape' }),
);
const JSON_TYPE = 'application/json; charset=utf-8';

const CACHING = [
  "Answers are computed on whole minutes of the caller's clock in the sandbox (`as_of` is the start of the minute),",
  'and as of the request instant in production. `Cache-Control: private, max-age=n` gives the seconds left',
  'until the next minute boundary (at least 1). The strong `ETag` is a hash of the body; send it back in',
  '`If-None-Match` to get 304 Not Modified with no body.',
].join(' ');

/**
 * A batch of N items is N confirmations against the quota (or the free plan's 200 a day would be
 * 20,000). Read before validation so a malformed body still counts as one; capped at the maximum
 * a valid body can hold.
 */
function batchCost(request: FastifyRequest): number {
  const items = (request.body as { items?: unknown } | undefined)?.items;
  return Array.isArray(items) ? Math.min(Math.max(items.length, 1), MAX_BATCH_ITEMS) : 1;
}

export default async function confirmRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(
    '/confirm',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Confirm a proposed long or short',
        description: `Scores the requested side from whale flow, derivatives positioning and on-chain data. ${CACHING} \`source\` is a free label (printable ASCII, at most 64 characters) recorded with your usage, e.g. the bot or strategy name.`,
        security: SECURITY,
        querystring: Type.Object({
          symbol: SymbolParam,
          direction: Type.Enum(['long', 'short'], { description: 'The side to confirm' }),
          source: Type.Optional(
            Type.String({ minLength: 1, maxLength: 64, pattern: '^[\\x20-\\x7E]+$', examples: ['my-bot'] }),
          ),
          format: Format,
          environment: Type.Optional(Type.String({ description: 'sandbox or production; must agree with the key' })),
        }),
        response: {
          200: ConfirmationResult,
          304: Type.Null({ description: 'Not modified: the If-None-Match tag is current' }),
          ...MARKET_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const q = request.query as { symbol: string; direction: Direction; source?: string; format?: ConfirmFormat };
      if (q.source !== undefined) request.usageSource = q.source;
      // The plan is checked before any read, so a restricted symbol is 403 even where there is no data.
      const symbol = symbolOf(request, q.symbol);
      const world = await worldOf(ctx, request);
      const { body, etag } = await read(() => renderIn(ctx, world, symbol, q.direction, q.format ?? 'simple'));
      // A sandbox answer holds until the clock's next minute; a production one may change with the
      // next collector write, so a client revalidates it (an unchanged answer is a 304).
      const caching =
        world.view.world === 'sandbox' ? `private, max-age=${maxAgeSeconds(world.nowMs)}` : 'private, no-cache';
      reply.header('cache-control', caching).header('etag', etag);
      if (notModified(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type(JSON_TYPE).send(body);
    },
  );

  app.post(
    '/confirm/batch',
    {
      config: { auth: { ...READ.auth, cost: batchCost } },
      schema: {
        tags,
        summary: `Confirm up to ${MAX_BATCH_ITEMS} symbol/direction pairs in one call`,
        description: `Each item is answered on its own: \`{index, ok: true, result}\` with the same shape GET /v1/confirm returns, or \`{index, ok: false, error}\` with an RFC 9457 problem (unknown_symbol, plan_restricted, invalid_parameter, data_unavailable). The request itself is 200 whenever the body is valid. A batch of N items counts as N requests against the daily (sandbox: hourly) quota and in usage, and as one against the per-minute burst; a batch larger than what is left of the quota is refused whole with 429 and consumes nothing. All items are answered as of the same instant; each distinct symbol is read once.`,
        security: SECURITY,
        body: Type.Object({
          items: Type.Array(
            Type.Object({
              symbol: Type.String({ description: 'Any form GET /v1/confirm accepts', examples: ['TEST_BTC'] }),
              direction: Type.String({
                description: 'long or short; another value fails only this item',
                examples: ['long'],
              }),
            }),
            { minItems: 1, maxItems: MAX_BATCH_ITEMS },
          ),
          format: Format,
        }),
        response: { 200: BatchResult, ...MARKET_ERRORS },
      },
    },
    async (request, reply) => {
      const b = request.body as { items: Array<{ symbol: string; direction: string }>; format?: ConfirmFormat };
      const world = await worldOf(ctx, request);
      const items = await confirmBatch(ctx, world, b.items, {
        format: b.format ?? 'simple',
        requestId: request.id,
        authorise: (raw, index) => symbolOf(request, raw, `items.${index}.symbol`, 'body'),
        guard: read,
      });
      const asOf = iso(confirmationInstant(world));
      return reply
        .type(JSON_TYPE)
        .header('cache-control', 'no-store')
        .send(`{"status":"ok","as_of":"${asOf}","count":${b.items.length},"items":${items}}`);
    },
  );
}
