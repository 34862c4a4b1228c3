/**
 * Production detection's durable state (migrations/0010_detection.sql), read and written inside
 * the pass's transaction: the hysteresis level of each (symbol, side), each symbol's funding state
 * and the whale events already looked at. What it fires is decided here from that state and the
 * new scores, so a restart carries on where the last committed pass stopped.
 */
import type { WhaleEvent } from '../../market/types.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { ConfirmScore } from '../../signals/confirm.ts';
import type { NewEvent } from '../outbox.ts';
import { fundingSignalPayload, signalEventPayload, whaleEventRow, whaleSignalPayload } from '../payloads.ts';
import {
  FUNDING_EXTREME,
  type FundingState,
  fundingFires,
  type Level,
  levelEvent,
  nextFundingState,
  nextLevel,
} from './hysteresis.ts';

export type Scores = { long: ConfirmScore; short: ConfirmScore };

/**
 * Whale events of at least these sizes fire a market-wide SIGNAL: a million dollars is a trade
 * that moves a major's order book; a forced close is rarer and says more, so a quarter of that.
 */
export const WHALE_TRADE_SIGNAL_USD = 1_000_000;
export const WHALE_LIQUIDATION_SIGNAL_USD = 250_000;
/** Fills can be written a little after they happened; older ones are no longer worth a signal. */
export const WHALE_LOOKBACK_MS = 15 * 60_000;
/** At most this many whale events are looked at per pass (the rest wait for the next). */
const WHALE_BATCH = 1_000;

const iso = (t: number) => new Date(t).toISOString();

/** Rises into HIGH or MEDIUM and entries into VETO, with the new levels (all persisted). */
export async function confirmationTransitions(
  tx: Tx,
  scored: ReadonlyMap<string, Scores>,
  now: number,
): Promise<{ events: NewEvent[]; levels: Map<string, { long: Level; short: Level }> }> {
  const rows = await tx.query<{ symbol: string; side: 'long' | 'short'; level: Level }>(
    'SELECT symbol, side, level FROM detection_levels',
  );
  const prev = new Map(rows.map((r) => [`${r.symbol}:${r.side}`, r.level]));
  const events: NewEvent[] = [];
  const levels = new Map<string, { long: Level; short: Level }>();
  for (const [symbol, scores] of scored) {
    const pair = { long: 'NONE' as Level, short: 'NONE' as Level };
    for (const side of ['long', 'short'] as const) {
      const s = scores[side];
      const before = prev.get(`${symbol}:${side}`) ?? 'NONE';
      const after = nextLevel(before, s);
      pair[side] = after;
      const name = levelEvent(before, after);
      if (name) events.push(confirmationEvent(name, s, now));
      if (after !== before || !prev.has(`${symbol}:${side}`)) {
        await tx.query(
          `INSERT INTO detection_levels (symbol, side, level, composite, t) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (symbol, side) DO UPDATE SET level = excluded.level, composite = excluded.composite, t = excluded.t`,
          [symbol, side, after, s.composite, now],
        );
      }
    }
    levels.set(symbol, pair);
  }
  return { events, levels };
}

function confirmationEvent(name: 'HIGH' | 'MEDIUM' | 'VETO', s: ConfirmScore, now: number): NewEvent {
  return {
    world: 'production',
    accountId: null,
    t: now,
    name,
    kind: 'confirmation',
    symbol: s.symbol,
    direction: s.direction,
    body: signalEventPayload({
      event: name,
      ts: iso(now),
      symbol: s.symbol,
      direction: s.direction,
      confidence: s.confidence,
      composite: s.composite,
      action: s.action,
      confirmation: s.confirmation,
    }),
  };
}

