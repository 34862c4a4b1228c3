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
  parseAccountRatio,
  parseInstrumentsPage,
  parseKlines,
  parseOpenInterestPage,
  parseTickers,
  unwrap,
} from './parse.ts';

const ok = (result: Record<string, unknown>) => ({ retCode: 0, retMsg: 'OK', result, retExtInfo: {}, time: 1 });

describe('bybit envelope', () => {
  it('maps retCodes: rate limits to rate_limited, others to upstream with retMsg', () => {
    for (const retCode of [10006, 10018]) {
      expect(catchUpstreamError(() => unwrap('bybit', 'tickers', { retCode, retMsg: 'Too many visits!' })).kind).toBe(
        'rate_limited',
      );
    }
    const err = catchUpstreamError(() => unwrap('bybit', 'tickers', { retCode: 10001, retMsg: 'params error' }));
    expect(err.kind).toBe('upstream');
    expect(err.message).toBe('bybit: tickers: retCode 10001: params error');
    expect(catchUpstreamError(() => unwrap('bybit', 'tickers', { ret_code: 0 })).kind).toBe('malformed');
    expect(catchUpstreamError(() => parseTickers('bybit', ok({ category: 'linear', rows: [] }))).message).toMatch(
      /no 'list'/,
    );
  });
});

describe('bybit parsers', () => {
  it('tickers: every figure finite or null whatever the fields hold', () => {
    const row = rowWith({
      symbol: fc.constant('BTCUSDT'),
      markPrice: fieldValue,
      fundingRate: fieldValue,
      fundingIntervalHour: fieldValue,
      nextFundingTime: fc.oneof(
        wireTimestamp.map((x) => x.wire),
        fieldValue,
      ),
      openInterest: fieldValue,
      openInterestValue: fieldValue,
    });
    fc.assert(
      fc.property(row, (r) => {
        const anchor = { symbol: 'X', markPrice: '1', fundingRate: '0', nextFundingTime: '1', openInterest: '1' };
        const e = parseTickers('bybit', ok({ list: [r, anchor] })).get('BTCUSDT');
        if (!e) return;
        for (const v of Object.values(e)) expect(finiteOrNull(v)).toBe(true);
        expect(e.openInterest === null || e.openInterest >= 0).toBe(true);
      }),
    );
  });

  it('instruments: USDT linear perpetuals that trade; minutes to hours; the cursor', () => {
    const row = (symbol: string, baseCoin: string, extra: Record<string, unknown> = {}) => ({
      symbol,
      baseCoin,
      quoteCoin: 'USDT',
      contractType: 'LinearPerpetual',
      status: 'Trading',
      fundingInterval: 480,
      ...extra,
    });
    const page = parseInstrumentsPage(
      'bybit',
      ok({
        list: [
          row('SHIB1000USDT', 'SHIB1000', { fundingInterval: 240 }),
          row('BTCPERP', 'BTC', { quoteCoin: 'USDC' }),
          row('BTCUSDT-26SEP26', 'BTC', { contractType: 'LinearFutures' }),
          row('NEWUSDT', 'NEW', { status: 'PreLaunch' }),
          row('ETHUSDT', 'ETH', { fundingInterval: undefined }),
        ],
        nextPageCursor: 'abc',
      }),
    );
    expect(page.nextCursor).toBe('abc');
    expect(page.markets.map((m) => [m.instrument, m.symbol, m.multiplier, m.fundingIntervalHours])).toEqual([
      ['SHIB1000USDT', 'SHIB', 1000, 4],
      ['ETHUSDT', 'ETH', 1, 8],
    ]);
    expect(parseInstrumentsPage('bybit', ok({ list: [], nextPageCursor: '' })).nextCursor).toBeNull();
  });

  it('account ratio: buy/sell of the newest row, string timestamps in any order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(wireTimestamp, decimalString), { minLength: 1, maxLength: 6 }), (cells) => {
        const list = cells.map(([ts, buy]) => ({ buyRatio: buy, sellRatio: '0.5', timestamp: String(ts.t) }));
        const valid = cells.filter(([, b]) => Number(b) > 0);
        const newest = valid.reduce<[number, number] | null>(
          (best, [ts, b]) => (best === null || ts.t > best[0] ? [ts.t, Number(b) / 0.5] : best),
          null,
        );
        expect(parseAccountRatio('bybit', ok({ list }))).toBe(newest?.[1] ?? null);
      }),
    );
  });

  it('open-interest pages and klines keep the wire order; klines per asset unit', () => {
    const oi = parseOpenInterestPage(
      'bybit',
      ok({
        list: [
          { openInterest: '461134384.00000000', timestamp: '1669571400000' },
          { openInterest: '', timestamp: '1669571100000' },
        ],
        nextPageCursor: '',
      }),
    );
    expect(oi).toEqual({ points: [{ t: 1669571400000, openInterest: 461134384 }], nextCursor: null });
    const candles = parseKlines('bybit', ok({ list: [['1000', '20', '22', '19', '21', '5', '100']] }), 1000);
    expect(candles).toEqual([{ t: 1000, o: 0.02, h: 0.022, l: 0.019, c: 0.021, v: 5000 }]);
    expect(catchUpstreamError(() => parseKlines('bybit', ok({ list: [{ start: '1' }] }), 1)).kind).toBe('malformed');
  });
});
