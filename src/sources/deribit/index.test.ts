import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DERIBIT_PREFIX,
  type DeribitFixtureState,
  deribitState,
  startDeribitFixture,
  type WireRow,
} from '../../../test/fixtures/upstreams/deribit.ts';
import { CLIENT_TIMEOUT_MS, expectUpstreamError, FAULT_CASES } from '../../../test/fixtures/upstreams/fault-cases.ts';
import type { FixtureServer } from '../../../test/fixtures/upstreams/server.ts';
import { ONE_ATTEMPT, recordingUpstream } from '../../../test/helpers/upstreams.ts';
import { createUpstream } from '../upstream/client.ts';
import { DEFAULT_MIN_PREMIUM_USD, fetchOptionsSummary, fetchOptionTrades, TRADES_WINDOW_MS } from './index.ts';
import { type OptionCurrency, parseInstrumentName } from './instrument.ts';

const NOW = Date.UTC(2026, 2, 4, 13, 30);
const DAY = 86_400_000;
const state: DeribitFixtureState = deribitState({ now: NOW, seed: 5, tradesPerCurrency: 600 });
const original = structuredClone({ book: state.book, trades: state.trades });
let server: FixtureServer;
let baseUrl: string;

function upstream() {
  return recordingUpstream(createUpstream({ name: 'deribit', baseUrl, timeoutMs: CLIENT_TIMEOUT_MS, ...ONE_ATTEMPT }));
}

beforeAll(async () => {
  ({ server, baseUrl } = await startDeribitFixture(state));
});
afterEach(() => {
  server.clearFaults();
  state.book = structuredClone(original.book);
  state.trades = structuredClone(original.trades);
  state.pageCap = 0;
  state.errorEnvelope = null;
});
afterAll(() => server.close());

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const oiOf = (rows: WireRow[], kind: 'C' | 'P') =>
  sum(rows.filter((r) => String(r.instrument_name).endsWith(`-${kind}`)).map((r) => r.open_interest as number));

/** The prints of the fixture inside [from, NOW], valued as the flow states them. */
function expectedPrints(currency: OptionCurrency, from: number, minPremiumUsd = DEFAULT_MIN_PREMIUM_USD) {
  return state.trades[currency]
    .filter((r) => (r.timestamp as number) >= from && (r.timestamp as number) <= NOW)
    .map((r) => {
      const o = parseInstrumentName(r.instrument_name)!;
      const [price, amount, index] = [r.price as number, r.amount as number, r.index_price as number];
      return {
        id: r.trade_id,
        t: r.timestamp,
        symbol: currency,
        instrument: r.instrument_name,
        kind: o.kind,
        side: r.direction,
        strike: o.strike,
        expiry: o.expiry,
        premiumUsd: price * amount * index,
        notionalUsd: amount * index,
        impliedVol: (r.iv as number) / 100,
      };
    })
    .filter((p) => p.premiumUsd >= minPremiumUsd);
}

