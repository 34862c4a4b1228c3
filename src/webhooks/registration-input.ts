/**
 * What a webhook registration may contain, checked without I/O: the limits, the strict JSON
 * types of the body, the event and symbol lists, the secret and the description. The url's
 * network check (DNS) lives in registrations.ts. Every refusal is a 400 naming the field, so a
 * client sees the same shape whether the schema or these rules refused it.
 */
import { createHash } from 'node:crypto';
import type { Environment } from '../accounts/plans.ts';
import { EVENT_NAMES } from '../events/outbox.ts';
import { isKnownSymbol, normaliseSymbol } from '../market/symbols.ts';
import { ApiError } from '../platform/errors.ts';

/** The documented limits (docs/webhooks.md). */
export const WEBHOOK_LIMITS = {
  /** Registrations per account in each environment (sandbox and production count separately). */
  registrationsPerAccount: 20,
  /** Symbols one registration lists; ["*"] covers all of them. */
  symbols: 100,
  /** Entries of `events` (four names, or ["*"]; a few duplicates are forgiven). */
  events: 8,
  secretMinLength: 16,
  secretMaxLength: 256,
  urlMaxLength: 2048,
  descriptionMaxLength: 200,
} as const;

/** The wildcard of `events` and `symbols`: every event, every symbol. */
export const ALL = '*';

/** A refusal of one body field (RFC 9457 problem with invalid_params). */
export function invalidField(name: string, reason: string): ApiError {
  return new ApiError('invalid_body', `body parameter '${name}' ${reason}`, {
    invalid_params: [{ in: 'body', name, reason }],
  });
}

type FieldType = 'string' | 'string[]' | 'format' | 'boolean' | 'string|null';

/** JSON types of the fields a create or update body may hold. */
export const CREATE_FIELDS: Record<string, FieldType> = {
  url: 'string',
  events: 'string[]',
  symbols: 'string[]',
  secret: 'string',
  format: 'format',
  description: 'string',
};
export const UPDATE_FIELDS: Record<string, FieldType> = {
  ...CREATE_FIELDS,
  description: 'string|null',
  enabled: 'boolean',
};

function typeError(type: FieldType, value: unknown): string | null {
  switch (type) {
    case 'string':
      return typeof value === 'string' ? null : 'must be string';
    case 'string|null':
      return value === null || typeof value === 'string' ? null : 'must be string or null';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'must be boolean';
    case 'format':
      return value === 1 || value === 2 ? null : 'must be one of: 1, 2';
    case 'string[]':
      return Array.isArray(value) ? null : 'must be array';
  }
}

/**
 * The body's fields as sent, before the schema validator coerces them: a number where the secret
 * belongs, or a bare string where a list belongs, is refused instead of being quietly converted.
 * Anything that is not an object, and fields not listed, are left to the schema.
 */
export function checkFieldTypes(body: unknown, fields: Record<string, FieldType>): void {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  for (const [name, type] of Object.entries(fields)) {
    if (!Object.hasOwn(body, name)) continue;
    const value = (body as Record<string, unknown>)[name];
    const problem = typeError(type, value);
    if (problem) throw invalidField(name, problem);
    if (type !== 'string[]') continue;
    const list = value as unknown[];
    const max = name === 'symbols' ? WEBHOOK_LIMITS.symbols : WEBHOOK_LIMITS.events;
    if (list.length > max) throw invalidField(name, `must NOT have more than ${max} items`);
    const bad = list.findIndex((item) => typeof item !== 'string');
    if (bad >= 0) throw invalidField(`${name}.${bad}`, 'must be string');
  }
}

/**
 * Text a dashboard or a log line can show safely: no control characters, no bidirectional
 * overrides (which make text display as something else), no lone surrogates.
 */
function isPrintable(s: string): boolean {
  // A lone surrogate (not well-formed UTF-16) is refused along with the control characters.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  return !/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|\p{Surrogate}/u.test(s);
}

