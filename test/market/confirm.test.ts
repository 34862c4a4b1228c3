import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, bootTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
const wall = Date.UTC(2026, 10, 21, 12, 0, 0);
/** A sandbox instant 25 s into a minute, so as_of (the minute start) and max-age are checkable. */
const FROZEN = Date.UTC(2026, 2, 2, 12, 34, 25);
let key: string;
let accountId: string;

beforeAll(async () => {
  t = await bootTestApp({}, { now: () => wall });
  const acc = await t.createAccount('pro');
  key = acc.testKey;
  accountId = acc.id;
  await freeze(key, FROZEN);
});
afterAll(() => t.close());

async function freeze(k: string, to: number) {
  const res = await t.request({ method: 'POST', url: '/v1/test/simulate-time', key: k, payload: { to } });
  expect(res.statusCode).toBe(200);
}

const get = (query: string, k = key, headers: Record<string, string> = {}) =>
  t.request({ url: `/v1/confirm?${query}`, key: k, headers });
const batch = (payload: Record<string, unknown>, k = key) =>
  t.request({ method: 'POST', url: '/v1/confirm/batch', key: k, payload });

const BUCKETS = ['HIGH', 'MEDIUM', 'LOW', 'NONE'];

describe('GET /v1/confirm: happy', () => {
  it('answers the simple shape by default, with every field typed and in range', async () => {
    const res = await get('symbol=TEST_BTC&direction=long');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const b = res.json();
    expect(Object.keys(b).sort()).toEqual(
      [
        'as_of',
        'confirmation',
        'derivatives',
        'direction',
        'missing',
        'score',
        'smart_money',
        'status',
        'symbol',
      ].sort(),
    );
    expect(b).toMatchObject({ status: 'ok', symbol: 'TEST_BTC', direction: 'long', as_of: '2026-03-02T12:34:00.000Z' });
    expect(BUCKETS).toContain(b.confirmation);
    expect(b.score).toBeGreaterThanOrEqual(0);
    expect(b.score).toBeLessThanOrEqual(1);
    expect(Object.keys(b.smart_money).sort()).toEqual([
      'long_short_ratio',
      'net_flow_usd',
      'whales_long',
      'whales_short',
    ]);
    expect(typeof b.smart_money.net_flow_usd).toBe('number');
    expect(b.smart_money.long_short_ratio).toBeGreaterThanOrEqual(0);
    expect(Number.isInteger(b.smart_money.whales_long) && b.smart_money.whales_long >= 0).toBe(true);
    expect(Number.isInteger(b.smart_money.whales_short) && b.smart_money.whales_short >= 0).toBe(true);
    expect(Object.keys(b.derivatives).sort()).toEqual(['funding_rate', 'oi_change_24h']);
    // Fractions, not percent.
    expect(Math.abs(b.derivatives.funding_rate)).toBeLessThan(0.01);
    expect(Math.abs(b.derivatives.oi_change_24h)).toBeLessThan(5);
  });

  it('answers the composite shape with format=composite', async () => {
    const res = await get('symbol=TEST_ETH&direction=short&format=composite');
    expect(res.statusCode).toBe(200);
    const b = res.json();
    expect(b).toMatchObject({
      status: 'ok',
      symbol: 'TEST_ETH',
      direction: 'short',
      as_of: '2026-03-02T12:34:00.000Z',
    });
    expect(b.ts).toBe(Date.UTC(2026, 2, 2, 12, 34) / 1000);
    expect(b.composite).toBeGreaterThanOrEqual(-1);
    expect(b.composite).toBeLessThanOrEqual(1);
    for (const k of ['deriv_score', 'onchain_score', 'whale_score']) {
      expect(typeof b[k]).toBe('number');
      expect(Math.abs(b[k])).toBeLessThanOrEqual(1);
    }
    expect(['HIGH', 'MEDIUM']).toContain(b.confidence);
    expect(['CONFIRM', 'REDUCE', 'SKIP']).toContain(b.action);
    expect(b.size_mult).toBeGreaterThanOrEqual(0);
    expect(b.size_mult).toBeLessThanOrEqual(1.5);
    const reasons = b.reasons.join('\n');
    for (const word of [/funding/, /long\/short/, /whale/, /MVRV/]) expect(reasons).toMatch(word);
  });

  it('gives the same answer for every form of a symbol', async () => {
    const bodies = await Promise.all(
      ['TEST_BTC', 'TEST_BTCUSDT', 'TEST_BTC-USDT', 'TEST_BTC/USDT'].map(
        async (s) => (await get(`symbol=${encodeURIComponent(s)}&direction=long`)).body,
      ),
    );
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!).symbol).toBe('TEST_BTC');
  });

  it('mirrors long and short composites exactly', async () => {
    for (const symbol of ['TEST_BTC', 'TEST_SOL', 'TEST_OP']) {
      const long = (await get(`symbol=${symbol}&direction=long&format=composite`)).json();
      const short = (await get(`symbol=${symbol}&direction=short&format=composite`)).json();
      for (const k of ['composite', 'deriv_score', 'onchain_score', 'whale_score'])
        expect(short[k]).toBeCloseTo(-long[k], 10);
      expect(long.confidence).toBe(short.confidence);
      const simpleLong = (await get(`symbol=${symbol}&direction=long`)).json();
      const simpleShort = (await get(`symbol=${symbol}&direction=short`)).json();
      expect(simpleLong.score + simpleShort.score).toBeCloseTo(1, 5);
      expect(simpleLong.smart_money).toEqual(simpleShort.smart_money);
    }
  });

  it('is deterministic: two accounts frozen at the same instant get byte-identical bodies', async () => {
    const other = await t.createAccount('enterprise');
    await freeze(other.testKey, FROZEN);
    for (const q of ['symbol=TEST_ARB&direction=long', 'symbol=TEST_BNB&direction=short&format=composite']) {
      const [a, b] = [await get(q), await get(q, other.testKey)];
      expect(a.statusCode).toBe(200);
      expect(b.body).toBe(a.body);
      expect(b.headers.etag).toBe(a.headers.etag);
    }
  });

  it('changes with the clock minute, not within it', async () => {
    const other = await t.createAccount('pro');
    await freeze(other.testKey, FROZEN + 30_000); // 12:34:55, same minute
    const same = await get('symbol=TEST_BTC&direction=long&format=composite', other.testKey);
    expect(same.body).toBe((await get('symbol=TEST_BTC&direction=long&format=composite')).body);
    await freeze(other.testKey, FROZEN + 3_600_000);
    const later = (await get('symbol=TEST_BTC&direction=long&format=composite', other.testKey)).json();
    expect(later.as_of).toBe('2026-03-02T13:34:00.000Z');
  });

  it('sends a strong ETag and Cache-Control, and 304 for a matching If-None-Match', async () => {
    const res = await get('symbol=TEST_BTC&direction=long');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    // 25 s into the minute: 35 s until the next boundary.
    expect(res.headers['cache-control']).toBe('private, max-age=35');
    for (const inm of [etag, `W/${etag}`, `"nope", ${etag}`, '*']) {
      const again = await get('symbol=TEST_BTC&direction=long', key, { 'if-none-match': inm });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('private, max-age=35');
    }
    const stale = await get('symbol=TEST_BTC&direction=long', key, { 'if-none-match': '"old"' });
    expect(stale.statusCode).toBe(200);
    // Each shape and side is its own representation.
    const composite = await get('symbol=TEST_BTC&direction=long&format=composite');
    expect(composite.headers.etag).not.toBe(etag);
  });

  it('records the source label with usage', async () => {
    const acc = await t.createAccount('pro');
    for (let i = 0; i < 2; i++)
      expect((await get('symbol=TEST_BTC&direction=long&source=grid-bot%201', acc.testKey)).statusCode).toBe(200);
    expect((await get('symbol=TEST_BTC&direction=short', acc.testKey)).statusCode).toBe(200);
    const account = (await t.request({ url: '/v1/account', key: acc.testKey })).json();
    expect(account.usage_today.by_endpoint['GET /v1/confirm']).toBe(3);
    await t.app.ctx.usage.flush();
    const rows = await t.database.query<{ source: string; count: string | number }>(
      'SELECT source, count FROM usage_daily WHERE account_id = $1 AND endpoint = $2 ORDER BY source',
      [acc.id, 'GET /v1/confirm'],
    );
    expect(rows.map((r) => [r.source, Number(r.count)])).toEqual([
      ['', 1],
      ['grid-bot 1', 2],
    ]);
  });
});

