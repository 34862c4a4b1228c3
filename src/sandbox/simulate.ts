/**
 * What fires while a sandbox clock jumps forward: confirmation signals that change bucket and
 * the test whales' trades, found by replaying the synthetic market over the skipped window.
 *
 * Rules (docs/sandbox.md): confirmations are evaluated for every test symbol and both sides on
 * each UTC hour boundary in the window (funding resets hourly, so finer steps add nothing); an
 * event fires when a side's event (HIGH, MEDIUM, VETO) differs from the previous hour's and is
 * not empty. Only the last MAX_REPLAY_MS of a longer jump are replayed, and at most
 * MAX_EVENTS_PER_MOVE events are kept (the latest), so a six-month jump stays quick. Only the
 * symbols the account's key can read are replayed, whale trades included.
 */
import { signalEventPayload, whaleEventRow, whaleSignalPayload } from '../events/payloads.ts';
import type { MarketView } from '../market/types.ts';
import { scoreConfirmation } from '../signals/confirm.ts';
import { TEST_WHALES } from '../sources/synthetic/index.ts';
import type { SandboxEvent } from './store.ts';

const HOUR = 3_600_000;
export const MAX_REPLAY_MS = 7 * 24 * HOUR;
export const MAX_EVENTS_PER_MOVE = 500;

export interface Replay {
  events: SandboxEvent[];
  /** Where replay started (the window start, or MAX_REPLAY_MS before its end). */
  replayedFrom: number;
  /** Events found but not kept because of the cap. */
  dropped: number;
}

export async function replayWindow(view: MarketView, fromMs: number, toMs: number, symbols: string[]): Promise<Replay> {
  const replayedFrom = Math.max(fromMs, toMs - MAX_REPLAY_MS);
  if (toMs <= fromMs) return { events: [], replayedFrom: toMs, dropped: 0 };
  const events: SandboxEvent[] = [];

  const prev = new Map<string, string | null>();
  const firstHour = Math.floor(replayedFrom / HOUR) * HOUR;
  for (const symbol of symbols) {
    const base = scoreBoth(await view.snapshot(symbol, firstHour));
    prev.set(`${symbol}:long`, base.long.event);
    prev.set(`${symbol}:short`, base.short.event);
  }
  for (let t = firstHour + HOUR; t <= toMs; t += HOUR) {
    for (const symbol of symbols) {
      const scores = scoreBoth(await view.snapshot(symbol, t));
      for (const side of ['long', 'short'] as const) {
        const s = scores[side];
        const key = `${symbol}:${side}`;
        if (s.event !== null && s.event !== prev.get(key)) {
          events.push({
            t,
            event: s.event,
            kind: 'confirm',
            symbol,
            direction: side,
            payload: signalEventPayload({
              event: s.event,
              ts: new Date(t).toISOString(),
              symbol,
              direction: side,
              confidence: s.confidence,
              composite: s.composite,
              action: s.action,
              confirmation: s.confirmation,
            }),
          });
        }
        prev.set(key, s.event);
      }
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
        kind: 'whale',
        symbol: e.symbol,
        direction: e.side === 'buy' ? 'long' : 'short',
        payload: whaleSignalPayload(whaleEventRow(e)),
      });
    }
  }

  events.sort((a, b) => a.t - b.t || a.symbol.localeCompare(b.symbol) || a.kind.localeCompare(b.kind));
  const dropped = Math.max(0, events.length - MAX_EVENTS_PER_MOVE);
  return { events: events.slice(dropped), replayedFrom, dropped };
}

function scoreBoth(snapshot: Awaited<ReturnType<MarketView['snapshot']>>) {
  return { long: scoreConfirmation(snapshot, 'long'), short: scoreConfirmation(snapshot, 'short') };
}
