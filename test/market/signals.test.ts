import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
const now = Date.UTC(2026, 10, 21, 12, 0, 0);
const FROZEN = Date.UTC(2026, 4, 15, 12, 30, 0);
const PHASES = ['ACCUMULATION', 'MARKUP', 'DISTRIBUTION', 'MARKDOWN', 'NEUTRAL'];
const CONFIDENCE = ['HIGH', 'MEDIUM', 'LOW'];

beforeAll(async () => {
  t = await bootTestApp({}, { now: () => now });
});
afterAll(() => t.close());

async function frozenAccount(plan = 'pro') {
  const a = await t.createAccount(plan);
  await t.request({ method: 'POST', url: '/v1/test/simulate-time', key: a.testKey, payload: { to: FROZEN } });
  return a;
}

async function get(url: string, key?: string) {
  const res = await t.request({ url, key });
  return { status: res.statusCode, body: res.json() };
}

function expectSignal(s: Record<string, unknown>) {
  expect(s.accumulation_score).toBeGreaterThanOrEqual(0);
  expect(s.accumulation_score).toBeLessThanOrEqual(10);
  const c = s.components as Record<string, number>;
  expect(Object.keys(c).sort()).toEqual([
    'exchange_outflow',
    'large_txn_increase',
    'mvrv_signal',
    'whale_accumulation',
  ]);
  for (const v of Object.values(c)) {
    expect(v).toBeGreaterThanOrEqual(0);
    expect(v).toBeLessThanOrEqual(10);
  }
  expect(PHASES).toContain(s.phase);
  expect(CONFIDENCE).toContain(s.confidence);
  expect(s.estimated_duration_weeks).toBeGreaterThan(0);
  expect(typeof s.trend_30d).toBe('number');
}

describe('GET /v1/signals/accumulation: happy', () => {
  it('scores a list of symbols', async () => {
    const a = await frozenAccount('free');
    const { status, body } = await get('/v1/signals/accumulation?symbol=TEST_BTC,TEST_ETHUSDT,TEST_SOL', a.testKey);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', as_of: new Date(FROZEN).toISOString(), count: 3 });
    expect(body.signals.map((s: { symbol: string }) => s.symbol)).toEqual(['TEST_BTC', 'TEST_ETH', 'TEST_SOL']);
    for (const s of body.signals) expectSignal(s);
    // A list answers only in `signals`.
    expect(body.accumulation_score).toBeUndefined();
  });

  it('also puts a single symbol signal at the top level, as SPEC shows it', async () => {
    const a = await frozenAccount();
    const { body } = await get('/v1/signals/accumulation?symbol=TEST_BTC', a.testKey);
    expect(body.count).toBe(1);
    const { status: _, as_of: __, count: ___, signals, ...top } = body;
    expect(top).toEqual(signals[0]);
    expectSignal(top);
    // Duplicates and other spellings collapse into one symbol.
    const dup = (await get('/v1/signals/accumulation?symbol=TEST_BTC,TEST_BTCUSDT', a.testKey)).body;
    expect(dup.signals).toEqual(signals);
  });

  it('is deterministic across accounts frozen at the same instant', async () => {
    const [a, b] = [await frozenAccount(), await frozenAccount('trader')];
    const url = '/v1/signals/accumulation?symbol=TEST_BTC,TEST_OP';
    expect((await get(url, a.testKey)).body).toEqual((await get(url, b.testKey)).body);
  });
});

