/**
 * Whether an alert rule fires, given what was observed of its symbol. Pure, and the same for
 * production detection (state kept on the rule) and the sandbox replay (state carried through the
 * replayed window), so a rule behaves one way in both worlds.
 *
 * A rule fires when its condition starts to hold, not while it keeps holding, and at most once
 * per ALERT_COOLDOWN_MS (market time):
 * - confirmation: the side's hysteresis level (events/detection/hysteresis.ts) reaches the bucket;
 * - funding_above / funding_below: mean funding crosses the level; it must come back
 *   ALERT_FUNDING_MARGIN inside the level before it can fire again;
 * - accumulation_above: the score reaches the level; re-armed ALERT_ACCUMULATION_MARGIN below it;
 * - whale: every whale trade or liquidation of at least min_usd is an occurrence of its own.
 */
import type { Level } from '../events/detection/hysteresis.ts';
import type { WhaleEvent } from '../market/types.ts';
import type { AlertRule } from './rules.ts';

export const ALERT_COOLDOWN_MS = 15 * 60_000;
/** 0.01 % per 8 h: a funding rate has to move back this far past the level to re-arm the rule. */
export const ALERT_FUNDING_MARGIN = 0.0001;
/** Half a point on the 0..10 accumulation scale. */
export const ALERT_ACCUMULATION_MARGIN = 0.5;

/** What one evaluation saw of the rule's symbol; a figure that could not be read is null. */
export interface Observation {
  t: number;
  levels: { long: Level; short: Level } | null;
  fundingRate: number | null;
  accumulation: number | null;
  /** Whale events of the symbol not looked at before, oldest first. */
  whales: readonly WhaleEvent[];
}

export interface RuleState {
  active: boolean;
  lastFiredAt: number | null;
}

export interface RuleFiring {
  t: number;
  direction: 'long' | 'short';
  /** The figure that crossed: the level reached (confirmation), the funding rate, the score, the USD size. */
  value: number | string;
  whale: WhaleEvent | null;
}

const REACHES: Record<'HIGH' | 'MEDIUM', readonly Level[]> = { HIGH: ['HIGH'], MEDIUM: ['HIGH', 'MEDIUM'] };

/** Whether the latched condition holds now (null: nothing to judge by, the state stays as it is). */
function holds(rule: AlertRule, o: Observation, wasActive: boolean): { holds: boolean; value: number | string } | null {
  const level = rule.level ?? 0;
  switch (rule.condition) {
    case 'confirmation': {
      if (!o.levels || !rule.direction || !rule.bucket) return null;
      const now = o.levels[rule.direction];
      return { holds: REACHES[rule.bucket].includes(now), value: now };
    }
    case 'funding_above':
      if (o.fundingRate === null) return null;
      return {
        holds: o.fundingRate >= level || (wasActive && o.fundingRate >= level - ALERT_FUNDING_MARGIN),
        value: o.fundingRate,
      };
    case 'funding_below':
      if (o.fundingRate === null) return null;
      return {
        holds: o.fundingRate <= level || (wasActive && o.fundingRate <= level + ALERT_FUNDING_MARGIN),
        value: o.fundingRate,
      };
    case 'accumulation_above':
      if (o.accumulation === null) return null;
      return {
        holds: o.accumulation >= level || (wasActive && o.accumulation >= level - ALERT_ACCUMULATION_MARGIN),
        value: o.accumulation,
      };
    default:
      return null;
  }
}

/** The side a firing rule points to (docs/events.md): funding pays the crowded side's opposite. */
function directionOf(rule: AlertRule): 'long' | 'short' {
  if (rule.condition === 'confirmation') return rule.direction ?? 'long';
  if (rule.condition === 'funding_above') return 'short';
  return 'long';
}

const cooled = (state: RuleState, t: number) =>
  state.lastFiredAt === null || t - state.lastFiredAt >= ALERT_COOLDOWN_MS;

export function evaluateRule(
  rule: AlertRule,
  state: RuleState,
  o: Observation,
): { state: RuleState; fired: RuleFiring[] } {
  if (rule.condition === 'whale') {
    const fired: RuleFiring[] = [];
    let next = { ...state };
    for (const e of o.whales) {
      if (e.symbol !== rule.symbol || e.sizeUsd < (rule.minUsd ?? Number.POSITIVE_INFINITY)) continue;
      if (!cooled(next, e.t)) continue;
      fired.push({ t: e.t, direction: e.side === 'buy' ? 'long' : 'short', value: e.sizeUsd, whale: e });
      next = { active: false, lastFiredAt: e.t };
    }
    return { state: next, fired };
  }
  const seen = holds(rule, o, state.active);
  if (seen === null) return { state, fired: [] };
  if (!seen.holds) return { state: { ...state, active: false }, fired: [] };
  if (state.active) return { state, fired: [] };
  // A crossing inside the cool-down is swallowed: the rule stays armed-off until the condition lets go.
  if (!cooled(state, o.t)) return { state: { ...state, active: true }, fired: [] };
  return {
    state: { active: true, lastFiredAt: o.t },
    fired: [{ t: o.t, direction: directionOf(rule), value: seen.value, whale: null }],
  };
}
