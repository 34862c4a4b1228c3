/**
 * `npm run demo:live` as a user runs it: the demo script as a process group of its own (fixture
 * upstreams inside it, the real service as its child group), on a free port. Everything the
 * service serves was collected by its own pg-boss schedules: nothing here runs a collector. Then
 * SIGTERM to the demo must take the service down with it.
 *
 * The demo is handed a DATABASE_URL that points nowhere: it must keep the service on its own
 * embedded database (so this passes with TEST_DATABASE_URL too, and fails if it ever leaks).
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPSTREAMS } from '../../src/ingest/catalog.ts';
import { type GroupProcess, groupAlive, spawnGroup } from '../helpers/process-group.ts';
import { freePort } from '../helpers/server-process.ts';

const COLLECTED = UPSTREAMS.map((u) => u.name);
/** OKX's first cycle reads one long/short ratio per swap at 5 calls per 2 s: about a minute. */
const READY_WITHIN_MS = 110_000;

interface ReadyLine {
  url: string;
  key: string;
  account: string;
  service_pid: number;
  leaderboard_rows: number;
  whales: number;
  whales_tracked: number;
}

let demo: GroupProcess;
let ready: ReadyLine;
let stdout = '';
let stderr = '';

/** Resolves with the `{"demo":…}` line; rejects if the demo exits or the deadline passes first. */
function readyLine(proc: GroupProcess): Promise<ReadyLine> {
  return new Promise((resolve, reject) => {
    let pending = '';
    const timer = setTimeout(
      () => reject(new Error(`no ready line within ${READY_WITHIN_MS} ms:\n${stdout}${stderr}`)),
      READY_WITHIN_MS,
    );
    proc.child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        if (!line.startsWith('{"demo":')) continue;
        clearTimeout(timer);
        resolve((JSON.parse(line) as { demo: ReadyLine }).demo);
      }
    });
    proc.child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    void proc.exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the demo exited (${signal ?? code}) before it was ready:\n${stdout}${stderr}`));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  demo = spawnGroup(process.execPath, ['--import', 'tsx', 'scripts/demo-live.ts'], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nowhere' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  ready = await readyLine(demo);
  expect(ready.url).toBe(`http://127.0.0.1:${port}`);
}, READY_WITHIN_MS + 10_000);

afterAll(async () => {
  await demo?.stop('SIGKILL', 0);
  // Should the demo have died without stopping its service, do not leave the service behind.
  if (ready && groupAlive(ready.service_pid)) process.kill(-ready.service_pid, 'SIGKILL');
});

async function get(path: string) {
  const res = await fetch(`${ready.url}${path}`, { headers: { 'x-api-key': ready.key } });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads arbitrary response bodies.
  return { status: res.status, body: (await res.json()) as any };
}

describe('npm run demo:live', () => {
  it('prints a production key of the enterprise account it created, the fixture size and curl lines', () => {
    expect(ready.key).toMatch(/^sk_live_/);
    expect(ready.account).toMatch(/^acc_/);
    expect(stdout).toContain(`production key: ${ready.key}`);
    expect(stdout).toContain(`a ${ready.leaderboard_rows.toLocaleString('en')}-row Hyperliquid leaderboard`);
    expect(stdout).toContain(
      `curl -s '${ready.url}/v1/confirm?symbol=BTC&direction=long' -H 'X-API-Key: ${ready.key}'`,
    );
    expect(stdout).toMatch(/live: BTC long → \w+ \(score [0-9.]+\);.* \d+ whales tracked/);
  });

  it('lists every upstream as collected and ok or degraded, from the service’s own schedules', async () => {
    const { status, body } = await get('/v1/status/sources');
    expect(status).toBe(200);
    for (const name of COLLECTED) {
      const s = body.sources.find((x: { name: string }) => x.name === name);
      expect(s, name).toMatchObject({ collected: true });
      expect(['ok', 'degraded'], `${name}: ${JSON.stringify(s)}`).toContain(s.state);
      expect(s.successes, name).toBeGreaterThan(0);
    }
  });

  it('confirms BTC long from whales, derivatives and on-chain data, missing nothing', async () => {
    const { status, body } = await get('/v1/confirm?symbol=BTC&direction=long&format=composite');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.missing).toEqual([]);
    expect(typeof body.onchain_score).toBe('number');
    expect(body.figures.funding_venues).toBe(4);
    expect(typeof body.whale_score).toBe('number');
  });

  it('serves the tracked whales', async () => {
    const { status, body } = await get('/v1/whales?limit=500');
    expect(status).toBe(200);
    expect(body.whales.length).toBeGreaterThan(0);
    expect(body.total).toBe(ready.whales_tracked);
    expect(body.total).toBe(Math.min(ready.whales, 600));
  });

  it('stops the service group and the fixtures on SIGTERM, leaving no process behind', async () => {
    const dataDir = /data in (\S+),/.exec(stdout)?.[1];
    expect(dataDir && existsSync(dataDir)).toBe(true);
    await demo.stop('SIGTERM', 40_000);
    expect(await demo.exited).toEqual({ code: 0, signal: null });
    expect(groupAlive(ready.service_pid)).toBe(false);
    expect(stdout).toContain('stopped: service and fixture upstreams are down.');
    expect(existsSync(dataDir!)).toBe(false);
    await expect(fetch(`${ready.url}/healthz`)).rejects.toThrow();
  }, 45_000);
});
