/**
 * One process per embedded-database directory. PGlite keeps the database in the memory of the
 * process that opened it and writes it back to the directory; a second process on the same
 * directory would work on its own copy, and whichever closes last would erase the other's
 * writes. So the first process leaves a lock file naming itself, and later ones refuse to start.
 *
 * The lock file is created whole in one step (a hard link of a finished file: there is never an
 * empty or half-written lock). A lock whose process is gone (killed, crashed, or a pid now used by
 * a younger process) is stale and is taken over, under a guard file so that two processes
 * recovering the same stale lock cannot both win.
 */
import { createHash, randomBytes } from 'node:crypto';
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'msig-server.lock';

export interface LockOwner {
  pid: number;
  hostname: string;
  /** When the owning process started (ISO 8601); tells a reused pid from the owner. */
  processStartedAt: string;
  lockedAt: string;
}

export interface DataDirLock {
  path: string;
  owner: LockOwner;
  /** Removes the lock file if it is still ours; safe to call more than once. */
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockPath: string,
    readonly owner: LockOwner | null,
  ) {
    super(lockedMessage(dataDir, lockPath, owner));
    this.name = 'DataDirLockedError';
  }
}

function lockedMessage(dataDir: string, lockPath: string, owner: LockOwner | null): string {
  const more = 'One data directory serves one process; to run more instances, use PostgreSQL (set DATABASE_URL).';
  if (!owner)
    return `DATA_DIR ${dataDir} is locked by ${lockPath}, which cannot be read. ${more} If no server uses this directory, delete ${lockPath}.`;
  const who = `process ${owner.pid} on ${owner.hostname} (since ${owner.lockedAt})`;
  if (owner.hostname !== hostname()) {
    return `DATA_DIR ${dataDir} is in use by ${who}, which cannot be checked from this host. ${more} If no server uses this directory, delete ${lockPath}.`;
  }
  return `DATA_DIR ${dataDir} is in use by ${who}. ${more}`;
}

/** Locks held by this process, so a lock we hold is never mistaken for one left by a dead process. */
const held = new Map<string, string>();

process.on('exit', () => {
  for (const [path, content] of held) removeIfOurs(path, content);
});

const thisProcessStartedAt = new Date(Date.now() - process.uptime() * 1000).toISOString();

/** Takes the lock on `dataDir` (which must exist), or throws DataDirLockedError. */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  const path = join(dir, LOCK_FILE);
  const owner: LockOwner = {
    pid: process.pid,
    hostname: hostname(),
    processStartedAt: thisProcessStartedAt,
    lockedAt: new Date().toISOString(),
  };
  // The id makes every lock's text unique, so a release can tell its own lock from a later one.
  const content = `${JSON.stringify({ ...owner, id: randomBytes(8).toString('hex') })}\n`;
  if (held.has(path)) throw new DataDirLockedError(dir, path, readOwner(safeRead(path)));

  // A few rounds at most: each one either wins, meets a live owner, or clears a stale lock.
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createWhole(path, content)) {
      held.set(path, content);
      return {
        path,
        owner,
        release() {
          if (held.get(path) !== content) return;
          held.delete(path);
          removeIfOurs(path, content);
        },
      };
    }
    let existing: string;
    try {
      existing = readFileSync(path, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue; // released meanwhile
      throw err;
    }
    const current = readOwner(existing);
    if (!current || !isStale(current)) throw new DataDirLockedError(dir, path, current);
    clearStale(path, existing);
  }
  throw new DataDirLockedError(dir, path, readOwner(safeRead(path)));
}

/** Creates `path` with `content` only if it does not exist, never exposing a partial file. */
function createWhole(path: string, content: string): boolean {
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temp, content, { flag: 'wx' });
  try {
    linkSync(temp, path);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    // Filesystems without hard links: an exclusive create is still atomic, only briefly empty
    // (a reader meanwhile finds an unreadable lock and refuses, which is safe).
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'EOPNOTSUPP') return createExclusive(path, content);
    throw err;
  } finally {
    unlinkSync(temp);
  }
}

function createExclusive(path: string, content: string): boolean {
  try {
    writeFileSync(path, content, { flag: 'wx' });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/**
 * Removes the stale lock whose text is `stale`. Only the process that creates the guard named
 * after that text may remove it, and only while the lock still holds that text; a process that
 * read the same stale lock later finds either the guard or a new lock and backs off.
 */
function clearStale(path: string, stale: string): void {
  const guard = `${path}.recover-${createHash('sha256').update(stale).digest('hex').slice(0, 16)}`;
  if (!createWhole(guard, `${process.pid}\n`)) {
    // Another process is recovering this lock right now, or died doing so.
    const recoverer = Number(safeRead(guard));
    if (Number.isInteger(recoverer) && recoverer > 0 && !pidAlive(recoverer)) removeIfOurs(guard, `${recoverer}\n`);
    return;
  }
  try {
    if (safeRead(path) === stale) unlinkSync(path);
  } finally {
    unlinkSync(guard);
  }
}

function isStale(owner: LockOwner): boolean {
  if (owner.hostname !== hostname()) return false; // cannot tell from here: assume it runs
  if (owner.pid === process.pid) return true; // a lock we held would be in `held`: this one is a previous life's
  if (!pidAlive(owner.pid)) return true;
  // The pid is alive; if that process started well after the owner did, the pid was reused.
  const started = processStartTime(owner.pid);
  return started !== null && started - Date.parse(owner.processStartedAt) > 2_000;
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // alive, owned by another user
  }
  // A killed process its parent has not reaped yet still answers signals, but holds nothing.
  return procStat(pid)?.[0] !== 'Z';
}

/** The fields of /proc/<pid>/stat after the command name (Linux); null where unavailable. */
function procStat(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may itself contain spaces or parentheses.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** When a process started (ms since the epoch), from /proc on Linux; null where unknown. */
export function processStartTime(pid: number): number | null {
  const ticks = Number(procStat(pid)?.[19]);
  let bootSeconds = Number.NaN;
  try {
    bootSeconds = Number(/^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1]);
  } catch {}
  if (!Number.isFinite(ticks) || !Number.isFinite(bootSeconds)) return null;
  // Linux reports start times in USER_HZ, 100 per second on every platform Node supports.
  return bootSeconds * 1000 + ticks * 10;
}

function readOwner(text: string): LockOwner | null {
  try {
    const owner = JSON.parse(text) as LockOwner;
    if (!Number.isInteger(owner.pid) || owner.pid <= 0 || typeof owner.hostname !== 'string') return null;
    if (Number.isNaN(Date.parse(owner.processStartedAt))) return null;
    return owner;
  } catch {
    return null;
  }
}

function safeRead(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function removeIfOurs(path: string, content: string): void {
  try {
    if (readFileSync(path, 'utf8') === content) unlinkSync(path);
  } catch {
    // Already gone: nothing to release.
  }
}
