/**
 * Accumulation signal: a 0–10 score of how much large holders are accumulating, with a Wyckoff-like
 * phase read from the score and the price trend. Pure; formulas live in docs/signals.md.
 */
import type { AssetOnchain, Candle, WhaleEvent } from '../market/types.ts';
import { clamp, fin, mvrvSupport, roundSym } from './math.ts';

export type AccumulationPhase = 'ACCUMULATION' | 'MARKUP' | 'DISTRIBUTION' | 'MARKDOWN' | 'NEUTRAL';
export type SignalConfidence = 'HIGH' | 'MEDIUM' | 'LOW';

/** Whale trade flow over two windows: net = buys - sells, gross = buys + sells (USD). */
export interface WhaleFlows {
  net7dUsd: number;
  gross7dUsd: number;
  net30dUsd: number;
  gross30dUsd: number;
}

export interface AccumulationInput {
  symbol: string;
  /** Daily candles (about 60), any order; sorted by open time internally. */
  daily: Candle[];
  whaleFlows: WhaleFlows;
  /** Null when no valuation data is available; a figure the source does not publish is null. */
  onchain: Pick<AssetOnchain, 'mvrv' | 'exchangeNetflow24hUsd' | 'largeTxCount24h' | 'largeTxCount7dAvg'> | null;
}

export interface AccumulationResult {
  symbol: string;
  /** 0–10; above 7.5 is strong accumulation. */
  accumulation_score: number;
  /** 0–10 each; null when its input is not available (named in `missing`). */
  components: {
    whale_accumulation: number;
    exchange_outflow: number | null;
    large_txn_increase: number | null;
    mvrv_signal: number | null;
  };
  /** The components left out, with why; the score is blended from the rest. */
  missing: Array<{ component: keyof AccumulationResult['components']; reason: string }>;
  phase: AccumulationPhase;
  confidence: SignalConfidence;
  estimated_duration_weeks: number;
  /** Price change over the trend window (30 daily closes), fraction. */
  trend_30d: number;
}

export const ACCUMULATION_WEIGHTS = {
  whale_accumulation: 0.35,
  exchange_outflow: 0.25,
  large_txn_increase: 0.15,
  mvrv_signal: 0.25,
} as const;
export const STRONG_ACCUMULATION = 7.5;
/** Exchange netflow is scaled against this fraction of the mean daily USD volume. */
export const EXCHANGE_FLOW_VOLUME_FRACTION = 0.01;
export const TREND_DAYS = 30;
/** Price trend thresholds (30-day change): a trend exists beyond ±5 %; beyond ±15 % it dominates. */
export const TREND = { up: 0.05, strong: 0.15 } as const;
/** Base duration in weeks per phase, scaled by signal strength. */
export const PHASE_BASE_WEEKS: Record<AccumulationPhase, number> = {
  ACCUMULATION: 8,
  MARKUP: 6,
  DISTRIBUTION: 6,
  MARKDOWN: 6,
  NEUTRAL: 2,
};

const DAY_MS = 86_400_000;

/**
 * Sums whale trades (not liquidations: those are forced, not a choice to accumulate) into 7- and
 * 30-day windows ending at `asOf` (inclusive).
 */
export function whaleFlowsFromEvents(events: readonly WhaleEvent[], asOf: number): WhaleFlows {
  const f: WhaleFlows = { net7dUsd: 0, gross7dUsd: 0, net30dUsd: 0, gross30dUsd: 0 };
  for (const e of events) {
    if (e.type !== 'trade' || e.t > asOf || e.t <= asOf - 30 * DAY_MS) continue;
    const size = Math.abs(fin(e.sizeUsd));
    const signed = e.side === 'buy' ? size : -size;
    f.net30dUsd += signed;
    f.gross30dUsd += size;
    if (e.t > asOf - 7 * DAY_MS) {
      f.net7dUsd += signed;
      f.gross7dUsd += size;
    }
  }
  return f;
}

