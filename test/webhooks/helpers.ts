/**
 * Shared pieces of the delivery tests: a database with its job queue, registrations inserted
 * directly, events published through the real outbox, and the receiver's own signature checks.
 */
import { createHash } from 'node:crypto';
import { type NewEvent, publishEvents } from '../../src/events/outbox.ts';
import type { Database } from '../../src/platform/db/client.ts';
import { createJobQueue, type JobQueue } from '../../src/platform/jobs.ts';
import type { DeliveryDeps } from '../../src/webhooks/delivery/policy.ts';
import { jobsSchemaOf, openTestDatabase } from '../helpers/app.ts';

export interface DeliveryEnv {
  database: Database;
  jobs: JobQueue;
  deps: DeliveryDeps;
  jobsSchema: string | undefined;
  close(): Promise<void>;
}

export async function openDeliveryEnv(): Promise<DeliveryEnv> {
  const { database, drop } = await openTestDatabase();
  const jobsSchema = jobsSchemaOf(database);
  const jobs = createJobQueue(database, { schema: jobsSchema, onError: () => {} });
  return {
    database,
    jobs,
    jobsSchema,
    deps: { database, jobs, allowPrivateNetworks: true },
    async close() {
      await jobs.stop();
      await drop();
      await database.close();
    },
  };
}

export const sha256Hex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

export async function register(
  database: Database,
  r: {
    accountId?: string;
    world?: 'sandbox' | 'production';
    url: string;
    secret: string;
    format?: 1 | 2;
    events?: string[];
    symbols?: string[];
    enabled?: boolean;
  },
): Promise<number> {
  const [row] = await database.query<{ id: number }>(
    `INSERT INTO webhooks (account_id, world, url, events, symbols, secret_hash, format, enabled)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      r.accountId ?? 'acc_test',
      r.world ?? 'production',
      r.url,
      r.events ?? ['*'],
      r.symbols ?? ['*'],
      sha256Hex(r.secret),
      r.format ?? 1,
      r.enabled ?? true,
    ],
  );
  return Number(row!.id);
}

let n = 0;
export function event(over: Partial<NewEvent> = {}): NewEvent {
  const symbol = over.symbol ?? 'BTC';
  const name = over.name ?? 'HIGH';
  return {
    world: 'production',
    accountId: null,
    t: Date.now(),
    name,
    kind: 'confirmation',
    symbol,
    direction: 'long',
    body: {
      event: name,
      ts: new Date().toISOString(),
      symbol,
      direction: 'long',
      confidence: 'HIGH',
      composite: 0.5 + (++n % 40) / 100,
      webhook_id: null,
      note: 'ünïcode ✓',
    },
    ...over,
  };
}

export async function publish(env: DeliveryEnv, events: NewEvent[]) {
  return publishEvents({ database: env.database, jobs: env.jobs }, events);
}

/**
 * HMAC-SHA256 written out from its definition (RFC 2104) over plain SHA-256, so the receiver's
 * check does not share the service's HMAC call: H((K ^ opad) || H((K ^ ipad) || m)).
 */
export function hmacSha256Hex(key: Buffer, message: Buffer): string {
  const block = 64;
  const k = key.length > block ? createHash('sha256').update(key).digest() : key;
  const padded = Buffer.concat([k, Buffer.alloc(block - k.length)]);
  const ipad = Buffer.from(padded.map((b) => b ^ 0x36));
  const opad = Buffer.from(padded.map((b) => b ^ 0x5c));
  const inner = createHash('sha256').update(ipad).update(message).digest();
  return createHash('sha256').update(opad).update(inner).digest('hex');
}

/** SPEC rule 5, as a receiver applies it: key = hex SHA-256 of the secret as text, message = raw bytes. */
export function verifiesFormat1(secret: string, raw: Buffer, signature: string | undefined): boolean {
  const key = Buffer.from(sha256Hex(secret), 'utf8');
  return signature !== undefined && hmacSha256Hex(key, raw) === signature;
}

export async function deliveryRows(database: Database, webhookId: number) {
  return database.query<{ id: string; status: string; attempts: number; event_id: string }>(
    'SELECT id, status, attempts, event_id FROM webhook_deliveries WHERE webhook_id = $1 ORDER BY id',
    [webhookId],
  );
}

export async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
