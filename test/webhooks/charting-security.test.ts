/**
 * Charting alerts: issuing and rotating secrets, refusing bad ones uniformly, the flood guard,
 * the duplicate window on the app's clock, the per-account limit and usage.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bootCharting, type Harness, issue, postJson, sandboxSecret } from './charting-helpers.ts';

let h: Harness;
let n = 0;
const id = () => `alert-${++n}`;

beforeAll(async () => {
  h = await bootCharting();
});
afterAll(() => h.close());
beforeEach(() => {
  h.clock.now += 60_000;
});

const alert = (secret: unknown, extra: Record<string, unknown> = {}) => ({
  secret,
  ticker: 'BINANCE:BTCUSDT.P',
  direction: 'long',
  ...extra,
});

describe('POST /v1/charting/secret', () => {
  it('returns the secret once and keeps only its SHA-256', async () => {
    const account = await h.t.createAccount('free');
    const res = await h.t.request({ method: 'POST', url: '/v1/charting/secret', key: account.liveKey });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const b = res.json();
    expect(b).toMatchObject({ status: 'ok', environment: 'production', webhook_path: '/v1/charting/webhook' });
    expect(b.secret).toMatch(/^chs_live_[0-9A-Za-z]{43}$/);
    expect(b.secret.startsWith(b.prefix)).toBe(true);
    expect(JSON.parse(b.alert_message)).toMatchObject({ secret: b.secret, ticker: '{{ticker}}' });
    const rows = await h.t.database.query<Record<string, unknown>>(
      'SELECT * FROM charting_secrets WHERE account_id = $1',
      [account.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.secret_hash).toBe(createHash('sha256').update(b.secret).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(b.secret);
  });

  it('refuses the shared public sandbox keys with a hint, and callers without a key', async () => {
    for (const key of ['sk_test_public_demo', 'sk_test_public_trader', 'sk_test_public_pro']) {
      const res = await h.t.request({ method: 'POST', url: '/v1/charting/secret', key });
      // The demo key lacks the alerts scope altogether; the others are refused as shared keys.
      expect(res.statusCode, key).toBe(403);
      if (key !== 'sk_test_public_demo') {
        expect(res.json()).toMatchObject({
          code: 'sandbox_shared_key',
          detail: expect.stringContaining('create an account'),
        });
      }
    }
    const anonymous = await h.t.request({ method: 'POST', url: '/v1/charting/secret' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('replaces the secret: the old one is refused at once, the new one works', async () => {
    const { account, secret: first } = await sandboxSecret(h.t);
    expect((await postJson(h.t, alert(first, { id: id() }))).statusCode).toBe(200);
    const second = await issue(h.t, account.testKey);
    expect(second).not.toBe(first);
    const old = await postJson(h.t, alert(first, { id: id() }));
    expect(old.statusCode).toBe(401);
    expect((await postJson(h.t, alert(second, { id: id() }))).statusCode).toBe(200);
    const rows = await h.t.database.query('SELECT 1 FROM charting_secrets WHERE account_id = $1', [account.id]);
    expect(rows).toHaveLength(1);
  });
});

describe('the alert secret', () => {
  it('answers every malformed, unknown or foreign secret with the same 401, and names a missing one', async () => {
    const { secret } = await sandboxSecret(h.t);
    const forged = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    const missing = await postJson(h.t, { ticker: 'BTC', direction: 'long' }, '198.51.100.1');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().invalid_params).toEqual([{ in: 'body', name: 'secret', reason: 'is required' }]);
    const bodies = [
      alert(''),
      alert('chs_test_short'),
      alert(forged),
      alert(`chs_live_${secret.slice(9)}`),
      alert(12345),
      alert('{{secret}}'),
      alert(secret.toUpperCase()),
    ];
    const details = new Set<string>();
    for (const body of bodies) {
      const res = await postJson(h.t, body, '198.51.100.1');
      expect(res.statusCode, JSON.stringify(body)).toBe(401);
      expect(res.json().code).toBe('unauthorized');
      expect(res.headers['www-authenticate']).toContain('ChartingSecret');
      details.add(res.json().detail);
    }
    expect(details.size).toBe(1);
    // An API key is not a charting secret, in a header or in the body.
    const { account } = await sandboxSecret(h.t);
    const keyed = await h.t.request({
      method: 'POST',
      url: '/v1/charting/webhook',
      key: account.testKey,
      payload: alert(account.testKey),
      remoteAddress: '198.51.100.2',
    });
    expect(keyed.statusCode).toBe(401);
  });

  it('refuses an address that floods bad secrets with 429, but not a secret it has seen work', async () => {
    const { secret } = await sandboxSecret(h.t);
    const flooder = '203.0.113.77';
    expect((await postJson(h.t, alert(secret, { id: id() }), flooder)).statusCode).toBe(200);
    for (let i = 0; i < 30; i++) expect((await postJson(h.t, alert(`nope-${i}`), flooder)).statusCode).toBe(401);
    const refused = await postJson(h.t, alert('nope-again'), flooder);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The good secret is still let through, and another address is not affected at all.
    expect((await postJson(h.t, alert(secret, { id: id() }), flooder)).statusCode).toBe(200);
    expect((await postJson(h.t, alert('nope'), '203.0.113.78')).statusCode).toBe(401);
    // A secret this process has not seen work waits with the flooder until the minute rolls.
    const other = await sandboxSecret(h.t);
    expect((await postJson(h.t, alert(other.secret, { id: id() }), flooder)).statusCode).toBe(429);
    h.clock.now += 60_000;
    expect((await postJson(h.t, alert(other.secret, { id: id() }), flooder)).statusCode).toBe(200);
  });
});

describe('duplicates', () => {
  it('answers the same alert within 60 s with the same bytes and no second evaluation', async () => {
    const { account, secret } = await sandboxSecret(h.t);
    const first = await postJson(h.t, alert(secret, { id: 'same' }));
    expect(first.headers['idempotent-replayed']).toBe('false');
    // Moving the account's sandbox clock changes what an evaluation would say (as_of).
    const moved = await h.t.request({
      method: 'POST',
      url: '/v1/test/simulate-time',
      key: account.testKey,
      payload: { advance_seconds: 3600 },
    });
    expect(moved.statusCode).toBe(200);
    h.clock.now += 59_000;
    const again = await postJson(h.t, alert(secret, { id: 'same', price: 1 }));
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    // Another id, or the window over, is a new evaluation on the moved clock.
    const otherId = await postJson(h.t, alert(secret, { id: 'other' }));
    expect(otherId.headers['idempotent-replayed']).toBe('false');
    expect(otherId.json().as_of).not.toBe(first.json().as_of);
    h.clock.now += 1_001;
    const later = await postJson(h.t, alert(secret, { id: 'same' }));
    expect(later.headers['idempotent-replayed']).toBe('false');
    expect(later.json().as_of).toBe(otherId.json().as_of);
  });

  it('keys duplicates by account, environment, symbol, side, and id or order and time', async () => {
    const a = await sandboxSecret(h.t);
    const b = await sandboxSecret(h.t);
    const replayed = async (secret: string, extra: Record<string, unknown>) =>
      (await postJson(h.t, alert(secret, extra))).headers['idempotent-replayed'];
    expect(await replayed(a.secret, {})).toBe('false');
    expect(await replayed(a.secret, {})).toBe('true');
    expect(await replayed(b.secret, {})).toBe('false');
    expect(await replayed(a.secret, { direction: 'short' })).toBe('false');
    expect(await replayed(a.secret, { ticker: 'ETHUSDT' })).toBe('false');
    expect(await replayed(a.secret, { order_id: 'Long', time: '2026-03-02T12:00:00Z' })).toBe('false');
    expect(await replayed(a.secret, { order_id: 'Long', time: '2026-03-02T12:00:00Z' })).toBe('true');
    expect(await replayed(a.secret, { order_id: 'Long', time: '2026-03-02T12:01:00Z' })).toBe('false');
  });
});

describe('limits and usage', () => {
  it('allows 30 alerts a minute per account, then 429 with Retry-After; duplicates count too', async () => {
    const { account, secret } = await sandboxSecret(h.t);
    h.clock.now = Math.floor(h.clock.now / 60_000) * 60_000 + 60_000;
    for (let i = 0; i < 30; i++) {
      const res = await postJson(h.t, alert(secret, { id: i < 20 ? id() : 'dup' }));
      expect(res.statusCode, `alert ${i}`).toBe(200);
    }
    const res = await postJson(h.t, alert(secret, { id: id() }));
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate_limit_exceeded');
    expect(res.headers['retry-after']).toBe('60');
    expect(res.headers['ratelimit-policy']).toContain('"burst";q=30;w=60');
    // Another account is not affected; the next minute admits again.
    expect((await postJson(h.t, alert((await sandboxSecret(h.t)).secret, { id: id() }))).statusCode).toBe(200);
    h.clock.now += 60_000;
    expect((await postJson(h.t, alert(secret, { id: id() }))).statusCode).toBe(200);
    const usage = await h.t.getJson('/v1/account', account.testKey);
    expect(usage.body.usage_today.by_endpoint, JSON.stringify(usage.body)).toMatchObject({
      'POST /v1/charting/webhook': 31,
    });
  });

  it("caps a free account at its plan's burst", async () => {
    const { secret } = await sandboxSecret(h.t, 'free');
    const account = await h.t.createAccount('free');
    const live = await issue(h.t, account.liveKey);
    h.clock.now = Math.floor(h.clock.now / 60_000) * 60_000 + 60_000;
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await postJson(h.t, alert(live, { id: id() }))).statusCode);
    // Production has no data in this test (503), but the fifth alert is over the plan's 4 a minute.
    expect(codes).toEqual([503, 503, 503, 503, 429]);
    // The sandbox has its own allowance.
    expect((await postJson(h.t, alert(secret, { id: id() }))).statusCode).toBe(200);
  });
});
