/**
 * Charting secrets: the credential an inbound charting alert carries in its body, one per account
 * and environment. Generated like API keys (32 random bytes, base62), shown once, stored only as
 * SHA-256. Issuing a new one replaces the stored hash in one statement, so the old secret is
 * refused by the very next alert on every instance (there is no cache to go stale).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { base62 } from '../../accounts/keys.ts';
import type { AccountLimits, Environment, Plan } from '../../accounts/plans.ts';
import type { Database } from '../../platform/db/client.ts';

/** `chs_test_` (sandbox) or `chs_live_` (production) and 43 base62 characters: 256 random bits. */
const SECRET_SHAPE = /^chs_(?:test|live)_[0-9A-Za-z]{43}$/;
const VISIBLE_PREFIX = 13;

export interface IssuedSecret {
  secret: string;
  environment: Environment;
  prefix: string;
  createdAt: Date;
}

/** Who an alert's secret belongs to: what the confirm operation and the limits need. */
export interface SecretOwner {
  accountId: string;
  environment: Environment;
  plan: Plan;
  limitsOverride: AccountLimits | null;
}

export function generateSecret(environment: Environment): string {
  return `chs_${environment === 'sandbox' ? 'test' : 'live'}_${base62(randomBytes(32))}`;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Checked before any hashing or lookup: a value of impossible shape is refused for a regex. */
export function isWellFormedSecret(value: unknown): value is string {
  return typeof value === 'string' && SECRET_SHAPE.test(value);
}

export function environmentOfSecret(secret: string): Environment {
  return secret.startsWith('chs_test_') ? 'sandbox' : 'production';
}

/** Issues (or replaces) the account's secret for one environment; the plain secret exists only in the answer. */
export async function issueSecret(
  database: Database,
  accountId: string,
  environment: Environment,
): Promise<IssuedSecret> {
  const secret = generateSecret(environment);
  const prefix = secret.slice(0, VISIBLE_PREFIX);
  const [row] = await database.query<{ created_at: Date | string }>(
    `INSERT INTO charting_secrets (account_id, environment, secret_hash, prefix)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (account_id, environment)
     DO UPDATE SET secret_hash = EXCLUDED.secret_hash, prefix = EXCLUDED.prefix, created_at = now()
     RETURNING created_at`,
    [accountId, environment, hashSecret(secret), prefix],
  );
  return { secret, environment, prefix, createdAt: new Date(row!.created_at) };
}

/**
 * The owner of a secret, or null. Looked up by its hash (an index), then the stored hash is
 * compared with the presented one in constant time, so the answer never depends on how much of
 * a hash matched.
 */
export async function findSecretOwner(database: Database, secret: string): Promise<SecretOwner | null> {
  const hash = hashSecret(secret);
  const [row] = await database.query<{
    secret_hash: string;
    account_id: string;
    environment: Environment;
    plan: Plan;
    limits_override: AccountLimits | null;
  }>(
    `SELECT s.secret_hash, s.account_id, s.environment, a.plan, a.limits_override
     FROM charting_secrets s JOIN accounts a ON a.id = s.account_id
     WHERE s.secret_hash = $1`,
    [hash],
  );
  if (!row) return null;
  const stored = Buffer.from(row.secret_hash, 'hex');
  const presented = Buffer.from(hash, 'hex');
  if (stored.length !== presented.length || !timingSafeEqual(stored, presented)) return null;
  // The prefix names the environment; a row that disagrees was tampered with, not issued here.
  if (environmentOfSecret(secret) !== row.environment) return null;
  return {
    accountId: row.account_id,
    environment: row.environment,
    plan: row.plan,
    limitsOverride: row.limits_override,
  };
}
