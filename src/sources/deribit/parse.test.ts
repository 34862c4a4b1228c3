import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catchUpstreamError, fieldValue } from '../../../test/helpers/venue-parsing.ts';
import { decimal } from '../perps/parse.ts';
import { UpstreamError } from '../upstream/types.ts';
import { instrumentName, type OptionInstrument, parseInstrumentName } from './instrument.ts';
import { errorFromRejection, parseBookSummary, parseIndexPrice, parseTradesPage, resultOf } from './parse.ts';

const ok = (result: unknown) => ({ jsonrpc: '2.0', result, usIn: 1, usOut: 2, usDiff: 1, testnet: false });

const option: fc.Arbitrary<OptionInstrument> = fc.record({
  currency: fc.constantFrom('BTC' as const, 'ETH' as const),
  expiry: fc.integer({ min: 19_000, max: 22_000 }).map((d) => d * 86_400_000 + 8 * 3_600_000),
  strike: fc.integer({ min: 1, max: 400 }).map((n) => n * 500),
  kind: fc.constantFrom('call' as const, 'put' as const),
});
/** A name as Deribit sends it, or one the parser must refuse. */
const nameValue = fc.oneof(
  { weight: 4, arbitrary: option.map(instrumentName) },
  fc.constantFrom('BTC-PERPETUAL', 'BTC-31APR26-1000-C', '', null, 42),
);
const present = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 6 });
const nonNegative = (v: unknown) => {
  const n = decimal(v);
  return n !== null && n >= 0 ? n : null;
};
const positive = (v: unknown) => {
  const n = decimal(v);
  return n !== null && n > 0 ? n : null;
};
const defined = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined));

describe('deribit envelope', () => {
  it('hands over result; an error object becomes upstream (10028 rate_limited); anything else is drift', () => {
    expect(resultOf('deribit', 'm', ok([1]))).toEqual([1]);
    expect(resultOf('deribit', 'm', ok(null))).toBeNull();
    const err = catchUpstreamError(() =>
      resultOf('deribit', 'get_index_price', {
        jsonrpc: '2.0',
        error: { message: 'Invalid params', data: { reason: 'wrong format', param: 'index_name' }, code: -32602 },
      }),
    );
    expect({ kind: err.kind, message: err.message }).toEqual({
      kind: 'upstream',
      message: 'deribit: get_index_price: code -32602: Invalid params (wrong format)',
    });
    const limited = { jsonrpc: '2.0', error: { message: 'too_many_requests', code: 10028 } };
    expect(catchUpstreamError(() => resultOf('deribit', 'm', limited)).kind).toBe('rate_limited');
    for (const drifted of [null, [], 'ok', { jsonrpc: '2.0', data: [] }, { jsonrpc: '2.0', error: 'boom' }]) {
      expect(catchUpstreamError(() => resultOf('deribit', 'm', drifted)).kind).toBe('malformed');
    }
  });

  it("reads Deribit's code and message out of an HTTP 400 the client rejected; leaves other errors alone", () => {
    const body =
      '{"jsonrpc":"2.0","error":{"message":"Method not found","code":-32601},"testnet":false,"usIn":1,"usOut":2,"usDiff":1}';
    const http = new UpstreamError('deribit', 'http', `m: HTTP 400 ${body}`, 400);
    const err = errorFromRejection('deribit', 'get_index_price', http);
    expect(err).toMatchObject({ kind: 'upstream', status: 400 });
    expect(err?.message).toBe('deribit: get_index_price: code -32601: Method not found');
    const limited = new UpstreamError('deribit', 'http', 'm: HTTP 400 {"error":{"code":10028,"message":"x"}}', 400);
    expect(errorFromRejection('deribit', 'm', limited)?.kind).toBe('rate_limited');
    expect(
      errorFromRejection('deribit', 'm', new UpstreamError('deribit', 'http', 'm: HTTP 502 {"error":1}', 502)),
    ).toBeNull();
    expect(
      errorFromRejection('deribit', 'm', new UpstreamError('deribit', 'http', 'm: HTTP 404 not found', 404)),
    ).toBeNull();
    expect(errorFromRejection('deribit', 'm', new UpstreamError('deribit', 'timeout', 'm: timed out'))).toBeNull();
  });
});

describe('deribit get_index_price', () => {
  it('is the positive index_price; anything else makes the answer unusable', () => {
    expect(parseIndexPrice('deribit', ok({ index_price: 97_250.5, estimated_delivery_price: 97_250.5 }))).toBe(
      97_250.5,
    );
    for (const value of [0, -1, null, 'abc', 'NaN', true]) {
      expect(catchUpstreamError(() => parseIndexPrice('deribit', ok({ index_price: value }))).kind).toBe('malformed');
    }
    expect(catchUpstreamError(() => parseIndexPrice('deribit', ok({ price: 1 }))).kind).toBe('malformed');
  });
});

