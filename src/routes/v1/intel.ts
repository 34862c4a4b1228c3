/**
 * Market intelligence beside the core signals: spot-ETF flows and news/macro headlines (options
 * are in options.ts). Symbol-filtered news follows the plan's symbol rules; ETF flows are fund
 * flows, not a symbol's market data, so every plan may read both assets.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { readableSymbols } from '../../market/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { invalidParam, mustBeOneOf } from '../../platform/errors.ts';
import { SECURITY } from '../../platform/openapi.ts';
import { AsOf, iso, MARKET_ERRORS, READ, read, SymbolParam, symbolOf, worldOf } from './common.ts';
import { Stale, staleness } from './staleness.ts';
import { HISTORY_MS, instantParam, TimeParam } from './time-params.ts';

const DAY = 86_400_000;
const tags = ['intel'];
const Ok = Type.Literal('ok');

const NewsItem = Type.Object({
  id: Type.String({ examples: ['news-331212'] }),
  time: Type.String({ format: 'date-time' }),
  kind: Type.Union([Type.Literal('news'), Type.Literal('macro')]),
  title: Type.String({ examples: ['BTC climbs 3.1% as whales add to positions'] }),
  source: Type.String({ examples: ['CoinDesk'] }),
  symbols: Type.Array(Type.String(), { description: 'Assets the item is about; empty for market-wide macro items' }),
  sentiment: Type.Number({
    minimum: -1,
    maximum: 1,
    description: '-1 bearish .. +1 bullish; production scores headlines with a word list (docs/sources.md)',
    examples: [0.42],
  }),
  url: Type.Union([Type.String({ examples: ['https://news.example/btc-climbs'] }), Type.Null()], {
    description: 'Link to the item, when the feed gives one',
  }),
});

const IssuerFlows = Type.Record(Type.String(), Type.Number(), { examples: [{ IBIT: 212_400_000, GBTC: -31_800_000 }] });

/**
 * The ETF underlying for `asset`. Sandbox keys may write the test symbol (TEST_BTC) or the real
 * ticker (BTC): ETFs exist only for the real asset, and the synthetic flows follow TEST_BTC's
 * price. Production keys use BTC or ETH.
 */
function etfAsset(raw: string, sandbox: boolean): { underlying: 'BTC' | 'ETH'; name: string } {
  const s = raw.trim().toUpperCase();
  const base = sandbox && s.startsWith('TEST_') ? s.slice(5) : s;
  if (base !== 'BTC' && base !== 'ETH') {
    throw invalidParam(
      'query',
      'asset',
      mustBeOneOf(sandbox ? ['TEST_BTC', 'TEST_ETH', 'BTC', 'ETH'] : ['BTC', 'ETH']),
    );
  }
  return { underlying: base, name: sandbox ? `TEST_${base}` : base };
}

