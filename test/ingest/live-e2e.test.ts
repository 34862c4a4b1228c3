/**
 * Production end to end on fixture upstreams: the whale and derivatives sources, the collectors' jobs, a
 * production key. Every answer is checked against what the fixtures state; then an upstream goes
 * down and the status and the data say so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestContext } from '../../src/ingest/context.ts';
import { PRODUCTION_SYMBOLS } from '../../src/market/symbols.ts';
import { startUpstreams, type Upstreams } from '../fixtures/upstreams/all.ts';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';
import { collectOnce, ingestContextOf } from '../helpers/ingest.ts';

const MIN = 60_000;
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
let clock = NOW;
let up: Upstreams;
let t: TestApp;
let ctx: IngestContext;
let acc: TestAccount;

beforeAll(async () => {
  up = await startUpstreams({ now: NOW, leaderboardRows: 1_500, whales: 30 });
  // Three more whales hold BTC (two long, one short), beside those the fixtures gave it.
  const withoutBtc = up.world.whaleAddresses.filter(
    (a) => !up.world.clearinghouse.get(a)!.assetPositions.some((p) => p.position.coin === 'BTC'),
  );
  for (const [i, address] of withoutBtc.slice(0, 3).entries()) {
    const state = up.world.clearinghouse.get(address)!;
    const template = state.assetPositions[0]!;
    const szi = i < 2 ? '1.5' : '-0.75';
    state.assetPositions.push({
      ...template,
      position: {
        ...template.position,
        coin: 'BTC',
        szi,
        entryPx: '98000.0',
        positionValue: i < 2 ? '150000.0' : '75000.0',
      },
    });
  }
  // The sources of whales and derivatives; on-chain, options, ETF and news have their own test.
  t = await bootTestApp({ LIVE_SOURCES: 'hyperliquid,binance,bybit,okx', ...up.env }, { now: () => clock });
  acc = await t.createAccount('enterprise');
  ctx = ingestContextOf(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await up?.close();
});

const get = (url: string) => t.getJson(url, acc.liveKey);
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

/** Derivatives figures of BTC as each venue's fixture states them, in our units. */
function expectedBtc() {
  const b = up.universe.binance.find((c) => c.symbol === 'BTCUSDT')!;
  const y = up.universe.bybit.find((c) => c.symbol === 'BTCUSDT')!;
  const o = up.universe.okx.find((c) => c.instId === 'BTC-USDT-SWAP')!;
  const hIndex = up.world.universe.findIndex((a) => a.name === 'BTC');
  const h = up.world.contexts[hIndex]!;
  const hMark = Number(h.markPx);
  return {
    binance: {
      mark: b.markPrice,
      funding: (b.fundingRate! * 8) / b.fundingIntervalHours,
      oi: b.openInterest * b.markPrice,
    },
    bybit: {
      mark: y.markPrice,
      funding: (y.fundingRate! * 8) / y.fundingIntervalHours,
      oi: y.openInterest * y.markPrice,
    },
    okx: {
      mark: o.markPrice,
      funding: (o.fundingRate! * 8) / o.fundingIntervalHours,
      oi: o.openInterest * o.ctVal * o.markPrice,
    },
    hyperliquid: { mark: hMark, funding: Number(h.funding) * 8, oi: Number(h.openInterest) * hMark },
  };
}

describe('production before anything is collected', () => {
  it('answers 503 data_unavailable and says every collected source is down', async () => {
    const confirm = await get('/v1/confirm?symbol=BTC&direction=long');
    expect(confirm.status).toBe(503);
    expect(confirm.body.code).toBe('data_unavailable');
    const status = await get('/v1/status/sources');
    expect(status.status).toBe(200);
    const byName = new Map(status.body.sources.map((s: { name: string }) => [s.name, s]));
    for (const name of ['hyperliquid', 'hyperliquid-leaderboard', 'binance', 'bybit', 'okx']) {
      expect(byName.get(name), name).toMatchObject({ state: 'down', collected: true, last_success_at: null });
    }
    expect(byName.get('defillama')).toMatchObject({ state: 'disabled', collected: false });
  });
});

