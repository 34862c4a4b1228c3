/**
 * bench:ingest — the live collectors' client side against local stand-ins of the upstreams
 * (ingest-fixtures.ts, a separate process: its CPU and memory are not counted).
 *   a. Whale selection from a 30,000-row, ~33 MB leaderboard streamed over loopback HTTP
 *      (createUpstream + streamLeaderboard + selectWhales), each run in a fresh process
 *      (ingest-leaderboard.ts) for its memory; JSON.parse of the whole document alongside.
 *      Targets: wall <= 3 s, peak RSS increase <= 250 MB.
 *   b. One derivatives cycle of Binance, Bybit and OKX (fetchMarkets + fetchDerivatives, ~519
 *      markets) at the published budgets. Target: CPU of the bench process <= 2 s.
 *   c. Whale-position cycles: N whales x clearinghouseState (weight 2) through one upstream with
 *      Hyperliquid's budget scaled in time. Target: within 5 % of the budget's least duration.
 * Environment: BENCH_RUNS (selection runs per mode, 3), BENCH_DERIV_CYCLES (2), BENCH_WHALES
 * (600), BENCH_POSITION_CYCLES (3), BENCH_TIME_SCALE (10), BENCH_CONCURRENCY (8).
 */
import { PER_MARKET_CONCURRENCY } from '../src/sources/perps/cycle.ts';
import { runGroup } from '../test/helpers/process-group.ts';
import { derivativesCycle, type PositionRun, scaledInfoBudget, whalePositionCycles } from './ingest-cycles.ts';
import type { IngestFixtures } from './ingest-fixtures.ts';
import type { SelectionRun } from './ingest-leaderboard.ts';
import { startReadyChild, verdict } from './lib.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DERIV_CYCLES = Number(process.env.BENCH_DERIV_CYCLES ?? 2);
const WHALES = Number(process.env.BENCH_WHALES ?? 600);
const POSITION_CYCLES = Number(process.env.BENCH_POSITION_CYCLES ?? 3);
const TIME_SCALE = Number(process.env.BENCH_TIME_SCALE ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? PER_MARKET_CONCURRENCY);

if (POSITION_CYCLES < 2)
  throw new Error('BENCH_POSITION_CYCLES must be at least 2 (the target is on the steady cycles)');

const TARGET = { selectionS: 3, selectionMb: 250, cycleCpuS: 2, positionsOverPct: 5 };

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (x: number) => `${x.toFixed(0)} MB`;
const pct = (x: number) => `${x <= -0.05 ? '-' : '+'}${Math.abs(x).toFixed(1)} %`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const summary: Array<[string, string, string, string]> = [];
const target = (what: string, figure: string, goal: string, ok: boolean) => {
  summary.push([what, figure, goal, verdict(ok)]);
  return `  ${what.padEnd(44)} ${figure.padStart(9)}  (target ${goal})  ${verdict(ok)}`;
};

