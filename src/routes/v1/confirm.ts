/**
 * GET /v1/confirm and POST /v1/confirm/batch: how strongly whale flow, derivatives positioning and
 * on-chain data support a proposed long or short. Thin: validate, authorise, call src/confirm, send.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  type BatchItem,
  confirmationInstant,
  confirmBatch,
  MAX_BATCH_ITEMS,
  renderIn,
  sandboxWorldAt,
} from '../../confirm/confirm.ts';
import { type ConfirmFormat, maxAgeSeconds, notModified } from '../../confirm/render.ts';
import { BatchResult, ConfirmationResult } from '../../confirm/schemas.ts';
import type { World } from '../../market/world.ts';
import type { AppContext } from '../../platform/context.ts';
import { invalidParam } from '../../platform/errors.ts';
import { SECURITY } from '../../platform/openapi.ts';
import type { Direction } from '../../signals/confirm.ts';
import { iso, MARKET_ERRORS, READ, read, SymbolParam, symbolOf, worldOf } from './common.ts';
import { HISTORY_MS, instantParam, TimeParam } from './time-params.ts';

const tags = ['confirm'];
const Format = Type.Optional(
  Type.Enum(['simple', 'composite'], { default: 'simple', description: 'simple (default) or composite shape' }),
);
const JSON_TYPE = 'application/json; charset=utf-8';
const HISTORY_DAYS = Math.round(HISTORY_MS / 86_400_000);

const AT_NOTE = `Sandbox keys only: the instant to answer as of, ISO 8601 or Unix ms, within the last ${HISTORY_DAYS} days of the account's clock and not after it (the sandbox world is a pure function of time, so this is exactly the answer given then). Production keys: 400, production confirmations are computed as of now.`;
const AtQuery = Type.Optional(TimeParam(AT_NOTE));
const AtBody = (what: string) =>
  Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, description: 'Unix ms' }), TimeParam('ISO 8601 or Unix ms')], {
      description: `${what}. ${AT_NOTE}`,
      examples: ['2026-01-15T12:00:00Z'],
    }),
  );

/**
 * The world to answer in: the caller's, or (with `at`) the sandbox world at that earlier instant.
 * Refusals name the parameter where it was sent.
 */
function worldAtParam(world: World, raw: string | number | undefined, name: string, where: string): World {
  if (raw === undefined) return world;
  if (world.view.world !== 'sandbox') {
    throw invalidParam(where, name, 'is served for sandbox keys only; production confirmations are as of now');
  }
  return sandboxWorldAt(world, instantParam(String(raw), name, world.nowMs - HISTORY_MS, world.nowMs, where)!);
}

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
          at: AtQuery,
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
      const q = request.query as {
        symbol: string;
        direction: Direction;
        source?: string;
        format?: ConfirmFormat;
        at?: string;
      };
      if (q.source !== undefined) request.usageSource = q.source;
      // The plan is checked before any read, so a restricted symbol is 403 even where there is no data.
      const symbol = symbolOf(request, q.symbol);
      const world = worldAtParam(await worldOf(ctx, request), q.at, 'at', 'query');
      const { body, etag } = await read(() => renderIn(ctx, world, symbol, q.direction, q.format ?? 'simple'));
      // A sandbox answer holds until the clock's next minute (one of a past instant does not change,
      // short of a clock reset); a production one may change with the next collector write, so a
      // client revalidates it (an unchanged answer is a 304).
      const caching =
        world.view.world !== 'sandbox'
          ? 'private, no-cache'
          : q.at !== undefined
            ? 'private, max-age=3600'
            : `private, max-age=${maxAgeSeconds(world.nowMs)}`;
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
        description: `Each item is answered on its own: \`{index, ok: true, result}\` with the same shape GET /v1/confirm returns, or \`{index, ok: false, error}\` with an RFC 9457 problem (unknown_symbol, plan_restricted, invalid_parameter, data_unavailable). The request itself is 200 whenever the body is valid. A batch of N items counts as N requests against the daily (sandbox: hourly) quota and in usage, and as one against the per-minute burst; a batch larger than what is left of the quota is refused whole with 429 and consumes nothing. Items are answered as of the same instant (the clock, or the batch's \`at\`) unless an item names its own \`at\` (sandbox keys; a bad item \`at\` fails that item); each distinct symbol and instant is read once.`,
        security: SECURITY,
        body: Type.Object({
          items: Type.Array(
            Type.Object({
              symbol: Type.String({ description: 'Any form GET /v1/confirm accepts', examples: ['TEST_BTC'] }),
              direction: Type.String({
                description: 'long or short; another value fails only this item',
                examples: ['long'],
              }),
              at: AtBody('This item only, instead of the batch instant'),
            }),
            { minItems: 1, maxItems: MAX_BATCH_ITEMS },
          ),
          format: Format,
          at: AtBody('Every item not naming its own'),
        }),
        response: { 200: BatchResult, ...MARKET_ERRORS },
      },
    },
    async (request, reply) => {
      const b = request.body as { items: BatchItem[]; format?: ConfirmFormat; at?: string | number };
      const clock = await worldOf(ctx, request);
      const world = worldAtParam(clock, b.at, 'at', 'body');
      const items = await confirmBatch(ctx, world, b.items, {
        format: b.format ?? 'simple',
        requestId: request.id,
        authorise: (raw, index) => symbolOf(request, raw, `items.${index}.symbol`, 'body'),
        worldOf: (item, index) =>
          item.at === undefined ? world : worldAtParam(clock, item.at, `items.${index}.at`, 'body'),
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
