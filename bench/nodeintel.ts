/**
 * bench:nodeintel — Node Intelligence checks against a local node: anvil from the test chain
 * fixture (Uniswap V2 and the six test tokens), reached over loopback HTTP JSON-RPC like a
 * customer's node. Each measure runs BENCH_RUNS (60) times after BENCH_WARMUP (6) unmeasured
 * runs, cycling through the tokens, and is judged on its p50.
 *
 * Measures (targets from SPEC item 5):
 * - honeypot check (simulation in one eth_call, plus a callTracer replay for failing tokens):
 *   p50 <= 300 ms.
 *
 * To add a measure, append to MEASURES: a name, a p50 target and a `run(bench, token)` that does
 * one complete check and throws if the answer is wrong (a fast wrong answer must not pass).
 */

import { checkHoneypot, type HoneypotChain, type NodeRpc } from '../src/nodeintel/honeypot/check.ts';
import { honeypotReport } from '../src/nodeintel/honeypot/report.ts';
import { createRpcClient } from '../src/nodeintel/rpc.ts';
import { startTestChain, type TestChain, type TestTokenName } from '../test/fixtures/evm/chain.ts';
import { verdict } from './lib.ts';
import { benchRisk } from './nodeintel-risk.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 6);
const TOKENS: TestTokenName[] = ['normal', 'honeypot', 'tax', 'blacklist', 'proxy', 'mintable'];
/** What each token must be classified as, so the bench times correct answers only. */
const HONEYPOT: Record<TestTokenName, boolean> = {
  normal: false,
  honeypot: true,
  tax: true,
  blacklist: true,
  proxy: false,
  mintable: false,
};

export interface BenchContext {
  chain: TestChain;
  rpc: NodeRpc;
  v2: HoneypotChain;
}

export interface Measure {
  name: string;
  targetP50Ms: number;
  run(bench: BenchContext, token: TestTokenName): Promise<void>;
}

export const MEASURES: Measure[] = [
  {
    name: 'honeypot check',
    targetP50Ms: 300,
    async run({ chain, rpc, v2 }, token) {
      const check = await checkHoneypot(rpc, v2, chain.addresses.tokens[token]);
      const report = honeypotReport(check, v2);
      if (report.is_honeypot !== HONEYPOT[token]) {
        throw new Error(`${token}: is_honeypot ${report.is_honeypot}, expected ${HONEYPOT[token]}`);
      }
    },
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timeMeasure(bench: BenchContext, measure: Measure) {
  for (let i = 0; i < WARMUP; i++) await measure.run(bench, TOKENS[i % TOKENS.length]!);
  const all: number[] = [];
  const byToken = new Map<TestTokenName, number[]>();
  for (let i = 0; i < RUNS; i++) {
    const token = TOKENS[i % TOKENS.length]!;
    const t0 = performance.now();
    await measure.run(bench, token);
    const ms = performance.now() - t0;
    all.push(ms);
    byToken.set(token, [...(byToken.get(token) ?? []), ms]);
  }
  all.sort((a, b) => a - b);
  const perToken = [...byToken].map(([token, times]) => {
    times.sort((a, b) => a - b);
    return `${token} ${percentile(times, 50).toFixed(1)}`;
  });
  return { p50: percentile(all, 50), p99: percentile(all, 99), perToken };
}

async function main() {
  const chain = await startTestChain();
  let failed = false;
  try {
    const bench: BenchContext = {
      chain,
      rpc: createRpcClient(chain.rpcUrl, { timeoutMs: 5_000 }),
      v2: { router: chain.addresses.router, factory: chain.addresses.factory, wrappedNative: chain.addresses.weth },
    };
    console.log(`bench:nodeintel on anvil ${chain.rpcUrl}, ${RUNS} runs per measure over ${TOKENS.length} tokens`);
    for (const measure of MEASURES) {
      const r = await timeMeasure(bench, measure);
      const ok = r.p50 <= measure.targetP50Ms;
      failed ||= !ok;
      console.log(
        `  ${measure.name.padEnd(20)} p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  (target p50 <= ${measure.targetP50Ms} ms) ${verdict(ok)}`,
      );
      console.log(`    p50 per token (ms): ${r.perToken.join(', ')}`);
    }
  } finally {
    await chain.close();
  }
  // The risk report through its route, on a chain of its own (bench/nodeintel-risk.ts).
  const risk = await benchRisk();
  for (const l of risk.lines) console.log(l);
  failed ||= !risk.ok;
  process.exitCode = failed ? 1 : 0;
}

await main();
