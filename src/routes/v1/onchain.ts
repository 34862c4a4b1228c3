/**
 * On-chain metrics under /v1/onchain: market-wide figures (TVL, stablecoins, DEX volume, yields,
 * Bitcoin network, Ethereum gas) that every plan may read, and per-asset valuation (MVRV and
 * exchange flows) that follows the plan's symbol rules. All accept `at` for point-in-time reads.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type TSchema, Type } from 'typebox';
import type { OnchainPart, OnchainParts, OnchainReading } from '../../market/types.ts';
import type { AppContext } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { SECURITY } from '../../platform/openapi.ts';
import { AsOf, iso, MARKET_ERRORS, READ, read, SymbolParam, symbolOf, worldOf } from './common.ts';
import { HISTORY_MS, instantParam, TimeParam } from './time-params.ts';

const AtParam = Type.Optional(
  TimeParam('Point-in-time read: ISO 8601 or Unix ms, not after now and not more than ~6 months (183 days) back'),
);
const ChainParam = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: '^[A-Za-z0-9 ._-]+$',
  description: 'Chain name, case-insensitive',
  examples: ['Ethereum'],
});

/**
 * MVRV bands, from the on-chain valuation literature: below 1 the market values the asset under
 * what holders paid; above ~3.5 has marked cycle tops.
 */
export const MVRV_ZONES = [
  { zone: 'undervalued', below: 1 },
  { zone: 'fair', below: 2.4 },
  { zone: 'elevated', below: 3.5 },
  { zone: 'overheated', below: Number.POSITIVE_INFINITY },
] as const;

export function mvrvZone(mvrv: number): (typeof MVRV_ZONES)[number]['zone'] {
  return MVRV_ZONES.find((z) => mvrv < z.below)!.zone;
}

/** Positive net flow means coins moving onto exchanges, usually to be sold. */
const FLOW_DIRECTIONS = ['inflow', 'outflow', 'balanced'] as const;
export function flowDirection(netflowUsd: number): (typeof FLOW_DIRECTIONS)[number] {
  return netflowUsd > 0 ? 'inflow' : netflowUsd < 0 ? 'outflow' : 'balanced';
}

const tags = ['onchain'];
const STALE_NOTE =
  '`as_of` is when the figures were collected; a read of now whose source has gone quiet answers the last figures with `stale: true`.';
const Stale = Type.Optional(
  Type.Literal(true, { description: 'Present when the figures are older than their freshness bound' }),
);
const Fraction = (examples: number[]) =>
  Type.Union([Type.Number({ examples }), Type.Null()], { description: 'Fraction, not percent; null when unknown' });
const Ok = Type.Literal('ok');
const ChainShare = (value: string, example: number) =>
  Type.Object({
    chain: Type.String({ examples: ['Ethereum'] }),
    [value]: Type.Number({ minimum: 0, examples: [example] }),
    share: Type.Number({ minimum: 0, maximum: 1, description: 'Fraction of the all-chain total', examples: [0.62] }),
  });

/** Per-chain figures sorted largest first, optionally narrowed to one chain (404 if it is not listed). */
function byChain(values: Record<string, number>, field: string, chain?: string) {
  const total = Object.values(values).reduce((s, v) => s + v, 0);
  let rows = Object.entries(values)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([name, v]) => ({ chain: name, [field]: v, share: total > 0 ? Math.round((v / total) * 1e4) / 1e4 : 0 }));
  if (chain !== undefined) {
    const want = chain.trim().toLowerCase();
    rows = rows.filter((r) => r.chain.toLowerCase() === want);
    if (rows.length === 0) {
      const invalid_params = [{ in: 'query', name: 'chain', reason: 'not in the snapshot' }];
      throw new ApiError('not_found', `chain '${chain}' is not listed; chains: ${Object.keys(values).join(', ')}`, {
        invalid_params,
      });
    }
  }
  return { total, rows };
}

