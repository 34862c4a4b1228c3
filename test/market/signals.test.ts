import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestApp } from '../helpers/app.ts';
import { expectInvalidParams, expectProblem } from '../helpers/market.ts';

let t: TestApp;
const now = Date.UTC(2026, 10, 21, 12, 0, 0);
const FROZEN = Date.UTC(2026, 4, 15, 12, 30, 0);
const PHASES = ['ACCUMULATION', 'MARKUP', 'DISTRIBUTION', 'MARKDOWN', 'NEUTRAL'];
const CONFIDENCE = ['HIGH', 'MEDIUM', 'LOW'];

beforeAll(async () => {
  t = await bootTestApp({}, { now: () => now });
});
afterAll(() => t.close());

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
    const a = await t.frozenAccount('trader', FROZEN);
    const { status, body } = await t.getJson(
      '/v1/signals/accumulation?symbol=TEST_BTC,TEST_ETHUSDT,TEST_SOL',
      a.testKey,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', as_of: new Date(FROZEN).toISOString(), count: 3 });
    expect(body.signals.map((s: { symbol: string }) => s.symbol)).toEqual(['TEST_BTC', 'TEST_ETH', 'TEST_SOL']);
    for (const s of body.signals) expectSignal(s);
    // A list answers only in `signals`.
    expect(body.accumulation_score).toBeUndefined();
  });

  it('also puts a single symbol signal at the top level, as SPEC shows it', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    const { body } = await t.getJson('/v1/signals/accumulation?symbol=TEST_BTC', a.testKey);
    expect(body.count).toBe(1);
    const { status: _, as_of: __, count: ___, signals, ...top } = body;
    expect(top).toEqual(signals[0]);
    expectSignal(top);
    // Duplicates and other spellings collapse into one symbol.
    const dup = (await t.getJson('/v1/signals/accumulation?symbol=TEST_BTC,TEST_BTCUSDT', a.testKey)).body;
    expect(dup.signals).toEqual(signals);
  });

  it('is deterministic across accounts frozen at the same instant', async () => {
    const [a, b] = [await t.frozenAccount('pro', FROZEN), await t.frozenAccount('trader', FROZEN)];
    const url = '/v1/signals/accumulation?symbol=TEST_BTC,TEST_OP';
    expect((await t.getJson(url, a.testKey)).body).toEqual((await t.getJson(url, b.testKey)).body);
  });
});

describe('GET /v1/metrics/whale-addresses: happy', () => {
  it('gives the count, change, holdings and score at the default threshold', async () => {
    const a = await t.frozenAccount('free', FROZEN);
    const { status, body } = await t.getJson('/v1/metrics/whale-addresses?symbol=TEST_BTC', a.testKey);
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
    // Numeric twins of the two texts, and they agree.
    expect(Math.abs(Number(body['30d_change'].replace('%', '')) / 100 - body.change_30d)).toBeLessThanOrEqual(0.0005);
    expect(body.unit).toBe('TEST_BTC');
    expect(Number(body.total_holdings.replace(' TEST_BTC', '').replaceAll(',', ''))).toBe(body.total_holdings_units);
    expect(body.accumulation_score).toBeGreaterThanOrEqual(0);
    expect(body.accumulation_score).toBeLessThanOrEqual(10);
    expect(CONFIDENCE).toContain(body.confidence);
  });

  it('never counts more addresses at a higher threshold; the change does not depend on it', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    const at = async (threshold: number) =>
      (await t.getJson(`/v1/metrics/whale-addresses?symbol=TEST_ETH&threshold=${threshold}`, a.testKey)).body;
    const [low, mid, high] = [await at(100), await at(1000), await at(10_000_000)];
    expect(low.whale_address_count).toBeGreaterThanOrEqual(mid.whale_address_count);
    expect(mid.whale_address_count).toBeGreaterThanOrEqual(high.whale_address_count);
    expect(low['30d_change']).toBe(mid['30d_change']);
    expect(low.change_30d).toBe(mid.change_30d);
    expect(high.threshold).toBe(10_000_000);
  });
});

describe('signals and metrics: errors', () => {
  it('names bad parameters', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    await expectInvalidParams(t, a.testKey, [
      ['/v1/signals/accumulation', 'symbol'],
      ['/v1/signals/accumulation?symbol=', 'symbol'],
      ['/v1/signals/accumulation?symbol=,,', 'symbol'],
      [`/v1/signals/accumulation?symbol=${Array.from({ length: 21 }, (_, i) => `S${i}`).join(',')}`, 'symbol'],
      ['/v1/metrics/whale-addresses', 'symbol'],
      ['/v1/metrics/whale-addresses?symbol=TEST_BTC&threshold=0', 'threshold'],
      ['/v1/metrics/whale-addresses?symbol=TEST_BTC&threshold=10000001', 'threshold'],
      ['/v1/metrics/whale-addresses?symbol=TEST_BTC&threshold=1.5', 'threshold'],
      ['/v1/metrics/whale-addresses?symbol=TEST_BTC&threshold=lots', 'threshold'],
    ]);
  });

  it('answers 404 for unknown symbols', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    await expectProblem(t, a.testKey, 404, 'unknown_symbol', [
      '/v1/signals/accumulation?symbol=TEST_BTC,NOPECOIN',
      '/v1/metrics/whale-addresses?symbol=ETH',
    ]);
  });

  it('answers 503 data_unavailable for a production key on an empty database', async () => {
    const a = await t.createAccount('pro');
    await expectProblem(t, a.liveKey, 503, 'data_unavailable', [
      '/v1/signals/accumulation?symbol=BTC,ETH',
      '/v1/metrics/whale-addresses?symbol=BTC&threshold=100',
    ]);
  });
});

describe('signals and metrics: security', () => {
  it('needs a key', async () => {
    for (const url of ['/v1/signals/accumulation?symbol=TEST_BTC', '/v1/metrics/whale-addresses?symbol=TEST_BTC']) {
      expect((await t.getJson(url)).status, url).toBe(401);
    }
  });

  it('checks the plan before data: a free production key asking ETH gets 403, BTC 503', async () => {
    const a = await t.createAccount('free');
    await expectProblem(t, a.liveKey, 403, 'plan_restricted', [
      '/v1/signals/accumulation?symbol=BTC,ETH',
      '/v1/metrics/whale-addresses?symbol=ETH',
    ]);
    expect((await t.getJson('/v1/metrics/whale-addresses?symbol=BTC', a.liveKey)).status).toBe(503);
  });
});