describe('after one collection cycle', () => {
  beforeAll(async () => {
    const reports = await collectOnce(t, ctx);
    const failed = reports.filter((r) => !r.ok);
    expect(failed, JSON.stringify(failed)).toEqual([]);
    // Positions are read for the whales the leaderboard picked: a second positions cycle reads
    // their fills too (their positions have not changed, so none are read; see the unit tests).
  }, 120_000);

  it('lists every source as collected and fresh', async () => {
    const { body } = await get('/v1/status/sources');
    for (const s of body.sources.filter((x: { collected: boolean }) => x.collected)) {
      expect(['ok', 'degraded'], s.name).toContain(s.state);
      expect(s.last_success_at, s.name).toBe(new Date(NOW).toISOString());
      expect(s.last_items, s.name).toBeGreaterThan(0);
    }
  });

  it('serves the screener from the collected values, exactly as the venues state them', async () => {
    const { status, body } = await get('/v1/derivatives/screener?symbol=BTC');
    expect(status).toBe(200);
    const want = expectedBtc();
    expect(body.rows.map((r: { venue: string }) => r.venue)).toEqual(['binance', 'bybit', 'okx', 'hyperliquid']);
    for (const r of body.rows) {
      const w = want[r.venue as keyof typeof want];
      expect(close(r.mark_price, w.mark), `${r.venue} mark ${r.mark_price} vs ${w.mark}`).toBe(true);
      expect(close(r.funding_rate, w.funding), `${r.venue} funding ${r.funding_rate} vs ${w.funding}`).toBe(true);
      expect(close(r.open_interest_usd, w.oi), `${r.venue} OI ${r.open_interest_usd} vs ${w.oi}`).toBe(true);
      expect(r.stale).toBe(false);
    }
    const hl = body.rows.find((r: { venue: string }) => r.venue === 'hyperliquid');
    expect(hl.long_short_ratio).toBeNull();
    const binance = body.rows.find((r: { venue: string }) => r.venue === 'binance');
    const b = up.universe.binance.find((c) => c.symbol === 'BTCUSDT')!;
    expect(binance.long_short_ratio).toBeCloseTo(b.longShortRatio!, 4);
  });

  it('puts the collected funding into the heatmap', async () => {
    const { status, body } = await get('/v1/derivatives/funding-heatmap?symbols=BTC&hours=1');
    expect(status).toBe(200);
    const want = expectedBtc();
    for (const [i, venue] of (body.venues as string[]).entries()) {
      const cell = body.cells[i][0][0];
      expect(close(cell, want[venue as keyof typeof want].funding), `${venue} ${cell}`).toBe(true);
    }
  });

  it('serves Binance candles of the plan symbols', async () => {
    const { status, body } = await get('/v1/candles?symbol=BTC&interval=1h');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.candles.length).toBeGreaterThan(100);
    const last = body.candles.at(-1);
    expect(last.t).toBeLessThanOrEqual(NOW);
    expect(last.high).toBeGreaterThanOrEqual(last.low);
  });

  it('tracks the whales the leaderboard rule picks, with their positions', async () => {
    const whales = await get('/v1/whales?limit=500');
    expect(whales.status).toBe(200);
    const addresses = whales.body.whales.map((w: { address: string }) => w.address).sort();
    expect(addresses).toEqual([...up.world.whaleAddresses].sort());

    const btc = await get('/v1/whales/BTC');
    expect(btc.status).toBe(200);
    const held = up.world.whaleAddresses.flatMap((a) =>
      (up.world.clearinghouse.get(a)?.assetPositions ?? [])
        .map((p) => ({ address: a, ...p.position }))
        .filter((p) => p.coin === 'BTC' && Number(p.szi) !== 0),
    );
    expect(held.length).toBeGreaterThan(0);
    const shown = btc.body.whales ?? btc.body.positions;
    expect(JSON.stringify(btc.body)).toContain(held[0]!.address);
    expect(shown.length).toBe(held.length);
  });

  it('confirms from whales and derivatives, naming the missing on-chain input', async () => {
    const { status, body } = await get('/v1/confirm?symbol=BTC&direction=long&format=composite');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.missing.map((m: { component: string }) => m.component)).toEqual(['onchain']);
    expect(body.onchain_score).toBeNull();
    expect(typeof body.whale_score).toBe('number');
    expect(typeof body.deriv_score).toBe('number');
    const want = expectedBtc();
    const mean = Object.values(want).reduce((s, v) => s + v.funding, 0) / 4;
    expect(body.figures.funding_venues).toBe(4);
    expect(body.figures.funding_rate).toBeCloseTo(mean, 7);
    const longs = up.world.whaleAddresses.filter((a) =>
      (up.world.clearinghouse.get(a)?.assetPositions ?? []).some(
        (p) => p.position.coin === 'BTC' && Number(p.position.szi) > 0,
      ),
    ).length;
    expect(body.figures.whales_long).toBe(longs);
    const simple = await get('/v1/confirm?symbol=BTC&direction=long');
    expect(simple.body.smart_money.whales_long).toBe(longs);
    // From the first cycle, the 24-hour changes come from the venues' open-interest history and
    // the candles read back at start (the service's own points take over after a day).
    expect(body.figures.oi_change_24h).not.toBe(0);
    expect(body.figures.price_change_24h).not.toBe(0);
    expect(Math.abs(body.figures.oi_change_24h)).toBeLessThan(1);
  });

  it('answers from a new collection at once, even within the same second', async () => {
    const before = await get('/v1/confirm?symbol=BTC&direction=long&format=composite');
    const btc = up.universe.binance.find((c) => c.symbol === 'BTCUSDT')!;
    const original = btc.fundingRate;
    btc.fundingRate = 0.0009;
    try {
      await collectOnce(t, ctx, ['collect-binance']);
      const after = await get('/v1/confirm?symbol=BTC&direction=long&format=composite');
      expect(after.body.as_of).toBe(before.body.as_of);
      expect(after.body.figures.funding_rate).not.toBe(before.body.figures.funding_rate);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.headers['cache-control']).toBe('private, no-cache');
    } finally {
      btc.fundingRate = original;
      await collectOnce(t, ctx, ['collect-binance']);
    }
  });

  it('adds every collected perpetual to the production catalogue', async () => {
    // A base only the venues list (not in the static catalogue) is now a known symbol.
    const extra = up.universe.binance.find((c) => c.expect && !PRODUCTION_SYMBOLS.includes(c.expect.symbol))!.expect!
      .symbol;
    expect((await get('/v1/symbols')).body.count).toBeGreaterThan(PRODUCTION_SYMBOLS.length + 100);
    const listed = await get('/v1/symbols');
    expect(listed.body.symbols.map((s: { symbol: string }) => s.symbol)).toContain(extra);
    const screener = await get(`/v1/derivatives/screener?symbol=${extra}`);
    expect(screener.status, JSON.stringify(screener.body)).toBe(200);
    expect(screener.body.rows.length).toBeGreaterThan(0);
    expect((await get('/v1/confirm?symbol=NOTAREALCOIN&direction=long')).body.code).toBe('unknown_symbol');
  });

  it('still answers 503 for a symbol nothing was collected for', async () => {
    const { status, body } = await get('/v1/confirm?symbol=ICP&direction=long');
    if (status === 200) expect(body.missing.length).toBeGreaterThan(0);
    else expect(body.code).toBe('data_unavailable');
  });
});

