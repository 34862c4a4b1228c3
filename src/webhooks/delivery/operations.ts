/**
 * What the delivery routes do: read a registration's delivery log, redeliver one delivery,
 * recover every failed delivery of a window, and send a signed test delivery at once. Each looks
 * the registration up by account (and key environment): another account's is not found.
 */
import { deliveriesQueued, type EventName, newEventId } from '../../events/outbox.ts';
import { signalEventPayload } from '../../events/payloads.ts';
import { ApiError } from '../../platform/errors.ts';
import type { DeliveryDeps } from './policy.ts';
import { sendDelivery } from './send.ts';
import { deliveryHeaders, type WebhookFormat } from './signing.ts';
import { insertJobs } from './store.ts';

/** Whose registration: an account, and the environment of the key asking (sandbox keys see sandbox ones). */
export interface Owner {
  accountId: string;
  world: 'sandbox' | 'production';
}

interface Registration {
  id: number;
  url: string;
  secret_hash: string;
  format: number;
  enabled: boolean;
  symbols: string[];
  world: string;
}

async function registrationOf(deps: DeliveryDeps, owner: Owner, webhookId: number): Promise<Registration> {
  const [row] = await deps.database.query<Registration>(
    `SELECT id, url, secret_hash, format, enabled, symbols, world FROM webhooks
     WHERE id = $1 AND account_id = $2 AND world = $3`,
    [webhookId, owner.accountId, owner.world],
  );
  if (!row) throw new ApiError('not_found', `webhook ${webhookId} does not exist`);
  return row;
}

export interface AttemptView {
  n: number;
  at: string;
  response_status: number | null;
  latency_ms: number;
  error: string | null;
}

export interface DeliveryView {
  delivery_id: number;
  event_id: string;
  event: string;
  symbol: string;
  status: 'pending' | 'succeeded' | 'failed';
  test: boolean;
  created_at: string;
  completed_at: string | null;
  next_attempt_at: string | null;
  /** The exact bytes sent (and signed), as a string. */
  body: string;
  attempts: AttemptView[];
}

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

export async function listDeliveries(
  deps: DeliveryDeps,
  owner: Owner,
  webhookId: number,
  q: { status?: 'pending' | 'succeeded' | 'failed'; cursor?: number; limit?: number } = {},
): Promise<{ deliveries: DeliveryView[]; next_cursor: number | null }> {
  await registrationOf(deps, owner, webhookId);
  const limit = Math.min(Math.max(q.limit ?? 50, 1), 100);
  // Newest first; the cursor is the last delivery id of the previous page.
  const rows = await deps.database.query<Record<string, unknown>>(
    `SELECT id, event_id, event_name, symbol, status, test, created_at, completed_at, next_attempt_at, body
     FROM webhook_deliveries
     WHERE webhook_id = $1 AND ($2::text IS NULL OR status = $2) AND ($3::bigint IS NULL OR id < $3)
     ORDER BY id DESC LIMIT $4`,
    [webhookId, q.status ?? null, q.cursor ?? null, limit + 1],
  );
  const page = rows.slice(0, limit);
  const ids = page.map((r) => Number(r.id));
  const attempts = ids.length
    ? await deps.database.query<Record<string, unknown>>(
        `SELECT delivery_id, n, at, response_status, latency_ms, error FROM webhook_attempts
         WHERE delivery_id = ANY($1::bigint[]) ORDER BY delivery_id, n`,
        [ids],
      )
    : [];
  const byDelivery = new Map<number, AttemptView[]>();
  for (const a of attempts) {
    const list = byDelivery.get(Number(a.delivery_id)) ?? [];
    list.push({
      n: Number(a.n),
      at: iso(a.at)!,
      response_status: a.response_status === null ? null : Number(a.response_status),
      latency_ms: Number(a.latency_ms),
      error: (a.error as string | null) ?? null,
    });
    byDelivery.set(Number(a.delivery_id), list);
  }
  return {
    deliveries: page.map((r) => ({
      delivery_id: Number(r.id),
      event_id: String(r.event_id),
      event: String(r.event_name),
      symbol: String(r.symbol),
      status: r.status as DeliveryView['status'],
      test: Boolean(r.test),
      created_at: iso(r.created_at)!,
      completed_at: iso(r.completed_at),
      next_attempt_at: iso(r.next_attempt_at),
      body: String(r.body),
      attempts: byDelivery.get(Number(r.id)) ?? [],
    })),
    next_cursor: rows.length > limit ? ids.at(-1)! : null,
  };
}

function refuseDisabled(reg: Registration) {
  if (!reg.enabled) {
    throw new ApiError('conflict', `webhook ${reg.id} is disabled; enable it again before redelivering`);
  }
}

/**
 * Starts a new series of attempts (first try, then up to 3 retries) for one settled delivery. The
 * body and event id are the delivery's own: a receiver that got it before drops it by id.
 */
