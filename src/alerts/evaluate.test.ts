import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WhaleEvent } from '../market/types.ts';
import { ALERT_COOLDOWN_MS, ALERT_FUNDING_MARGIN, evaluateRule, type Observation, type RuleState } from './evaluate.ts';
import type { AlertRule } from './rules.ts';

const MIN = 60_000;
function rule(over: Partial<AlertRule>): AlertRule {
  return {
    id: 1,
    accountId: 'acc',
    world: 'production',
    symbol: 'BTC',
    condition: 'funding_above',
    direction: null,
    bucket: null,
    level: 0.001,
    minUsd: null,
    description: null,
    active: false,
    lastFiredAt: null,
    firedCount: 0,
    createdAt: 0,
    ...over,
  };
}
const observe = (t: number, over: Partial<Observation>): Observation => ({
  t,
  levels: null,
  fundingRate: null,
  accumulation: null,
  whales: [],
  ...over,
});

function firings(r: AlertRule, observations: Observation[]): number[] {
  let state: RuleState = { active: false, lastFiredAt: null };
  const out: number[] = [];
  for (const o of observations) {
    const next = evaluateRule(r, state, o);
    out.push(...next.fired.map((f) => f.t));
    state = next.state;
  }
  return out;
}

describe('alert rule evaluation', () => {
  it('fires once per crossing of a funding level, re-armed only past the margin', () => {
    const r = rule({ level: 0.001 });
    const rates = [0.0005, 0.001, 0.00095, 0.001 - ALERT_FUNDING_MARGIN, 0.0012, 0.0008, 0.0011];
    const t = rates.map((_, i) => i * 20 * MIN);
    expect(
      firings(
        r,
        rates.map((fundingRate, i) => observe(t[i]!, { fundingRate })),
      ),
    ).toEqual([t[1], t[6]]);
  });

  it('funding_below mirrors it and points long', () => {
    const r = rule({ condition: 'funding_below', level: -0.0005 });
    const out = evaluateRule(r, { active: false, lastFiredAt: null }, observe(0, { fundingRate: -0.0006 }));
    expect(out.fired.map((f) => f.direction)).toEqual(['long']);
  });

  it('swallows a crossing inside the cool-down', () => {
    const r = rule({ level: 0.001 });
    const rates = [0.002, 0.0001, 0.002, 0.0001, 0.002];
    const t = [0, MIN, 2 * MIN, 3 * MIN, ALERT_COOLDOWN_MS + MIN];
    expect(
      firings(
        r,
        rates.map((fundingRate, i) => observe(t[i]!, { fundingRate })),
      ),
    ).toEqual([0, t[4]]);
  });

  it('confirmation: MEDIUM also holds at HIGH; nothing to judge keeps the state', () => {
    const r = rule({ condition: 'confirmation', direction: 'short', bucket: 'MEDIUM', level: null });
    const levels = (short: 'HIGH' | 'MEDIUM' | 'NONE') => ({ long: 'NONE' as const, short });
    const obs = [
      observe(0, { levels: levels('HIGH') }),
      observe(20 * MIN, {}),
      observe(40 * MIN, { levels: levels('MEDIUM') }),
      observe(60 * MIN, { levels: levels('NONE') }),
      observe(80 * MIN, { levels: levels('MEDIUM') }),
    ];
    expect(firings(r, obs)).toEqual([0, 80 * MIN]);
  });

  it('whale: each qualifying event of the symbol, spaced by the cool-down', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ dt: fc.integer({ min: 0, max: 30 * MIN }), size: fc.integer({ min: 1, max: 3_000_000 }) }),
          { maxLength: 30 },
        ),
        (steps) => {
          let t = 0;
          const whales: WhaleEvent[] = steps.map((s, i) => {
            t += s.dt;
            return {
              id: `e${i}`,
              t,
              address: '0x',
              label: null,
              symbol: i % 5 === 0 ? 'ETH' : 'BTC',
              type: 'trade',
              side: 'buy',
              sizeUsd: s.size,
              price: 1,
            };
          });
          const r = rule({ condition: 'whale', level: null, minUsd: 1_000_000 });
          const { fired } = evaluateRule(r, { active: false, lastFiredAt: null }, observe(t, { whales }));
          let last = Number.NEGATIVE_INFINITY;
          const expected = whales.filter((e) => {
            if (e.symbol !== 'BTC' || e.sizeUsd < 1_000_000 || e.t - last < ALERT_COOLDOWN_MS) return false;
            last = e.t;
            return true;
          });
          expect(fired.map((f) => f.whale?.id)).toEqual(expected.map((e) => e.id));
        },
      ),
    );
  });
});
