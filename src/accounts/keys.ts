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
const KEY_PATTERN = /^(?:sk_test_|sk_live_|sk_|sm_)[A-Za-z0-9_]{8,200}$/;
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

export function isWellFormedKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The environment a key's prefix selects: sk_test_ is the sandbox; sk_live_ and legacy sk_/sm_ are production. */
export function environmentOfKey(key: string): Environment {
  return key.startsWith('sk_test_') ? 'sandbox' : 'production';
}
