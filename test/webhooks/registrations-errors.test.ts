/**
 * Webhook registrations refused: every error an RFC 9457 problem naming the field. Plans, the
 * shared public keys, bad bodies, bad ids, unknown ids and the per-account limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_LIMITS } from '../../src/webhooks/registration-input.ts';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let pro: TestAccount;
let hookId: number;

const valid = {
  url: 'https://127.0.0.1:9443/hook',
  events: ['HIGH'],
  symbols: ['TEST_BTC'],
  secret: '0123456789abcdef',
};

beforeAll(async () => {
  t = await bootTestApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
  pro = await t.createAccount('pro');
  const res = await t.request({ method: 'POST', url: '/v1/webhooks', key: pro.testKey, payload: valid });
  expect(res.statusCode).toBe(201);
  hookId = res.json().webhook_id;
});
afterAll(async () => t?.close());

async function expectProblem(
  res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  status: number,
  code: string,
  field?: string,
) {
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = res.json() as {
    status: number;
    code: string;
    invalid_params?: Array<{ name: string; in: string; reason: string }>;
  };
  expect({ status: res.statusCode, code: body.code }).toEqual({ status, code });
  expect(body.status).toBe(status);
  if (field !== undefined) expect(body.invalid_params?.[0]?.name).toBe(field);
  return body;
}

const post = (payload: unknown, key = pro.testKey) =>
  t.request({ method: 'POST', url: '/v1/webhooks', key, payload: payload as Record<string, unknown> });

describe('who may register', () => {
  it('refuses Free and Trader accounts, both keys, on every operation, with plan_restricted', async () => {
    for (const plan of ['free', 'trader']) {
      const acc = await t.createAccount(plan);
      for (const key of [acc.testKey, acc.liveKey]) {
        const body = await expectProblem(await post(valid, key), 403, 'plan_restricted');
        expect(body).toMatchObject({ plan, required_plans: ['pro', 'enterprise'] });
        await expectProblem(await t.request({ url: '/v1/webhooks', key }), 403, 'plan_restricted');
        await expectProblem(await t.request({ url: `/v1/webhooks/${hookId}`, key }), 403, 'plan_restricted');
        const del = await t.request({ method: 'DELETE', url: `/v1/webhooks/${hookId}`, key });
        await expectProblem(del, 403, 'plan_restricted');
      }
    }
  });

  it('refuses the shared public sandbox keys with a hint to create an account, whatever their plan', async () => {
    for (const key of ['sk_test_public_demo', 'sk_test_public_trader', 'sk_test_public_pro']) {
      const body = await expectProblem(await post(valid, key), 403, 'sandbox_shared_key');
      expect(body).toMatchObject({ hint: expect.stringContaining('msig account create') });
      await expectProblem(await t.request({ url: '/v1/webhooks', key }), 403, 'sandbox_shared_key');
    }
  });

  it('asks for a key', async () => {
    await expectProblem(await t.request({ url: '/v1/webhooks' }), 401, 'invalid_key');
  });
});

describe('bodies', () => {
  it.each([
    ['url', { url: undefined }, 'url', 'is required'],
    ['events', { events: undefined }, 'events', 'is required'],
    ['symbols', { symbols: undefined }, 'symbols', 'is required'],
    ['secret', { secret: undefined }, 'secret', 'is required'],
    ['http url', { url: 'http://127.0.0.1/hook' }, 'url', 'https://'],
    ['scheme-less url', { url: '127.0.0.1/hook' }, 'url', 'https://'],
    ['url with spaces', { url: 'https://exa mple.com/' }, 'url', 'spaces'],
    ['url with credentials', { url: 'https://user:pw@127.0.0.1/hook' }, 'url', 'credentials'],
    ['unparseable url', { url: 'https://[::1/hook' }, 'url', 'not a valid URL'],
    ['over-long url', { url: `https://a.example/${'x'.repeat(2100)}` }, 'url', ''],
    ['15-character secret', { secret: '0123456789abcde' }, 'secret', '16'],
    ['over-long secret', { secret: 's'.repeat(257) }, 'secret', '256'],
    ['secret with a newline', { secret: '0123456789abcdef\n' }, 'secret', 'printable'],
    ['unknown event', { events: ['HIGH', 'LOW'] }, 'events.1', 'must be one of'],
    ['lower-case event', { events: ['high'] }, 'events.0', 'must be one of'],
    ['"*" with a name', { events: ['*', 'HIGH'] }, 'events', 'stand alone'],
    ['empty events', { events: [] }, 'events', ''],
    ['too many events', { events: Array(9).fill('HIGH') }, 'events', '8'],
    ['"*" with a symbol', { symbols: ['TEST_BTC', '*'] }, 'symbols', 'stand alone'],
    ['empty symbols', { symbols: [] }, 'symbols', ''],
    ['not a symbol', { symbols: ['TEST_BTC', 'BTC/ETH'] }, 'symbols.1', 'not a symbol'],
    ['too many symbols', { symbols: Array(101).fill('TEST_BTC') }, 'symbols', '100'],
    ['format 3', { format: 3 }, 'format', '1, 2'],
    ['format "1"', { format: '1' }, 'format', '1, 2'],
    ['unknown field', { event: ['HIGH'] }, 'event', 'not a known field'],
    ['enabled on create', { enabled: false }, 'enabled', 'not a known field'],
    ['over-long description', { description: 'd'.repeat(201) }, 'description', ''],
    ['control characters in the description', { description: 'bot\u0007' }, 'description', 'printable'],
  ])('%s', async (_, change, field, reason) => {
    const body = await expectProblem(await post({ ...valid, ...change }), 400, 'invalid_body', field);
    expect(body.invalid_params![0]!.in).toBe('body');
    expect(body.invalid_params![0]!.reason).toContain(reason);
  });

  it.each([
    ['a number as the secret', { secret: 1234567890123456 }, 'secret'],
    ['a bare string as events', { events: 'HIGH' }, 'events'],
    ['a bare string as symbols', { symbols: 'TEST_BTC' }, 'symbols'],
    ['an object as the url', { url: { href: 'https://127.0.0.1/' } }, 'url'],
    ['a number among the symbols', { symbols: ['TEST_BTC', 1] }, 'symbols.1'],
    ['null among the events', { events: [null] }, 'events.0'],
    ['a boolean as the description', { description: true }, 'description'],
  ])('refuses %s instead of converting it', async (_, change, field) => {
    await expectProblem(await post({ ...valid, ...change }), 400, 'invalid_body', field);
  });

  it('refuses bodies that are not an object', async () => {
    for (const payload of ['[]', '"x"', 'null', '{']) {
      const res = await t.request({
        method: 'POST',
        url: '/v1/webhooks',
        key: pro.testKey,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      await expectProblem(res, 400, 'invalid_body');
    }
  });

  it('refuses a sandbox key naming production symbols, and a live key naming TEST_ symbols, saying which keys take which', async () => {
    const sandbox = await expectProblem(await post({ ...valid, symbols: ['TEST_BTC', 'BTC'] }), 400, 'invalid_body');
    expect(sandbox.invalid_params![0]).toMatchObject({ name: 'symbols.1' });
    expect(JSON.stringify(sandbox)).toContain('TEST_');
    const live = await expectProblem(
      await post({ ...valid, symbols: ['ETH', 'TEST_ETH'] }, pro.liveKey),
      400,
      'invalid_body',
    );
    expect(live.invalid_params![0]).toMatchObject({ name: 'symbols.1' });
    expect(JSON.stringify(live)).toContain('production');
  });
});

describe('ids', () => {
  it.each(['abc', '1.5', '-1', '0', '2147483648', '99999999999999999999', 'Infinity', '1e3x', '%00'])(
    'refuses /v1/webhooks/%s with 400 naming the id',
    async (id) => {
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const res = await t.request({
          method,
          url: `/v1/webhooks/${id}`,
          key: pro.testKey,
          ...(method === 'PATCH' ? { payload: { enabled: true } } : {}),
        });
        await expectProblem(res, 400, 'invalid_parameter', 'id');
      }
    },
  );

  it('answers 404 for an id nobody has, on every operation', async () => {
    const missing = 2_000_000_000;
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await t.request({
        method,
        url: `/v1/webhooks/${missing}`,
        key: pro.testKey,
        ...(method === 'PATCH' ? { payload: { enabled: false } } : {}),
      });
      await expectProblem(res, 404, 'not_found', 'id');
    }
  });
});

describe('PATCH bodies', () => {
  const patch = (payload: unknown) =>
    t.request({ method: 'PATCH', url: `/v1/webhooks/${hookId}`, key: pro.testKey, payload: payload as object });

  it('refuses an empty change, an unknown field and the same bad values as creation', async () => {
    await expectProblem(await patch({}), 400, 'invalid_body');
    await expectProblem(await patch({ secret_hash: 'ab' }), 400, 'invalid_body', 'secret_hash');
    await expectProblem(await patch({ secret: 'short-secret' }), 400, 'invalid_body', 'secret');
    await expectProblem(await patch({ events: ['*', 'VETO'] }), 400, 'invalid_body', 'events');
    await expectProblem(await patch({ symbols: ['SOL'] }), 400, 'invalid_body', 'symbols.0');
    await expectProblem(await patch({ url: 'http://127.0.0.1/' }), 400, 'invalid_body', 'url');
    await expectProblem(await patch({ enabled: 'true' }), 400, 'invalid_body', 'enabled');
    await expectProblem(await patch({ description: 5 }), 400, 'invalid_body', 'description');
  });

  it('changes nothing when it refuses', async () => {
    const before = (await t.getJson(`/v1/webhooks/${hookId}`, pro.testKey)).body;
    await patch({ events: ['SIGNAL'], symbols: ['NOPE_NOT_A_SYMBOL_AT_ALL'] });
    expect((await t.getJson(`/v1/webhooks/${hookId}`, pro.testKey)).body).toEqual(before);
  });
});

describe('the per-account limit', () => {
  it(`allows ${WEBHOOK_LIMITS.registrationsPerAccount} per environment, then 409, also when requests race`, async () => {
    const acc = await t.createAccount('pro');
    const attempts = await Promise.all(
      Array.from({ length: WEBHOOK_LIMITS.registrationsPerAccount + 5 }, () => post(valid, acc.testKey)),
    );
    const statuses = attempts.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(WEBHOOK_LIMITS.registrationsPerAccount);
    const refused = attempts.find((r) => r.statusCode === 409)!;
    const body = await expectProblem(refused, 409, 'conflict');
    expect(body).toMatchObject({ limit: WEBHOOK_LIMITS.registrationsPerAccount });
    const list = await t.getJson('/v1/webhooks', acc.testKey);
    expect(list.body.webhooks).toHaveLength(WEBHOOK_LIMITS.registrationsPerAccount);

    // Production counts separately; deleting one frees a place.
    expect((await post({ ...valid, symbols: ['BTC'] }, acc.liveKey)).statusCode).toBe(201);
    const first = list.body.webhooks[0].webhook_id;
    expect((await t.request({ method: 'DELETE', url: `/v1/webhooks/${first}`, key: acc.testKey })).statusCode).toBe(
      204,
    );
    expect((await post(valid, acc.testKey)).statusCode).toBe(201);
  });
});
