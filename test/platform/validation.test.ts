/**
 * Request validation as a class, over every operation of the OpenAPI document: numbers that are
 * not finite, empty bodies, and messages that name the allowed values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';
import {
  bodyWith,
  isNumeric,
  type Json,
  numericFields,
  type Operation,
  operations,
  urlFor,
  validObject,
} from '../helpers/openapi.ts';

let t: TestApp;
let account: TestAccount;
let ops: Operation[];

beforeAll(async () => {
  t = await bootTestApp();
  account = await t.createAccount('enterprise');
  ops = operations((await t.getJson('/openapi.json')).body);
});
afterAll(async () => t?.close());

function auth(o: Operation): Record<string, string> {
  if (o.admin) return { authorization: `Bearer ${ADMIN_TOKEN}` };
  return { 'x-api-key': o.environments.includes('sandbox') ? account.testKey : account.liveKey };
}

/** Query strings Ajv coerces to a number that is not finite (NaN has no such string, and is refused too). */
const NOT_FINITE = ['Infinity', '-Infinity', '+Infinity', '1e309', '-1e309', 'NaN'];

describe('numbers that are not finite', () => {
  it('are refused with 400 naming the parameter, for every numeric parameter of every operation', async () => {
    const cases = ops.flatMap((o) => o.params.filter((p) => isNumeric(p.schema)).map((p) => ({ o, p })));
    // Every numeric query parameter the API has today; a new one joins this test by itself.
    expect(cases.length).toBeGreaterThanOrEqual(10);
    for (const { o, p } of cases) {
      for (const raw of NOT_FINITE) {
        const headers = { ...auth(o), ...(p.in === 'header' ? { [p.name]: raw } : {}) };
        const url = urlFor(o, p.in === 'header' ? {} : { [p.name]: raw });
        const res = await t.app.inject({ method: o.method, url, headers });
        const where = `${o.method} ${url}`;
        expect(res.statusCode, where).toBe(400);
        expect(res.headers['content-type'], where).toMatch(/^application\/problem\+json/);
        expect(res.json().invalid_params?.[0]?.name, where).toBe(p.name);
      }
    }
  });

  it('are refused in every numeric body field, whether sent as a string or as an overflowing JSON number', async () => {
    const cases = ops.filter((o) => o.body).flatMap((o) => numericFields(o.body!).map((path) => ({ o, path })));
    expect(cases.length).toBeGreaterThanOrEqual(6);
    for (const { o, path } of cases) {
      // A string Ajv coerces, or a JSON number too large for a double (JSON.parse makes it Infinity).
      for (const value of ['Infinity', '-Infinity', '1e309', 'NaN', { raw: '1e309' }]) {
        const marker = '"__RAW__"';
        const raw = typeof value === 'object' ? value.raw : null;
        const json = JSON.stringify(bodyWith(o.body!, path, raw === null ? value : '__RAW__')).replace(
          marker,
          raw ?? marker,
        );
        const res = await t.app.inject({
          method: o.method,
          url: urlFor(o),
          headers: { ...auth(o), 'content-type': 'application/json' },
          payload: json,
        });
        const where = `${o.method} ${o.path} ${json}`;
        expect(res.statusCode, where).toBe(400);
        expect(res.json().invalid_params?.[0]?.name, where).toBe(path.join('.'));
      }
    }
  });

  it('leave finite numbers at the limits alone', async () => {
    const heatmap = await t.getJson('/v1/derivatives/funding-heatmap?hours=168&symbols=TEST_BTC', account.testKey);
    expect(heatmap.status).toBe(200);
    expect(heatmap.body.hours).toHaveLength(168);
    const events = await t.getJson('/v1/test/events?after=0&limit=500', account.testKey);
    expect(events.status).toBe(200);
  });

  it('refuse an integer past what the database column holds with 400, not a failed read', async () => {
    for (const path of ['/v1/test/events', '/test/events']) {
      const huge = await t.getJson(`${path}?after=100000000000000000000`, account.testKey);
      expect(huge.status, path).toBe(400);
      expect(huge.body.invalid_params?.[0]?.name, path).toBe('after');
      const largest = await t.getJson(`${path}?after=${Number.MAX_SAFE_INTEGER}`, account.testKey);
      expect(largest.status, path).toBe(200);
      expect(largest.body.events, path).toEqual([]);
    }
  });
});

