/**
 * Turning a rule's firing into its SIGNAL event, and the one figure a rule needs that the
 * confirmation score does not carry (the accumulation score). Shared by production detection and
 * the sandbox replay.
 */
import { alertSignalPayload, whaleEventRow } from '../events/payloads.ts';
import type { MarketView } from '../market/types.ts';
import { scoreAccumulation, whaleFlowsFromEvents } from '../signals/accumulation.ts';
import type { ConfirmScore } from '../signals/confirm.ts';
import type { RuleFiring } from './evaluate.ts';
import { type AlertRule, conditionView } from './rules.ts';

const DAY = 86_400_000;
/** The inputs GET /v1/signals/accumulation reads: 60 daily candles and 30 days of whale trades. */
const CANDLE_DAYS = 60;
const FLOW_DAYS = 30;
const MAX_FLOW_EVENTS = 100_000;

/** The accumulation score (0..10) of a symbol at an instant; null when its inputs cannot be read. */
export async function accumulationScore(view: MarketView, symbol: string, at: number): Promise<number | null> {
  try {
    const [daily, trades, onchain] = await Promise.all([
      view.candles(symbol, '1d', at - CANDLE_DAYS * DAY, at),
      view.whaleEvents({ from: at - FLOW_DAYS * DAY, to: at, symbol, type: 'trade', limit: MAX_FLOW_EVENTS }),
      view.assetOnchain(symbol, at).catch(() => null),
    ]);
    if (daily.length === 0) return null;
    return scoreAccumulation({ symbol, daily, whaleFlows: whaleFlowsFromEvents(trades, at), onchain })
      .accumulation_score;
  } catch {
    // No data for the symbol yet: the rule is simply not judged this time.
    return null;
  }
}

/** What an alert's event carries besides its payload (the outbox's NewEvent, minus world/account). */
export interface AlertEventParts {
  t: number;
  symbol: string;
  direction: 'long' | 'short';
  body: ReturnType<typeof alertSignalPayload>;
}

/** The event of one firing; `score` is the symbol's confirmation for the firing's side, if known. */
export function alertEvent(rule: AlertRule, f: RuleFiring, score: ConfirmScore | null): AlertEventParts {
  return {
    t: f.t,
    symbol: rule.symbol,
    direction: f.direction,
    body: alertSignalPayload({
      ts: new Date(f.t).toISOString(),
      symbol: rule.symbol,
      direction: f.direction,
      confidence: score?.confidence ?? null,
      composite: score?.composite ?? null,
      alertId: rule.id,
      condition: conditionView(rule),
      value: f.value,
      description: rule.description,
      whaleEvent: f.whale ? whaleEventRow(f.whale) : null,
    }),
  };
}
