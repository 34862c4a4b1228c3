import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestApp } from '../helpers/app.ts';

interface OpenApiOperation {
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { content: Record<string, { schema: { $ref?: string } }> }>;
}

let t: TestApp;
beforeAll(async () => {
  t = await bootTestApp();
});
afterAll(() => t.close());

describe('operations', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.request({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.request({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('reports not ready when the database is gone', async () => {
    const t2 = await bootTestApp();
    await t2.database.close();
    const res = await t2.request({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('service_unavailable');
    await t2.app.close();
  });

  it('exposes request count and latency by route and status at /metrics', async () => {
    await t.request({ url: '/v1/account', key: 'sk_test_public_trader' });
    await t.request({ url: '/v1/account' });
    const text = (await t.request({ url: '/metrics' })).body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/v1\/account",status="200"\} 1/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/v1\/account",status="401"\} 1/);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/v1\/account",status="200"\}/,
    );
  });

  it('meters usage per key, day and endpoint, and persists it', async () => {
    const acc = await t.createAccount('pro');
    for (let i = 0; i < 3; i++) await t.request({ url: '/v1/account/keys', key: acc.liveKey });
    const live = (await t.request({ url: '/v1/account', key: acc.liveKey })).json();
    expect(live.usage_today.by_endpoint['GET /v1/account/keys']).toBe(3);
    await t.app.ctx.usage.flush();
    const rows = await t.database.query<{ endpoint: string; count: string }>(
      'SELECT endpoint, count FROM usage_daily WHERE account_id = $1 ORDER BY endpoint',
      [acc.id],
    );
    expect(rows.map((r) => [r.endpoint, Number(r.count)])).toEqual([
      ['GET /v1/account', 1],
      ['GET /v1/account/keys', 3],
    ]);
    // One more request before reading: the answer adds flushed rows and unflushed counts.
    await t.request({ url: '/v1/account/keys', key: acc.liveKey });
    const after = (await t.request({ url: '/v1/account', key: acc.liveKey })).json();
    expect(after.usage_today.by_endpoint).toEqual({ 'GET /v1/account': 1, 'GET /v1/account/keys': 4 });
    expect(after.usage_today.total).toBe(5);
  });
});

describe('API documentation', () => {
  it('serves OpenAPI 3.1 with the key and OAuth security schemes and the problem schema on error responses', async () => {
    const doc = (await t.request({ url: '/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.ApiKeyAuth).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-API-Key',
    });
    expect(doc.components.securitySchemes.BearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.schemas.Problem.properties.code).toBeDefined();
    const v1 = Object.entries(doc.paths).filter(([p]) => p.startsWith('/v1/'));
    expect(v1.length).toBeGreaterThan(0);
    for (const [path, ops] of v1) {
      for (const [method, op] of Object.entries(ops as Record<string, OpenApiOperation>)) {
        // The inbound charting alert is the one v1 operation without a key (SPEC: the body's secret).
        if (path === '/v1/charting/webhook') expect(op.security, path).toBeUndefined();
        else {
          // A key, or an OAuth token carrying the operation's scope (docs/oauth.md).
          expect(op.security?.slice(0, 2), `${method} ${path}`).toEqual([{ ApiKeyAuth: [] }, { BearerAuth: [] }]);
          expect(op.security?.[2], `${method} ${path}`).toEqual({ OAuth2: expect.any(Array) });
        }
        const problem = op.responses['401'].content['application/problem+json'].schema;
        expect(problem.$ref, `${method} ${path}`).toBe('#/components/schemas/Problem');
      }
    }
  });

  it('serves the interactive reference at /docs from local assets only', async () => {
    const page = await t.request({ url: '/docs/' });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).not.toMatch(/(src|href)="https?:\/\//);
    for (const asset of html.match(/(?:src|href)="\.?\/?([^"]+\.(?:js|css))"/g) ?? []) {
      const path = asset.replace(/^(src|href)="\.?\/?/, '').replace(/"$/, '');
      expect((await t.request({ url: `/docs/${path}` })).statusCode, path).toBe(200);
    }
  });
});
