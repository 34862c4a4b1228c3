/**
 * The v2 contract across its routes: every happy answer valid against the OpenAPI schema, no
 * `status` member anywhere, one `meta` object tied to the Request-Id header, the v2 tag, the
 * same authentication as v1; and the v1 paths v2 replaces announce their sunset.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';
import { inline, type Json, operations, responseChecker } from '../helpers/openapi.ts';
import { bearer, newClient, tokenFor } from '../oauth/helpers.ts';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const FROZEN = Date.UTC(2026, 4, 15, 12, 30, 0);
let t: TestApp;
let doc: Json;
let check: ReturnType<typeof responseChecker>;
let pro: TestAccount;

/** Happy requests per v2 operation (several where a parameter changes the answer's shape). */
const HAPPY: Record<string, string[]> = {
  '/v2/whales/tracking': ['/v2/whales/tracking?limit=20', '/v2/whales/tracking?symbol=TEST_ETH&side=sell&limit=5'],
  '/v2/derivatives/funding-heatmap': [
    '/v2/derivatives/funding-heatmap?exchange=binance&hours=6',
    '/v2/derivatives/funding-heatmap?exchange=okx&timestamp=1234567890000',
  ],
  '/v2/derivatives/positions': ['venue', 'symbol', 'side'].map((g) => `/v2/derivatives/positions?group_by=${g}`),
  '/v2/confirm': ['/v2/confirm?symbol=TEST_BTC&direction=long', '/v2/confirm?symbol=TEST_SOL&direction=short'],
};
const ALL_URLS = Object.values(HAPPY).flat();

/** Every `status` member anywhere in a JSON value, by path. */
function statusMembers(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => statusMembers(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(k === 'status' ? [`${path}.${k}`] : []),
    ...statusMembers(v, `${path}.${k}`),
  ]);
}

beforeAll(async () => {
  t = await bootTestApp({}, { now: () => NOW });
  doc = (await t.getJson('/openapi.json')).body;
  check = responseChecker(doc);
  pro = await t.frozenAccount('pro', FROZEN);
});
afterAll(() => t.close());

describe('v2: the OpenAPI document', () => {
  it('documents exactly the four v2 operations, tagged v2 (beta), with no status in any 2xx schema', () => {
    const v2 = operations(doc).filter((o) => o.path.startsWith('/v2/'));
    expect(v2.map((o) => `${o.method} ${o.path}`).sort()).toEqual(
      Object.keys(HAPPY)
        .map((p) => `GET ${p}`)
        .sort(),
    );
    for (const o of v2) {
      expect(o.op.tags, o.path).toEqual(['v2 (beta)']);
      expect(o.apiKey, o.path).toBe(true);
      const schema = o.op.responses['200'].content['application/json'].schema;
      expect(JSON.stringify(schema), o.path).not.toMatch(/"status"/);
      expect(schema.required, o.path).toContain('meta');
    }
  });

  it('follows docs/conventions.md: snake_case names, _ms integers, _usd numbers, ISO instants', () => {
    const names: Array<[string, string, Json]> = [];
    const walk = (schema: Json, where: string) => {
      if (!schema || typeof schema !== 'object') return;
      for (const k of ['anyOf', 'oneOf', 'allOf']) for (const s of schema[k] ?? []) walk(s, where);
      if (schema.items) walk(schema.items, `${where}[]`);
      for (const [name, sub] of Object.entries<Json>(schema.properties ?? {})) {
        names.push([`${where}.${name}`, name, sub]);
        walk(sub, `${where}.${name}`);
      }
    };
    for (const o of operations(doc).filter((x) => x.path.startsWith('/v2/'))) {
      walk(inline(doc, o.op.responses['200'].content['application/json'].schema) as Json, o.path);
    }
    expect(names.length).toBeGreaterThan(60);
    const types = (s: Json): string[] =>
      (s.anyOf ?? [s]).map((b: Json) => b.type ?? typeof b.const).filter((x: string) => x !== 'null');
    for (const [where, name, sub] of names) {
      expect(name, where).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
      if (name.endsWith('_ms')) expect(types(sub.type === 'array' ? sub.items : sub), where).toEqual(['integer']);
      if (name.endsWith('_usd')) expect(types(sub), where).toEqual(['number']);
      if (/^(as_of|time)$/.test(name)) expect([sub.type, sub.format], where).toEqual(['string', 'date-time']);
    }
  });

  it('marks the v1 paths v2 replaces deprecated, naming successors that exist', () => {
    for (const [v1, v2] of [
      ['/v1/whales', '/v2/whales/tracking'],
      ['/v1/funding', '/v2/derivatives/funding-heatmap'],
    ]) {
      expect(doc.paths[v1].get.deprecated, v1).toBe(true);
      expect(doc.paths[v1].get.description, v1).toContain(v2);
      expect(doc.paths[v2]?.get, v2).toBeDefined();
      expect(doc.paths[v2].get.deprecated, v2).toBeUndefined();
      for (const [status, response] of Object.entries<Json>(doc.paths[v1].get.responses)) {
        expect(Object.keys(response.headers), `${v1} ${status}`).toEqual(
          expect.arrayContaining(['Deprecation', 'Sunset', 'Link']),
        );
      }
      // v2 operations are not deprecated; the Deprecation header they declare is the key-only one.
      expect(doc.paths[v2].get.responses['200'].headers.Deprecation?.$ref, v2).toBe('#/components/headers/Deprecation');
    }
    expect(doc.paths['/v2/whales/tracking'].get.responses['200'].headers.Link.description).toMatch(/rel="next"/);
  });
});

