/**
 * Ten minutes of the collection schedule of the on-chain, options, ETF and news sources, on a
 * simulated clock with shortened intervals, through the real clients and their published
 * budgets: every cycle succeeds, and no fixture upstream receives more requests in any budget
 * window than its budget allows (counted from the fixtures' own logs). The whale and derivatives
 * sources have their budget benchmark (npm run bench:ingest); `npm run bench:soak` plays all of
 * them together and reports memory.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreams } from '../../src/ingest/context.ts';
import { startUpstreams, type Upstreams } from '../fixtures/upstreams/all.ts';
import { bootTestApp, type TestApp } from '../helpers/app.ts';
import { busiestWindow, playSchedule, type SoakReport } from '../helpers/soak.ts';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
let clock = NOW;
let up: Upstreams;
let t: TestApp;
let soak: SoakReport;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  up = await startUpstreams({ now: NOW, leaderboardRows: 200, whales: 4 });
  t = await bootTestApp(
    {
      ...up.env,
      LIVE_SOURCES: 'defillama,mempool,eth-gas,coinmetrics,deribit,etf-flows,news',
      // Shortened so the budgets are reached: DefiLlama's api host asks 12 calls a cycle.
      COLLECT_ONCHAIN_EVERY_MIN: '2',
      COLLECT_OPTIONS_EVERY_MIN: '1',
      COLLECT_NEWS_EVERY_MIN: '1',
      COLLECT_VALUATION_EVERY_MIN: '5',
      COLLECT_ETF_EVERY_MIN: '5',
    },
    { now: () => clock },
  );
  const upstreams = createUpstreams(t.config, silent);
  const ctx = {
    db: t.database.db,
    now: () => clock,
    upstreams,
    collection: t.config.collection,
    log: silent,
    wrote: () => {},
  };
  soak = await playSchedule({
    config: t.config,
    ctx,
    servers: up.servers,
    start: NOW,
    minutes: 10,
    setClock: (ms) => (clock = ms),
  });
}, 240_000);
afterAll(async () => {
  await t?.close();
  await up?.close();
});

describe('ten simulated minutes of collection', () => {
  it('runs every due cycle, and every one succeeds', () => {
    const failed = soak.reports.filter((r) => !r.ok);
    expect(failed, JSON.stringify(failed)).toEqual([]);
    const byJob = new Map<string, number>();
    for (const r of soak.reports) byJob.set(r.job, (byJob.get(r.job) ?? 0) + 1);
    expect(byJob.get('collect-defillama')).toBe(5);
    expect(byJob.get('collect-deribit-options')).toBe(10);
    expect(byJob.get('collect-valuation')).toBe(2);
  });

  it('keeps every upstream within its published budget, by the fixtures’ own logs', () => {
    expect(soak.budgets.length).toBeGreaterThanOrEqual(8);
    for (const b of soak.budgets) {
      expect(b.busiestWindow, `${b.upstream}: ${JSON.stringify(b)}`).toBeLessThanOrEqual(b.capacity);
    }
    // The schedule asks DefiLlama's api host for more than one window allows: the budget, not
    // the schedule, is what kept it in.
    const api = soak.budgets.find((b) => b.upstream === 'defillama')!;
    expect(api.requests).toBeGreaterThan(api.capacity);
  });
});

describe('busiestWindow', () => {
  it('counts the most timestamps within any window', () => {
    expect(busiestWindow([], 1000)).toBe(0);
    expect(busiestWindow([0, 999, 1000, 1500, 1999, 2000], 1000)).toBe(3);
    expect(busiestWindow([5, 5, 5], 1)).toBe(3);
  });
});
