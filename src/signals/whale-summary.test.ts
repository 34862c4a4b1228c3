import { describe, expect, it } from 'vitest';
import type { Whale, WhalePosition } from '../market/types.ts';
import { summariseWhales } from './whale-summary.ts';

const whale = (address: string, pnl: number, volume: number): Whale => ({
  address,
  label: null,
  accountValueUsd: 1_000_000,
  pnlAllTimeUsd: pnl,
  volume24hUsd: volume,
});
const pos = (address: string, side: 'long' | 'short', sizeUsd: number, upnl = 0): WhalePosition => ({
  address,
  symbol: 'TEST_BTC',
  side,
  sizeUsd,
  entryPrice: 100,
  unrealizedPnlUsd: upnl,
  leverage: 5,
});

describe('summariseWhales', () => {
  it('aggregates the tracked set and counts wallets with open positions', () => {
    const whales = [whale('0xa', 1_000.5, 10_000), whale('0xb', -250.25, 5_000), whale('0xc', 0, 0)];
    const positions = [
      pos('0xa', 'long', 50_000, 120),
      pos('0xa', 'short', 20_000, -20),
      pos('0xb', 'short', 30_000, 5),
      pos('0xc', 'long', 0),
      pos('0xz', 'long', 1e9),
    ];
    expect(summariseWhales(whales, positions)).toEqual({
      total_whale_pnl: 750.25,
      active_wallets: 2,
      rolling_volume_24h: 15_000,
      tracked_wallets: 3,
      total_account_value: 3_000_000,
      open_positions: 3,
      long_notional_usd: 50_000,
      short_notional_usd: 50_000,
      unrealized_pnl_usd: 105,
    });
  });

  it('counts duplicate whale records once and is zero when empty', () => {
    const s = summariseWhales([whale('0xa', 10, 1), whale('0xa', 10, 1)], []);
    expect(s.tracked_wallets).toBe(1);
    expect(s.total_whale_pnl).toBe(10);
    expect(summariseWhales([], []).active_wallets).toBe(0);
  });
});
