/**
 * Synthetic-world performance check:
 *   1. six months of hourly candles for all six test symbols (target <= 200 ms total);
 *   2. one snapshot(symbol, at), mean over 2,000 calls at varied instants (target <= 1 ms).
 * Run: node --import tsx bench/synthetic.ts
 */

import { performance } from 'node:perf_hooks';
import { createSyntheticView, SANDBOX_HISTORY_MS, TEST_SYMBOLS } from '../src/sources/synthetic/index.ts';

const CANDLE_TARGET_MS = 200;
const SNAPSHOT_TARGET_MS = 1;
const SNAPSHOT_CALLS = 2_000;
const HOUR = 3_600_000;

const now = Date.UTC(2026, 5, 1, 12, 34, 56);
const view = createSyntheticView({ now: () => now });

async function candlePass(): Promise<{ ms: number; count: number }> {
  const start = performance.now();
  let count = 0;
  for (const symbol of TEST_SYMBOLS) {
    count += (await view.candles(symbol, '1h', now - SANDBOX_HISTORY_MS, now)).length;
  }
  return { ms: performance.now() - start, count };
}

async function snapshotPass(calls: number, offset: number): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < calls; i++) {
    const symbol = TEST_SYMBOLS[i % TEST_SYMBOLS.length];
    // Spread instants over the history with an irregular stride so no two calls repeat.
    const at = now - ((i * 7_919 + offset) % 4_000) * HOUR - ((i * 104_729) % HOUR);
    await view.snapshot(symbol, at);
  }
  return (performance.now() - start) / calls;
}

function line(name: string, value: number, unit: string, target: number): string {
  const word = value <= target ? 'PASS' : 'MISS';
  return `${name.padEnd(44)} ${value.toFixed(3).padStart(9)} ${unit}  (target <= ${target} ${unit})  ${word}`;
}

// Warm-up: let the JIT settle before measuring.
await candlePass();
await snapshotPass(300, 17);

const runs = [await candlePass(), await candlePass(), await candlePass()];
const candleMean = runs.reduce((s, r) => s + r.ms, 0) / runs.length;
const snapMean = await snapshotPass(SNAPSHOT_CALLS, 0);

console.log(line(`hourly candles, 6 symbols x 183 d (${runs[0].count})`, candleMean, 'ms', CANDLE_TARGET_MS));
console.log(line(`snapshot mean over ${SNAPSHOT_CALLS} calls`, snapMean, 'ms', SNAPSHOT_TARGET_MS));
