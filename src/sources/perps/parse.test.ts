import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../upstream/types.ts';
import { decimal, listOf, positiveDecimal, requireKeys, timestampMs } from './parse.ts';

/** Decimal strings as venues write them, including exponent forms and signs. */
const decimalString = fc
  .tuple(
    fc.constantFrom('', '-', '+'),
    fc.nat({ max: 10_000_000 }),
    fc.option(fc.nat({ max: 99_999_999 }), { nil: undefined }),
    fc.option(fc.integer({ min: -12, max: 12 }), { nil: undefined }),
  )
  .map(
    ([sign, int, frac, exp]) =>
      `${sign}${int}${frac === undefined ? '' : `.${frac}`}${exp === undefined ? '' : `e${exp}`}`,
  );

describe('decimal', () => {
  it('reads every decimal string the venues write as the number Number() gives', () => {
    fc.assert(
      fc.property(decimalString, (s) => {
        expect(decimal(s)).toBe(Number(s));
      }),
    );
    expect(decimal('0.00008972')).toBe(0.00008972);
    expect(decimal('1E-7')).toBe(1e-7);
    expect(decimal('.5')).toBe(0.5);
    expect(decimal(42.5)).toBe(42.5);
  });

  it('is null, never NaN or Infinity, for anything else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.constantFrom(null, undefined, true, {}, [])), (v) => {
        const n = decimal(v);
        expect(n === null || Number.isFinite(n)).toBe(true);
      }),
    );
    for (const bad of ['', ' ', '1 ', '0x10', 'NaN', 'Infinity', '1e400', '1,5', '--1', 'abc', null, undefined, NaN]) {
      expect(decimal(bad)).toBeNull();
    }
  });

  it('positiveDecimal keeps only values above zero', () => {
    fc.assert(
      fc.property(decimalString, (s) => {
        const n = positiveDecimal(s);
        expect(n === null ? !(Number(s) > 0) : n > 0 && n === Number(s)).toBe(true);
      }),
    );
  });
});

describe('timestampMs', () => {
  it('accepts the same instant as a number or a string of digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4_102_444_800_000 }), (t) => {
        expect(timestampMs(t)).toBe(t);
        expect(timestampMs(String(t))).toBe(t);
      }),
    );
  });

  it('rejects fractions, negatives, blanks and junk', () => {
    for (const bad of [0, -5, 1.5, '', '1.5', '-1', '1e12', ' 1', null, undefined, Number.NaN, 2 ** 60]) {
      expect(timestampMs(bad)).toBeNull();
    }
  });
});

describe('document shape checks', () => {
  it('names the upstream and the route when the document is not a list', () => {
    expect(() => listOf('binance', 'premiumIndex', { code: 1 })).toThrowError(/binance: premiumIndex: expected a list/);
    try {
      listOf('okx', 'mark-price', null);
    } catch (err) {
      expect(err).toBeInstanceOf(UpstreamError);
      expect((err as UpstreamError).kind).toBe('malformed');
      expect((err as UpstreamError).upstream).toBe('okx');
    }
  });

  it('treats a field missing from every row as drift, and from some rows as bad rows', () => {
    expect(() => requireKeys('bybit', 'tickers', [{ symbol: 'A' }, { symbol: 'B' }], ['symbol', 'markPrice'])).toThrow(
      /no row carries 'markPrice'/,
    );
    expect(() =>
      requireKeys('bybit', 'tickers', [{ symbol: 'A' }, { symbol: 'B', markPrice: '1' }], ['markPrice']),
    ).not.toThrow();
    expect(() => requireKeys('bybit', 'tickers', [], ['markPrice'])).not.toThrow();
  });
});