describe('POST /v1/confirm/batch: happy', () => {
  it('answers each item with the same shape GET returns, in order', async () => {
    const items = [
      { symbol: 'TEST_BTC', direction: 'long' },
      { symbol: 'TEST_BTCUSDT', direction: 'short' },
      { symbol: 'TEST_ETH', direction: 'long' },
    ];
    for (const format of ['simple', 'composite']) {
      const res = await batch({ items, format });
      expect(res.statusCode).toBe(200);
      const b = res.json();
      expect(b).toMatchObject({ status: 'ok', count: 3, as_of: '2026-03-02T12:34:00.000Z' });
      expect(b.items.map((i: { index: number; ok: boolean }) => [i.index, i.ok])).toEqual([
        [0, true],
        [1, true],
        [2, true],
      ]);
      for (const [i, item] of items.entries()) {
        const single = await get(`symbol=${item.symbol}&direction=${item.direction}&format=${format}`);
        expect(b.items[i].result).toEqual(single.json());
      }
    }
  });

  it('defaults to the simple shape and takes 100 items', async () => {
    const items = Array.from({ length: 100 }, (_, i) => ({
      symbol: ['TEST_SOL', 'TEST_OP'][i % 2]!,
      direction: i % 3 ? 'long' : 'short',
    }));
    const b = (await batch({ items })).json();
    expect(b.items).toHaveLength(100);
    expect(
      b.items.every((i: { ok: boolean; result: { score: number } }) => i.ok && typeof i.result.score === 'number'),
    ).toBe(true);
  });
});

