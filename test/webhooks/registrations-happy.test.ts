/**
 * Webhook registrations as a Pro or Enterprise account uses them: create (SPEC's 201), list, read,
 * update, rotate the secret, disable and re-enable, delete. Read back through the API and with SQL.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishEvents } from '../../src/events/outbox.ts';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let pro: TestAccount;
let NOW = Date.UTC(2026, 0, 15, 12);

const SECRET = 'a-secret-of-24-characters';
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

beforeAll(async () => {
  t = await bootTestApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' }, { now: () => NOW });
  pro = await t.createAccount('pro');
});
afterAll(async () => t?.close());

function register(key: string, payload: Record<string, unknown>) {
  return t.request({ method: 'POST', url: '/v1/webhooks', key, payload });
}

const base = { url: 'https://127.0.0.1:9443/hook', events: ['HIGH', 'VETO'], symbols: ['TEST_BTC'], secret: SECRET };

describe('POST /v1/webhooks', () => {
  it('answers 201 with SPEC fields, defaults, times and a hint at the test trigger', async () => {
    const res = await register(pro.testKey, base);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'ok',
      webhook_id: expect.any(Number),
      url: base.url,
      events: ['HIGH', 'VETO'],
      symbols: ['TEST_BTC'],
      format: 1,
      description: null,
      environment: 'sandbox',
      enabled: true,
      disabled_reason: null,
      disabled_at: null,
      consecutive_failures: 0,
      created_at: new Date(NOW).toISOString(),
      updated_at: new Date(NOW).toISOString(),
    });
    expect(body.message).toContain('POST /v1/webhooks/test');
    expect(body.message).toContain(String(body.webhook_id));
    expect(body).not.toHaveProperty('secret');
    expect(body).not.toHaveProperty('secret_hash');
  });

  it('stores only the lowercase hex SHA-256 of the secret, in the key environment and account', async () => {
    const { webhook_id } = (await register(pro.testKey, base)).json();
    const [row] = await t.database.query<Record<string, unknown>>(
      'SELECT account_id, world, secret_hash FROM webhooks WHERE id = $1',
      [webhook_id],
    );
    expect(row).toEqual({ account_id: pro.id, world: 'sandbox', secret_hash: sha256(SECRET) });
    expect(row!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('takes format 2, a description, ["*"] lists, and any symbol spelling stored canonical and de-duplicated', async () => {
    const star = (
      await register(pro.liveKey, { ...base, events: ['*'], symbols: ['*'], format: 2, description: '  main bot  ' })
    ).json();
    expect(star).toMatchObject({ events: ['*'], symbols: ['*'], format: 2, description: 'main bot' });
    expect(star.environment).toBe('production');

    const spelled = await register(pro.liveKey, {
      ...base,
      events: ['SIGNAL', 'HIGH', 'SIGNAL'],
      symbols: ['BTCUSDT', 'btc', 'BINANCE:ETHUSDT.P', 'ETH-USDT-SWAP', '1000PEPEUSDT', 'XBT'],
    });
    expect(spelled.statusCode).toBe(201);
    expect(spelled.json()).toMatchObject({ events: ['SIGNAL', 'HIGH'], symbols: ['BTC', 'ETH', 'PEPE'] });

    const sandbox = await register(pro.testKey, { ...base, symbols: ['test_eth', 'TEST_ETHUSDT', 'TEST_SOLSDT'] });
    expect(sandbox.json().symbols).toEqual(['TEST_ETH', 'TEST_SOL']);
  });

  it('is open to Enterprise accounts too, both environments', async () => {
    const ent = await t.createAccount('enterprise');
    expect((await register(ent.testKey, base)).statusCode).toBe(201);
    expect((await register(ent.liveKey, { ...base, symbols: ['SOL'] })).statusCode).toBe(201);
  });
});

describe('reading registrations', () => {
  it('lists the key environment only, oldest first, with the limit', async () => {
    const acc = await t.createAccount('pro');
    const a = (await register(acc.testKey, base)).json();
    const b = (await register(acc.testKey, { ...base, symbols: ['TEST_ETH'] })).json();
    const live = (await register(acc.liveKey, { ...base, symbols: ['ETH'] })).json();

    const sandbox = await t.getJson('/v1/webhooks', acc.testKey);
    expect(sandbox.status).toBe(200);
    expect(sandbox.body.max_registrations).toBe(20);
    expect(sandbox.body.webhooks.map((w: { webhook_id: number }) => w.webhook_id)).toEqual([
      a.webhook_id,
      b.webhook_id,
    ]);
    const { message: _, status: __, ...fields } = a;
    expect(sandbox.body.webhooks[0]).toEqual(fields);

    const production = await t.getJson('/v1/webhooks', acc.liveKey);
    expect(production.body.webhooks.map((w: { webhook_id: number }) => w.webhook_id)).toEqual([live.webhook_id]);
  });

  it('reads one by id, with the same fields as the list', async () => {
    const created = (await register(pro.testKey, base)).json();
    const one = await t.getJson(`/v1/webhooks/${created.webhook_id}`, pro.testKey);
    expect(one.status).toBe(200);
    const { message: _, ...expected } = created;
    expect(one.body).toEqual(expected);
  });

  it('shows a new account an empty list', async () => {
    const fresh = await t.createAccount('enterprise');
    expect((await t.getJson('/v1/webhooks', fresh.liveKey)).body.webhooks).toEqual([]);
  });
});

describe('PATCH /v1/webhooks/{id}', () => {
  const patch = (id: number, payload: Record<string, unknown>, key = pro.testKey) =>
    t.request({ method: 'PATCH', url: `/v1/webhooks/${id}`, key, payload });

  it('changes only the fields sent, and moves updated_at', async () => {
    const created = (await register(pro.testKey, { ...base, description: 'first' })).json();
    NOW += 60_000;
    const res = await patch(created.webhook_id, {
      url: 'https://localhost:8443/other',
      events: ['*'],
      symbols: ['TEST_SOL', 'TEST_SOLUSDT'],
      format: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      url: 'https://localhost:8443/other',
      events: ['*'],
      symbols: ['TEST_SOL'],
      format: 2,
      description: 'first',
      created_at: created.created_at,
      updated_at: new Date(NOW).toISOString(),
    });
    const cleared = await patch(created.webhook_id, { description: null });
    expect(cleared.json().description).toBeNull();
  });

  it('rotates the secret: the stored hash is the new one, and the answer shows neither', async () => {
    const { webhook_id } = (await register(pro.testKey, base)).json();
    const next = 'the-rotated-secret-0123456789';
    const res = await patch(webhook_id, { secret: next });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(next);
    expect(res.body).not.toContain(sha256(next));
    const [row] = await t.database.query<{ secret_hash: string }>('SELECT secret_hash FROM webhooks WHERE id = $1', [
      webhook_id,
    ]);
    expect(row!.secret_hash).toBe(sha256(next));
  });

  it('disables on request, and re-enabling clears the reason and the failure count', async () => {
    const { webhook_id } = (await register(pro.testKey, base)).json();
    NOW += 1_000;
    const off = (await patch(webhook_id, { enabled: false })).json();
    expect(off).toMatchObject({
      enabled: false,
      disabled_reason: 'disabled_by_request',
      disabled_at: new Date(NOW).toISOString(),
    });
    // Disabling again keeps the first reason and time.
    NOW += 1_000;
    expect((await patch(webhook_id, { enabled: false })).json().disabled_at).toBe(off.disabled_at);

    // As the delivery worker leaves one it gave up on.
    await t.database.query(
      "UPDATE webhooks SET enabled = false, consecutive_failures = 7, disabled_reason = 'consecutive_failures' WHERE id = $1",
      [webhook_id],
    );
    const failing = (await t.getJson(`/v1/webhooks/${webhook_id}`, pro.testKey)).body;
    expect(failing).toMatchObject({ enabled: false, consecutive_failures: 7, disabled_reason: 'consecutive_failures' });
    const on = (await patch(webhook_id, { enabled: true })).json();
    expect(on).toMatchObject({ enabled: true, disabled_reason: null, disabled_at: null, consecutive_failures: 0 });
  });

  it('keeps the failure count of an enabled registration when enabled: true is sent again', async () => {
    const { webhook_id } = (await register(pro.testKey, base)).json();
    await t.database.query('UPDATE webhooks SET consecutive_failures = 2 WHERE id = $1', [webhook_id]);
    expect((await patch(webhook_id, { enabled: true })).json().consecutive_failures).toBe(2);
  });
});

describe('DELETE /v1/webhooks/{id}', () => {
  it('answers 204, the registration is gone, and its pending deliveries go with it', async () => {
    const acc = await t.createAccount('pro');
    const { webhook_id } = (await register(acc.testKey, { ...base, events: ['*'], symbols: ['*'] })).json();
    const published = await publishEvents({ database: t.database, jobs: t.app.ctx.jobs }, [
      {
        world: 'sandbox',
        accountId: acc.id,
        t: NOW,
        name: 'HIGH',
        kind: 'confirmation',
        symbol: 'TEST_BTC',
        direction: 'long',
        body: { event: 'HIGH', symbol: 'TEST_BTC', webhook_id: null },
      },
    ]);
    expect(published.deliveries).toBe(1);

    const res = await t.request({ method: 'DELETE', url: `/v1/webhooks/${webhook_id}`, key: acc.testKey });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await t.getJson(`/v1/webhooks/${webhook_id}`, acc.testKey)).status).toBe(404);
    const left = await t.database.query('SELECT id FROM webhook_deliveries WHERE webhook_id = $1', [webhook_id]);
    expect(left).toEqual([]);
    // The event itself stays: other registrations and the stream read it.
    const events = await t.database.query('SELECT id FROM events WHERE id = $1', [published.events[0]!.id]);
    expect(events).toHaveLength(1);
  });
});
