import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { spawnGroup, stopAllGroups } from '../../../test/helpers/process-group.ts';
import { openDatabase } from './client.ts';
import { type DataDirLock, DataDirLockedError, LOCK_FILE, type LockOwner, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const locks: DataDirLock[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'msig-lock-'));
  dirs.push(dir);
  return dir;
}

function take(dir: string): DataDirLock {
  const lock = lockDataDir(dir);
  locks.push(lock);
  return lock;
}

function writeLock(dir: string, owner: Partial<LockOwner>): void {
  const full: LockOwner = {
    pid: process.pid,
    hostname: hostname(),
    processStartedAt: new Date().toISOString(),
    lockedAt: new Date().toISOString(),
    ...owner,
  };
  writeFileSync(join(dir, LOCK_FILE), JSON.stringify(full));
}

function refusal(dir: string): DataDirLockedError {
  try {
    take(dir);
  } catch (err) {
    if (err instanceof DataDirLockedError) return err;
    throw err;
  }
  throw new Error('the lock was granted');
}

/** The pid of a process that has exited (and been reaped). */
async function deadPid(): Promise<number> {
  const proc = spawnGroup(process.execPath, ['-e', '']);
  await proc.exited;
  await proc.stop();
  return proc.pid;
}

/** Starts a process that takes the lock on `dir` and holds it; resolves once it holds it. */
async function holder(dir: string) {
  const script = `const { lockDataDir } = await import('./src/platform/db/data-dir-lock.ts');
    lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const proc = spawnGroup(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    proc.child.stdout!.setEncoding('utf8').once('data', () => resolve());
    void proc.exited.then(() => reject(new Error('the holder exited')));
  });
  return proc;
}

/**
 * `n` processes try the lock on `dir` at the same moment (each waits for 'go' once loaded) and
 * hold what they got until told to finish; returns how many got it.
 */
async function race(dir: string, n: number): Promise<number> {
  const script = `const { lockDataDir } = await import('./src/platform/db/data-dir-lock.ts');
    const lines = (await import('node:readline')).createInterface({ input: process.stdin });
    const next = () => new Promise((r) => lines.once('line', r));
    console.log('ready');
    await next();
    try { lockDataDir(${JSON.stringify(dir)}); console.log('won'); }
    catch (err) { if (err.name !== 'DataDirLockedError') throw err; console.log('refused'); }
    await next();
    process.exit(0);`;
  const procs = Array.from({ length: n }, () =>
    spawnGroup(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['pipe', 'pipe', 'inherit'],
    }),
  );
  const outputs = procs.map((proc) => {
    const seen: string[] = [];
    const waiters: Array<() => void> = [];
    proc.child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      seen.push(...chunk.split('\n').filter(Boolean));
      for (const w of waiters.splice(0)) w();
    });
    const lineCount = async (count: number) => {
      while (seen.length < count) await new Promise<void>((r) => waiters.push(r));
      return seen;
    };
    return lineCount;
  });
  await Promise.all(outputs.map((lines) => lines(1)));
  for (const proc of procs) proc.child.stdin!.write('go\n');
  const results = await Promise.all(outputs.map(async (lines) => (await lines(2))[1]));
  for (const proc of procs) proc.child.stdin!.write('done\n');
  await Promise.all(procs.map((proc) => proc.exited));
  expect(results.every((r) => r === 'won' || r === 'refused')).toBe(true);
  return results.filter((r) => r === 'won').length;
}

afterEach(() => {
  for (const lock of locks.splice(0)) lock.release();
});

afterAll(async () => {
  await stopAllGroups('SIGKILL', 0);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('takes a fresh directory and records pid, host and start time', () => {
    const dir = tempDir();
    const lock = take(dir);
    const recorded = JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'));
    expect(recorded).toMatchObject(lock.owner);
    expect(recorded.pid).toBe(process.pid);
    expect(recorded.hostname).toBe(hostname());
    expect(Date.parse(recorded.processStartedAt)).toBeLessThanOrEqual(Date.parse(recorded.lockedAt));
    // Nothing but the lock is left in the directory (no temp files).
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
  });

  it('refuses a directory this process already holds', () => {
    const dir = tempDir();
    take(dir);
    expect(refusal(dir).owner?.pid).toBe(process.pid);
  });

  it('refuses a directory held by another live process, naming it, PostgreSQL and the directory', async () => {
    const dir = tempDir();
    const other = await holder(dir);
    const err = refusal(dir);
    expect(err.owner?.pid).toBe(other.pid);
    expect(err.message).toContain(dir);
    expect(err.message).toContain(`process ${other.pid}`);
    expect(err.message).toMatch(/PostgreSQL \(set DATABASE_URL\)/);
  });

  it('takes over the lock of a process killed with SIGKILL', async () => {
    const dir = tempDir();
    const other = await holder(dir);
    await other.stop('SIGKILL', 0);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(other.pid);
    expect(take(dir).owner.pid).toBe(process.pid);
  });

  it('takes over a lock whose pid is dead', async () => {
    const dir = tempDir();
    writeLock(dir, { pid: await deadPid() });
    expect(take(dir).owner.pid).toBe(process.pid);
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
  });

  it('takes over a lock whose pid now belongs to a younger process', () => {
    const dir = tempDir();
    // pid 1 is alive, but it started long after this lock's owner did.
    writeLock(dir, { pid: 1, processStartedAt: '2001-01-01T00:00:00.000Z' });
    expect(take(dir).owner.pid).toBe(process.pid);
  });

  it("takes over a lock with this process's pid from a previous life", () => {
    const dir = tempDir();
    writeLock(dir, { processStartedAt: '2001-01-01T00:00:00.000Z' });
    expect(take(dir).owner.pid).toBe(process.pid);
  });

  it('refuses a lock from another host and says how to clear it', () => {
    const dir = tempDir();
    writeLock(dir, { hostname: 'elsewhere.example' });
    const err = refusal(dir);
    expect(err.message).toContain('elsewhere.example');
    expect(err.message).toContain(`delete ${join(dir, LOCK_FILE)}`);
  });

  it('refuses an unreadable lock file rather than guessing', () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE), 'not json {');
    expect(refusal(dir).message).toMatch(/cannot be read/);
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: -5, hostname: hostname(), processStartedAt: 'x' }));
    expect(refusal(dir).owner).toBeNull();
  });

  it('releases on release(), once, and never removes a lock that is no longer its own', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const next = take(dir);
    lock.release(); // a second release of the old lock leaves the new one alone
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject(next.owner);
  });

  it('lets exactly one of several processes starting at once take a free directory', async () => {
    expect(await race(tempDir(), 4)).toBe(1);
  }, 40_000);

  it('lets exactly one of several processes take over the same stale lock', async () => {
    const dir = tempDir();
    writeLock(dir, { pid: await deadPid() });
    expect(await race(dir, 4)).toBe(1);
    expect(readdirSync(dir)).toEqual([]); // the winner released it on exit; no guard or temp files left
  }, 40_000);
});

describe('openDatabase on a data directory', () => {
  it('holds the lock while open and releases it on close', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir, databaseUrl: null, migrations: [] });
    try {
      await expect(openDatabase({ dataDir: dir, databaseUrl: null, migrations: [] })).rejects.toThrow(
        DataDirLockedError,
      );
    } finally {
      await first.close();
    }
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const again = await openDatabase({ dataDir: dir, databaseUrl: null, migrations: [] });
    await again.close();
  }, 60_000);
});
