/**
 * Webhook registrations: create, list, read, update and delete one account's registrations in one
 * environment. A registration belongs to the key's account AND environment: a sandbox key's
 * registrations receive sandbox events, a live key's production ones, and neither sees the
 * other's (a 404, like another account's). The secret is kept only as its SHA-256 and is never
 * read back: nothing here selects `secret_hash` except to write it.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { Environment } from '../accounts/plans.ts';
import type { Database } from '../platform/db/client.ts';
import { ApiError, invalidParam } from '../platform/errors.ts';
import {
  checkSecret,
  checkUrlText,
  hashSecret,
  invalidField,
  parseDescription,
  parseEvents,
  parseSymbols,
  WEBHOOK_LIMITS,
} from './registration-input.ts';
import { checkWebhookUrl, type Lookup, WebhookUrlError } from './url-guard.ts';

export interface RegistrationContext {
  database: Database;
  config: { webhookAllowPrivateNetworks: boolean };
  now: () => number;
  /** Resolves a url's host (tests inject one; the system resolver otherwise). */
  lookup?: Lookup;
  /** How long a registration waits for DNS before refusing the url. */
  lookupTimeoutMs?: number;
}

/** Whose registrations: the calling key's account and environment. */
export interface Owner {
  accountId: string;
  world: Environment;
}

export type WebhookFormat = 1 | 2;

export interface WebhookRegistration {
  id: number;
  world: Environment;
  url: string;
  events: string[];
  symbols: string[];
  format: WebhookFormat;
  description: string | null;
  enabled: boolean;
  disabledReason: string | null;
  /** Unix ms. */
  disabledAt: number | null;
  consecutiveFailures: number;
  createdAt: number;
  updatedAt: number;
}

export interface NewRegistration {
  url: string;
  events: readonly string[];
  symbols: readonly string[];
  secret: string;
  format?: WebhookFormat;
  description?: string | null;
}

export interface RegistrationChanges extends Partial<NewRegistration> {
  /** false pauses deliveries; true re-enables and forgets past failures. */
  enabled?: boolean;
}

/** Why a registration was disabled through the API (delivery failures set their own reason). */
export const DISABLED_BY_REQUEST = 'disabled_by_request';

const DEFAULT_LOOKUP_TIMEOUT_MS = 3_000;
/** Ids are PostgreSQL `serial` (int4). */
const MAX_ID = 2_147_483_647;
/** Every column a reader may see: never secret_hash. */
const COLUMNS = `id, world, url, events, symbols, format, description, enabled, disabled_reason, disabled_at,
  consecutive_failures, created_at, updated_at`;

interface Row {
  id: number;
  world: Environment;
  url: string;
  events: string[];
  symbols: string[];
  format: number;
  description: string | null;
  enabled: boolean;
  disabled_reason: string | null;
  disabled_at: Date | string | null;
  consecutive_failures: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const ms = (d: Date | string) => new Date(d).getTime();

function fromRow(r: Row): WebhookRegistration {
  return {
    id: Number(r.id),
    world: r.world,
    url: r.url,
    events: r.events,
    symbols: r.symbols,
    format: r.format === 2 ? 2 : 1,
    description: r.description,
    enabled: r.enabled,
    disabledReason: r.disabled_reason,
    disabledAt: r.disabled_at === null ? null : ms(r.disabled_at),
    consecutiveFailures: Number(r.consecutive_failures),
    createdAt: ms(r.created_at),
    updatedAt: ms(r.updated_at),
  };
}

const systemLookup: Lookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** A lookup that gives up after `timeoutMs` (a hung resolver must not hold the request). */
function boundedLookup(lookup: Lookup, timeoutMs: number): Lookup {
  return (hostname) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('DNS lookup timed out')), timeoutMs);
      lookup(hostname).then(
        (addresses) => {
          clearTimeout(timer);
          resolve(addresses);
        },
        (err) => {
          clearTimeout(timer);
          reject(err);
        },
      );
    });
}

