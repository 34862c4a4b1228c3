/**
 * The delivery tables as the worker uses them: load a batch of deliveries with their
 * registrations, and record a batch of attempt outcomes in one transaction (the attempt rows, the
 * deliveries' new states, the registrations' failure counts and the retry jobs), so an outcome
 * and its consequences land together or not at all. Statements take arrays (unnest), so a batch
 * of any size costs the same few round trips.
 */
import type PgBoss from 'pg-boss';
import { DELIVERY_QUEUE } from '../../events/outbox.ts';
import type { Tx } from '../../platform/db/client.ts';
import {
  DELIVERY_JOB_OPTIONS,
  type DeliveryDeps,
  type DeliveryJob,
  DISABLE_AFTER_FAILED_DELIVERIES,
} from './policy.ts';
import type { WebhookFormat } from './signing.ts';

export interface DeliveryRow {
  id: number;
  webhookId: number;
  eventId: string;
  eventName: string;
  body: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  test: boolean;
  url: string;
  secretHash: string;
  format: WebhookFormat;
  enabled: boolean;
  disabledReason: string | null;
}

export async function loadDeliveries(
  deps: Pick<DeliveryDeps, 'database'>,
  ids: number[],
): Promise<Map<number, DeliveryRow>> {
  const rows = await deps.database.query<Record<string, unknown>>(
    `SELECT d.id, d.webhook_id, d.event_id, d.event_name, d.body, d.status, d.attempts, d.test,
            w.url, w.secret_hash, w.format, w.enabled, w.disabled_reason
     FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
     WHERE d.id = ANY($1::bigint[])`,
    [ids],
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        webhookId: Number(r.webhook_id),
        eventId: String(r.event_id),
        eventName: String(r.event_name),
        body: String(r.body),
        status: r.status as DeliveryRow['status'],
        attempts: Number(r.attempts),
        test: Boolean(r.test),
        url: String(r.url),
        secretHash: String(r.secret_hash),
        format: Number(r.format) as WebhookFormat,
        enabled: Boolean(r.enabled),
        disabledReason: (r.disabled_reason as string | null) ?? null,
      },
    ]),
  );
}

/** What one attempt did (or why it was not made). */
export interface AttemptOutcome {
  deliveryId: number;
  webhookId: number;
  /** The attempt's number over the delivery's whole life. */
  n: number;
  /** Its place in the current series: 0 first, then the retries. */
  retry: number;
  at: Date;
  ok: boolean;
  status: number | null;
  latencyMs: number;
  error: string | null;
  /** False: nothing was sent (the registration is disabled); the delivery fails without retries. */
  sent: boolean;
}

export interface RetryScheduled {
  deliveryId: number;
  at: number;
}

export interface RecordResult {
  /** Outcomes recorded (a stale duplicate of an attempt already recorded is not). */
  recorded: number;
  retries: RetryScheduled[];
  /** Registrations this batch disabled. */
  disabled: number[];
}

/** Sends delivery jobs inside `tx`: they exist exactly when the transaction commits. */
export async function insertJobs(tx: Tx, boss: PgBoss, jobs: Array<{ data: DeliveryJob; startAfter?: Date }>) {
  if (jobs.length === 0) return;
  await boss.insert(
    jobs.map((j) => ({ name: DELIVERY_QUEUE, data: j.data, startAfter: j.startAfter, ...DELIVERY_JOB_OPTIONS })),
    { db: { executeSql: async (text: string, values: unknown[] = []) => ({ rows: await tx.query(text, values) }) } },
  );
}

