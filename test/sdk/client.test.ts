/**
 * The SDK's typed calls and typed errors against the real server on loopback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiError,
  AuthenticationError,
  isApiError,
  NotFoundError,
  PermissionError,
  ValidationError,
} from '../../sdk/src/index.ts';
import type { TestAccount } from '../helpers/app.ts';
import { listeningApp, rejection, type SdkEnv } from './helpers.ts';

let env: SdkEnv;
let pro: TestAccount;
let free: TestAccount;
const FROZEN = Date.UTC(2026, 2, 2, 12, 34, 25);

beforeAll(async () => {
  env = await listeningApp();
  pro = await env.t.frozenAccount('pro', FROZEN);
  free = await env.t.createAccount('free');
});
afterAll(() => env.close());

describe('typed calls', () => {
  it('confirm answers the documented shape, as of the sandbox clock', async () => {
    const client = env.client({ apiKey: pro.testKey });
    const c = await client.confirm({ symbol: 'TEST_BTC', direction: 'long' });
    expect(c).toMatchObject({ status: 'ok', symbol: 'TEST_BTC', direction: 'long', as_of: '2026-03-02T12:34:00.000Z' });
    // The same bytes as a direct request: the SDK adds nothing and loses nothing.
    const direct = await env.t.getJson('/v1/confirm?symbol=TEST_BTC&direction=long', pro.testKey);
    expect(c).toEqual(direct.body);
  });

  it('confirm with format composite is typed as the composite shape', async () => {
    const client = env.client({ apiKey: pro.testKey });
    const c = await client.confirm({ symbol: 'TEST_ETH', direction: 'short', format: 'composite' });
    expect(['CONFIRM', 'REDUCE', 'SKIP']).toContain(c.action);
    expect(c.size_mult).toBeGreaterThanOrEqual(0);
    expect(c.composite).toBeGreaterThanOrEqual(-1);
  });

  it("a bot's cycle: one batch for all its pairs, acting on CONFIRM only", async () => {
    const client = env.client({ apiKey: pro.testKey });
    const pairs = ['TEST_BTC', 'TEST_ETH', 'TEST_SOL', 'TEST_BNB'].flatMap((symbol) =>
      (['long', 'short'] as const).map((direction) => ({ symbol, direction })),
    );
    const { items } = await client.confirmBatch(pairs, { format: 'composite' });
    const acted: string[] = [];
    for (const item of items) {
      if (item.ok && 'action' in item.result && item.result.action === 'CONFIRM') {
        acted.push(`${pairs[item.index]!.symbol} ${pairs[item.index]!.direction}`);
      }
    }
    expect(items).toHaveLength(8);
    // Long and short of one symbol are never both confirmed at one instant.
    for (const symbol of ['TEST_BTC', 'TEST_ETH', 'TEST_SOL', 'TEST_BNB']) {
      expect(acted.filter((a) => a.startsWith(`${symbol} `)).length).toBeLessThanOrEqual(1);
    }
  });

  it('confirmBatch answers item by item, in request order', async () => {
    const client = env.client({ apiKey: pro.testKey });
    const b = await client.confirmBatch([
      { symbol: 'TEST_BTC', direction: 'long' },
      { symbol: 'TEST_ETH', direction: 'short' },
      { symbol: 'TEST_NOPE', direction: 'long' },
    ]);
    expect(b.count).toBe(3);
    expect(b.items.map((i) => [i.index, i.ok])).toEqual([
      [0, true],
      [1, true],
      [2, false],
    ]);
    const failed = b.items[2]!;
    if (failed.ok) throw new Error('expected a failed item');
    expect(failed.error.code).toBe('unknown_symbol');
  });

  it('the generic typed get/post take path parameters and return the body', async () => {
    const client = env.client({ apiKey: pro.testKey });
    const whales = await client.get('/v1/whales/{symbol}', { params: { path: { symbol: 'TEST_BTC' } } });
    expect(whales.status).toBe('ok');
    const symbols = await client.symbols();
    expect(symbols.status).toBe('ok');
    const heatmap = await client.fundingHeatmap({ timestamp: 1234567890000 });
    expect(heatmap.status).toBe('ok');
    const account = await client.account();
    expect(account.status).toBe('ok');
    // openapi-fetch's raw client is there too, with the response.
    const { data, response } = await client.api.GET('/v1/whales', { params: { query: { limit: 2 } } });
    expect(response.status).toBe(200);
    expect(data?.whales.length).toBeLessThanOrEqual(2);
  });

  it('sends its user agent and the key only as X-API-Key', async () => {
    let seen: Headers | null = null;
    const client = env.client({
      apiKey: pro.testKey,
      fetch: async (input, init) => {
        seen = new Request(input, init).headers;
        return fetch(input, init);
      },
    });
    await client.symbols();
    expect(seen!.get('x-api-key')).toBe(pro.testKey);
    expect(seen!.get('authorization')).toBeNull();
    expect(seen!.get('user-agent')).toMatch(/^msig-sdk\//);
  });

  it('refuses to be given both a key and OAuth credentials', () => {
    expect(() => env.client({ apiKey: 'k', oauth: { clientId: 'a', clientSecret: 'b' } })).toThrow(TypeError);
  });
});

describe('typed errors from real problems', () => {
  it('401: a missing or unknown key is an AuthenticationError with the request id', async () => {
    for (const apiKey of [undefined, 'sk_test_not_a_real_key_0000000000']) {
      const err = await rejection(env.client({ apiKey }).symbols());
      expect(err).toBeInstanceOf(AuthenticationError);
      const e = err as AuthenticationError;
      expect(e.status).toBe(401);
      expect(e.code).toBe('invalid_key');
      expect(e.type).toBe('/problems/invalid_key');
      expect(e.requestId).toMatch(/\S/);
      expect(e.instance).toBe('/v1/symbols');
    }
  });

  it('400: a bad parameter is a ValidationError naming the field', async () => {
    const client = env.client({ apiKey: pro.testKey });
    // @ts-expect-error the generated types know direction is long or short
    const err = await rejection(client.confirm({ symbol: 'TEST_BTC', direction: 'sideways' }));
    expect(err).toBeInstanceOf(ValidationError);
    const e = err as ValidationError;
    expect(e.code).toBe('invalid_parameter');
    expect(e.invalidParams).toEqual([expect.objectContaining({ in: 'query', name: 'direction' })]);
    expect(e.message).toContain('direction');
  });

  it('400: a non-finite number is refused by name', async () => {
    const client = env.client({ apiKey: pro.testKey });
    const err = await rejection(client.whales({ limit: Number.POSITIVE_INFINITY }));
    expect(isApiError(err, 'invalid_parameter')).toBe(true);
    expect((err as ApiError).invalidParams[0]?.name).toBe('limit');
  });

  it('404: an unknown symbol is a NotFoundError with code unknown_symbol', async () => {
    const client = env.client({ apiKey: pro.testKey });
    const err = await rejection(client.confirm({ symbol: 'TEST_NOPE', direction: 'long' }));
    expect(err).toBeInstanceOf(NotFoundError);
    expect((err as NotFoundError).code).toBe('unknown_symbol');
  });

  it("404: another account's webhook is not found", async () => {
    const other = await env.t.createAccount('pro');
    const err = await rejection(env.client({ apiKey: other.testKey }).webhooks.get(1));
    expect(err).toBeInstanceOf(NotFoundError);
  });

  it('403: a symbol outside the plan is a PermissionError carrying the extras', async () => {
    const client = env.client({ apiKey: free.testKey });
    const err = await rejection(client.confirm({ symbol: 'TEST_ETH', direction: 'long' }));
    expect(err).toBeInstanceOf(PermissionError);
    const e = err as PermissionError;
    expect(e.code).toBe('plan_restricted');
    expect(e.problem).toHaveProperty('request_id', e.requestId);
  });

  it('an oversize batch is refused with a 400 before anything is charged', async () => {
    const client = env.client({ apiKey: pro.testKey });
    const items = Array.from({ length: 101 }, () => ({ symbol: 'TEST_BTC', direction: 'long' }));
    const err = await rejection(client.confirmBatch(items));
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).invalidParams[0]?.name).toMatch(/^items/);
  });
});
