import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlainServer, startPlainServer } from '../../../test/fixtures/upstreams/plain.ts';
import { minimumDurationMs } from './budget.ts';
import { DEFAULT_BUDGET_HEADROOM, UPSTREAM_BUDGETS, UPSTREAM_RATE_LIMIT_STATUSES } from './budgets.ts';
import { createUpstream } from './client.ts';

let server: PlainServer;
beforeAll(async () => {
  server = await startPlainServer();
  // Open the connections first, so the first timed batch does not pay for them.
  const warm = createUpstream({ name: 'plain', baseUrl: server.url });
  await Promise.all(Array.from({ length: 40 }, () => warm.json({ path: '/ok' })));
});
afterAll(() => server.close());

/**
 * Most weight that reached the server within any `windowMs`. The client counts a call from when it
 * sends it; the server sees it a trip later, and on a busy test machine that trip can vary by tens
 * of ms, so these tests only check half-windows. budget.test.ts checks every window exactly, on a
 * fake clock.
 */
function busiestWindow(arrivals: Array<{ at: number; weight: number }>, windowMs: number): number {
  return Math.max(
    ...arrivals.map(({ at }) =>
      arrivals.filter((a) => a.at > at - windowMs && a.at <= at).reduce((sum, a) => sum + a.weight, 0),
    ),
  );
}

describe('budgets over HTTP', () => {
  it('runs 100 concurrent calls at the budget, never faster and not much slower than it allows', async () => {
    const spec = { capacity: 20, windowMs: 200 };
    const upstream = createUpstream({
      name: 'plain',
      baseUrl: server.url,
      budgets: { default: spec },
      budgetHeadroom: 0,
    });
    const first = server.arrivals.length;
    const started = performance.now();
    await Promise.all(Array.from({ length: 100 }, (_, i) => upstream.json({ path: `/ok/${i}` })));
    const elapsed = performance.now() - started;

    const floor = minimumDurationMs(spec, 100);
    expect(floor).toBe(800);
    expect(elapsed).toBeGreaterThanOrEqual(floor - 2);
    // The last batch's round trip comes on top; budget.test.ts checks on a fake clock that every call
    // goes the instant it fits.
    expect(elapsed).toBeLessThan(floor * 1.25);
    const arrivals = server.arrivals.slice(first).map((a) => ({ at: a.at, weight: 1 }));
    expect(arrivals).toHaveLength(100);
    expect(busiestWindow(arrivals, spec.windowMs / 2)).toBe(20);
  });

  it('keeps a pool of weight-2 callers close to the minimum', async () => {
    const spec = { capacity: 40, windowMs: 200 };
    const upstream = createUpstream({
      name: 'plain',
      baseUrl: server.url,
      budgets: { default: spec },
      budgetHeadroom: 0,
    });
    const first = server.arrivals.length;
    let next = 0;
    const worker = async () => {
      while (next < 100) await upstream.json({ path: `/ok/${next++}`, weight: 2 });
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: 4 }, worker));
    const elapsed = performance.now() - started;

    const floor = minimumDurationMs(spec, 100, 2);
    expect(elapsed).toBeGreaterThanOrEqual(floor - 2);
    // Four sequential workers also wait for their own round trips (five per window's last batch).
    expect(elapsed).toBeLessThan(floor * 1.5);
    const arrivals = server.arrivals.slice(first).map((a) => ({ at: a.at, weight: 2 }));
    expect(busiestWindow(arrivals, spec.windowMs / 2)).toBeLessThanOrEqual(40);
  });

  it('leaves the default headroom unused', async () => {
    const upstream = createUpstream({
      name: 'plain',
      baseUrl: server.url,
      budgets: { default: { capacity: 10, windowMs: 300 } },
    });
    expect(DEFAULT_BUDGET_HEADROOM).toBe(0.1);
    const started = performance.now();
    await Promise.all(Array.from({ length: 10 }, () => upstream.json({ path: '/ok' })));
    // Nine fit in the first window; the tenth waits for the next one.
    expect(performance.now() - started).toBeGreaterThanOrEqual(298);
  });

  it('makes the next call wait for weight charged after an answer', async () => {
    const upstream = createUpstream({
      name: 'plain',
      baseUrl: server.url,
      budgets: { default: { capacity: 10, windowMs: 300 }, other: { capacity: 1, windowMs: 60_000 } },
      budgetHeadroom: 0,
    });
    const started = performance.now();
    await upstream.json({ path: '/ok' });
    upstream.charge(9);
    await upstream.json({ path: '/ok' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(298);
    upstream.charge(5, 'other');
    const quick = performance.now();
    await upstream.json({ path: '/ok' }); // the default bucket was not charged by that
    expect(performance.now() - quick).toBeLessThan(150);
    expect(() => upstream.charge(1, 'nope')).toThrow(/no budget bucket "nope"/);
    await expect(upstream.json({ path: '/ok', bucket: 'nope' })).rejects.toThrow(/no budget bucket "nope"/);
  });
});

describe('UPSTREAM_BUDGETS', () => {
  it('holds the published budgets by upstream and bucket', () => {
    expect(UPSTREAM_BUDGETS).toEqual({
      hyperliquid: { default: { capacity: 1200, windowMs: 60_000 } },
      binance: {
        default: { capacity: 2400, windowMs: 60_000 },
        'futures-data': { capacity: 1000, windowMs: 300_000 },
        funding: { capacity: 500, windowMs: 300_000 },
      },
      bybit: { default: { capacity: 600, windowMs: 5_000 } },
      okx: {
        default: { capacity: 20, windowMs: 2_000 },
        funding: { capacity: 10, windowMs: 2_000 },
        'open-interest': { capacity: 20, windowMs: 2_000 },
        rubik: { capacity: 5, windowMs: 2_000 },
        instruments: { capacity: 20, windowMs: 2_000 },
        candles: { capacity: 20, windowMs: 2_000 },
      },
      defillama: { default: { capacity: 40, windowMs: 60_000 } },
      mempool: { default: { capacity: 60, windowMs: 60_000 } },
      'eth-gas': { default: { capacity: 60, windowMs: 60_000 } },
      coinmetrics: { default: { capacity: 10, windowMs: 6_000 } },
      deribit: { default: { capacity: 20, windowMs: 1_000 } },
      'etf-flows': { default: { capacity: 6, windowMs: 60_000 } },
      news: { default: { capacity: 30, windowMs: 60_000 } },
    });
    expect(UPSTREAM_RATE_LIMIT_STATUSES.bybit).toEqual({ 403: 600_000 });
  });

  it('is accepted by createUpstream for every upstream', () => {
    for (const [name, budgets] of Object.entries(UPSTREAM_BUDGETS)) {
      expect(createUpstream({ name, baseUrl: server.url, budgets }).name).toBe(name);
    }
  });
});
