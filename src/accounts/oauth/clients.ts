/**
 * OAuth clients and access tokens: plain functions over the database. A client belongs to the
 * account and the environment of the credential that created it; its tokens inherit both.
 */
import { timingSafeEqual } from 'node:crypto';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import type { AccountRecord, KeyRecord } from '../accounts.ts';
import { hashKey } from '../keys.ts';
import type { Environment } from '../plans.ts';
import { accounts } from '../tables.ts';
import { generateAccessToken, generateClientId, generateClientSecret, TOKEN_LIFETIME_SECONDS } from './credentials.ts';
import { oauthClients, oauthTokens } from './tables.ts';

/** Clients per account and environment: enough for every service of a customer, and a bound on rows. */
export const MAX_CLIENTS = 25;

export interface ClientRecord {
  id: string;
  accountId: string;
  environment: Environment;
  name: string;
  scopes: string[];
  createdAt: Date;
}

/** A client just created: the only moment its secret exists outside the caller's hands. */
export interface CreatedClient extends ClientRecord {
  secret: string;
}

/** What a token resolves to: the same shape a key lookup has, plus the token's expiry. */
export interface TokenLookup {
  key: KeyRecord;
  account: AccountRecord;
  /** Unix ms after which the token is refused. */
  expiresAt: number;
}

function toClient(row: typeof oauthClients.$inferSelect): ClientRecord {
  return {
    id: row.id,
    accountId: row.accountId,
    environment: row.environment as Environment,
    name: row.name,
    scopes: row.scopes,
    createdAt: row.createdAt,
  };
}

export async function createClient(
  db: Db,
  input: { accountId: string; environment: Environment; name: string; scopes: string[] },
): Promise<CreatedClient> {
  const owned = and(eq(oauthClients.accountId, input.accountId), eq(oauthClients.environment, input.environment));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(oauthClients).where(owned);
  if ((count?.n ?? 0) >= MAX_CLIENTS) {
    throw new ApiError(
      'conflict',
      `this account already has ${MAX_CLIENTS} ${input.environment} OAuth clients: delete one first`,
    );
  }
  const secret = generateClientSecret(input.environment);
  const [row] = await db
    .insert(oauthClients)
    .values({
      id: generateClientId(),
      accountId: input.accountId,
      environment: input.environment,
      name: input.name,
      secretHash: hashKey(secret),
      scopes: input.scopes,
    })
    .returning();
  return { ...toClient(row!), secret };
}

export async function listClients(db: Db, accountId: string, environment: Environment): Promise<ClientRecord[]> {
  const rows = await db
    .select()
    .from(oauthClients)
    .where(and(eq(oauthClients.accountId, accountId), eq(oauthClients.environment, environment)))
    .orderBy(asc(oauthClients.createdAt), asc(oauthClients.id));
  return rows.map(toClient);
}

/**
 * Deletes a client of this account and environment, and with it every token it was issued
 * (ON DELETE CASCADE). Another account's or environment's client is simply not found.
 */
export async function deleteClient(
  db: Db,
  accountId: string,
  environment: Environment,
  clientId: string,
): Promise<ClientRecord> {
  const [row] = await db
    .delete(oauthClients)
    .where(
      and(
        eq(oauthClients.id, clientId),
        eq(oauthClients.accountId, accountId),
        eq(oauthClients.environment, environment),
      ),
    )
    .returning();
  if (!row) throw new ApiError('not_found', `no OAuth client '${clientId}' for this account and environment`);
  return toClient(row);
}

/** The client whose id and secret these are, or null. The digests are compared in constant time. */
export async function authenticateClient(db: Db, id: string, secret: string): Promise<ClientRecord | null> {
  const [row] = await db.select().from(oauthClients).where(eq(oauthClients.id, id));
  if (!row) return null;
  const expected = Buffer.from(row.secretHash, 'hex');
  const given = Buffer.from(hashKey(secret), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given) ? toClient(row) : null;
}

/**
 * Issues an access token for `scopes` (already checked against the client's). The client's
 * expired tokens are removed on the way, so the table holds at most what is still valid.
 * Null when the client was deleted meanwhile.
 */
export async function issueToken(
  db: Db,
  client: ClientRecord,
  scopes: string[],
  nowMs: number,
): Promise<{ token: string; expiresAt: number } | null> {
  const token = generateAccessToken(client.environment);
  const expiresAt = nowMs + TOKEN_LIFETIME_SECONDS * 1000;
  await db
    .delete(oauthTokens)
    .where(and(eq(oauthTokens.clientId, client.id), lt(oauthTokens.expiresAt, new Date(nowMs))));
  // Inserted only while the client exists: a token of a client deleted a moment ago is never made.
  const inserted = await db.execute(sql`
    INSERT INTO oauth_tokens (hash, client_id, scopes, expires_at)
    SELECT ${hashKey(token)}, ${client.id}, ${JSON.stringify(scopes)}::jsonb, ${new Date(expiresAt).toISOString()}::timestamptz
    WHERE EXISTS (SELECT 1 FROM oauth_clients WHERE id = ${client.id})
    RETURNING hash`);
  const rows = Array.isArray(inserted) ? inserted : (inserted as { rows: unknown[] }).rows;
  return rows.length === 0 ? null : { token, expiresAt };
}

/**
 * The token's caller, in the shape a key lookup has: the client stands where a key would (its
 * id is the "key id" rate limits, usage and revocation use), with the token's scopes. Null when
 * unknown (never issued, or its client was deleted). Expiry is the caller's to check.
 */
export async function findTokenByHash(db: Db, hash: string): Promise<TokenLookup | null> {
  const [row] = await db
    .select({ token: oauthTokens, client: oauthClients, account: accounts })
    .from(oauthTokens)
    .innerJoin(oauthClients, eq(oauthTokens.clientId, oauthClients.id))
    .innerJoin(accounts, eq(oauthClients.accountId, accounts.id))
    .where(eq(oauthTokens.hash, hash));
  if (!row) return null;
  const client = toClient(row.client);
  return {
    key: {
      id: client.id,
      accountId: client.accountId,
      environment: client.environment,
      prefix: client.id,
      name: client.name,
      scopes: row.token.scopes,
      hourlyLimit: null,
      createdAt: row.token.createdAt,
      revokedAt: null,
    },
    account: row.account as AccountRecord,
    expiresAt: row.token.expiresAt.getTime(),
  };
}
