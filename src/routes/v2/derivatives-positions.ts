/**
 * GET /v2/derivatives/positions: open interest across the venues, aggregated by venue, symbol or
 * side (src/signals/positions.ts), from the same current readings as the screener.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { VENUES, type Venue } from '../../market/types.ts';
import type { AppContext } from '../../platform/context.ts';
import { SECURITY } from '../../platform/openapi.ts';
import { aggregatePositions, GROUP_BY, type GroupBy } from '../../signals/positions.ts';
import { MARKET_ERRORS, READ, worldOf } from '../v1/common.ts';
import { readEach, requestedSymbols } from '../v1/derivatives-shapes.ts';
import { MetaSchema, metaOf, V2_TAGS } from './meta.ts';

const Fraction = (description: string) => Type.Number({ minimum: 0, maximum: 1, description });

const GroupSchema = Type.Object({
  key: Type.String({ description: 'The venue, the symbol, or long / short', examples: ['binance'] }),
  open_interest_usd: Type.Number({
    description: 'Open interest of the group, USD; by side, the estimate attributed to that side',
    examples: [7_053_215_089],
  }),
  share: Fraction('Of the total across groups'),
  markets: Type.Integer({ minimum: 0, description: '(venue, symbol) readings in the group', examples: [10] }),
  funding_rate: Type.Union([Type.Number(), Type.Null()], {
    description: 'Open-interest-weighted funding per 8 h, fraction; null for side groups',
    examples: [0.00006164],
  }),
  long_account_share: Type.Union([Fraction('Open-interest-weighted share of accounts long'), Type.Null()], {
    description:
      'Open-interest-weighted share of accounts long (from the venues’ long/short account ratios); null for side groups and where no venue publishes a ratio',
    examples: [0.5237],
  }),
  stale: Type.Boolean({
    description: 'A reading in the group is past its freshness bound (15 min); always false in the sandbox',
  }),
});

export default async function positionsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(
    '/derivatives/positions',
    {
      config: READ,
      schema: {
        tags: V2_TAGS,
        summary: 'Open interest aggregated by venue, symbol or side',
        description:
          'Sums the current open interest of each (venue, symbol) market into groups: group_by=venue (venues in the order binance, bybit, okx, hyperliquid), symbol (largest first) or side. ' +
          'Open interest has a long and a short holder for every contract, so by side it is split by each venue’s long/short account ratio, r / (1 + r) long: an estimate. Markets without a ratio (Hyperliquid) are left out of the side split and summed in unattributed_open_interest_usd. ' +
          'Without symbols, every symbol your key can read that has current data.',
        security: SECURITY,
        querystring: Type.Object({
          group_by: Type.Enum([...GROUP_BY], { default: 'venue', description: 'How to aggregate' }),
          symbols: Type.Optional(
            Type.String({
              minLength: 1,
              maxLength: 400,
              description: 'Comma-separated, at most 20',
              examples: ['TEST_BTC,TEST_ETH'],
            }),
          ),
          exchange: Type.Optional(Type.Enum([...VENUES], { description: 'Only this venue' })),
        }),
        response: {
          200: Type.Object({
            group_by: Type.Enum([...GROUP_BY]),
            exchange: Type.Union([Type.Enum([...VENUES]), Type.Null()], { description: 'The venue filter, if any' }),
            symbols: Type.Array(Type.String(), { description: 'The symbols covered', examples: [['TEST_BTC']] }),
            total_open_interest_usd: Type.Number({
              description: 'Sum over the groups, USD',
              examples: [21_159_645_267],
            }),
            unattributed_open_interest_usd: Type.Union([Type.Number(), Type.Null()], {
              description: 'group_by=side: open interest of markets without a long/short ratio, USD; otherwise null',
            }),
            data: Type.Array(GroupSchema),
            meta: MetaSchema(),
          }),
          ...MARKET_ERRORS,
        },
      },
    },
    async (request) => {
      const q = request.query as { group_by: GroupBy; symbols?: string; exchange?: Venue };
      const { symbols, explicit } = requestedSymbols(request, q.symbols, 'symbols');
      const { view, nowMs } = await worldOf(ctx, request);
      const per = await readEach(symbols, explicit, (s) => view.derivatives(s, nowMs));
      const points = per
        .flatMap((list) => list ?? [])
        .filter((p) => q.exchange === undefined || p.venue === q.exchange);
      const covered = symbols.filter((_, i) => per[i] !== null);
      const { groups, totalUsd, unattributedUsd } = aggregatePositions(points, q.group_by);
      return {
        group_by: q.group_by,
        exchange: q.exchange ?? null,
        symbols: covered,
        total_open_interest_usd: totalUsd,
        unattributed_open_interest_usd: unattributedUsd,
        data: groups.map((g) => ({
          key: g.key,
          open_interest_usd: g.openInterestUsd,
          share: g.share,
          markets: g.markets,
          funding_rate: g.fundingRate,
          long_account_share: g.longAccountShare,
          stale: g.stale,
        })),
        meta: metaOf(request, nowMs),
      };
    },
  );
}
