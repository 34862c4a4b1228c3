/**
 * fast-check arbitraries for venue wire values: decimal strings as venues write them (with
 * exponent forms and signs), the junk a field can hold instead, and timestamps as numbers or
 * strings, and catching the UpstreamError a parser throws. Shared by the parser property tests of the perpetual-venue adapters.
 */
import fc from 'fast-check';
import { UpstreamError } from '../../src/sources/upstream/types.ts';

export const decimalString = fc
  .tuple(
    fc.constantFrom('', '-'),
    fc.nat({ max: 10_000_000 }),
    fc.option(fc.nat({ max: 99_999_999 }), { nil: undefined }),
    fc.option(fc.integer({ min: -9, max: 9 }), { nil: undefined }),
  )
  .map(
    ([sign, int, frac, exp]) =>
      `${sign}${int}${frac === undefined ? '' : `.${frac}`}${exp === undefined ? '' : `e${exp}`}`,
  );

/** What a decimal field may hold on a bad day: "", null, junk text, a bare number. */
export const fieldValue = fc.oneof(
  { weight: 5, arbitrary: decimalString },
  fc.constantFrom('', null, 'NaN', 'Infinity', '1e999', 'abc', true),
  fc.double(),
);

/** A timestamp as Binance (number) or Bybit/OKX (string) send it. */
export const wireTimestamp = fc
  .integer({ min: 1_500_000_000_000, max: 2_000_000_000_000 })
  .chain((t) => fc.constantFrom<number | string>(t, String(t)).map((wire) => ({ t, wire })));

/** A row built from `fields`, some of them left out at random. */
export function rowWith(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(fields, { requiredKeys: [] });
}

export function finiteOrNull(n: number | null): boolean {
  return n === null || Number.isFinite(n);
}

/** The UpstreamError `fn` throws (fails the test if it throws something else or nothing). */
export function catchUpstreamError(fn: () => unknown): UpstreamError {
  try {
    fn();
  } catch (err) {
    if (err instanceof UpstreamError) return err;
    throw err;
  }
  throw new Error('expected an UpstreamError');
}
