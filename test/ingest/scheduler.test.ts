/**
 * The collector role's durable schedules (pg-boss on the service's own database, PGlite or
 * PostgreSQL): starting them runs a first cycle of every enabled job at once, and two schedulers
 * on one database never run the same job twice at the same time.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCollectors } from '../../src/ingest/scheduler.ts';
import { createJobQueue } from '../../src/platform/jobs.ts';
import { startUpstreams, type Upstreams } from '../fixtures/upstreams/all.ts';
import { bootTestApp, type TestApp } from '../helpers/app.ts';
import { ingestContextOf } from '../helpers/ingest.ts';

let up: Upstreams;
let t: TestApp;
const schema = `boss_${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  up = await startUpstreams({ now: Date.now(), leaderboardRows: 300, whales: 5 });
  t = await bootTestApp({ LIVE_SOURCES: 'bybit', ...up.env });
}, 60_000);
afterAll(async () => {
  await t?.database.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
  await t?.close();
  await up?.close();
});

async function until<T>(what: string, fn: () => Promise<T | null>, timeoutMs = 30_000): Promise<T> {
  const t0 = Date.now();
  for (;;) {
    const v = await fn();
    if (v !== null) return v;
    if (Date.now() - t0 > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const queueOf = () => createJobQueue(t.database, { schema, onError: () => {} });

describe('startCollectors', () => {
  it('runs the enabled jobs from durable schedules, one at a time per job across two schedulers', async () => {
    // Two instances: two job queues on the same database.
    const queues = [queueOf(), queueOf()];
    const first = await startCollectors(queues[0]!, t.config, ingestContextOf(t));
    const second = await startCollectors(queues[1]!, t.config, ingestContextOf(t));
    try {
      expect(first.jobs.map((j) => j.name)).toEqual([
        'collect-bybit',
        'collect-bybit-ratios',
        'collect-bybit-oi-history',
        'prune-history',
      ]);
      const status = await until('a bybit cycle', async () => {
        const [row] = await t.database.query<{ successes: string }>(
          `SELECT successes FROM source_status WHERE name = 'bybit'`,
        );
        return row && Number(row.successes) >= 2 ? row : null;
      });
      expect(Number(status.successes)).toBeGreaterThanOrEqual(2);
      // Each scheduler sent one job per queue at start; the stately queues kept one of each.
      await new Promise((r) => setTimeout(r, 3_000));
      const tickers = up.servers.bybit!.requests.filter((r) => r.path === '/v5/market/tickers').length;
      expect(tickers).toBe(2); // collect-bybit once, collect-bybit-ratios once
      const [rows] = await t.database.query<{ n: string }>(
        `SELECT count(*) AS n FROM derivatives_latest WHERE venue = 'bybit'`,
      );
      expect(Number(rows!.n)).toBeGreaterThan(150);
    } finally {
      await first.stop();
      await second.stop();
      for (const q of queues) await q.stop();
    }
  }, 60_000);

  it('starts nothing when LIVE_SOURCES is none', async () => {
    const queue = queueOf();
    const none = await startCollectors(queue, { ...t.config, liveSources: [] }, ingestContextOf(t));
    expect(none.jobs).toEqual([]);
    // Nothing to schedule: the queue was never started.
    expect(queue.started()).toBe(false);
    await none.stop();
    await queue.stop();
  });
});
