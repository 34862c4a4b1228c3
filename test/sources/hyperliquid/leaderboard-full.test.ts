/**
 * A full-size generated leaderboard (30,000 rows) served in 64 KiB chunks, streamed through
 * streamLeaderboard and selectWhales, against a selection computed the plain way: JSON.parse
 * over the same bytes, the rule written out again, sort everything, take the top.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Whale } from '../../../src/market/types.ts';
import { DEFAULT_WHALE_RULE, selectWhales, streamLeaderboard } from '../../../src/sources/hyperliquid/index.ts';
import { createUpstream } from '../../../src/sources/upstream/client.ts';
import {
  type Fixture,
  type HyperliquidStatsState,
  leaderboardText,
  startHyperliquidStats,
  type WireLeaderboardRow,
} from '../../fixtures/upstreams/hyperliquid.ts';
import { generateHyperliquidWorld, HLP_VAULT_ADDRESS } from '../../fixtures/upstreams/hyperliquid-world.ts';

const world = generateHyperliquidWorld({ seed: 2026 });
let document: Buffer;
let stats: Fixture<HyperliquidStatsState>;

beforeAll(async () => {
  document = Buffer.from([...leaderboardText(world.leaderboard)].join(''));
  stats = await startHyperliquidStats({ document });
});
afterAll(() => stats.server.close());

/** The rule of whale-rule.ts, restated over raw rows. */
function referenceSelection(text: string): { whales: Whale[]; eligible: number; usable: number } {
  const rows: WireLeaderboardRow[] = JSON.parse(text).leaderboardRows;
  const usable = rows.filter(
    (r) => /^0x[0-9a-fA-F]{40}$/.test(r.ethAddress) && Number.isFinite(Number(r.accountValue)),
  );
  const eligible = usable
    .map((r) => ({ r, av: Number(r.accountValue), w: Object.fromEntries(r.windowPerformances) }))
    .filter(({ r, av, w }) => {
      if (!w.month || r.ethAddress.toLowerCase() === HLP_VAULT_ADDRESS) return false;
      const [pnl, roi, vlm] = [Number(w.month.pnl), Number(w.month.roi), Number(w.month.vlm)];
      return av >= 1_000_000 && pnl > 0 && roi >= 0.05 && vlm / av <= 100;
    });
  const address = (x: (typeof eligible)[number]) => x.r.ethAddress.toLowerCase();
  eligible.sort((a, b) => Number(b.w.month.pnl) - Number(a.w.month.pnl) || (address(a) < address(b) ? -1 : 1));
  const whales = eligible.slice(0, 600).map((x) => ({
    address: address(x),
    label: x.r.displayName || null,
    accountValueUsd: x.av,
    pnlAllTimeUsd: x.w.allTime ? Number(x.w.allTime.pnl) : 0,
    volume24hUsd: x.w.day ? Number(x.w.day.vlm) : 0,
  }));
  return { whales, eligible: eligible.length, usable: usable.length };
}

describe('a full-size leaderboard', () => {
  it('streamed selection equals the JSON.parse reference', async () => {
    expect(document.length).toBeGreaterThan(20e6);
    const rows = streamLeaderboard(
      createUpstream({ name: 'hyperliquid-stats', baseUrl: stats.server.url, timeoutMs: 60_000 }),
    );
    const selection = await selectWhales(rows, DEFAULT_WHALE_RULE);
    const reference = referenceSelection(document.toString('utf8'));

    expect(rows.tally.rows).toBe(30_000);
    expect(rows.tally.yielded).toBe(reference.usable);
    expect(rows.tally.skipped).toBe(30_000 - reference.usable);
    expect(rows.tally.skipped).toBeGreaterThan(0);
    expect(selection.considered).toBe(reference.usable);
    expect(selection.eligible).toBe(reference.eligible);
    expect(selection.eligible).toBe(world.whaleAddresses.length);
    expect(selection.whales).toHaveLength(600);
    expect(selection.whales).toEqual(reference.whales);
    // The fixture generated positions and fills for every account the rule could pick.
    for (const w of selection.whales) expect(world.clearinghouse.has(w.address)).toBe(true);
  });
});
