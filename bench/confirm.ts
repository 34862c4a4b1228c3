/**
 * bench:confirm — a bare Fastify route against GET /v1/confirm (sandbox key of an enterprise account
 * whose quotas the load cannot exhaust) under the same load: 50 connections, BENCH_SECONDS (10) each
 * after a warm-up. Then POST /v1/confirm/batch with 100 items, measured as sequential requests.
 * Targets: throughput ratio >= 0.5, v1 p99 <= 5 ms, batch-of-100 p50 <= 10 ms.
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

const servers = await startServers();
try {
  const acc = await unlimitedAccount(servers);
  const v1Url = `${servers.app}/v1/confirm?symbol=TEST_BTC&direction=long`;
  const headers = { 'x-api-key': acc.testKey };
  const bytes = await matchBareBody(servers, v1Url, headers);
  const { bare, v1, ratio } = await compare(servers, v1Url, headers, seconds, ROUNDS);
  const batch = await batchLatency(`${servers.app}/v1/confirm/batch`, headers, BATCH_RUNS);

  console.log(
    `bench:confirm (${seconds} s per target in ${ROUNDS} alternating slices, 50 connections; batch: ${BATCH_RUNS} sequential requests)`,
  );
  console.log(line(`bare route (same ${bytes} B body)`, bare));
  console.log(line('GET /v1/confirm', v1));
  console.log(`  throughput ratio          ${ratio.toFixed(2)}  (target >= 0.5)  ${verdict(ratio >= 0.5)}`);
  console.log(`  v1 p99                    ${v1.p99} ms  (target <= 5 ms)  ${verdict(v1.p99 <= 5)}`);
  console.log(`  batch of 100, p50         ${batch.p50.toFixed(2)} ms  (target <= 10 ms)  ${verdict(batch.p50 <= 10)}`);
  console.log(`  batch of 100, p99         ${batch.p99.toFixed(2)} ms`);
  if (v1.non2xx > 0 || v1.errors > 0) process.exitCode = 1;
} finally {
  await servers.stop();
}
