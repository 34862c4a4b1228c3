import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catchUpstreamError, decimalString } from '../../../test/helpers/venue-parsing.ts';
import { parseChainsTvl, parseDexOverview, parsePool, parseStablecoins, percentToFraction } from './parse.ts';
import { TopPools } from './top-pools.ts';

/** A wire value with what it must read as: finite figures as numbers, everything else null. */
interface Wire {
  wire: unknown;
  value: number | null;
}
const wireNumber: fc.Arbitrary<Wire> = fc.oneof(
  { weight: 4, arbitrary: decimalString.map((s) => ({ wire: s, value: Number(s) })) },
  { weight: 3, arbitrary: fc.double().map((d) => ({ wire: d, value: Number.isFinite(d) ? d : null })) },
  fc.constantFrom('', null, 'NaN', 'Infinity', '-Infinity', '1e999', 'abc', '0x10', ' 1', true, {}).map((w) => ({
    wire: w,
    value: null,
  })),
);
/** Amounts (TVL, volume, supply) cannot be negative: a negative figure reads as null too. */
const nonNegative = (w: Wire): number | null => (w.value !== null && w.value >= 0 ? w.value : null);
/** A row field that may be absent altogether. */
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 4 });
/** The fraction of a percent figure: within a rounding of v / 100 (the parser moves the decimal point). */
const expectFraction = (got: number | null, percent: number | null) => {
  if (percent === null) return expect(got).toBeNull();
  expect(got).not.toBeNull();
  // Subnormal results round to a fixed step, not a relative one.
  expect(Math.abs(got! - percent / 100)).toBeLessThanOrEqual(Math.abs(percent / 100) * 4e-16 + 1e-323);
};
const set = (row: Record<string, unknown>, key: string, w: Wire | undefined) => {
  if (w !== undefined) row[key] = w.wire;
};

describe('parseChainsTvl', () => {
  const chain = fc.record({
    name: maybe(fc.constantFrom('Ethereum', 'Solana', 'BSC', '', 'OP Mainnet', 7)),
    tvl: maybe(wireNumber),
  });

  it('keeps exactly the named chains with a finite non-negative TVL, read exactly', () => {
    fc.assert(
      fc.property(fc.array(chain, { maxLength: 12 }), (chains) => {
        const anchor = { name: 'Anchor', tvl: '12.5' };
        const rows = [
          anchor,
          ...chains.map((c) => {
            const row: Record<string, unknown> = { gecko_id: null };
            if (c.name !== undefined) row.name = c.name;
            set(row, 'tvl', c.tvl);
            return row;
          }),
        ];
        const expected: Record<string, number> = { Anchor: 12.5 };
        for (const c of chains) {
          const tvl = c.tvl === undefined ? null : nonNegative(c.tvl);
          if (typeof c.name === 'string' && c.name !== '' && tvl !== null && !(c.name in expected))
            expected[c.name] = tvl;
        }
        const parsed = parseChainsTvl('defillama', rows);
        expect(parsed.value.byChain).toEqual(expected);
        expect(parsed.skipped).toBe(rows.length - Object.keys(expected).length);
      }),
    );
  });

  it.each([
    ['not a list', { chains: [] }],
    ['an empty list', []],
    ['a renamed tvl', [{ name: 'Ethereum', totalTvl: 1 }]],
    [
      'no usable chain',
      [
        { name: 'Ethereum', tvl: null },
        { name: '', tvl: 3 },
      ],
    ],
  ])('refuses %s as malformed', (_, doc) => {
    expect(catchUpstreamError(() => parseChainsTvl('defillama', doc)).kind).toBe('malformed');
  });
});

