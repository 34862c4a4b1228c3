/**
 * Whale tracking: the tracked wallets (deprecated list), their aggregate summary, the trade and
 * liquidation feed with cursor pagination, and the whales positioned in one symbol. Positions and
 * events are only ever shown for symbols the caller's key can read (market/access.ts).
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { readableSymbols } from '../../market/access.ts';
import type { WhaleEventType, WhalePosition } from '../../market/types.ts';
import type { AppContext } from '../../platform/context.ts';
import { SECURITY } from '../../platform/openapi.ts';
import { summariseWhales } from '../../signals/whale-summary.ts';
import { AsOf, iso, MARKET_ERRORS, READ, read, SymbolParam, symbolOf, worldOf } from './common.ts';
import { deprecatedOnSend, deprecationNote } from './deprecation.ts';
import { FeedParams, feedPage, filterFingerprint } from './event-pages.ts';
import {
  ConsensusSchema,
  consensusOf,
  eventRow,
  groupByAddress,
  positionRow,
  type SortKey,
  sortWhales,
  WhaleEventSchema,
  WhalePositionSchema,
  WhaleSchema,
  whaleRow,
} from './whale-shapes.ts';

const tags = ['whales'];
const WHALES_LIST = { successor: '/v2/whales/tracking' };

const Covered = Type.Array(Type.String(), {
  description: 'The symbols positions and position figures cover: those your key can read',
  examples: [['BTC']],
});

/** The positions among `all` in the symbols the caller may read. */
function visible(readable: readonly string[], all: readonly WhalePosition[]): WhalePosition[] {
  const set = new Set(readable);
  return all.filter((p) => set.has(p.symbol));
}

const Limit = Type.Integer({ minimum: 1, maximum: 500, default: 100, description: 'At most this many (1..500)' });
const Ok = Type.Literal('ok');

