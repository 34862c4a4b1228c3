/**
 * The options collector against the Deribit fixture on loopback, on its own PGlite database:
 * what it stores (read back with SQL), how far back it reads, and that re-reading stores nothing
 * twice and a failure stores nothing at all.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { collectOptions } from '../../src/ingest/collectors/options.ts';
import { createUpstreams, type IngestContext } from '../../src/ingest/context.ts';
import { runCycle } from '../../src/ingest/cycle.ts';
import type { OptionsSummary } from '../../src/market/types.ts';
import type { Database } from '../../src/platform/db/client.ts';
import { TRADES_WINDOW_MS } from '../../src/sources/deribit/index.ts';
import { type OptionCurrency, parseInstrumentName } from '../../src/sources/deribit/instrument.ts';
import {
  DERIBIT_PREFIX,
  type DeribitFixtureState,
  deribitState,
  startDeribitFixture,
  type WireRow,
} from '../fixtures/upstreams/deribit.ts';
import type { FixtureServer } from '../fixtures/upstreams/server.ts';
import { openTestDatabase } from '../helpers/app.ts';

const NOW = Date.UTC(2026, 4, 12, 9, 15);
const MIN = 60_000;
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const TRADES_PATH = `${DERIBIT_PREFIX}/public/get_last_trades_by_currency_and_time`;

let state: DeribitFixtureState;
let server: FixtureServer;
let baseUrl: string;
let database: Database;
let drop: () => Promise<void>;
let clock = NOW;

function context(): IngestContext {
  const config = loadConfig({ DERIBIT_URL: baseUrl });
  return {
    db: database.db,
    now: () => clock,
    upstreams: createUpstreams(config, silent, { budgets: false }),
    collection: config.collection,
    log: silent,
    wrote: () => {},
  };
}
const rows = <T>(sql: string, params: unknown[] = []) => database.query<T>(sql, params);

/** The summary a book states, worked out from the wire rows on their own. */
function summaryFromWire(currency: OptionCurrency, t: number, index: number, book: WireRow[]): OptionsSummary {
  const lines = book.map((r) => ({
    ...parseInstrumentName(r.instrument_name)!,
    oi: r.open_interest as number,
    usd: r.volume_usd as number,
  }));
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const calls = lines.filter((l) => l.kind === 'call');
  const puts = lines.filter((l) => l.kind === 'put');
  const [callOi, putOi] = [sum(calls.map((l) => l.oi)), sum(puts.map((l) => l.oi))];
  const expiries = [...new Set(lines.map((l) => l.expiry))].sort((a, b) => a - b);
  const strikes = [...new Set(lines.map((l) => l.strike))].map((strike) => ({
    strike,
    callOpenInterest: sum(calls.filter((l) => l.strike === strike).map((l) => l.oi)),
    putOpenInterest: sum(puts.filter((l) => l.strike === strike).map((l) => l.oi)),
  }));
  const total = (s: (typeof strikes)[number]) => s.callOpenInterest + s.putOpenInterest;
  return {
    symbol: currency,
    t,
    underlyingPrice: index,
    volume24hUsd: sum(lines.map((l) => l.usd)),
    callVolume24hUsd: sum(calls.map((l) => l.usd)),
    putVolume24hUsd: sum(puts.map((l) => l.usd)),
    openInterestUsd: (callOi + putOi) * index,
    callOpenInterestUsd: callOi * index,
    putOpenInterestUsd: putOi * index,
    putCallRatio: putOi / callOi,
    byExpiry: expiries.map((expiry) => ({
      expiry,
      callOpenInterest: sum(calls.filter((l) => l.expiry === expiry).map((l) => l.oi)),
      putOpenInterest: sum(puts.filter((l) => l.expiry === expiry).map((l) => l.oi)),
      volume24hUsd: sum(lines.filter((l) => l.expiry === expiry).map((l) => l.usd)),
    })),
    byStrike: strikes
      .filter((s) => total(s) > 0)
      .sort((a, b) => total(b) - total(a) || a.strike - b.strike)
      .slice(0, 20),
  };
}

