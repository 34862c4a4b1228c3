/**
 * Whale collection on Hyperliquid:
 * - the leaderboard (one ~33 MB document, streamed) → the selection rule → the tracked set, with
 *   every entry and exit recorded;
 * - each tracked whale's positions (clearinghouseState, weight 2: 600 whales use a whole minute of
 *   the 1,200-weight budget), and the fills of the whales whose positions changed since the last
 *   poll, which become whale trades and liquidations. Reading fills only on a change keeps the
 *   budget for positions: fills cost 20 weight and more per call.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  replaceWhaleSet,
  type WhalePositionsSnapshot,
  writeWhaleEvents,
  writeWhalePositions,
} from '../../market/production-store.ts';
import { whalePositions, whales } from '../../market/tables.ts';
import {
  DEFAULT_WHALE_RULE,
  fetchFills,
  fetchPositions,
  selectWhales,
  streamLeaderboard,
} from '../../sources/hyperliquid/index.ts';
import { mapConcurrent } from '../../sources/perps/cycle.ts';
import { UpstreamError } from '../../sources/upstream/types.ts';
import type { IngestContext } from '../context.ts';
import type { CycleResult } from '../cycle.ts';

const IN_FLIGHT = 8;
const WRITE_BATCH = 100;
/** A whale seen for the first time: its fills are read from this far back. */
const FIRST_FILLS_LOOKBACK_MS = 60 * 60_000;

export async function collectLeaderboard(ctx: IngestContext): Promise<CycleResult> {
  const stream = streamLeaderboard(ctx.upstreams.hyperliquidStats);
  const rule = {
    ...DEFAULT_WHALE_RULE,
    limit: ctx.collection.whales,
    minAccountValueUsd: ctx.collection.whaleMinAccountUsd,
  };
  const selection = await selectWhales(stream, rule);
  if (selection.whales.length === 0) {
    // An empty selection from a readable document is more likely a drifted format than a world
    // without whales: keep the tracked set.
    throw new UpstreamError('hyperliquid-leaderboard', 'malformed', `no row of ${selection.considered} met the rule`);
  }
  const { added, removed } = await replaceWhaleSet(ctx.db, selection.whales, ctx.now());
  return {
    items: selection.whales.length,
    skipped: stream.tally.skipped,
    summary: `leaderboard: ${selection.considered} rows, ${selection.eligible} eligible, tracking ${selection.whales.length} (+${added.length} −${removed.length})`,
  };
}

/** A position list's fingerprint: a change means the whale traded (or was liquidated). */
const fingerprint = (ps: Array<{ symbol: string; side: string; sizeUsd: number; entryPrice: number }>) =>
  ps
    .map((p) => `${p.symbol}:${p.side}:${p.entryPrice}:${Math.round((p.sizeUsd / Math.max(1, p.entryPrice)) * 1e6)}`)
    .sort()
    .join('|');

export async function collectPositions(ctx: IngestContext): Promise<CycleResult> {
  const tracked = await ctx.db
    .select({ address: whales.address, positionsAt: whales.positionsAt, fillsAt: whales.fillsAt })
    .from(whales)
    .where(isNull(whales.removedAt));
  if (tracked.length === 0) return { items: 0, skipped: 0, summary: 'positions: no tracked whales yet', idle: true };

  // What each whale held at its last poll, to tell who traded since.
  const held = await ctx.db
    .select({
      address: whalePositions.address,
      symbol: whalePositions.symbol,
      side: whalePositions.side,
      sizeUsd: whalePositions.sizeUsd,
      entryPrice: whalePositions.entryPrice,
    })
    .from(whalePositions)
    .innerJoin(whales, and(eq(whales.address, whalePositions.address), eq(whales.positionsAt, whalePositions.t)))
    .where(isNull(whales.removedAt));
  const before = new Map<string, typeof held>();
  for (const p of held) before.set(p.address, [...(before.get(p.address) ?? []), p]);

  const info = ctx.upstreams.hyperliquid;
  let done = 0;
  let failed = 0;
  let lastError: unknown = null;
  let pending: WhalePositionsSnapshot[] = [];
  const changed: Array<{ address: string; from: number }> = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    await writeWhalePositions(ctx.db, batch);
  };

  await mapConcurrent(tracked, IN_FLIGHT, async (w) => {
    try {
      const got = await fetchPositions(info, w.address, ctx.now);
      pending.push({ address: w.address, t: got.t, positions: got.positions });
      const previous = w.positionsAt === null ? null : fingerprint(before.get(w.address) ?? []);
      if (previous !== null && previous !== fingerprint(got.positions)) {
        changed.push({ address: w.address, from: w.fillsAt ?? w.positionsAt ?? got.t - FIRST_FILLS_LOOKBACK_MS });
      }
      if (pending.length >= WRITE_BATCH) await flush();
    } catch (err) {
      failed++;
      lastError = err;
    }
    ctx.progress?.('positions', ++done, tracked.length);
  });
  await flush();
  if (failed === tracked.length) throw lastError;

  // Fills of the whales that traded: trades and liquidations since we last read them.
  let events = 0;
  const to = ctx.now();
  await mapConcurrent(changed, IN_FLIGHT, async (c) => {
    try {
      const fills = await fetchFills(info, c.address, c.from, to);
      await writeWhaleEvents(ctx.db, fills);
      await ctx.db
        .update(whales)
        .set({ fillsAt: sql`GREATEST(coalesce(${whales.fillsAt}, 0), ${to})` })
        .where(eq(whales.address, c.address));
      events += fills.length;
    } catch (err) {
      failed++;
      ctx.log.warn({ upstream: 'hyperliquid', address: c.address, err }, 'fills not read; next change retries');
    }
  });
  return {
    items: tracked.length - (failed > 0 ? Math.min(failed, tracked.length) : 0) + events,
    skipped: failed,
    summary: `positions: ${tracked.length - failed} of ${tracked.length} whales, ${changed.length} traded, ${events} fills`,
  };
}
