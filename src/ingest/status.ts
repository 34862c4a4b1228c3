/**
 * Each upstream's record: last success, last error, counts. Collectors write it after every
 * cycle (shared by every instance through the database); the state a reader sees is derived from
 * the record, the source's freshness bound and whether this deployment collects it.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import type { UpstreamEntry } from './catalog.ts';
import { sourceStatus } from './tables.ts';

/** A cycle leaving out more than this share of what it read degrades its source. */
const DEGRADED_SKIP_SHARE = 0.1;

export type SourceState = 'ok' | 'degraded' | 'down' | 'disabled';
export type StatusRecord = typeof sourceStatus.$inferSelect;

export interface CycleOutcome {
  at: number;
  durationMs: number;
  /** Rows written. */
  items: number;
  /** Items the upstream answered without what we need (left out, logged). */
  skipped: number;
}

export async function recordSuccess(db: Db, name: string, o: CycleOutcome): Promise<void> {
  await db
    .insert(sourceStatus)
    .values({
      name,
      lastAttemptAt: o.at,
      lastSuccessAt: o.at,
      successes: 1,
      lastDurationMs: Math.round(o.durationMs),
      lastItems: o.items,
      lastSkipped: o.skipped,
    })
    .onConflictDoUpdate({
      target: sourceStatus.name,
      set: {
        lastAttemptAt: o.at,
        lastSuccessAt: o.at,
        successes: sql`${sourceStatus.successes} + 1`,
        consecutiveFailures: 0,
        lastDurationMs: Math.round(o.durationMs),
        lastItems: o.items,
        lastSkipped: o.skipped,
      },
    });
}

export async function recordFailure(db: Db, name: string, at: number, error: string): Promise<void> {
  const message = error.slice(0, 500);
  await db
    .insert(sourceStatus)
    .values({ name, lastAttemptAt: at, lastErrorAt: at, lastError: message, failures: 1, consecutiveFailures: 1 })
    .onConflictDoUpdate({
      target: sourceStatus.name,
      set: {
        lastAttemptAt: at,
        lastErrorAt: at,
        lastError: message,
        failures: sql`${sourceStatus.failures} + 1`,
        consecutiveFailures: sql`${sourceStatus.consecutiveFailures} + 1`,
      },
    });
}

export async function readStatus(db: Db): Promise<Map<string, StatusRecord>> {
  const found = await db.select().from(sourceStatus);
  return new Map(found.map((r) => [r.name, r]));
}

export async function readOne(db: Db, name: string): Promise<StatusRecord | null> {
  const [row] = await db.select().from(sourceStatus).where(eq(sourceStatus.name, name));
  return row ?? null;
}

/**
 * - disabled: this deployment does not collect it (LIVE_SOURCES, or its address is not set);
 * - down: no success within the source's freshness bound (its data, if any, is served stale);
 * - degraded: fresh, but the last attempt failed or the last cycle left out more than a tenth
 *   of what it read (a few markets without figures, such as a listing not yet funded, are normal);
 * - ok: fresh, and the last cycle was whole.
 */
export function stateOf(entry: UpstreamEntry, record: StatusRecord | null, enabled: boolean, now: number): SourceState {
  if (!enabled) return 'disabled';
  const success = record?.lastSuccessAt ?? null;
  if (success === null || now - success >= entry.freshForMs) return 'down';
  const skipped = record?.lastSkipped ?? 0;
  const read = (record?.lastItems ?? 0) + skipped;
  if ((record?.consecutiveFailures ?? 0) > 0 || skipped > read * DEGRADED_SKIP_SHARE) return 'degraded';
  return 'ok';
}
