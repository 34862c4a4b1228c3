/**
 * DefiLlama collection: three jobs, one per host, each reporting its own upstream's status.
 * - collectDefiLlama (api.llama.fi): the `tvl` and `dex` parts. TVL is read first because it
 *   picks the chains whose DEX volume is read. Each part is written when it succeeded; if either
 *   failed, the cycle then fails, so the upstream's record shows it, and the failed part keeps its
 *   last good value.
 * - collectStablecoins (stablecoins.llama.fi): the `stablecoins` part.
 * - collectYields (yields.llama.fi): the `yields` part, the largest pools by TVL.
 */
import { writeOnchainPart } from '../../market/production-store.ts';
import {
  DEFAULT_DEX_CHAINS,
  DEFAULT_TOP_POOLS,
  fetchDex,
  fetchStablecoins,
  fetchTvl,
  fetchYields,
} from '../../sources/defillama/index.ts';
import { UpstreamError } from '../../sources/upstream/types.ts';
import type { IngestContext } from '../context.ts';
import type { CycleResult } from '../cycle.ts';

export interface DefiLlamaCollectOptions {
  /** Chains asked for their own DEX volume (default DEFAULT_DEX_CHAINS, 10). */
  dexChains?: number;
}

export async function collectDefiLlama(ctx: IngestContext, opts: DefiLlamaCollectOptions = {}): Promise<CycleResult> {
  const up = ctx.upstreams.defillama;
  const t = ctx.now();
  const failures: unknown[] = [];
  let items = 0;
  let skipped = 0;
  const lines: string[] = [];

  const tvl = await fetchTvl(up).catch(stopOnBug(failures));
  if (tvl) {
    await writeOnchainPart(ctx.db, 'tvl', t, tvl.value);
    items++;
    skipped += tvl.skipped;
    lines.push(`tvl: ${Object.keys(tvl.value.byChain).length} chains`);
    logSkips(ctx, up.name, 'v2/chains', tvl.skipReasons);
  }

  const maxChains = opts.dexChains ?? DEFAULT_DEX_CHAINS;
  const dex = await fetchDex(up, { tvlByChain: tvl?.value.byChain ?? null, maxChains }).catch(stopOnBug(failures));
  if (dex) {
    await writeOnchainPart(ctx.db, 'dex', t, dex.value);
    items++;
    skipped += dex.skipped;
    lines.push(`dex: ${Object.keys(dex.value.byChain).length} chains`);
    for (const f of dex.failedChains)
      ctx.log.warn({ upstream: up.name, chain: f.chain }, `dex volume of ${f.chain} left out: ${f.error}`);
  }

  if (failures.length > 0) {
    // The part that did succeed is stored: the live market should see it now, not next cycle.
    if (items > 0) ctx.wrote();
    throw failures[0];
  }
  return { items, skipped, summary: `defillama: ${lines.join(', ')}` };
}

export async function collectStablecoins(ctx: IngestContext): Promise<CycleResult> {
  const up = ctx.upstreams.defillamaStablecoins;
  const t = ctx.now();
  const supply = await fetchStablecoins(up);
  await writeOnchainPart(ctx.db, 'stablecoins', t, supply.value);
  logSkips(ctx, up.name, 'stablecoins', supply.skipReasons);
  return {
    items: 1,
    skipped: supply.skipped,
    summary: `stablecoins: ${supply.usdAssets} USD-pegged assets, ${supply.otherPegs} other pegs left out`,
  };
}

export interface YieldsCollectOptions {
  /** Pools kept (default DEFAULT_TOP_POOLS, 200). */
  topPools?: number;
}

export async function collectYields(ctx: IngestContext, opts: YieldsCollectOptions = {}): Promise<CycleResult> {
  const up = ctx.upstreams.defillamaYields;
  const t = ctx.now();
  const yields = await fetchYields(up, opts.topPools ?? DEFAULT_TOP_POOLS);
  await writeOnchainPart(ctx.db, 'yields', t, yields.value);
  logSkips(ctx, up.name, 'pools', yields.skipReasons);
  return {
    items: 1,
    skipped: yields.skipped,
    summary: `yields: kept ${yields.value.pools.length} of ${yields.poolsRead} pools`,
  };
}

/** Records an upstream's failure and carries on; anything else is a bug and ends the cycle. */
function stopOnBug(failures: unknown[]) {
  return (err: unknown): null => {
    if (!(err instanceof UpstreamError) || err.kind === 'aborted') throw err;
    failures.push(err);
    return null;
  };
}

function logSkips(ctx: IngestContext, upstream: string, label: string, reasons: Record<string, number>): void {
  if (Object.keys(reasons).length > 0) ctx.log.warn({ upstream, skipped: reasons }, `${label}: rows left out`);
}