/**
 * The url as it will be called: https, no credentials and, unless private networks are allowed,
 * a host whose every address is public. The refusal names no resolved address: a registration
 * must not become a way to map the service's own network.
 */
export async function checkUrl(ctx: RegistrationContext, raw: string): Promise<string> {
  checkUrlText(raw);
  try {
    const url = await checkWebhookUrl(raw, {
      allowPrivate: ctx.config.webhookAllowPrivateNetworks,
      lookup: boundedLookup(ctx.lookup ?? systemLookup, ctx.lookupTimeoutMs ?? DEFAULT_LOOKUP_TIMEOUT_MS),
    });
    if (!url.hostname) throw new WebhookUrlError('has no host');
    return url.href;
  } catch (err) {
    if (!(err instanceof WebhookUrlError)) throw err;
    throw invalidField('url', err.message.replace(/ resolves to [^,]+, a /, ' resolves to a '));
  }
}

/** A path id as the database holds it; anything else is a 400 naming it. */
export function checkId(id: number): number {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) {
    throw invalidParam('path', 'id', `must be an integer from 1 to ${MAX_ID}`);
  }
  return id;
}

function notFound(id: number): ApiError {
  return new ApiError('not_found', `no webhook ${id} in this account's environment`, {
    invalid_params: [{ in: 'path', name: 'id', reason: 'no such webhook for this key' }],
  });
}

export async function createRegistration(
  ctx: RegistrationContext,
  owner: Owner,
  input: NewRegistration,
): Promise<WebhookRegistration> {
  // Cheap checks first; the url's DNS check last, so a bad list never costs a lookup.
  checkUrlText(input.url);
  const events = parseEvents(input.events);
  const symbols = parseSymbols(owner.world, input.symbols);
  checkSecret(input.secret);
  const description = parseDescription(input.description ?? null);
  const format = input.format ?? 1;
  if (format !== 1 && format !== 2) throw invalidField('format', 'must be one of: 1, 2');
  const url = await checkUrl(ctx, input.url);
  const now = new Date(ctx.now());
  return ctx.database.transaction(async (tx) => {
    // Concurrent creations of one account queue on its row, so the limit holds.
    await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [owner.accountId]);
    const [count] = await tx.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM webhooks WHERE account_id = $1 AND world = $2',
      [owner.accountId, owner.world],
    );
    if (Number(count!.n) >= WEBHOOK_LIMITS.registrationsPerAccount) {
      throw new ApiError(
        'conflict',
        `at most ${WEBHOOK_LIMITS.registrationsPerAccount} webhook registrations per account in the ${owner.world}; delete one first (one registration may list many events and symbols)`,
        { limit: WEBHOOK_LIMITS.registrationsPerAccount },
      );
    }
    const [row] = await tx.query<Row>(
      `INSERT INTO webhooks (account_id, world, url, events, symbols, secret_hash, format, description, created_at, updated_at)
       VALUES ($1, $2, $3, $4::text[], $5::text[], $6, $7, $8, $9, $9) RETURNING ${COLUMNS}`,
      [owner.accountId, owner.world, url, events, symbols, hashSecret(input.secret), format, description, now],
    );
    return fromRow(row!);
  });
}

export async function listRegistrations(ctx: RegistrationContext, owner: Owner): Promise<WebhookRegistration[]> {
  const rows = await ctx.database.query<Row>(
    `SELECT ${COLUMNS} FROM webhooks WHERE account_id = $1 AND world = $2 ORDER BY id`,
    [owner.accountId, owner.world],
  );
  return rows.map(fromRow);
}

export async function getRegistration(
  ctx: RegistrationContext,
  owner: Owner,
  id: number,
): Promise<WebhookRegistration> {
  const [row] = await ctx.database.query<Row>(
    `SELECT ${COLUMNS} FROM webhooks WHERE id = $1 AND account_id = $2 AND world = $3`,
    [checkId(id), owner.accountId, owner.world],
  );
  if (!row) throw notFound(id);
  return fromRow(row);
}

