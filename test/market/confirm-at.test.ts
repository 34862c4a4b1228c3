/**
 * `at` on GET /v1/confirm and POST /v1/confirm/batch: a sandbox key reads the confirmation of an
 * earlier instant of its clock, exactly the answer an account whose clock stood there gets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let now: TestAccount;
let then: TestAccount;
const wall = Date.UTC(2026, 10, 21, 12, 0, 0);
const CLOCK = Date.UTC(2026, 8, 10, 12, 0);
const PAST = Date.UTC(2026, 7, 20, 6, 30);
const DAY = 86_400_000;

beforeAll(async () => {
  t = await bootTestApp({}, { now: () => wall });
  now = await t.frozenAccount('pro', CLOCK);
  then = await t.frozenAccount('pro', PAST);
});
afterAll(() => t.close());

const confirm = (key: string, query: string, symbol = 'TEST_BTC') =>
  t.getJson(`/v1/confirm?symbol=${symbol}&direction=long${query}`, key);
const batch = (key: string, payload: object) => t.request({ method: 'POST', url: '/v1/confirm/batch', key, payload });

function expectInvalid(res: { status: number; body: { code: string; invalid_params: unknown[] } }, name: string) {
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('invalid_parameter');
  expect(res.body.invalid_params).toEqual([expect.objectContaining({ name })]);
}

describe('GET /v1/confirm?at=', () => {
  it('answers as of the instant, equal to an account whose clock stands there', async () => {
    for (const at of [String(PAST), new Date(PAST).toISOString()]) {
      const past = await confirm(now.testKey, `&format=composite&at=${encodeURIComponent(at)}`);
      const direct = await confirm(then.testKey, '&format=composite');
      expect(past.status).toBe(200);
      expect(past.body.as_of).toBe(new Date(PAST).toISOString());
      expect(past.body).toEqual(direct.body);
      expect(past.headers['cache-control']).toBe('private, max-age=3600');
    }
    const current = await confirm(now.testKey, '');
    expect(current.body.as_of).toBe(new Date(CLOCK).toISOString());
  });

  it('accepts the clock itself and the oldest visible instant', async () => {
    expect((await confirm(now.testKey, `&at=${CLOCK}`)).status).toBe(200);
    expect((await confirm(now.testKey, `&at=${CLOCK - 183 * DAY}`)).status).toBe(200);
  });

  it.each([
    ['after the clock', String(CLOCK + 60_000), 'after now'],
    ['before the history', String(CLOCK - 184 * DAY), 'reaches back'],
    ['Unix seconds', String(Math.floor(PAST / 1000)), 'Unix seconds'],
    ['garbage', 'yesterday', 'ISO 8601'],
    ['non-finite', 'Infinity', 'ISO 8601'],
    ['an impossible date', '2026-02-31', 'ISO 8601'],
  ])('400 naming at when it is %s', async (_, at, reason) => {
    const res = await confirm(now.testKey, `&at=${encodeURIComponent(at)}`);
    expectInvalid(res, 'at');
    expect(res.body.detail).toContain(reason);
  });

  it('400 for a production key, which answers as of now only', async () => {
    const res = await confirm(now.liveKey, `&at=${PAST}`, 'BTC');
    expectInvalid(res, 'at');
    expect(res.body.detail).toContain('sandbox keys only');
  });

  it('still checks the key first: 401 without one', async () => {
    const res = await t.getJson(`/v1/confirm?symbol=TEST_BTC&direction=long&at=${PAST}`);
    expect(res.status).toBe(401);
  });
});

describe('POST /v1/confirm/batch with at', () => {
  it('answers every item at the batch instant, or at its own', async () => {
    const res = await batch(now.testKey, {
      at: PAST,
      items: [
        { symbol: 'TEST_BTC', direction: 'long' },
        { symbol: 'TEST_BTC', direction: 'long', at: new Date(PAST - DAY).toISOString() },
        { symbol: 'TEST_ETH', direction: 'short', at: String(PAST + DAY) },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.as_of).toBe(new Date(PAST).toISOString());
    const asOf = body.items.map((i: { result: { as_of: string } }) => i.result.as_of);
    expect(asOf).toEqual([PAST, PAST - DAY, PAST + DAY].map((ms) => new Date(ms).toISOString()));
    const direct = await confirm(then.testKey, '');
    expect(body.items[0].result).toEqual(direct.body);
  });

  it('fails only the item whose at is out of range or garbage', async () => {
    const res = await batch(now.testKey, {
      items: [
        { symbol: 'TEST_BTC', direction: 'long', at: CLOCK + 3_600_000 },
        { symbol: 'TEST_BTC', direction: 'long', at: 'soon' },
        { symbol: 'TEST_BTC', direction: 'long' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items.map((i: { ok: boolean }) => i.ok)).toEqual([false, false, true]);
    expect(items[0].error.invalid_params[0]).toMatchObject({ in: 'body', name: 'items.0.at' });
    expect(items[1].error.invalid_params[0]).toMatchObject({ in: 'body', name: 'items.1.at' });
  });

  it('400 naming at for a batch instant out of range, or of the wrong type', async () => {
    const items = [{ symbol: 'TEST_BTC', direction: 'long' }];
    for (const at of [CLOCK + 3_600_000, 'garbage', -5]) {
      const res = await batch(now.testKey, { at, items });
      expect(res.statusCode, String(at)).toBe(400);
      expect(res.json().invalid_params[0].name).toMatch(/^at/);
    }
  });

  it('production keys: 400 for the batch at, a failed item for an item at', async () => {
    const whole = await batch(now.liveKey, { at: PAST, items: [{ symbol: 'BTC', direction: 'long' }] });
    expect(whole.statusCode).toBe(400);
    expect(whole.json().invalid_params[0]).toMatchObject({ in: 'body', name: 'at' });
    const item = await batch(now.liveKey, { items: [{ symbol: 'BTC', direction: 'long', at: PAST }] });
    expect(item.statusCode).toBe(200);
    expect(item.json().items[0].error.invalid_params[0]).toMatchObject({ name: 'items.0.at' });
  });
});
