/**
 * Derivatives positioning across the three venues: the screener (funding, open interest, long/short),
 * the funding heatmap, and the legacy current-funding path (deprecated).
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../platform/context.ts';
import { SECURITY } from '../../platform/openapi.ts';
import { FIXED_HEATMAP_TIMESTAMP, fixedHeatmap } from '../../signals/funding-heatmap.ts';
import { AsOf, iso, MARKET_ERRORS, READ, worldOf } from './common.ts';
import { deprecatedOnSend, deprecationNote } from './deprecation.ts';
import {
  currentWithOiChange,
  ExchangeParam,
  FundingRowSchema,
  HEATMAP_MAX_HOURS,
  HEATMAP_SKEW_MS,
  readEach,
  readHeatmap,
  requestedSymbols,
  ScreenerRowSchema,
  VenueSchema,
  venueOf,
} from './derivatives-shapes.ts';

const tags = ['derivatives'];
const Ok = Type.Literal('ok');
const FUNDING_LEGACY = { successor: '/v2/derivatives/funding-heatmap' };
const SymbolList = (name: string) =>
  Type.String({
    minLength: 1,
    maxLength: 400,
    description: `Comma-separated, at most 20; without it every symbol your plan can read (${name})`,
    examples: ['TEST_BTC,TEST_ETH'],
  });

export default async function derivativesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(
    '/derivatives/screener',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Funding, open interest and long/short ratio per venue and symbol',
        description:
          'One row per (venue, symbol), symbols in catalogue order and venues binance, bybit, okx. Without symbol, symbols with no current data are left out.',
        security: SECURITY,
        querystring: Type.Object({
          exchange: Type.Optional(ExchangeParam),
          symbol: Type.Optional(SymbolList('screener')),
        }),
        response: {
          200: Type.Object({
            status: Ok,
            as_of: AsOf,
            count: Type.Integer({ examples: [18] }),
            rows: Type.Array(ScreenerRowSchema),
          }),
          ...MARKET_ERRORS,
        },
      },
    },
    async (request) => {
      const q = request.query as { exchange?: string; symbol?: string };
      const venue = venueOf(q.exchange);
      const { symbols, explicit } = requestedSymbols(request, q.symbol, 'symbol');
      const { view, nowMs } = await worldOf(ctx, request);
      const per = await readEach(symbols, explicit, (s) => currentWithOiChange(view, s, nowMs));
      const rows = per
        .flatMap((list) => list ?? [])
        .filter(({ point }) => venue === undefined || point.venue === venue)
        .map(({ point: p, oiChange }) => ({
          venue: p.venue,
          symbol: p.symbol,
          mark_price: p.markPrice,
          funding_rate: p.fundingRate,
          next_funding_time: iso(p.nextFundingTime),
          open_interest_usd: p.openInterestUsd,
          oi_change_24h: oiChange,
          long_short_ratio: p.longShortRatio,
          updated_at: iso(p.t),
          stale: p.stale === true,
        }));
      return { status: 'ok' as const, as_of: iso(nowMs), count: rows.length, rows };
    },
  );

  app.get(
    '/derivatives/funding-heatmap',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Funding rate per venue × symbol × hour, for the hours ending at timestamp',
        description:
          `timestamp (Unix ms) defaults to now; up to ${HEATMAP_SKEW_MS / 60_000} minutes in the future is clamped to now (clamped: true); ` +
          `Unix seconds, or an instant further ahead or more than 183 days back, is 400 naming the unit and the accepted range. ` +
          `hours 1..${HEATMAP_MAX_HOURS}, default 24. cells[v][s][h] is the funding per 8 h (fraction) of venues[v], symbols[s] in hours[h], null where there is no reading. ` +
          `timestamp=${FIXED_HEATMAP_TIMESTAMP} returns the fixed test dataset of docs/signals.md for any key, ignoring the other parameters.`,
        security: SECURITY,
        querystring: Type.Object({
          timestamp: Type.Optional(
            Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000, examples: [FIXED_HEATMAP_TIMESTAMP] }),
          ),
          hours: Type.Integer({ minimum: 1, maximum: HEATMAP_MAX_HOURS, default: 24 }),
          symbols: Type.Optional(SymbolList('heatmap')),
          exchange: Type.Optional(ExchangeParam),
        }),
        response: {
          200: Type.Object({
            status: Ok,
            as_of: AsOf,
            timestamp: Type.Integer({ description: 'End of the window actually shown, Unix ms' }),
            clamped: Type.Boolean({ description: 'The requested timestamp was in the future and was moved to now' }),
            fixed: Type.Boolean({ description: 'The fixed test dataset (magic timestamp)' }),
            venues: Type.Array(VenueSchema),
            symbols: Type.Array(Type.String(), { examples: [['TEST_BTC', 'TEST_ETH', 'TEST_SOL']] }),
            hours: Type.Array(Type.Integer(), {
              description: 'Hour starts, Unix ms, ascending',
              examples: [[1234566000000, 1234569600000]],
            }),
            cells: Type.Array(Type.Array(Type.Array(Type.Union([Type.Number(), Type.Null()]))), {
              examples: [
                [
                  [
                    [0.0001, 0.0001],
                    [0.00008, 0.0001],
                  ],
                ],
              ],
            }),
          }),
          ...MARKET_ERRORS,
        },
      },
    },
    async (request) => {
      const q = request.query as { timestamp?: number; hours: number; symbols?: string; exchange?: string };
      if (q.timestamp === FIXED_HEATMAP_TIMESTAMP) {
        // Fixed data needs no world and no plan: it lets any key test its heatmap client.
        const fixed = fixedHeatmap();
        return {
          status: 'ok' as const,
          as_of: iso(FIXED_HEATMAP_TIMESTAMP),
          timestamp: FIXED_HEATMAP_TIMESTAMP,
          clamped: false,
          fixed: true,
          ...fixed,
        };
      }
      const venue = venueOf(q.exchange);
      const { symbols, explicit } = requestedSymbols(request, q.symbols, 'symbols');
      const world = await worldOf(ctx, request);
      const venues = venue === undefined ? [...world.view.venues] : [venue];
      const { end, clamped, map } = await readHeatmap(world, { ...q, symbols, explicit, venues });
      return { status: 'ok' as const, as_of: iso(end), timestamp: end, clamped, fixed: false, ...map };
    },
  );

  app.get(
    '/funding',
    {
      config: READ,
      onSend: deprecatedOnSend(FUNDING_LEGACY),
      schema: {
        tags,
        deprecated: true,
        summary: 'Current funding rate per venue for one or more symbols (legacy)',
        description: deprecationNote(FUNDING_LEGACY),
        security: SECURITY,
        querystring: Type.Object({
          symbol: Type.String({
            minLength: 1,
            maxLength: 400,
            description: 'Comma-separated, at most 20',
            examples: ['TEST_BTC'],
          }),
          exchange: Type.Optional(ExchangeParam),
        }),
        response: {
          200: Type.Object({
            status: Ok,
            as_of: AsOf,
            count: Type.Integer({ examples: [3] }),
            funding: Type.Array(FundingRowSchema),
          }),
          ...MARKET_ERRORS,
        },
      },
    },
    async (request) => {
      const q = request.query as { symbol: string; exchange?: string };
      const venue = venueOf(q.exchange);
      const { symbols } = requestedSymbols(request, q.symbol, 'symbol');
      const { view, nowMs } = await worldOf(ctx, request);
      const per = await readEach(symbols, true, (s) => view.derivatives(s, nowMs));
      const funding = per
        .flatMap((list) => list ?? [])
        .filter((p) => venue === undefined || p.venue === venue)
        .map((p) => ({
          venue: p.venue,
          symbol: p.symbol,
          funding_rate: p.fundingRate,
          next_funding_time: iso(p.nextFundingTime),
          mark_price: p.markPrice,
          stale: p.stale === true,
        }));
      return { status: 'ok' as const, as_of: iso(nowMs), count: funding.length, funding };
    },
  );
}
