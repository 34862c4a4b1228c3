/**
 * OAuth 2.0 credentials: formats, generation and the pure rules of the client credentials grant
 * (RFC 6749 section 4.4). No storage here.
 *
 * - A client id is `cid_` and 16 random bytes; the secret is `cs_test_`/`cs_live_` and 32 random
 *   bytes, stored only as its SHA-256 and shown once.
 * - An access token is `at_test_`/`at_live_` and 32 random bytes: the prefix tells a token from a
 *   key (`sk_…`) before any lookup, and names its environment like a key's does.
 */
import { randomBytes } from 'node:crypto';
import { SCOPES, type Scope } from '../accounts.ts';
import { base62, randomId } from '../keys.ts';
import type { Environment } from '../plans.ts';

/** How long an access token lives (`expires_in`). A client asks for a new one; there is no refresh token. */
export const TOKEN_LIFETIME_SECONDS = 3_600;

const TOKEN = /^at_(?:test|live)_[0-9A-Za-z]{43}$/;
const CLIENT_ID = /^cid_[0-9A-Za-z]{22}$/;
const CLIENT_SECRET = /^cs_(?:test|live)_[0-9A-Za-z]{43}$/;

export function generateClientId(): string {
  return randomId('cid', 16);
}

export function generateClientSecret(environment: Environment): string {
  return `${environment === 'sandbox' ? 'cs_test_' : 'cs_live_'}${base62(randomBytes(32))}`;
}

export function generateAccessToken(environment: Environment): string {
  return `${environment === 'sandbox' ? 'at_test_' : 'at_live_'}${base62(randomBytes(32))}`;
}

/** A bearer credential that is a token rather than a key (decided by its prefix alone). */
export function looksLikeToken(credential: string): boolean {
  return credential.startsWith('at_');
}

export function isWellFormedToken(token: string): boolean {
  return TOKEN.test(token);
}

export function environmentOfToken(token: string): Environment {
  return token.startsWith('at_test_') ? 'sandbox' : 'production';
}

/** Whether a client id or secret could exist: checked before hashing or querying. */
export function isWellFormedClient(id: string, secret: string): boolean {
  return CLIENT_ID.test(id) && CLIENT_SECRET.test(secret);
}

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

export type ScopeGrant = { granted: Scope[] } | { unknown: string[] } | { notAllowed: string[] };

/**
 * The scopes a token gets (RFC 6749 section 3.3): the `scope` parameter is space-delimited; none
 * asked means all of the client's; every one asked must be known and among the client's.
 * Returned in the canonical order, without repeats.
 */
export function grantScopes(requested: string | undefined, clientScopes: readonly string[]): ScopeGrant {
  const asked = requested === undefined ? [] : requested.split(' ').filter((s) => s !== '');
  if (asked.length === 0) return { granted: SCOPES.filter((s) => clientScopes.includes(s)) };
  const unknown = asked.filter((s) => !isScope(s));
  if (unknown.length > 0) return { unknown: [...new Set(unknown)] };
  const notAllowed = asked.filter((s) => !clientScopes.includes(s));
  if (notAllowed.length > 0) return { notAllowed: [...new Set(notAllowed)] };
  return { granted: SCOPES.filter((s) => asked.includes(s)) };
}

/** One form-url-encoded component (RFC 6749 section 2.3.1 / appendix B): `+` is a space. */
function formDecode(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * The client id and secret of an `Authorization: Basic` header, each form-url-encoded before
 * being joined with `:` (RFC 6749 section 2.3.1). Null when the header is not Basic at all;
 * `'malformed'` when it is Basic but unreadable.
 */
export function parseBasic(header: string | undefined): { id: string; secret: string } | null | 'malformed' {
  if (header === undefined) return null;
  const m = /^Basic\s+([A-Za-z0-9+/=._~-]*)\s*$/i.exec(header);
  if (!m) return /^Basic(\s|$)/i.test(header) ? 'malformed' : null;
  const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return 'malformed';
  const id = formDecode(decoded.slice(0, colon));
  const secret = formDecode(decoded.slice(colon + 1));
  return id === null || secret === null ? 'malformed' : { id, secret };
}

/** An `Authorization: Basic` value as a client sends it: each part form-url-encoded, then joined. */
export function basicHeader(id: string, secret: string): string {
  const encode = (v: string) => encodeURIComponent(v).replace(/%20/g, '+');
  return `Basic ${Buffer.from(`${encode(id)}:${encode(secret)}`).toString('base64')}`;
}
