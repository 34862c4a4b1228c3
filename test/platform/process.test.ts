/**
 * The real process: `src/main.ts` on a free port with a fresh embedded database, driven by the
 * `msig` CLI over HTTP, stopped with SIGTERM, started again on the same data, and compared with
 * a second process on another database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runGroup, stopAllGroups } from '../helpers/process-group.ts';
import { type ServerProcess, startServer as startServerProcess } from '../helpers/server-process.ts';

const ADMIN = 'process-test-admin-token';
const FROZEN = Date.UTC(2026, 6, 15, 13, 30);
/** Market reads whose answers must not depend on the process, the account or a restart. */
const MARKET_PATHS = ['/v1/onchain/bitcoin', '/v1/onchain/valuation?symbol=TEST_BTC', '/v1/onchain/tvl'];

const dirs: string[] = [];

function startServer(dataDir: string): Promise<ServerProcess> {
  return startServerProcess({ dataDir, env: { ADMIN_TOKEN: ADMIN } });
}

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'msig-proc-'));
  dirs.push(dir);
  return dir;
}

async function msig(base: string, ...args: string[]) {
  const { stdout } = await runGroup(process.execPath, ['cli/msig.mjs', ...args], {
    env: { ...process.env, MSIG_URL: base, MSIG_ADMIN_TOKEN: ADMIN },
  });
  return stdout;
}

/** A new account on `base`, its sandbox clock frozen at FROZEN; returns its bodies for MARKET_PATHS. */
async function marketBodies(base: string, testKey?: string): Promise<{ key: string; bodies: string[] }> {
  let key = testKey;
  if (!key) {
    key = JSON.parse(
      await msig(base, 'account', 'create', '--email', `m${Date.now()}@example.com`, '--plan', 'pro', '--json'),
    ).test_key as string;
    const frozen = await fetch(`${base}/v1/test/simulate-time`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ to: FROZEN }),
    });
    expect(frozen.status).toBe(200);
  }
  const bodies = [];
  for (const path of MARKET_PATHS) {
    const res = await fetch(`${base}${path}`, { headers: { 'x-api-key': key } });
    expect(res.status, path).toBe(200);
    bodies.push(await res.text());
  }
  return { key, bodies };
}

let main: ServerProcess;
let mainDir: string;
beforeAll(async () => {
  mainDir = tempDir();
  main = await startServer(mainDir);
}, 40_000);

afterAll(async () => {
  await stopAllGroups('SIGKILL', 0);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('the msig CLI against a running server', () => {
  let accountId: string;
  let liveKey: string;

  it('creates an account and prints its id and two keys as JSON', async () => {
    const out = JSON.parse(
      await msig(main.base, 'account', 'create', '--email', 'cli@example.com', '--plan', 'trader', '--json'),
    );
    expect(out.account_id).toMatch(/^acc_/);
    expect(out.test_key).toMatch(/^sk_test_/);
    expect(out.live_key).toMatch(/^sk_live_/);
    accountId = out.account_id;
    liveKey = out.live_key;
    const res = await fetch(`${main.base}/v1/account`, { headers: { 'x-api-key': liveKey } });
    expect(res.status).toBe(200);
    expect((await res.json()).account.plan).toBe('trader');
  });

  it('changes the plan, creates a key and revokes it', async () => {
    expect(await msig(main.base, 'account', 'set-plan', accountId, 'pro')).toMatch(/now on pro/);
    const plan = await fetch(`${main.base}/v1/account`, { headers: { 'x-api-key': liveKey } });
    expect((await plan.json()).account.plan).toBe('pro');

    const key = JSON.parse(await msig(main.base, 'key', 'create', accountId, '--env', 'production', '--json'));
    expect((await fetch(`${main.base}/v1/account`, { headers: { authorization: `Bearer ${key.key}` } })).status).toBe(
      200,
    );
    await msig(main.base, 'key', 'revoke', key.id);
    expect((await fetch(`${main.base}/v1/account`, { headers: { authorization: `Bearer ${key.key}` } })).status).toBe(
      401,
    );
  });

  it('fails with a clear message on a bad plan or a wrong token', async () => {
    await expect(msig(main.base, 'account', 'create', '--email', 'x@example.com', '--plan', 'gold')).rejects.toThrow(
      /must be one of/,
    );
    const bad = runGroup(process.execPath, ['cli/msig.mjs', 'key', 'revoke', 'key_x'], {
      env: { ...process.env, MSIG_URL: main.base, MSIG_ADMIN_TOKEN: 'wrong-token-wrong-token' },
    });
    await expect(bad).rejects.toThrow(/401 unauthorized/);
  });
});

describe('shutdown, restart and a second process', () => {
  it('exits 0 on SIGTERM having written the metered usage; a restart serves the same market to the same frozen clock', async () => {
    const before = await marketBodies(main.base);
    await fetch(`${main.base}/v1/account`, { headers: { 'x-api-key': 'sk_test_public_demo' } });
    main.child.kill('SIGTERM');
    expect((await main.exited).code).toBe(0);

    const db = await PGlite.create(mainDir);
    const rows = await db.query<{ count: string }>(
      `SELECT count FROM usage_daily WHERE key_id = 'key_public_demo' AND endpoint = 'GET /v1/account'`,
    );
    await db.close();
    expect(Number(rows.rows[0]?.count)).toBe(1);

    const again = await startServer(mainDir);
    // The clock was persisted with the account: the same key reads the same bytes.
    const after = await marketBodies(again.base, before.key);
    expect(after.bodies).toEqual(before.bodies);

    const other = await startServer(tempDir());
    const elsewhere = await marketBodies(other.base);
    expect(elsewhere.bodies).toEqual(before.bodies);
  }, 90_000);
});
