/**
 * Account and key operations: plain functions over the database. Routes (admin API, account
 * API) call these; they throw ApiError with stable codes.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { ApiError } from '../platform/errors.ts';
import { generateKey, hashKey, randomId, visiblePrefix } from './keys.ts';
import type { AccountLimits, Environment, Plan } from './plans.ts';
import { PUBLIC_SANDBOX_KEYS } from './public-keys.ts';
import { accounts, apiKeys } from './tables.ts';

/**
 * What a key or an OAuth token may be allowed: market reads, alert rules, webhooks, Node
 * Intelligence. A route names the scope it needs in `config.auth.scope`.
 */
export const SCOPES = ['read', 'alerts', 'webhooks', 'nodeintel'] as const;
export type Scope = (typeof SCOPES)[number];

/** New keys carry every scope; OAuth clients ask for a subset (docs/oauth.md). */
export const DEFAULT_SCOPES: string[] = [...SCOPES];

export interface AccountRecord {
  id: string;
  email: string;
  plan: Plan;
  limitsOverride: AccountLimits | null;
  createdAt: Date;
}

export interface KeyRecord {
  id: string;
  accountId: string;
  environment: Environment;
  prefix: string;
  name: string | null;
  scopes: string[];
  hourlyLimit: number | null;
  createdAt: Date;
  revokedAt: Date | null;
}

/** A freshly created key: the only moment its secret exists outside the caller's hands. */
export interface CreatedKey extends KeyRecord {
  key: string;
}

export async function createAccount(db: Db, input: { email: string; plan: Plan }): Promise<AccountRecord> {
  const email = input.email.trim().toLowerCase();
  const existing = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  if (existing.length > 0) throw new ApiError('conflict', `an account with email '${email}' already exists`);
  const [row] = await db
    .insert(accounts)
    .values({ id: randomId('acc'), email, plan: input.plan })
    .returning();
  return row as AccountRecord;
}

export async function getAccount(db: Db, id: string): Promise<AccountRecord> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  if (!row) throw new ApiError('not_found', `no account '${id}'`);
  return row as AccountRecord;
}

export async function setPlan(db: Db, id: string, plan: Plan): Promise<AccountRecord> {
  const [row] = await db.update(accounts).set({ plan }).where(eq(accounts.id, id)).returning();
  if (!row) throw new ApiError('not_found', `no account '${id}'`);
  return row as AccountRecord;
}

/** Enterprise accounts may carry their own quotas; null restores the plan's. */
export async function setLimits(db: Db, id: string, limits: AccountLimits | null): Promise<AccountRecord> {
  const [row] = await db.update(accounts).set({ limitsOverride: limits }).where(eq(accounts.id, id)).returning();
  if (!row) throw new ApiError('not_found', `no account '${id}'`);
  return row as AccountRecord;
}

export async function createKey(
  db: Db,
  input: { accountId: string; environment: Environment; name?: string | null; scopes?: string[] },
): Promise<CreatedKey> {
  await getAccount(db, input.accountId);
  const key = generateKey(input.environment);
  const [row] = await db
    .insert(apiKeys)
    .values({
      id: randomId('key'),
      accountId: input.accountId,
      environment: input.environment,
      hash: hashKey(key),
      prefix: visiblePrefix(key),
      name: input.name ?? null,
      scopes: input.scopes ?? DEFAULT_SCOPES,
    })
    .returning();
  return { ...toKeyRecord(row), key };
}

/** Revokes a key. With accountId, only a key of that account can be revoked (self-service). */
export async function revokeKey(db: Db, keyId: string, accountId?: string): Promise<KeyRecord> {
  const where = accountId ? and(eq(apiKeys.id, keyId), eq(apiKeys.accountId, accountId)) : eq(apiKeys.id, keyId);
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(where)
    .returning();
  if (!row) throw new ApiError('not_found', `no key '${keyId}'`);
  return toKeyRecord(row);
}

export async function listKeys(db: Db, accountId: string): Promise<KeyRecord[]> {
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.accountId, accountId)).orderBy(apiKeys.createdAt);
  return rows.map(toKeyRecord);
}

/** The key and its account, for authentication; null when unknown. Revoked keys are returned (to say so). */
export async function findKeyByHash(db: Db, hash: string): Promise<{ key: KeyRecord; account: AccountRecord } | null> {
  const [row] = await db
    .select({ key: apiKeys, account: accounts })
    .from(apiKeys)
    .innerJoin(accounts, eq(apiKeys.accountId, accounts.id))
    .where(eq(apiKeys.hash, hash));
  return row ? { key: toKeyRecord(row.key), account: row.account as AccountRecord } : null;
}

export async function activeKeyCount(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)));
  return row?.n ?? 0;
}

export async function ensurePublicSandboxKeys(db: Db): Promise<void> {
  for (const p of PUBLIC_SANDBOX_KEYS) {
    await db
      .insert(accounts)
      .values({ id: p.accountId, email: p.email, plan: p.plan })
      .onConflictDoUpdate({ target: accounts.id, set: { plan: p.plan } });
    await db
      .insert(apiKeys)
      .values({
        id: p.keyId,
        accountId: p.accountId,
        environment: 'sandbox',
        hash: hashKey(p.key),
        prefix: visiblePrefix(p.key),
        name: 'public sandbox key',
        scopes: p.scopes,
        hourlyLimit: p.hourlyLimit,
      })
      .onConflictDoUpdate({
        target: apiKeys.id,
        set: { revokedAt: null, scopes: p.scopes, hourlyLimit: p.hourlyLimit, hash: hashKey(p.key) },
      });
  }
}

function toKeyRecord(row: typeof apiKeys.$inferSelect): KeyRecord {
  return {
    id: row.id,
    accountId: row.accountId,
    environment: row.environment as Environment,
    prefix: row.prefix,
    name: row.name,
    scopes: row.scopes,
    hourlyLimit: row.hourlyLimit,
    createdAt: row.createdAt,
    revokedAt: row.revokedAt,
  };
}
