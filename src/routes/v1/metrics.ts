/**
 * On-chain metrics derived per request. The whale-address metric counts addresses holding at least
 * `threshold` coins; thresholds other than the 1,000-coin reference are extrapolated (docs/signals.md).
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../platform/context.ts';
import { ApiError, invalidParam } from '../../platform/errors.ts';
import { SECURITY } from '../../platform/openapi.ts';
import { REFERENCE_THRESHOLD, whaleAddressMetric } from '../../signals/whale-addresses.ts';
import { AsOf, iso, MARKET_ERRORS, READ, read, SymbolParam, symbolOf, worldOf } from './common.ts';

export const MAX_THRESHOLD = 10_000_000;

export default async function metricsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(
    '/metrics/whale-addresses',
    {
      config: READ,
      schema: {
        tags: ['metrics'],
        summary: 'Addresses holding at least `threshold` coins, their 30-day change and holdings',
        description: `threshold is a whole number of coins, 1..${MAX_THRESHOLD.toLocaleString('en-US')}, default ${REFERENCE_THRESHOLD}. Figures for other thresholds than ${REFERENCE_THRESHOLD} are extrapolated, which lowers the confidence.`,
        security: SECURITY,
        querystring: Type.Object({
          symbol: SymbolParam,
          threshold: Type.Integer({
            minimum: 1,
            maximum: MAX_THRESHOLD,
            default: REFERENCE_THRESHOLD,
            examples: [1000],
          }),
        }),
        response: {
          200: Type.Object({
            status: Type.Literal('ok'),
            as_of: AsOf,
            symbol: Type.String({ examples: ['TEST_BTC'] }),
            threshold: Type.Integer({ examples: [1000] }),
            whale_address_count: Type.Integer({ examples: [2093] }),
            '30d_change': Type.String({
              description: 'Signed percent, one decimal: change_30d written as text',
              examples: ['+3.2%'],
            }),
            change_30d: Type.Number({
              description: '30-day change of the address count, fraction (0.032 = +3.2 %)',
              examples: [0.031992],
            }),
            total_holdings: Type.String({
              description: 'Amount with unit: total_holdings_units and unit written as text',
              examples: ['7,912,400 TEST_BTC'],
            }),
            total_holdings_units: Type.Integer({
              minimum: 0,
              description: 'Coins held, whole units',
              examples: [7912400],
            }),
            unit: Type.String({
              description: 'The coin total_holdings_units counts (the symbol)',
              examples: ['TEST_BTC'],
            }),
            accumulation_score: Type.Number({
              minimum: 0,
              maximum: 10,
              description: '0..10; above 5 the count is growing',
              examples: [8.1],
            }),
            confidence: Type.Enum(['HIGH', 'MEDIUM', 'LOW'], { examples: ['HIGH'] }),
          }),
          ...MARKET_ERRORS,
        },
      },
    },
    async (request) => {
      const q = request.query as { symbol: string; threshold: number };
      const symbol = symbolOf(request, q.symbol);
      const { view, nowMs } = await worldOf(ctx, request);
      const onchain = await read(() => view.assetOnchain(symbol, nowMs));
      const { largeHolderCount: count, largeHolderCount30dAgo: countAgo, largeHolderBalance: balance } = onchain;
      if (count === null || countAgo === null || balance === null) {
        const absent = [
          count === null && 'the count now',
          countAgo === null && 'the count 30 days ago',
          balance === null && 'their holdings',
        ];
        throw new ApiError(
          'data_unavailable',
          `large-holder figures for ${symbol} are not published by the on-chain source: missing ${absent.filter(Boolean).join(', ')}`,
        );
      }
      let metric: ReturnType<typeof whaleAddressMetric>;
      try {
        metric = whaleAddressMetric(
          { largeHolderCount: count, largeHolderCount30dAgo: countAgo, largeHolderBalance: balance },
          q.threshold,
          symbol,
        );
      } catch (err) {
        if (err instanceof RangeError) throw invalidParam('query', 'threshold', err.message.replace(/^threshold /, ''));
        throw err;
      }
      return { status: 'ok' as const, as_of: iso(nowMs), symbol, threshold: q.threshold, ...metric };
    },
  );
}
