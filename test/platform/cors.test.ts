/**
 * The CORS policy (docs/conventions.md): the API grants no cross-origin access. API keys are
 * server-side secrets, so a page on another origin must not be able to read answers with a key
 * a visitor pasted or a browser holds. No answer carries Access-Control-* headers, a preflight
 * is refused, and an Origin header changes nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await bootTestApp();
});
afterAll(() => t.close());

const ORIGIN = 'https://evil.example';
const corsHeaders = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((h) => h.startsWith('access-control-'));

describe('CORS', () => {
  it('answers a cross-origin GET as any other, without granting the origin access', async () => {
    const res = await t.request({ url: '/v1/symbols', key: 'sk_test_public_demo', headers: { origin: ORIGIN } });
    expect(res.statusCode).toBe(200);
    expect(corsHeaders(res.headers)).toEqual([]);
  });

  it('refuses a preflight with a problem and no Access-Control-Allow-* headers', async () => {
    const res = await t.request({
      method: 'OPTIONS',
      url: '/v1/webhooks',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-api-key',
      },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(corsHeaders(res.headers)).toEqual([]);
  });

  it('grants nothing on errors, the OpenAPI document or the probes either', async () => {
    for (const url of ['/v1/account', '/openapi.json', '/healthz', '/v1/nope']) {
      const res = await t.request({ url, headers: { origin: ORIGIN } });
      expect(corsHeaders(res.headers), url).toEqual([]);
    }
  });
});
