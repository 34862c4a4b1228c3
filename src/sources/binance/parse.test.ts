import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  catchUpstreamError,
  decimalString,
  fieldValue,
  finiteOrNull,
  rowWith,
  wireTimestamp,
} from '../../../test/helpers/venue-parsing.ts';
import {
  klinesWeight,
  parseAccountRatio,
  parseExchangeInfo,
  parseFundingInfo,
  parseKlines,
  parseOpenInterest,
  parseOpenInterestHist,
  parsePremiumIndex,
} from './parse.ts';

const premiumRow = rowWith({
  symbol: fc.constantFrom('BTCUSDT', 'ETHUSDT', '1000PEPEUSDT'),
  markPrice: fieldValue,
  lastFundingRate: fieldValue,
  nextFundingTime: fc.oneof(
    wireTimestamp.map((x) => x.wire),
    fieldValue,
  ),
  indexPrice: fieldValue,
});

describe('binance parsers', () => {
  it('premiumIndex: every figure is finite or null, whatever the rows hold', () => {
    fc.assert(
      fc.property(fc.array(premiumRow, { maxLength: 6 }), (rows) => {
        const full = [...rows, { symbol: 'X', markPrice: '1', lastFundingRate: '0', nextFundingTime: 1 }];
        for (const e of parsePremiumIndex('binance', full).values()) {
          expect(finiteOrNull(e.markPrice) && finiteOrNull(e.fundingRate) && finiteOrNull(e.nextFundingTime)).toBe(
            true,
          );
          expect(e.markPrice === null || e.markPrice > 0).toBe(true);
        }
      }),
    );
  });

  it('premiumIndex: reads decimal strings exactly, exponents included', () => {
    fc.assert(
      fc.property(decimalString, decimalString, (mark, rate) => {
        const doc = [{ symbol: 'BTCUSDT', markPrice: mark, lastFundingRate: rate, nextFundingTime: 1789488000000 }];
        const e = parsePremiumIndex('binance', doc).get('BTCUSDT')!;
        expect(e.fundingRate).toBe(Number(rate));
        expect(e.markPrice).toBe(Number(mark) > 0 ? Number(mark) : null);
      }),
    );
  });

  it('premiumIndex: a renamed field is drift, an error body is an upstream error', () => {
    const drifted = [{ symbol: 'BTCUSDT', markPrice: '1', fundingRate: '0.0001', nextFundingTime: 1 }];
    expect(() => parsePremiumIndex('binance', drifted)).toThrow(
      /binance: premiumIndex: no row carries 'lastFundingRate'/,
    );
    const error = catchUpstreamError(() => parsePremiumIndex('binance', { code: -1121, msg: 'Invalid symbol.' }));
    expect(error.kind).toBe('upstream');
    expect(error.message).toMatch(/-1121: Invalid symbol/);
    expect(catchUpstreamError(() => parsePremiumIndex('binance', { symbol: 'BTCUSDT' })).kind).toBe('malformed');
  });

  it('exchangeInfo: only trading USDT crypto perpetuals, multipliers read from the base', () => {
    const row = (symbol: string, baseAsset: string, extra: Record<string, unknown> = {}) => ({
      symbol,
      baseAsset,
      quoteAsset: 'USDT',
      contractType: 'PERPETUAL',
      status: 'TRADING',
      underlyingType: 'COIN',
      ...extra,
    });
    const doc = {
      symbols: [
        row('BTCUSDT', 'BTC'),
        row('BTCUSDT_260925', 'BTC', { contractType: 'CURRENT_QUARTER' }),
        row('BTCUSDC', 'BTC', { quoteAsset: 'USDC' }),
        row('TSLAUSDT', 'TSLA', { underlyingType: 'EQUITY' }),
        row('MATICUSDT', 'MATIC', { status: 'SETTLING' }),
        row('1000000MOGUSDT', '1000000MOG', { underlyingType: undefined }),
        row('1INCHUSDT', '1INCH'),
        { symbol: 'BROKEN' },
      ],
    };
    const markets = parseExchangeInfo('binance', doc);
    expect(markets.map((m) => [m.instrument, m.symbol, m.multiplier])).toEqual([
      ['BTCUSDT', 'BTC', 1],
      ['1000000MOGUSDT', 'MOG', 1_000_000],
      ['1INCHUSDT', '1INCH', 1],
    ]);
    expect(() => parseExchangeInfo('binance', { symbolList: doc.symbols })).toThrow(
      /exchangeInfo.symbols: expected a list/,
    );
  });

  it('fundingInfo: hours per listed symbol; numbers or strings', () => {
    const hours = parseFundingInfo('binance', [
      { symbol: 'A', fundingIntervalHours: 4 },
      { symbol: 'B', fundingIntervalHours: '1' },
      { symbol: 'C', fundingIntervalHours: 0 },
    ]);
    expect([...hours]).toEqual([
      ['A', 4],
      ['B', 1],
    ]);
  });

  it('openInterest: a missing field is drift, a bad value is null', () => {
    expect(parseOpenInterest('binance', { symbol: 'A', openInterest: '106312.376', time: 1 })).toBe(106312.376);
    expect(parseOpenInterest('binance', { symbol: 'A', openInterest: '' })).toBeNull();
    expect(catchUpstreamError(() => parseOpenInterest('binance', { symbol: 'A', oi: '1' })).kind).toBe('malformed');
  });

  it('account ratio and OI history: timestamps as numbers or strings, the newest row wins', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(wireTimestamp, decimalString), { minLength: 1, maxLength: 8 }), (cells) => {
        const rows = cells.map(([ts, r]) => ({
          symbol: 'BTCUSDT',
          longShortRatio: r,
          sumOpenInterestValue: r,
          timestamp: ts.wire,
        }));
        const valid = cells.filter(([, r]) => Number(r) > 0);
        const newest = valid.reduce<[number, number] | null>(
          (best, [ts, r]) => (best === null || ts.t > best[0] ? [ts.t, Number(r)] : best),
          null,
        );
        expect(parseAccountRatio('binance', rows)).toBe(newest?.[1] ?? null);
        const hist = parseOpenInterestHist('binance', rows);
        expect(hist.map((p) => p.t)).toEqual(cells.filter(([, r]) => Number(r) >= 0).map(([ts]) => ts.t));
      }),
    );
    expect(parseAccountRatio('binance', [])).toBeNull();
  });

  it('klines: per asset unit on multiplied contracts; rows of another shape are drift', () => {
    const row = [1789478160000, '12.5', '13', '12', '12.75', '20.680', 1789478219999, '1', 8, '1', '1', '0'];
    expect(parseKlines('binance', [row], 1000)).toEqual([
      { t: 1789478160000, o: 0.0125, h: 0.013, l: 0.012, c: 0.01275, v: 20680 },
    ]);
    expect(parseKlines('binance', [row, [1, 'x']], 1)).toHaveLength(1);
    expect(catchUpstreamError(() => parseKlines('binance', [{ openTime: 1 }], 1)).kind).toBe('malformed');
    expect([1, 99, 100, 499, 500, 1000, 1001, 1500].map(klinesWeight)).toEqual([1, 1, 2, 2, 5, 5, 10, 10]);
  });
});
