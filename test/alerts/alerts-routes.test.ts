/**
 * POST/GET/DELETE /v1/alerts: the happy paths in both environments, validation as RFC 9457
 * problems, plans, the shared public keys, and other accounts' rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_SANDBOX_KEYS } from '../../src/accounts/public-keys.ts';
import { MAX_ALERTS_PER_ACCOUNT } from '../../src/alerts/rules.ts';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let trader: TestAccount;
beforeAll(async () => {
  t = await bootTestApp({}, { now: () => Date.UTC(2026, 10, 21, 12) });
  trader = await t.createAccount('trader');
});
afterAll(() => t.close());

const create = (key: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/v1/alerts', key, payload });

describe('alert rules: happy', () => {
  it('creates every kind of condition, lists, reads and deletes them (production key)', async () => {
    const bodies = [
      { symbol: 'BTCUSDT', condition: { type: 'confirmation', direction: 'long', bucket: 'HIGH' }, description: 'go' },
      { symbol: 'ETH', condition: { type: 'funding_above', level: 0.001 } },
      { symbol: 'ETH', condition: { type: 'funding_below', level: -0.0005 } },
      { symbol: 'SOL', condition: { type: 'whale', min_usd: 2_000_000 } },
      { symbol: 'BTC', condition: { type: 'accumulation_above', level: 7.5 } },
    ];
    const ids: number[] = [];
    for (const body of bodies) {
      const res = await create(trader.liveKey, body);
      expect(res.statusCode, res.body).toBe(201);
      const a = res.json();
      expect(a).toMatchObject({ status: 'ok', environment: 'production', fired_count: 0, last_fired_at: null });
      expect(a.condition.type).toBe(body.condition.type);
      expect(a.message).toMatch(/SIGNAL/);
      ids.push(a.alert_id);
    }
    const first = (await t.getJson(`/v1/alerts/${ids[0]}`, trader.liveKey)).body;
    expect(first).toMatchObject({
      symbol: 'BTC',
      description: 'go',
      condition: { type: 'confirmation', direction: 'long', bucket: 'HIGH', level: null, min_usd: null },
    });
    const list = (await t.getJson('/v1/alerts', trader.liveKey)).body;
    expect(list.alerts.map((a: { alert_id: number }) => a.alert_id)).toEqual(ids);
    expect(list.limit).toBe(MAX_ALERTS_PER_ACCOUNT);

    const del = await t.request({ method: 'DELETE', url: `/v1/alerts/${ids[1]}`, key: trader.liveKey });
    expect(del.json()).toEqual({ status: 'ok', alert_id: ids[1], deleted: true });
    expect((await t.getJson(`/v1/alerts/${ids[1]}`, trader.liveKey)).status).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/v1/alerts/${ids[1]}`, key: trader.liveKey })).statusCode).toBe(
      404,
    );
  });

  it("keeps a sandbox key's rules apart from production's", async () => {
    const a = await t.createAccount('pro');
    const res = await create(a.testKey, { symbol: 'TEST_ETH', condition: { type: 'whale', min_usd: 50_000 } });
    expect(res.statusCode).toBe(201);
    expect(res.json().environment).toBe('sandbox');
    expect((await t.getJson('/v1/alerts', a.liveKey)).body.alerts).toEqual([]);
    expect((await t.getJson(`/v1/alerts/${res.json().alert_id}`, a.liveKey)).status).toBe(404);
    expect((await t.getJson('/v1/alerts', a.testKey)).body.alerts).toHaveLength(1);
  });
});

describe('alert rules: errors', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    [
      'missing direction',
      { symbol: 'BTC', condition: { type: 'confirmation', bucket: 'HIGH' } },
      'condition.direction',
    ],
    [
      'level on confirmation',
      { symbol: 'BTC', condition: { type: 'confirmation', direction: 'long', bucket: 'MEDIUM', level: 1 } },
      'condition.level',
    ],
    ['missing level', { symbol: 'BTC', condition: { type: 'funding_above' } }, 'condition.level'],
    ['funding out of range', { symbol: 'BTC', condition: { type: 'funding_below', level: -0.5 } }, 'condition.level'],
    ['score out of range', { symbol: 'BTC', condition: { type: 'accumulation_above', level: 11 } }, 'condition.level'],
    ['tiny whale', { symbol: 'BTC', condition: { type: 'whale', min_usd: 5 } }, 'condition.min_usd'],
    [
      'min_usd on funding',
      { symbol: 'BTC', condition: { type: 'funding_above', level: 0.001, min_usd: 1e6 } },
      'condition.min_usd',
    ],
    ['bad symbol', { symbol: 'not a symbol!', condition: { type: 'whale', min_usd: 1e6 } }, 'symbol'],
  ];
  for (const [name, body, param] of cases) {
    it(`400 for ${name}, naming the parameter`, async () => {
      const res = await create(trader.liveKey, body);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.json().invalid_params?.[0]?.name).toBe(param);
    });
  }

  it('400 for an unknown condition type or field, and for an id that is not one', async () => {
    expect((await create(trader.liveKey, { symbol: 'BTC', condition: { type: 'moon' } })).statusCode).toBe(400);
    expect(
      (await create(trader.liveKey, { symbol: 'BTC', condition: { type: 'whale', min_usd: 1e6, extra: 1 } }))
        .statusCode,
    ).toBe(400);
    expect((await t.getJson('/v1/alerts/abc', trader.liveKey)).status).toBe(400);
  });

  it('404 for an unknown symbol, 403 for a symbol outside the plan', async () => {
    const unknown = await create(trader.liveKey, { symbol: 'NOPECOIN', condition: { type: 'whale', min_usd: 1e6 } });
    expect(unknown.json().code).toBe('unknown_symbol');
    const free = await t.createAccount('free');
    const res = await create(free.liveKey, { symbol: 'BTC', condition: { type: 'whale', min_usd: 1e6 } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'plan_restricted', required_plans: ['trader', 'pro', 'enterprise'] });
    expect((await t.getJson('/v1/alerts', free.testKey)).body.code).toBe('plan_restricted');
  });

  it('the public sandbox keys get 403 with a hint to create an account', async () => {
    for (const { key } of PUBLIC_SANDBOX_KEYS) {
      for (const res of [
        await create(key, { symbol: 'TEST_BTC', condition: { type: 'whale', min_usd: 1e6 } }),
        await t.request({ url: '/v1/alerts', key }),
        await t.request({ method: 'DELETE', url: '/v1/alerts/1', key }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'sandbox_shared_key' });
        expect(res.json().hint).toMatch(/account create/);
      }
    }
  });

  it("another account's rule is a 404, to read and to delete, and stays", async () => {
    const owner = await t.createAccount('pro');
    const id = (await create(owner.liveKey, { symbol: 'BTC', condition: { type: 'whale', min_usd: 1e6 } })).json()
      .alert_id;
    expect((await t.getJson(`/v1/alerts/${id}`, trader.liveKey)).status).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/v1/alerts/${id}`, key: trader.liveKey })).statusCode).toBe(404);
    expect((await t.getJson(`/v1/alerts/${id}`, owner.liveKey)).status).toBe(200);
    expect(
      (await t.getJson('/v1/alerts', trader.liveKey)).body.alerts.map((a: { alert_id: number }) => a.alert_id),
    ).not.toContain(id);
  });

  it(`409 past ${MAX_ALERTS_PER_ACCOUNT} rules per account and environment`, async () => {
    const a = await t.createAccount('pro');
    const body = { symbol: 'TEST_BTC', condition: { type: 'whale', min_usd: 1e6 } };
    const made = await Promise.all(Array.from({ length: MAX_ALERTS_PER_ACCOUNT + 3 }, () => create(a.testKey, body)));
    expect(made.filter((r) => r.statusCode === 201)).toHaveLength(MAX_ALERTS_PER_ACCOUNT);
    expect(made.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual([
      'conflict',
      'conflict',
      'conflict',
    ]);
    // Production is counted apart.
    expect((await create(a.liveKey, { ...body, symbol: 'BTC' })).statusCode).toBe(201);
  });
});
