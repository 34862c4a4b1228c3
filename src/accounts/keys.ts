/**
 * API key format, generation and hashing: pure functions, no storage.
 *
 * A key is a prefix that names its environment plus 32 random bytes in base62 (~190 bits).
 * Only its SHA-256 is stored; the first characters are kept in the clear so a user can
 * tell keys apart in listings.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Environment } from './plans.ts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Generated keys: an environment prefix and exactly 43 base62 characters (32 random bytes). */
const GENERATED_KEY = /^sk_(?:test|live)_[0-9A-Za-z]{43}$/;
/** The documented public sandbox keys (public-keys.ts). */
const PUBLIC_KEY = /^sk_test_public_[a-z]{1,16}$/;
/** Keys issued before the current format; anything starting sk_test_/sk_live_ must be one of the above. */
const LEGACY_KEY = /^(?:sk_(?!test_|live_)|sm_)[A-Za-z0-9_]{8,64}$/;
/** How many characters of a key are kept in the clear. */
const VISIBLE_PREFIX = 12;

export function base62(bytes: Uint8Array): string {
  let n = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
  let out = '';
  while (n > 0n) {
    out = BASE62[Number(n % 62n)] + out;
    n /= 62n;
  }
  return out.padStart(Math.ceil((bytes.length * 8) / Math.log2(62)), '0');
}

export function randomId(prefix: string, bytes = 12): string {
  return `${prefix}_${base62(randomBytes(bytes))}`;
}

export function generateKey(environment: Environment): string {
  return `${environment === 'sandbox' ? 'sk_test_' : 'sk_live_'}${base62(randomBytes(32))}`;
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function visiblePrefix(key: string): string {
  return key.slice(0, VISIBLE_PREFIX);
}

/**
 * Whether a key could exist at all: checked before any I/O, so a made-up key of the wrong shape
 * costs a regular expression, not a hash and a database lookup.
 */
export function isWellFormedKey(key: string): boolean {
  return GENERATED_KEY.test(key) || PUBLIC_KEY.test(key) || LEGACY_KEY.test(key);
}

/** The environment a key's prefix selects: sk_test_ is the sandbox; sk_live_ and legacy sk_/sm_ are production. */
export function environmentOfKey(key: string): Environment {
  return key.startsWith('sk_test_') ? 'sandbox' : 'production';
}
