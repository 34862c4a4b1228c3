/**
 * Whale summary: aggregates over the tracked whale set and their open positions.
 */
import type { Whale, WhalePosition } from '../market/types.ts';
import { fin } from './math.ts';

export interface WhaleSummary {
  /** Sum of all-time PnL (leaderboard figure) over tracked whales, USD. */
  total_whale_pnl: number;
  /** Tracked whales with at least one open position (size > 0). */
  active_wallets: number;
  /** Sum of tracked whales' traded volume over the last 24 h, USD. */
  rolling_volume_24h: number;
  tracked_wallets: number;
  total_account_value: number;
  open_positions: number;
  long_notional_usd: number;
  short_notional_usd: number;
  unrealized_pnl_usd: number;
}

const cents = (x: number): number => Math.round(x * 100) / 100;

/**
 * Positions of addresses outside `whales` are ignored, so every figure refers to the same set and
 * active_wallets never exceeds tracked_wallets. Duplicate whale records count once.
 */
export function summariseWhales(whales: readonly Whale[], positions: readonly WhalePosition[]): WhaleSummary {
  const tracked = new Set<string>();
  let pnl = 0;
  let volume = 0;
  let accountValue = 0;
  for (const w of whales) {
    if (tracked.has(w.address)) continue;
    tracked.add(w.address);
    pnl += fin(w.pnlAllTimeUsd);
    volume += Math.max(0, fin(w.volume24hUsd));
    accountValue += Math.max(0, fin(w.accountValueUsd));
  }

  const active = new Set<string>();
  let open = 0;
  let longUsd = 0;
  let shortUsd = 0;
  let upnl = 0;
  for (const p of positions) {
    const size = fin(p.sizeUsd);
    if (!tracked.has(p.address) || !(size > 0)) continue;
    active.add(p.address);
    open++;
    if (p.side === 'long') longUsd += size;
    else shortUsd += size;
    upnl += fin(p.unrealizedPnlUsd);
  }

  return {
    total_whale_pnl: cents(pnl),
    active_wallets: active.size,
    rolling_volume_24h: cents(volume),
    tracked_wallets: tracked.size,
    total_account_value: cents(accountValue),
    open_positions: open,
    long_notional_usd: cents(longUsd),
    short_notional_usd: cents(shortUsd),
    unrealized_pnl_usd: cents(upnl),
  };
}
