/**
 * The served OpenAPI document states, for every operation, what every answer carries: checked
 * operation by operation, and against real answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, INJECTABLE_CODES } from '../../src/platform/errors.ts';
import { RATE_LIMIT_HEADERS } from '../../src/platform/openapi-contract.ts';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';
import { type Json, type Operation, operations, resolve, urlFor } from '../helpers/openapi.ts';

let t: TestApp;
let account: TestAccount;
let doc: Json;
let ops: Operation[];

beforeAll(async () => {
  t = await bootTestApp();
  account = await t.createAccount('pro');
  doc = (await t.getJson('/openapi.json')).body;
  ops = operations(doc);
});
afterAll(async () => t?.close());

function headersOf(response: Json): Record<string, Json> {
  return Object.fromEntries(Object.entries(response.headers ?? {}).map(([k, v]) => [k, resolve(doc, v as Json)]));
}

describe('the OpenAPI document', () => {
  it('names a server, and every reference in it resolves', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: expect.any(String) })]);
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const r of refs) expect(resolve(doc, JSON.parse(`{${r}}`)), r).toBeTruthy();
  });

  it('does not call a parameter with a default required', () => {
    const defaulted = ops.flatMap((o) => o.params.filter((p) => p.schema.default !== undefined).map((p) => ({ o, p })));
    expect(defaulted.length).toBeGreaterThanOrEqual(5);
    for (const { o, p } of defaulted) expect(p.required, `${o.method} ${o.path} ${p.name}`).toBe(false);
  });

  it('declares Request-Id on every response of every operation', () => {
    for (const o of ops) {
      for (const [status, response] of Object.entries(o.op.responses as Json)) {
        expect(headersOf(response)['Request-Id'], `${o.method} ${o.path} ${status}`).toMatchObject({
          schema: { type: 'string' },
        });
      }
    }
  });

  it('declares the rate-limit headers on every answer after the key is known, and Retry-After on 429', () => {
    const keyed = ops.filter((o) => o.apiKey);
    expect(keyed.length).toBeGreaterThan(20);
    for (const o of keyed) {
      expect(o.op.responses['429'], `${o.method} ${o.path}`).toBeDefined();
      for (const [status, response] of Object.entries(o.op.responses as Json)) {
        const headers = headersOf(response);
        const where = `${o.method} ${o.path} ${status}`;
        if (status !== '401') for (const h of RATE_LIMIT_HEADERS) expect(headers[h], `${where} ${h}`).toBeDefined();
        if (status === '429') expect(headers['Retry-After'], where).toMatchObject({ required: true });
      }
    }
  });

  it('declares X-Test-Error, as header and query parameter, exactly on operations sandbox keys may call', () => {
    for (const o of ops) {
      const forced = o.params.filter((p) => p.name === 'X-Test-Error');
      const expected = o.apiKey && o.environments.includes('sandbox') ? ['header', 'query'] : [];
      expect(forced.map((p) => p.in).sort(), `${o.method} ${o.path}`).toEqual(expected);
      for (const p of forced) expect(p.schema.enum).toEqual([...INJECTABLE_CODES]);
    }
    expect(ops.find((o) => o.method === 'POST' && o.path === '/v1/account/keys')?.environments).toEqual(['production']);
  });

  it('lists in each enum only values the service has', () => {
    expect(doc.components.schemas.Problem.properties.code.enum).toEqual(Object.keys(ERROR_CODES));
    const events = ops.find((o) => o.path === '/v1/test/events')!;
    const event = resolve(doc, events.op.responses['200'].content['application/json'].schema).properties.events.items;
    expect(event.properties.event.enum).toEqual(['HIGH', 'MEDIUM', 'VETO', 'SIGNAL']);
    expect(event.properties.kind.enum).toEqual(['confirm', 'whale', 'alert']);
    // A union of literals is shown as one enum, never as anyOf of one-value enums.
    expect(JSON.stringify(doc)).not.toMatch(/"anyOf":\[\{"type":"string","enum":\["[^"]*"\]\}/);
  });

  it('says an operation needs a body only when an empty one is refused', async () => {
    for (const o of ops.filter((x) => x.op.requestBody)) {
      const res = await t.app.inject({
        method: o.method,
        url: urlFor(o),
        headers: o.admin ? { authorization: `Bearer ${t.config.adminToken}` } : { 'x-api-key': account.testKey },
      });
      if (res.statusCode === 401) continue; // production-only: the key is refused before the body is read
      const refused = res.statusCode === 400 && res.json().code === 'invalid_body';
      expect(o.op.requestBody.required, `${o.method} ${o.path} answered ${res.statusCode}`).toBe(refused);
    }
  });
});

describe('real answers', () => {
  it('carry the headers the document declares', async () => {
    const ok = await t.request({ url: '/v1/whales?limit=1', key: account.testKey });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['request-id']).toBeTruthy();
    for (const h of RATE_LIMIT_HEADERS) expect(ok.headers[h.toLowerCase()], h).toBeDefined();

    const limited = await t.request({
      url: '/v1/whales',
      key: account.testKey,
      headers: { 'x-test-error': 'rate_limit_exceeded' },
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const forcedByQuery = await t.request({ url: '/v1/whales?X-Test-Error=not_found', key: account.testKey });
    expect(forcedByQuery.statusCode).toBe(404);
  });
});