/** The event names, de-duplicated in the order given; ["*"] stands alone. */
export function parseEvents(raw: readonly string[]): string[] {
  if (raw.length === 0) throw invalidField('events', `must list event names (${EVENT_NAMES.join(', ')}) or be ["*"]`);
  if (raw.length > WEBHOOK_LIMITS.events) {
    throw invalidField('events', `must NOT have more than ${WEBHOOK_LIMITS.events} items`);
  }
  if (raw.includes(ALL)) {
    if (raw.some((e) => e !== ALL)) throw invalidField('events', '"*" means every event and must stand alone: ["*"]');
    return [ALL];
  }
  raw.forEach((e, i) => {
    if (!(EVENT_NAMES as readonly string[]).includes(e)) {
      throw invalidField(`events.${i}`, `must be one of: ${EVENT_NAMES.join(', ')} (or the whole list ["*"])`);
    }
  });
  return [...new Set(raw)];
}

/**
 * Symbols of the key's world in their canonical spelling (BTCUSDT, BTC-USDT and BINANCE:BTCUSDT.P
 * all name BTC), de-duplicated in the order given; ["*"] stands alone. Deliveries match events
 * by canonical symbol, so a spelling is stored the way events carry it.
 */
export function parseSymbols(world: Environment, raw: readonly string[]): string[] {
  if (raw.length === 0) throw invalidField('symbols', 'must list symbols or be ["*"]');
  if (raw.length > WEBHOOK_LIMITS.symbols) {
    throw invalidField(
      'symbols',
      `must NOT have more than ${WEBHOOK_LIMITS.symbols} items; use ["*"] for every symbol`,
    );
  }
  if (raw.includes(ALL)) {
    if (raw.some((s) => s !== ALL)) throw invalidField('symbols', '"*" means every symbol and must stand alone: ["*"]');
    return [ALL];
  }
  const out = new Set<string>();
  raw.forEach((s, i) => {
    const shown = JSON.stringify(s.slice(0, 40));
    const symbol = normaliseSymbol(s);
    if (symbol === null) throw invalidField(`symbols.${i}`, `is not a symbol: ${shown}`);
    if (!isKnownSymbol(world, symbol)) {
      const hint =
        world === 'sandbox'
          ? 'sandbox keys register TEST_ symbols, e.g. TEST_BTC (GET /v1/symbols lists them)'
          : 'production keys register production symbols, e.g. BTC; TEST_ symbols belong to sandbox keys (GET /v1/symbols lists them)';
      throw invalidField(`symbols.${i}`, `is not a symbol of the ${world}: ${shown}; ${hint}`);
    }
    out.add(symbol);
  });
  return [...out];
}

/** Refuses a secret too short, too long, or holding text that does not survive UTF-8 intact. */
export function checkSecret(secret: string): void {
  const length = [...secret].length;
  if (length < WEBHOOK_LIMITS.secretMinLength) {
    throw invalidField('secret', `must be at least ${WEBHOOK_LIMITS.secretMinLength} characters`);
  }
  if (length > WEBHOOK_LIMITS.secretMaxLength) {
    throw invalidField('secret', `must be at most ${WEBHOOK_LIMITS.secretMaxLength} characters`);
  }
  // A lone surrogate becomes U+FFFD in UTF-8, so two different secrets would sign alike.
  if (!isPrintable(secret)) throw invalidField('secret', 'must be printable text (no control characters)');
}

/**
 * The only form the secret is kept in: lowercase hex SHA-256 of its UTF-8 bytes. Format 1 signs
 * with this text as the HMAC key, format 2 with its 32 bytes.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** A description, trimmed; empty means none. */
export function parseDescription(raw: string | null): string | null {
  if (raw === null) return null;
  const text = raw.trim();
  if ([...text].length > WEBHOOK_LIMITS.descriptionMaxLength) {
    throw invalidField('description', `must be at most ${WEBHOOK_LIMITS.descriptionMaxLength} characters`);
  }
  if (!isPrintable(text)) throw invalidField('description', 'must be printable text (no control characters)');
  return text === '' ? null : text;
}

/** The url's text before any network check: bounded, printable, https. */
export function checkUrlText(raw: string): void {
  if (raw.length > WEBHOOK_LIMITS.urlMaxLength) {
    throw invalidField('url', `must be at most ${WEBHOOK_LIMITS.urlMaxLength} characters`);
  }
  if (!isPrintable(raw) || /\s/.test(raw)) throw invalidField('url', 'must not contain spaces or control characters');
  if (!raw.startsWith('https://')) throw invalidField('url', 'must start with https://');
}
