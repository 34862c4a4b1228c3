/**
 * `npm run demo:live`: the production service collecting live data, end to end, on this machine
 * alone. The fixture upstreams (Hyperliquid info and stats, Binance, Bybit, OKX) run on loopback
 * inside this process; the real service (`node --import tsx src/main.ts`) runs as a child process
 * group with LIVE_SOURCES=all pointed at them, on a fresh embedded database. Once the collectors'
 * schedules have filled it, this prints a production key, curl lines and a one-line summary, then
 * a machine-readable line `{"demo":{…}}`. Ctrl-C or SIGTERM stops the service, then the fixtures.
 *
 * Settings: PORT (8080), DEMO_DATA_DIR (default: a temporary directory, deleted at exit),
 * DEMO_LEADERBOARD_ROWS (5000), DEMO_WHALES (200), DEMO_READY_TIMEOUT_S (120), DEMO_LOG_LEVEL
 * (warn; the service's log goes to a file). DATABASE_URL and REDIS_URL are deliberately not passed
 * on: the demo always runs on its own embedded database, never on a server named in the environment.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startUpstreams, type Upstreams } from '../test/fixtures/upstreams/all.ts';
import { UNIVERSE_SIZES } from '../test/fixtures/upstreams/venue-universe.ts';
import { type GroupProcess, spawnGroup } from '../test/helpers/process-group.ts';
import { printReady, readLiveView, waitUntilCollected } from './demo-live/readiness.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Long enough for a whole leaderboard and positions cycle to end before the service gives up. */
const STOP_GRACE_MS = 20_000;

function setting(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    process.stderr.write(`${name} must be an integer from ${min} to ${max}, got "${raw}"\n`);
    process.exit(78);
  }
  return n;
}

const port = setting('PORT', 8080, 1, 65_535);
const leaderboardRows = setting('DEMO_LEADERBOARD_ROWS', 5_000, 100, 100_000);
const whales = setting('DEMO_WHALES', 200, 1, Math.min(5_000, leaderboardRows - 1));
const readyTimeoutMs = setting('DEMO_READY_TIMEOUT_S', 120, 5, 3_600) * 1000;
const adminToken = process.env.ADMIN_TOKEN?.trim() || `demo-${randomBytes(16).toString('hex')}`;
if (adminToken.length < 16) {
  process.stderr.write('ADMIN_TOKEN must be at least 16 characters\n');
  process.exit(78);
}

const say = (line = '') => process.stdout.write(`${line}\n`);
const workDir = mkdtempSync(join(tmpdir(), 'msig-demo-'));
const dataDir = process.env.DEMO_DATA_DIR?.trim() || join(workDir, 'data');
const logFile = join(workDir, 'service.log');
let up: Upstreams | null = null;
let service: GroupProcess | null = null;
let stopping = false;

/** Stops the service group (SIGTERM, then SIGKILL after the grace), then the fixtures; removes the temporary files. */
async function shutdown(code: number, why: string): Promise<never> {
  if (stopping) return new Promise<never>(() => {});
  stopping = true;
  say(`\n${why}: stopping the service…`);
  if (service) await service.stop('SIGTERM', STOP_GRACE_MS);
  await up?.close();
  rmSync(workDir, { recursive: true, force: true });
  say('stopped: service and fixture upstreams are down.');
  process.exit(code);
}

function logTail(lines = 30): string {
  try {
    return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no service log)';
  }
}

async function main(): Promise<void> {
  // A second Ctrl-C while stopping does not wait: exiting kills the service group (process-group.ts).
  const onSignal = (why: string) => () => {
    if (!stopping) return void shutdown(0, why);
    rmSync(workDir, { recursive: true, force: true });
    process.exit(1);
  };
  process.on('SIGINT', onSignal('interrupted'));
  process.on('SIGTERM', onSignal('terminated'));

  const startedAt = performance.now();
  up = await startUpstreams({ now: Date.now(), leaderboardRows, whales });
  keepFixtureClocksCurrent(up);
  say(
    `fixture upstreams on loopback: a ${leaderboardRows.toLocaleString('en')}-row Hyperliquid leaderboard with ` +
      `${whales.toLocaleString('en')} whales; ${UNIVERSE_SIZES.binance} Binance, ${UNIVERSE_SIZES.bybit} Bybit and ` +
      `${UNIVERSE_SIZES.okx} OKX USDT perpetuals (started in ${Math.round(performance.now() - startedAt)} ms)`,
  );

  mkdirSync(dataDir, { recursive: true });
  const log = createWriteStream(logFile);
  service = spawnGroup(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      // The demo's database is its own, whatever the environment names.
      DATABASE_URL: '',
      REDIS_URL: '',
      ...up.env,
      LIVE_SOURCES: 'all',
      ROLES: 'api,worker,collector',
      ADMIN_TOKEN: adminToken,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.DEMO_LOG_LEVEL?.trim() || 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  service.child.stdout!.pipe(log, { end: false });
  service.child.stderr!.pipe(log, { end: false });
  void service.exited.then(({ code, signal }) => {
    if (stopping) return;
    process.stderr.write(`the service exited (${signal ?? `code ${code}`}); its log:\n${logTail()}\n`);
    void shutdown(1, 'service gone');
  });
  const url = `http://127.0.0.1:${port}`;
  say(`service: pid ${service.pid} on ${url}, data in ${dataDir}, log in ${logFile}`);

  await waitReady(url);
  const account = await createAccount(url);
  say(`enterprise account ${account.id}; production key: ${account.key}`);
  say(`admin token: ${adminToken}`);

  say(
    'waiting for the first collection cycles, run by the service’s pg-boss schedules (the long/short ratios follow ' +
      `within about a minute: OKX publishes 5 calls per 2 s, one per swap for ${UNIVERSE_SIZES.okx} swaps)…`,
  );
  await waitUntilCollected(url, account.key, readyTimeoutMs, say);
  const view = await readLiveView(url, account.key);
  printReady(say, {
    url,
    key: account.key,
    account: account.id,
    adminToken,
    servicePid: service.pid,
    leaderboardRows,
    whales,
    view,
    readyMs: Math.round(performance.now() - startedAt),
  });
}

/**
 * The fixtures state figures as of the instant they were built; their clocks are moved on so the
 * service's freshness checks see current answers however long the demo runs.
 */
function keepFixtureClocksCurrent(u: Upstreams): void {
  const tick = () => {
    const now = Date.now();
    u.binance.state.now = now;
    u.bybit.state.now = now;
    u.okx.state.now = now;
    u.hyperliquid.state.now = () => now;
    for (const account of u.hyperliquid.state.clearinghouse.values()) {
      if (account.time !== undefined) account.time = now;
    }
  };
  setInterval(tick, 5_000).unref();
}

async function waitReady(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the service did not become ready within 60 s; its log:\n${logTail()}`);
}

async function createAccount(url: string): Promise<{ id: string; key: string }> {
  const res = await fetch(`${url}/admin/accounts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `demo-${Date.now()}@example.com`, plan: 'enterprise' }),
  });
  const body = (await res.json()) as { account?: { id: string }; keys?: { live?: { key?: string } } };
  const key = body.keys?.live?.key;
  if (res.status !== 201 || !body.account || !key) {
    throw new Error(`POST /admin/accounts answered ${res.status}: ${JSON.stringify(body)}`);
  }
  return { id: body.account.id, key };
}

main().catch((err) => {
  process.stderr.write(`demo failed: ${err instanceof Error ? err.message : String(err)}\n`);
  void shutdown(1, 'failed');
});
