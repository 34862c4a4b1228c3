/**
 * OHLCV candles: the six months of history both worlds keep (the sandbox computes them; production
 * reads what the collectors wrote, 503 data_unavailable until they have). Pages are capped; a
 * longer range is walked with next_start.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { CandleInterval } from '../../market/types.ts';
import type { AppContext } from '../../platform/context.ts';
import { invalidParam } from '../../platform/errors.ts';
import { SECURITY } from '../../platform/openapi.ts';
import { INTERVAL_MS } from '../../sources/synthetic/candles.ts';
import { AsOf, iso, MARKET_ERRORS, READ, read, SymbolParam, symbolOf, worldOf } from './common.ts';
import { HISTORY_MS, instantParam, TimeParam } from './time-params.ts';

export const CANDLES_MAX_LIMIT = 1_000;
const INTERVALS = Object.keys(INTERVAL_MS) as CandleInterval[];

const CandleSchema = Type.Object({
  t: Type.Integer({ description: 'Open time, Unix ms', examples: [1780254000000] }),
  time: Type.String({ format: 'date-time', description: 'Open time, ISO 8601 UTC' }),
  open: Type.Number({ examples: [88_120.5] }),
  high: Type.Number({ examples: [88_410.0] }),
  low: Type.Number({ examples: [87_990.25] }),
  close: Type.Number({ examples: [88_214.08] }),
  volume: Type.Number({ description: 'Base-asset volume (coins)', examples: [412.7] }),
});

export default async function candleRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(
    '/candles',
    {
      config: READ,
      schema: {
        tags: ['market'],
        summary: 'OHLCV candles over the last six months, oldest first, in pages',
        description:
          `interval ${INTERVALS.join(', ')} (default 1h). start and end are ISO 8601 or Unix ms within the last 183 days; ` +
          `end defaults to now. Without start the page holds the latest \`limit\` candles up to end. ` +
          `limit 1..${CANDLES_MAX_LIMIT} (default 500). When the range holds more, next_start is the start of the next page. ` +
          'The candle containing now is partial. A production key answers 503 data_unavailable until candles have been collected.',
        security: SECURITY,
        querystring: Type.Object({
          symbol: SymbolParam,
          interval: Type.Enum(INTERVALS, { default: '1h' }),
          start: Type.Optional(TimeParam('Open time of the first candle: ISO 8601 or Unix ms')),
          end: Type.Optional(TimeParam('Latest open time to include (default now): ISO 8601 or Unix ms')),
          limit: Type.Integer({ minimum: 1, maximum: CANDLES_MAX_LIMIT, default: 500 }),
        }),
        response: {
          200: Type.Object({
            status: Type.Literal('ok'),
            as_of: AsOf,
            symbol: Type.String({ examples: ['TEST_BTC'] }),
            interval: Type.String({ examples: ['1h'] }),
            count: Type.Integer({ examples: [500] }),
            candles: Type.Array(CandleSchema),
            next_start: Type.Union([Type.Integer(), Type.Null()], {
              description: 'Unix ms to pass as start for the next page; null when the range is done',
            }),
          }),
          ...MARKET_ERRORS,
        },
      },
    },
    async (request) => {
      const q = request.query as {
        symbol: string;
        interval: CandleInterval;
        start?: string;
        end?: string;
        limit: number;
      };
      const symbol = symbolOf(request, q.symbol);
      const { view, nowMs } = await worldOf(ctx, request);
      const step = INTERVAL_MS[q.interval];
      const earliest = nowMs - HISTORY_MS;
      const end = instantParam(q.end, 'end', earliest, nowMs) ?? nowMs;
      const start =
        instantParam(q.start, 'start', earliest, nowMs) ??
        Math.max(earliest, Math.floor(end / step) * step - (q.limit - 1) * step);
      if (start > end) throw invalidParam('query', 'start', `is after end (${iso(end)})`);
      // Open times are multiples of the step: a page ends before the limit+1-th one.
      const firstOpen = Math.ceil(start / step) * step;
      const pageEnd = Math.min(end, firstOpen + q.limit * step - 1);
      const rows = await read(() => view.candles(symbol, q.interval, start, pageEnd));
      const candles = rows.slice(0, q.limit).map((c) => ({
        t: c.t,
        time: iso(c.t),
        open: c.o,
        high: c.h,
        low: c.l,
        close: c.c,
        volume: c.v,
      }));
      return {
        status: 'ok' as const,
        as_of: iso(nowMs),
        symbol,
        interval: q.interval,
        count: candles.length,
        candles,
        next_start: pageEnd < end ? pageEnd + 1 : null,
      };
    },
  );
}
