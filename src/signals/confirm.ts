/**
 * Trade confirmation: how strongly whale flow, derivatives positioning and on-chain data support a
 * proposed long or short. Pure; formulas, weights and thresholds are documented in docs/signals.md.
 *
 * Every sub-score is computed once for the long side and negated for the short side, so the mirror
 * property (short === -long) is exact, not approximate.
 */
import type { MarketSnapshot, MissingInput } from '../market/types.ts';
import { type ConfirmFigures, reasonsOf } from './confirm-reasons.ts';
import { clamp, crowding, fin, mvrvSupport, roundSym, tilt } from './math.ts';

export type Direction = 'long' | 'short';
export type ConfirmationBucket = 'HIGH' | 'MEDIUM' | 'LOW' | 'NONE';
export type ConfirmAction = 'CONFIRM' | 'REDUCE' | 'SKIP';
export type ConfirmConfidence = 'HIGH' | 'MEDIUM';
/** Webhook / stream event a confirmation result fires (null: none). */
export type ConfirmEvent = 'HIGH' | 'MEDIUM' | 'VETO';

export interface ConfirmScore {
  symbol: string;
  direction: Direction;
  /** -1 (strong contra) .. +1 (strong confirm), for the requested side; 4 decimals. */
  composite: number;
  /** (composite + 1) / 2, in [0, 1]. */
  score: number;
  /** Sub-scores for the requested side; null for a component left out (see `missing`). */
  whale_score: number | null;
  deriv_score: number | null;
  onchain_score: number | null;
  confirmation: ConfirmationBucket;
  action: ConfirmAction;
  /** Suggested size multiplier in [0, 1.5]. */
  size_mult: number;
  confidence: ConfirmConfidence;
  reasons: string[];
  /** The figures `reasons` quotes, as numbers. */
  figures: ConfirmFigures;
  event: ConfirmEvent | null;
  /** Inputs left out of the score (production: a source without fresh data), with why. */
  missing: MissingInput[];
}

/** Blend weights of the three sub-scores (sum 1). */
export const WEIGHTS = { whale: 0.4, deriv: 0.35, onchain: 0.25 } as const;
export const WHALE_WEIGHTS = { count: 0.35, notional: 0.35, flow: 0.3 } as const;
export const DERIV_WEIGHTS = { funding: 0.4, longShort: 0.3, oi: 0.3 } as const;
export const ONCHAIN_WEIGHTS = { mvrv: 0.4, exchangeFlow: 0.35, stablecoins: 0.25 } as const;

/** Pseudo-count added to the whale head count so a handful of whales cannot reach full consensus. */
export const WHALE_COUNT_PRIOR = 4;
/** Flows are scaled against market depth = total open interest, floored at this many USD. */
export const MIN_DEPTH_USD = 10_000_000;
export const WHALE_FLOW_DEPTH_FRACTION = 0.005;
export const EXCHANGE_FLOW_DEPTH_FRACTION = 0.01;

/** Funding (fraction per 8 h): tanh scale, crowding ramp start/full, penalty at full crowding. */
export const FUNDING = { scale: 0.0003, crowdStart: 0.0005, crowdFull: 0.0015, penalty: 0.5 } as const;
/** Long/short ratio, in natural-log space (ln 2.5 ≈ 0.916, ln 4 ≈ 1.386). */
export const LONG_SHORT = { scale: 0.3, crowdStart: Math.log(2.5), crowdFull: Math.log(4), penalty: 0.5 } as const;
export const PRICE_CHANGE_SCALE = 0.03;
export const OI_CHANGE_SCALE = 0.05;
export const STABLECOIN_CHANGE_SCALE = 0.01;

/** Composite thresholds for the confirmation buckets (score = (composite + 1) / 2). */
export const BUCKETS = { high: 0.5, medium: 0.25, low: 0.05 } as const;
/** A sub-score at or below this (for the requested side) counts as a real contradiction. */
export const MIXED_BELOW = -0.25;
/** Confidence HIGH needs |composite| >= this and no sub-score opposing by more than AGREE_TOLERANCE. */
export const CONFIDENT_ABOVE = 0.25;
export const AGREE_TOLERANCE = 0.1;