export function scoreAccumulation(input: AccumulationInput): AccumulationResult {
  const candles = [...input.daily].filter((c) => c.c > 0 && Number.isFinite(c.c)).sort((a, b) => a.t - b.t);
  const n = candles.length;
  const last = n > 0 ? candles[n - 1].c : 0;
  const base = n > 0 ? candles[Math.max(0, n - 1 - TREND_DAYS)].c : 0;
  // Bounded: a degenerate price series (a near-zero base) must not yield an infinite trend.
  const trend = n >= 2 ? clamp(last / base - 1, -1, 1_000) : 0;

  let volSum = 0;
  const volFrom = Math.max(0, n - TREND_DAYS);
  for (let i = volFrom; i < n; i++) volSum += Math.max(0, fin(candles[i].v)) * candles[i].c;
  const avgDailyVolumeUsd = n > volFrom ? volSum / (n - volFrom) : 0;

  const wf = input.whaleFlows;
  const r7 = wf.gross7dUsd > 0 ? clamp(fin(wf.net7dUsd) / wf.gross7dUsd, -1, 1) : 0;
  const r30 = wf.gross30dUsd > 0 ? clamp(fin(wf.net30dUsd) / wf.gross30dUsd, -1, 1) : 0;
  const whale = 5 + 5 * (0.6 * r7 + 0.4 * r30);

  const oc = input.onchain;
  const missing: AccumulationResult['missing'] = [];
  const flowScale = EXCHANGE_FLOW_VOLUME_FRACTION * avgDailyVolumeUsd;
  const netflow = oc?.exchangeNetflow24hUsd ?? null;
  const outflow = netflow === null ? null : flowScale > 0 ? 5 - 5 * Math.tanh(fin(netflow) / flowScale) : 5;

  // +1 on both sides keeps the ratio defined and damps noise at tiny counts.
  const tx24h = oc?.largeTxCount24h ?? null;
  const tx7d = oc?.largeTxCount7dAvg ?? null;
  const largeTx =
    tx24h === null || tx7d === null
      ? null
      : 5 + 5 * Math.tanh(Math.log((Math.max(0, fin(tx24h)) + 1) / (Math.max(0, fin(tx7d)) + 1)) / Math.LN2);

  const mvrvValue = oc?.mvrv ?? null;
  const mvrv = mvrvValue === null ? null : 5 + 5 * mvrvSupport(mvrvValue);

  const source = oc === null ? 'no valuation data collected' : 'the on-chain source does not publish it';
  if (outflow === null) missing.push({ component: 'exchange_outflow', reason: `exchange netflow: ${source}` });
  if (largeTx === null)
    missing.push({ component: 'large_txn_increase', reason: `large transaction counts: ${source}` });
  if (mvrv === null) missing.push({ component: 'mvrv_signal', reason: `MVRV: ${source}` });

  // A component left out gives its weight to the others; with all four nothing is divided.
  const parts: Array<[number, number | null]> = [
    [ACCUMULATION_WEIGHTS.whale_accumulation, whale],
    [ACCUMULATION_WEIGHTS.exchange_outflow, outflow],
    [ACCUMULATION_WEIGHTS.large_txn_increase, largeTx],
    [ACCUMULATION_WEIGHTS.mvrv_signal, mvrv],
  ];
  let raw = 0;
  let weight = 0;
  for (const [w, v] of parts) {
    if (v === null) continue;
    raw += w * v;
    weight += w;
  }
  if (missing.length > 0) raw /= weight;
  const score = roundSym(clamp(raw, 0, 10), 2);

  const phase = phaseOf(score, trend);
  const component = (v: number | null) => (v === null ? null : roundSym(clamp(v, 0, 10), 2));
  const components = {
    whale_accumulation: roundSym(clamp(whale, 0, 10), 2),
    exchange_outflow: component(outflow),
    large_txn_increase: component(largeTx),
    mvrv_signal: component(mvrv),
  };

  const covered =
    n >= TREND_DAYS &&
    wf.gross30dUsd > 0 &&
    missing.length === 0 &&
    (mvrvValue ?? 0) > 0 &&
    avgDailyVolumeUsd > 0 &&
    (tx7d ?? 0) > 0;
  const agreeing = countAgreeing(score, components);
  const confidence: SignalConfidence =
    covered && agreeing >= 3 && Math.abs(score - 5) >= 1.5 ? 'HIGH' : agreeing >= 2 ? 'MEDIUM' : 'LOW';

  const strength = Math.abs(score - 5) / 5;
  return {
    symbol: input.symbol,
    accumulation_score: score,
    components,
    phase,
    confidence,
    estimated_duration_weeks: roundSym(PHASE_BASE_WEEKS[phase] * (0.5 + strength), 1),
    trend_30d: roundSym(fin(trend), 4),
    missing,
  };
}

/**
 * Wyckoff-like reading: buyers absorbing a flat or falling market is accumulation, buyers with a rising
 * price is markup; sellers into a flat or rising market is distribution, sellers with a falling price
 * is markdown. A middling score defers to a strong trend, else NEUTRAL.
 */
export function phaseOf(score: number, trend: number): AccumulationPhase {
  if (score >= 6) return trend >= TREND.up ? 'MARKUP' : 'ACCUMULATION';
  if (score <= 4) return trend <= -TREND.up ? 'MARKDOWN' : 'DISTRIBUTION';
  if (trend >= TREND.strong) return 'MARKUP';
  if (trend <= -TREND.strong) return 'MARKDOWN';
  return 'NEUTRAL';
}

/** Components that lean (by at least 0.5) the same way as the overall score. */
function countAgreeing(score: number, c: AccumulationResult['components']): number {
  const dir = Math.sign(score - 5);
  if (dir === 0) return 0;
  let k = 0;
  for (const v of [c.whale_accumulation, c.exchange_outflow, c.large_txn_increase, c.mvrv_signal]) {
    if (v !== null && (v - 5) * dir >= 0.5) k++;
  }
  return k;
}
