/**
 * The public sandbox keys are shared by strangers: they read the live sandbox clock and cannot
 * change sandbox state; leftover state in the database for their accounts never applies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_SANDBOX_KEYS } from '../../src/accounts/public-keys.ts';
import { newEventId } from '../../src/events/outbox.ts';
import { sandboxErrors, sandboxState } from '../../src/sandbox/tables.ts';
import { bootTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
const now = Date.UTC(2026, 10, 21, 12, 0, 0);
const PAST = Date.UTC(2026, 2, 1);
beforeAll(async () => {
  t = await bootTestApp({}, { now: () => now });
});
afterAll(() => t.close());

const CHANGES = [
  ['/v1/test/simulate-time', { to: PAST }],
  ['/test/simulate-time', { advance_seconds: 3600 }],
  ['/v1/test/reset', {}],
  ['/test/reset', {}],
  ['/v1/test/reset?resource=clock', {}],
  ['/v1/test/inject-error', { code: 'service_unavailable' }],
  ['/test/inject-error', { code: 'timeout', path: '/v1/symbols', count: 5 }],
  // Refused before the body is looked at: a bad body is still 403, not 400.
  ['/v1/test/simulate-time', { to: 'yesterday' }],
  ['/v1/test/inject-error', {}],
  ['/v1/test/reset?resource=webhooks', {}],
] as const;

describe('public sandbox keys: security', () => {
  it('refuse every sandbox control that changes state, with a stable code and a way out', async () => {
    for (const { key } of PUBLIC_SANDBOX_KEYS) {
      for (const [url, payload] of CHANGES) {
        const res = await t.request({ method: 'POST', url, key, payload });
        expect(res.statusCode, `${key} ${url}`).toBe(403);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        const body = res.json();
        expect(body.code).toBe('sandbox_shared_key');
        expect(body.type).toBe('/problems/sandbox_shared_key');
        expect(body.hint).toMatch(/msig account create/);
      }
      const status = (await t.getJson('/v1/test/status', key)).body;
      expect(status.clock).toMatchObject({ mode: 'real_time', now_ms: now });
      expect(status.active_errors).toEqual([]);
      expect(status.last_reset).toBeNull();
    }
    expect((await t.getJson('/v1/symbols', 'sk_test_public_demo')).status).toBe(200);
  });

  it('the problem type is documented', async () => {
    const res = await t.getJson('/problems/sandbox_shared_key');
    expect(res.body).toMatchObject({ code: 'sandbox_shared_key', status: 403 });
  });

  it('ignore a frozen clock, injected errors and events left in the database for their accounts', async () => {
    const db = t.database.db;
    for (const { accountId } of PUBLIC_SANDBOX_KEYS) {
      await db
        .insert(sandboxState)
        .values({ accountId, clockMs: PAST, lastResetAt: new Date(PAST), lastResetResource: 'clock' })
        .onConflictDoUpdate({ target: sandboxState.accountId, set: { clockMs: PAST } });
      await db.insert(sandboxErrors).values({ accountId, code: 'service_unavailable', pathPrefix: null });
      await t.database.query(
        `INSERT INTO events (id, world, account_id, t, name, kind, symbol, direction, body)
         VALUES ($1, 'sandbox', $2, $3, 'HIGH', 'confirmation', 'TEST_BTC', 'long', '{"left":"over"}')`,
        [newEventId(), accountId, PAST],
      );
    }
    for (const { key } of PUBLIC_SANDBOX_KEYS) {
      const status = await t.getJson('/v1/test/status', key);
      expect(status.status).toBe(200);
      expect(status.body.clock).toEqual({ now_ms: now, iso: new Date(now).toISOString(), mode: 'real_time' });
      expect(status.body.active_errors).toEqual([]);
      expect(status.body.last_reset).toBeNull();
      const summary = await t.getJson('/v1/whales/summary', key);
      expect(summary.status).toBe(200);
      expect(summary.body.as_of).toBe(new Date(now).toISOString());
      const events = await t.getJson('/test/events', key);
      expect(events.body).toEqual({ status: 'ok', events: [], next_after: 0 });
    }
  });
});

describe('public sandbox keys: what stays open', () => {
  it('read the sandbox status and events feed', async () => {
    for (const { key } of PUBLIC_SANDBOX_KEYS) {
      expect((await t.getJson('/v1/test/status', key)).status).toBe(200);
      expect((await t.getJson('/v1/test/events', key)).status).toBe(200);
    }
  });

  it('still force an error for one request with X-Test-Error, without affecting the next stranger', async () => {
    const forced = await t.request({
      url: '/v1/symbols',
      key: 'sk_test_public_demo',
      headers: { 'x-test-error': 'timeout' },
    });
    expect(forced.statusCode).toBe(504);
    expect(forced.json()).toMatchObject({ code: 'timeout', injected: true });
    expect((await t.request({ url: '/v1/symbols', key: 'sk_test_public_demo' })).statusCode).toBe(200);
  });

  it("an account's own sandbox key still controls its own sandbox", async () => {
    const a = await t.frozenAccount('free', PAST);
    expect((await t.getJson('/v1/test/status', a.testKey)).body.clock.mode).toBe('frozen');
    expect((await t.getJson('/v1/test/status', 'sk_test_public_demo')).body.clock.mode).toBe('real_time');
  });
});