export interface ConfirmSummary {
  /** Null when whale data was left out. */
  smart_money: {
    net_flow_usd: number;
    /** Whale head count long / short (not notional); see docs/signals.md for the zero cases. */
    long_short_ratio: number;
    whales_long: number;
    whales_short: number;
  } | null;
  derivatives: {
    /** Mean funding rate across venues, fraction per 8 h; null without venues. */
    funding_rate: number | null;
    /** Change of total open interest (all venues) over 24 h, fraction; null without venues. */
    oi_change_24h: number | null;
  };
}

/** Figures for the simple confirmation shape. */
export function summarise(s: MarketSnapshot): ConfirmSummary {
  const d = aggregateDerivatives(s);
  const w = s.whales;
  const long = w ? Math.max(0, Math.trunc(fin(w.long))) : 0;
  const short = w ? Math.max(0, Math.trunc(fin(w.short))) : 0;
  const ratio = short > 0 ? long / short : long > 0 ? long : 1;
  return {
    smart_money: w
      ? {
          net_flow_usd: Math.round(fin(w.netFlow24hUsd)),
          long_short_ratio: roundSym(ratio, 4),
          whales_long: long,
          whales_short: short,
        }
      : null,
    derivatives:
      d.venues > 0
        ? { funding_rate: roundSym(d.funding, 8), oi_change_24h: roundSym(d.oiChange, 6) }
        : { funding_rate: null, oi_change_24h: null },
  };
}

interface DerivAggregate {
  venues: number;
  funding: number;
  /** Mean of ln(longShortRatio) over venues with a valid ratio (0 when none). */
  logLs: number;
  lsVenues: number;
  oiNow: number;
  oiChange: number;
}

function aggregateDerivatives(s: MarketSnapshot): DerivAggregate {
  let funding = 0;
  let logLs = 0;
  let lsVenues = 0;
  let oiNow = 0;
  let oiAgo = 0;
  let oiPaired = 0;
  const ds = s.derivatives;
  for (let i = 0; i < ds.length; i++) {
    const d = ds[i];
    funding += fin(d.fundingRate);
    const ls = d.longShortRatio;
    if (ls !== null && ls > 0 && Number.isFinite(ls)) {
      logLs += Math.log(ls);
      lsVenues++;
    }
    oiNow += Math.max(0, fin(d.openInterestUsd));
    // The change compares only venues known at both instants (a venue new in the data is not growth).
    if (d.openInterestUsd24hAgo !== null) {
      oiPaired += Math.max(0, fin(d.openInterestUsd));
      oiAgo += Math.max(0, fin(d.openInterestUsd24hAgo));
    }
  }
  const n = ds.length;
  return {
    venues: n,
    funding: n > 0 ? funding / n : 0,
    logLs: lsVenues > 0 ? logLs / lsVenues : 0,
    lsVenues,
    oiNow,
    oiChange: oiAgo > 0 ? oiPaired / oiAgo - 1 : 0,
  };
}

/**
 * Scores a proposed trade. All sub-scores and the composite are in [-1, 1] for the requested side;
 * short results are the exact negation of long results on the same snapshot.
 */
