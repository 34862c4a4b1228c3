import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUCKETS } from '../../signals/confirm.ts';
import {
  FUNDING_EXTREME,
  FUNDING_RELEASE,
  type FundingState,
  fundingFires,
  LEVEL_MARGIN,
  type Level,
  levelEvent,
  nextFundingState,
  nextLevel,
} from './hysteresis.ts';

type Step = { composite: number; event: 'HIGH' | 'MEDIUM' | 'VETO' | null };

function run(steps: Step[]): Array<{ i: number; fired: string }> {
  let level: Level = 'NONE';
  const out: Array<{ i: number; fired: string }> = [];
  steps.forEach((s, i) => {
    const next = nextLevel(level, s);
    const fired = levelEvent(level, next);
    if (fired) out.push({ i, fired });
    level = next;
  });
  return out;
}

const plain = (composite: number): Step => ({ composite, event: null });

describe('confirmation hysteresis', () => {
  it('enters at the threshold and leaves only a margin below it', () => {
    expect(run([0.5, 0.46, 0.5, 0.449, 0.5].map(plain))).toEqual([
      { i: 0, fired: 'HIGH' },
      { i: 4, fired: 'HIGH' },
    ]);
    expect(run([0.25, 0.2, 0.25, 0.199, 0.25].map(plain))).toEqual([
      { i: 0, fired: 'MEDIUM' },
      { i: 4, fired: 'MEDIUM' },
    ]);
  });

  it('is quiet on a fall from HIGH to MEDIUM and fires only HIGH on a jump past MEDIUM', () => {
    expect(run([0.6, 0.3, 0.1].map(plain))).toEqual([{ i: 0, fired: 'HIGH' }]);
  });

  it('keeps a VETO while the composite stays well against the side, even if the confidence wavers', () => {
    const steps: Step[] = [
      { composite: -0.3, event: 'VETO' },
      { composite: -0.22, event: null },
      { composite: -0.3, event: 'VETO' },
      { composite: -0.1, event: null },
      { composite: -0.3, event: 'VETO' },
    ];
    expect(run(steps)).toEqual([
      { i: 0, fired: 'VETO' },
      { i: 4, fired: 'VETO' },
    ]);
  });

  it('never fires twice for a bucket unless the composite left it by the margin in between', () => {
    const composite = fc.double({ min: -1, max: 1, noNaN: true });
    fc.assert(
      fc.property(fc.array(composite, { maxLength: 60 }), (cs) => {
        const fired = run(cs.map(plain));
        for (const bucket of ['HIGH', 'MEDIUM'] as const) {
          const at = fired.filter((f) => f.fired === bucket).map((f) => f.i);
          const threshold = bucket === 'HIGH' ? BUCKETS.high : BUCKETS.medium;
          for (let k = 1; k < at.length; k++) {
            const between = cs.slice(at[k - 1]! + 1, at[k]!);
            expect(between.some((c) => c < threshold - LEVEL_MARGIN)).toBe(true);
          }
        }
      }),
    );
  });

  it('once HIGH, a composite hovering within the margin of the threshold fires nothing more', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: BUCKETS.high - LEVEL_MARGIN, max: 0.6, noNaN: true })), (cs) => {
        expect(run([BUCKETS.high, ...cs].map(plain))).toEqual([{ i: 0, fired: 'HIGH' }]);
      }),
    );
  });
});

describe('funding hysteresis', () => {
  function fires(rates: number[]): Array<[number, FundingState]> {
    let state: FundingState = 'normal';
    const out: Array<[number, FundingState]> = [];
    rates.forEach((r, i) => {
      const next = nextFundingState(state, r);
      if (fundingFires(state, next)) out.push([i, next]);
      state = next;
    });
    return out;
  }

  it('enters at the extreme, leaves below the release level, both signs', () => {
    expect(
      fires([FUNDING_EXTREME, FUNDING_RELEASE, FUNDING_EXTREME, FUNDING_RELEASE - 1e-6, FUNDING_EXTREME, -0.002]),
    ).toEqual([
      [0, 'positive'],
      [4, 'positive'],
      [5, 'negative'],
    ]);
  });

  it('ignores a rate that is not a number', () => {
    expect(nextFundingState('positive', Number.NaN)).toBe('positive');
  });
});
