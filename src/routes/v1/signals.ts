/**
 * Accumulation signals: how much large holders are accumulating each symbol, with a Wyckoff-like
 * phase. Scoring is pure (signals/accumulation.ts); this route gathers its inputs from the view.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { MarketView } from '../../market/types.ts';
import type { AppContext } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { SECURITY } from '../../platform/openapi.ts';
import { scoreAccumulation, whaleFlowsFromEvents } from '../../signals/accumulation.ts';
import { AsOf, iso, MARKET_ERRORS, READ, read, symbolsOf, worldOf } from './common.ts';

const DAY_MS = 86_400_000;
/** Daily candles read for the trend (30 days) and the volume scale, with room for gaps. */
export const CANDLE_DAYS = 60;
export const FLOW_DAYS = 30;
/** Whale trades read per symbol over FLOW_DAYS; far above the sandbox's ~1,600 for TEST_BTC. */
const MAX_FLOW_EVENTS = 100_000;
export const MAX_SYMBOLS = 20;

const signalProperties = {
  symbol: Type.String({ examples: ['TEST_BTC'] }),
  accumulation_score: Type.Number({
    minimum: 0,
    maximum: 10,
    description: '0..10; above 7.5 is strong accumulation',
    examples: [7.82],
  }),
  components: Type.Object({
    whale_accumulation: Type.Number({ minimum: 0, maximum: 10, examples: [8.9] }),
    exchange_outflow: Type.Union([Type.Number({ minimum: 0, maximum: 10, examples: [7.1] }), Type.Null()]),
    large_txn_increase: Type.Union([Type.Number({ minimum: 0, maximum: 10, examples: [6.4] }), Type.Null()]),
    mvrv_signal: Type.Union([Type.Number({ minimum: 0, maximum: 10, examples: [7.5] }), Type.Null()]),
  }),
  phase: Type.Enum(['ACCUMULATION', 'MARKUP', 'DISTRIBUTION', 'MARKDOWN', 'NEUTRAL'], { examples: ['ACCUMULATION'] }),
  confidence: Type.Enum(['HIGH', 'MEDIUM', 'LOW'], { examples: ['HIGH'] }),
  estimated_duration_weeks: Type.Number({ description: 'Rough heuristic, see docs/signals.md', examples: [9.9] }),
  missing: Type.Array(
    Type.Object({
      component: Type.String({ examples: ['large_txn_increase'] }),
      reason: Type.String({ examples: ['large transaction counts: the on-chain source does not publish it'] }),
    }),
    {
      description:
        'Components left out (their input is not available; they are null) with why; the score is blended from the rest. Empty when everything was there.',
    },
  ),
  trend_30d: Type.Number({
    description: 'Price change over 30 daily closes, fraction (used for the phase)',
    examples: [0.021],
  }),
};
const SignalSchema = Type.Object(signalProperties);
/** With one symbol the signal is also spread at the top level, as SPEC shows a single object. */
const TopLevel = Object.fromEntries(Object.entries(signalProperties).map(([k, v]) => [k, Type.Optional(v)])) as {
  [K in keyof typeof signalProperties]: ReturnType<typeof Type.Optional<(typeof signalProperties)[K]>>;
};

async function accumulationOf(view: MarketView, symbol: string, nowMs: number) {
  const [daily, trades, onchain] = await Promise.all([
    view.candles(symbol, '1d', nowMs - CANDLE_DAYS * DAY_MS, nowMs),
    view.whaleEvents({ from: nowMs - FLOW_DAYS * DAY_MS, to: nowMs, symbol, type: 'trade', limit: MAX_FLOW_EVENTS }),
    // Valuation data is one input of four: without it the other components still score.
    view
      .assetOnchain(symbol, nowMs)
      .catch((err: unknown) =>
        err instanceof ApiError && err.code === 'data_unavailable' ? null : Promise.reject(err),
      ),
  ]);
  return scoreAccumulation({ symbol, daily, whaleFlows: whaleFlowsFromEvents(trades, nowMs), onchain });
}

export default async function signalsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(
    '/signals/accumulation',
    {
      config: READ,
      schema: {
        tags: ['signals'],
        summary: 'Accumulation score (0..10), components, phase and confidence per symbol',
        description: `symbol takes a comma-separated list of at most ${MAX_SYMBOLS}. With exactly one symbol its signal is also given at the top level. Formulas in docs/signals.md ("Accumulation").`,
        security: SECURITY,
        querystring: Type.Object({
          symbol: Type.String({
            minLength: 1,
            maxLength: 400,
            description: 'One symbol or a comma-separated list',
            examples: ['TEST_BTC,TEST_ETH'],
          }),
        }),
        response: {
          200: Type.Object({
            status: Type.Literal('ok'),
            as_of: AsOf,
            count: Type.Integer({ examples: [2] }),
            signals: Type.Array(SignalSchema),
            ...TopLevel,
          }),
          ...MARKET_ERRORS,
        },
      },
    },
    async (request) => {
      const symbols = symbolsOf(request, (request.query as { symbol: string }).symbol, MAX_SYMBOLS);
      const { view, nowMs } = await worldOf(ctx, request);
      const signals = await read(() => Promise.all(symbols.map((s) => accumulationOf(view, s, nowMs))));
      const single = signals.length === 1 ? signals[0] : {};
      return { ...single, status: 'ok' as const, as_of: iso(nowMs), count: signals.length, signals };
    },
  );
}