describe('GET /v1/confirm: errors', () => {
  it.each([
    ['direction=long', 'symbol', /is required/],
    ['symbol=TEST_BTC', 'direction', /is required/],
    ['symbol=TEST_BTC&direction=up', 'direction', /long, short/],
    ['symbol=%24%24%24&direction=long', 'symbol', /not a symbol/],
    ['symbol=TEST_BTC&direction=long&format=xml', 'format', /simple, composite/],
    [`symbol=TEST_BTC&direction=long&source=${'x'.repeat(65)}`, 'source', /64/],
    ['symbol=TEST_BTC&direction=long&source=a%0Ab', 'source', /pattern/],
  ])('%s → 400 naming %s', async (query, name, reason) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    const p = res.json();
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(p.code).toBe('invalid_parameter');
    expect(p.detail).toContain(`'${name}'`);
    expect(p.invalid_params[0]).toMatchObject({ in: 'query', name });
    expect(p.invalid_params[0].reason).toMatch(reason);
  });

  it('answers 404 unknown_symbol for a symbol the sandbox does not know', async () => {
    const res = await get('symbol=TEST_NOPE&direction=long');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('unknown_symbol');
  });

  it('answers 503 data_unavailable for a production key while production has no data', async () => {
    const acc = await t.createAccount('pro');
    const res = await get('symbol=BTCUSDT&direction=long', acc.liveKey);
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('data_unavailable');
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('POST /v1/confirm/batch: errors', () => {
  it.each([
    ['no items', { items: [] }],
    ['101 items', { items: Array.from({ length: 101 }, () => ({ symbol: 'TEST_BTC', direction: 'long' })) }],
    ['items missing', {}],
  ])('%s → 400 naming items', async (_name, payload) => {
    const res = await batch(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain("'items'");
  });

  it('fails only the bad items, each with a problem object', async () => {
    const a = await t.createAccount('trader');
    const res = await batch(
      {
        items: [
          { symbol: 'TEST_BTC', direction: 'long' },
          { symbol: 'TEST_NOPE', direction: 'long' },
          { symbol: 'TEST_ETH', direction: 'sideways' },
          { symbol: '$$$', direction: 'short' },
        ],
      },
      a.testKey,
    );
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items[0]).toMatchObject({ index: 0, ok: true, result: { symbol: 'TEST_BTC' } });
    expect(items[1]).toMatchObject({
      index: 1,
      ok: false,
      error: { status: 404, code: 'unknown_symbol', type: '/problems/unknown_symbol' },
    });
    expect(items[2]).toMatchObject({ index: 2, ok: false, error: { status: 400, code: 'invalid_parameter' } });
    expect(items[2].error.invalid_params[0]).toMatchObject({ in: 'body', name: 'items.2.direction' });
    expect(items[3].error).toMatchObject({ code: 'invalid_parameter', invalid_params: [{ name: 'items.3.symbol' }] });
    for (const i of items.slice(1)) expect(typeof i.error.detail).toBe('string');
  });

  it('reports plan restrictions and missing production data per item', async () => {
    const free = await t.createAccount('free');
    const res = await batch(
      {
        items: [
          { symbol: 'ETH', direction: 'long' },
          { symbol: 'BTC', direction: 'long' },
          { symbol: 'BTC', direction: 'short' },
        ],
      },
      free.liveKey,
    );
    expect(res.statusCode).toBe(200);
    const codes = res.json().items.map((i: { error: { code: string } }) => i.error.code);
    expect(codes).toEqual(['plan_restricted', 'data_unavailable', 'data_unavailable']);
  });
});

describe('confirm: security', () => {
  it('answers 401 without a key, and for a revoked key', async () => {
    expect((await t.request({ url: '/v1/confirm?symbol=TEST_BTC&direction=long' })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/v1/confirm/batch', payload: { items: [] } })).statusCode).toBe(
      401,
    );
    const acc = await t.createAccount('pro');
    expect((await get('symbol=TEST_BTC&direction=long', acc.testKey)).statusCode).toBe(200);
    const revoke = await t.request({
      method: 'DELETE',
      url: `/admin/keys/${acc.testKeyId}`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(revoke.statusCode).toBe(200);
    const res = await get('symbol=TEST_BTC&direction=long', acc.testKey);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalid_key');
  });

  it('answers 403 plan_restricted to a free production key asking ETH, before any data read', async () => {
    const free = await t.createAccount('free');
    const res = await get('symbol=ETH&direction=long', free.liveKey);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'plan_restricted', symbol: 'ETH', plan: 'free' });
  });

  it('answers 404 unknown_symbol to a sandbox key asking a production symbol', async () => {
    const res = await get('symbol=BTC&direction=long');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('unknown_symbol');
    expect(res.json().detail).toMatch(/TEST_/);
  });

  it("does not leak one account's clock into another's answer", async () => {
    const other = await t.createAccount('pro');
    const res = (await get('symbol=TEST_BTC&direction=long', other.testKey)).json();
    expect(res.as_of).toBe(new Date(Math.floor(wall / 60_000) * 60_000).toISOString());
    expect(accountId).not.toBe(other.id);
  });
});
