/**
 * DefiLlama adapter, three hosts, each its own Upstream with its own budget (about 40 calls a
 * minute each; DefiLlama publishes no number):
 * - api.llama.fi: TVL per chain (/v2/chains) and DEX volumes (/overview/dexs, and per chain);
 * - stablecoins.llama.fi: circulating stablecoin supply (/stablecoins);
 * - yields.llama.fi: every yield pool (/pools, ~15-20k pools, several MB), streamed so that only
 *   the largest pools are ever held.
 * Requests go through the Upstream; this module only describes calls and parses.
 */
import type { OnchainParts } from '../../market/types.ts';
import { JsonStreamError, streamArrayMember } from '../hyperliquid/json-array-scanner.ts';
import { mapConcurrent } from '../perps/cycle.ts';
import type { Upstream } from '../upstream/types.ts';
import { UpstreamError } from '../upstream/types.ts';
import {
  type Parsed,
  parseChainsTvl,
  parseDexOverview,
  parsePool,
  parseStablecoins,
  SkipTally,
  type StablecoinSupply,
} from './parse.ts';
import { TopPools } from './top-pools.ts';

export type { Parsed, StablecoinSupply } from './parse.ts';

/** Chains asked for their own DEX volume each cycle: with the overview and /v2/chains, 12 calls. */
export const DEFAULT_DEX_CHAINS = 10;
/** Pools kept from the yields document. */
export const DEFAULT_TOP_POOLS = 200;
/** Per-chain DEX calls in flight at once; the Upstream's budget does the pacing. */
const DEX_CONCURRENCY = 4;

/** The chart series are the bulk of a DEX overview and are not used: both flags leave them out. */
const DEX_QUERY = { excludeTotalDataChart: true, excludeTotalDataChartBreakdown: true };

export async function fetchTvl(up: Upstream): Promise<Parsed<OnchainParts['tvl']>> {
  return parseChainsTvl(up.name, await up.json({ path: '/v2/chains', label: 'v2/chains' }));
}

/**
 * The chains whose own DEX volume is read: the largest by TVL (when the TVL answer is at hand)
 * among those the overview covers, else the overview's first chains.
 */
export function pickDexChains(
  tvlByChain: Record<string, number> | null,
  allChains: readonly string[],
  max: number,
): string[] {
  if (max <= 0) return [];
  if (tvlByChain === null) return allChains.slice(0, max);
  const covered = new Set(allChains);
  return Object.entries(tvlByChain)
    .filter(([name]) => covered.size === 0 || covered.has(name))
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, max)
    .map(([name]) => name);
}

export interface DexOptions {
  /** TVL per chain from the same cycle, to pick the chains; null falls back to the overview's list. */
  tvlByChain?: Record<string, number> | null;
  /** At most this many per-chain calls (default DEFAULT_DEX_CHAINS). */
  maxChains?: number;
}

export interface DexResult extends Parsed<OnchainParts['dex']> {
  /** Chains whose call failed, left out of byChain. */
  failedChains: Array<{ chain: string; error: string }>;
}

/**
 * The DEX part: the all-chains overview (its failure fails the part), then a bounded number of
 * per-chain overviews; a chain whose call fails, or whose answer has no 24 h figure, is left out
 * of byChain.
 */
