/**
 * GET /v2/whales/tracking: filters narrow exactly (property test over filter combinations),
 * cursor pages walk the feed without gaps or repeats even as new events arrive (sandbox clock
 * moves, production rows written between pages), Link rel="next", and every error case.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeWhaleEvents } from '../../src/market/production-store.ts';
import type { WhaleEvent } from '../../src/market/types.ts';
import { TEST_WHALES } from '../../src/sources/synthetic/index.ts';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';
import { expectInvalidParams, expectProblem } from '../helpers/market.ts';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const FROZEN = Date.UTC(2026, 4, 15, 12, 30, 0);
const HOUR = 3_600_000;
const W1 = `0x${'1'.repeat(40)}`;
const W2 = `0x${'2'.repeat(40)}`;
let t: TestApp;
let pro: TestAccount;

interface Row {
  id: string;
  time: string;
  time_ms: number;
  wallet: string;
  wallet_label: string | null;
  symbol: string;
  event_type: string;
  side: string;
  notional_usd: number;
  price: number;
}

beforeAll(async () => {
  t = await bootTestApp({}, { now: () => NOW });
  pro = await t.frozenAccount('pro', FROZEN);
});
afterAll(() => t.close());

/** Follows meta.next_cursor from `url` to the end, with `between` run before each later page. */
async function walk(url: string, key: string, between: (page: number) => Promise<void> = async () => {}) {
  const rows: Row[] = [];
  let next: string | null = url;
  let pages = 0;
  while (next) {
    if (pages > 0) await between(pages);
    const res = await t.getJson(next, key);
    expect(res.status, next).toBe(200);
    rows.push(...res.body.data);
    const cursor: string | null = res.body.meta.next_cursor;
    expect(res.body.meta.count).toBe(res.body.data.length);
    // An API key alone also gets the key-only deprecation link in the same field, after rel="next".
    const links = String(res.headers.link ?? '').split(', ');
    if (cursor) {
      expect(links[0]).toBe(`<${url.split('?')[0]}?${nextQuery(next, cursor)}>; rel="next"`);
      next = links[0]!.slice(1, links[0]!.indexOf('>'));
    } else {
      expect(links.some((l) => l.includes('rel="next"'))).toBe(false);
      next = null;
    }
    pages++;
    if (pages > 200) throw new Error('runaway pagination');
  }
  return { rows, pages };
}

function nextQuery(url: string, cursor: string): string {
  const params = new URLSearchParams(url.split('?')[1] ?? '');
  params.set('cursor', cursor);
  return params.toString();
}

