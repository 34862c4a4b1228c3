import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instrumentName, type OptionInstrument, parseInstrumentName } from './instrument.ts';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** A real option: any day from 2000 to 2099, a whole or fractional positive strike. */
const option: fc.Arbitrary<OptionInstrument> = fc
  .record({
    currency: fc.constantFrom('BTC' as const, 'ETH' as const),
    day: fc.integer({ min: Date.UTC(2000, 0, 1) / 86_400_000, max: Date.UTC(2099, 11, 31) / 86_400_000 }),
    strike: fc.oneof(
      fc.integer({ min: 1, max: 10_000_000 }),
      fc.integer({ min: 1, max: 9_999 }).map((n) => n / 1000),
    ),
    kind: fc.constantFrom('call' as const, 'put' as const),
  })
  .map(({ currency, day, strike, kind }) => ({ currency, expiry: day * 86_400_000 + 8 * 3_600_000, strike, kind }));

describe('deribit instrument names', () => {
  it('reads the examples Deribit lists', () => {
    expect(parseInstrumentName('BTC-27MAR26-120000-C')).toEqual({
      currency: 'BTC',
      expiry: Date.UTC(2026, 2, 27, 8),
      strike: 120_000,
      kind: 'call',
    });
    expect(parseInstrumentName('ETH-5JAN26-3400-P')).toEqual({
      currency: 'ETH',
      expiry: Date.UTC(2026, 0, 5, 8),
      strike: 3_400,
      kind: 'put',
    });
    expect(parseInstrumentName('ETH-29FEB28-2500d5-C')?.strike).toBe(2_500.5);
    expect(parseInstrumentName('BTC-29FEB28-0d5-P')?.expiry).toBe(Date.UTC(2028, 1, 29, 8));
  });

  it('every option name reads back as the option it names (08:00 UTC on its date)', () => {
    fc.assert(
      fc.property(option, (o) => {
        const name = instrumentName(o);
        expect(parseInstrumentName(name)).toEqual(o);
        const d = new Date(o.expiry);
        expect(name).toContain(`-${d.getUTCDate()}${MONTHS[d.getUTCMonth()]}${String(d.getUTCFullYear()).slice(2)}-`);
      }),
    );
  });

  it('refuses what is not a BTC or ETH option', () => {
    for (const name of [
      'BTC-PERPETUAL',
      'BTC-27MAR26',
      'BTC-FS-27MAR26_PERP',
      'BTC-CS-27MAR26-100000_120000',
      'BTC_USDC-27MAR26-120000-C',
      'SOL-27MAR26-200-C',
      'btc-27mar26-120000-c',
      'BTC-27MAR26-120000-X',
      'BTC-27MAR26-120000-C ',
      'BTC-27MAR26--120000-C',
      'BTC-27MAR26-0-C',
      'BTC-27MAR26-0120000-C',
      'BTC-27MAR26-1e5-C',
      'BTC-027MAR26-120000-C',
      'BTC-0MAR26-120000-C',
      'BTC-32MAR26-120000-C',
      'BTC-31APR26-120000-C',
      'BTC-29FEB27-120000-C',
      'BTC-27MRZ26-120000-C',
      'BTC-27MAR2026-120000-C',
      '',
    ]) {
      expect(parseInstrumentName(name), name).toBeNull();
    }
    for (const value of [null, undefined, 120_000, {}, ['BTC-27MAR26-120000-C']]) {
      expect(parseInstrumentName(value)).toBeNull();
    }
  });

  it('names built from good and bad parts: read exactly when every part is good', () => {
    const part = <T>(good: T[], bad: T[]) => fc.oneof(fc.constantFrom(...good), fc.constantFrom(...bad));
    fc.assert(
      fc.property(
        part(['BTC', 'ETH'], ['SOL', 'btc', 'BTC_USDC']),
        part(['1', '9', '10', '28'], ['0', '07', '32', '']),
        part(MONTHS, ['MRZ', 'mar']),
        part(['24', '26', '99'], ['2026', '6']),
        part(['120000', '3400', '0d5', '2500d25'], ['0', '012', '1e5', '-5', '']),
        part(['C', 'P'], ['X', 'c']),
        (currency, day, month, year, strike, kind) => {
          const name = `${currency}-${day}${month}${year}-${strike}-${kind}`;
          const good =
            ['BTC', 'ETH'].includes(currency) &&
            ['1', '9', '10', '28'].includes(day) &&
            MONTHS.includes(month) &&
            year.length === 2 &&
            ['120000', '3400', '0d5', '2500d25'].includes(strike) &&
            ['C', 'P'].includes(kind);
          const o = parseInstrumentName(name);
          if (!good) {
            expect(o).toBeNull();
            return;
          }
          expect(o).toEqual({
            currency,
            expiry: Date.UTC(2000 + Number(year), MONTHS.indexOf(month), Number(day), 8),
            strike: Number(strike.replace('d', '.')),
            kind: kind === 'C' ? 'call' : 'put',
          });
        },
      ),
    );
  });
});