export async function fetchDex(up: Upstream, opts: DexOptions = {}): Promise<DexResult> {
  const overview = parseDexOverview(
    up.name,
    'overview/dexs',
    await up.json({ path: '/overview/dexs', query: DEX_QUERY, label: 'overview/dexs' }),
  );
  if (overview.total24h === null) throw new UpstreamError(up.name, 'malformed', 'overview/dexs: no usable total24h');
  const chains = pickDexChains(opts.tvlByChain ?? null, overview.allChains, opts.maxChains ?? DEFAULT_DEX_CHAINS);
  const tally = new SkipTally();
  const failedChains: DexResult['failedChains'] = [];
  const byChain: Record<string, number> = {};
  const outcomes = await mapConcurrent(chains, DEX_CONCURRENCY, async (chain) => {
    const label = `overview/dexs/${chain}`;
    try {
      const doc = await up.json({ path: `/overview/dexs/${encodeURIComponent(chain)}`, query: DEX_QUERY, label });
      return parseDexOverview(up.name, label, doc).total24h;
    } catch (err) {
      // A shutdown stops the cycle; a bug is not an upstream's failure.
      if (!(err instanceof UpstreamError) || err.kind === 'aborted') throw err;
      return err;
    }
  });
  outcomes.forEach((outcome, i) => {
    const chain = chains[i];
    if (outcome instanceof UpstreamError) {
      failedChains.push({ chain, error: outcome.message });
      tally.skip(`chain call failed (${outcome.kind})`);
    } else if (outcome === null) tally.skip('chain without a 24 h volume');
    else byChain[chain] = outcome;
  });
  return {
    ...tally.result({ volume24hUsd: overview.total24h, byChain, change1d: overview.change1d }),
    failedChains,
  };
}

export async function fetchStablecoins(up: Upstream): Promise<StablecoinSupply> {
  return parseStablecoins(
    up.name,
    await up.json({ path: '/stablecoins', query: { includePrices: false }, label: 'stablecoins' }),
  );
}

export interface YieldsResult extends Parsed<OnchainParts['yields']> {
  /** Elements of `data` read. */
  poolsRead: number;
}

/**
 * The largest `top` pools by TVL, largest first. The document is read element by element and
 * only the kept pools stay in memory. `status` other than "success", a missing or non-array
 * `data`, an empty list, or a list without one usable pool is 'malformed'.
 */
export async function fetchYields(up: Upstream, top = DEFAULT_TOP_POOLS): Promise<YieldsResult> {
  const kept = new TopPools(top);
  const tally = new SkipTally();
  let poolsRead = 0;
  // Filled in by the scanner when it passes the envelope's `status` (before or after `data`).
  const envelope: { hasStatus: boolean; status: unknown } = { hasStatus: false, status: undefined };
  const refuseStatus = () => {
    if (envelope.hasStatus && envelope.status !== 'success') {
      throw new UpstreamError(up.name, 'malformed', `pools: status ${JSON.stringify(envelope.status)}`);
    }
  };
  const body = await up.stream({ path: '/pools', label: 'pools' });
  try {
    const elements = streamArrayMember(body, 'data', {
      onMember: (key, value) => {
        if (key !== 'status') return;
        envelope.hasStatus = true;
        envelope.status = value;
      },
    });
    for await (const raw of elements) {
      // A status that arrived before the list already says the list is not worth reading.
      refuseStatus();
      poolsRead++;
      const parsed = parsePool(raw);
      if ('skip' in parsed) tally.skip(parsed.skip);
      else kept.offer(parsed.pool);
    }
  } catch (err) {
    throw asUpstreamError(up.name, err);
  }
  if (!envelope.hasStatus) throw new UpstreamError(up.name, 'malformed', 'pools: no status member');
  refuseStatus();
  if (poolsRead === 0) throw new UpstreamError(up.name, 'malformed', 'pools: empty data');
  if (kept.size === 0) {
    const reasons = Object.entries(tally.skipReasons).map(([r, n]) => `${r}: ${n}`);
    throw new UpstreamError(up.name, 'malformed', `pools: none of ${poolsRead} usable (${reasons.join(', ')})`);
  }
  return { ...tally.result({ pools: kept.sorted() }), poolsRead };
}

/** A broken document is 'malformed'; the body failing mid-way is the connection's fault. */
function asUpstreamError(name: string, err: unknown): unknown {
  if (err instanceof UpstreamError) return err;
  if (err instanceof JsonStreamError) return new UpstreamError(name, 'malformed', `pools: ${err.message}`);
  const e = err as Error;
  const kind = e?.name === 'TimeoutError' ? 'timeout' : e?.name === 'AbortError' ? 'aborted' : 'network';
  return new UpstreamError(name, kind, `pools: body interrupted: ${e?.message ?? String(err)}`);
}
