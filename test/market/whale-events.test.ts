import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_WHALES } from '../../src/sources/synthetic/index.ts';
import { bootTestApp, type TestApp } from '../helpers/app.ts';
import { expectSameAnswers } from '../helpers/market.ts';

let t: TestApp;
const now = Date.UTC(2026, 10, 21, 12, 0, 0);
/** Sandbox clocks are frozen here: well after the test whales started trading (2025-01-01). */
const FROZEN = Date.UTC(2026, 4, 15, 12, 30, 0);
const address = (label: string) => TEST_WHALES.find((w) => w.label === label)!.address;

interface Event {
  id: string;
  t: number;
  time: string;
  address: string;
  label: string | null;
  symbol: string;
  type: string;
  side: string;
  size_usd: number;
  price: number;
}

beforeAll(async () => {
  t = await bootTestApp({}, { now: () => now });
});
afterAll(() => t.close());

describe('GET /v1/whales/events: happy', () => {
  it('lists trades and liquidations newest first with the documented fields', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    const { status, body } = await t.getJson('/v1/whales/events?limit=200', a.testKey);
    expect(status).toBe(200);
    expect(body.count).toBe(200);
    const times = body.events.map((e: Event) => e.t);
    expect(times).toEqual([...times].sort((x, y) => y - x));
    for (const e of body.events as Event[]) {
      expect(e.t).toBeLessThanOrEqual(FROZEN);
      expect(e.time).toBe(new Date(e.t).toISOString());
      expect(['trade', 'liquidation']).toContain(e.type);
      expect(['buy', 'sell']).toContain(e.side);
      expect(e.size_usd).toBeGreaterThan(0);
    }
    expect(typeof body.next_cursor).toBe('string');
  });

  it('shows the Accumulator only buying, the Distributor only selling, the Oscillator alternating', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    const sides = async (label: string) => {
      const body = (await t.getJson(`/v1/whales/events?address=${address(label)}&limit=100`, a.testKey)).body;
      expect(body.events.length).toBeGreaterThan(5);
      for (const e of body.events as Event[])
        expect(e).toMatchObject({ label, type: 'trade', address: address(label) });
      return body.events.map((e: Event) => e.side);
    };
    expect(new Set(await sides('Accumulator'))).toEqual(new Set(['buy']));
    expect(new Set(await sides('Distributor'))).toEqual(new Set(['sell']));
    const osc = await sides('Oscillator');
    expect(osc.slice(1).every((s: string, i: number) => s !== osc[i])).toBe(true);
    // The address filter accepts any case.
    const upper = (
      await t.getJson(
        `/v1/whales/events?address=${address('Accumulator').toUpperCase().replace('0X', '0x')}&limit=5`,
        a.testKey,
      )
    ).body;
    expect(upper.events[0].label).toBe('Accumulator');
  });

  it('filters by symbol, type, min_usd and since (ms or ISO)', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    const since = FROZEN - 86_400_000;
    for (const s of [String(since), new Date(since).toISOString()]) {
      const url = `/v1/whales/events?symbol=TEST_ETH&type=trade&min_usd=200000&since=${encodeURIComponent(s)}&limit=500`;
      const body = (await t.getJson(url, a.testKey)).body;
      expect(body.count).toBeGreaterThan(0);
      expect(body.next_cursor).toBeNull();
      for (const e of body.events as Event[]) {
        expect(e).toMatchObject({ symbol: 'TEST_ETH', type: 'trade' });
        expect(e.size_usd).toBeGreaterThanOrEqual(200_000);
        expect(e.t).toBeGreaterThanOrEqual(since);
      }
    }
    // Liquidations are rarer: the default window (seven days) holds a few.
    const liq = (await t.getJson('/v1/whales/events?type=liquidation', a.testKey)).body;
    expect(liq.count).toBeGreaterThan(0);
    for (const e of liq.events as Event[]) expect(e.type).toBe('liquidation');
  });

  it('pages through the feed without skipping or repeating: pages joined equal one big page', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    const since = FROZEN - 2 * 86_400_000;
    const big = (await t.getJson(`/v1/whales/events?since=${since}&limit=500`, a.testKey)).body;
    expect(big.count).toBeGreaterThan(60);
    const pages: Event[] = [];
    let cursor: string | null = null;
    let n = 0;
    do {
      const url: string = `/v1/whales/events?since=${since}&limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await t.getJson(url, a.testKey);
      expect(res.status).toBe(200);
      pages.push(...res.body.events);
      cursor = res.body.next_cursor;
      n++;
    } while (cursor && pages.length < big.count);
    expect(n).toBeGreaterThan(5);
    const ids = pages.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(pages.slice(0, big.count)).toEqual(big.events);
  });

  it('gives two accounts frozen at the same instant identical answers', async () => {
    const [a, b] = [await t.frozenAccount('pro', FROZEN), await t.frozenAccount('enterprise', FROZEN)];
    await expectSameAnswers(
      t,
      [a.testKey, b.testKey],
      ['/v1/whales/events?limit=50', '/v1/whales/TEST_ETH', '/v1/whales/summary', '/v1/whales?limit=10'],
    );
  });
});

describe('GET /v1/whales/events: errors', () => {
  it('rejects an altered cursor, or one reused with other filters', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    const cursor: string = (await t.getJson('/v1/whales/events?limit=3', a.testKey)).body.next_cursor;
    const [body, sum] = cursor.split('.');
    const forged = Buffer.from(
      JSON.stringify(
        JSON.parse(Buffer.from(body, 'base64url').toString()).map((v: unknown, i: number) => (i === 1 ? 1 : v)),
      ),
    ).toString('base64url');
    for (const bad of [`${forged}.${sum}`, `${body}.${sum.slice(1)}x`, cursor.slice(0, -2)]) {
      const res = await t.getJson(`/v1/whales/events?limit=3&cursor=${encodeURIComponent(bad)}`, a.testKey);
      expect(res.status).toBe(400);
      expect(res.body.invalid_params[0]).toMatchObject({ in: 'query', name: 'cursor' });
    }
    const other = await t.getJson(
      `/v1/whales/events?limit=3&type=trade&cursor=${encodeURIComponent(cursor)}`,
      a.testKey,
    );
    expect(other.status).toBe(400);
    expect(other.body.detail).toMatch(/cursor.*other filters/);
  });
});