describe('deribit fetchOptionsSummary', () => {
  it.each(['BTC', 'ETH'] as const)(
    '%s: the whole book summed at the index, one call each for book and index',
    async (currency) => {
      const up = upstream();
      const { summary, skipped } = await fetchOptionsSummary(up, currency, NOW);
      const rows = state.book[currency];
      const index = state.indexPrice[currency];
      const [callOi, putOi] = [oiOf(rows, 'C'), oiOf(rows, 'P')];
      expect(skipped).toBe(0);
      expect(summary).toMatchObject({
        symbol: currency,
        t: NOW,
        underlyingPrice: index,
        volume24hUsd: sum(rows.map((r) => r.volume_usd as number)),
        openInterestUsd: (callOi + putOi) * index,
        callOpenInterestUsd: callOi * index,
        putOpenInterestUsd: putOi * index,
        putCallRatio: putOi / callOi,
      });
      expect(summary.callVolume24hUsd + summary.putVolume24hUsd).toBe(summary.volume24hUsd);
      const expiries = [...new Set(rows.map((r) => parseInstrumentName(r.instrument_name)!.expiry))].sort(
        (a, b) => a - b,
      );
      expect(summary.byExpiry.map((e) => e.expiry)).toEqual(expiries);
      expect(sum(summary.byExpiry.map((e) => e.callOpenInterest))).toBe(callOi);
      expect(summary.byStrike.length).toBe(
        Math.min(
          20,
          new Set(
            rows
              .filter((r) => (r.open_interest as number) > 0)
              .map((r) => parseInstrumentName(r.instrument_name)!.strike),
          ).size,
        ),
      );
      expect(up.calls.map((c) => [c.path, c.query])).toEqual([
        ['/public/get_book_summary_by_currency', { currency, kind: 'option' }],
        ['/public/get_index_price', { index_name: currency === 'BTC' ? 'btc_usd' : 'eth_usd' }],
      ]);
    },
  );

  it('skips and counts bad lines; the summary is the one of the good lines', async () => {
    const good = await fetchOptionsSummary(upstream(), 'BTC', NOW);
    const line = state.book.BTC[0];
    state.book.BTC.push(
      { ...line, instrument_name: 'BTC-PERPETUAL' },
      { ...line, instrument_name: 'ETH-27MAR26-3000-C' },
      { ...line, instrument_name: 'BTC-31APR26-90000-C' },
      { ...line, open_interest: -3 },
      { ...line, open_interest: null },
      { ...line, open_interest: 'NaN' },
      { ...line, volume_usd: -1 },
      { instrument_name: line.instrument_name },
    );
    const { summary, skipped } = await fetchOptionsSummary(upstream(), 'BTC', NOW);
    expect(skipped).toBe(8);
    expect(summary).toEqual(good.summary);
  });

  it('takes decimal strings as numbers', async () => {
    const good = await fetchOptionsSummary(upstream(), 'ETH', NOW);
    state.book.ETH = state.book.ETH.map((r) => ({
      ...r,
      open_interest: String(r.open_interest),
      volume_usd: String(r.volume_usd),
    }));
    expect((await fetchOptionsSummary(upstream(), 'ETH', NOW)).summary).toEqual(good.summary);
  });

  for (const c of FAULT_CASES) {
    it(`${c.name} → ${c.kind}`, async () => {
      server.fault({ fault: c.fault, path: `${DERIBIT_PREFIX}/public/get_book_summary_by_currency` });
      await expectUpstreamError(fetchOptionsSummary(upstream(), 'BTC', NOW), 'deribit', c.kind, c.status);
      server.clearFaults();
      server.fault({ fault: c.fault, path: `${DERIBIT_PREFIX}/public/get_index_price` });
      await expectUpstreamError(fetchOptionsSummary(upstream(), 'ETH', NOW), 'deribit', c.kind, c.status);
    });
  }

  it("Deribit's error envelope (HTTP 400) → upstream with its code and message; 10028 → rate_limited", async () => {
    state.errorEnvelope = { path: '/public/get_index_price', code: 11050, message: 'bad_request' };
    const err = await expectUpstreamError(fetchOptionsSummary(upstream(), 'BTC', NOW), 'deribit', 'upstream', 400);
    expect(err.message).toBe('deribit: get_index_price: code 11050: bad_request');
    state.errorEnvelope = { code: 10028, message: 'too_many_requests' };
    await expectUpstreamError(fetchOptionsSummary(upstream(), 'BTC', NOW), 'deribit', 'rate_limited', 400);
    state.errorEnvelope = { code: 13009, message: 'unauthorized', status: 200 };
    const inOk = await expectUpstreamError(fetchOptionsSummary(upstream(), 'BTC', NOW), 'deribit', 'upstream');
    expect(inOk.message).toContain('code 13009: unauthorized');
  });
});

