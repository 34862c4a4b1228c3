/**
 * OHLCV candles: the six months of history a world keeps, paged forward by open time. A page is
 * a window of whole intervals, so the next page starts exactly one interval after this one ends
 * and pages never overlap or leave a gap, whatever the data holds.
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

export const CANDLE_INTERVALS = Object.keys(INTERVAL_MS) as CandleInterval[];
export const CANDLES_DEFAULT_LIMIT = 500;
export const CANDLES_MAX_LIMIT = 1000;
const HISTORY_DAYS = Math.round(HISTORY_MS / 86_400_000);

const CandleSchema = Type.Object({
  t: Type.Integer({ description: 'Open time, Unix milliseconds (UTC)', examples: [1768478400000] }),
  open: Type.Number({ description: 'USD (quote) price', examples: [97150.2] }),
  high: Type.Number({ examples: [97420.5] }),
  low: Type.Number({ examples: [96980.1] }),
  close: Type.Number({ examples: [97311.8] }),
  volume: Type.Number({ minimum: 0, description: 'Base-asset units traded', examples: [412.37] }),
});

export default async function candlesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(
    '/candles',
    {
      config: READ,
      schema: {
        tags: ['market'],
        summary: 'OHLCV candles for one symbol, oldest first, paged by open time',
        description: `Candles whose open time lies in [start, end], oldest first, at most \`limit\` (default ${CANDLES_DEFAULT_LIMIT}, at most ${CANDLES_MAX_LIMIT}). start and end are Unix ms or ISO 8601, within the last ${HISTORY_DAYS} days and not after now (the sandbox clock for sandbox keys); end defaults to now. Without start the page holds the newest \`limit\` candles up to end. When the window holds more than one page, \`next_start\` is the start of the next page (pass it as start with the same end); it is null on the last page. The candle containing now is still forming: its close is the latest price. Production keys answer 503 data_unavailable until collectors have written candles.`,
        security: SECURITY,
        querystring: Type.Object({
          symbol: SymbolParam,
          interval: Type.Enum(CANDLE_INTERVALS, { default: '1h', description: 'Candle length' }),
          start: Type.Optional(
            TimeParam(`Earliest open time: ISO 8601 or Unix ms, within the last ${HISTORY_DAYS} days`),
          ),
          end: Type.Optional(TimeParam('Latest open time: ISO 8601 or Unix ms, not after now; default now')),
          limit: Type.Integer({ minimum: 1, maximum: CANDLES_MAX_LIMIT, default: CANDLES_DEFAULT_LIMIT }),
        }),
        response: {
          200: Type.Object({
            status: Type.Literal('ok'),
            as_of: AsOf,
            symbol: Type.String({ examples: ['TEST_BTC'] }),
            interval: Type.Enum(CANDLE_INTERVALS, { examples: ['1h'] }),
            interval_ms: Type.Integer({ description: 'Candle length in milliseconds', examples: [3_600_000] }),
            count: Type.Integer({ minimum: 0 }),
            candles: Type.Array(CandleSchema),
            next_start: Type.Union([Type.Integer(), Type.Null()], {
              description: 'Unix ms start of the next page, or null when this page reaches end',
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
      const earliest = nowMs - HISTORY_MS;
      const end = instantParam(q.end, 'end', earliest, nowMs) ?? nowMs;
      const start = instantParam(q.start, 'start', earliest, nowMs);
      if (start !== undefined && end < start) throw invalidParam('query', 'end', `is before start (${iso(start)})`);

      const step = INTERVAL_MS[q.interval];
      const firstAllowed = Math.ceil(earliest / step) * step;
      const lastOpen = Math.floor(end / step) * step;
      const first =
        start === undefined ? Math.max(firstAllowed, lastOpen - (q.limit - 1) * step) : Math.ceil(start / step) * step;
      const last = Math.min(lastOpen, first + (q.limit - 1) * step);
      const rows = last < first ? [] : await read(() => view.candles(symbol, q.interval, first, last));
      const candles = rows
        .slice(0, q.limit)
        .map((c) => ({ t: c.t, open: c.o, high: c.h, low: c.l, close: c.c, volume: c.v }));
      return {
        status: 'ok' as const,
        as_of: iso(nowMs),
        symbol,
        interval: q.interval,
        interval_ms: step,
        count: candles.length,
        candles,
        next_start: last + step <= end ? last + step : null,
      };
    },
  );
}
