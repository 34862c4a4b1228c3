/**
 * The backtest's I/O: the account's sandbox clock, the decisions at each instant (batch confirm
 * with a per-item `at`, 100 items a call) and the hourly candles, then the pure engine.
 */
import type { BatchItem, Side, UserApi } from '../lib/api.ts';
import { CliError, ProblemError } from '../lib/errors.ts';
import {
  type BacktestResult,
  buildRows,
  type Decision,
  HIT_DEFINITION,
  HORIZONS,
  HOUR_MS,
  LONGEST_HORIZON_MS,
  type Prices,
  planInstants,
  summarise,
} from './engine.ts';

const BATCH = 100;
const CANDLE_PAGE = 1000;
/** How far back the sandbox answers: its visible history (183 days), less a margin for the clock moving. */
export const MAX_LOOKBACK_MS = 182 * 24 * HOUR_MS;

export interface BacktestOptions {
  symbols: string[];
  sides: Side[];
  /** Window, Unix ms; defaults: the `days` before the clock. */
  from?: number;
  to?: number;
  days: number;
  stepMs: number;
}

export type OnProgress = (label: string, done: number, total: number) => void;

async function sandboxClock(api: UserApi): Promise<number> {
  try {
    return (await api.sandboxStatus()).clock.now_ms;
  } catch (err) {
    if (err instanceof ProblemError && (err.problem.status === 403 || err.problem.status === 404)) {
      throw new CliError(`backtest replays the sandbox history: use a sandbox key (sk_test_…); ${err.message}`);
    }
    throw err;
  }
}

async function decisionsAt(
  api: UserApi,
  items: BatchItem[],
  progress: OnProgress,
): Promise<{ decisions: Decision[]; failed: number }> {
  const decisions: Decision[] = [];
  let failed = 0;
  for (let i = 0; i < items.length; i += BATCH) {
    const chunk = items.slice(i, i + BATCH);
    const answer = await api.confirmBatch(chunk);
    for (const a of answer.items) {
      if (!a.ok) {
        failed++;
        continue;
      }
      const item = chunk[a.index]!;
      const r = a.result;
      decisions.push({
        symbol: item.symbol,
        side: item.direction,
        t: item.at as number,
        action: r.action,
        composite: r.composite,
        confidence: r.confidence,
        size_mult: r.size_mult,
      });
    }
    progress('decisions', Math.min(i + BATCH, items.length), items.length);
  }
  return { decisions, failed };
}

/** Hourly candle opens over [start, end] for one symbol, following pages. */
async function hourlyPrices(api: UserApi, symbol: string, start: number, end: number): Promise<Map<number, number>> {
  const prices = new Map<number, number>();
  let next: number | null = start;
  while (next !== null) {
    const page: Awaited<ReturnType<UserApi['candles']>> = await api.candles(symbol, {
      interval: '1h',
      start: next,
      end,
      limit: CANDLE_PAGE,
    });
    for (const c of page.candles) prices.set(c.t, c.open);
    next = page.next_start;
  }
  return prices;
}

export async function runBacktest(api: UserApi, o: BacktestOptions, progress: OnProgress): Promise<BacktestResult> {
  const clock = await sandboxClock(api);
  const to = Math.min(o.to ?? clock, clock);
  const from = o.from ?? to - o.days * 24 * HOUR_MS;
  if (from >= to) throw new CliError('the window is empty: --from must be before --to and the sandbox clock');
  if (from < clock - MAX_LOOKBACK_MS) {
    throw new CliError(`the sandbox answers at most ${MAX_LOOKBACK_MS / 86_400_000} days before its clock`);
  }
  const plan = planInstants(from, to, o.stepMs, clock);
  const per = o.symbols.length * o.sides.length;
  const items = plan.instants.flatMap((t) =>
    o.symbols.flatMap((symbol) => o.sides.map((direction): BatchItem => ({ symbol, direction, at: t }))),
  );
  const { decisions, failed } = await decisionsAt(api, items, progress);

  const prices: Prices = new Map();
  if (plan.instants.length > 0) {
    const first = plan.instants[0]!;
    const last = plan.instants[plan.instants.length - 1]! + LONGEST_HORIZON_MS;
    for (const [i, symbol] of o.symbols.entries()) {
      prices.set(symbol, await hourlyPrices(api, symbol, first, last));
      progress('candles', i + 1, o.symbols.length);
    }
  }
  const { rows, unpriced } = buildRows(decisions, prices);
  return {
    symbols: o.symbols,
    sides: o.sides,
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    step_ms: o.stepMs,
    clock: new Date(clock).toISOString(),
    horizons: HORIZONS.map((h) => h.name),
    hit_definition: HIT_DEFINITION,
    skipped: plan.skipped * per,
    failed: failed + unpriced,
    evaluated: rows.length,
    summary: summarise(rows),
    rows,
  };
}
