import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseClearinghouseState } from './positions.ts';
import { ShapeError } from './wire.ts';

const ADDRESS = `0x${'ab'.repeat(20)}`;
const documented = {
  marginSummary: {
    accountValue: '10246.125',
    totalNtlPos: '9845.0',
    totalRawUsd: '401.125',
    totalMarginUsed: '1969.0',
  },
  crossMaintenanceMarginUsed: '492.25',
  withdrawable: '8277.125',
  assetPositions: [
    {
      type: 'oneWay',
      position: {
        coin: 'BTC',
        szi: '0.1',
        leverage: { type: 'cross', value: 5 },
        entryPx: '98450.0',
        positionValue: '9845.0',
        unrealizedPnl: '246.125',
        returnOnEquity: '0.025',
        liquidationPx: '80000.0',
        marginUsed: '1969.0',
        maxLeverage: 40,
        cumFunding: { allTime: '-12.345678', sinceOpen: '-1.234567', sinceChange: '-0.123456' },
      },
    },
    {
      type: 'oneWay',
      position: {
        coin: 'ETH',
        szi: '-2.5',
        leverage: { type: 'isolated', value: 10, rawUsd: '9210.4' },
        entryPx: '3480.1',
        positionValue: '8700.25',
        unrealizedPnl: '0.0',
        liquidationPx: null,
        marginUsed: '870.0',
      },
    },
  ],
  time: 1784050800000,
};

function withPositions(...positions: Array<Record<string, unknown>>) {
  return { ...documented, assetPositions: positions.map((position) => ({ type: 'oneWay', position })) };
}
const btc = documented.assetPositions[0].position;

describe('parseClearinghouseState', () => {
  it('reads the documented answer: sides from the signed size, USD sizes, leverage value', () => {
    expect(parseClearinghouseState(documented, ADDRESS.toUpperCase().replace('0X', '0x'), 1)).toEqual({
      address: ADDRESS,
      t: 1784050800000,
      accountValueUsd: 10246.125,
      positions: [
        { symbol: 'BTC', side: 'long', sizeUsd: 9845, entryPrice: 98450, unrealizedPnlUsd: 246.125, leverage: 5 },
        { symbol: 'ETH', side: 'short', sizeUsd: 8700.25, entryPrice: 3480.1, unrealizedPnlUsd: 0, leverage: 10 },
      ],
      skipped: [],
    });
  });

  it('reads the 2023 shape (no time, no cumFunding or maxLeverage, extra maxTradeSzs) at the call time', () => {
    const { time: _t, ...old } = withPositions({ ...btc, cumFunding: undefined, maxLeverage: undefined });
    const state = parseClearinghouseState({ ...old, maxTradeSzs: ['0.0', '0.0'] }, ADDRESS, 1234);
    expect(state.t).toBe(1234);
    expect(state.positions).toHaveLength(1);
  });

  it('reads 1000× coins with the price per asset unit and the USD size as given', () => {
    const pepe = {
      ...btc,
      coin: 'kPEPE',
      szi: '-1000',
      entryPx: '0.0112',
      positionValue: '11.5',
      unrealizedPnl: '-0.3',
    };
    expect(parseClearinghouseState(withPositions(pepe), ADDRESS, 1).positions).toEqual([
      { symbol: 'PEPE', side: 'short', sizeUsd: 11.5, entryPrice: 0.0112 / 1000, unrealizedPnlUsd: -0.3, leverage: 5 },
    ]);
  });

  it('leaves out builder-dex and spot coins and flat positions', () => {
    const state = parseClearinghouseState(
      withPositions({ ...btc, coin: 'xyz:XYZ100' }, { ...btc, coin: '@107' }, { ...btc, szi: '0.0' }, btc),
      ADDRESS,
      1,
    );
    expect(state.positions.map((p) => p.symbol)).toEqual(['BTC']);
    expect(state.skipped.map((s) => [s.item, s.reason])).toEqual([
      ['xyz:XYZ100', 'builder-dex (HIP-3) perp'],
      ['@107', 'spot pair'],
    ]);
  });

  it('skips a position lacking a figure with the reason, never a made-up number', () => {
    fc.assert(
      fc.property(
        fc.subarray(['szi', 'positionValue', 'entryPx', 'unrealizedPnl', 'leverage'], { minLength: 1 }),
        fc.constantFrom(null, undefined, 'NaN', ''),
        (fields, bad) => {
          const broken: Record<string, unknown> = { ...btc };
          for (const f of fields) broken[f] = bad;
          const state = parseClearinghouseState(withPositions(broken, { ...btc, coin: 'SOL' }), ADDRESS, 1);
          expect(state.positions.map((p) => p.symbol)).toEqual(['SOL']);
          expect(state.skipped).toHaveLength(1);
          expect(state.skipped[0].shape).toBe(true);
        },
      ),
    );
  });

  it('refuses an answer whose positions all lost a field (a renamed szi)', () => {
    const renamed = withPositions(
      ...documented.assetPositions.map(({ position: { szi, ...rest } }) => ({ ...rest, size: szi })),
    );
    expect(() => parseClearinghouseState(renamed, ADDRESS, 1)).toThrow(ShapeError);
  });

  it.each([
    ['not an object', [1]],
    ['no marginSummary', { assetPositions: [] }],
    ['no account value', { marginSummary: {}, assetPositions: [] }],
    ['no position list', { marginSummary: { accountValue: '1' } }],
  ])('refuses an answer with %s', (_, raw) => {
    expect(() => parseClearinghouseState(raw, ADDRESS, 1)).toThrow(ShapeError);
  });

  it('reads an empty account', () => {
    expect(
      parseClearinghouseState({ marginSummary: { accountValue: '0.0' }, assetPositions: [], time: 5 }, ADDRESS, 1),
    ).toMatchObject({
      t: 5,
      accountValueUsd: 0,
      positions: [],
    });
  });
});
