/**
 * Answers across symbols hold only what the caller's key may read: a sandbox key mirrors its
 * plan on the TEST_ twins, the public keys read every TEST_ symbol, and a production key its plan.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeNews, writeWhaleEvents, writeWhalePositions, writeWhales } from '../../src/market/production-store.ts';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';
import { expectProblem } from '../helpers/market.ts';

let t: TestApp;
const now = Date.UTC(2026, 10, 21, 12, 0, 0);
const FROZEN = Date.UTC(2026, 4, 15, 12, 30, 0);
const ALL_TEST = ['TEST_BTC', 'TEST_ETH', 'TEST_SOL', 'TEST_BNB', 'TEST_ARB', 'TEST_OP'];
let free: TestAccount;
let trader: TestAccount;
let pro: TestAccount;

beforeAll(async () => {
  t = await bootTestApp({}, { now: () => now });
  [free, trader, pro] = [
    await t.frozenAccount('free', FROZEN),
    await t.frozenAccount('trader', FROZEN),
    await t.frozenAccount('pro', FROZEN),
  ];
});
afterAll(() => t.close());

const symbolsOf = (rows: Array<{ symbol: string }>) => [...new Set(rows.map((r) => r.symbol))].sort();

describe('sandbox keys mirror their plan on the TEST_ symbols', () => {
  it('a free sandbox key reads TEST_BTC and gets 403 plan_restricted for the other twins', async () => {
    expect((await t.getJson('/v1/whales/TEST_BTC', free.testKey)).status).toBe(200);
    await expectProblem(t, free.testKey, 403, 'plan_restricted', [
      '/v1/whales/TEST_ETH',
      '/v1/confirm?symbol=TEST_SOL&direction=long',
      '/v1/whales/events?symbol=TEST_ETH',
      '/v1/derivatives/screener?symbol=TEST_BTC,TEST_OP',
    ]);
    for (const key of [trader.testKey, pro.testKey, 'sk_test_public_demo']) {
      expect((await t.getJson('/v1/whales/TEST_ETH', key)).status, key).toBe(200);
    }
  });

  it('/v1/symbols tells each key what it can read', async () => {
    const readable = async (key: string, query = '') => {
      const body = (await t.getJson(`/v1/symbols${query}`, key)).body;
      const accessible = body.symbols
        .filter((s: { accessible: boolean }) => s.accessible)
        .map((s: { symbol: string }) => s.symbol);
      expect(body.readable).toEqual(accessible);
      return body.readable;
    };
    expect(await readable(free.testKey)).toEqual(['TEST_BTC']);
    expect(await readable(trader.testKey)).toEqual(ALL_TEST);
    expect(await readable(pro.testKey)).toEqual(ALL_TEST);
    for (const key of ['sk_test_public_demo', 'sk_test_public_trader', 'sk_test_public_pro']) {
      expect(await readable(key), key).toEqual(ALL_TEST);
    }
    expect(await readable(free.liveKey)).toEqual(['BTC']);
    expect((await readable(trader.liveKey)).length).toBe(20);
    expect(await readable(free.liveKey, '?test_only=true')).toEqual([]);
  });
});

describe('whale answers without a symbol filter', () => {
  it('/v1/whales shows only positions in readable symbols, and says which', async () => {
    const own = (await t.getJson('/v1/whales?limit=500', free.testKey)).body;
    expect(own.symbols).toEqual(['TEST_BTC']);
    const held = own.whales.flatMap((w: { positions: { symbols: string[] } }) => w.positions.symbols);
    expect(held.length).toBeGreaterThan(0);
    expect(new Set(held)).toEqual(new Set(['TEST_BTC']));
    const full = (await t.getJson('/v1/whales?limit=500', pro.testKey)).body;
    expect(full.symbols).toEqual(ALL_TEST);
    expect(new Set(full.whales.flatMap((w: { positions: { symbols: string[] } }) => w.positions.symbols)).size).toBe(6);
  });

  it('/v1/whales/summary computes position figures over the readable symbols only', async () => {
    const summary = (await t.getJson('/v1/whales/summary', free.testKey)).body;
    expect(summary.symbols).toEqual(['TEST_BTC']);
    const btc = (await t.getJson('/v1/whales/TEST_BTC?limit=500', free.testKey)).body;
    expect(summary.open_positions).toBe(btc.count);
    expect(summary.long_notional_usd).toBeCloseTo(btc.consensus.long_notional_usd, 1);
    expect(summary.short_notional_usd).toBeCloseTo(btc.consensus.short_notional_usd, 1);
    const full = (await t.getJson('/v1/whales/summary', pro.testKey)).body;
    expect(full.symbols).toEqual(ALL_TEST);
    expect(full.open_positions).toBeGreaterThan(summary.open_positions);
    expect(full.tracked_wallets).toBe(summary.tracked_wallets);
  });

  it('/v1/whales/events lists only readable symbols, on every page', async () => {
    let cursor: string | null = null;
    const seen: Array<{ symbol: string }> = [];
    for (let page = 0; page < 3; page++) {
      const q: string = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
      const body = (await t.getJson(`/v1/whales/events?limit=100${q}`, free.testKey)).body;
      seen.push(...body.events);
      cursor = body.next_cursor;
      if (cursor === null) break;
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(symbolsOf(seen)).toEqual(['TEST_BTC']);
    const full = (await t.getJson('/v1/whales/events?limit=500', pro.testKey)).body;
    expect(symbolsOf(full.events).length).toBeGreaterThan(1);
  });
});

describe('other answers across symbols', () => {
  it('the screener and the funding heatmap list only readable symbols', async () => {
    const screener = (await t.getJson('/v1/derivatives/screener', free.testKey)).body;
    expect(screener.count).toBe(3);
    expect(symbolsOf(screener.rows)).toEqual(['TEST_BTC']);
    const heatmap = (await t.getJson('/v1/derivatives/funding-heatmap', free.testKey)).body;
    expect(heatmap.symbols).toEqual(['TEST_BTC']);
    const demo = (await t.getJson('/v1/derivatives/screener', 'sk_test_public_demo')).body;
    expect(symbolsOf(demo.rows)).toEqual([...ALL_TEST].sort());
  });

  it('the news feed holds market-wide items and items about readable symbols', async () => {
    const url = `/v1/news?since=${FROZEN - 10 * 86_400_000}&limit=200`;
    const own = (await t.getJson(url, free.testKey)).body.items as Array<{ symbols: string[] }>;
    expect(own.some((n) => n.symbols.includes('TEST_BTC'))).toBe(true);
    expect(own.some((n) => n.symbols.length === 0)).toBe(true);
    for (const n of own) expect(n.symbols.length === 0 || n.symbols.includes('TEST_BTC')).toBe(true);
    const full = (await t.getJson(url, pro.testKey)).body.items as Array<{ symbols: string[] }>;
    expect(full.some((n) => n.symbols.length > 0 && !n.symbols.includes('TEST_BTC'))).toBe(true);
  });

  it('a clock move replays only the readable symbols into the account’s events', async () => {
    const a = await t.frozenAccount('free', FROZEN);
    const res = await t.request({
      method: 'POST',
      url: '/v1/test/simulate-time',
      key: a.testKey,
      payload: { advance_seconds: 3 * 86_400 },
    });
    expect(res.statusCode).toBe(200);
    const { events } = res.json();
    expect(events.length).toBeGreaterThan(0);
    expect(symbolsOf(events)).toEqual(['TEST_BTC']);
    expect((await t.getJson('/v1/test/status', a.testKey)).body.symbols).toEqual(['TEST_BTC']);
  });
});

describe('production keys', () => {
  const W1 = '0x1000000000000000000000000000000000000001';
  const W2 = '0x2000000000000000000000000000000000000002';

  beforeAll(async () => {
    const db = t.database.db;
    await writeWhales(
      db,
      [
        { address: W1, label: 'Fund A', accountValueUsd: 50e6, pnlAllTimeUsd: 12e6, volume24hUsd: 80e6 },
        { address: W2, label: null, accountValueUsd: 20e6, pnlAllTimeUsd: -1e6, volume24hUsd: 5e6 },
      ],
      now - 10 * 60_000,
    );
    const pos = (symbol: string, side: 'long' | 'short', sizeUsd: number) => ({
      symbol,
      side,
      sizeUsd,
      entryPrice: 100,
      unrealizedPnlUsd: 1000,
      leverage: 5,
    });
    await writeWhalePositions(db, [
      { address: W1, t: now - 5 * 60_000, positions: [pos('BTC', 'long', 5e6), pos('ETH', 'short', 2e6)] },
      { address: W2, t: now - 5 * 60_000, positions: [pos('PEPE', 'long', 7e6)] },
    ]);
    const ev = (id: string, symbol: string, minutesAgo: number) => ({
      id,
      t: now - minutesAgo * 60_000,
      address: W1,
      symbol,
      type: 'trade' as const,
      side: 'buy' as const,
      sizeUsd: 1e6,
      price: 100,
    });
    await writeWhaleEvents(db, [ev('b1', 'BTC', 5), ev('e1', 'ETH', 4), ev('p1', 'PEPE', 3), ev('b2', 'BTC', 2)]);
    const news = (id: string, symbols: string[], minutesAgo: number) => ({
      id,
      t: now - minutesAgo * 60_000,
      kind: symbols.length === 0 ? ('macro' as const) : ('news' as const),
      title: `item ${id}`,
      source: 'feed',
      symbols,
      sentiment: 0,
    });
    await writeNews(db, [
      news('n-btc', ['BTC'], 50),
      news('n-eth', ['ETH'], 40),
      news('n-macro', [], 30),
      news('n-both', ['BTC', 'ETH'], 20),
    ]);
  });

  it('a free live key reads market-wide news and news about BTC only', async () => {
    const free = await t.createAccount('free');
    const items = (await t.getJson('/v1/news', free.liveKey)).body.items;
    expect(items.map((n: { id: string }) => n.id)).toEqual(['n-both', 'n-macro', 'n-btc']);
  });

  // A free live key may make 4 requests a minute: each test uses a fresh account.
  it('a free live key sees BTC only in the whale list, summary and feed', async () => {
    const free = await t.createAccount('free');
    const list = (await t.getJson('/v1/whales', free.liveKey)).body;
    expect(list.symbols).toEqual(['BTC']);
    const byAddress = Object.fromEntries(list.whales.map((w: { address: string }) => [w.address, w]));
    expect(byAddress[W1].positions).toEqual({
      count: 1,
      long_notional_usd: 5e6,
      short_notional_usd: 0,
      symbols: ['BTC'],
    });
    expect(byAddress[W2].positions).toEqual({ count: 0, long_notional_usd: 0, short_notional_usd: 0, symbols: [] });

    const summary = (await t.getJson('/v1/whales/summary', free.liveKey)).body;
    expect(summary).toMatchObject({
      symbols: ['BTC'],
      open_positions: 1,
      active_wallets: 1,
      long_notional_usd: 5e6,
      short_notional_usd: 0,
      tracked_wallets: 2,
    });

    const feed = (await t.getJson('/v1/whales/events', free.liveKey)).body;
    expect(feed.events.map((e: { id: string }) => e.id)).toEqual(['b2', 'b1']);
  });

  it('trader and pro live keys see what their plans include', async () => {
    const traderFeed = (await t.getJson('/v1/whales/events', trader.liveKey)).body;
    expect(traderFeed.events.map((e: { id: string }) => e.id)).toEqual(['b2', 'e1', 'b1']);
    const traderSummary = (await t.getJson('/v1/whales/summary', trader.liveKey)).body;
    expect(traderSummary).toMatchObject({ open_positions: 2, long_notional_usd: 5e6, short_notional_usd: 2e6 });
    const proSummary = (await t.getJson('/v1/whales/summary', pro.liveKey)).body;
    expect(proSummary).toMatchObject({ open_positions: 3, active_wallets: 2, long_notional_usd: 12e6 });
    const proFeed = (await t.getJson('/v1/whales/events', pro.liveKey)).body;
    expect(proFeed.events).toHaveLength(4);
  });

  it('a free live key asking for another symbol by name gets 403 before any read', async () => {
    const free = await t.createAccount('free');
    await expectProblem(t, free.liveKey, 403, 'plan_restricted', [
      '/v1/whales/events?symbol=ETH',
      '/v1/whales/PEPE',
      '/v1/whales?symbol=ETH',
    ]);
  });
});
