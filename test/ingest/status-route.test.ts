/** GET /v1/status/sources: who may ask, and what a deployment that collects little shows. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPSTREAMS } from '../../src/ingest/catalog.ts';
import { recordFailure, recordSuccess } from '../../src/ingest/status.ts';
import { bootTestApp, type TestApp } from '../helpers/app.ts';

const NOW = Date.UTC(2026, 10, 23, 12);
let t: TestApp;

beforeAll(async () => {
  t = await bootTestApp({ LIVE_SOURCES: 'binance' }, { now: () => NOW });
});
afterAll(() => t.close());

describe('GET /v1/status/sources', () => {
  it('happy: lists every upstream; only the collected ones have a state other than disabled', async () => {
    await recordSuccess(t.database.db, 'binance', { at: NOW - 60_000, durationMs: 812.4, items: 228, skipped: 2 });
    await recordFailure(t.database.db, 'binance', NOW - 1_000, 'binance: premiumIndex: HTTP 503');
    const { status, body } = await t.getJson('/v1/status/sources', 'sk_test_public_demo');
    expect(status).toBe(200);
    expect(body.count).toBe(UPSTREAMS.length);
    expect(body.sources.map((s: { name: string }) => s.name)).toEqual(UPSTREAMS.map((u) => u.name));
    const binance = body.sources.find((s: { name: string }) => s.name === 'binance');
    expect(binance).toEqual({
      name: 'binance',
      feeds: 'derivatives',
      state: 'degraded',
      collected: true,
      setting: 'BINANCE_FAPI_URL',
      fresh_within_seconds: 900,
      age_seconds: 60,
      last_success_at: new Date(NOW - 60_000).toISOString(),
      last_error_at: new Date(NOW - 1_000).toISOString(),
      last_error: 'binance: premiumIndex: HTTP 503',
      successes: 1,
      failures: 1,
      consecutive_failures: 1,
      last_cycle_ms: 812,
      last_items: 228,
      last_skipped: 2,
    });
    for (const s of body.sources.filter((x: { name: string }) => x.name !== 'binance')) {
      expect(s, s.name).toMatchObject({ state: 'disabled', collected: false });
    }
  });

  it('error: needs a key, like every v1 route', async () => {
    const res = await t.request({ url: '/v1/status/sources' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('security: any valid key may ask, production or sandbox; it reveals no upstream address', async () => {
    const acc = await t.createAccount('free');
    for (const key of [acc.liveKey, acc.testKey]) {
      const res = await t.request({ url: '/v1/status/sources', key });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/https?:\/\//);
    }
  });
});