/** The options_flow rows the fixture's prints in [from, to] must become. */
function flowFromWire(from: number, to: number) {
  return (['BTC', 'ETH'] as const)
    .flatMap((currency) =>
      state.trades[currency]
        .filter((r) => (r.timestamp as number) >= from && (r.timestamp as number) <= to)
        .map((r) => {
          const o = parseInstrumentName(r.instrument_name)!;
          const [price, amount, index] = [r.price as number, r.amount as number, r.index_price as number];
          return {
            id: r.trade_id as string,
            t: r.timestamp as number,
            symbol: currency,
            instrument: r.instrument_name as string,
            kind: o.kind,
            side: r.direction as string,
            strike: o.strike,
            expiry: o.expiry,
            premiumUsd: price * amount * index,
            notionalUsd: amount * index,
            impliedVol: (r.iv as number) / 100,
          };
        }),
    )
    .filter((p) => p.premiumUsd >= 10_000)
    .sort(byTimeAndId);
}

const byTimeAndId = (a: { t: number; id: string }, b: { t: number; id: string }) =>
  a.t - b.t || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

async function storedFlow() {
  const stored = await rows<Record<string, unknown>>(
    'SELECT id, t, symbol, instrument, kind, side, strike, expiry, premium_usd, notional_usd, implied_vol FROM options_flow',
  );
  const flow = stored.map((r) => ({
    id: r.id as string,
    t: Number(r.t),
    symbol: r.symbol,
    instrument: r.instrument,
    kind: r.kind,
    side: r.side,
    strike: r.strike,
    expiry: Number(r.expiry),
    premiumUsd: r.premium_usd,
    notionalUsd: r.notional_usd,
    impliedVol: r.implied_vol,
  }));
  return flow.sort(byTimeAndId);
}

beforeAll(async () => {
  state = deribitState({ now: NOW, seed: 3, tradesPerCurrency: 500 });
  ({ server, baseUrl } = await startDeribitFixture(state));
});
beforeEach(async () => {
  ({ database, drop } = await openTestDatabase());
  clock = NOW;
  state.now = NOW;
  server.clearFaults();
  server.requests.length = 0;
});
afterEach(async () => {
  await drop();
});
afterAll(async () => {
  await server?.close();
});

