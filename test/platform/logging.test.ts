/** Logs are JSON lines that carry the request id, and never an API key. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestApp } from '../helpers/app.ts';

const lines: Array<Record<string, unknown>> = [];
let raw = '';
let t: TestApp;
beforeAll(async () => {
  t = await bootTestApp(
    { LOG_LEVEL: 'info' },
    {
      logStream: {
        write(line: string) {
          raw += line;
          lines.push(JSON.parse(line));
        },
      },
    },
  );
});
afterAll(() => t.close());

describe('logs', () => {
  it('write each request with its request id and no key', async () => {
    const acc = await t.createAccount('pro');
    const res = await t.request({
      url: '/v1/account',
      key: acc.liveKey,
      headers: { authorization: `Bearer ${acc.testKey}` },
    });
    expect(res.statusCode).toBe(200);
    const id = res.headers['request-id'];
    const mine = lines.filter((l) => l.request_id === id);
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(mine[1]).toMatchObject({ level: 30, res: { statusCode: 200 } });
    expect(raw).not.toContain(acc.liveKey);
    expect(raw).not.toContain(acc.testKey);
  });

  it('log an unexpected fault with its request id, while the caller sees no internals', async () => {
    const acc = await t.createAccount('pro');
    const select = t.app.ctx.db.select;
    (t.app.ctx.db as unknown as { select: unknown }).select = () => {
      throw new Error('boom: internal detail');
    };
    t.app.ctx.keyCache.clear();
    const res = await t.request({ url: '/v1/account', key: acc.liveKey });
    (t.app.ctx.db as unknown as { select: unknown }).select = select;
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('boom');
    const logged = lines.find((l) => l.request_id === res.headers['request-id'] && l.level === 50);
    expect(logged).toMatchObject({ msg: 'unhandled error', err: { message: 'boom: internal detail' } });
  });
});
