/**
 * GET /v2/whales/tracking: what the tracked whales did (trades and liquidations), newest first,
 * filtered by symbol, wallet, side, event type, size and age, paged with an opaque cursor. It
 * succeeds GET /v1/whales and reads the same feed as GET /v1/whales/events, with v2 field names.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { readableSymbols } from '../../market/access.ts';
import type { WhaleEvent, WhaleEventType } from '../../market/types.ts';
import type { AppContext } from '../../platform/context.ts';
import { SECURITY } from '../../platform/openapi.ts';
import { MARKET_ERRORS, READ, SymbolParam, symbolOf, worldOf } from '../v1/common.ts';
import { FeedParams, feedPage, filterFingerprint } from '../v1/event-pages.ts';
import { addLink, MetaSchema, metaOf, NEXT_LINK_HEADER, nextLink, PageMeta, V2_TAGS } from './meta.ts';

const ADDRESS = '^0x[0-9a-fA-F]{40}$';
const ADDRESS_EXAMPLE = '0x7e5700000000000000000000000000000000acc1';
/** Part of every cursor's fingerprint, so a /v1/whales/events cursor is foreign here. */
const LIST = 'v2/whales/tracking';
const FILTER_NAMES = 'symbol, wallet, side, event_type, min_usd and since';

export const TrackedEventSchema = Type.Object(
  {
    id: Type.String({ description: 'Stable, unique id', examples: ['tw-accumulator-61433'] }),
    time: Type.String({ format: 'date-time', examples: ['2026-05-31T19:22:00.000Z'] }),
    time_ms: Type.Integer({ description: 'The same instant, Unix ms', examples: [1780255320000] }),
    wallet: Type.String({ description: 'Whale wallet address, lowercase', examples: [ADDRESS_EXAMPLE] }),
    wallet_label: Type.Union([Type.String(), Type.Null()], {
      description: 'Human label where known (sandbox: Accumulator, Distributor, Oscillator, Volatility)',
      examples: ['Accumulator'],
    }),
    symbol: Type.String({ examples: ['TEST_BTC'] }),
    event_type: Type.Union([Type.Literal('trade'), Type.Literal('liquidation')]),
    side: Type.Union([Type.Literal('buy'), Type.Literal('sell')], {
      description: 'buy adds long or reduces short exposure; sell the opposite',
    }),
    notional_usd: Type.Number({ description: 'Size at the fill price, USD', examples: [264_600] }),
    price: Type.Number({ description: 'Fill price, USD(T)', examples: [88_214.08] }),
  },
  { title: 'Whale activity (v2)' },
);

function trackedRow(e: WhaleEvent) {
  return {
    id: e.id,
    time: new Date(e.t).toISOString(),
    time_ms: e.t,
    wallet: e.address,
    wallet_label: e.label,
    symbol: e.symbol,
    event_type: e.type,
    side: e.side,
    notional_usd: e.sizeUsd,
    price: e.price,
  };
}

interface Query {
  symbol?: string;
  wallet?: string;
  side?: 'buy' | 'sell';
  event_type?: WhaleEventType;
  min_usd?: number;
  since?: string;
  limit: number;
  cursor?: string;
}

export default async function whalesTrackingRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(
    '/whales/tracking',
    {
      config: READ,
      schema: {
        tags: V2_TAGS,
        summary: 'Whale trades and liquidations, newest first, filtered, with cursor pagination',
        description:
          'Replaces GET /v1/whales. Ordered by time, newest first, then id: pages neither skip nor repeat events, even while new ones arrive (they appear on a fresh first page). ' +
          'Pass meta.next_cursor back as cursor with the same filters (the Link header with rel="next" is that URL); a cursor from other filters or another list is 400 naming cursor. ' +
          'Without symbol, the symbols your key can read.',
        security: SECURITY,
        querystring: Type.Object({
          symbol: Type.Optional(SymbolParam),
          wallet: Type.Optional(
            Type.String({ pattern: ADDRESS, description: 'One whale wallet, any case', examples: [ADDRESS_EXAMPLE] }),
          ),
          side: Type.Optional(Type.Enum(['buy', 'sell'], { description: 'Only buys or only sells' })),
          event_type: Type.Optional(Type.Enum(['trade', 'liquidation'])),
          ...FeedParams,
          limit: Type.Integer({ minimum: 1, maximum: 500, default: 100, description: 'Page size (1..500)' }),
          cursor: Type.Optional(
            Type.String({ minLength: 1, maxLength: 600, description: 'meta.next_cursor of the previous page' }),
          ),
        }),
        response: {
          200: Type.Object(
            { data: Type.Array(TrackedEventSchema), meta: MetaSchema(PageMeta) },
            { headers: NEXT_LINK_HEADER },
          ),
          ...MARKET_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const q = request.query as Query;
      const symbol = q.symbol === undefined ? undefined : symbolOf(request, q.symbol);
      const symbols = symbol === undefined ? readableSymbols(request.auth!) : undefined;
      const address = q.wallet?.toLowerCase();
      const filters = { list: LIST, symbol, wallet: address, side: q.side, type: q.event_type, min_usd: q.min_usd };
      const fingerprint = filterFingerprint({ ...filters, since: q.since });
      const { view, nowMs } = await worldOf(ctx, request);
      const page = await feedPage(view, nowMs, {
        filter: { symbol, symbols, type: q.event_type, side: q.side, address, minUsd: q.min_usd },
        since: q.since,
        cursor: q.cursor,
        limit: q.limit,
        fingerprint,
        filterNames: FILTER_NAMES,
      });
      const next = page.nextCursor;
      if (next) addLink(reply, nextLink(request, next));
      return {
        data: page.events.map(trackedRow),
        meta: { ...metaOf(request, nowMs), count: page.events.length, limit: q.limit, next_cursor: next },
      };
    },
  );
}
