/**
 * One server process per embedded-database directory: a second one on the same DATA_DIR refuses
 * to start (it would otherwise work on its own copy and erase the first one's writes on exit),
 * and a directory whose owner was killed is taken over by the next start.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../src/platform/db/data-dir-lock.ts';
import { stopAllGroups } from '../helpers/process-group.ts';
import { spawnServer, startServer, waitHealthy } from '../helpers/server-process.ts';

const ADMIN = 'data-dir-owner-admin-token';
const dataDir = mkdtempSync(join(tmpdir(), 'msig-owner-'));

afterAll(async () => {
  await stopAllGroups('SIGKILL', 0);
  rmSync(dataDir, { recursive: true, force: true });
});

async function createAccount(base: string): Promise<string> {
  const res = await fetch(`${base}/admin/accounts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `owner-${Date.now()}@example.com`, plan: 'free' }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { account: { id: string } }).account.id;
}

describe('a data directory has one owner', () => {
  it('refuses a second server on the same DATA_DIR while the first keeps serving; a killed owner is replaced', async () => {
    const env = { ADMIN_TOKEN: ADMIN };
    const first = await startServer({ dataDir, env });
    await createAccount(first.base);

    const second = await spawnServer({ dataDir, env });
    const outcome = await Promise.race([
      second.exited.then(({ code }) => code),
      waitHealthy(second).then(
        () => 'serving' as const,
        () => second.exited.then(({ code }) => code),
      ),
    ]);
    expect(outcome).not.toBe('serving');
    expect(outcome).not.toBe(0);
    expect(second.stderr()).toContain(`DATA_DIR ${dataDir} is in use by process `);
    expect(second.stderr()).toMatch(/use PostgreSQL \(set DATABASE_URL\)/);
    // The pid named is the server's own (npm-free start: the group leader is the server).
    expect(second.stderr()).toContain(`process ${first.pid} `);

    expect((await fetch(`${first.base}/healthz`)).status).toBe(200);
    await createAccount(first.base);

    await first.stop('SIGKILL', 0);
    const third = await startServer({ dataDir, env });
    expect((await fetch(`${third.base}/healthz`)).status).toBe(200);
    expect(await createAccount(third.base)).toMatch(/^acc_/);

    // A clean stop releases the directory.
    await third.stop();
    expect((await third.exited).code).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 90_000);
});
