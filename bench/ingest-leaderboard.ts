/**
 * One whale selection from the leaderboard, in a fresh process of its own so that its memory is
 * its alone (the stand-in server runs elsewhere). Run as
 *   node --expose-gc --import tsx bench/ingest-leaderboard.ts <stream|parse> <stats base URL>
 * `stream`: createUpstream → streamLeaderboard → selectWhales, the service's path.
 * `parse`: the same client's json() (the whole body as text, then JSON.parse), then the same
 * parser and rule over the array: the baseline the streaming path is compared with.
 *
 * Memory: after a full GC the resident set is sampled (baseline), then every 20 ms during the
 * run; the peak is the larger of the sampled maximum and the kernel's high-water mark if that
 * moved during the run (a long synchronous JSON.parse holds off the sampler). Prints one JSON line.
 */
import { parseLeaderboardRow, selectWhales, streamLeaderboard } from '../src/sources/hyperliquid/index.ts';
import type { LeaderboardRow } from '../src/sources/hyperliquid/leaderboard.ts';
import { createUpstream } from '../src/sources/upstream/client.ts';

export interface SelectionRun {
  mode: 'stream' | 'parse';
  wallMs: number;
  rows: number;
  whales: number;
  baselineRssMb: number;
  peakRssIncreaseMb: number;
  baselineHeapMb: number;
  peakHeapIncreaseMb: number;
}

const MB = 1024 * 1024;
const mode = process.argv[2];
const baseUrl = process.argv[3];
if ((mode !== 'stream' && mode !== 'parse') || !baseUrl) {
  throw new Error('usage: ingest-leaderboard.ts <stream|parse> <stats base URL>');
}
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc: the baseline is taken after a full collection');

// The stats host publishes no budget; the timeout covers reading the whole body.
const stats = createUpstream({ name: 'hyperliquid-stats', baseUrl, timeoutMs: 60_000, retries: 0 });

async function streamed(): Promise<{ rows: number; whales: number }> {
  const rows = streamLeaderboard(stats);
  const selection = await selectWhales(rows);
  return { rows: rows.tally.rows, whales: selection.whales.length };
}

async function parsedWhole(): Promise<{ rows: number; whales: number }> {
  const doc = (await stats.json({ method: 'GET', path: '/Mainnet/leaderboard', label: 'leaderboard' })) as {
    leaderboardRows: unknown[];
  };
  const usable: LeaderboardRow[] = [];
  for (const raw of doc.leaderboardRows) {
    const parsed = parseLeaderboardRow(raw);
    if ('row' in parsed) usable.push(parsed.row);
  }
  const selection = await selectWhales(usable);
  return { rows: doc.leaderboardRows.length, whales: selection.whales.length };
}

// Load fetch's machinery (Node loads it on first use) and open a connection before the baseline.
await (await fetch(`${baseUrl}/`)).arrayBuffer();
gc();
gc();
await new Promise((r) => setTimeout(r, 100));
const base = process.memoryUsage();
const maxRssBefore = process.resourceUsage().maxRSS * 1024;
let peakRss = base.rss;
let peakHeap = base.heapUsed;
const sample = () => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
};
const sampler = setInterval(sample, 20);

const t0 = performance.now();
const result = mode === 'stream' ? await streamed() : await parsedWhole();
const wallMs = performance.now() - t0;
sample();
clearInterval(sampler);
const maxRssAfter = process.resourceUsage().maxRSS * 1024;
if (maxRssAfter > maxRssBefore) peakRss = Math.max(peakRss, maxRssAfter);

const run: SelectionRun = {
  mode,
  wallMs,
  ...result,
  baselineRssMb: base.rss / MB,
  peakRssIncreaseMb: (peakRss - base.rss) / MB,
  baselineHeapMb: base.heapUsed / MB,
  peakHeapIncreaseMb: (peakHeap - base.heapUsed) / MB,
};
process.stdout.write(`${JSON.stringify(run)}\n`);