export default async function onchainRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  /** One market-wide part at `at` (default now), for the caller's world. */
  async function partFor<P extends OnchainPart>(request: FastifyRequest, part: P): Promise<OnchainReading<P>> {
    const { view, nowMs } = await worldOf(ctx, request);
    const raw = (request.query as { at?: string }).at;
    const at = instantParam(raw, 'at', nowMs - HISTORY_MS, nowMs) ?? nowMs;
    return read(() => view.onchain(part, at));
  }

  /** Registers one market-wide GET route that shapes one on-chain part. */
  function snapshotRoute<P extends OnchainPart>(
    part: P,
    path: string,
    summary: string,
    description: string,
    query: Record<string, TSchema>,
    fields: Record<string, TSchema>,
    shape: (value: OnchainParts[P], q: Record<string, unknown>) => Record<string, unknown>,
  ) {
    app.get(
      path,
      {
        config: READ,
        schema: {
          tags,
          summary,
          description: `${description} ${STALE_NOTE}`,
          security: SECURITY,
          querystring: Type.Object({ at: AtParam, ...query }),
          response: { 200: Type.Object({ status: Ok, as_of: AsOf, stale: Stale, ...fields }), ...MARKET_ERRORS },
        },
      },
      async (request) => {
        const reading = await partFor(request, part);
        return {
          status: 'ok' as const,
          as_of: iso(reading.t),
          ...(reading.stale ? { stale: true } : {}),
          ...shape(reading.value, request.query as Record<string, unknown>),
        };
      },
    );
  }

  snapshotRoute(
    'tvl',
    '/onchain/tvl',
    'Total value locked in DeFi, in total and per chain',
    'Chains are sorted by TVL, largest first. `total_tvl_usd` is always the all-chain total; `chain` narrows the list.',
    { chain: Type.Optional(ChainParam) },
    {
      total_tvl_usd: Type.Number({ minimum: 0, examples: [95_400_000_000] }),
      chains: Type.Array(ChainShare('tvl_usd', 61_800_000_000)),
    },
    (v, q) => {
      const { total, rows } = byChain(v.byChain, 'tvl_usd', q.chain as string | undefined);
      return { total_tvl_usd: total, chains: rows };
    },
  );

  snapshotRoute(
    'stablecoins',
    '/onchain/stablecoins',
    'Total stablecoin supply and its changes over 1, 7 and 30 days',
    'Changes are fractions (0.012 = +1.2 %); `change_7d_usd` is the 7-day change in dollars. A change is null when the source has no earlier figure.',
    {},
    {
      total_supply_usd: Type.Number({ minimum: 0, examples: [198_300_000_000] }),
      change_1d: Fraction([0.0006]),
      change_7d: Fraction([0.0041]),
      change_30d: Fraction([0.018]),
      change_7d_usd: Type.Union([Type.Number({ examples: [809_700_000] }), Type.Null()]),
    },
    (v) => ({
      total_supply_usd: v.supplyUsd,
      change_1d: v.change1d,
      change_7d: v.change7d,
      change_30d: v.change30d,
      change_7d_usd: v.change7d === null ? null : Math.round(v.supplyUsd - v.supplyUsd / (1 + v.change7d)),
    }),
  );

  snapshotRoute(
    'dex',
    '/onchain/dex-volume',
    'DEX trading volume over the last 24 hours, in total and per chain',
    'Chains are sorted by volume, largest first. `total_volume_24h_usd` is the all-chain total (production lists the largest chains only); `chain` narrows the list; `change_1d` compares with the 24 hours before.',
    { chain: Type.Optional(ChainParam) },
    {
      total_volume_24h_usd: Type.Number({ minimum: 0, examples: [7_420_000_000] }),
      change_1d: Fraction([0.044]),
      chains: Type.Array(ChainShare('volume_24h_usd', 2_310_000_000)),
    },
    (v, q) => {
      const { rows } = byChain(v.byChain, 'volume_24h_usd', q.chain as string | undefined);
      return { total_volume_24h_usd: v.volume24hUsd, change_1d: v.change1d, chains: rows };
    },
  );

  snapshotRoute(
    'yields',
    '/onchain/yields',
    'DeFi yield pools, highest APY first',
    'APYs are fractions (0.048 = 4.8 %): `apy` = `apy_base` (fees, lending) + `apy_reward` (incentive tokens), each null where the source has none. Production lists the largest pools by TVL. `matched` counts pools passing the filters before `limit`.',
    {
      chain: Type.Optional(ChainParam),
      min_tvl_usd: Type.Optional(
        Type.Number({ minimum: 0, maximum: 1e13, description: 'Only pools with at least this TVL' }),
      ),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    },
    {
      matched: Type.Integer({ minimum: 0 }),
      pools: Type.Array(
        Type.Object({
          pool: Type.String({ examples: ['aave-v3-eth-usdc'] }),
          project: Type.String({ examples: ['aave-v3'] }),
          chain: Type.String({ examples: ['Ethereum'] }),
          symbol: Type.String({ examples: ['USDC'] }),
          apy: Type.Number({ description: 'Fraction, not percent', examples: [0.048] }),
          apy_base: Fraction([0.041]),
          apy_reward: Fraction([0.007]),
          tvl_usd: Type.Number({ minimum: 0, examples: [2_100_000_000] }),
        }),
      ),
    },
    (v, q) => {
      const chain = (q.chain as string | undefined)?.trim().toLowerCase();
      const minTvl = (q.min_tvl_usd as number | undefined) ?? 0;
      const pools = v.pools
        .filter((p) => (chain === undefined || p.chain.toLowerCase() === chain) && p.tvlUsd >= minTvl)
        .sort((a, b) => b.apy - a.apy || a.pool.localeCompare(b.pool));
      const limit = (q.limit as number | undefined) ?? 20;
      return {
        matched: pools.length,
        pools: pools.slice(0, limit).map((p) => ({
          pool: p.pool,
          project: p.project,
          chain: p.chain,
          symbol: p.symbol,
          apy: p.apy,
          apy_base: p.apyBase,
          apy_reward: p.apyReward,
          tvl_usd: p.tvlUsd,
        })),
      };
    },
  );

  const FeeRate = (example: number) => Type.Number({ minimum: 0, examples: [example] });
  snapshotRoute(
    'bitcoin',
    '/onchain/bitcoin',
    'Bitcoin network: block height, hashrate, difficulty and its next adjustment, mempool and fee rates',
    'Fee rates are in sat/vB: `fastest` targets the next block, `half_hour` about three blocks, `hour` about six, `economy` and `minimum` a day or more. `mempool_vsize` (vbytes) and `difficulty_adjustment` are null when the source leaves them out.',
    {},
    {
      block_height: Type.Integer({ minimum: 0, examples: [930_512] }),
      hashrate_ehs: Type.Number({ minimum: 0, description: 'Exahashes per second', examples: [1_012.4] }),
      difficulty: Type.Number({ minimum: 0, examples: [141_668_107_417_558] }),
      mempool_tx_count: Type.Integer({ minimum: 0, examples: [48_210] }),
      mempool_vsize: Type.Union([Type.Integer({ minimum: 0, examples: [27_000_000] }), Type.Null()]),
      fees: Type.Object({
        fastest_sat_vb: FeeRate(12.4),
        half_hour_sat_vb: FeeRate(9.9),
        hour_sat_vb: FeeRate(6.8),
        economy_sat_vb: FeeRate(3.7),
        minimum_sat_vb: FeeRate(1),
      }),
      difficulty_adjustment: Type.Union([
        Type.Object({
          progress_percent: Type.Number({ minimum: 0, maximum: 100, examples: [44.4] }),
          change_percent: Type.Number({ description: 'Expected change, percent', examples: [-1.85] }),
          remaining_blocks: Type.Integer({ minimum: 0, examples: [1121] }),
          estimated_retarget_at: Type.String({ format: 'date-time' }),
        }),
        Type.Null(),
      ]),
    },
    (b) => ({
      block_height: b.blockHeight,
      hashrate_ehs: b.hashrateEhs,
      difficulty: b.difficulty,
      mempool_tx_count: b.mempoolTxCount,
      mempool_vsize: b.mempoolVsize,
      fees: {
        fastest_sat_vb: b.fees.fastest,
        half_hour_sat_vb: b.fees.halfHour,
        hour_sat_vb: b.fees.hour,
        economy_sat_vb: b.fees.economy,
        minimum_sat_vb: b.fees.minimum,
      },
      difficulty_adjustment:
        b.difficultyAdjustment === null
          ? null
          : {
              progress_percent: b.difficultyAdjustment.progressPercent,
              change_percent: b.difficultyAdjustment.changePercent,
              remaining_blocks: b.difficultyAdjustment.remainingBlocks,
              estimated_retarget_at: iso(b.difficultyAdjustment.estimatedRetargetAt),
            },
    }),
  );

  const Gwei = (example: number) => Type.Number({ minimum: 0, examples: [example] });
  snapshotRoute(
    'gas',
    '/onchain/gas',
    'Ethereum gas market: base fee, priority fees and block',
    'Priority fees (tips) paid over recent blocks: `slow`, `standard` and `fast` are the 10th, 50th and 90th percentiles; `priority_fee_gwei` is `standard`. `next_base_fee_gwei` is what the next block charges. `suggested_max_fee_gwei` is the usual EIP-1559 rule of thumb, 2 × base fee + standard priority fee, which survives several full blocks.',
    {},
    {
      chain: Type.Literal('ethereum'),
      block_number: Type.Integer({ minimum: 0, examples: [23_950_120] }),
      base_fee_gwei: Gwei(6.412),
      next_base_fee_gwei: Gwei(6.581),
      priority_fee_gwei: Gwei(0.35),
      priority_fees_gwei: Type.Object({ slow: Gwei(0.05), standard: Gwei(0.35), fast: Gwei(1.6) }),
      suggested_max_fee_gwei: Gwei(13.174),
    },
    (g) => ({
      chain: 'ethereum',
      block_number: g.blockNumber,
      base_fee_gwei: g.baseFeeGwei,
      next_base_fee_gwei: g.nextBaseFeeGwei,
      priority_fee_gwei: g.priorityFeeGwei.standard,
      priority_fees_gwei: g.priorityFeeGwei,
      suggested_max_fee_gwei: Math.round((2 * g.baseFeeGwei + g.priorityFeeGwei.standard) * 1000) / 1000,
    }),
  );

  const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
  app.get(
    '/onchain/valuation',
    {
      config: READ,
      schema: {
        tags,
        summary: 'MVRV and exchange flows of one asset',
        description: `The symbol follows your plan (Free: BTC only; sandbox keys: TEST_ symbols). \`mvrv_zone\`: undervalued below 1, fair 1 to 2.4, elevated 2.4 to 3.5, overheated from 3.5. \`exchange_flow_direction\`: inflow when more coins moved onto exchanges than off them over 24 h (selling pressure), outflow for the reverse. A figure the on-chain source does not publish is null (production: Coin Metrics community data has no large-transaction counts; see docs/sources.md). ${STALE_NOTE}`,
        security: SECURITY,
        querystring: Type.Object({ symbol: SymbolParam, at: AtParam }),
        response: {
          200: Type.Object({
            status: Ok,
            as_of: AsOf,
            stale: Stale,
            symbol: Type.String({ examples: ['TEST_BTC'] }),
            mvrv: Nullable(Type.Number({ minimum: 0, description: 'Market value / realised value', examples: [1.84] })),
            mvrv_zone: Nullable(Type.Union(MVRV_ZONES.map((z) => Type.Literal(z.zone)))),
            exchange_netflow_24h_usd: Nullable(
              Type.Number({ description: 'Positive: into exchanges', examples: [-1.8e8] }),
            ),
            exchange_flow_direction: Nullable(Type.Union(FLOW_DIRECTIONS.map((d) => Type.Literal(d)))),
            large_holders: Type.Object({
              count: Nullable(Type.Integer({ minimum: 0, examples: [2_071] })),
              count_30d_ago: Nullable(Type.Integer({ minimum: 0, examples: [2_040] })),
              balance: Nullable(Type.Number({ minimum: 0, description: 'Coins held', examples: [7_950_000] })),
            }),
            large_tx_count_24h: Nullable(
              Type.Integer({ minimum: 0, description: 'Transfers over $100k', examples: [6_310] }),
            ),
            large_tx_count_7d_avg: Nullable(Type.Integer({ minimum: 0, examples: [5_980] })),
          }),
          ...MARKET_ERRORS,
        },
      },
    },
    async (request) => {
      const q = request.query as { symbol: string; at?: string };
      // The plan is checked before any read, so a restricted symbol is 403 even with no data.
      const symbol = symbolOf(request, q.symbol);
      const { view, nowMs } = await worldOf(ctx, request);
      const at = instantParam(q.at, 'at', nowMs - HISTORY_MS, nowMs) ?? nowMs;
      const a = await read(() => view.assetOnchain(symbol, at));
      const flow = a.exchangeNetflow24hUsd;
      const whole = (v: number | null) => (v === null ? null : Math.round(v));
      return {
        status: 'ok' as const,
        as_of: iso(a.t),
        ...(a.stale ? { stale: true } : {}),
        symbol,
        mvrv: a.mvrv,
        mvrv_zone: a.mvrv === null ? null : mvrvZone(a.mvrv),
        exchange_netflow_24h_usd: flow,
        exchange_flow_direction: flow === null ? null : flowDirection(flow),
        large_holders: {
          count: whole(a.largeHolderCount),
          count_30d_ago: whole(a.largeHolderCount30dAgo),
          balance: a.largeHolderBalance,
        },
        large_tx_count_24h: whole(a.largeTxCount24h),
        large_tx_count_7d_avg: whole(a.largeTxCount7dAvg),
      };
    },
  );
}
