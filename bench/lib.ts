/**
 * Shared benchmark plumbing: a server child process (the real app and a bare Fastify route,
 * each on its own port) and an autocannon run. Both targets are measured in the same run so
 * the figures are ratios, not absolute numbers that depend on the machine.
 */
import autocannon from 'autocannon';
import { spawnGroup, stopGroupsOnSignals } from '../test/helpers/process-group.ts';

// Ctrl-C on a bench must not leave its servers running (they lead process groups of their own).
stopGroupsOnSignals();

export interface Servers {
  app: string;
  bare: string;
  adminToken: string;
  /** Cold start of the app in the child, ms. */
  bootMs: number;
  stop(): Promise<void>;
}

export async function startServers(env: Record<string, string> = {}): Promise<Servers> {
  const { ready, stop } = await startReadyChild<Omit<Servers, 'stop'>>(new URL('./server.ts', import.meta.url), env);
  return { ...ready, stop };
}

/**
 * Starts a bench script as a child process group and waits for the one line it prints when it is
 * ready, `{"ready":{…}}` (its stderr is passed through).
 */
export async function startReadyChild<T>(
  script: URL,
  env: Record<string, string> = {},
): Promise<{ ready: T; stop(): Promise<void> }> {
  const child = spawnGroup(process.execPath, ['--import', 'tsx', script.pathname], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let buffer = '';
  child.child.stdout!.setEncoding('utf8');
  try {
    const ready = await new Promise<T>((resolve, reject) => {
      child.child.stdout!.on('data', (chunk: string) => {
        buffer += chunk;
        // Only whole lines: a long ready line can arrive in several chunks.
        const line = buffer
          .split('\n')
          .slice(0, -1)
          .find((l) => l.startsWith('{"ready"'));
        if (line) resolve(JSON.parse(line).ready);
      });
      child.child.once('exit', (code) => reject(new Error(`${script.pathname} exited with ${code}`)));
    });
    return { ready, stop: () => child.stop() };
  } catch (err) {
    await child.stop('SIGKILL', 0);
    throw err;
  }
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

export interface Compared {
  rps: number;
  p50: number;
  p99: number;
  worstP99: number;
  non2xx: number;
  errors: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function combine(runs: LoadResult[]): Compared {
  return {
    rps: runs.reduce((a, r) => a + r.rps, 0) / runs.length,
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    worstP99: Math.max(...runs.map((r) => r.p99)),
    non2xx: runs.reduce((a, r) => a + r.non2xx, 0),
    errors: runs.reduce((a, r) => a + r.errors, 0),
  };
}

/**
 * Loads the bare route and the route under test in alternating slices (after a warm-up of
 * each), so a burst of other work on the machine hits both alike. Throughput is the mean over
 * slices; latency percentiles are the median slice, with the worst slice's p99 alongside.
 */
export async function compare(
  servers: Servers,
  url: string,
  headers: Record<string, string>,
  seconds: number,
  rounds = 5,
): Promise<{ bare: Compared; v1: Compared; ratio: number }> {
  await load(servers.bare, { seconds: 2 });
  await load(url, { headers, seconds: 2 });
  const bareRuns: LoadResult[] = [];
  const v1Runs: LoadResult[] = [];
  const n = Math.max(1, Math.min(seconds, rounds));
  for (let i = 0; i < n; i++) {
    bareRuns.push(await load(servers.bare, { seconds: seconds / n }));
    v1Runs.push(await load(url, { headers, seconds: seconds / n }));
  }
  const bare = combine(bareRuns);
  const v1 = combine(v1Runs);
  return { bare, v1, ratio: v1.rps / bare.rps };
}

export function line(label: string, r: Compared): string {
  return `  ${label.padEnd(28)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms (worst slice ${r.worstP99} ms)  non-2xx ${r.non2xx}`;
}

/** Makes the bare route answer with the same body as `url` does for these headers. */
export async function matchBareBody(servers: Servers, url: string, headers: Record<string, string>): Promise<number> {
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  const body = await res.text();
  await fetch(servers.bare, { method: 'PUT', headers: { 'content-type': 'application/json' }, body });
  return body.length;
}

export function verdict(ok: boolean): string {
  return ok ? 'PASS' : 'MISS';
}

/**
 * An enterprise account whose quotas the load cannot exhaust, sandbox figures included:
 * the benches measure the cost of the checks, not 429s.
 */
export async function unlimitedAccount(servers: Servers): Promise<{ id: string; liveKey: string; testKey: string }> {
  const acc = await adminCreateAccount(servers, 'enterprise');
  await fetch(`${servers.app}/admin/accounts/${acc.id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${servers.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      limits: {
        perDay: 1_000_000_000,
        perMinute: 1_000_000_000,
        sandboxPerHour: 1_000_000_000,
        sandboxPerMinute: 1_000_000_000,
      },
    }),
  });
  return acc;
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