describe('GET /v1/metrics/whale-addresses: happy', () => {
  it('gives the count, change, holdings and score at the default threshold', async () => {
    const a = await frozenAccount('free');
    const { status, body } = await get('/v1/metrics/whale-addresses?symbol=TEST_BTC', a.testKey);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'ok',
      as_of: new Date(FROZEN).toISOString(),
      symbol: 'TEST_BTC',
      threshold: 1000,
    });
    expect(Number.isInteger(body.whale_address_count)).toBe(true);
    expect(body.whale_address_count).toBeGreaterThan(0);
    expect(body['30d_change']).toMatch(/^[+-]\d+\.\d%$/);
    expect(body.total_holdings).toMatch(/^\d{1,3}(,\d{3})* TEST_BTC$/);
    expect(body.accumulation_score).toBeGreaterThanOrEqual(0);
    expect(body.accumulation_score).toBeLessThanOrEqual(10);
    expect(CONFIDENCE).toContain(body.confidence);
  });

  it('never counts more addresses at a higher threshold; the change does not depend on it', async () => {
    const a = await frozenAccount();
    const at = async (threshold: number) =>
      (await get(`/v1/metrics/whale-addresses?symbol=TEST_ETH&threshold=${threshold}`, a.testKey)).body;
    const [low, mid, high] = [await at(100), await at(1000), await at(10_000_000)];
    expect(low.whale_address_count).toBeGreaterThanOrEqual(mid.whale_address_count);
    expect(mid.whale_address_count).toBeGreaterThanOrEqual(high.whale_address_count);
    expect(low['30d_change']).toBe(mid['30d_change']);
    expect(high.threshold).toBe(10_000_000);
  });
});

describe('signals and metrics: errors', () => {
  it('names bad parameters', async () => {
    const a = await frozenAccount();
    const cases: Array<[string, string]> = [
      ['/v1/signals/accumulation', 'symbol'],
      ['/v1/signals/accumulation?symbol=', 'symbol'],
      ['/v1/signals/accumulation?symbol=,,', 'symbol'],
      [`/v1/signals/accumulation?symbol=${Array.from({ length: 21 }, (_, i) => `S${i}`).join(',')}`, 'symbol'],
      ['/v1/metrics/whale-addresses', 'symbol'],
      ['/v1/metrics/whale-addresses?symbol=TEST_BTC&threshold=0', 'threshold'],
      ['/v1/metrics/whale-addresses?symbol=TEST_BTC&threshold=10000001', 'threshold'],
      ['/v1/metrics/whale-addresses?symbol=TEST_BTC&threshold=1.5', 'threshold'],
      ['/v1/metrics/whale-addresses?symbol=TEST_BTC&threshold=lots', 'threshold'],
    ];
    for (const [url, name] of cases) {
      const res = await get(url, a.testKey);
      expect(res.status, url).toBe(400);
      expect(res.body.invalid_params[0].name, url).toBe(name);
    }
  });

  it('answers 404 for unknown symbols', async () => {
    const a = await frozenAccount();
    for (const url of ['/v1/signals/accumulation?symbol=TEST_BTC,NOPECOIN', '/v1/metrics/whale-addresses?symbol=ETH']) {
      const res = await get(url, a.testKey);
      expect(res.status, url).toBe(404);
      expect(res.body.code).toBe('unknown_symbol');
    }
  });

  it('answers 503 data_unavailable for a production key on an empty database', async () => {
    const a = await t.createAccount('pro');
    for (const url of [
      '/v1/signals/accumulation?symbol=BTC,ETH',
      '/v1/metrics/whale-addresses?symbol=BTC&threshold=100',
    ]) {
      const res = await get(url, a.liveKey);
      expect(res.status, url).toBe(503);
      expect(res.body.code).toBe('data_unavailable');
    }
  });
});

describe('signals and metrics: security', () => {
  it('needs a key', async () => {
    for (const url of ['/v1/signals/accumulation?symbol=TEST_BTC', '/v1/metrics/whale-addresses?symbol=TEST_BTC']) {
      expect((await get(url)).status, url).toBe(401);
    }
  });

  it('checks the plan before data: a free production key asking ETH gets 403, BTC 503', async () => {
    const a = await t.createAccount('free');
    for (const url of ['/v1/signals/accumulation?symbol=BTC,ETH', '/v1/metrics/whale-addresses?symbol=ETH']) {
      const res = await get(url, a.liveKey);
      expect(res.status, url).toBe(403);
      expect(res.body.code).toBe('plan_restricted');
    }
    expect((await get('/v1/metrics/whale-addresses?symbol=BTC', a.liveKey)).status).toBe(503);
  });
});
