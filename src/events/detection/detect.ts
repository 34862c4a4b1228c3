/**
 * Production detection: after a collector cycle wrote data, score every symbol with fresh
 * derivatives data and turn what changed into events (docs/events.md):
 * - HIGH / MEDIUM when a side's confirmation rises into that bucket, VETO when it turns into a
 *   confident SKIP, with hysteresis (hysteresis.ts);
 * - SIGNAL for large whale trades and liquidations and for funding entering an extreme;
 * - SIGNAL (kind alert) for each production alert rule whose condition starts to hold, to the
 *   rule's account only.
 *
 * Everything is read first (scores, accumulation), then one transaction takes an advisory lock
 * (one pass at a time across instances), compares with the stored state, writes the new state and
 * publishes the events with their deliveries: the state and the events land together, so a
 * restart neither re-fires nor loses what a committed pass decided.
 */
import { evaluateRule, type Observation } from '../../alerts/evaluate.ts';
import { productionRuleSymbols, productionRulesForUpdate, saveRuleState } from '../../alerts/rules.ts';
import { accumulationScore, alertEvent } from '../../alerts/signal.ts';
import type { IngestLog } from '../../ingest/context.ts';
import type { LiveMarket } from '../../market/live-market.ts';
import { FRESH_FOR, isFresh } from '../../market/snapshot-assembly.ts';
import type { MarketView, WhaleEvent } from '../../market/types.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { scoreConfirmation } from '../../signals/confirm.ts';
import type { EventHub } from '../hub.ts';
import { announcePublished, type NewEvent, type PublishResult, publishWithin } from '../outbox.ts';
import type { Level } from './hysteresis.ts';
import {
  confirmationTransitions,
  fundingTransitions,
  newWhaleEvents,
  type Scores,
  WHALE_LIQUIDATION_SIGNAL_USD,
  WHALE_TRADE_SIGNAL_USD,
  whaleSignals,
} from './state.ts';

export interface DetectionDeps {
  database: Database;
  jobs: JobQueue;
  /** Told about the events once the pass committed. */
  hub?: EventHub;
  live: LiveMarket;
  /** The production view (its reads of now come from `live`). */
  view: MarketView;
  now: () => number;
  log?: IngestLog;
}

/** Accumulation reads 60 days of candles: a symbol's score is reused for this long. */
export const ACCUMULATION_REFRESH_MS = 15 * 60_000;
/** Serialises the passes of one process (the advisory lock does it across processes). */
const PASS_LOCK = 7_310_010;

export function detectionDepsOf(ctx: AppContext, log?: IngestLog): DetectionDeps {
  return {
    database: ctx.database,
    jobs: ctx.jobs,
    hub: ctx.hub,
    live: ctx.live,
    view: ctx.productionView,
    now: ctx.now,
    log,
  };
}

interface Runner {
  running: Promise<void> | null;
  again: boolean;
  accumulation: Map<string, { at: number; score: number | null }>;
}
const runners = new WeakMap<Database, Runner>();

function runnerOf(database: Database): Runner {
  let r = runners.get(database);
  if (!r) {
    r = { running: null, again: false, accumulation: new Map() };
    runners.set(database, r);
  }
  return r;
}

/**
 * Call after every collector cycle that wrote rows. Passes never overlap in a process: a cycle
 * that ends during a pass asks for one more, and cycles ending together share it. Never throws
 * (a failed pass is logged; the next cycle tries again from the stored state).
 */
export function detectAfterCycle(deps: DetectionDeps, job: string): Promise<void> {
  const r = runnerOf(deps.database);
  if (r.running) {
    r.again = true;
    return r.running;
  }
  r.running = (async () => {
    do {
      r.again = false;
      try {
        const result = await runDetection(deps);
        if (result.events.length > 0) {
          deps.log?.info(
            { job, events: result.events.length, deliveries: result.deliveries },
            'detection fired events',
          );
        }
      } catch (err) {
        deps.log?.error({ job, err }, 'detection pass failed; the next cycle tries again');
      }
    } while (r.again);
    r.running = null;
  })();
  return r.running;
}

