/**
 * Bybit and OKX report some rate limits inside an HTTP 200 envelope. The service's clients read
 * them (detectRateLimit) and pause the whole upstream like a 429: the collector's cycle waits and
 * then succeeds instead of failing market by market.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createUpstreams } from '../../src/ingest/context.ts';
import { bybitRateLimit } from '../../src/sources/bybit/parse.ts';
import { okxRateLimit } from '../../src/sources/okx/parse.ts';
import { startUpstreams, type Upstreams } from '../fixtures/upstreams/all.ts';

let up: Upstreams;
const warnings: string[] = [];
const log = { info: () => {}, warn: (_: object, msg: string) => warnings.push(msg), error: () => {} };

beforeAll(async () => {
  up = await startUpstreams({ now: Date.now(), leaderboardRows: 200, whales: 3 });
});
afterAll(() => up?.close());

describe('rate limits in a 200 envelope', () => {
  it('are recognised by their codes only', () => {
    expect(bybitRateLimit({ retCode: 10006, retMsg: 'Too many visits!' })).toEqual({
      detail: 'retCode 10006: Too many visits!',
    });
    expect(bybitRateLimit({ retCode: 10018, retMsg: 'x' })).not.toBeNull();
    expect(bybitRateLimit({ retCode: 0, result: {} })).toBeNull();
    expect(bybitRateLimit({ retCode: 10001, retMsg: 'params error' })).toBeNull();
    expect(okxRateLimit({ code: '50011', msg: 'Too Many Requests', data: [] })).toEqual({
      detail: 'code 50011: Too Many Requests',
    });
    expect(okxRateLimit({ code: '0', data: [] })).toBeNull();
    expect(okxRateLimit([1, 2])).toBeNull();
  });

  it('pause Bybit as a whole, and the call succeeds once the venue answers again', async () => {
    const config = loadConfig({ ...up.env });
    const { bybit } = createUpstreams(config, log, { budgets: false });
    up.bybit.state.envelopeError = { path: '/v5/market/tickers', retCode: 10006, retMsg: 'Too many visits!' };
    const t0 = Date.now();
    const call = bybit.json({ path: '/v5/market/tickers', query: { category: 'linear' } });
    setTimeout(() => {
      up.bybit.state.envelopeError = null;
    }, 300);
    const answer = (await call) as { retCode: number };
    expect(answer.retCode).toBe(0);
    // The client's default pause (1 s) was waited out before the retry.
    expect(Date.now() - t0).toBeGreaterThanOrEqual(900);
    expect(warnings.some((w) => /retCode 10006/.test(w))).toBe(true);
    expect(bybit.health?.().pausedUntil ?? 0).toBeLessThanOrEqual(Date.now());
  });
});