describe('collectOptions', () => {
  it('stores each book summary and the large prints of the last day, exactly as the fixture states them', async () => {
    const ctx = context();
    const report = await runCycle(ctx, 'collect-options', 'deribit', () => collectOptions(ctx));
    expect(report.ok).toBe(true);
    const flow = flowFromWire(NOW - TRADES_WINDOW_MS, NOW);
    expect(report.items).toBe(2 + flow.length);
    expect(report.skipped).toBe(0);

    const summaries = await rows<{ symbol: string; t: string; payload: OptionsSummary }>(
      'SELECT symbol, t, payload FROM options_summaries ORDER BY symbol',
    );
    expect(summaries.map((r) => ({ ...r, t: Number(r.t) }))).toEqual(
      (['BTC', 'ETH'] as const).map((c) => ({
        symbol: c,
        t: NOW,
        payload: summaryFromWire(c, NOW, state.indexPrice[c], state.book[c]),
      })),
    );
    expect(await storedFlow()).toEqual(flow);
    expect(flow.filter((p) => p.symbol === 'BTC').length).toBeGreaterThan(5);
    expect(flow.filter((p) => p.symbol === 'ETH').length).toBeGreaterThan(5);
  });

  it('the next cycle reads on from the newest stored print, stores the new prints, and none twice', async () => {
    const ctx = context();
    await collectOptions(ctx);
    const firstFlow = await storedFlow();
    const newestBtc = Math.max(...firstFlow.filter((p) => p.symbol === 'BTC').map((p) => p.t));

    // Ten minutes on: new prints on both books, a large one among them.
    const added = (['BTC', 'ETH'] as const).flatMap((c) => {
      const last = state.trades[c].at(-1)!;
      const fresh = [1, 2, 3].map((i) => ({
        ...last,
        trade_id: `${c === 'BTC' ? '' : `${c}-`}${900_000_000 + i}`,
        timestamp: NOW + i * 2 * MIN,
        amount: i * 100,
        price: 0.05,
      }));
      state.trades[c].push(...fresh);
      return fresh;
    });
    clock = NOW + 10 * MIN;
    state.now = clock;
    server.requests.length = 0;
    try {
      await collectOptions(context());
      const starts = server.requests
        .filter((r) => r.path === TRADES_PATH && r.query.get('currency') === 'BTC')
        .map((r) => Number(r.query.get('start_timestamp')));
      expect(starts).toEqual([newestBtc]);
      const after = await storedFlow();
      expect(after).toEqual(flowFromWire(NOW - TRADES_WINDOW_MS, clock));
      expect(after.length).toBeGreaterThan(firstFlow.length);
      expect(new Set(after.map((p) => p.id)).size).toBe(after.length);
      expect(after.map((p) => p.id)).toEqual(expect.arrayContaining(added.map((a) => a.trade_id)));

      // Polling again at once stores nothing new; another summary row is added per underlying.
      await collectOptions(context());
      expect(await storedFlow()).toEqual(after);
      const counts = await rows<{ symbol: string; n: number }>(
        'SELECT symbol, count(*)::int AS n FROM options_summaries GROUP BY symbol ORDER BY symbol',
      );
      expect(counts).toEqual([
        { symbol: 'BTC', n: 2 },
        { symbol: 'ETH', n: 2 },
      ]);
    } finally {
      for (const c of ['BTC', 'ETH'] as const)
        state.trades[c] = state.trades[c].filter((r) => (r.timestamp as number) <= NOW);
    }
  });

  it('within one process the next cycle starts where the last one stopped reading (a minute back)', async () => {
    const ctx = context();
    await collectOptions(ctx);
    clock = NOW + 5 * MIN;
    state.now = clock;
    server.requests.length = 0;
    await collectOptions(ctx);
    const starts = server.requests
      .filter((r) => r.path === TRADES_PATH)
      .map((r) => Number(r.query.get('start_timestamp')));
    expect(starts).toEqual([NOW - MIN, NOW - MIN]);
  });

  it('counts the rows it had to skip and stores only the good ones', async () => {
    const [line, trade] = [state.book.ETH[0], state.trades.BTC.at(-1)!];
    state.book.ETH.push({ ...line, open_interest: -1 });
    state.trades.BTC.push({ ...trade, trade_id: 'bad-1', iv: 'NaN' });
    try {
      const ctx = context();
      const report = await runCycle(ctx, 'collect-options', 'deribit', () => collectOptions(ctx));
      expect(report).toMatchObject({ ok: true, skipped: 2 });
      expect((await storedFlow()).map((p) => p.id)).not.toContain('bad-1');
      const [eth] = await rows<{ payload: OptionsSummary }>(
        `SELECT payload FROM options_summaries WHERE symbol = 'ETH'`,
      );
      expect(eth.payload).toEqual(summaryFromWire('ETH', NOW, state.indexPrice.ETH, state.book.ETH.slice(0, -1)));
    } finally {
      state.book.ETH.pop();
      state.trades.BTC.pop();
    }
  });

  it('a failing upstream fails the cycle and stores nothing, not even the underlying read before it', async () => {
    server.fault({ fault: { kind: 'drift' }, path: `${TRADES_PATH}`, times: 1 });
    server.fault({ fault: { kind: 'slow', delayMs: 0 }, path: `${TRADES_PATH}`, times: 1 });
    const ctx = context();
    const report = await runCycle(ctx, 'collect-options', 'deribit', () => collectOptions(ctx));
    expect(report).toMatchObject({ ok: false, items: 0 });
    expect(report.error).toContain('deribit');
    expect(await rows('SELECT 1 FROM options_summaries')).toEqual([]);
    expect(await rows('SELECT 1 FROM options_flow')).toEqual([]);
    const [status] = await rows<{ last_error: string }>(`SELECT last_error FROM source_status WHERE name = 'deribit'`);
    expect(status?.last_error).toContain("no 'trades' list");
  });

  it("Deribit's error envelope fails the cycle with Deribit's words", async () => {
    state.errorEnvelope = { path: '/public/get_book_summary_by_currency', code: 10040, message: 'not_open' };
    try {
      const ctx = context();
      const report = await runCycle(ctx, 'collect-options', 'deribit', () => collectOptions(ctx));
      expect(report.ok).toBe(false);
      expect(report.error).toBe('deribit: get_book_summary_by_currency: code 10040: not_open');
      expect(await rows('SELECT 1 FROM options_summaries')).toEqual([]);
    } finally {
      state.errorEnvelope = null;
    }
  });
});
