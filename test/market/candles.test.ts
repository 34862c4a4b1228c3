import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestApp } from '../helpers/app.ts';
import { expectInvalidParams, expectProblem } from '../helpers/market.ts';

let t: TestApp;
beforeAll(async () => {
  t = await bootTestApp();
});
afterAll(() => t.close());

const FROZEN = Date.UTC(2026, 4, 15, 12, 30, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('GET /v1/candles: happy', () => {
  it('serves the latest candles up to now, oldest first, joined open to close', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    const { status, body } = await t.getJson('/v1/candles?symbol=TEST_BTC&interval=1h&limit=24', a.testKey);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', symbol: 'TEST_BTC', interval: '1h', count: 24, next_start: null });
    const ts = body.candles.map((c: { t: number }) => c.t);
    expect(ts.at(-1)).toBe(Math.floor(FROZEN / HOUR) * HOUR);
    for (let i = 1; i < ts.length; i++) {
      expect(ts[i] - ts[i - 1]).toBe(HOUR);
      expect(body.candles[i].open).toBe(body.candles[i - 1].close);
    }
    for (const c of body.candles) {
      expect(c.time).toBe(new Date(c.t).toISOString());
      expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close));
      expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close));
      expect(c.volume).toBeGreaterThanOrEqual(0);
    }
  });

  it('walks six months of daily candles in pages with next_start, without gaps or repeats', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    const start = FROZEN - 182 * DAY;
    const seen: number[] = [];
    let next: number | null = start;
    while (next !== null) {
      const { status, body } = await t.getJson(
        `/v1/candles?symbol=TEST_ETH&interval=1d&start=${next}&limit=50`,
        a.testKey,
      );
      expect(status).toBe(200);
      expect(body.count).toBeLessThanOrEqual(50);
      seen.push(...body.candles.map((c: { t: number }) => c.t));
      next = body.next_start;
    }
    expect(seen.length).toBeGreaterThanOrEqual(182);
    expect(new Set(seen).size).toBe(seen.length);
    for (let i = 1; i < seen.length; i++) expect(seen[i]! - seen[i - 1]!).toBe(DAY);
  });
});

describe('GET /v1/candles: errors', () => {
  it('names the bad parameter: interval, limit, times in seconds, outside six months, start after end', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    await expectInvalidParams(t, a.testKey, [
      ['/v1/candles?symbol=TEST_BTC&interval=2h', 'interval'],
      ['/v1/candles?symbol=TEST_BTC&limit=1001', 'limit'],
      [`/v1/candles?symbol=TEST_BTC&start=${Math.floor(FROZEN / 1000) - 3600}`, 'start'],
      [`/v1/candles?symbol=TEST_BTC&start=${FROZEN - 200 * DAY}`, 'start'],
      [`/v1/candles?symbol=TEST_BTC&end=${FROZEN + DAY}`, 'end'],
      [`/v1/candles?symbol=TEST_BTC&start=${FROZEN - HOUR}&end=${FROZEN - 2 * HOUR}`, 'start'],
      ['/v1/candles', 'symbol'],
    ]);
    await expectProblem(t, a.testKey, 404, 'unknown_symbol', ['/v1/candles?symbol=TEST_NOPE']);
  });

  it('answers 503 data_unavailable with Retry-After for production until candles are collected', async () => {
    const a = await t.createAccount('pro');
    const res = await t.getJson('/v1/candles?symbol=BTC', a.liveKey);
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('data_unavailable');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('GET /v1/candles: security', () => {
  it('needs a key, and keeps to the plan', async () => {
    await expectProblem(t, undefined, 401, 'invalid_key', ['/v1/candles?symbol=TEST_BTC']);
    const free = await t.createAccount('free');
    // The plan is checked before any data is read: a free key never learns about ETH.
    await expectProblem(t, free.liveKey, 403, 'plan_restricted', ['/v1/candles?symbol=ETH']);
    await expectProblem(t, free.liveKey, 404, 'unknown_symbol', ['/v1/candles?symbol=TEST_BTC']);
    await expectProblem(t, free.testKey, 404, 'unknown_symbol', ['/v1/candles?symbol=BTC']);
  });

  it('refuses hostile input without echoing it into a 500', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    for (const bad of ["start=1'%20OR%201=1", `start=${'9'.repeat(40)}`, 'end=%00', 'symbol=<script>']) {
      const res = await t.getJson(`/v1/candles?symbol=TEST_BTC&${bad}`, a.testKey);
      expect(res.status, bad).toBeGreaterThanOrEqual(400);
      expect(res.status, bad).toBeLessThan(500);
    }
  });
});
