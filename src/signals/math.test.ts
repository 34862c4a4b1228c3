import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupThousands, mvrvSupport, roundSym, signedPct, signedUsd, tilt } from './math.ts';

describe('math helpers', () => {
  it('rounds symmetrically and monotonically', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 10, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (x, d) => {
        // + 0 folds -0 into 0: only the value matters here
        expect(roundSym(-x, 4) + 0).toBe(-roundSym(x, 4) + 0);
        expect(roundSym(x + d, 4)).toBeGreaterThanOrEqual(roundSym(x, 4));
      }),
    );
    expect(roundSym(0.00005, 4)).toBe(0.0001);
    expect(roundSym(-0.00005, 4)).toBe(-0.0001);
  });

  it('tilt is odd, bounded and turns negative when crowded', () => {
    fc.assert(
      fc.property(fc.double({ min: -1, max: 1, noNaN: true }), (x) => {
        const v = tilt(x, 0.0003, 0.0005, 0.0015, 0.5);
        expect(tilt(-x, 0.0003, 0.0005, 0.0015, 0.5) + 0).toBe(-v + 0);
        expect(Math.abs(v)).toBeLessThanOrEqual(1);
      }),
    );
    expect(tilt(0.0003, 0.0003, 0.0005, 0.0015, 0.5)).toBeCloseTo(Math.tanh(1), 12);
    expect(tilt(0.002, 0.0003, 0.0005, 0.0015, 0.5)).toBe(-0.5);
  });

  it('maps MVRV around 2', () => {
    expect(mvrvSupport(2) + 0).toBe(0);
    expect(mvrvSupport(1)).toBeCloseTo(0.8195, 4);
    expect(mvrvSupport(3.5)).toBeCloseTo(-0.7318, 4);
    expect(mvrvSupport(0)).toBe(0);
  });

  it('formats figures', () => {
    expect(signedPct(0.00012, 4)).toBe('+0.0120%');
    expect(signedPct(-0.032, 1)).toBe('-3.2%');
    expect(signedPct(-0.0000001, 2)).toBe('+0.00%');
    expect(signedUsd(-3e8)).toBe('-$300.0M');
    expect(signedUsd(1.5e9)).toBe('+$1.50B');
    expect(signedUsd(1234)).toBe('+$1.2K');
    expect(signedUsd(0)).toBe('+$0');
    expect(groupThousands(123456.4)).toBe('123,456');
    expect(groupThousands(1_000_000)).toBe('1,000,000');
    expect(groupThousands(999)).toBe('999');
  });
});