describe('deribit get_book_summary_by_currency', () => {
  const row = fc.record({
    instrument_name: present(nameValue),
    open_interest: present(fieldValue),
    volume_usd: present(fieldValue),
  });

  it('keeps exactly the lines of that currency with a readable name and non-negative figures', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('BTC' as const, 'ETH' as const),
        fc.array(row, { maxLength: 30 }),
        (currency, raw) => {
          const rows = raw.map(defined);
          const carried = ['instrument_name', 'open_interest', 'volume_usd'].every((k) => rows.some((r) => k in r));
          if (rows.length > 0 && !carried) {
            expect(catchUpstreamError(() => parseBookSummary('deribit', currency, ok(rows))).kind).toBe('malformed');
            return;
          }
          const { lines, skipped } = parseBookSummary('deribit', currency, ok(rows));
          const expected = rows.flatMap((r) => {
            const o = parseInstrumentName(r.instrument_name);
            const oi = nonNegative(r.open_interest);
            const usd = nonNegative(r.volume_usd);
            if (!o || o.currency !== currency || oi === null || usd === null) return [];
            return [{ ...o, instrument: r.instrument_name, openInterest: oi, volume24hUsd: usd }];
          });
          expect(lines).toEqual(expected);
          expect(skipped).toBe(rows.length - expected.length);
        },
      ),
    );
  });

  it('a renamed field or a result that is not a list is drift', () => {
    const renamed = [{ instrument_name: 'BTC-27MAR26-120000-C', openInterest: 1, volume_usd: 0 }];
    expect(catchUpstreamError(() => parseBookSummary('deribit', 'BTC', ok(renamed))).kind).toBe('malformed');
    expect(catchUpstreamError(() => parseBookSummary('deribit', 'BTC', ok({ rows: [] }))).kind).toBe('malformed');
    expect(parseBookSummary('deribit', 'BTC', ok([]))).toEqual({ lines: [], skipped: 0 });
  });
});

describe('deribit get_last_trades_by_currency_and_time', () => {
  const trade = fc.record({
    trade_id: present(
      fc.oneof(
        fc.nat().map(String),
        fc.nat().map((n) => `ETH-${n}`),
        fc.constantFrom('', null, 7),
      ),
    ),
    instrument_name: present(nameValue),
    timestamp: present(
      fc.oneof(fc.integer({ min: 1_600_000_000_000, max: 1_900_000_000_000 }), fc.constantFrom(-1, 0, 1.5, null, 'x')),
    ),
    direction: present(fc.constantFrom('buy', 'sell', 'BUY', null)),
    price: present(fieldValue),
    amount: present(fieldValue),
    index_price: present(fieldValue),
    iv: present(fieldValue),
  });
  const KEYS = ['trade_id', 'instrument_name', 'timestamp', 'direction', 'price', 'amount', 'index_price', 'iv'];

  it('keeps exactly the complete prints of that currency; has_more passes through', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('BTC' as const, 'ETH' as const),
        fc.array(trade, { maxLength: 30 }),
        fc.boolean(),
        (currency, raw, hasMore) => {
          const rows = raw.map(defined);
          const doc = ok({ trades: rows, has_more: hasMore });
          if (rows.length > 0 && !KEYS.every((k) => rows.some((r) => k in r))) {
            expect(catchUpstreamError(() => parseTradesPage('deribit', currency, doc)).kind).toBe('malformed');
            return;
          }
          const page = parseTradesPage('deribit', currency, doc);
          const expected = rows.flatMap((r) => {
            const o = parseInstrumentName(r.instrument_name);
            const [price, amount, indexPrice] = [positive(r.price), positive(r.amount), positive(r.index_price)];
            const ivPercent = nonNegative(r.iv);
            const t = r.timestamp as number;
            const sane =
              o?.currency === currency &&
              typeof r.trade_id === 'string' &&
              r.trade_id !== '' &&
              Number.isSafeInteger(t) &&
              t > 0 &&
              (r.direction === 'buy' || r.direction === 'sell');
            if (!sane || price === null || amount === null || indexPrice === null || ivPercent === null) return [];
            const side = r.direction as 'buy' | 'sell';
            const id = r.trade_id as string;
            return [{ ...o, id, t, instrument: r.instrument_name, side, price, amount, indexPrice, ivPercent }];
          });
          expect(page).toEqual({ trades: expected, hasMore, skipped: rows.length - expected.length });
        },
      ),
    );
  });

  it('reads the numbers exactly as sent (decimal fractions, exponents)', () => {
    const row = {
      trade_id: 'ETH-123',
      instrument_name: 'ETH-5JAN26-3400-P',
      timestamp: 1_767_000_000_123,
      direction: 'sell',
      price: 0.0123,
      amount: 2.5e2,
      index_price: 3412.25,
      iv: 61.37,
    };
    const [t] = parseTradesPage('deribit', 'ETH', ok({ trades: [row], has_more: false })).trades;
    expect(t).toMatchObject({ price: 0.0123, amount: 250, indexPrice: 3412.25, ivPercent: 61.37, strike: 3400 });
  });

  it('without has_more or trades the answer has drifted', () => {
    for (const result of [{ trades: [] }, { data: [], has_more: false }, { trades: {}, has_more: true }, []]) {
      expect(catchUpstreamError(() => parseTradesPage('deribit', 'BTC', ok(result))).kind).toBe('malformed');
    }
  });
});
