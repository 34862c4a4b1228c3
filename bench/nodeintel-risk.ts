/**
 * bench:nodeintel (risk part) — GET /v1/node/{chain}/tokens/{address}/risk over loopback HTTP
 * against the local anvil chain with the six test tokens. "Fresh" requests each follow a newly
 * mined block, so the per-block report cache misses and every read goes to the node (the code
 * analysis stays cached per code hash, as in service); "repeat" asks again at the same block.
 * BENCH_RISK_REQUESTS (default 300) requests each. Target: fresh report p50 <= 200 ms.
 */
import Fastify from 'fastify';
import type { RiskTarget } from '../src/nodeintel/risk/report.ts';
import { createRpcClient } from '../src/nodeintel/rpc.ts';
import type { AppContext } from '../src/platform/context.ts';
import { ProblemSchema } from '../src/platform/openapi.ts';
import problems from '../src/platform/problem.ts';
import { nodeRiskRoutes } from '../src/routes/v1/node-risk.ts';
import { startTestChain } from '../test/fixtures/evm/chain.ts';
import { verdict } from './lib.ts';

const REQUESTS = Math.max(10, Number(process.env.BENCH_RISK_REQUESTS ?? 300));
const TARGET_P50_MS = 200;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function summary(label: string, samples: number[]): { p50: number; text: string } {
  const s = [...samples].sort((a, b) => a - b);
  const p50 = percentile(s, 50);
  const text = `  ${label.padEnd(26)} n=${s.length}  p50 ${p50.toFixed(1)} ms  p95 ${percentile(s, 95).toFixed(1)} ms  p99 ${percentile(s, 99).toFixed(1)} ms  max ${s[s.length - 1]!.toFixed(1)} ms`;
  return { p50, text };
}

export async function benchRisk(): Promise<{ ok: boolean; lines: string[] }> {
  const chain = await startTestChain();
  const app = Fastify();
  try {
    const target: RiskTarget = {
      chain: 'local',
      factory: chain.addresses.factory,
      wrappedNative: chain.addresses.weth,
      nativeUsd: null,
    };
    app.addSchema(ProblemSchema);
    await app.register(problems);
    const rpc = createRpcClient(chain.rpcUrl, { timeoutMs: 10_000 });
    await app.register(
      nodeRiskRoutes(async () => ({ rpc, target })),
      { ctx: {} as AppContext, prefix: '/v1' },
    );
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const tokens = Object.values(chain.addresses.tokens);
    const ask = async (token: string) => {
      const started = performance.now();
      const res = await fetch(`${base}/v1/node/bsc/tokens/${token}/risk`);
      const body = await res.text();
      if (res.status !== 200) throw new Error(`risk report answered ${res.status}: ${body}`);
      return performance.now() - started;
    };
    for (const token of tokens) await ask(token); // warm-up: JIT, evmole's WASM, code analyses
    const fresh: number[] = [];
    const repeat: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const token = tokens[i % tokens.length]!;
      await chain.mine(1);
      fresh.push(await ask(token));
      repeat.push(await ask(token));
    }
    const f = summary('risk report, fresh block', fresh);
    const r = summary('risk report, same block', repeat);
    const ok = f.p50 <= TARGET_P50_MS;
    return { ok, lines: [f.text, r.text, `  target fresh p50 <= ${TARGET_P50_MS} ms: ${verdict(ok)}`] };
  } finally {
    await app.close();
    await chain.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ok, lines } = await benchRisk();
  console.log('bench:nodeintel — token risk report (anvil on loopback)');
  for (const l of lines) console.log(l);
  process.exitCode = ok ? 0 : 1;
}