async function selection(mode: 'stream' | 'parse', url: string): Promise<SelectionRun> {
  const script = new URL('./ingest-leaderboard.ts', import.meta.url).pathname;
  const { stdout } = await runGroup(process.execPath, ['--expose-gc', '--import', 'tsx', script, mode, url], {
    timeoutMs: 120_000,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as SelectionRun;
}

function selectionLine(label: string, runs: SelectionRun[]): string {
  const walls = runs.map((r) => r.wallMs);
  const worstRss = Math.max(...runs.map((r) => r.peakRssIncreaseMb));
  const worstHeap = Math.max(...runs.map((r) => r.peakHeapIncreaseMb));
  return (
    `  ${label.padEnd(44)} wall ${s(median(walls))} (median; ${s(Math.min(...walls))}–${s(Math.max(...walls))})` +
    `  peak RSS +${mb(worstRss)}  heap +${mb(worstHeap)} (worst run)  ${runs[0]!.whales} whales of ${runs[0]!.rows} rows`
  );
}

async function partA(fx: IngestFixtures): Promise<void> {
  const streamed: SelectionRun[] = [];
  const parsed: SelectionRun[] = [];
  // Alternated, so a burst of other work on the machine hits both alike.
  for (let i = 0; i < RUNS; i++) {
    streamed.push(await selection('stream', fx.stats));
    parsed.push(await selection('parse', fx.stats));
  }
  for (const r of [...streamed, ...parsed]) {
    if (r.whales !== Math.min(600, fx.whaleAddresses.length)) throw new Error(`${r.mode}: selected ${r.whales} whales`);
  }
  const base = median(streamed.map((r) => r.baselineRssMb));
  console.log(
    `a. whale selection: ${fx.leaderboardRows.toLocaleString('en')} rows, ${(fx.leaderboardBytes / 1e6).toFixed(2)} MB` +
      ` over loopback HTTP; ${RUNS} runs per path, each in a fresh process (baseline RSS ~${mb(base)} after a full GC)`,
  );
  console.log(selectionLine('streamed (streamLeaderboard + selectWhales)', streamed));
  console.log(selectionLine('baseline: JSON.parse of the whole document', parsed));
  const wall = median(streamed.map((r) => r.wallMs));
  const rss = Math.max(...streamed.map((r) => r.peakRssIncreaseMb));
  console.log(
    target('a. selection wall time (median)', s(wall), `<= ${TARGET.selectionS} s`, wall <= TARGET.selectionS * 1000),
  );
  console.log(
    target(
      'a. selection extra memory (worst peak RSS)',
      mb(rss),
      `<= ${TARGET.selectionMb} MB`,
      rss <= TARGET.selectionMb,
    ),
  );
}

async function partB(fx: IngestFixtures): Promise<void> {
  console.log(
    `b. derivatives cycle: fetchMarkets + fetchDerivatives per venue in turn, published budgets, headroom 0` +
      ` (local stand-ins); CPU of this process only`,
  );
  for (let c = 1; c <= DERIV_CYCLES; c++) {
    const venues = await derivativesCycle({ binance: fx.binance, bybit: fx.bybit, okx: fx.okx }, fx.venueNow);
    for (const v of venues) {
      if (v.points === 0) throw new Error(`${v.venue}: no derivatives points`);
      console.log(
        `  cycle ${c} ${v.venue.padEnd(8)} ${String(v.markets).padStart(4)} markets ${String(v.points).padStart(4)} points` +
          ` ${String(v.skipped).padStart(3)} skipped ${String(v.calls).padStart(4)} calls   CPU ${s(v.cpuMs)}` +
          `   wall ${s(v.wallMs)} (budget floor ${s(v.budgetFloorMs)})`,
      );
    }
    const cpu = venues.reduce((a, v) => a + v.cpuMs, 0);
    const wall = venues.reduce((a, v) => a + v.wallMs, 0);
    const markets = venues.reduce((a, v) => a + v.markets, 0);
    const label = `b. cycle ${c}${c === 1 ? ' (cold)' : ''} CPU, ${markets} markets`;
    console.log(target(label, s(cpu), `<= ${TARGET.cycleCpuS} s`, cpu <= TARGET.cycleCpuS * 1000));
    const slowest = venues.reduce((a, v) => (v.wallMs > a.wallMs ? v : a));
    console.log(
      `  cycle ${c} wall ${s(wall)} one venue after another; in parallel it would be the slowest venue's` +
        ` (${slowest.venue}, ${s(slowest.wallMs)})`,
    );
  }
}

function positionLines(run: PositionRun, withTarget: boolean): void {
  if (run.failures > 0) throw new Error(`${run.failures} clearinghouseState calls failed`);
  const ends = run.cycleEndsMs;
  const floors = run.cycleMinimumsMs;
  const effective = run.spec.capacity * (1 - run.headroom);
  console.log(
    `  headroom ${run.headroom * 100} % (${effective} weight per ${s(run.spec.windowMs)}): ${run.cycles} cycles of` +
      ` ${run.whales} whales back to back, ${run.positions} positions read, ${run.failures} failed calls`,
  );
  ends.forEach((end, i) => {
    const took = end - (i === 0 ? 0 : ends[i - 1]!);
    const floor = floors[i]! - (i === 0 ? 0 : floors[i - 1]!);
    console.log(`    cycle ${i + 1}: ${s(took)} (floor ${s(floor)})`);
  });
  // Steady state: every cycle after the first starts with the window full of the one before.
  const steady = ends.at(-1)! - ends[0]!;
  const steadyFloor = floors.at(-1)! - floors[0]!;
  const steadyOver = ((steady - steadyFloor) / steadyFloor) * 100;
  const perCycle = (ms: number) => s(ms / (run.cycles - 1));
  const figure = `${perCycle(steady)} vs ${perCycle(steadyFloor)}, ${pct(steadyOver)}`;
  const what = `c. steady cycle (${run.cycles - 1} after the 1st) vs floor`;
  if (withTarget) {
    console.log(target(what, figure, `<= +${TARGET.positionsOverPct} %`, steadyOver <= TARGET.positionsOverPct));
  } else console.log(`  ${what.padEnd(44)} ${figure}  (informational)`);
  const total = ends.at(-1)!;
  const over = total - run.minimumMs;
  console.log(
    `    whole run ${s(total)} vs minimumDurationMs for ${run.cycles * run.whales} calls ${s(run.minimumMs)}:` +
      ` ${pct((over / run.minimumMs) * 100)} (informational). The floor ends at the last admission, as if a window's` +
      ` calls were made at once; making them takes time (cycle 1 above, at headroom 0, is one full window's worth).` +
      ` The same ${s(over)} at the real 60 s window: ${pct((over / (run.minimumMs * TIME_SCALE)) * 100)}`,
  );
}

async function partC(fx: IngestFixtures): Promise<void> {
  const spec = scaledInfoBudget(TIME_SCALE);
  const addresses = Array.from(
    { length: WHALES },
    (_, i) => fx.whaleAddresses[i] ?? `0x${i.toString(16).padStart(40, '0')}`,
  );
  console.log(
    `c. whale positions: ${WHALES} x clearinghouseState (weight 2), ${CONCURRENCY} in flight, one upstream;` +
      ` Hyperliquid's budget SCALED ${TIME_SCALE}x in time: ${spec.capacity} weight per ${s(spec.windowMs)}` +
      ` instead of per 60 s (every duration below is 1/${TIME_SCALE} of the real one)`,
  );
  console.log(
    `  least time (minimumDurationMs): from the first admission to the last, starting with an empty window;` +
      ` each window admits floor(capacity / 2) calls, so the first window's are free and each further batch waits one window;` +
      ` a cycle's floor is the difference of the floors at its end and at its start`,
  );
  const common = { infoUrl: fx.info, addresses, spec, cycles: POSITION_CYCLES, concurrency: CONCURRENCY };
  positionLines(await whalePositionCycles({ ...common, headroom: 0 }), true);
  positionLines(await whalePositionCycles({ ...common, headroom: 0.1 }), false);
}

const fixtures = await startReadyChild<IngestFixtures>(new URL('./ingest-fixtures.ts', import.meta.url));
try {
  const fx = fixtures.ready;
  console.log('bench:ingest (upstream stand-ins in a separate process, loopback HTTP)');
  await partA(fx);
  await partB(fx);
  await partC(fx);
  console.log('summary');
  const widths = [48, 30, 12];
  console.log(`  ${'what'.padEnd(widths[0]!)} ${'figure'.padEnd(widths[1]!)} ${'target'.padEnd(widths[2]!)}`);
  for (const [what, figure, goal, ok] of summary) {
    console.log(`  ${what.padEnd(widths[0]!)} ${figure.padEnd(widths[1]!)} ${goal.padEnd(widths[2]!)} ${ok}`);
  }
} finally {
  await fixtures.stop();
}