describe('parseDexOverview', () => {
  it('change1d: from the two totals when both are usable, else change_1d / 100, else null', () => {
    fc.assert(
      fc.property(maybe(wireNumber), maybe(wireNumber), maybe(wireNumber), (now, before, pct) => {
        const doc: Record<string, unknown> = { allChains: ['Ethereum', '', 3, 'BSC'], total24h: null };
        set(doc, 'total24h', now);
        set(doc, 'total48hto24h', before);
        set(doc, 'change_1d', pct);
        const total = now === undefined ? null : nonNegative(now);
        const prior = before === undefined ? null : nonNegative(before);
        const parsed = parseDexOverview('defillama', 'overview/dexs', doc);
        expect({ total24h: parsed.total24h, allChains: parsed.allChains }).toEqual({
          total24h: total,
          allChains: ['Ethereum', 'BSC'],
        });
        if (total !== null && prior !== null && prior > 0) expect(parsed.change1d).toBe(total / prior - 1);
        else expectFraction(parsed.change1d, pct?.value ?? null);
      }),
    );
  });

  it.each([
    ['an array', [{ total24h: 1 }]],
    ['null', null],
    ['a renamed total24h', { dailyVolume: 5, total48hto24h: 4 }],
  ])('refuses %s as malformed', (_, doc) => {
    const err = catchUpstreamError(() => parseDexOverview('defillama', 'overview/dexs/Base', doc));
    expect(err.kind).toBe('malformed');
    expect(err.message).toContain('overview/dexs/Base');
  });
});

describe('parseStablecoins', () => {
  const pegged = fc.record({
    pegType: maybe(fc.constantFrom('peggedUSD', 'peggedUSD', 'peggedEUR', 'peggedVAR', '', null)),
    circulating: maybe(wireNumber),
    day: maybe(wireNumber),
    week: maybe(wireNumber),
    month: maybe(wireNumber),
  });
  const amountOf = (key: string, w: Wire | undefined) => (w === undefined ? undefined : { [key]: w.wire });

  it('sums the USD-pegged assets; changes compare with the same assets’ previous sums, null when unknown', () => {
    fc.assert(
      fc.property(fc.array(pegged, { maxLength: 10 }), (assets) => {
        const anchor = { pegType: 'peggedUSD', circulating: { peggedUSD: '100' } };
        const doc = {
          peggedAssets: [
            anchor,
            ...assets.map((a) => {
              const unit = a.pegType === 'peggedEUR' ? 'peggedEUR' : 'peggedUSD';
              return {
                ...(a.pegType === undefined ? {} : { pegType: a.pegType }),
                circulating: amountOf(unit, a.circulating),
                circulatingPrevDay: amountOf(unit, a.day),
                circulatingPrevWeek: amountOf(unit, a.week),
                circulatingPrevMonth: amountOf(unit, a.month),
              };
            }),
          ],
        };
        let supply = 100;
        const prev = [
          { sum: 0, n: 0 },
          { sum: 0, n: 0 },
          { sum: 0, n: 0 },
        ];
        let usd = 1;
        let other = 0;
        let skipped = 0;
        for (const a of assets) {
          if (typeof a.pegType !== 'string' || a.pegType === '') skipped++;
          else if (a.pegType !== 'peggedUSD') other++;
          else {
            const now = a.circulating === undefined ? null : nonNegative(a.circulating);
            if (now === null) skipped++;
            else {
              usd++;
              supply += now;
              [a.day, a.week, a.month].forEach((w, i) => {
                const v = w === undefined ? null : nonNegative(w);
                if (v !== null) {
                  prev[i].sum += v;
                  prev[i].n++;
                }
              });
            }
          }
        }
        const change = (i: number) => (prev[i].n > 0 && prev[i].sum > 0 ? supply / prev[i].sum - 1 : null);
        const parsed = parseStablecoins('defillama-stablecoins', doc);
        expect(parsed.value).toEqual({
          supplyUsd: supply,
          change1d: change(0),
          change7d: change(1),
          change30d: change(2),
        });
        expect({ usd: parsed.usdAssets, other: parsed.otherPegs, skipped: parsed.skipped }).toEqual({
          usd,
          other,
          skipped,
        });
      }),
    );
  });

  it.each([
    ['a renamed peggedAssets', { stablecoins: [] }],
    ['a list at the top', [{ pegType: 'peggedUSD' }]],
    ['no USD-pegged asset', { peggedAssets: [{ pegType: 'peggedEUR', circulating: { peggedEUR: 5 } }] }],
    ['an empty list', { peggedAssets: [] }],
    ['circulating renamed', { peggedAssets: [{ pegType: 'peggedUSD', supply: { peggedUSD: 5 } }] }],
  ])('refuses %s as malformed', (_, doc) => {
    expect(catchUpstreamError(() => parseStablecoins('defillama-stablecoins', doc)).kind).toBe('malformed');
  });
});

