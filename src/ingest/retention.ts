/**
 * Keeps the collected history bounded (KEEP_*_DAYS): derivatives points (and the open-interest
 * history read back at start) and on-chain parts, whale position snapshots, whale events and
 * news older than their horizon are deleted. A whale's newest snapshot is never deleted, however
 * old: it is what "current positions" points at; nor is the newest row of any on-chain part.
 * Bulky point-in-time documents (yield pools, option books) keep a week; option prints the 30 days
 * /v1/options/flow reaches back. Daily series (valuation, ETF flows) are small and kept.
 */
import { sql } from 'drizzle-orm';
import type { IngestContext } from './context.ts';
import type { CycleResult } from './cycle.ts';

const DAY = 86_400_000;

export async function pruneHistory(ctx: IngestContext): Promise<CycleResult> {
  const now = ctx.now();
  const c = ctx.collection;
  const derivatives = now - c.keepDerivativesDays * DAY;
  const positions = now - c.keepPositionsDays * DAY;
  const events = now - c.keepEventsDays * DAY;
  const week = now - 7 * DAY;
  await Promise.all([
    ctx.db.execute(sql`DELETE FROM derivatives_points WHERE t < ${derivatives}`),
    ctx.db.execute(sql`DELETE FROM open_interest_history WHERE t < ${derivatives}`),
    ctx.db.execute(
      sql`DELETE FROM whale_positions p WHERE p.t < ${positions}
        AND NOT EXISTS (SELECT 1 FROM whales w WHERE w.address = p.address AND w.positions_at = p.t)`,
    ),
    ctx.db.execute(
      sql`DELETE FROM whale_position_snapshots s WHERE s.t < ${positions}
        AND NOT EXISTS (SELECT 1 FROM whales w WHERE w.address = s.address AND w.positions_at = s.t)`,
    ),
    ctx.db.execute(sql`DELETE FROM whale_events WHERE t < ${events}`),
    ctx.db.execute(sql`DELETE FROM news_items WHERE t < ${events}`),
    ctx.db.execute(
      sql`DELETE FROM onchain_parts o WHERE o.t < CASE WHEN o.part = 'yields' THEN ${week}::bigint ELSE ${derivatives}::bigint END
        AND o.t < (SELECT max(n.t) FROM onchain_parts n WHERE n.part = o.part)`,
    ),
    ctx.db.execute(
      sql`DELETE FROM options_summaries o WHERE o.t < ${week}
        AND o.t < (SELECT max(n.t) FROM options_summaries n WHERE n.symbol = o.symbol)`,
    ),
    ctx.db.execute(sql`DELETE FROM options_flow WHERE t < ${now - 30 * DAY}`),
  ]);
  return {
    items: 0,
    skipped: 0,
    // Housekeeping on our own database: no upstream to report on.
    idle: true,
    summary: `retention: kept ${c.keepDerivativesDays} d of derivatives, ${c.keepPositionsDays} d of positions, ${c.keepEventsDays} d of events`,
  };
}