describe('empty bodies', () => {
  const bodyOps = () => ops.filter((o) => o.body && o.op.requestBody);
  const send = (o: Operation, payload: string | undefined, contentType?: string) =>
    t.app.inject({
      method: o.method,
      url: urlFor(o),
      headers: { ...auth(o), ...(contentType ? { 'content-type': contentType } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });

  it('mean "no fields": accepted where every field is optional, and the documentation says so', async () => {
    const optional = bodyOps().filter((o) => o.op.requestBody.required === false);
    expect(optional.map((o) => `${o.method} ${o.path}`)).toContain('POST /v1/test/reset');
    for (const o of optional) {
      for (const [payload, type] of [
        ['', 'application/json'],
        ['{}', 'application/json'],
        [' \n', 'application/json'],
        [undefined, undefined],
      ] as const) {
        const res = await send(o, payload, type);
        expect(res.statusCode, `${o.method} ${o.path} ${JSON.stringify(payload)}`).toBeLessThan(300);
      }
    }
  });

  it('name the required fields where some are required', async () => {
    const required = bodyOps().filter((o) => o.op.requestBody.required !== false && (o.body!.required ?? []).length);
    expect(required.length).toBeGreaterThanOrEqual(4);
    for (const o of required) {
      for (const payload of ['', '{}']) {
        const res = await send(o, payload, 'application/json');
        const where = `${o.method} ${o.path} ${JSON.stringify(payload)}`;
        expect(res.statusCode, where).toBe(400);
        expect(res.json().invalid_params[0], where).toMatchObject({ in: 'body', reason: 'is required' });
      }
    }
  });

  it('still refuse malformed JSON and prototype pollution', async () => {
    const reset = ops.find((o) => o.path === '/v1/test/reset')!;
    for (const payload of ['{', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}']) {
      const res = await send(reset, payload, 'application/json');
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().code).toBe('invalid_body');
    }
  });
});

describe('values outside a fixed set', () => {
  /** Parameters whose schema lists its values (an enum, or a union of literals). */
  function listed(schema: Json): unknown[] | null {
    if (Array.isArray(schema.enum)) return schema.enum;
    return null;
  }

  it('are answered with the allowed values, for every enum-like parameter', async () => {
    const cases = ops.flatMap((o) =>
      o.params.filter((p) => p.in !== 'header' && listed(p.schema)).map((p) => ({ o, p, values: listed(p.schema)! })),
    );
    expect(cases.length).toBeGreaterThanOrEqual(8);
    for (const { o, p, values } of cases) {
      const url = urlFor(o, { [p.name]: 'not-a-value' });
      const res = await t.app.inject({ method: o.method, url, headers: auth(o) });
      const where = `${o.method} ${url}`;
      expect(res.statusCode, where).toBe(400);
      expect(res.json().invalid_params, where).toEqual([
        { in: p.in, name: p.name, reason: `must be one of: ${values.join(', ')}` },
      ]);
    }
  });

  it('are answered with the allowed values in bodies too, once per field', async () => {
    const inject = ops.find((o) => o.path === '/v1/test/inject-error')!;
    const res = await t.app.inject({
      method: 'POST',
      url: inject.path,
      headers: auth(inject),
      payload: { ...validObject(inject.body!), code: 'nope' },
    });
    expect(res.json().invalid_params).toEqual([
      {
        in: 'body',
        name: 'code',
        reason: 'must be one of: invalid_key, rate_limit_exceeded, not_found, service_unavailable, timeout',
      },
    ]);
  });

  it('are named the same way when a handler checks them', async () => {
    const exchange = await t.getJson('/v1/derivatives/screener?exchange=kraken', account.testKey);
    expect(exchange.body.invalid_params[0].reason).toBe('must be one of: binance, bybit, okx, hyperliquid');
    const environment = await t.getJson('/v1/symbols?environment=staging', account.testKey);
    expect(environment.body.invalid_params[0].reason).toBe('must be one of: sandbox, production');
  });
});