describe('parsePool', () => {
  const text = fc.constantFrom('lido', 'Ethereum', 'STETH', '', 5, null);
  const pool = fc.record(
    {
      pool: fc.constantFrom('747c1d2a-c668-4682-b9f9-296708a3dd90', '', null),
      project: text,
      chain: text,
      symbol: text,
      tvlUsd: wireNumber,
      apy: wireNumber,
      apyBase: wireNumber,
      apyReward: wireNumber,
    },
    { requiredKeys: [] },
  );

  it('APYs become fractions; a pool without id, names, usable TVL or apy is skipped', () => {
    fc.assert(
      fc.property(pool, (p) => {
        const row: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(p)) row[k] = typeof v === 'object' && v !== null ? v.wire : v;
        const named = ['pool', 'project', 'chain', 'symbol'].every((k) => typeof row[k] === 'string' && row[k] !== '');
        const tvl = p.tvlUsd === undefined ? null : nonNegative(p.tvlUsd);
        const apy = p.apy?.value ?? null;
        const parsed = parsePool(row);
        if (!named || tvl === null || apy === null) {
          expect('skip' in parsed).toBe(true);
          return;
        }
        if (!('pool' in parsed)) throw new Error(`skipped: ${parsed.skip}`);
        const { apy: apyFraction, apyBase, apyReward, ...names } = parsed.pool;
        expect(names).toEqual({
          pool: row.pool,
          project: row.project,
          chain: row.chain,
          symbol: row.symbol,
          tvlUsd: tvl,
        });
        expectFraction(apyFraction, apy);
        expectFraction(apyBase, p.apyBase?.value ?? null);
        expectFraction(apyReward, p.apyReward?.value ?? null);
      }),
    );
  });

  it('the wire example reads as the fractions DefiLlama’s percent figures write, to the last digit', () => {
    const row = { chain: 'Ethereum', project: 'lido', symbol: 'STETH', tvlUsd: 32493036117, apyBase: 2.84 };
    expect(parsePool({ ...row, apyReward: null, apy: 2.84, pool: 'p' })).toEqual({
      pool: { ...row, pool: 'p', apy: 0.0284, apyBase: 0.0284, apyReward: null },
    });
  });
});

describe('percentToFraction', () => {
  it('is the decimal the percent figure names, moved two places (not n / 100 with its rounding)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.nat({ max: 9999 }), fc.boolean(), (whole, cents, asString) => {
        const decimals = String(cents).padStart(4, '0');
        const percent = `${whole}.${decimals}`;
        const moved = `${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}${decimals}`;
        expect(percentToFraction(asString ? percent : Number(percent))).toBe(Number(moved));
      }),
    );
  });
});

describe('TopPools', () => {
  const entry = fc.record({
    pool: fc.string({ minLength: 1, maxLength: 3 }),
    tvlUsd: fc.oneof(fc.constantFrom(0, 1, 5, 5e9), fc.double({ min: 0, max: 1e11, noNaN: true })),
  });

  it('keeps the largest by TVL (ties by pool id), largest first, whatever the arrival order', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 80 }), fc.integer({ min: 1, max: 30 }), (entries, limit) => {
        const pools = entries.map((e) => ({
          ...e,
          project: 'p',
          chain: 'c',
          symbol: 's',
          apy: 0,
          apyBase: null,
          apyReward: null,
        }));
        const top = new TopPools(limit);
        for (const p of pools) top.offer(p);
        const reference = [...pools]
          .sort((a, b) => b.tvlUsd - a.tvlUsd || (a.pool < b.pool ? -1 : a.pool > b.pool ? 1 : 0))
          .slice(0, limit);
        expect(top.sorted().map((p) => [p.tvlUsd, p.pool])).toEqual(reference.map((p) => [p.tvlUsd, p.pool]));
      }),
    );
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => new TopPools(0)).toThrow(RangeError);
    expect(() => new TopPools(2.5)).toThrow(RangeError);
  });
});
