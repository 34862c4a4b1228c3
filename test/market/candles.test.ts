import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCandles } from '../../src/market/production-store.ts';
import { bootTestApp, type TestApp } from '../helpers/app.ts';
import { expectInvalidParams, expectProblem } from '../helpers/market.ts';

let t: TestApp;
const now = Date.UTC(2026, 10, 21, 12, 0, 0);
const FROZEN = Date.UTC(2026, 4, 15, 12, 30, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface CandleRow {
  t: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

beforeAll(async () => {
  t = await bootTestApp({}, { now: () => now });
});
afterAll(() => t.close());

describe('GET /v1/candles: happy', () => {
  it('answers one candle per interval whose open time lies in [start, end], oldest first, OHLC consistent', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    const start = Date.UTC(2026, 3, 1);
    for (const [interval, step, end, expected] of [
      ['1h', HOUR, start + DAY - 1, 24],
      ['1h', HOUR, start + DAY, 25],
      ['15m', 15 * 60_000, start + 6 * HOUR - 1, 24],
      ['1d', DAY, start + 30 * DAY - 1, 30],
    ] as const) {
      const { status, body } = await t.getJson(
        `/v1/candles?symbol=TEST_BTC&interval=${interval}&start=${start}&end=${end}`,
        a.testKey,
      );
      expect(status, interval).toBe(200);
      expect(body).toMatchObject({ status: 'ok', symbol: 'TEST_BTC', interval, interval_ms: step, next_start: null });
      expect(body.count).toBe(expected);
      expect(body.candles).toHaveLength(expected);
      body.candles.forEach((c: CandleRow, i: number) => {
        expect(c.t).toBe(start + i * step);
        expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close));
        expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close));
        expect(c.low).toBeGreaterThan(0);
        expect(c.volume).toBeGreaterThanOrEqual(0);
      });
    }
  });

  it('reaches back six months, not further, and stops at the clock with a forming candle', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    const oldest = (await t.getJson(`/v1/candles?symbol=TEST_ETH&interval=1d&start=${FROZEN - 182 * DAY}`, a.testKey))
      .body;
    expect(oldest.count).toBe(182);
    const latest = (await t.getJson('/v1/candles?symbol=TEST_ETH&interval=1h&limit=3', a.testKey)).body;
    expect(latest.as_of).toBe(new Date(FROZEN).toISOString());
    expect(latest.candles.map((c: CandleRow) => c.t)).toEqual([
      FROZEN - 2.5 * HOUR,
      FROZEN - 1.5 * HOUR,
      FROZEN - 0.5 * HOUR,
    ]);
    expect(latest.next_start).toBeNull();
  });

  it('is identical for two accounts at the same clock', async () => {
    const [a, b] = [await t.frozenAccount('pro', FROZEN), await t.frozenAccount('pro', FROZEN)];
    const url = '/v1/candles?symbol=TEST_SOLUSDT&interval=5m&limit=200';
    const [x, y] = [await t.getJson(url, a.testKey), await t.getJson(url, b.testKey)];
    expect(x.status).toBe(200);
    expect(x.body.count).toBe(200);
    expect(x.body).toEqual(y.body);
  });

  it('pages forward by next_start with no gap and no duplicate', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    const start = Date.UTC(2026, 2, 1, 7, 20);
    const end = start + 2 * DAY + 17 * 60_000;
    const whole = (
      await t.getJson(`/v1/candles?symbol=TEST_BTC&interval=15m&start=${start}&end=${end}&limit=1000`, a.testKey)
    ).body;
    expect(whole.next_start).toBeNull();
    const paged: CandleRow[] = [];
    let next: number | null = start;
    let pages = 0;
    while (next !== null) {
      const { status, body } = await t.getJson(
        `/v1/candles?symbol=TEST_BTC&interval=15m&start=${next}&end=${end}&limit=50`,
        a.testKey,
      );
      expect(status).toBe(200);
      if (body.next_start !== null) {
        expect(body.count).toBe(50);
        expect(body.next_start).toBe(body.candles.at(-1).t + 15 * 60_000);
      }
      paged.push(...body.candles);
      next = body.next_start;
      pages++;
    }
    expect(pages).toBe(Math.ceil(whole.count / 50));
    expect(paged).toEqual(whole.candles);
    const times = paged.map((c) => c.t);
    const first = Math.ceil(start / (15 * 60_000)) * 15 * 60_000;
    expect(times).toEqual(times.map((_, i) => first + i * 15 * 60_000));
    expect(times.at(-1)).toBeLessThanOrEqual(end);
    expect(times.at(-1)! + 15 * 60_000).toBeGreaterThan(end);
  });

  it('is documented in OpenAPI with a response schema', async () => {
    const spec = (await t.request({ url: '/openapi.json' })).json();
    const op = spec.paths['/v1/candles'].get;
    expect(op.summary).toMatch(/OHLCV/);
    expect(op.responses['200'].content['application/json'].schema.properties.candles).toBeDefined();
  });
});

