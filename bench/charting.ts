/**
 * bench:charting — POST /v1/charting/webhook at 20 concurrent connections (the charting platform's
 * alerts, no API key: the body's secret) against the bare route answering the same bytes, in
 * alternating slices of BENCH_SECONDS (default 6) each after a warm-up. Every alert carries its
 * own id, so each one is authenticated, limited and evaluated (no duplicate replays); a second
 * run sends one alert over and over to measure the replay path. Then the production path: a live
 * secret on the data the bench server seeded (BTC). Target: webhook p99 <= 50 ms.
 */
import autocannon from 'autocannon';
import { line, startServers, unlimitedAccount, verdict } from './lib.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Math.max(1, Math.min(seconds, Number(process.env.BENCH_ROUNDS ?? 3)));
const CONNECTIONS = 20;
const TICKERS = ['BINANCE:BTCUSDT.P', 'ETHUSDT', 'SOL', 'BYBIT:BNBUSDT.P', 'ARBUSDT', 'OP'];

interface Run {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function run(url: string, body: (n: number) => string, secs: number, contentType = 'text/plain'): Promise<Run> {
  let n = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: secs,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': contentType },
        setupRequest: (req) => ({ ...req, body: body(n++) }),
      },
    ],
  });
  const r = result;
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

async function bareRun(url: string, secs: number): Promise<Run> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: secs });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
function combine(runs: Run[]) {
  return {
    rps: runs.reduce((a, r) => a + r.rps, 0) / runs.length,
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    worstP99: Math.max(...runs.map((r) => r.p99)),
    non2xx: runs.reduce((a, r) => a + r.non2xx, 0),
    errors: runs.reduce((a, r) => a + r.errors, 0),
  };
}

/** Bare and webhook in alternating slices, after a warm-up of each. */
async function compare(bare: string, webhook: string, body: (n: number) => string) {
  await bareRun(bare, 2);
  await run(webhook, body, 2);
  const bareRuns: Run[] = [];
  const hookRuns: Run[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    bareRuns.push(await bareRun(bare, seconds / ROUNDS));
    hookRuns.push(await run(webhook, body, seconds / ROUNDS));
  }
  return { bare: combine(bareRuns), hook: combine(hookRuns) };
}

async function issue(app: string, key: string): Promise<string> {
  const res = await fetch(`${app}/v1/charting/secret`, { method: 'POST', headers: { 'x-api-key': key } });
  if (res.status !== 201) throw new Error(`secret answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { secret: string }).secret;
}

/** Makes the bare route answer the same bytes as one webhook answer. */
async function matchBare(bareUrl: string, webhook: string, body: string): Promise<number> {
  const res = await fetch(webhook, { method: 'POST', headers: { 'content-type': 'text/plain' }, body });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`webhook answered ${res.status}: ${text}`);
  await fetch(bareUrl, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: text });
  return text.length;
}

const servers = await startServers({ BENCH_SEED_PRODUCTION: '1' });
try {
  const acc = await unlimitedAccount(servers);
  const webhook = `${servers.app}/v1/charting/webhook`;
  const sandbox = await issue(servers.app, acc.testKey);
  const live = await issue(servers.app, acc.liveKey);
  const alert = (secret: string, ticker: string, n: number) =>
    JSON.stringify({
      secret,
      ticker,
      action: n % 2 ? 'sell' : 'buy',
      market_position: n % 2 ? 'short' : 'long',
      order_id: `bench-${n}`,
      time: new Date().toISOString(),
      price: '64000.5',
      strategy: 'bench',
    });
  const fresh = (n: number) => alert(sandbox, TICKERS[n % TICKERS.length]!, n);
  const bytes = await matchBare(servers.bare, webhook, fresh(1_000_000));
  const evaluated = await compare(servers.bare, webhook, fresh);
  const same = alert(sandbox, 'BINANCE:BTCUSDT.P', 0);
  const replayed = await compare(servers.bare, webhook, () => same);
  const liveAlert = (n: number) => alert(live, 'BINANCE:BTCUSDT.P', n);
  const liveBytes = await matchBare(servers.bare, webhook, liveAlert(1_000_000));
  const production = await compare(servers.bare, webhook, liveAlert);

  console.log(`bench:charting (${seconds} s per target in ${ROUNDS} alternating slices, ${CONNECTIONS} connections)`);
  console.log(line(`bare route (same ${bytes} B body)`, evaluated.bare));
  console.log(line('webhook, every alert new', evaluated.hook));
  console.log(line('bare route', replayed.bare));
  console.log(line('webhook, one alert replayed', replayed.hook));
  console.log(line(`bare route (same ${liveBytes} B body)`, production.bare));
  console.log(line('webhook, production (BTC)', production.hook));
  const worst = Math.max(evaluated.hook.p99, replayed.hook.p99, production.hook.p99);
  console.log(`  webhook p99 (worst of three) ${worst} ms  (target <= 50 ms)  ${verdict(worst <= 50)}`);
  const failed = [evaluated, replayed, production].some((c) => c.hook.non2xx > 0 || c.hook.errors > 0);
  if (failed) console.log('  some alerts were not answered 2xx: see non-2xx above');
  if (failed || worst > 50) process.exitCode = 1;
} finally {
  await servers.stop();
}