export async function redeliver(
  deps: DeliveryDeps,
  owner: Owner,
  webhookId: number,
  deliveryId: number,
): Promise<{ delivery_id: number; delivery_status: 'pending'; attempt: number }> {
  const reg = await registrationOf(deps, owner, webhookId);
  const boss = await deps.jobs.boss();
  const result = await deps.database.transaction(async (tx) => {
    const [row] = await tx.query<{ status: string; attempts: number; test: boolean }>(
      'SELECT status, attempts, test FROM webhook_deliveries WHERE id = $1 AND webhook_id = $2 FOR UPDATE',
      [deliveryId, webhookId],
    );
    if (!row) throw new ApiError('not_found', `delivery ${deliveryId} of webhook ${webhookId} does not exist`);
    if (row.test) throw new ApiError('conflict', 'a test delivery is not redelivered; send another test');
    if (row.status === 'pending') throw new ApiError('conflict', `delivery ${deliveryId} is still being attempted`);
    refuseDisabled(reg);
    await tx.query(
      `UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = now(), completed_at = NULL WHERE id = $1`,
      [deliveryId],
    );
    const n = Number(row.attempts) + 1;
    await insertJobs(tx, boss, [{ data: { deliveryId, n, retry: 0 } }]);
    return { delivery_id: deliveryId, delivery_status: 'pending' as const, attempt: n };
  });
  deliveriesQueued(deps.database);
  return result;
}

/** Requeues every failed (non-test) delivery created in [since, until); returns how many. */
export async function recoverFailed(
  deps: DeliveryDeps,
  owner: Owner,
  webhookId: number,
  since: Date,
  until: Date,
): Promise<number> {
  const reg = await registrationOf(deps, owner, webhookId);
  refuseDisabled(reg);
  const boss = await deps.jobs.boss();
  const count = await deps.database.transaction(async (tx) => {
    const rows = await tx.query<{ id: string | number; attempts: number }>(
      `UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = now(), completed_at = NULL
       WHERE webhook_id = $1 AND status = 'failed' AND NOT test AND created_at >= $2 AND created_at < $3
       RETURNING id, attempts`,
      [webhookId, since, until],
    );
    for (let i = 0; i < rows.length; i += 1_000) {
      const chunk = rows.slice(i, i + 1_000);
      await insertJobs(
        tx,
        boss,
        chunk.map((r) => ({ data: { deliveryId: Number(r.id), n: Number(r.attempts) + 1, retry: 0 } })),
      );
    }
    return rows.length;
  });
  if (count > 0) deliveriesQueued(deps.database);
  return count;
}

export interface TestOutcome {
  delivery_id: number;
  event_id: string;
  event: EventName;
  symbol: string;
  format: WebhookFormat;
  delivered: boolean;
  response_status: number | null;
  latency_ms: number;
  error: string | null;
  /** The body sent, exactly. */
  body: string;
}

/** The payload of a test delivery: the real shape of the event, marked `test: true`. */
export function testPayload(event: EventName, symbol: string, webhookId: number, now: number) {
  const ts = new Date(now).toISOString();
  if (event === 'SIGNAL') {
    return { event, ts, symbol, direction: 'long', webhook_id: webhookId, signal: 'test', test: true };
  }
  const confidence = event === 'VETO' ? 'LOW' : event;
  return {
    ...signalEventPayload({
      event,
      ts,
      symbol,
      direction: 'long',
      confidence,
      composite: event === 'VETO' ? -0.62 : event === 'HIGH' ? 0.74 : 0.41,
      action: event === 'VETO' ? 'SKIP' : event === 'HIGH' ? 'CONFIRM' : 'REDUCE',
      confirmation: confidence,
      webhook_id: webhookId,
    }),
    test: true,
  };
}

/**
 * Sends a signed test delivery now and answers its outcome. Logged as a `test` delivery: never
 * retried, never counted against the registration (a disabled registration may be tested too,
 * to check a fix before enabling it again).
 */
export async function sendTest(
  deps: DeliveryDeps,
  owner: Owner,
  webhookId: number,
  opts: { event?: EventName; symbol?: string } = {},
): Promise<TestOutcome> {
  const reg = await registrationOf(deps, owner, webhookId);
  const event = opts.event ?? 'HIGH';
  const fallback = reg.world === 'sandbox' ? 'TEST_BTC' : 'BTC';
  const symbol = opts.symbol ?? (reg.symbols.find((s) => s !== '*') || fallback);
  const now = (deps.now ?? Date.now)();
  const eventId = newEventId(now);
  const body = JSON.stringify(testPayload(event, symbol, webhookId, now));
  const [row] = await deps.database.query<{ id: string | number }>(
    `INSERT INTO webhook_deliveries (webhook_id, account_id, event_id, event_name, symbol, body, test, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, true, now()) RETURNING id`,
    [webhookId, owner.accountId, eventId, event, symbol, body],
  );
  const deliveryId = Number(row!.id);
  const at = new Date();
  const format = Number(reg.format) as WebhookFormat;
  const headers = deliveryHeaders({
    format,
    secretHash: reg.secret_hash,
    eventId,
    eventName: event,
    body,
    deliveryId,
    attempt: 1,
    now: at.getTime(),
  });
  const outcome = await sendDelivery(reg.url, headers, body, { allowPrivateNetworks: deps.allowPrivateNetworks });
  await deps.database.transaction(async (tx) => {
    await tx.query(
      `UPDATE webhook_deliveries SET attempts = 1, status = $2, next_attempt_at = NULL, completed_at = now() WHERE id = $1`,
      [deliveryId, outcome.ok ? 'succeeded' : 'failed'],
    );
    await tx.query(
      `INSERT INTO webhook_attempts (delivery_id, n, at, response_status, latency_ms, error) VALUES ($1, 1, $2, $3, $4, $5)`,
      [deliveryId, at, outcome.status, outcome.latencyMs, outcome.error],
    );
  });
  return {
    delivery_id: deliveryId,
    event_id: eventId,
    event,
    symbol,
    format,
    delivered: outcome.ok,
    response_status: outcome.status,
    latency_ms: outcome.latencyMs,
    error: outcome.error,
    body,
  };
}
