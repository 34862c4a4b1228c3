/**
 * Authentication by API key alone is deprecated (announced March 2026, sunset March 2027):
 * answers to a key say so in Deprecation, Sunset and Link; answers to an OAuth token do not. On a
 * deprecated v1 path the two deprecations combine into one set of headers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';
import { bearer, newClient, tokenFor } from './helpers.ts';

const KEY_DEPRECATED = `@${Date.UTC(2026, 2, 1) / 1000}`;
const KEY_SUNSET = 'Mon, 01 Mar 2027 00:00:00 GMT';
const PATH_DEPRECATED = `@${Date.UTC(2026, 0, 1) / 1000}`;
const PATH_SUNSET = 'Sat, 01 Jan 2028 00:00:00 GMT';
const DOCS_LINK = '</docs#/oauth>; rel="deprecation"; type="text/html"';

let t: TestApp;
let alice: TestAccount;
let token: string;

beforeAll(async () => {
  t = await bootTestApp();
  alice = await t.createAccount('pro');
  token = await tokenFor(t, await newClient(t, alice.testKey, ['read', 'alerts', 'webhooks', 'nodeintel']));
});
afterAll(() => t.close());

describe('key-only authentication is deprecated', () => {
  it('answers to a key, in X-API-Key or as a bearer, carry Deprecation, Sunset and a Link to the OAuth docs', async () => {
    for (const headers of [{ 'x-api-key': alice.testKey }, bearer(alice.liveKey)]) {
      const res = await t.request({ url: '/v1/account', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers.deprecation).toBe(KEY_DEPRECATED);
      expect(res.headers.sunset).toBe(KEY_SUNSET);
      expect(res.headers.link).toBe(DOCS_LINK);
    }
  });

  it('errors after authentication carry them too; a refused key does not', async () => {
    const bad = await t.request({ url: '/v1/whales?limit=0', key: alice.testKey });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.sunset).toBe(KEY_SUNSET);
    const unknown = await t.request({ url: '/v1/account', key: `sk_test_${'A'.repeat(43)}` });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.headers.sunset).toBeUndefined();
  });

  it('answers to an OAuth token carry none of them', async () => {
    const res = await t.request({ url: '/v1/account', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers.deprecation).toBeUndefined();
    expect(res.headers.sunset).toBeUndefined();
    expect(res.headers.link).toBeUndefined();
  });

  it('on a deprecated path with a key: one Link with both values, the earlier Deprecation and the earlier Sunset', async () => {
    const res = await t.request({ url: '/v1/whales?limit=1', key: alice.testKey });
    expect(res.statusCode).toBe(200);
    expect(typeof res.headers.link).toBe('string');
    expect(String(res.headers.link).split(', ').sort()).toEqual(
      ['</v2/whales/tracking>; rel="successor-version"', DOCS_LINK].sort(),
    );
    expect(res.headers.deprecation).toBe(PATH_DEPRECATED);
    expect(res.headers.sunset).toBe(KEY_SUNSET);
  });

  it('on a deprecated path with a token: the path’s own headers only', async () => {
    const res = await t.request({ url: '/v1/whales?limit=1', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBe('</v2/whales/tracking>; rel="successor-version"');
    expect(res.headers.deprecation).toBe(PATH_DEPRECATED);
    expect(res.headers.sunset).toBe(PATH_SUNSET);
  });

  it('the OpenAPI document offers the OAuth client credentials flow, with each route’s scope', async () => {
    const doc = (await t.request({ url: '/openapi.json' })).json();
    expect(doc.components.securitySchemes.OAuth2.flows.clientCredentials).toMatchObject({
      tokenUrl: '/oauth/token',
      scopes: {
        read: expect.any(String),
        alerts: expect.any(String),
        webhooks: expect.any(String),
        nodeintel: expect.any(String),
      },
    });
    expect(doc.paths['/v1/whales'].get.security).toContainEqual({ OAuth2: ['read'] });
    expect(doc.paths['/v1/node/connections'].get.security).toContainEqual({ OAuth2: ['nodeintel'] });
    expect(doc.paths['/oauth/token'].post.requestBody.content).toHaveProperty('application/x-www-form-urlencoded');
    // Key operations declare the deprecation headers on their answers (not on a 401).
    const account = doc.paths['/v1/account'].get.responses;
    expect(Object.keys(account['200'].headers)).toEqual(expect.arrayContaining(['Deprecation', 'Sunset', 'Link']));
    expect(account['401'].headers).not.toHaveProperty('Sunset');
  });
});
