/**
 * The state machines that keep production events from flapping. A figure hovering at a threshold
 * must fire once, not every cycle: a state is entered at its threshold and left only once the
 * figure has fallen a margin past it. Pure; docs/events.md states the numbers.
 */
import { BUCKETS, CONFIDENT_ABOVE, type ConfirmScore } from '../../signals/confirm.ts';

/** Where a symbol's side stands: a confirmation bucket that fires, a VETO, or nothing. */
export type Level = 'HIGH' | 'MEDIUM' | 'VETO' | 'NONE';

/**
 * How far below its threshold the composite must fall to leave a state (composite units, -1..1).
 * 0.05 is a fifth of the MEDIUM band: wider than a cycle's noise, narrower than a real change.
 */
export const LEVEL_MARGIN = 0.05;

/**
 * The next level of one (symbol, side) from its previous level and the new score:
 * - HIGH is entered at composite >= 0.5 and kept while composite >= 0.45;
 * - MEDIUM is entered at >= 0.25 and kept (or reached falling from HIGH) while >= 0.20;
 * - VETO is entered when the score says VETO (action SKIP with HIGH confidence against the side)
 *   and kept while composite <= -0.20, even if the confidence wavers meanwhile.
 */
export function nextLevel(prev: Level, score: Pick<ConfirmScore, 'composite' | 'event'>): Level {
  const c = score.composite;
  if (c >= BUCKETS.high || (prev === 'HIGH' && c >= BUCKETS.high - LEVEL_MARGIN)) return 'HIGH';
  if (c >= BUCKETS.medium || ((prev === 'HIGH' || prev === 'MEDIUM') && c >= BUCKETS.medium - LEVEL_MARGIN)) {
    return 'MEDIUM';
  }
  if (score.event === 'VETO' || (prev === 'VETO' && c <= -CONFIDENT_ABOVE + LEVEL_MARGIN)) return 'VETO';
  return 'NONE';
}

const RANK: Record<Level, number> = { NONE: 0, VETO: 0, MEDIUM: 1, HIGH: 2 };

/**
 * The event a level change fires, if any: a rise into HIGH or MEDIUM (never a fall: HIGH to
 * MEDIUM is quiet), or entering VETO.
 */
export function levelEvent(prev: Level, next: Level): 'HIGH' | 'MEDIUM' | 'VETO' | null {
  if (next === prev) return null;
  if (next === 'VETO') return 'VETO';
  if (next === 'NONE') return null;
  return RANK[next] > RANK[prev] ? next : null;
}

/** Funding extremes: mean funding across venues, fraction per 8 h. */
export type FundingState = 'positive' | 'negative' | 'normal';

/**
 * 0.1 % per 8 h (about 110 % a year) is where perpetual funding is unusually crowded on any major
 * venue; the state is left only below 0.07 %, so a rate hovering at 0.1 % fires once.
 */
export const FUNDING_EXTREME = 0.001;
export const FUNDING_RELEASE = 0.0007;

export function nextFundingState(prev: FundingState, rate: number): FundingState {
  if (!Number.isFinite(rate)) return prev;
  if (rate >= FUNDING_EXTREME || (prev === 'positive' && rate >= FUNDING_RELEASE)) return 'positive';
  if (rate <= -FUNDING_EXTREME || (prev === 'negative' && rate <= -FUNDING_RELEASE)) return 'negative';
  return 'normal';
}

/** Entering an extreme fires; leaving one is quiet. */
export function fundingFires(prev: FundingState, next: FundingState): boolean {
  return next !== prev && next !== 'normal';
}