describe('GET /v2/whales/tracking: filters', () => {
  const since = FROZEN - 12 * HOUR;
  const wallets = TEST_WHALES.map((w) => w.address);

  it('narrows exactly: every filter combination equals the unfiltered window filtered by hand', async () => {
    const all = await t.getJson(`/v2/whales/tracking?since=${since}&limit=500`, pro.testKey);
    expect(all.body.meta.next_cursor).toBeNull();
    const base: Row[] = all.body.data;
    expect(base.length).toBeGreaterThan(30);
    expect(new Set(base.map((r) => r.side))).toEqual(new Set(['buy', 'sell']));
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            symbol: fc.constantFrom('TEST_BTC', 'TEST_ETH', 'TEST_SOL'),
            side: fc.constantFrom('buy', 'sell'),
            event_type: fc.constantFrom('trade', 'liquidation'),
            min_usd: fc.constantFrom(0, 50_000, 250_000, 1_000_000),
            wallet: fc.constantFrom(...wallets),
          },
          { requiredKeys: [] },
        ),
        async (filters) => {
          const qs = new URLSearchParams({ since: String(since), limit: '500' });
          for (const [k, v] of Object.entries(filters)) qs.set(k, String(v));
          const res = await t.getJson(`/v2/whales/tracking?${qs}`, pro.testKey);
          expect(res.status).toBe(200);
          const expected = base.filter(
            (r) =>
              (filters.symbol === undefined || r.symbol === filters.symbol) &&
              (filters.side === undefined || r.side === filters.side) &&
              (filters.event_type === undefined || r.event_type === filters.event_type) &&
              (filters.min_usd === undefined || r.notional_usd >= filters.min_usd) &&
              (filters.wallet === undefined || r.wallet === filters.wallet),
          );
          expect(res.body.data).toEqual(expected);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('shows the Accumulator only buying and takes the wallet in any case', async () => {
    const acc = TEST_WHALES.find((w) => w.label === 'Accumulator')!.address;
    const upper = `0x${acc.slice(2).toUpperCase()}`;
    const res = await t.getJson(`/v2/whales/tracking?wallet=${upper}&limit=50`, pro.testKey);
    expect(res.body.data.length).toBeGreaterThan(5);
    for (const r of res.body.data as Row[])
      expect(r).toMatchObject({ wallet: acc, wallet_label: 'Accumulator', side: 'buy' });
    expect((await t.getJson(`/v2/whales/tracking?wallet=${acc}&side=sell`, pro.testKey)).body.data).toEqual([]);
  });

  it('returns the v1 feed rows under the v2 names', async () => {
    const v1 = (await t.getJson('/v1/whales/events?limit=30', pro.testKey)).body.events;
    const v2 = (await t.getJson('/v2/whales/tracking?limit=30', pro.testKey)).body.data;
    expect(v2).toEqual(
      // biome-ignore lint/suspicious/noExplicitAny: v1 rows as sent.
      v1.map((e: any) => ({
        id: e.id,
        time: e.time,
        time_ms: e.t,
        wallet: e.address,
        wallet_label: e.label,
        symbol: e.symbol,
        event_type: e.type,
        side: e.side,
        notional_usd: e.size_usd,
        price: e.price,
      })),
    );
  });
});

describe('GET /v2/whales/tracking: pagination', () => {
  it('walks every page once, in (time desc, id) order, equal to one big page', async () => {
    const since = FROZEN - 12 * HOUR;
    const big = (await t.getJson(`/v2/whales/tracking?since=${since}&limit=500`, pro.testKey)).body;
    expect(big.meta.next_cursor).toBeNull();
    const { rows, pages } = await walk(`/v2/whales/tracking?since=${since}&limit=9`, pro.testKey);
    expect(pages).toBeGreaterThan(5);
    expect(rows).toEqual(big.data);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      expect(a.time_ms > b.time_ms || (a.time_ms === b.time_ms && a.id > b.id), `${a.id} before ${b.id}`).toBe(true);
    }
  });

  it('neither repeats nor skips while the sandbox clock moves on between pages', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    const since = FROZEN - 4 * HOUR;
    const before = (await t.getJson(`/v2/whales/tracking?since=${since}&limit=500`, a.testKey)).body.data;
    const { rows } = await walk(`/v2/whales/tracking?since=${since}&limit=11`, a.testKey, async () => {
      const res = await t.request({
        method: 'POST',
        url: '/v1/test/simulate-time',
        key: a.testKey,
        payload: { advance_seconds: 1800 },
      });
      expect(res.statusCode).toBe(200);
    });
    expect(rows).toEqual(before);
    // New events did arrive: a fresh first page starts later.
    const fresh = (await t.getJson('/v2/whales/tracking?limit=1', a.testKey)).body.data[0];
    expect(fresh.time_ms).toBeGreaterThan(before[0].time_ms);
  });

  it('neither repeats nor skips in production while collectors write new events between pages', async () => {
    const live = await t.createAccount('enterprise');
    const ev = (id: string, at: number, symbol = 'BTC', side: 'buy' | 'sell' = 'buy'): Omit<WhaleEvent, 'label'> => ({
      id,
      t: at,
      address: id.startsWith('a') ? W1 : W2,
      symbol,
      type: 'trade',
      side,
      sizeUsd: 100_000 + at / 1e7,
      price: 90_000,
    });
    // 40 events over two hours, several sharing one millisecond (ties are ordered by id).
    const seeded = Array.from({ length: 40 }, (_, i) =>
      ev(`${i % 2 ? 'a' : 'b'}${String(i).padStart(3, '0')}`, NOW - HOUR - Math.floor(i / 3) * 60_000),
    );
    await writeWhaleEvents(t.database.db, seeded);
    const url = `/v2/whales/tracking?since=${NOW - 3 * HOUR}&limit=6`;
    const before = (await t.getJson(url.replace('limit=6', 'limit=500'), live.liveKey)).body.data as Row[];
    expect(before.map((r) => r.id).sort()).toEqual(seeded.map((e) => e.id).sort());
    let n = 0;
    const { rows } = await walk(url, live.liveKey, async () => {
      n++;
      await writeWhaleEvents(t.database.db, [ev(`new${n}`, NOW - 10_000 + n), ev(`new${n}b`, NOW - HOUR + 30_000 + n)]);
    });
    expect(rows).toEqual(before);
    const after = (await t.getJson(url.replace('limit=6', 'limit=500'), live.liveKey)).body.data as Row[];
    expect(after.length).toBe(before.length + 2 * n);
  });
});