export default async function whalesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(
    '/whales',
    {
      config: READ,
      onSend: deprecatedOnSend(WHALES_LIST),
      schema: {
        tags,
        deprecated: true,
        summary: 'Tracked whale wallets with an open-positions summary',
        description: `Filter by a symbol they hold, by label; sort by account value, all-time PnL or 24 h volume (descending). Each wallet's positions block covers only the symbols your key can read (listed in \`symbols\`); account value, PnL and volume are the wallet's own figures. ${deprecationNote(WHALES_LIST)}`,
        security: SECURITY,
        querystring: Type.Object({
          symbol: Type.Optional(SymbolParam),
          label: Type.Optional(
            Type.String({
              minLength: 1,
              maxLength: 40,
              description: 'Exact label, any case',
              examples: ['Accumulator'],
            }),
          ),
          sort: Type.Enum(['account_value', 'pnl', 'volume'], { default: 'account_value' }),
          limit: Limit,
        }),
        response: {
          200: Type.Object({
            status: Ok,
            as_of: AsOf,
            count: Type.Integer({ description: 'Whales in this answer', examples: [100] }),
            total: Type.Integer({ description: 'Whales matching the filters before the limit', examples: [124] }),
            symbols: Covered,
            whales: Type.Array(WhaleSchema),
          }),
          ...MARKET_ERRORS,
        },
      },
    },
    async (request) => {
      const q = request.query as { symbol?: string; label?: string; sort: SortKey; limit: number };
      const symbol = q.symbol === undefined ? undefined : symbolOf(request, q.symbol);
      const { view, nowMs } = await worldOf(ctx, request);
      const [whales, positions] = await read(() => Promise.all([view.whales(nowMs), view.whalePositions(nowMs)]));
      const readable = readableSymbols(request.auth!);
      const byAddress = groupByAddress(visible(readable, positions));
      const label = q.label?.toLowerCase();
      const matching = sortWhales(whales, q.sort).filter(
        (w) =>
          (label === undefined || w.label?.toLowerCase() === label) &&
          (symbol === undefined || (byAddress.get(w.address) ?? []).some((p) => p.symbol === symbol)),
      );
      const rows = matching.slice(0, q.limit).map((w) => whaleRow(w, byAddress.get(w.address) ?? []));
      return {
        status: 'ok' as const,
        as_of: iso(nowMs),
        count: rows.length,
        total: matching.length,
        symbols: readable,
        whales: rows,
      };
    },
  );

  app.get(
    '/whales/summary',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Aggregates over the tracked whale set: PnL, active wallets, 24 h volume, open interest by side',
        description:
          'Formulas in docs/signals.md ("Whale summary"). USD figures are rounded to cents. The position figures (active_wallets, open_positions, long/short notional, unrealized PnL) cover only the symbols your key can read, listed in `symbols`; tracked_wallets, total_account_value, total_whale_pnl and rolling_volume_24h are wallet-wide.',
        security: SECURITY,
        response: {
          200: Type.Object({
            status: Ok,
            as_of: AsOf,
            total_whale_pnl: Type.Number({ description: 'Sum of all-time PnL, USD', examples: [1_284_530_112.5] }),
            active_wallets: Type.Integer({ description: 'Whales with at least one open position', examples: [118] }),
            rolling_volume_24h: Type.Number({
              description: 'Sum of 24 h traded volume, USD',
              examples: [2_310_442_871],
            }),
            tracked_wallets: Type.Integer({ examples: [124] }),
            total_account_value: Type.Number({ examples: [1_950_220_004] }),
            open_positions: Type.Integer({ examples: [266] }),
            long_notional_usd: Type.Number({ examples: [812_000_000] }),
            short_notional_usd: Type.Number({ examples: [640_500_000] }),
            unrealized_pnl_usd: Type.Number({ examples: [42_780_310] }),
            symbols: Covered,
          }),
          ...MARKET_ERRORS,
        },
      },
    },
    async (request) => {
      const { view, nowMs } = await worldOf(ctx, request);
      const [whales, positions] = await read(() => Promise.all([view.whales(nowMs), view.whalePositions(nowMs)]));
      const readable = readableSymbols(request.auth!);
      return {
        status: 'ok' as const,
        as_of: iso(nowMs),
        ...summariseWhales(whales, visible(readable, positions)),
        symbols: readable,
      };
    },
  );

  app.get(
    '/whales/events',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Whale trades and liquidations, newest first, with cursor pagination',
        description:
          'Pass next_cursor back as cursor, with the same filters, for the next page; pages neither skip nor repeat events. ' +
          'Without symbol, the feed holds the symbols your key can read.',
        security: SECURITY,
        querystring: Type.Object({
          symbol: Type.Optional(SymbolParam),
          type: Type.Optional(Type.Enum(['trade', 'liquidation'])),
          address: Type.Optional(
            Type.String({
              pattern: '^0x[0-9a-fA-F]{40}$',
              description: 'One wallet',
              examples: ['0x7e5700000000000000000000000000000000acc1'],
            }),
          ),
          ...FeedParams,
          limit: Limit,
          cursor: Type.Optional(
            Type.String({ minLength: 1, maxLength: 600, description: 'next_cursor of the previous page' }),
          ),
        }),
        response: {
          200: Type.Object({
            status: Ok,
            as_of: AsOf,
            count: Type.Integer({ examples: [100] }),
            events: Type.Array(WhaleEventSchema),
            next_cursor: Type.Union([Type.String(), Type.Null()], { description: 'null on the last page' }),
          }),
          ...MARKET_ERRORS,
        },
      },
    },
    async (request) => {
      const q = request.query as {
        symbol?: string;
        type?: WhaleEventType;
        address?: string;
        min_usd?: number;
        since?: string;
        limit: number;
        cursor?: string;
      };
      const symbol = q.symbol === undefined ? undefined : symbolOf(request, q.symbol);
      const symbols = symbol === undefined ? readableSymbols(request.auth!) : undefined;
      const address = q.address?.toLowerCase();
      const fingerprint = filterFingerprint({ symbol, type: q.type, address, min_usd: q.min_usd, since: q.since });
      const { view, nowMs } = await worldOf(ctx, request);
      const page = await feedPage(view, nowMs, {
        filter: { symbol, symbols, type: q.type, address, minUsd: q.min_usd },
        since: q.since,
        cursor: q.cursor,
        limit: q.limit,
        fingerprint,
      });
      return {
        status: 'ok' as const,
        as_of: iso(nowMs),
        count: page.events.length,
        events: page.events.map(eventRow),
        next_cursor: page.nextCursor,
      };
    },
  );

  app.get(
    '/whales/:symbol',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Whales positioned in one symbol, largest first, with the long/short consensus',
        description: 'The consensus covers every tracked whale in the symbol, not only the listed ones.',
        security: SECURITY,
        params: Type.Object({ symbol: SymbolParam }),
        querystring: Type.Object({ limit: Limit }),
        response: {
          200: Type.Object({
            status: Ok,
            as_of: AsOf,
            symbol: Type.String({ examples: ['TEST_BTC'] }),
            count: Type.Integer({ examples: [78] }),
            consensus: ConsensusSchema,
            whales: Type.Array(WhalePositionSchema),
          }),
          ...MARKET_ERRORS,
        },
      },
    },
    async (request) => {
      const symbol = symbolOf(request, (request.params as { symbol: string }).symbol, 'symbol', 'path');
      const { limit } = request.query as { limit: number };
      const { view, nowMs } = await worldOf(ctx, request);
      const [positions, whales] = await read(() =>
        Promise.all([view.whalePositions(nowMs, symbol), view.whales(nowMs)]),
      );
      const labels = new Map(whales.map((w) => [w.address, w.label]));
      const held = positions
        .filter((p) => p.symbol === symbol && p.sizeUsd > 0)
        .sort((a, b) => b.sizeUsd - a.sizeUsd || (a.address < b.address ? -1 : a.address > b.address ? 1 : 0));
      return {
        status: 'ok' as const,
        as_of: iso(nowMs),
        symbol,
        count: Math.min(held.length, limit),
        consensus: consensusOf(held),
        whales: held.slice(0, limit).map((p) => positionRow(p, labels.get(p.address) ?? null)),
      };
    },
  );
}