/** One detection pass (detectAfterCycle runs these; tests call it directly). */
export async function runDetection(deps: DetectionDeps): Promise<PublishResult> {
  await deps.live.refresh();
  const now = deps.now();
  const scored = await scoreFreshSymbols(deps, now);
  const accumulation = await accumulationFor(deps, now);
  // Started outside the transaction: on PGlite's one connection its start-up would wait behind it.
  const boss = await deps.jobs.boss();
  const result = await deps.database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [PASS_LOCK]);
    const confirmation = await confirmationTransitions(tx, scored, now);
    const funding = await fundingTransitions(tx, scored, now);
    const rules = await productionRulesForUpdate(tx);
    const ruleWhaleMin = Math.min(
      ...rules.filter((r) => r.condition === 'whale').map((r) => r.minUsd ?? Number.POSITIVE_INFINITY),
    );
    const whales = await newWhaleEvents(
      tx,
      now,
      Math.min(WHALE_TRADE_SIGNAL_USD, WHALE_LIQUIDATION_SIGNAL_USD, ruleWhaleMin),
    );
    const fresh = whales.first ? [] : whales.events;
    const alerts = await ruleEvents(tx, rules, {
      now,
      scored,
      levels: confirmation.levels,
      accumulation,
      whales: fresh,
    });
    const events = [...confirmation.events, ...funding, ...whaleSignals(fresh), ...alerts].sort(
      (a, b) => a.t - b.t || a.symbol.localeCompare(b.symbol) || a.kind.localeCompare(b.kind),
    );
    return publishWithin(tx, boss, events);
  });
  announcePublished(deps, result);
  return result;
}

/** Both sides' scores of every symbol with at least one venue of fresh derivatives data. */
async function scoreFreshSymbols(deps: DetectionDeps, now: number): Promise<Map<string, Scores>> {
  const state = await deps.live.state();
  const scored = new Map<string, Scores>();
  for (const [symbol, points] of state.latest) {
    if (!points.some((p) => isFresh(p.t, now, FRESH_FOR.derivatives))) continue;
    try {
      const snapshot = await deps.view.snapshot(symbol, now);
      scored.set(symbol, { long: scoreConfirmation(snapshot, 'long'), short: scoreConfirmation(snapshot, 'short') });
    } catch (err) {
      // Nothing fresh enough to score this symbol: it is judged again after the next cycle.
      deps.log?.warn({ symbol, err }, 'detection skipped a symbol');
    }
  }
  return scored;
}

/** Accumulation scores of the symbols production accumulation rules watch (cached a while). */
async function accumulationFor(deps: DetectionDeps, now: number): Promise<Map<string, number | null>> {
  const cache = runnerOf(deps.database).accumulation;
  const watched = (await productionRuleSymbols(deps.database)).filter((r) => r.condition === 'accumulation_above');
  const out = new Map<string, number | null>();
  for (const { symbol } of watched) {
    const hit = cache.get(symbol);
    if (hit && now - hit.at < ACCUMULATION_REFRESH_MS && now >= hit.at) {
      out.set(symbol, hit.score);
      continue;
    }
    const score = await accumulationScore(deps.view, symbol, now);
    cache.set(symbol, { at: now, score });
    out.set(symbol, score);
  }
  return out;
}

async function ruleEvents(
  tx: Tx,
  rules: Awaited<ReturnType<typeof productionRulesForUpdate>>,
  seen: {
    now: number;
    scored: ReadonlyMap<string, Scores>;
    levels: ReadonlyMap<string, { long: Level; short: Level }>;
    accumulation: ReadonlyMap<string, number | null>;
    whales: readonly WhaleEvent[];
  },
): Promise<NewEvent[]> {
  const events: NewEvent[] = [];
  for (const rule of rules) {
    const scores = seen.scored.get(rule.symbol) ?? null;
    const observation: Observation = {
      t: seen.now,
      levels: seen.levels.get(rule.symbol) ?? null,
      fundingRate: scores?.long.figures.funding_rate ?? null,
      accumulation: seen.accumulation.get(rule.symbol) ?? null,
      whales: seen.whales.filter((e) => e.symbol === rule.symbol),
    };
    const { state, fired } = evaluateRule(rule, rule, observation);
    if (state.active !== rule.active || state.lastFiredAt !== rule.lastFiredAt) {
      await saveRuleState(tx, { id: rule.id, ...state }, fired.length);
    }
    for (const f of fired) {
      const e = alertEvent(rule, f, scores ? scores[f.direction] : null);
      events.push({
        world: 'production',
        accountId: rule.accountId,
        t: e.t,
        name: 'SIGNAL',
        kind: 'alert',
        symbol: e.symbol,
        direction: e.direction,
        body: e.body,
      });
    }
  }
  return events;
}