/** Entries into a funding extreme (mean funding over the venues with fresh data). */
export async function fundingTransitions(
  tx: Tx,
  scored: ReadonlyMap<string, Scores>,
  now: number,
): Promise<NewEvent[]> {
  const rows = await tx.query<{ symbol: string; state: FundingState }>('SELECT symbol, state FROM detection_funding');
  const prev = new Map(rows.map((r) => [r.symbol, r.state]));
  const events: NewEvent[] = [];
  for (const [symbol, scores] of scored) {
    const rate = scores.long.figures.funding_rate;
    if (rate === null) continue;
    const before = prev.get(symbol) ?? 'normal';
    const after = nextFundingState(before, rate);
    if (after !== before || !prev.has(symbol)) {
      await tx.query(
        `INSERT INTO detection_funding (symbol, state, funding_rate, t) VALUES ($1, $2, $3, $4)
         ON CONFLICT (symbol) DO UPDATE SET state = excluded.state, funding_rate = excluded.funding_rate, t = excluded.t`,
        [symbol, after, rate, now],
      );
    }
    if (!fundingFires(before, after) || after === 'normal') continue;
    // Crowded longs pay shorts: a positive extreme points short, a negative one long.
    const direction = after === 'positive' ? 'short' : 'long';
    const s = scores[direction];
    events.push({
      world: 'production',
      accountId: null,
      t: now,
      name: 'SIGNAL',
      kind: 'funding_extreme',
      symbol,
      direction,
      body: fundingSignalPayload({
        ts: iso(now),
        symbol,
        direction,
        confidence: s.confidence,
        composite: s.composite,
        fundingRate: rate,
        venues: s.figures.funding_venues,
        state: after,
        threshold: after === 'positive' ? FUNDING_EXTREME : -FUNDING_EXTREME,
      }),
    });
  }
  return events;
}

/**
 * Whale events of at least `minUsd` not looked at before, from the look-back window, oldest
 * first; all of them are marked seen. The very first pass only marks (`first`): a deploy does not
 * replay history.
 */
export async function newWhaleEvents(
  tx: Tx,
  now: number,
  minUsd: number,
): Promise<{ events: WhaleEvent[]; first: boolean }> {
  const [cursor] = await tx.query<{ t: string | number }>(`SELECT t FROM detection_cursor WHERE name = 'whales'`);
  const found = await tx.query<Record<string, unknown>>(
    `SELECT e.id, e.t, e.address, w.label, e.symbol, e.type, e.side, e.size_usd, e.price
     FROM whale_events e
     LEFT JOIN whales w ON w.address = e.address
     LEFT JOIN detection_whale_seen s ON s.id = e.id
     WHERE e.t > $1 AND e.t <= $2 AND e.size_usd >= $3 AND s.id IS NULL
     ORDER BY e.t, e.id LIMIT ${WHALE_BATCH}`,
    [now - WHALE_LOOKBACK_MS, now, minUsd],
  );
  const events: WhaleEvent[] = found.map((r) => ({
    id: String(r.id),
    t: Number(r.t),
    address: String(r.address),
    label: r.label == null ? null : String(r.label),
    symbol: String(r.symbol),
    type: r.type as WhaleEvent['type'],
    side: r.side as WhaleEvent['side'],
    sizeUsd: Number(r.size_usd),
    price: Number(r.price),
  }));
  if (events.length > 0) {
    await tx.query(
      `INSERT INTO detection_whale_seen (id, t) SELECT * FROM unnest($1::text[], $2::bigint[]) ON CONFLICT DO NOTHING`,
      [events.map((e) => e.id), events.map((e) => e.t)],
    );
  }
  await tx.query('DELETE FROM detection_whale_seen WHERE t < $1', [now - 2 * WHALE_LOOKBACK_MS]);
  await tx.query(
    `INSERT INTO detection_cursor (name, t) VALUES ('whales', $1) ON CONFLICT (name) DO UPDATE SET t = excluded.t`,
    [now],
  );
  return { events, first: cursor === undefined };
}

/** The market-wide SIGNALs of large whale trades and liquidations. */
export function whaleSignals(events: readonly WhaleEvent[]): NewEvent[] {
  return events
    .filter((e) => e.sizeUsd >= (e.type === 'trade' ? WHALE_TRADE_SIGNAL_USD : WHALE_LIQUIDATION_SIGNAL_USD))
    .map((e) => ({
      world: 'production' as const,
      accountId: null,
      t: e.t,
      name: 'SIGNAL' as const,
      kind: e.type === 'trade' ? 'whale_trade' : 'whale_liquidation',
      symbol: e.symbol,
      direction: e.side === 'buy' ? ('long' as const) : ('short' as const),
      body: whaleSignalPayload(whaleEventRow(e)),
    }));
}
