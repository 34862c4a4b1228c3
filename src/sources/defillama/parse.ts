/**
 * DefiLlama answers → the on-chain parts. Pure functions: the adapter (index.ts) does the I/O.
 * Wire facts: bare JSON (no envelope) except the yields host's `{status, data}`; figures are JSON
 * numbers, but decimal strings are read too in case a proxy or a future version sends them;
 * percentages (DEX change_1d, pool APYs) are percent and become fractions here.
 */
import type { OnchainParts, YieldPool } from '../../market/types.ts';
import { decimal, isRow, listOf, malformed, type Row, requireKeys, rowOf } from '../perps/parse.ts';

/** A parsed answer: what was kept, and how many rows were left out for which reason. */
export interface Parsed<T> {
  value: T;
  skipped: number;
  skipReasons: Record<string, number>;
}

export class SkipTally {
  skipped = 0;
  readonly skipReasons: Record<string, number> = {};

  skip(reason: string): void {
    this.skipped++;
    this.skipReasons[reason] = (this.skipReasons[reason] ?? 0) + 1;
  }

  result<T>(value: T): Parsed<T> {
    return { value, skipped: this.skipped, skipReasons: this.skipReasons };
  }
}

/** A finite figure that cannot be negative (TVL, volume, supply); null otherwise. */
export function amount(value: unknown): number | null {
  const n = decimal(value);
  return n !== null && n >= 0 ? n : null;
}

/**
 * A percent figure as a fraction (2.84 → 0.0284); null when it is not a finite number. The
 * decimal point is moved in the number's shortest decimal form rather than divided by 100, so the
 * fraction is the double nearest to the figure DefiLlama wrote (2.84 / 100 is 0.028399999999999998).
 */
