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
import type { VenueMarket } from '../types.ts';
import {
  openInterestUsd,
  parseAccountRatio,
  parseCandles,
  parseFundingRates,
  parseInstruments,
  parseOpenInterest,
  parseOpenInterestHistory,
  unwrap,
} from './parse.ts';

const ok = (data: unknown[]) => ({ code: '0', msg: '', data });

const btc: VenueMarket = {
  venue: 'okx',
  symbol: 'BTC',
  instrument: 'BTC-USDT-SWAP',
  quote: 'USDT',
  multiplier: 1,
  contractSize: 0.01,
  fundingIntervalHours: 8,
};

describe('okx envelope', () => {
  it('maps codes: 50011 to rate_limited, others to upstream; a number code or no data is malformed', () => {
    expect(
      catchUpstreamError(() => unwrap('okx', 'mark-price', { code: '50011', msg: 'Too Many Requests' })).kind,
    ).toBe('rate_limited');
    const err = catchUpstreamError(() =>
      unwrap('okx', 'mark-price', { code: '51001', msg: 'Instrument ID does not exist' }),
    );
    expect([err.kind, err.message]).toEqual(['upstream', 'okx: mark-price: code 51001: Instrument ID does not exist']);
    expect(catchUpstreamError(() => unwrap('okx', 'mark-price', { code: 0, data: [] })).kind).toBe('malformed');
    expect(catchUpstreamError(() => unwrap('okx', 'mark-price', { code: '0', result: [] })).kind).toBe('malformed');
  });
});

describe('okx parsers', () => {
  it('instruments: live USDT linear swaps; contract size ctVal × ctMult', () => {
    const row = (instId: string, extra: Record<string, unknown> = {}) => ({
      instType: 'SWAP',
      instId,
      instFamily: instId.split('-').slice(0, 2).join('-'),
      settleCcy: 'USDT',
      ctType: 'linear',
      ctVal: '0.01',
      ctMult: '1',
      state: 'live',
      ...extra,
    });
    const markets = parseInstruments(
      'okx',
      ok([
        row('BTC-USDT-SWAP'),
        row('BTC-USD-SWAP', { settleCcy: 'BTC', ctType: 'inverse', ctVal: '100' }),
        row('BTC-USDC-SWAP', { settleCcy: 'USDC' }),
        row('NEW-USDT-SWAP', { state: 'preopen' }),
        row('PEPE-USDT-SWAP', { ctVal: '10000000', ctMult: '10' }),
        row('BAD-USDT-SWAP', { ctVal: '' }),
      ]),
    );
    expect(markets.map((m) => [m.instrument, m.symbol, m.contractSize])).toEqual([
      ['BTC-USDT-SWAP', 'BTC', 0.01],
      ['PEPE-USDT-SWAP', 'PEPE', 100_000_000],
    ]);
  });

  it('funding-rate: finite or null, string timestamps; nextFundingRate "" is ignored', () => {
    const row = rowWith({
      instId: fc.constant('BTC-USDT-SWAP'),
      fundingRate: fieldValue,
      fundingTime: fc.oneof(
        wireTimestamp.map((x) => String(x.t)),
        fieldValue,
      ),
      nextFundingTime: fc.oneof(
        wireTimestamp.map((x) => String(x.t)),
        fieldValue,
      ),
      nextFundingRate: fc.constant(''),
    });
    fc.assert(
      fc.property(row, (r) => {
        const anchor = { instId: 'X', fundingRate: '0', fundingTime: '1', nextFundingTime: '2' };
        const e = parseFundingRates('okx', ok([r, anchor])).get('BTC-USDT-SWAP');
        if (e) for (const v of Object.values(e)) expect(finiteOrNull(v)).toBe(true);
      }),
    );
  });

  it('open interest in USD: oiUsd, else oiCcy × mark, else contracts × size × mark', () => {
    const entries = parseOpenInterest(
      'okx',
      ok([
        { instId: 'A', oi: '2962556', oiCcy: '29625.56', oiUsd: '2496890807' },
        { instId: 'B', oi: '2962556', oiCcy: '29625.56' },
        { instId: 'C', oi: '2962556', oiCcy: '' },
      ]),
    );
    expect(openInterestUsd(entries.get('A')!, btc, 80_000)).toBe(2496890807);
    expect(openInterestUsd(entries.get('B')!, btc, 80_000)).toBeCloseTo(29625.56 * 80_000, 4);
    expect(openInterestUsd(entries.get('C')!, btc, 80_000)).toBeCloseTo(2962556 * 0.01 * 80_000, 4);
    expect(catchUpstreamError(() => parseOpenInterest('okx', ok([{ instId: 'A', openInterest: '1' }]))).kind).toBe(
      'malformed',
    );
  });

  it('rubik rows: the ratio as stated from the newest row, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(wireTimestamp, decimalString), { minLength: 1, maxLength: 6 }), (cells) => {
        const rows = cells.map(([ts, r]) => [String(ts.t), r]);
        const valid = cells.filter(([, r]) => Number(r) > 0);
        const newest = valid.reduce<[number, number] | null>(
          (best, [ts, r]) => (best === null || ts.t > best[0] ? [ts.t, Number(r)] : best),
          null,
        );
        expect(parseAccountRatio('okx', ok(rows))).toBe(newest?.[1] ?? null);
      }),
    );
    expect(parseAccountRatio('okx', ok([['1729323600000', '0.9398602814619824']]))).toBe(0.9398602814619824);
    expect(catchUpstreamError(() => parseAccountRatio('okx', ok([{ ts: '1', ratio: '1' }]))).kind).toBe('malformed');
  });

  it('OI history and candles: oiUsd per row; candle volume from the base-currency field', () => {
    const hist = parseOpenInterestHistory('okx', ok([['1726765200000', '2962556', '29625.56', '2496890807']]));
    expect(hist).toEqual([{ t: 1726765200000, openInterestUsd: 2496890807 }]);
    const candles = parseCandles(
      'okx',
      ok([
        ['1789478160000', '76936.2', '76965.5', '76936.1', '76965.4', '2068', '20.68', '1591436.27', '1'],
        ['1789478100000', '76930', '76940', '76920', '76936.2', '100', '', '', '1'],
      ]),
      btc,
    );
    expect(candles.map((c) => c.v)).toEqual([20.68, 1]);
  });
});