export async function updateRegistration(
  ctx: RegistrationContext,
  owner: Owner,
  id: number,
  changes: RegistrationChanges,
): Promise<WebhookRegistration> {
  checkId(id);
  const set: string[] = [];
  const params: unknown[] = [id, owner.accountId, owner.world];
  const assign = (column: string, value: unknown, cast = '') => {
    params.push(value);
    set.push(`${column} = $${params.length}${cast}`);
  };
  if (changes.url !== undefined) checkUrlText(changes.url);
  if (changes.events !== undefined) assign('events', parseEvents(changes.events), '::text[]');
  if (changes.symbols !== undefined) assign('symbols', parseSymbols(owner.world, changes.symbols), '::text[]');
  if (changes.secret !== undefined) {
    checkSecret(changes.secret);
    assign('secret_hash', hashSecret(changes.secret));
  }
  if (changes.format !== undefined) {
    if (changes.format !== 1 && changes.format !== 2) throw invalidField('format', 'must be one of: 1, 2');
    assign('format', changes.format);
  }
  if (changes.description !== undefined) assign('description', parseDescription(changes.description));
  if (set.length === 0 && changes.url === undefined && changes.enabled === undefined) {
    throw new ApiError('invalid_body', 'request body changes nothing: send at least one field', {
      invalid_params: [{ in: 'body', name: '(root)', reason: 'must change at least one field' }],
    });
  }
  // Another account's id answers 404 before any DNS is spent on its url.
  await getRegistration(ctx, owner, id);
  if (changes.url !== undefined) assign('url', await checkUrl(ctx, changes.url));
  params.push(new Date(ctx.now()));
  const now = `$${params.length}`;
  if (changes.enabled === true) {
    // Re-enabling starts afresh: past failures no longer count towards disabling it again.
    set.push(
      'consecutive_failures = CASE WHEN enabled THEN consecutive_failures ELSE 0 END',
      'enabled = true',
      'disabled_reason = NULL',
      'disabled_at = NULL',
    );
  } else if (changes.enabled === false) {
    // An already disabled registration keeps the reason and time it was first disabled for.
    params.push(DISABLED_BY_REQUEST);
    set.push(
      `disabled_reason = CASE WHEN enabled THEN $${params.length} ELSE disabled_reason END`,
      `disabled_at = CASE WHEN enabled THEN ${now}::timestamptz ELSE disabled_at END`,
      'enabled = false',
    );
  }
  set.push(`updated_at = ${now}`);
  const [row] = await ctx.database.query<Row>(
    `UPDATE webhooks SET ${set.join(', ')} WHERE id = $1 AND account_id = $2 AND world = $3 RETURNING ${COLUMNS}`,
    params,
  );
  if (!row) throw notFound(id);
  return fromRow(row);
}

/**
 * Deletes a registration. Its deliveries (and their attempts) go with it (ON DELETE CASCADE), so
 * a delivery still pending is never sent: the delivery worker finds no row for its job.
 */
export async function deleteRegistration(ctx: RegistrationContext, owner: Owner, id: number): Promise<void> {
  const rows = await ctx.database.query<{ id: number }>(
    'DELETE FROM webhooks WHERE id = $1 AND account_id = $2 AND world = $3 RETURNING id',
    [checkId(id), owner.accountId, owner.world],
  );
  if (rows.length === 0) throw notFound(id);
}

/** Clears an account's sandbox registrations (for POST /v1/test/reset?resource=webhooks). */
export async function clearSandboxRegistrations(ctx: Pick<RegistrationContext, 'database'>, accountId: string) {
  await ctx.database.query("DELETE FROM webhooks WHERE account_id = $1 AND world = 'sandbox'", [accountId]);
}
