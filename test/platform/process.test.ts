/**
 * The real process: `src/main.ts` on a free port with a fresh embedded database, driven by the
 * `msig` CLI over HTTP, then stopped with SIGTERM.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ADMIN = 'process-test-admin-token';
let server: ChildProcess;
let base: string;
let dataDir: string;
let exit: Promise<number | null>;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function msig(...args: string[]) {
  const { stdout } = await run(process.execPath, ['cli/msig.mjs', ...args], {
    env: { ...process.env, MSIG_URL: base, MSIG_ADMIN_TOKEN: ADMIN },
  });
  return stdout;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'msig-proc-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_TOKEN: ADMIN,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  exit = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}, 40_000);

afterAll(() => {
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the msig CLI against a running server', () => {
  let accountId: string;
  let liveKey: string;

  it('creates an account and prints its id and two keys as JSON', async () => {
    const out = JSON.parse(await msig('account', 'create', '--email', 'cli@example.com', '--plan', 'trader', '--json'));
    expect(out.account_id).toMatch(/^acc_/);
    expect(out.test_key).toMatch(/^sk_test_/);
    expect(out.live_key).toMatch(/^sk_live_/);
    accountId = out.account_id;
    liveKey = out.live_key;
    const res = await fetch(`${base}/v1/account`, { headers: { 'x-api-key': liveKey } });
    expect(res.status).toBe(200);
    expect((await res.json()).account.plan).toBe('trader');
  });

  it('changes the plan, creates a key and revokes it', async () => {
    expect(await msig('account', 'set-plan', accountId, 'pro')).toMatch(/now on pro/);
    const plan = await fetch(`${base}/v1/account`, { headers: { 'x-api-key': liveKey } });
    expect((await plan.json()).account.plan).toBe('pro');

    const key = JSON.parse(await msig('key', 'create', accountId, '--env', 'production', '--json'));
    expect((await fetch(`${base}/v1/account`, { headers: { authorization: `Bearer ${key.key}` } })).status).toBe(200);
    await msig('key', 'revoke', key.id);
    expect((await fetch(`${base}/v1/account`, { headers: { authorization: `Bearer ${key.key}` } })).status).toBe(401);
  });

  it('fails with a clear message on a bad plan or a wrong token', async () => {
    await expect(msig('account', 'create', '--email', 'x@example.com', '--plan', 'gold')).rejects.toThrow(
      /must be one of/,
    );
    const bad = run(process.execPath, ['cli/msig.mjs', 'key', 'revoke', 'key_x'], {
      env: { ...process.env, MSIG_URL: base, MSIG_ADMIN_TOKEN: 'wrong-token-wrong-token' },
    });
    await expect(bad).rejects.toThrow(/401 unauthorized/);
  });
});

describe('graceful shutdown', () => {
  it('exits 0 on SIGTERM and has written the metered usage', async () => {
    await fetch(`${base}/v1/account`, { headers: { 'x-api-key': 'sk_test_public_demo' } });
    server.kill('SIGTERM');
    expect(await exit).toBe(0);
    const db = await PGlite.create(dataDir);
    const rows = await db.query<{ count: string }>(
      `SELECT count FROM usage_daily WHERE key_id = 'key_public_demo' AND endpoint = 'GET /v1/account'`,
    );
    await db.close();
    expect(Number(rows.rows[0]?.count)).toBe(1);
  }, 20_000);
});
