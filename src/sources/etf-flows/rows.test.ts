import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldValue } from '../../../test/helpers/venue-parsing.ts';
import { collectFlows, parseFlowAmount, parseFlowDate, roundToCents } from './rows.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 24, 15, 0);
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const anyDay = fc.integer({ min: Date.UTC(2000, 0, 1) / DAY, max: Date.UTC(2099, 11, 31) / DAY }).map((d) => d * DAY);
/** Amounts as flow tables hold them: whole dollars or cents, either sign. */
const amount = fc.integer({ min: -5e11, max: 5e11 }).map((cents) => cents / 100);

describe('parseFlowAmount', () => {
  it('reads back any finite double printed plainly, with or without a plus sign', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        expect(parseFlowAmount(String(x))).toBe(x + 0);
        if (x > 0) expect(parseFlowAmount(`+${x}`)).toBe(x);
        expect(parseFlowAmount(x)).toBe(x + 0);
      }),
    );
  });

  it('reads comma-grouped thousands and accounting parentheses as a negative', () => {
    fc.assert(
      fc.property(amount, (x) => {
        const grouped = Math.abs(x).toLocaleString('en-US', { maximumFractionDigits: 2 });
        expect(parseFlowAmount(x < 0 ? `-${grouped}` : grouped)).toBe(x + 0);
        expect(parseFlowAmount(` (${grouped}) `)).toBe(-Math.abs(x) + 0);
      }),
    );
    expect(parseFlowAmount('1,234')).toBe(1234);
    expect(parseFlowAmount('(12.5)')).toBe(-12.5);
    expect(parseFlowAmount('-1,234,567.89')).toBe(-1234567.89);
  });

  it('refuses what is not one unambiguous finite amount', () => {
    for (const bad of ['', ' ', '-', 'NaN', 'nan', 'Infinity', '-Infinity', '1e999', '1,5', '1,23,456', '12,34.5']) {
      expect(parseFlowAmount(bad), bad).toBeNull();
    }
    for (const bad of ['$12', '12 USD', '12m', '(-5)', '((5))', '1.2.3', '0x10', '1_000', '--1']) {
      expect(parseFlowAmount(bad), bad).toBeNull();
    }
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, null, undefined, true, {}, [5]]) {
      expect(parseFlowAmount(bad)).toBeNull();
    }
  });

  it('whatever it is given, answers a finite number or null, never −0', () => {
    fc.assert(
      fc.property(
        fc.oneof(fieldValue, fc.string(), fc.string({ unit: fc.constantFrom(...'0123456789,.()-+ e') })),
        (v) => {
          const n = parseFlowAmount(v);
          expect(n === null || (Number.isFinite(n) && !Object.is(n, -0))).toBe(true);
        },
      ),
    );
  });
});

describe('parseFlowDate', () => {
  it('reads every calendar day as its UTC start', () => {
    fc.assert(
      fc.property(anyDay, (t) => {
        expect(parseFlowDate(dayOf(t))).toBe(t);
      }),
    );
  });

  it('refuses days that do not exist and other spellings', () => {
    expect(parseFlowDate('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    for (const bad of ['2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '0099-01-01', '2026-1-01']) {
      expect(parseFlowDate(bad), bad).toBeNull();
    }
    for (const bad of ['2026-01-01T00:00:00Z', '01/02/2026', '20260101', '', null, 20260101]) {
      expect(parseFlowDate(bad)).toBeNull();
    }
  });
});

describe('collectFlows', () => {
  const row = fc.record({
    day: fc.integer({ min: 0, max: 9 }),
    asset: fc.constantFrom('BTC', 'ETH', 'btc', ' eth '),
    fund: fc.constantFrom('IBIT', 'fbtc', 'ETHA', 'GBTC'),
    usd: amount,
  });

  it('sums each (day, asset) over its funds, the last of a repeated fund winning', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), (rows) => {
        const first = Date.UTC(2026, 10, 10);
        const parsed = collectFlows(
          rows.map((r) => ({ date: dayOf(first + r.day * DAY), asset: r.asset, fund: r.fund, amount: String(r.usd) })),
          NOW,
        );
        const truth = new Map<string, Map<string, number>>();
        for (const r of rows) {
          const key = `${first + r.day * DAY}|${r.asset.trim().toUpperCase()}`;
          if (!truth.has(key)) truth.set(key, new Map());
          truth.get(key)?.set(r.fund.toUpperCase(), r.usd);
        }
        expect(parsed.skipped).toBe(0);
        expect(parsed.duplicates).toBe(rows.length - [...truth.values()].reduce((n, m) => n + m.size, 0));
        expect(parsed.days).toHaveLength(truth.size);
        for (const day of parsed.days) {
          const funds = truth.get(`${day.t}|${day.asset}`) as Map<string, number>;
          expect(day.byIssuer).toEqual(Object.fromEntries(funds));
          expect(day.netFlowUsd).toBe(roundToCents([...funds.values()].reduce((a, b) => a + b, 0)));
        }
        const order = parsed.days.map((d) => [d.t, d.asset].join());
        expect(order).toEqual([...order].sort());
      }),
    );
  });

  it('counts every refused row by reason and stores none of them', () => {
    const today = dayOf(NOW);
    const parsed = collectFlows(
      [
        { date: today, asset: 'BTC', fund: 'IBIT', amount: '0.1' },
        { date: today, asset: 'BTC', fund: 'FBTC', amount: 0.2 },
        { date: dayOf(NOW + DAY), asset: 'BTC', fund: 'IBIT', amount: '1' },
        { date: '2026-02-30', asset: 'BTC', fund: 'IBIT', amount: '1' },
        { date: today, asset: 'SOL', fund: 'BSOL', amount: '1' },
        { date: today, asset: 'ETH', fund: '', amount: '1' },
        { date: today, asset: 'ETH', fund: 'ETHA', amount: 'NaN' },
        { date: today, asset: 'ETH', fund: 'ETHA', amount: null },
        { date: undefined, asset: undefined, fund: undefined, amount: undefined },
      ],
      NOW,
    );
    expect(parsed.days).toEqual([
      { t: Date.UTC(2026, 10, 24), asset: 'BTC', netFlowUsd: 0.3, byIssuer: { FBTC: 0.2, IBIT: 0.1 } },
    ]);
    expect(parsed.problems).toEqual({
      'future date': 1,
      'bad date': 2,
      'unknown asset': 1,
      'bad fund': 1,
      'bad amount': 2,
    });
    expect(parsed.skipped).toBe(7);
  });
});
