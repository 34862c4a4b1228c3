/**
 * The one way an event enters the service: `publishEvents` writes the events and, in the same
 * transaction, one delivery per matching webhook registration and one durable pg-boss job per
 * delivery. Either all of it lands or none: an event is never recorded without its deliveries, and
 * a delivery is never queued for an event that was rolled back. The stream reads the same rows.
 */
import { randomBytes } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { Database, Tx } from '../platform/db/client.ts';
import type { JobQueue } from '../platform/jobs.ts';
import type { EventHub } from './hub.ts';

export const EVENT_NAMES = ['HIGH', 'MEDIUM', 'VETO', 'SIGNAL'] as const;
export type EventName = (typeof EVENT_NAMES)[number];
export type World = 'sandbox' | 'production';

/** The queue webhook deliveries wait in; its jobs carry `{ deliveryId }`. */
export const DELIVERY_QUEUE = 'webhook-delivery';

export interface NewEvent {
  world: World;
  /** null: a market-wide production event, for every account's registrations. */
  accountId: string | null;
  /** When the signal fired (market time), Unix ms. */
  t: number;
  name: EventName;
  /** What fired: confirmation, whale_trade, whale_liquidation, funding_extreme, alert, … (docs/events.md). */
  kind: string;
  symbol: string;
  direction: 'long' | 'short' | null;
  /**
   * The rendered payload (src/events/payloads.ts), with `webhook_id: null` where a delivery puts
   * its registration's id. Its key order is kept: signatures cover the exact bytes.
   */
  body: Record<string, unknown>;
}

export interface StoredEvent extends NewEvent {
  seq: number;
  id: string;
}

export interface PublishDeps {
  database: Database;
  jobs: JobQueue;
  /** Told once the events are committed (the stream, other instances). */
  hub?: EventHub;
}

export interface PublishResult {
  events: StoredEvent[];
  /** Deliveries enqueued, over every event. */
  deliveries: number;
}

/** A registration as matching needs it. */
interface Registration {
  id: number;
  account_id: string;
  events: string[];
  symbols: string[];
}

const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';

/** `evt_` + 10 characters of time + 16 of randomness: unique, and sorted roughly by creation. */
export function newEventId(now = Date.now()): string {
  let time = '';
  let n = now;
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[n % 32] + time;
    n = Math.floor(n / 32);
  }
  // 256 is a multiple of 32: each byte picks a character without bias.
  let rand = '';
  for (const b of randomBytes(16)) rand += CROCKFORD[b % 32];
  return `evt_${time}${rand}`;
}

/** Whether a registration wants this event (SPEC: name in events or ["*"], symbol in symbols or ["*"]). */
export function matches(r: Pick<Registration, 'events' | 'symbols'>, e: Pick<NewEvent, 'name' | 'symbol'>): boolean {
  return (
    (r.events.includes('*') || r.events.includes(e.name)) && (r.symbols.includes('*') || r.symbols.includes(e.symbol))
  );
}

/** The body a registration receives: the event's, with its own id in `webhook_id`. */
export function deliveryBody(eventBody: string, webhookId: number): string {
  const parsed = JSON.parse(eventBody) as Record<string, unknown>;
  if ('webhook_id' in parsed) parsed.webhook_id = webhookId;
  return JSON.stringify(parsed);
}

/**
 * In-process listeners told, after a commit, that deliveries were queued on a database: the
 * delivery worker of this process fetches at once instead of at its next poll. Other processes
 * still find the jobs by polling; nothing depends on this for correctness.
 */
const queuedListeners = new WeakMap<Database, Set<() => void>>();

/** Calls `listener` whenever deliveries are queued on `database` in this process; returns the unsubscribe. */
export function onDeliveriesQueued(database: Database, listener: () => void): () => void {
  const set = queuedListeners.get(database) ?? new Set<() => void>();
  queuedListeners.set(database, set);
  set.add(listener);
  return () => set.delete(listener);
}

/** Tells this process's listeners that delivery jobs were committed on `database`. */
export function deliveriesQueued(database: Database): void {
  for (const listener of queuedListeners.get(database) ?? []) listener();
}

export async function publishEvents(deps: PublishDeps, events: readonly NewEvent[]): Promise<PublishResult> {
  if (events.length === 0) return { events: [], deliveries: 0 };
  // Started before the transaction: starting pg-boss runs its own statements, which on PGlite's
  // single connection would wait behind ours.
  const boss = await deps.jobs.boss();
  const result = await deps.database.transaction((tx) => publishWithin(tx, boss, events));
  announcePublished(deps, result);
  return result;
}

/**
 * Once the transaction that published them committed: the hub hears the events and this process's
 * delivery worker wakes for their deliveries.
 */
