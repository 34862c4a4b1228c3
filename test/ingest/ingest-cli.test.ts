/**
 * `msig ingest --once`: one collection cycle in the foreground, as a real process, against the
 * fixture upstreams and a fresh embedded database; its summary, its exit code, and what it wrote.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_DIRS } from '../../src/migrations.ts';
import { openDatabase } from '../../src/platform/db/client.ts';
import { startUpstreams, type Upstreams } from '../fixtures/upstreams/all.ts';
import { spawnGroup } from '../helpers/process-group.ts';

let up: Upstreams;
let dir: string;

beforeAll(async () => {
  up = await startUpstreams({ now: Date.now(), leaderboardRows: 500, whales: 8 });
  dir = mkdtempSync(join(tmpdir(), 'msig-ingest-'));
});
afterAll(async () => {
  await up?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function ingest(args: string[], env: Record<string, string> = {}) {
  const { DATABASE_URL: _, ...inherited } = process.env;
  const p = spawnGroup(process.execPath, ['cli/msig.mjs', 'ingest', '--once', ...args], {
    env: { ...inherited, ...up.env, DATA_DIR: dir, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  p.child.stdout!.on('data', (c) => {
    out += c;
  });
  p.child.stderr!.on('data', (c) => {
    err += c;
  });
  const { code } = await p.exited;
  await p.stop();
  return { code, out, err };
}

describe('msig ingest --once', () => {
  it('runs one cycle of the named source, prints a line per job and a summary, and writes the data', async () => {
    const r = await ingest(['--source', 'binance']);
    expect(r.code, r.err).toBe(0);
    expect(r.err).toMatch(/^ok {3}collect-binance +[0-9.]+ s {2}binance: \d+ of 230 markets$/m);
    expect(r.err).toMatch(/^ok {3}collect-binance-ratios /m);
    expect(r.err).toMatch(/^ok {3}collect-binance-candles +[0-9.]+ s {2}candles: \d+ for \d+ symbols/m);
    expect(r.out.trim()).toBe('5 of 5 jobs succeeded');
    const db = await openDatabase({ dataDir: dir, databaseUrl: null, migrations: MIGRATION_DIRS });
    try {
      const [row] = await db.query<{ n: string }>(
        `SELECT count(*) AS n FROM derivatives_latest WHERE venue = 'binance'`,
      );
      expect(Number(row!.n)).toBeGreaterThan(200);
      const [status] = await db.query<{ successes: string }>(
        `SELECT successes FROM source_status WHERE name = 'binance'`,
      );
      // Its jobs that asked Binance something (funding and open interest, ratios, open-interest
      // history, candles) each report to the binance record.
      expect(Number(status!.successes)).toBe(4);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('exits 1 and says which job failed when an upstream is down', async () => {
    up.servers.bybit!.fault({ fault: { kind: 'server-error', status: 502 } });
    try {
      const r = await ingest(['--source', 'bybit', '--json']);
      expect(r.code).toBe(1);
      const reports = JSON.parse(r.out) as Array<{ job: string; ok: boolean; error?: string }>;
      expect(reports.find((x) => x.job === 'collect-bybit')).toMatchObject({ ok: false });
      expect(reports.find((x) => x.job === 'collect-bybit')!.error).toMatch(/^bybit: .*HTTP 502/);
    } finally {
      up.servers.bybit!.clearFaults();
    }
  }, 60_000);

  it('refuses an unknown source before touching anything', async () => {
    const r = await ingest(['--source', 'kraken']);
    expect(r.code).toBe(2); // a usage error
    expect(r.err).toMatch(/--source.*must be one of hyperliquid, binance, bybit, okx/);
  });
});