export async function recordOutcomes(
  deps: DeliveryDeps,
  outcomes: readonly AttemptOutcome[],
  retryDelaysMs: readonly number[],
): Promise<RecordResult> {
  // One outcome per attempt: a duplicate job for the same attempt may have raced this one.
  const unique = [...new Map(outcomes.map((o) => [`${o.deliveryId}:${o.n}`, o])).values()];
  const boss = await deps.jobs.boss();
  const now = (deps.now ?? Date.now)();
  const plan = unique.map((o) => {
    const retryDelay = o.sent && !o.ok && o.retry < retryDelaysMs.length ? retryDelaysMs[o.retry]! : null;
    const status = o.ok ? 'succeeded' : retryDelay !== null ? 'pending' : 'failed';
    return { o, status, next: retryDelay !== null ? new Date(now + retryDelay) : null };
  });
  return deps.database.transaction(async (tx) => {
    // Only the attempt a delivery is waiting for moves it; anything else is a stale duplicate.
    const updated = await tx.query<{ id: string | number }>(
      `UPDATE webhook_deliveries d
       SET attempts = v.n, status = v.status, next_attempt_at = v.next,
           completed_at = CASE WHEN v.status = 'pending' THEN NULL ELSE v.at END
       FROM unnest($1::bigint[], $2::int[], $3::text[], $4::timestamptz[], $5::timestamptz[]) AS v(id, n, status, next, at)
       WHERE d.id = v.id AND d.attempts = v.n - 1 AND d.status = 'pending'
       RETURNING d.id`,
      [
        plan.map((p) => p.o.deliveryId),
        plan.map((p) => p.o.n),
        plan.map((p) => p.status),
        plan.map((p) => p.next),
        plan.map((p) => p.o.at),
      ],
    );
    const moved = new Set(updated.map((r) => Number(r.id)));
    const kept = plan.filter((p) => moved.has(p.o.deliveryId));
    if (kept.length === 0) return { recorded: 0, retries: [], disabled: [] };
    await tx.query(
      `INSERT INTO webhook_attempts (delivery_id, n, at, response_status, latency_ms, error)
       SELECT * FROM unnest($1::bigint[], $2::int[], $3::timestamptz[], $4::int[], $5::float8[], $6::text[])`,
      [
        kept.map((p) => p.o.deliveryId),
        kept.map((p) => p.o.n),
        kept.map((p) => p.o.at),
        kept.map((p) => p.o.status),
        kept.map((p) => p.o.latencyMs),
        kept.map((p) => p.o.error),
      ],
    );
    const disabled = await updateRegistrations(tx, kept);
    const retries = kept.filter((p) => p.next !== null);
    await insertJobs(
      tx,
      boss,
      retries.map((p) => ({
        data: { deliveryId: p.o.deliveryId, n: p.o.n + 1, retry: p.o.retry + 1 },
        startAfter: p.next!,
      })),
    );
    return {
      recorded: kept.length,
      retries: retries.map((p) => ({ deliveryId: p.o.deliveryId, at: p.next!.getTime() })),
      disabled,
    };
  });
}

/**
 * Failure counts in completion order: an acknowledged delivery resets its registration's count,
 * a delivery failed after every retry adds one; reaching the threshold disables it.
 */
async function updateRegistrations(
  tx: Tx,
  finished: ReadonlyArray<{ o: AttemptOutcome; status: string }>,
): Promise<number[]> {
  const effects = new Map<number, { reset: boolean; added: number }>();
  for (const { o, status } of finished) {
    if (status === 'pending' || !o.sent) continue;
    const e = effects.get(o.webhookId) ?? { reset: false, added: 0 };
    if (status === 'succeeded') effects.set(o.webhookId, { reset: true, added: 0 });
    else effects.set(o.webhookId, { reset: e.reset, added: e.added + 1 });
  }
  if (effects.size === 0) return [];
  const ids = [...effects.keys()];
  const rows = await tx.query<{ id: number; newly_disabled: boolean }>(
    `WITH v AS (
       SELECT * FROM unnest($1::int[], $2::bool[], $3::int[]) AS v(id, reset, added)
     ), counted AS (
       SELECT w.id, w.enabled,
              CASE WHEN v.reset THEN v.added ELSE w.consecutive_failures + v.added END AS failures
       FROM webhooks w JOIN v ON v.id = w.id
       WHERE NOT (v.reset AND v.added = 0 AND w.consecutive_failures = 0)
     )
     UPDATE webhooks w
     SET consecutive_failures = c.failures,
         enabled = w.enabled AND c.failures < $4,
         disabled_reason = CASE WHEN w.enabled AND c.failures >= $4
           THEN 'disabled after ' || c.failures || ' consecutive failed deliveries' ELSE w.disabled_reason END,
         disabled_at = CASE WHEN w.enabled AND c.failures >= $4 THEN now() ELSE w.disabled_at END,
         updated_at = now()
     FROM counted c
     WHERE w.id = c.id
     RETURNING w.id, (c.enabled AND NOT w.enabled) AS newly_disabled`,
    [
      ids,
      ids.map((id) => effects.get(id)!.reset),
      ids.map((id) => effects.get(id)!.added),
      DISABLE_AFTER_FAILED_DELIVERIES,
    ],
  );
  return rows.filter((r) => r.newly_disabled).map((r) => Number(r.id));
}
