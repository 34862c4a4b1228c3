/**
 * What fires while a sandbox clock jumps forward: confirmation signals that change bucket, the
 * test whales' trades and the account's own alert rules, found by replaying the synthetic market
 * over the skipped window.
 *
 * Rules (docs/sandbox.md, docs/events.md): confirmations are evaluated for every test symbol and
 * both sides on each UTC hour boundary in the window (funding resets hourly, so finer steps add
 * nothing); an event fires when a side's event (HIGH, MEDIUM, VETO) differs from the previous
 * hour's and is not empty. Alert rules are judged on the same hours (accumulation rules on each
 * UTC day boundary, whale rules on every qualifying whale event) starting from the state at the
 * window's start, so a condition already holding then does not fire. Only the last MAX_REPLAY_MS
 * of a longer jump are replayed, and at most MAX_EVENTS_PER_MOVE events are kept (the latest), so
 * a six-month jump stays quick. Only the symbols the account's key can read are replayed.
 */
import { evaluateRule, type Observation, type RuleState } from '../alerts/evaluate.ts';
import type { AlertRule } from '../alerts/rules.ts';
import { accumulationScore, alertEvent } from '../alerts/signal.ts';
import { type Level, nextLevel } from '../events/detection/hysteresis.ts';
import { signalEventPayload, whaleEventRow, whaleSignalPayload } from '../events/payloads.ts';
import type { MarketView, WhaleEvent } from '../market/types.ts';
import { type ConfirmScore, scoreConfirmation } from '../signals/confirm.ts';
import { TEST_WHALES } from '../sources/synthetic/index.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const MAX_REPLAY_MS = 7 * 24 * HOUR;
export const MAX_EVENTS_PER_MOVE = 500;

/** One replayed event, before it is published (kind as in the `events` table, docs/events.md). */
export interface ReplayEvent {
  t: number;
  event: 'HIGH' | 'MEDIUM' | 'VETO' | 'SIGNAL';
  kind: 'confirmation' | 'whale_trade' | 'whale_liquidation' | 'alert';
  symbol: string;
  direction: 'long' | 'short';
  payload: Record<string, unknown>;
}

export interface Replay {
  events: ReplayEvent[];
  /** Where replay started (the window start, or MAX_REPLAY_MS before its end). */
  replayedFrom: number;
  /** Events found but not kept because of the cap. */
  dropped: number;
}

type Scores = { long: ConfirmScore; short: ConfirmScore };

export async function replayWindow(
  view: MarketView,
  fromMs: number,
  toMs: number,
  symbols: string[],
  rules: readonly AlertRule[] = [],
): Promise<Replay> {
  const replayedFrom = Math.max(fromMs, toMs - MAX_REPLAY_MS);
  if (toMs <= fromMs) return { events: [], replayedFrom: toMs, dropped: 0 };
  const events: ReplayEvent[] = [];
  const watched = rules.filter((r) => symbols.includes(r.symbol));
  const alerts = new AlertReplay(view, watched);

  const prev = new Map<string, string | null>();
  const firstHour = Math.floor(replayedFrom / HOUR) * HOUR;
  for (const symbol of symbols) {
    const base = scoreBoth(await view.snapshot(symbol, firstHour));
    prev.set(`${symbol}:long`, base.long.event);
    prev.set(`${symbol}:short`, base.short.event);
    await alerts.start(symbol, firstHour, base);
  }
  for (let t = firstHour + HOUR; t <= toMs; t += HOUR) {
    for (const symbol of symbols) {
      const scores = scoreBoth(await view.snapshot(symbol, t));
      for (const side of ['long', 'short'] as const) {
        const s = scores[side];
        const key = `${symbol}:${side}`;
        if (s.event !== null && s.event !== prev.get(key)) events.push(confirmationEvent(t, s));
        prev.set(key, s.event);
      }
      events.push(...(await alerts.step(symbol, t, scores)));
    }
  }

  for (const whale of TEST_WHALES) {
    const trades = await view.whaleEvents({
      from: replayedFrom + 1,
      to: toMs,
      address: whale.address,
      symbols,
      limit: MAX_EVENTS_PER_MOVE,
    });
    for (const e of trades) {
      events.push({
        t: e.t,
        event: 'SIGNAL',
        kind: e.type === 'trade' ? 'whale_trade' : 'whale_liquidation',
        symbol: e.symbol,
        direction: e.side === 'buy' ? 'long' : 'short',
        payload: whaleSignalPayload(whaleEventRow(e)),
      });
    }
  }
  events.push(...(await alerts.whales(replayedFrom, toMs)));

  events.sort((a, b) => a.t - b.t || a.symbol.localeCompare(b.symbol) || a.kind.localeCompare(b.kind));
  const dropped = Math.max(0, events.length - MAX_EVENTS_PER_MOVE);
  return { events: events.slice(dropped), replayedFrom, dropped };
}