describe('GET /v1/candles: errors', () => {
  it('rejects bad parameters, out-of-range times and end before start, naming the allowed range', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    const base = '/v1/candles?symbol=TEST_BTC';
    await expectInvalidParams(t, a.testKey, [
      [`${base}&interval=2h`, 'interval'],
      [`${base}&limit=0`, 'limit'],
      [`${base}&limit=1001`, 'limit'],
      [`${base}&start=yesterday`, 'start'],
      [`${base}&start=${FROZEN - 200 * DAY}`, 'start'],
      [`${base}&end=${FROZEN + HOUR}`, 'end'],
      [`${base}&start=${FROZEN - DAY}&end=${FROZEN - 2 * DAY}`, 'end'],
      ['/v1/candles?interval=1h', 'symbol'],
      [`${base}&start=99999999999999999999`, 'start'],
      [`${base}&limit=abc`, 'limit'],
      ['/v1/candles?symbol=TEST_BTC%27%3B--', 'symbol'],
    ]);
    const early = (await t.getJson(`${base}&start=${FROZEN - 200 * DAY}`, a.testKey)).body;
    expect(early.detail).toContain(new Date(FROZEN - 183 * DAY).toISOString());
    const late = (await t.getJson(`${base}&end=${FROZEN + HOUR}`, a.testKey)).body;
    expect(late.detail).toContain(new Date(FROZEN).toISOString());
    await expectProblem(t, a.testKey, 404, 'unknown_symbol', [`/v1/candles?symbol=TEST_NOPE`]);
  });
});

describe('GET /v1/candles: security', () => {
  it('needs a key, limits symbols to the plan, and answers 503 in production without collected candles', async () => {
    const free = await t.frozenAccount('free', FROZEN);
    await expectProblem(t, undefined, 401, 'invalid_key', ['/v1/candles?symbol=TEST_BTC']);
    expect((await t.getJson('/v1/candles?symbol=TEST_BTC&limit=2', free.testKey)).status).toBe(200);
    await expectProblem(t, free.testKey, 403, 'plan_restricted', ['/v1/candles?symbol=TEST_ETH']);
    const pro = await t.createAccount('pro');
    await expectProblem(t, pro.liveKey, 503, 'data_unavailable', ['/v1/candles?symbol=BTC&interval=1h&limit=10']);
  });
});

describe('GET /v1/candles: production', () => {
  it('serves collected candles in the same shape once collectors have written them', async () => {
    const pro = await t.createAccount('pro');
    const first = Math.floor(now / HOUR) * HOUR - 4 * HOUR;
    const rows = Array.from({ length: 5 }, (_, i) => ({
      t: first + i * HOUR,
      o: 100 + i,
      h: 103 + i,
      l: 99 + i,
      c: 101 + i,
      v: 7 + i,
    }));
    await writeCandles(t.database.db, { source: 'binance', symbol: 'ETH', interval: '1h' }, rows);
    const { status, body } = await t.getJson(
      `/v1/candles?symbol=ETHUSDT&interval=1h&start=${first}&limit=3`,
      pro.liveKey,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      symbol: 'ETH',
      count: 3,
      next_start: first + 3 * HOUR,
      as_of: new Date(now).toISOString(),
    });
    expect(body.candles[0]).toEqual({ t: first, open: 100, high: 103, low: 99, close: 101, volume: 7 });
    const rest = (await t.getJson(`/v1/candles?symbol=ETH&interval=1h&start=${body.next_start}`, pro.liveKey)).body;
    expect(rest.candles.map((c: CandleRow) => c.t)).toEqual([first + 3 * HOUR, first + 4 * HOUR]);
    expect(rest.next_start).toBeNull();
  });
});