describe('when an upstream goes down', () => {
  beforeAll(async () => {
    up.servers.okx.fault({ fault: { kind: 'server-error', status: 503 } });
    clock = NOW + 20 * MIN;
    await collectOnce(t, ctx);
  }, 120_000);
  afterAll(() => up.servers.okx.clearFaults());

  it('says so in /v1/status/sources, with the error', async () => {
    const { body } = await get('/v1/status/sources');
    const okx = body.sources.find((s: { name: string }) => s.name === 'okx');
    // Both OKX jobs (funding and open interest; ratios) failed.
    expect(okx).toMatchObject({ state: 'down', consecutive_failures: 2, last_success_at: new Date(NOW).toISOString() });
    expect(okx.last_error).toMatch(/okx: .*HTTP 503/);
    expect(okx.age_seconds).toBe(20 * 60);
    const binance = body.sources.find((s: { name: string }) => s.name === 'binance');
    expect(['ok', 'degraded']).toContain(binance.state);
  });

  it('serves the venue’s last known figures marked stale, and confirm leaves it out by name', async () => {
    const { body } = await get('/v1/derivatives/screener?symbol=BTC');
    const okx = body.rows.find((r: { venue: string }) => r.venue === 'okx');
    expect(okx).toMatchObject({ stale: true, updated_at: new Date(NOW).toISOString() });
    expect(body.rows.filter((r: { stale: boolean }) => !r.stale).map((r: { venue: string }) => r.venue)).toEqual([
      'binance',
      'bybit',
      'hyperliquid',
    ]);
    const funding = await get('/v1/funding?symbol=BTC');
    expect(funding.body.funding.find((r: { venue: string }) => r.venue === 'okx').stale).toBe(true);
    const confirm = await get('/v1/confirm?symbol=BTC&direction=long&format=composite');
    expect(confirm.status).toBe(200);
    expect(confirm.body.missing).toContainEqual({
      component: 'derivatives',
      venue: 'okx',
      reason: 'okx data for BTC: last point 20 min old (fresh within 15 min)',
    });
    expect(confirm.body.figures.funding_venues).toBe(3);
  });
});