function confirmationEvent(t: number, s: ConfirmScore): ReplayEvent {
  return {
    t,
    event: s.event!,
    kind: 'confirmation',
    symbol: s.symbol,
    direction: s.direction,
    payload: signalEventPayload({
      event: s.event!,
      ts: new Date(t).toISOString(),
      symbol: s.symbol,
      direction: s.direction,
      confidence: s.confidence,
      composite: s.composite,
      action: s.action,
      confirmation: s.confirmation,
    }),
  };
}

/** The account's rules carried through the replayed hours, each with its own state. */
class AlertReplay {
  private readonly states = new Map<number, RuleState>();
  private readonly levels = new Map<string, { long: Level; short: Level }>();
  private readonly lastScores = new Map<string, Scores>();

  constructor(
    private readonly view: MarketView,
    private readonly rules: readonly AlertRule[],
  ) {}

  /** The state at the window's start: what already holds there is not a crossing. */
  async start(symbol: string, t: number, scores: Scores): Promise<void> {
    if (!this.rules.some((r) => r.symbol === symbol)) return;
    await this.judge(symbol, t, scores, true);
    // A baseline, not a firing: no cool-down runs from it.
    for (const [id, state] of this.states) this.states.set(id, { ...state, lastFiredAt: null });
  }

  async step(symbol: string, t: number, scores: Scores): Promise<ReplayEvent[]> {
    if (!this.rules.some((r) => r.symbol === symbol)) return [];
    return this.judge(symbol, t, scores, t % DAY === 0);
  }

  private async judge(symbol: string, t: number, scores: Scores, day: boolean): Promise<ReplayEvent[]> {
    const before = this.levels.get(symbol) ?? { long: 'NONE', short: 'NONE' };
    const levels = { long: nextLevel(before.long, scores.long), short: nextLevel(before.short, scores.short) };
    this.levels.set(symbol, levels);
    this.lastScores.set(symbol, scores);
    const mine = this.rules.filter((r) => r.symbol === symbol && r.condition !== 'whale');
    const wantsAccumulation = day && mine.some((r) => r.condition === 'accumulation_above');
    const observation: Observation = {
      t,
      levels,
      fundingRate: scores.long.figures.funding_rate,
      accumulation: wantsAccumulation ? await accumulationScore(this.view, symbol, t) : null,
      whales: [],
    };
    return this.apply(mine, observation, scores);
  }

  /** Whale rules: every qualifying whale event of the window, oldest first. */
  async whales(from: number, to: number): Promise<ReplayEvent[]> {
    const rules = this.rules.filter((r) => r.condition === 'whale');
    if (rules.length === 0) return [];
    const minUsd = Math.min(...rules.map((r) => r.minUsd ?? Number.POSITIVE_INFINITY));
    const found: WhaleEvent[] = await this.view.whaleEvents({
      from: from + 1,
      to,
      symbols: [...new Set(rules.map((r) => r.symbol))],
      minUsd,
      limit: MAX_EVENTS_PER_MOVE,
    });
    const oldestFirst = [...found].sort((a, b) => a.t - b.t || a.id.localeCompare(b.id));
    return this.apply(rules, { t: to, levels: null, fundingRate: null, accumulation: null, whales: oldestFirst }, null);
  }

  private apply(rules: readonly AlertRule[], o: Observation, scores: Scores | null): ReplayEvent[] {
    const out: ReplayEvent[] = [];
    for (const rule of rules) {
      const { state, fired } = evaluateRule(rule, this.states.get(rule.id) ?? { active: false, lastFiredAt: null }, o);
      this.states.set(rule.id, state);
      for (const f of fired) {
        const known = scores ?? this.lastScores.get(rule.symbol) ?? null;
        const e = alertEvent(rule, f, known ? known[f.direction] : null);
        out.push({ t: e.t, event: 'SIGNAL', kind: 'alert', symbol: e.symbol, direction: e.direction, payload: e.body });
      }
    }
    return out;
  }
}

function scoreBoth(snapshot: Awaited<ReturnType<MarketView['snapshot']>>): Scores {
  return { long: scoreConfirmation(snapshot, 'long'), short: scoreConfirmation(snapshot, 'short') };
}
