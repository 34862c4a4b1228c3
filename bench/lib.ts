/**
 * Shared benchmark plumbing: a server child process (the real app and a bare Fastify route,
 * each on its own port) and an autocannon run. Both targets are measured in the same run so
 * the figures are ratios, not absolute numbers that depend on the machine.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';

export interface Servers {
  app: string;
  bare: string;
  adminToken: string;
  /** Cold start of the app in the child, ms. */
  bootMs: number;
  stop(): Promise<void>;
}

export async function startServers(env: Record<string, string> = {}): Promise<Servers> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', new URL('./server.ts', import.meta.url).pathname],
    {
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let buffer = '';
  child.stdout!.setEncoding('utf8');
  const ready = await new Promise<{ app: string; bare: string; adminToken: string; bootMs: number }>(
    (resolve, reject) => {
      child.stdout!.on('data', (chunk: string) => {
        buffer += chunk;
        const line = buffer.split('\n').find((l) => l.startsWith('{"ready"'));
        if (line) resolve(JSON.parse(line).ready);
      });
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    },
  );
  return {
    ...ready,
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export async function load(
  url: string,
  opts: {
    headers?: Record<string, string>;
    method?: 'GET' | 'POST';
    body?: string;
    seconds?: number;
    connections?: number;
  } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
    connections: opts.connections ?? 50,
    duration: opts.seconds ?? 10,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export function verdict(ok: boolean): string {
  return ok ? 'PASS' : 'MISS';
}

export async function adminCreateAccount(
  servers: Servers,
  plan = 'enterprise',
): Promise<{ id: string; liveKey: string; testKey: string }> {
  const res = await fetch(`${servers.app}/admin/accounts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${servers.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, plan }),
  });
  const body = (await res.json()) as {
    account: { id: string };
    keys: { live: { key: string }; test: { key: string } };
  };
  return { id: body.account.id, liveKey: body.keys.live.key, testKey: body.keys.test.key };
}
