/**
 * Retention: delivery payloads and their attempt log are kept 30 days, then deleted; an event is
 * deleted after 30 days once no delivery of it is still pending (the stream and the log no longer
 * need it). Deletes go in bounded chunks so a large backlog never holds long locks.
 */
import type { Database } from '../../platform/db/client.ts';
import { RETENTION_DAYS } from './policy.ts';

const CHUNK = 5_000;

export interface PruneResult {
  deliveries: number;
  events: number;
}

/** Deletes what is older than RETENTION_DAYS before `now` (Unix ms). Schedule it, e.g. hourly. */
export async function pruneDeliveries(deps: { database: Database }, now: number): Promise<PruneResult> {
  const cutoff = new Date(now - RETENTION_DAYS * 86_400_000);
  let deliveries = 0;
  for (;;) {
    // Attempts go with their delivery (ON DELETE CASCADE).
    const rows = await deps.database.query<{ id: string }>(
      `DELETE FROM webhook_deliveries WHERE id IN (
         SELECT id FROM webhook_deliveries WHERE created_at < $1 LIMIT ${CHUNK}
       ) RETURNING id`,
      [cutoff],
    );
    deliveries += rows.length;
    if (rows.length < CHUNK) break;
  }
  let events = 0;
  for (;;) {
    const rows = await deps.database.query<{ seq: string }>(
      `DELETE FROM events WHERE seq IN (
         SELECT e.seq FROM events e
         WHERE e.created_at < $1
           AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = e.id AND d.status = 'pending')
         LIMIT ${CHUNK}
       ) RETURNING seq`,
      [cutoff],
    );
    events += rows.length;
    if (rows.length < CHUNK) break;
  }
  return { deliveries, events };
}
