/**
 * Whale-address metric: how many addresses hold at least `threshold` coins, how that count moved over
 * 30 days, and what they hold. The data carries figures for one reference threshold (1,000 coins);
 * other thresholds are extrapolated with a Pareto (power-law) tail, documented in docs/signals.md.
 */
import type { AssetOnchain } from '../market/types.ts';
import type { SignalConfidence } from './accumulation.ts';
import { fin, groupThousands, roundSym, signedPct } from './math.ts';

export interface WhaleAddressMetric {
  whale_address_count: number;
  /** Signed percent text, one decimal, e.g. "+3.2%": `change_30d` as SPEC writes it. */
  '30d_change': string;
  /** The 30-day change as a fraction, 6 decimals (0.032 = +3.2 %). */
  change_30d: number;
  /** Amount with unit, e.g. "123,456 BTC": `total_holdings_units` and `unit` as SPEC writes them. */
  total_holdings: string;
  /** Coins held, whole units. */
  total_holdings_units: number;
  /** The coin the holdings are counted in (the symbol). */
  unit: string;
  /** 0–10; above 5 means the whale-address count is growing. */
  accumulation_score: number;
  confidence: SignalConfidence;
}

/** Threshold (coins) that AssetOnchain's large-holder figures refer to. */
export const REFERENCE_THRESHOLD = 1_000;
/** Pareto tail exponent: count(≥T) ∝ T^-α, holdings(≥T) ∝ T^(1-α). */
export const PARETO_ALPHA = 1.1;
/** 30-day change in the address count that moves the score by tanh(1) ≈ 76 % of its half-range. */
export const CHANGE_SCALE = 0.05;
/** Confidence: HIGH needs this many reference addresses 30 days ago and a threshold within the band. */
export const CONFIDENT_MIN_ADDRESSES = 50;
export const CONFIDENT_THRESHOLD_BAND = [100, 10_000] as const;

/**
 * @throws RangeError when threshold is not a positive finite number (callers map it to 400).
 */
export function whaleAddressMetric(
  onchain: {
    [K in 'largeHolderCount' | 'largeHolderCount30dAgo' | 'largeHolderBalance']: NonNullable<AssetOnchain[K]>;
  },
  threshold: number,
  symbol: string,
): WhaleAddressMetric {
  if (!(threshold > 0) || !Number.isFinite(threshold)) {
    throw new RangeError('threshold must be a positive number of coins');
  }
  const refNow = Math.max(0, fin(onchain.largeHolderCount));
  const refAgo = Math.max(0, fin(onchain.largeHolderCount30dAgo));
  const refBalance = Math.max(0, fin(onchain.largeHolderBalance));

  const k = threshold / REFERENCE_THRESHOLD;
  const countFactor = k ** -PARETO_ALPHA;
  const count = Math.round(refNow * countFactor);
  // Every counted address holds at least the threshold, so holdings never fall below count × threshold.
  const holdings = Math.max(refBalance * k ** (1 - PARETO_ALPHA), count * threshold);

  // Scaling multiplies both counts by the same factor, so the relative change is threshold-free.
  // With no addresses 30 days ago the change is measured against one address.
  const change = (refNow - refAgo) / Math.max(refAgo, 1);
  const score = roundSym(5 + 5 * Math.tanh(change / CHANGE_SCALE), 1);

  const inBand = threshold >= CONFIDENT_THRESHOLD_BAND[0] && threshold <= CONFIDENT_THRESHOLD_BAND[1];
  const confidence: SignalConfidence =
    refAgo >= CONFIDENT_MIN_ADDRESSES && inBand ? 'HIGH' : count >= 10 ? 'MEDIUM' : 'LOW';

  // The texts are written from the rounded numbers, so a text and its numeric twin always agree.
  const change30d = roundSym(change, 6);
  const units = Math.round(holdings);
  return {
    whale_address_count: count,
    '30d_change': signedPct(change30d, 1),
    change_30d: change30d,
    total_holdings: groupThousands(units) + ' ' + symbol,
    total_holdings_units: units,
    unit: symbol,
    accumulation_score: score,
    confidence,
  };
}