export function percentToFraction(value: unknown): number | null {
  const n = decimal(value);
  if (n === null) return null;
  const [mantissa, exponent = '0'] = String(n).split('e');
  return Number(`${mantissa}e${Number(exponent) - 2}`);
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** GET /v2/chains: `[{name, tvl, …}]` → TVL per chain name. */
export function parseChainsTvl(upstream: string, doc: unknown): Parsed<OnchainParts['tvl']> {
  const label = 'v2/chains';
  const rows = listOf(upstream, label, doc);
  if (rows.length === 0) throw malformed(upstream, label, 'no chains');
  requireKeys(upstream, label, rows, ['name', 'tvl']);
  const tally = new SkipTally();
  const byChain: Record<string, number> = {};
  for (const row of rows) {
    if (!isRow(row)) {
      tally.skip('not an object');
      continue;
    }
    const name = nonEmptyString(row.name);
    const tvl = amount(row.tvl);
    if (name === null) tally.skip('no name');
    else if (tvl === null) tally.skip('tvl not a finite non-negative number');
    else if (Object.hasOwn(byChain, name)) tally.skip('chain listed twice');
    else byChain[name] = tvl;
  }
  if (Object.keys(byChain).length === 0) throw malformed(upstream, label, `none of ${rows.length} chains usable`);
  return tally.result({ byChain });
}

/** What one DEX overview answer (all chains, or one chain) says. */
export interface DexOverview {
  /** Volume over the last 24 h, USD; null when the answer has no usable figure. */
  total24h: number | null;
  /** Change against the 24 h before, fraction; null when unknown. */
  change1d: number | null;
  /** The chains the overview covers (all-chains answer only; [] otherwise). */
  allChains: string[];
}

/**
 * GET /overview/dexs[/{chain}]. The change comes from the two 24 h totals when both are there
 * (exact), else from `change_1d`, which DefiLlama rounds and sends in percent.
 */
export function parseDexOverview(upstream: string, label: string, doc: unknown): DexOverview {
  const row = rowOf(upstream, label, doc);
  if (!('total24h' in row)) throw malformed(upstream, label, "no 'total24h' (schema changed?)");
  const total24h = amount(row.total24h);
  const before = amount(row.total48hto24h);
  let change1d: number | null = null;
  if (total24h !== null && before !== null && before > 0) change1d = total24h / before - 1;
  else change1d = percentToFraction(row.change_1d);
  const allChains = Array.isArray(row.allChains)
    ? row.allChains.filter((c): c is string => nonEmptyString(c) !== null)
    : [];
  return { total24h, change1d, allChains };
}

/** The USD figure of one of a stablecoin's `{peggedUSD: n}` amounts, or null. */
function peggedUsd(value: unknown): number | null {
  return isRow(value) ? amount(value.peggedUSD) : null;
}

const PREVIOUS = ['circulatingPrevDay', 'circulatingPrevWeek', 'circulatingPrevMonth'] as const;

export interface StablecoinSupply extends Parsed<OnchainParts['stablecoins']> {
  /** USD-pegged assets summed. */
  usdAssets: number;
  /** Assets pegged to something else (EUR, gold, …), left out by design. */
  otherPegs: number;
}

/**
 * GET /stablecoins: `{peggedAssets: [{pegType, circulating: {peggedUSD}, circulatingPrev…}]}`.
 * Only USD-pegged assets count: every other peg's amounts are in its own unit (EUR, ounces of
 * gold), and without prices (includePrices=false) they cannot be turned into USD; they are a
 * fraction of a percent of the total. The previous totals sum the same assets' previous figures;
 * an asset without one adds nothing (it was not circulating then, or is too new to have it).
 */
export function parseStablecoins(upstream: string, doc: unknown): StablecoinSupply {
  const label = 'stablecoins';
  const assets = listOf(upstream, `${label}.peggedAssets`, rowOf(upstream, label, doc).peggedAssets);
  requireKeys(upstream, `${label}.peggedAssets`, assets, ['pegType', 'circulating']);
  const tally = new SkipTally();
  let supplyUsd = 0;
  let usdAssets = 0;
  let otherPegs = 0;
  const previous = PREVIOUS.map(() => ({ sum: 0, count: 0 }));
  for (const asset of assets) {
    if (!isRow(asset)) {
      tally.skip('not an object');
      continue;
    }
    if (nonEmptyString(asset.pegType) === null) {
      tally.skip('no pegType');
      continue;
    }
    if (asset.pegType !== 'peggedUSD') {
      otherPegs++;
      continue;
    }
    const circulating = peggedUsd(asset.circulating);
    if (circulating === null) {
      tally.skip('circulating.peggedUSD not a finite non-negative number');
      continue;
    }
    usdAssets++;
    supplyUsd += circulating;
    PREVIOUS.forEach((key, i) => {
      const before = peggedUsd(asset[key]);
      if (before === null) return;
      previous[i].sum += before;
      previous[i].count++;
    });
  }
  if (usdAssets === 0) throw malformed(upstream, label, `no usable USD-pegged asset among ${assets.length}`);
  const change = (i: number) => (previous[i].count > 0 && previous[i].sum > 0 ? supplyUsd / previous[i].sum - 1 : null);
  return {
    ...tally.result({ supplyUsd, change1d: change(0), change7d: change(1), change30d: change(2) }),
    usdAssets,
    otherPegs,
  };
}

/** One element of the yields host's `data`, or why it cannot be used. */
export function parsePool(raw: unknown): { pool: YieldPool } | { skip: string } {
  if (!isRow(raw)) return { skip: 'not an object' };
  const row: Row = raw;
  const pool = nonEmptyString(row.pool);
  if (pool === null) return { skip: 'no pool id' };
  const project = nonEmptyString(row.project);
  const chain = nonEmptyString(row.chain);
  const symbol = nonEmptyString(row.symbol);
  if (project === null || chain === null || symbol === null) return { skip: 'no project, chain or symbol' };
  const tvlUsd = amount(row.tvlUsd);
  if (tvlUsd === null) return { skip: 'tvlUsd not a finite non-negative number' };
  const apy = percentToFraction(row.apy);
  if (apy === null) return { skip: 'apy not a finite number' };
  return {
    pool: {
      pool,
      project,
      chain,
      symbol,
      apy,
      apyBase: percentToFraction(row.apyBase),
      apyReward: percentToFraction(row.apyReward),
      tvlUsd,
    },
  };
}
