import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimal, refuseIfDrifted, ShapeError } from './wire.ts';

describe('decimal', () => {
  it('reads every decimal string form the venue may send, as Number() does', () => {
    const digits = fc.stringMatching(/^[0-9]{1,12}$/);
    const decimalString = fc
      .tuple(
        fc.constantFrom('', '-', '+'),
        digits,
        fc.option(digits, { nil: undefined }),
        fc.option(fc.integer({ min: -30, max: 30 }), { nil: undefined }),
      )
      .map(
        ([sign, int, frac, exp]) =>
          `${sign}${int}${frac === undefined ? '' : `.${frac}`}${exp === undefined ? '' : `e${exp}`}`,
      );
    fc.assert(
      fc.property(decimalString, (s) => {
        expect(decimal(s)).toBe(Number(s));
      }),
    );
    expect(decimal('000123.4500')).toBe(123.45);
    expect(decimal('.5')).toBe(0.5);
    expect(decimal('5.')).toBe(5);
    expect(decimal('1E-7')).toBe(1e-7);
  });

  it('accepts finite numbers as they are', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        expect(decimal(x)).toBe(x);
      }),
    );
  });

  it.each(['', ' ', '0x1A', 'NaN', 'Infinity', '-Infinity', '1e400', '1,5', '1.2.3', 'abc', ' 1', '--1'])(
    'refuses %j',
    (s) => {
      expect(decimal(s)).toBeNull();
    },
  );

  it.each([null, undefined, true, {}, [], Number.NaN, Number.POSITIVE_INFINITY])('refuses non-decimals: %j', (v) => {
    expect(decimal(v)).toBeNull();
  });
});

describe('refuseIfDrifted', () => {
  const shape = { item: 'BTC', reason: 'szi is not a number', shape: true };
  const scope = { item: '@107', reason: 'spot pair', shape: false };
  it('refuses only when rows existed, none was usable, and one lacked a field', () => {
    expect(() => refuseIfDrifted(2, 0, [shape, shape], 'positions')).toThrow(ShapeError);
    expect(() => refuseIfDrifted(2, 1, [shape], 'positions')).not.toThrow();
    expect(() => refuseIfDrifted(2, 0, [scope, scope], 'positions')).not.toThrow();
    expect(() => refuseIfDrifted(0, 0, [], 'positions')).not.toThrow();
  });
});