export default async function intelRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(
    '/etf/flows',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Daily spot-ETF net flows by issuer, with the cumulative total',
        description:
          'Days run oldest first over the last `days` UTC calendar days (today included). Figures appear after the US close, and there are none for weekends and holidays. Sandbox keys may name TEST_BTC/TEST_ETH or BTC/ETH (the answer says TEST_…); production keys BTC or ETH. Every plan may read both assets.',
        security: SECURITY,
        querystring: Type.Object({
          asset: Type.String({ minLength: 1, maxLength: 12, examples: ['BTC', 'TEST_BTC'] }),
          days: Type.Optional(Type.Integer({ minimum: 1, maximum: 90, default: 30 })),
        }),
        response: {
          200: Type.Object({
            status: Ok,
            as_of: AsOf,
            stale: Stale,
            asset: Type.String({ examples: ['BTC'] }),
            days: Type.Integer(),
            from: Type.String({ format: 'date', examples: ['2026-01-01'] }),
            to: Type.String({ format: 'date', examples: ['2026-01-30'] }),
            total_net_flow_usd: Type.Number({ description: 'Sum over the window', examples: [1_284_000_000] }),
            by_issuer_total: IssuerFlows,
            flows: Type.Array(
              Type.Object({
                date: Type.String({ format: 'date', examples: ['2026-01-29'] }),
                net_flow_usd: Type.Number({ examples: [342_100_000] }),
                cumulative_net_flow_usd: Type.Number({ description: 'Running sum from the first day shown' }),
                by_issuer: IssuerFlows,
              }),
            ),
          }),
          ...MARKET_ERRORS,
        },
      },
    },
    async (request) => {
      const q = request.query as { asset: string; days?: number };
      const { view, nowMs } = await worldOf(ctx, request);
      const { underlying, name } = etfAsset(q.asset, view.world === 'sandbox');
      const days = q.days ?? 30;
      const from = Math.floor(nowMs / DAY) * DAY - (days - 1) * DAY;
      const found = await read(() => view.etfFlows(underlying, from, nowMs));
      const stale = await staleness(view, 'etf', nowMs, underlying);
      const byIssuer: Record<string, number> = {};
      let cumulative = 0;
      const flows = found
        .sort((a, b) => a.t - b.t)
        .map((d) => {
          cumulative += d.netFlowUsd;
          for (const [issuer, v] of Object.entries(d.byIssuer)) byIssuer[issuer] = (byIssuer[issuer] ?? 0) + v;
          return {
            date: iso(d.t).slice(0, 10),
            net_flow_usd: d.netFlowUsd,
            cumulative_net_flow_usd: cumulative,
            by_issuer: d.byIssuer,
          };
        });
      return {
        status: 'ok' as const,
        as_of: iso(nowMs),
        ...stale,
        asset: name,
        days,
        from: iso(from).slice(0, 10),
        to: iso(nowMs).slice(0, 10),
        total_net_flow_usd: cumulative,
        by_issuer_total: byIssuer,
        flows,
      };
    },
  );

  app.get(
    '/news',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Crypto news and macro calendar items, newest first',
        description:
          '`since` defaults to 24 hours ago and may reach back ~6 months (183 days). With `symbol` (checked against your plan), items about that asset plus market-wide macro items are listed; without it, market-wide items and items about at least one symbol your key can read.',
        security: SECURITY,
        querystring: Type.Object({
          symbol: Type.Optional(SymbolParam),
          kind: Type.Optional(Type.Union([Type.Literal('news'), Type.Literal('macro')])),
          since: Type.Optional(TimeParam('Start of the window: ISO 8601 or Unix ms, within the last 183 days')),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
        }),
        response: {
          200: Type.Object({
            status: Ok,
            as_of: AsOf,
            stale: Stale,
            since: Type.String({ format: 'date-time' }),
            count: Type.Integer({ minimum: 0 }),
            items: Type.Array(NewsItem),
          }),
          ...MARKET_ERRORS,
        },
      },
    },
    async (request) => {
      const q = request.query as { symbol?: string; kind?: 'news' | 'macro'; since?: string; limit?: number };
      const symbol = q.symbol === undefined ? undefined : symbolOf(request, q.symbol);
      const { view, nowMs } = await worldOf(ctx, request);
      const since = instantParam(q.since, 'since', nowMs - HISTORY_MS, nowMs) ?? nowMs - DAY;
      const readable = new Set(readableSymbols(request.auth!));
      const stale = await staleness(view, 'news', nowMs);
      const items = (await read(() => view.news(since, nowMs, symbol)))
        .filter((n) => q.kind === undefined || n.kind === q.kind)
        .filter((n) => n.symbols.length === 0 || n.symbols.some((s) => readable.has(s)))
        .sort((a, b) => b.t - a.t || (a.id < b.id ? 1 : -1))
        .slice(0, q.limit ?? 50);
      return {
        status: 'ok' as const,
        as_of: iso(nowMs),
        ...stale,
        since: iso(since),
        count: items.length,
        items: items.map((n) => ({
          id: n.id,
          time: iso(n.t),
          kind: n.kind,
          title: n.title,
          source: n.source,
          symbols: n.symbols,
          sentiment: n.sentiment,
          url: n.url ?? null,
        })),
      };
    },
  );
}
