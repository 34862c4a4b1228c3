/**
 * The delivery log, redeliver, recover and test routes through the real app, with the worker
 * delivering to a loopback HTTPS receiver. Registrations are inserted directly (their CRUD routes
 * are tested on their own).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeIdleConnections } from '../../src/webhooks/delivery/send.ts';
import { type DeliveryWorker, startDeliveryWorker } from '../../src/webhooks/delivery/worker.ts';
import { type Receiver, startReceiver } from '../fixtures/webhook-receiver.ts';
import { bootTestApp, jobsSchemaOf, type TestAccount, type TestApp } from '../helpers/app.ts';
import { deliveryRows, event, register, until, verifiesFormat1 } from './helpers.ts';

const SECRET = 'route-secret-0123456789abcdef';
let t: TestApp;
let receiver: Receiver;
let worker: DeliveryWorker;
let pro: TestAccount;
let stranger: TestAccount;
let hook: number;

beforeAll(async () => {
  t = await bootTestApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
  receiver = await startReceiver(() => 200);
  worker = await startDeliveryWorker(
    { database: t.database, jobs: t.app.ctx.jobs, allowPrivateNetworks: true },
    { jobsSchema: jobsSchemaOf(t.database), retryDelaysMs: [10, 10, 10] },
  );
  pro = await t.createAccount('pro');
  stranger = await t.createAccount('enterprise');
  hook = await register(t.database, { accountId: pro.id, url: receiver.url, secret: SECRET, symbols: ['ETH', 'BTC'] });
});
afterAll(async () => {
  await worker.stop();
  await t.close();
  await receiver.close();
  closeIdleConnections();
});

const publish = (...events: ReturnType<typeof event>[]) =>
  import('../../src/events/outbox.ts').then((m) =>
    m.publishEvents({ database: t.database, jobs: t.app.ctx.jobs }, events),
  );

describe('POST /v1/webhooks/test', () => {
  it('sends a signed test delivery at once and answers the outcome', async () => {
    const before = receiver.received.length;
    const res = await t.request({
      method: 'POST',
      url: '/v1/webhooks/test',
      key: pro.liveKey,
      payload: { webhook_id: hook },
    });
    expect(res.statusCode).toBe(200);
    const out = res.json();
    expect(out).toMatchObject({
      webhook_id: hook,
      event: 'HIGH',
      symbol: 'ETH',
      format: 1,
      delivered: true,
      response_status: 200,
      error: null,
    });
    expect(out.latency_ms).toBeLessThan(2_000);
    const got = receiver.received[before]!;
    expect(got.raw.toString('utf8')).toBe(out.body);
    expect(verifiesFormat1(SECRET, got.raw, got.headers['x-service-signature'])).toBe(true);
    expect(got.headers['x-service-event-id']).toBe(out.event_id);
    expect(JSON.parse(out.body)).toMatchObject({ event: 'HIGH', symbol: 'ETH', webhook_id: hook, test: true });
    const log = await t.getJson(`/v1/webhooks/${hook}/deliveries`, pro.liveKey);
    expect(log.body.deliveries[0]).toMatchObject({ delivery_id: out.delivery_id, test: true, status: 'succeeded' });
    expect(log.body.deliveries[0].attempts).toHaveLength(1);
  });

  it('takes event and symbol, and reports a failing receiver without retrying it', async () => {
    receiver.answer = () => ({ status: 500, body: 'broken receiver' });
    try {
      const res = await t.request({
        method: 'POST',
        url: '/v1/webhooks/test',
        key: pro.liveKey,
        payload: { webhook_id: hook, event: 'VETO', symbol: 'sol' },
      });
      expect(res.json()).toMatchObject({ event: 'VETO', symbol: 'SOL', delivered: false, response_status: 500 });
      expect(res.json().error).toBe('HTTP 500: broken receiver');
      const [row] = await t.database.query<{ status: string; attempts: number }>(
        'SELECT status, attempts FROM webhook_deliveries WHERE id = $1',
        [res.json().delivery_id],
      );
      expect(row).toEqual({ status: 'failed', attempts: 1 });
      const [reg] = await t.database.query<{ c: number }>(
        'SELECT consecutive_failures AS c FROM webhooks WHERE id = $1',
        [hook],
      );
      expect(reg!.c).toBe(0);
    } finally {
      receiver.answer = () => 200;
    }
  });

  it('refuses bad input and unknown symbols', async () => {
    const post = (payload: object, key = pro.liveKey) =>
      t.request({ method: 'POST', url: '/v1/webhooks/test', key, payload });
    expect((await post({ webhook_id: hook, event: 'LOW' })).statusCode).toBe(400);
    expect((await post({ event: 'HIGH' })).statusCode).toBe(400);
    expect((await post({ webhook_id: hook, symbol: 'NOTACOIN' })).json().code).toBe('unknown_symbol');
  });
});

describe('GET /v1/webhooks/{id}/deliveries', () => {
  it('lists deliveries newest first with every attempt, filters by status and pages', async () => {
    receiver.answer = (r) => (JSON.parse(r.raw.toString()).symbol === 'BTC' ? 503 : 200);
    try {
      await publish(event({ symbol: 'BTC' }), event({ symbol: 'ETH' }));
      await until(
        () => deliveryRows(t.database, hook),
        (rs) => rs.every((r) => r.status !== 'pending'),
      );
    } finally {
      receiver.answer = () => 200;
    }
    const failed = await t.getJson(`/v1/webhooks/${hook}/deliveries?status=failed`, pro.liveKey);
    expect(failed.status).toBe(200);
    const btc = failed.body.deliveries.find((d: { test: boolean }) => !d.test);
    expect(btc).toMatchObject({ symbol: 'BTC', status: 'failed', test: false });
    expect(btc.attempts.map((a: { n: number; response_status: number }) => [a.n, a.response_status])).toEqual([
      [1, 503],
      [2, 503],
      [3, 503],
      [4, 503],
    ]);
    expect(btc.attempts[0].error).toMatch(/^HTTP 503/);
    const ok = await t.getJson(`/v1/webhooks/${hook}/deliveries?status=succeeded&limit=1`, pro.liveKey);
    expect(ok.body.deliveries).toHaveLength(1);
    const next = await t.getJson(
      `/v1/webhooks/${hook}/deliveries?status=succeeded&limit=1&cursor=${ok.body.next_cursor}`,
      pro.liveKey,
    );
    expect(next.body.deliveries[0].delivery_id).toBeLessThan(ok.body.deliveries[0].delivery_id);
    expect((await t.getJson(`/v1/webhooks/${hook}/deliveries?status=lost`, pro.liveKey)).status).toBe(400);
  });
});

describe('redeliver and recover', () => {
  it('redelivers one delivery with the same event id and body, continuing its attempt numbers', async () => {
    const { events } = await publish(event({ symbol: 'ETH' }));
    const [row] = await until(
      () =>
        t.database.query<{ id: string; status: string }>(
          'SELECT id, status FROM webhook_deliveries WHERE event_id = $1',
          [events[0]!.id],
        ),
      (rs) => rs[0]?.status === 'succeeded',
    );
    const before = receiver.received.length;
    const res = await t.request({
      method: 'POST',
      url: `/v1/webhooks/${hook}/deliveries/${row!.id}/redeliver`,
      key: pro.liveKey,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'ok', delivery_id: Number(row!.id), delivery_status: 'pending', attempt: 2 });
    const got = await receiver.waitFor(before + 1);
    expect(got[before]!.headers['x-service-event-id']).toBe(events[0]!.id);
    expect(got.filter((r) => r.headers['x-service-event-id'] === events[0]!.id)).toHaveLength(2);
    const again = got.filter((r) => r.headers['x-service-event-id'] === events[0]!.id);
    expect(again[1]!.raw.equals(again[0]!.raw)).toBe(true);
  });

  it('refuses to redeliver a pending, unknown or test delivery', async () => {
    const [pending] = await t.database.query<{ id: string }>(
      `INSERT INTO webhook_deliveries (webhook_id, account_id, event_id, event_name, symbol, body)
       VALUES ($1, $2, 'evt_pending_one', 'HIGH', 'BTC', '{}') RETURNING id`,
      [hook, pro.id],
    );
    const redo = (id: string | number) =>
      t.request({ method: 'POST', url: `/v1/webhooks/${hook}/deliveries/${id}/redeliver`, key: pro.liveKey });
    expect((await redo(pending!.id)).statusCode).toBe(409);
    expect((await redo(99_999_999)).statusCode).toBe(404);
    const [test] = await t.database.query<{ id: string }>('SELECT id FROM webhook_deliveries WHERE test LIMIT 1');
    expect((await redo(test!.id)).statusCode).toBe(409);
    await t.database.query("UPDATE webhook_deliveries SET status = 'failed' WHERE id = $1", [pending!.id]);
  });

  it('recovers every failed delivery of the window', async () => {
    const failing = await register(t.database, { accountId: pro.id, url: `${receiver.url}?fail`, secret: SECRET });
    receiver.answer = (r) => (r.path.endsWith('?fail') ? 500 : 200);
    await publish(event(), event({ symbol: 'ETH' }));
    await until(
      () => deliveryRows(t.database, failing),
      (rs) => rs.length === 2 && rs.every((r) => r.status === 'failed'),
    );
    receiver.answer = () => 200;
    const recover = (payload: object, key = pro.liveKey) =>
      t.request({ method: 'POST', url: `/v1/webhooks/${failing}/recover`, key, payload });
    const future = await recover({ since: Date.now() + 3_600_000 });
    expect(future.statusCode).toBe(400);
    expect((await recover({ since: Date.now() - 60_000, until: Date.now() - 120_000 })).statusCode).toBe(400);
    const res = await recover({ since: new Date(Date.now() - 3_600_000).toISOString() });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ webhook_id: failing, requeued: 2 });
    const rows = await until(
      () => deliveryRows(t.database, failing),
      (rs) => rs.every((r) => r.status === 'succeeded'),
    );
    expect(rows.map((r) => r.attempts)).toEqual([5, 5]);
    expect((await recover({ since: Date.now() - 3_600_000 })).json().requeued).toBe(0);
  });
});

describe('who may use the delivery routes', () => {
  const routes = (id: number) => [
    { method: 'GET' as const, url: `/v1/webhooks/${id}/deliveries` },
    { method: 'POST' as const, url: `/v1/webhooks/${id}/deliveries/1/redeliver` },
    { method: 'POST' as const, url: `/v1/webhooks/${id}/recover`, payload: { since: Date.now() - 60_000 } },
    { method: 'POST' as const, url: '/v1/webhooks/test', payload: { webhook_id: id } },
  ];

  it("answers 404 for another account's webhook, and for a sandbox key on a production one", async () => {
    const sent = receiver.received.length;
    for (const r of routes(hook)) {
      for (const key of [stranger.liveKey, stranger.testKey, pro.testKey]) {
        const res = await t.request({ ...r, key });
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(404);
        expect(res.json().code).toBe('not_found');
      }
    }
    expect(receiver.received.length).toBe(sent);
  });

  it('refuses plans without webhooks (403 plan_restricted) and the shared sandbox keys (403 with a hint)', async () => {
    const trader = await t.createAccount('trader');
    for (const r of routes(hook)) {
      const res = await t.request({ ...r, key: trader.liveKey });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('plan_restricted');
      const shared = await t.request({ ...r, key: 'sk_test_public_pro' });
      expect(shared.statusCode).toBe(403);
      expect(shared.json().code).toBe('sandbox_shared_key');
      expect(shared.json().detail).toMatch(/create an account/);
      expect((await t.request({ ...r })).statusCode).toBe(401);
    }
  });

  it('serves a sandbox registration to the same account’s sandbox key', async () => {
    const sandboxHook = await register(t.database, {
      accountId: pro.id,
      world: 'sandbox',
      url: receiver.url,
      secret: SECRET,
    });
    const res = await t.request({
      method: 'POST',
      url: '/v1/webhooks/test',
      key: pro.testKey,
      payload: { webhook_id: sandboxHook },
    });
    expect(res.json()).toMatchObject({ delivered: true, symbol: 'TEST_BTC' });
    expect((await t.getJson(`/v1/webhooks/${sandboxHook}/deliveries`, pro.liveKey)).status).toBe(404);
  });
});
