/**
 * Options: the large prints of one underlying (the options flow) and its whole option book, from
 * Deribit in production. Follows the plan's symbol rules.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { OptionsSummary } from '../../market/types.ts';
import type { AppContext } from '../../platform/context.ts';
import { SECURITY } from '../../platform/openapi.ts';
import { AsOf, iso, MARKET_ERRORS, READ, read, SymbolParam, symbolOf, worldOf } from './common.ts';
import { Stale } from './staleness.ts';
import { instantParam, TimeParam } from './time-params.ts';

const DAY = 86_400_000;
/** Options prints are dense (hundreds a day on a busy venue), so a window reaches back 30 days at most. */
export const OPTIONS_WINDOW_MS = 30 * DAY;
const tags = ['intel'];
const Ok = Type.Literal('ok');
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

const OptionsItem = Type.Object({
  time: Type.String({ format: 'date-time' }),
  instrument: Type.String({ examples: ['BTC-27MAR26-120000-C'] }),
  kind: Type.Union([Type.Literal('call'), Type.Literal('put')]),
  side: Type.Union([Type.Literal('buy'), Type.Literal('sell')], { description: 'Aggressor side' }),
  strike: Type.Number({ minimum: 0, examples: [120_000] }),
  expiry: Type.String({ format: 'date-time' }),
  premium_usd: Type.Number({ minimum: 0, examples: [184_200] }),
  notional_usd: Type.Number({ minimum: 0, examples: [2_650_000] }),
  implied_vol: Type.Number({ minimum: 0, description: 'Annualised, fraction', examples: [0.512] }),
});

const OiRow = {
  call_open_interest: Type.Number({ minimum: 0, description: 'Contracts (1 contract = 1 coin)', examples: [1_820.4] }),
  put_open_interest: Type.Number({ minimum: 0, examples: [1_210.7] }),
};
const OptionsBook = Type.Union(
  [
    Type.Object({
      as_of: Type.String({ format: 'date-time' }),
      stale: Stale,
      underlying_price: Type.Number({ minimum: 0, examples: [98_250] }),
      volume_24h_usd: Type.Number({ minimum: 0, examples: [1_480_000_000] }),
      call_volume_24h_usd: Type.Number({ minimum: 0 }),
      put_volume_24h_usd: Type.Number({ minimum: 0 }),
      open_interest_usd: Type.Number({ minimum: 0, examples: [31_400_000_000] }),
      call_open_interest_usd: Type.Number({ minimum: 0 }),
      put_open_interest_usd: Type.Number({ minimum: 0 }),
      put_call_ratio: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], {
        description: 'Put open interest / call open interest (contracts); null without calls',
        examples: [0.62],
      }),
      by_expiry: Type.Array(
        Type.Object({
          expiry: Type.String({ format: 'date-time' }),
          ...OiRow,
          volume_24h_usd: Type.Number({ minimum: 0 }),
        }),
        { description: 'Every listed expiry, soonest first' },
      ),
      by_strike: Type.Array(Type.Object({ strike: Type.Number({ minimum: 0, examples: [100_000] }), ...OiRow }), {
        description: 'The strikes with the most open interest over all expiries, largest first',
      }),
    }),
    Type.Null(),
  ],
  { description: 'The whole option book (open interest by expiry and strike); null for assets without listed options' },
);

function bookOf(b: (OptionsSummary & { stale?: true }) | null) {
  if (b === null) return null;
  return {
    as_of: iso(b.t),
    ...(b.stale ? { stale: true as const } : {}),
    underlying_price: b.underlyingPrice,
    volume_24h_usd: b.volume24hUsd,
    call_volume_24h_usd: b.callVolume24hUsd,
    put_volume_24h_usd: b.putVolume24hUsd,
    open_interest_usd: b.openInterestUsd,
    call_open_interest_usd: b.callOpenInterestUsd,
    put_open_interest_usd: b.putOpenInterestUsd,
    put_call_ratio: b.putCallRatio,
    by_expiry: b.byExpiry.map((e) => ({
      expiry: iso(e.expiry),
      call_open_interest: e.callOpenInterest,
      put_open_interest: e.putOpenInterest,
      volume_24h_usd: e.volume24hUsd,
    })),
    by_strike: b.byStrike.map((k) => ({
      strike: k.strike,
      call_open_interest: k.callOpenInterest,
      put_open_interest: k.putOpenInterest,
    })),
  };
}