export function announcePublished(deps: PublishDeps, result: PublishResult): void {
  if (result.deliveries > 0) deliveriesQueued(deps.database);
  deps.hub?.published(result.events);
}

/**
 * Publishes inside a transaction the caller owns (a detection pass, a wallet follower's step, so
 * their own state commits with the events); the caller calls `announcePublished` after commit.
 * `boss` must be started before the transaction (see publishEvents).
 */
export async function publishWithin(tx: Tx, boss: PgBoss, events: readonly NewEvent[]): Promise<PublishResult> {
  if (events.length === 0) return { events: [], deliveries: 0 };
  const stored = await insertEvents(tx, events);
  const registrations = await registrationsFor(tx, stored);
  const rows: Array<{ webhookId: number; accountId: string; event: StoredEvent; body: string }> = [];
  for (const e of stored) {
    for (const r of registrations) {
      if (e.accountId !== null && r.account_id !== e.accountId) continue;
      if (r.world !== e.world || !matches(r, e)) continue;
      rows.push({
        webhookId: r.id,
        accountId: r.account_id,
        event: e,
        body: deliveryBody(JSON.stringify(e.body), r.id),
      });
    }
  }
  const ids = await insertDeliveries(tx, rows);
  if (ids.length > 0) {
    await boss.insert(
      ids.map((deliveryId) => ({ name: DELIVERY_QUEUE, data: { deliveryId } })),
      {
        db: { executeSql: async (text: string, values: unknown[] = []) => ({ rows: await tx.query(text, values) }) },
      },
    );
  }
  return { events: stored, deliveries: ids.length };
}

async function insertEvents(tx: Tx, events: readonly NewEvent[]): Promise<StoredEvent[]> {
  const stored: StoredEvent[] = [];
  // 9 parameters a row, 500 rows a statement: one round trip for a typical batch.
  for (let i = 0; i < events.length; i += 500) {
    const chunk = events.slice(i, i + 500);
    const params: unknown[] = [];
    const ids = chunk.map(() => newEventId());
    const values = chunk.map((e, j) => {
      params.push(ids[j], e.world, e.accountId, e.t, e.name, e.kind, e.symbol, e.direction, JSON.stringify(e.body));
      const b = j * 9;
      return `(${Array.from({ length: 9 }, (_, k) => `$${b + k + 1}`).join(', ')})`;
    });
    // Each id gets its seq back (matched by id: RETURNING order is not promised).
    const rows = await tx.query<{ id: string; seq: string | number }>(
      `INSERT INTO events (id, world, account_id, t, name, kind, symbol, direction, body)
       VALUES ${values.join(', ')} RETURNING id, seq`,
      params,
    );
    const seqOf = new Map(rows.map((r) => [r.id, Number(r.seq)]));
    chunk.forEach((e, j) => {
      stored.push({ ...e, id: ids[j]!, seq: seqOf.get(ids[j]!)! });
    });
  }
  return stored;
}

/** Every enabled registration that could receive one of these events (matched in memory). */
async function registrationsFor(
  tx: Tx,
  events: readonly StoredEvent[],
): Promise<Array<Registration & { world: World }>> {
  const worlds = [...new Set(events.map((e) => e.world))];
  const accounts = [...new Set(events.map((e) => e.accountId))];
  // Account-bound events only reach their account; market-wide ones reach every account.
  const anyMarketWide = accounts.includes(null);
  return tx.query<Registration & { world: World }>(
    `SELECT id, account_id, world, events, symbols FROM webhooks
     WHERE enabled AND world = ANY($1::text[]) ${anyMarketWide ? '' : 'AND account_id = ANY($2::text[])'}
     ORDER BY id`,
    anyMarketWide ? [worlds] : [worlds, accounts],
  );
}

async function insertDeliveries(
  tx: Tx,
  rows: ReadonlyArray<{ webhookId: number; accountId: string; event: StoredEvent; body: string }>,
): Promise<number[]> {
  const ids: number[] = [];
  // 7 parameters a row: 1,000 rows stay far below PostgreSQL's 65,535.
  for (let i = 0; i < rows.length; i += 1_000) {
    const chunk = rows.slice(i, i + 1_000);
    const params: unknown[] = [];
    const values = chunk.map((r, j) => {
      params.push(r.webhookId, r.accountId, r.event.id, r.event.name, r.event.symbol, r.body, new Date());
      const b = j * 7;
      return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6}, $${b + 7})`;
    });
    const inserted = await tx.query<{ id: string | number }>(
      `INSERT INTO webhook_deliveries (webhook_id, account_id, event_id, event_name, symbol, body, next_attempt_at)
       VALUES ${values.join(', ')} RETURNING id`,
      params,
    );
    ids.push(...inserted.map((r) => Number(r.id)));
  }
  return ids;
}