describe('deribit fetchOptionTrades', () => {
  it.each(['BTC', 'ETH'] as const)('%s: the large prints of the last day, in one page', async (currency) => {
    const up = upstream();
    const r = await fetchOptionTrades(up, currency, NOW - DAY, NOW);
    const from = NOW - TRADES_WINDOW_MS;
    const inWindow = state.trades[currency].filter((t) => (t.timestamp as number) >= from);
    expect(r.prints).toEqual(expectedPrints(currency, from));
    expect(r.prints.length).toBeGreaterThan(10);
    expect(r.prints.length).toBeLessThan(inWindow.length);
    expect(r).toMatchObject({ scanned: inWindow.length, skipped: 0, pages: 1, complete: true, throughMs: NOW });
    expect(up.calls.map((c) => c.query)).toEqual([
      { currency, kind: 'option', start_timestamp: from, end_timestamp: NOW, count: 1000, sorting: 'asc' },
    ]);
  });

  it('follows has_more page after page, through prints that share a millisecond, each print once', async () => {
    state.pageCap = 7;
    const up = upstream();
    const since = NOW - 6 * 3_600_000;
    const r = await fetchOptionTrades(up, 'BTC', since, NOW, { minPremiumUsd: 0 });
    const all = expectedPrints('BTC', since, 0);
    expect(r.prints).toEqual(all);
    expect(new Set(r.prints.map((p) => p.id)).size).toBe(all.length);
    expect(r.pages).toBe(up.calls.length);
    expect(r.pages).toBeGreaterThan(Math.ceil(all.length / 7));
    expect(r.complete).toBe(true);
    const starts = up.calls.map((c) => c.query?.start_timestamp as number);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('stops at maxPages and says how far it read', async () => {
    state.pageCap = 10;
    const since = NOW - 6 * 3_600_000;
    const r = await fetchOptionTrades(upstream(), 'ETH', since, NOW, { minPremiumUsd: 0, maxPages: 3 });
    expect(r.pages).toBe(3);
    expect(r.complete).toBe(false);
    const read = expectedPrints('ETH', since, 0).filter((p) => (p.t as number) <= r.throughMs);
    expect(r.throughMs).toBeLessThan(NOW);
    expect(r.prints.map((p) => p.id)).toEqual(read.map((p) => p.id).slice(0, r.prints.length));
    expect(r.prints.length).toBeGreaterThanOrEqual(21);
  });

  it('a threshold of its own: only prints with at least that premium', async () => {
    const r = await fetchOptionTrades(upstream(), 'BTC', NOW - DAY, NOW, { minPremiumUsd: 100_000 });
    expect(r.prints).toEqual(expectedPrints('BTC', NOW - TRADES_WINDOW_MS, 100_000));
    expect(r.prints.every((p) => p.premiumUsd >= 100_000)).toBe(true);
  });

  it('a start older than Deribit keeps is moved inside its 24 hours (an older one answers nothing)', async () => {
    const up = upstream();
    const r = await fetchOptionTrades(up, 'ETH', NOW - 3 * DAY, NOW);
    expect(up.calls[0].query?.start_timestamp).toBe(NOW - TRADES_WINDOW_MS);
    expect(r.prints).toEqual(expectedPrints('ETH', NOW - TRADES_WINDOW_MS));
    expect(r.prints.length).toBeGreaterThan(0);
  });

  it('skips and counts bad prints', async () => {
    const good = await fetchOptionTrades(upstream(), 'BTC', NOW - DAY, NOW, { minPremiumUsd: 0 });
    const t = state.trades.BTC.at(-1)!;
    state.trades.BTC.push(
      { ...t, trade_id: 'x1', iv: null },
      { ...t, trade_id: 'x2', price: -0.01 },
      { ...t, trade_id: 'x3', amount: 'NaN' },
      { ...t, trade_id: 'x4', index_price: 0 },
      { ...t, trade_id: 'x5', direction: 'hold' },
      { ...t, trade_id: 'x6', instrument_name: 'BTC-PERPETUAL' },
      { ...t, trade_id: 'x7', timestamp: 'soon' },
      { ...t, trade_id: null },
    );
    const r = await fetchOptionTrades(upstream(), 'BTC', NOW - DAY, NOW, { minPremiumUsd: 0 });
    expect(r.skipped).toBe(8);
    expect(r.prints).toEqual(good.prints);
  });

  for (const c of FAULT_CASES) {
    it(`${c.name} → ${c.kind}`, async () => {
      server.fault({ fault: c.fault, path: `${DERIBIT_PREFIX}/public/get_last_trades_by_currency_and_time` });
      await expectUpstreamError(fetchOptionTrades(upstream(), 'BTC', NOW - DAY, NOW), 'deribit', c.kind, c.status);
    });
  }

  it('a fault on a later page fails the whole call', async () => {
    state.pageCap = 5;
    server.fault({
      fault: { kind: 'drift' },
      path: `${DERIBIT_PREFIX}/public/get_last_trades_by_currency_and_time`,
      times: 1,
    });
    server.fault({
      fault: { kind: 'slow', delayMs: 0 },
      path: `${DERIBIT_PREFIX}/public/get_last_trades_by_currency_and_time`,
      times: 1,
    });
    await expectUpstreamError(fetchOptionTrades(upstream(), 'ETH', NOW - DAY, NOW), 'deribit', 'malformed');
  });

  it("Deribit's error envelope → upstream with its code and message", async () => {
    state.errorEnvelope = { path: '/public/get_last_trades', code: -32602, message: 'Invalid params' };
    const err = await expectUpstreamError(
      fetchOptionTrades(upstream(), 'BTC', NOW - DAY, NOW),
      'deribit',
      'upstream',
      400,
    );
    expect(err.message).toBe('deribit: get_last_trades_by_currency_and_time: code -32602: Invalid params');
  });
});