export default async function optionsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(
    '/options/flow',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Large options prints for one asset, newest first, with call/put totals and the option book',
        description:
          '`since` defaults to 24 hours ago and may reach back 30 days. `totals` cover every print in the window that passes `min_premium_usd`, whatever `kind` and `limit` say, so the put/call ratio stays meaningful; `put_call_ratio` is put premium / call premium (null without calls). `book` is the whole option book now: volume, open interest by expiry and strike and the open-interest put/call ratio. Options are listed for BTC and ETH (sandbox: TEST_BTC, TEST_ETH); other assets answer an empty list and a null book. Production records prints of at least $10,000 premium (docs/sources.md).',
        security: SECURITY,
        querystring: Type.Object({
          symbol: SymbolParam,
          since: Type.Optional(TimeParam('Start of the window: ISO 8601 or Unix ms, within the last 30 days')),
          kind: Type.Optional(Type.Union([Type.Literal('call'), Type.Literal('put')])),
          min_premium_usd: Type.Optional(Type.Number({ minimum: 0, maximum: 1e12 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
        }),
        response: {
          200: Type.Object({
            status: Ok,
            as_of: AsOf,
            stale: Stale,
            symbol: Type.String({ examples: ['BTC'] }),
            since: Type.String({ format: 'date-time' }),
            book: OptionsBook,
            totals: Type.Object({
              prints: Type.Integer({ minimum: 0 }),
              call_premium_usd: Type.Number({ minimum: 0, examples: [18_420_000] }),
              put_premium_usd: Type.Number({ minimum: 0, examples: [11_050_000] }),
              put_call_ratio: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], { examples: [0.5999] }),
            }),
            count: Type.Integer({ minimum: 0 }),
            flows: Type.Array(OptionsItem),
          }),
          ...MARKET_ERRORS,
        },
      },
    },
    async (request) => {
      const q = request.query as {
        symbol: string;
        since?: string;
        kind?: 'call' | 'put';
        min_premium_usd?: number;
        limit?: number;
      };
      const symbol = symbolOf(request, q.symbol);
      const { view, nowMs } = await worldOf(ctx, request);
      const since = instantParam(q.since, 'since', nowMs - OPTIONS_WINDOW_MS, nowMs) ?? nowMs - DAY;
      const [found, book] = await read(() =>
        Promise.all([view.optionsFlow(symbol, since, nowMs), view.optionsSummary(symbol, nowMs)]),
      );
      const prints = found.filter((o) => o.premiumUsd >= (q.min_premium_usd ?? 0));
      let calls = 0;
      let puts = 0;
      for (const o of prints) {
        if (o.kind === 'call') calls += o.premiumUsd;
        else puts += o.premiumUsd;
      }
      const listed = prints
        .filter((o) => q.kind === undefined || o.kind === q.kind)
        .sort((a, b) => b.t - a.t || (a.instrument < b.instrument ? -1 : 1))
        .slice(0, q.limit ?? 100);
      return {
        status: 'ok' as const,
        as_of: iso(nowMs),
        ...(book?.stale ? { stale: true as const } : {}),
        symbol,
        since: iso(since),
        book: bookOf(book),
        totals: {
          prints: prints.length,
          call_premium_usd: calls,
          put_premium_usd: puts,
          put_call_ratio: calls > 0 ? round4(puts / calls) : null,
        },
        count: listed.length,
        flows: listed.map((o) => ({
          time: iso(o.t),
          instrument: o.instrument,
          kind: o.kind,
          side: o.side,
          strike: o.strike,
          expiry: iso(o.expiry),
          premium_usd: o.premiumUsd,
          notional_usd: o.notionalUsd,
          implied_vol: o.impliedVol,
        })),
      };
    },
  );
}
