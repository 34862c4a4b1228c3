/**
 * GET /v2/derivatives/funding-heatmap: funding rate per symbol × hour on one venue. It succeeds
 * GET /v1/funding; unlike GET /v1/derivatives/funding-heatmap the venue is required, so the grid
 * is two-dimensional and named rather than indexed by a venues array.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { VENUES, type Venue } from '../../market/types.ts';
import type { AppContext } from '../../platform/context.ts';
import { invalidParam, mustBeOneOf } from '../../platform/errors.ts';
import { SECURITY } from '../../platform/openapi.ts';
import { FIXED_HEATMAP, FIXED_HEATMAP_TIMESTAMP, type FundingHeatmap } from '../../signals/funding-heatmap.ts';
import { MARKET_ERRORS, READ, worldOf } from '../v1/common.ts';
import { HEATMAP_MAX_HOURS, HEATMAP_SKEW_MS, readHeatmap, requestedSymbols } from '../v1/derivatives-shapes.ts';
import { MetaSchema, metaOf, V2_TAGS } from './meta.ts';

const FundingRate = Type.Union([Type.Number(), Type.Null()]);

/** Only a venue the caller's world has (the sandbox and the fixed dataset: binance, bybit, okx). */
function venueIn(exchange: Venue, venues: readonly Venue[]): Venue {
  if (!venues.includes(exchange)) throw invalidParam('query', 'exchange', mustBeOneOf(venues));
  return exchange;
}

/** The one venue's plane of a heatmap. */
function plane(map: FundingHeatmap, venue: Venue) {
  return {
    symbols: map.symbols,
    hour_starts_ms: map.hours,
    funding_rates: map.cells[map.venues.indexOf(venue)] ?? [],
  };
}

export default async function fundingHeatmapRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(
    '/derivatives/funding-heatmap',
    {
      config: READ,
      schema: {
        tags: V2_TAGS,
        summary: 'Funding rate per symbol × hour on one venue, for the hours ending at timestamp',
        description:
          'Replaces GET /v1/funding. exchange is required (400 naming it when missing); sandbox keys have binance, bybit and okx, production keys also hyperliquid. ' +
          `timestamp (Unix ms) defaults to now; up to ${HEATMAP_SKEW_MS / 60_000} minutes ahead is clamped to now (clamped: true). hours 1..${HEATMAP_MAX_HOURS}, default 24. ` +
          'funding_rates[s][h] is the funding per 8 h (fraction) of symbols[s] in the hour starting at hour_starts_ms[h], null where there is no reading. ' +
          `timestamp=${FIXED_HEATMAP_TIMESTAMP} returns the venue's plane of the fixed test dataset (docs/signals.md) for any key.`,
        security: SECURITY,
        querystring: Type.Object({
          exchange: Type.Enum([...VENUES], { description: 'The venue' }),
          timestamp: Type.Optional(
            Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000, examples: [FIXED_HEATMAP_TIMESTAMP] }),
          ),
          hours: Type.Integer({ minimum: 1, maximum: HEATMAP_MAX_HOURS, default: 24 }),
          symbols: Type.Optional(
            Type.String({
              minLength: 1,
              maxLength: 400,
              description: 'Comma-separated, at most 20; without it the first 20 symbols your plan can read',
              examples: ['TEST_BTC,TEST_ETH'],
            }),
          ),
        }),
        response: {
          200: Type.Object({
            exchange: Type.Enum([...VENUES]),
            end_time_ms: Type.Integer({ description: 'End of the window shown, Unix ms' }),
            clamped: Type.Boolean({ description: 'The requested timestamp was ahead of now and was moved to now' }),
            fixed: Type.Boolean({ description: 'The fixed test dataset (magic timestamp)' }),
            symbols: Type.Array(Type.String(), { examples: [['TEST_BTC', 'TEST_ETH']] }),
            hour_starts_ms: Type.Array(Type.Integer(), {
              description: 'Hour starts, Unix ms, ascending',
              examples: [[1234566000000, 1234569600000]],
            }),
            funding_rates: Type.Array(Type.Array(FundingRate), {
              description: 'funding_rates[s][h]: funding per 8 h, fraction (0.0001 = 0.01 %)',
              examples: [
                [
                  [0.0001, 0.0001],
                  [0.00008, 0.0001],
                ],
              ],
            }),
            meta: MetaSchema(),
          }),
          ...MARKET_ERRORS,
        },
      },
    },
    async (request) => {
      const q = request.query as { exchange: Venue; timestamp?: number; hours: number; symbols?: string };
      if (q.timestamp === FIXED_HEATMAP_TIMESTAMP) {
        // Fixed data needs no world and no plan: it lets any key test its heatmap client.
        const venue = venueIn(q.exchange, FIXED_HEATMAP.venues);
        return {
          exchange: venue,
          end_time_ms: FIXED_HEATMAP_TIMESTAMP,
          clamped: false,
          fixed: true,
          ...plane(FIXED_HEATMAP, venue),
          meta: metaOf(request, FIXED_HEATMAP_TIMESTAMP),
        };
      }
      const { symbols, explicit } = requestedSymbols(request, q.symbols, 'symbols');
      const world = await worldOf(ctx, request);
      const venue = venueIn(q.exchange, world.view.venues);
      const { end, clamped, map } = await readHeatmap(world, { ...q, symbols, explicit, venues: [venue] });
      return {
        exchange: venue,
        end_time_ms: end,
        clamped,
        fixed: false,
        ...plane(map, venue),
        meta: metaOf(request, end),
      };
    },
  );
}