describe('GET /v2/whales/tracking: production keys and plans', () => {
  it('lists only what the plan can read, and refuses other symbols with 403', async () => {
    const free = await t.createAccount('free');
    await writeWhaleEvents(t.database.db, [
      {
        id: 'p-eth',
        t: NOW - 5 * 60_000,
        address: W1,
        symbol: 'ETH',
        type: 'trade',
        side: 'sell',
        sizeUsd: 5e5,
        price: 3000,
      },
      {
        id: 'p-btc',
        t: NOW - 6 * 60_000,
        address: W1,
        symbol: 'BTC',
        type: 'liquidation',
        side: 'sell',
        sizeUsd: 7e5,
        price: 9e4,
      },
    ]);
    const res = await t.getJson('/v2/whales/tracking?side=sell&min_usd=400000', free.liveKey);
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: Row) => r.id)).toEqual(['p-btc']);
    expect(res.body.data[0]).toMatchObject({
      symbol: 'BTC',
      event_type: 'liquidation',
      wallet: W1,
      wallet_label: null,
    });
    await expectProblem(t, free.liveKey, 403, 'plan_restricted', ['/v2/whales/tracking?symbol=ETH']);
    await expectProblem(t, free.testKey, 403, 'plan_restricted', ['/v2/whales/tracking?symbol=TEST_ETH']);
  });
});

describe('GET /v2/whales/tracking: errors', () => {
  it('names the parameter of every bad input', async () => {
    await expectInvalidParams(t, pro.testKey, [
      ['/v2/whales/tracking?side=long', 'side'],
      ['/v2/whales/tracking?event_type=swap', 'event_type'],
      ['/v2/whales/tracking?min_usd=Infinity', 'min_usd'],
      ['/v2/whales/tracking?min_usd=1e309', 'min_usd'],
      ['/v2/whales/tracking?min_usd=NaN', 'min_usd'],
      ['/v2/whales/tracking?min_usd=-1', 'min_usd'],
      ['/v2/whales/tracking?wallet=0x123', 'wallet'],
      ['/v2/whales/tracking?limit=0', 'limit'],
      ['/v2/whales/tracking?limit=501', 'limit'],
      [`/v2/whales/tracking?since=${FROZEN + HOUR}`, 'since'],
      ['/v2/whales/tracking?since=yesterday', 'since'],
      [`/v2/whales/tracking?cursor=${'x'.repeat(601)}`, 'cursor'],
      ['/v2/whales/tracking?symbol=BTC%2F%2F%2F', 'symbol'],
    ]);
    await expectProblem(t, pro.testKey, 404, 'unknown_symbol', ['/v2/whales/tracking?symbol=TEST_NOPE']);
  });

  it('refuses a malformed, altered, foreign or re-filtered cursor with 400 naming cursor', async () => {
    const first = await t.getJson('/v2/whales/tracking?limit=3', pro.testKey);
    const cursor: string = first.body.meta.next_cursor;
    const v1Cursor: string = (await t.getJson('/v1/whales/events?limit=3', pro.testKey)).body.next_cursor;
    const [body, sum] = cursor.split('.') as [string, string];
    const cases = [
      'not-a-cursor',
      `${body}.${sum.slice(1)}A`,
      cursor.slice(0, -3),
      `${Buffer.from('[1,2,"x",3,"y"]').toString('base64url')}.${sum}`,
      v1Cursor,
    ];
    for (const bad of cases) {
      const res = await t.getJson(`/v2/whales/tracking?limit=3&cursor=${encodeURIComponent(bad)}`, pro.testKey);
      expect(res.status, bad).toBe(400);
      expect(res.body.invalid_params[0], bad).toMatchObject({ in: 'query', name: 'cursor' });
    }
    const other = await t.getJson(
      `/v2/whales/tracking?limit=3&side=buy&cursor=${encodeURIComponent(cursor)}`,
      pro.testKey,
    );
    expect(other.status).toBe(400);
    expect(other.body.detail).toMatch(/other filters.*wallet, side/);
    // The v2 cursor is foreign to v1 as well.
    const back = await t.getJson(`/v1/whales/events?limit=3&cursor=${encodeURIComponent(cursor)}`, pro.testKey);
    expect(back.status).toBe(400);
  });
});
