/**
 * The services a reliability test owns: a database of its own on the machine's PostgreSQL, a
 * private PostgreSQL cluster it may stop and start (the machine's serves other tests), a private
 * redis-server it may kill, and servers on them as real processes.
 */
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ADMIN_TOKEN, NODE_URL_KEY } from '../helpers/app.ts';
import { type GroupProcess, runGroup, spawnGroup } from '../helpers/process-group.ts';
import { freePort, type ServerProcess, startServer } from '../helpers/server-process.ts';

export const MACHINE_DATABASE_URL =
  process.env.RELIABILITY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const MACHINE_REDIS_URL = process.env.RELIABILITY_REDIS_URL ?? 'redis://127.0.0.1:6379';

const PG_BIN = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'].find((d) =>
  existsSync(join(d, 'initdb')),
);
/** Why the private-cluster test cannot run here, or null when it can. */
export const noPostgresBinaries = PG_BIN
  ? null
  : 'no PostgreSQL server binaries (initdb, pg_ctl) under /usr/lib/postgresql';

/** One line a reader can copy into docs/PERFORMANCE.md. */
export function report(name: string, figures: Record<string, unknown>): void {
  const text = Object.entries(figures)
    .map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(' ');
  process.stdout.write(`RELIABILITY ${name}: ${text}\n`);
}

/** A fresh database on the machine's PostgreSQL; `drop` removes it. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `reliability_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: MACHINE_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(MACHINE_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: MACHINE_DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A PostgreSQL cluster in a temporary directory, run as the `postgres` user (initdb refuses root). */
export async function privatePostgres(): Promise<{
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  destroy(): Promise<void>;
}> {
  if (!PG_BIN) throw new Error(noPostgresBinaries!);
  const dir = mkdtempSync(join(tmpdir(), 'msig-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await runGroup('id', ['-u', 'postgres']);
    const { stdout: gid } = await runGroup('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const run = (bin: string, args: string[]) =>
    asRoot
      ? runGroup('runuser', ['-u', 'postgres', '--', join(PG_BIN, bin), ...args], { timeoutMs: 60_000 })
      : runGroup(join(PG_BIN, bin), args, { timeoutMs: 60_000 });
  const data = join(dir, 'data');
  await run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = async () => {
    await run('pg_ctl', ['-D', data, '-o', opts, '-l', join(dir, 'log'), '-w', 'start']);
  };
  const stop = async () => {
    await run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A redis-server on a free port, killable and restartable on the same port. */
export async function privateRedis(): Promise<{ url: string; start(): Promise<void>; kill(): Promise<void> }> {
  const port = await freePort();
  let proc: GroupProcess | null = null;
  const start = async () => {
    proc = spawnGroup('redis-server', [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    const deadline = Date.now() + 10_000;
    for (;;) {
      const ok = await runGroup('redis-cli', ['-p', String(port), 'ping'], { timeoutMs: 2_000 }).then(
        (r) => r.stdout.includes('PONG'),
        () => false,
      );
      if (ok) return;
      if (Date.now() > deadline) throw new Error('private redis-server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    async kill() {
      await proc?.stop('SIGKILL', 0);
      proc = null;
    },
  };
}

/** A server process on `databaseUrl` (and Redis when given), with the roles asked for. */
export async function serverOn(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess & { dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'msig-reliability-'));
  const server = await startServer({
    dataDir,
    env: {
      DATABASE_URL: databaseUrl,
      ADMIN_TOKEN,
      NODE_URL_KEY,
      LOG_LEVEL: 'error',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      ...env,
    },
  });
  return { ...server, dataDir };
}

/** Creates an account on a running server; returns its id and production key. */
export async function createAccount(
  base: string,
  plan: string,
): Promise<{ id: string; liveKey: string; testKey: string }> {
  const res = await fetch(`${base}/admin/accounts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `rel-${Math.random().toString(36).slice(2)}@example.com`, plan }),
  });
  if (res.status !== 201) throw new Error(`createAccount: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as {
    account: { id: string };
    keys: { live: { key: string }; test: { key: string } };
  };
  return { id: body.account.id, liveKey: body.keys.live.key, testKey: body.keys.test.key };
}

/** Counts of each status (or `error` for a failed connection) over a list of outcomes. */
export function tally(statuses: Array<number | 'error'>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of statuses) out[String(s)] = (out[String(s)] ?? 0) + 1;
  return out;
}

export async function statusOf(url: string, init: RequestInit = {}): Promise<number | 'error'> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 'error';
  }
}

export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - started;
}