describe('v2: happy answers', () => {
  it('validate against their schema, carry no status member, and tie meta to the request', async () => {
    for (const url of ALL_URLS) {
      const res = await t.request({ url, key: pro.testKey });
      expect(res.statusCode, url).toBe(200);
      const body = res.json();
      expect(check('GET', url.split('?')[0]!, 200, body), url).toBeNull();
      expect(statusMembers(body), url).toEqual([]);
      expect(body.meta.request_id, url).toBe(res.headers['request-id']);
      expect(body.meta.api_version, url).toBe('2.0-beta');
      expect(Date.parse(body.meta.as_of), url).toBeLessThanOrEqual(FROZEN);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it("echoes the caller's Request-Id in meta", async () => {
    const res = await t.request({
      url: '/v2/confirm?symbol=TEST_BTC&direction=long',
      key: pro.testKey,
      headers: { 'request-id': 'client-req-42' },
    });
    expect(res.headers['request-id']).toBe('client-req-42');
    expect(res.json().meta.request_id).toBe('client-req-42');
  });

  it('answers the public sandbox key and the Authorization: Bearer form alike', async () => {
    for (const url of ALL_URLS) {
      const res = await t.request({ url, headers: { authorization: 'Bearer sk_test_public_demo' } });
      expect(res.statusCode, url).toBe(200);
      expect(check('GET', url.split('?')[0]!, 200, res.json()), url).toBeNull();
    }
  });
});

describe('v2: security', () => {
  it('refuses a missing, unknown or wrong-environment key with 401 problems', async () => {
    for (const url of ALL_URLS) {
      for (const headers of [{}, { 'x-api-key': 'sk_test_nope_000000000000' }]) {
        const res = await t.request({ url, headers });
        expect(res.statusCode, url).toBe(401);
        expect(res.headers['content-type'], url).toMatch(/^application\/problem\+json/);
      }
      const wrongEnv = await t.request({ url: `${url}&environment=production`, key: pro.testKey });
      expect(wrongEnv.statusCode, url).toBe(401);
    }
  });

  it('applies sandbox error forcing (X-Test-Error) like v1', async () => {
    const res = await t.request({
      url: HAPPY['/v2/confirm']![0]!,
      key: pro.testKey,
      headers: { 'x-test-error': 'timeout' },
    });
    expect(res.statusCode).toBe(504);
    expect(res.json().code).toBe('timeout');
  });

  it('answers a production key with no collected data with 503 data_unavailable, never invented numbers', async () => {
    const live = await t.createAccount('enterprise');
    for (const url of [
      '/v2/whales/tracking?symbol=BTC',
      '/v2/derivatives/funding-heatmap?exchange=binance&symbols=BTC',
      '/v2/derivatives/positions',
      '/v2/confirm?symbol=BTC&direction=long',
    ]) {
      const res = await t.request({ url, key: live.liveKey });
      expect(res.statusCode, url).toBe(503);
      expect(res.json().code, url).toBe('data_unavailable');
    }
  });
});

describe('v1 paths replaced by v2', () => {
  const V1_REPLACED = [
    ['/v1/whales?limit=1', '/v2/whales/tracking'],
    ['/v1/funding?symbol=TEST_BTC', '/v2/derivatives/funding-heatmap'],
    ['/v1/funding', '/v2/derivatives/funding-heatmap'],
  ] as const;

  it('carry Deprecation (January 2026), Sunset (January 2028) and the successor Link, errors included', async () => {
    // With an OAuth token the path's own deprecation is the only one (docs/oauth.md).
    const token = await tokenFor(t, await newClient(t, pro.testKey, ['read']));
    const deprecatedAt = Date.UTC(2026, 0, 1) / 1000;
    for (const [url, successor] of V1_REPLACED) {
      const res = await t.request({ url, headers: bearer(token) });
      expect(res.headers.deprecation, url).toBe(`@${deprecatedAt}`);
      expect(res.headers.sunset, url).toBe('Sat, 01 Jan 2028 00:00:00 GMT');
      expect(Date.parse(res.headers.sunset as string) / 1000).toBeGreaterThan(deprecatedAt);
      expect(res.headers.link, url).toBe(`<${successor}>; rel="successor-version"`);
      // The successor answers.
      const next = HAPPY[successor]![0]!;
      expect((await t.request({ url: next, headers: bearer(token) })).statusCode, next).toBe(200);
    }
  });

  it('with an API key alone, combine with the key-only deprecation: earlier dates, both links', async () => {
    for (const [url, successor] of V1_REPLACED) {
      const res = await t.request({ url, key: pro.testKey });
      expect(res.headers.deprecation, url).toBe(`@${Date.UTC(2026, 0, 1) / 1000}`);
      expect(res.headers.sunset, url).toBe('Mon, 01 Mar 2027 00:00:00 GMT');
      const links = String(res.headers.link).split(', ');
      expect(links, url).toContain(`<${successor}>; rel="successor-version"`);
      expect(links.some((l) => l.includes('rel="deprecation"'))).toBe(true);
    }
  });

  it('leave v2 answers without the successor deprecation: none with a token, only the key-only notice with a key', async () => {
    const token = await tokenFor(t, await newClient(t, pro.testKey, ['read']));
    for (const url of ALL_URLS) {
      const byToken = await t.request({ url, headers: bearer(token) });
      expect(byToken.headers.deprecation, url).toBeUndefined();
      expect(byToken.headers.sunset, url).toBeUndefined();
      const byKey = await t.request({ url, key: pro.testKey });
      expect(byKey.headers.sunset, url).toBe('Mon, 01 Mar 2027 00:00:00 GMT');
      expect(String(byKey.headers.link ?? ''), url).not.toContain('successor-version');
    }
  });
});