export function scoreConfirmation(snapshot: MarketSnapshot, direction: Direction): ConfirmScore {
  const d = aggregateDerivatives(snapshot);
  // A component left out of the snapshot scores nothing and its weight goes to the others.
  const w = snapshot.whales ?? NO_WHALES;
  const oc = snapshot.onchain ?? NO_ONCHAIN;
  const has = { whale: snapshot.whales !== null, deriv: d.venues > 0, onchain: snapshot.onchain !== null };
  const depth = Math.max(d.oiNow, MIN_DEPTH_USD);

  // Whales. Consensus terms are written as 1 - 2·(other side)/(total) so that adding long whales
  // can only raise them, even under floating-point rounding.
  const nLong = Math.max(0, fin(w.long));
  const nShort = Math.max(0, fin(w.short));
  const countCons = 1 - (2 * nShort + WHALE_COUNT_PRIOR) / (nLong + nShort + WHALE_COUNT_PRIOR);
  const notLong = Math.max(0, fin(w.longNotionalUsd));
  const notShort = Math.max(0, fin(w.shortNotionalUsd));
  const notTotal = notLong + notShort;
  const notionalCons = notTotal > 0 ? 1 - (2 * notShort) / notTotal : 0;
  const whaleFlow = Math.tanh(fin(w.netFlow24hUsd) / (WHALE_FLOW_DEPTH_FRACTION * depth));
  const whaleLong = clamp(
    WHALE_WEIGHTS.count * countCons + WHALE_WEIGHTS.notional * notionalCons + WHALE_WEIGHTS.flow * whaleFlow,
    -1,
    1,
  );

  // Derivatives.
  const fundingS = tilt(d.funding, FUNDING.scale, FUNDING.crowdStart, FUNDING.crowdFull, FUNDING.penalty);
  const lsS = tilt(d.logLs, LONG_SHORT.scale, LONG_SHORT.crowdStart, LONG_SHORT.crowdFull, LONG_SHORT.penalty);
  const { price, price24hAgo } = snapshot;
  const priceChange = price !== null && price24hAgo !== null && price24hAgo > 0 ? fin(price / price24hAgo - 1) : 0;
  // New money (rising OI) behind a move confirms it; a move on falling OI is only position closing.
  const oiS = Math.tanh(priceChange / PRICE_CHANGE_SCALE) * (0.5 + 0.5 * Math.tanh(fin(d.oiChange) / OI_CHANGE_SCALE));
  const derivLong = clamp(
    DERIV_WEIGHTS.funding * fundingS + DERIV_WEIGHTS.longShort * lsS + DERIV_WEIGHTS.oi * oiS,
    -1,
    1,
  );

  // On-chain. An input the sources do not have drops out and the others share its weight; with
  // all three nothing is divided (the figures stay bit-exact).
  const onchainInputs = [
    { weight: ONCHAIN_WEIGHTS.mvrv, value: oc.mvrv, score: mvrvSupport },
    {
      weight: ONCHAIN_WEIGHTS.exchangeFlow,
      value: oc.exchangeNetflow24hUsd,
      score: (v: number) => -Math.tanh(fin(v) / (EXCHANGE_FLOW_DEPTH_FRACTION * depth)),
    },
    {
      weight: ONCHAIN_WEIGHTS.stablecoins,
      value: oc.stablecoinSupplyChange7d,
      score: (v: number) => Math.tanh(fin(v) / STABLECOIN_CHANGE_SCALE),
    },
  ];
  let onchainSum = 0;
  let onchainWeight = 0;
  for (const input of onchainInputs) {
    if (input.value === null) continue;
    onchainSum += input.weight * input.score(input.value);
    onchainWeight += input.weight;
  }
  const allOnchain = onchainInputs.every((input) => input.value !== null);
  const onchainLong = clamp(allOnchain ? onchainSum : onchainWeight > 0 ? onchainSum / onchainWeight : 0, -1, 1);

  const complete = has.whale && has.deriv && has.onchain;
  const present =
    (has.whale ? WEIGHTS.whale : 0) + (has.deriv ? WEIGHTS.deriv : 0) + (has.onchain ? WEIGHTS.onchain : 0);
  const blended =
    (has.whale ? WEIGHTS.whale * whaleLong : 0) +
    (has.deriv ? WEIGHTS.deriv * derivLong : 0) +
    (has.onchain ? WEIGHTS.onchain * onchainLong : 0);
  // With every component the weights sum to 1 and nothing is divided (the figures stay bit-exact).
  const compositeLong = clamp(complete ? blended : present > 0 ? blended / present : 0, -1, 1);

  // Round once on the long side, then negate: the mirror survives rounding. A component left out
  // counts as 0 in the agreement checks below and is reported as null.
  const sign = direction === 'long' ? 1 : -1;
  const composite = sign * roundSym(compositeLong, 4);
  const whale = has.whale ? sign * roundSym(whaleLong, 4) : 0;
  const deriv = has.deriv ? sign * roundSym(derivLong, 4) : 0;
  const onchain = has.onchain ? sign * roundSym(onchainLong, 4) : 0;

  const confirmation: ConfirmationBucket =
    composite >= BUCKETS.high
      ? 'HIGH'
      : composite >= BUCKETS.medium
        ? 'MEDIUM'
        : composite >= BUCKETS.low
          ? 'LOW'
          : 'NONE';

  // Crowding on the requested side: funding or long/short ratio past the start of its crowding ramp.
  const fundingCrowd = crowding(sign * d.funding, FUNDING.crowdStart, FUNDING.crowdFull);
  const lsCrowd = crowding(sign * d.logLs, LONG_SHORT.crowdStart, LONG_SHORT.crowdFull);
  const crowded = fundingCrowd > 0 || lsCrowd > 0;
  const mixed = whale <= MIXED_BELOW || deriv <= MIXED_BELOW || onchain <= MIXED_BELOW;

  let action: ConfirmAction;
  let sizeMult: number;
  if (confirmation === 'NONE') {
    action = 'SKIP';
    sizeMult = 0;
  } else if (crowded || mixed || confirmation === 'LOW') {
    action = 'REDUCE';
    sizeMult = 0.25 + 0.5 * composite;
  } else {
    action = 'CONFIRM';
    sizeMult = 0.5 + composite;
  }
  sizeMult = roundSym(clamp(sizeMult, 0, 1.5), 2);

  // Confidence depends only on |composite|, agreement and coverage, so it is the same for both sides.
  const dir = composite < 0 ? -1 : 1;
  const agree = dir * whale >= -AGREE_TOLERANCE && dir * deriv >= -AGREE_TOLERANCE && dir * onchain >= -AGREE_TOLERANCE;
  const covered = complete && allOnchain && d.venues >= 2 && nLong + nShort >= 3 && (oc.mvrv ?? 0) > 0;
  const confidence: ConfirmConfidence = covered && agree && Math.abs(composite) >= CONFIDENT_ABOVE ? 'HIGH' : 'MEDIUM';

  const event: ConfirmEvent | null =
    confirmation === 'HIGH'
      ? 'HIGH'
      : confirmation === 'MEDIUM'
        ? 'MEDIUM'
        : action === 'SKIP' && confidence === 'HIGH'
          ? 'VETO'
          : null;

  const figures: ConfirmFigures = {
    funding_rate: d.venues > 0 ? roundSym(d.funding, 8) : null,
    funding_venues: d.venues,
    funding_crowded: fundingCrowd > 0,
    long_short_ratio: d.lsVenues > 0 ? roundSym(Math.exp(d.logLs), 4) : null,
    long_short_venues: d.lsVenues,
    long_short_crowded: lsCrowd > 0,
    whales_long: has.whale ? Math.trunc(nLong) : null,
    whales_short: has.whale ? Math.trunc(nShort) : null,
    whale_long_notional_fraction: has.whale && notTotal > 0 ? roundSym(notLong / notTotal, 4) : null,
    whale_net_flow_24h_usd: has.whale ? Math.round(fin(w.netFlow24hUsd)) : null,
    mvrv: oc.mvrv !== null && oc.mvrv > 0 && Number.isFinite(oc.mvrv) ? roundSym(oc.mvrv, 4) : null,
    oi_change_24h: has.deriv ? roundSym(d.oiChange, 6) : null,
    price_change_24h: has.deriv ? roundSym(priceChange, 6) : null,
    exchange_netflow_24h_usd: oc.exchangeNetflow24hUsd === null ? null : Math.round(fin(oc.exchangeNetflow24hUsd)),
    stablecoin_supply_change_7d:
      oc.stablecoinSupplyChange7d === null ? null : roundSym(fin(oc.stablecoinSupplyChange7d), 6),
  };

  return {
    symbol: snapshot.symbol,
    direction,
    composite,
    // composite has 4 decimals, so 5 decimals represent the score exactly (modulo binary noise)
    score: roundSym((composite + 1) / 2, 5),
    whale_score: has.whale ? whale : null,
    deriv_score: has.deriv ? deriv : null,
    onchain_score: has.onchain ? onchain : null,
    confirmation,
    action,
    size_mult: sizeMult,
    confidence,
    reasons: reasonsOf(figures, direction),
    figures,
    event,
    missing: snapshot.missing,
  };
}

/** Stand-ins for a missing component: they only feed figures, never the blend (see `has`). */
const NO_WHALES: NonNullable<MarketSnapshot['whales']> = {
  long: 0,
  short: 0,
  longNotionalUsd: 0,
  shortNotionalUsd: 0,
  netFlow24hUsd: 0,
};
const NO_ONCHAIN: NonNullable<MarketSnapshot['onchain']> = {
  mvrv: null,
  exchangeNetflow24hUsd: null,
  stablecoinSupplyChange7d: null,
};
