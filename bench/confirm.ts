/**
 * bench:confirm — a bare Fastify route against GET /v1/confirm (sandbox key of an enterprise account
 * whose quotas the load cannot exhaust) under the same load: 50 connections, BENCH_SECONDS (10) each
 * after a warm-up. Then POST /v1/confirm/batch with 100 items, measured as sequential requests.
 * Targets: throughput ratio >= 0.5, v1 p99 <= 5 ms, batch-of-100 p50 <= 10 ms.
 *
 * Then the production path: the same account's live key asks GET /v1/confirm?symbol=BTC on data
 * the bench server seeded into its production tables (production-seed.ts), read from the app's
 * in-memory live state, against the bare route answering the same body. Target: ratio >= 0.5.
 * Until there are on-chain collectors the answer must name only `onchain` as missing; anything
 * else (stale or absent derivatives or whale data, an error) fails the bench.
 *
 * The two targets are measured in BENCH_ROUNDS alternating slices rather than one block each, so
 * a burst of other work on a shared machine hits both alike; throughput is the mean over slices,
 * latency percentiles the median slice (the worst slice is printed too).
 */
import { compare, line, matchBareBody, startServers, unlimitedAccount, verdict } from './lib.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Math.max(1, Math.min(seconds, Number(process.env.BENCH_ROUNDS ?? 5)));
const BATCH_RUNS = Number(process.env.BENCH_BATCH_RUNS ?? 200);
const SYMBOLS = ['TEST_BTC', 'TEST_ETHUSDT', 'TEST_SOL-USDT', 'TEST_BNB/USDT', 'TEST_ARB', 'TEST_OP'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function batchLatency(url: string, headers: Record<string, string>, runs: number) {
  const items = Array.from({ length: 100 }, (_, i) => ({
    symbol: SYMBOLS[i % SYMBOLS.length]!,
    direction: i % 2 ? 'long' : 'short',
  }));
  const body = JSON.stringify({ items, format: 'composite' });
  const post = async () => {
    const res = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
    if (res.status !== 200) throw new Error(`batch answered ${res.status}: ${await res.text()}`);
    const parsed = (await res.json()) as { items: Array<{ ok: boolean }> };
    if (!parsed.items.every((i) => i.ok)) throw new Error('batch had failed items');
  };
  for (let i = 0; i < 20; i++) await post(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await post();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** The production answer must score from derivatives and whales, with only on-chain data missing. */
async function expectOnlyOnchainMissing(url: string, headers: Record<string, string>): Promise<void> {
  const res = await fetch(url, { headers });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`production confirm answered ${res.status}: ${text}`);
  const body = JSON.parse(text) as { missing?: Array<{ component: string; reason: string }> };
  const missing = body.missing ?? [];
  if (missing.length === 0 || missing.some((m) => m.component !== 'onchain')) {
    throw new Error(`production confirm must miss only onchain, got: ${JSON.stringify(missing)}`);
  }
}

const servers = await startServers({ BENCH_SEED_PRODUCTION: '1' });
try {
  const acc = await unlimitedAccount(servers);
  const v1Url = `${servers.app}/v1/confirm?symbol=TEST_BTC&direction=long`;
  const headers = { 'x-api-key': acc.testKey };
  const bytes = await matchBareBody(servers, v1Url, headers);
  const { bare, v1, ratio } = await compare(servers, v1Url, headers, seconds, ROUNDS);
  const batch = await batchLatency(`${servers.app}/v1/confirm/batch`, headers, BATCH_RUNS);

  const liveUrl = `${servers.app}/v1/confirm?symbol=BTC&direction=long`;
  const liveHeaders = { 'x-api-key': acc.liveKey };
  await expectOnlyOnchainMissing(liveUrl, liveHeaders);
  const liveBytes = await matchBareBody(servers, liveUrl, liveHeaders);
  const live = await compare(servers, liveUrl, liveHeaders, seconds, ROUNDS);
  // Still fresh after the load (the seeded data ages while the bench runs).
  await expectOnlyOnchainMissing(liveUrl, liveHeaders);

  console.log(
    `bench:confirm (${seconds} s per target in ${ROUNDS} alternating slices, 50 connections; batch: ${BATCH_RUNS} sequential requests)`,
  );
  console.log(line(`bare route (same ${bytes} B body)`, bare));
  console.log(line('GET /v1/confirm', v1));
  console.log(`  throughput ratio          ${ratio.toFixed(2)}  (target >= 0.5)  ${verdict(ratio >= 0.5)}`);
  console.log(`  v1 p99                    ${v1.p99} ms  (target <= 5 ms)  ${verdict(v1.p99 <= 5)}`);
  console.log(`  batch of 100, p50         ${batch.p50.toFixed(2)} ms  (target <= 10 ms)  ${verdict(batch.p50 <= 10)}`);
  console.log(`  batch of 100, p99         ${batch.p99.toFixed(2)} ms`);
  console.log('production: live key, GET /v1/confirm?symbol=BTC on collected data (only onchain missing)');
  console.log(line(`bare route (same ${liveBytes} B body)`, live.bare));
  console.log(line('GET /v1/confirm (live, BTC)', live.v1));
  console.log(`  throughput ratio          ${live.ratio.toFixed(2)}  (target >= 0.5)  ${verdict(live.ratio >= 0.5)}`);
  console.log(`  v1 p99                    ${live.v1.p99} ms`);
  if (v1.non2xx > 0 || v1.errors > 0 || live.v1.non2xx > 0 || live.v1.errors > 0) process.exitCode = 1;
} finally {
  await servers.stop();
}
