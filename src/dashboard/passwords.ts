/**
 * Dashboard passwords: scrypt with a random salt per account (node:crypto, no dependency), the
 * parameters stored beside the hash so they can be raised later without invalidating old ones.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { invalidParam } from '../platform/errors.ts';

/** ~50 ms on one core: slow enough to make guessing costly, fast enough for a login form. */
const PARAMS = { N: 16_384, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;

function derive(password: string, salt: Buffer, o: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { N: o.N, r: o.r, p: o.p, maxmem: 64 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of a password nobody knows, checked when the email is unknown, so a login costs the
 * same time whether or not the account exists (the answer must not tell them apart).
 */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString('base64url'));
  return decoy;
}

/** The password policy, checked at sign-up: length, and not the email itself. */
export function checkPasswordPolicy(password: string, email: string): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN) throw invalidParam('body', 'password', `must be at least ${PASSWORD_MIN} characters`);
  if (length > PASSWORD_MAX) throw invalidParam('body', 'password', `must be at most ${PASSWORD_MAX} characters`);
  if (password.trim().toLowerCase() === email.trim().toLowerCase())
    throw invalidParam('body', 'password', 'must not be the email address');
  if (new Set(password).size < 4) throw invalidParam('body', 'password', 'must use at least 4 different characters');
}
