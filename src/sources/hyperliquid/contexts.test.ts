import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextHour, parseAssetContexts } from './contexts.ts';
import { ShapeError } from './wire.ts';

const T = Date.UTC(2026, 8, 15, 13, 18, 23);
const meta = {
  universe: [
    { szDecimals: 5, name: 'BTC', maxLeverage: 40, marginTableId: 56 },
    { szDecimals: 0, name: 'kPEPE', maxLeverage: 10, marginTableId: 10 },
    { szDecimals: 1, name: 'MATIC', maxLeverage: 20, marginTableId: 20, isDelisted: true },
  ],
  marginTables: [],
  collateralToken: 0,
};
const contexts = [
  {
    funding: '0.0000125',
    openInterest: '28930.61192',
    prevDayPx: '104012.0',
    dayNtlVlm: '2461231981.5386',
    premium: '0.0003112',
    oraclePx: '104284.0',
    markPx: '104316.0',
    midPx: '104316.5',
    impactPxs: ['104316.0', '104317.0'],
    dayBaseVlm: '23617.65843',
  },
  {
    funding: '-0.00002',
    openInterest: '5000000',
    prevDayPx: '0.011',
    dayNtlVlm: '1',
    premium: '0.0',
    oraclePx: '0.0112',
    markPx: '0.0112',
    midPx: '0.0112',
    impactPxs: ['0.0111', '0.0113'],
    dayBaseVlm: '1',
  },
  {
    funding: '0.0',
    openInterest: '0.0',
    prevDayPx: '0.37',
    dayNtlVlm: '0.0',
    premium: null,
    oraclePx: '0.37',
    markPx: '0.37',
    midPx: null,
    impactPxs: null,
    dayBaseVlm: '0.0',
  },
];

describe('parseAssetContexts', () => {
  it('reads markets and points: hourly funding per 8 h, OI × mark in USD, 1000× prices per unit', () => {
    const cycle = parseAssetContexts([meta, contexts], T);
    expect(cycle.venue).toBe('hyperliquid');
    expect(cycle.t).toBe(T);
    expect(cycle.markets).toEqual([
      {
        venue: 'hyperliquid',
        symbol: 'BTC',
        instrument: 'BTC',
        quote: 'USDC',
        multiplier: 1,
        contractSize: 1,
        fundingIntervalHours: 1,
      },
      {
        venue: 'hyperliquid',
        symbol: 'PEPE',
        instrument: 'kPEPE',
        quote: 'USDC',
        multiplier: 1000,
        contractSize: 1,
        fundingIntervalHours: 1,
      },
    ]);
    const next = Date.UTC(2026, 8, 15, 14);
    expect(cycle.points).toEqual([
      {
        venue: 'hyperliquid',
        symbol: 'BTC',
        t: T,
        markPrice: 104316,
        fundingRate: 0.0000125 * 8,
        nextFundingTime: next,
        openInterestUsd: 28930.61192 * 104316,
        longShortRatio: null,
      },
      {
        venue: 'hyperliquid',
        symbol: 'PEPE',
        t: T,
        markPrice: 0.0112 / 1000,
        fundingRate: -0.00002 * 8,
        nextFundingTime: next,
        openInterestUsd: 5000000 * 0.0112,
        longShortRatio: null,
      },
    ]);
    expect(cycle.skipped).toEqual([{ instrument: 'MATIC', reason: 'delisted' }]);
  });

  it('the next funding is the next whole hour, strictly after t', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), (t) => {
        const n = nextHour(t);
        expect(n % 3_600_000).toBe(0);
        expect(n > t && n <= t + 3_600_000).toBe(true);
      }),
    );
  });

  it('skips a context lacking a figure (null or missing fields), keeps the market', () => {
    fc.assert(
      fc.property(
        fc.subarray(['markPx', 'funding', 'openInterest'], { minLength: 1 }),
        fc.constantFrom(null, undefined, 'NaN', ''),
        (fields, bad) => {
          const broken: Record<string, unknown> = { ...contexts[1] };
          for (const f of fields) broken[f] = bad;
          const cycle = parseAssetContexts([meta, [contexts[0], broken, contexts[2]]], T);
          expect(cycle.markets.map((m) => m.instrument)).toEqual(['BTC', 'kPEPE']);
          expect(cycle.points.map((p) => p.symbol)).toEqual(['BTC']);
          expect(cycle.skipped.map((s) => s.instrument)).toEqual(['kPEPE', 'MATIC']);
        },
      ),
    );
  });

  it.each([
    ['not a pair', { universe: [] }],
    ['no universe', [{}, []]],
    ['contexts not a list', [meta, {}]],
    ['misaligned lists', [meta, contexts.slice(1)]],
    [
      'renamed context fields',
      [meta, contexts.map(({ markPx, funding, ...rest }) => ({ ...rest, markPrice: markPx, fundingRate: funding }))],
    ],
  ])('refuses %s', (_, raw) => {
    expect(() => parseAssetContexts(raw, T)).toThrow(ShapeError);
  });
});
