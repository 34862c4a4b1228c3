import { describe, expect, it } from 'vitest';
import { base62, environmentOfKey, generateKey, hashKey, isWellFormedKey, visiblePrefix } from './keys.ts';

describe('API keys', () => {
  it('generates sandbox and production keys with at least 24 bytes of entropy, all different', () => {
    const keys = new Set(Array.from({ length: 200 }, () => generateKey('sandbox')));
    expect(keys.size).toBe(200);
    for (const k of keys) {
      expect(k).toMatch(/^sk_test_[0-9A-Za-z]{43}$/);
      // 43 base62 characters carry 43 * log2(62) ≈ 256 bits.
      expect(((k.length - 8) * Math.log2(62)) / 8).toBeGreaterThanOrEqual(24);
    }
    expect(generateKey('production')).toMatch(/^sk_live_[0-9A-Za-z]{43}$/);
  });

  it('encodes bytes in base62 with a fixed width', () => {
    expect(base62(new Uint8Array(32))).toBe('0'.repeat(43));
    expect(base62(new Uint8Array([255]))).toBe('47');
  });

  it('hashes with SHA-256 and keeps a short visible prefix', () => {
    expect(hashKey('sk_test_public_demo')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashKey('a')).toBe('ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb');
    expect(visiblePrefix('sk_live_abcdefghijkl')).toBe('sk_live_abcd');
  });

  it('tells the environment from the prefix; legacy sk_ and sm_ are production', () => {
    expect(environmentOfKey('sk_test_x')).toBe('sandbox');
    expect(environmentOfKey('sk_live_x')).toBe('production');
    expect(environmentOfKey('sk_abcdefgh')).toBe('production');
    expect(environmentOfKey('sm_abcdefgh')).toBe('production');
  });

  it('accepts only well-formed keys', () => {
    for (const good of [
      'sk_test_public_demo',
      'sk_test_public_pro',
      generateKey('sandbox'),
      generateKey('production'),
      'sk_abcdefgh',
      'sm_abcdefgh',
      'sk_legacyKey0123456789',
    ])
      expect(isWellFormedKey(good), good).toBe(true);
    for (const bad of [
      '',
      'hello',
      'pk_test_abcdefgh',
      'sk_live_1',
      'sk_test_has space1',
      `sk_${'a'.repeat(300)}`,
      'sk_test_ünïcode1234',
      // Generated keys have exactly 43 base62 characters after the prefix.
      'sk_live_ABCdef123456',
      `sk_test_${'a'.repeat(42)}`,
      `sk_live_${'a'.repeat(44)}`,
      `sk_test_${'a'.repeat(42)}_`,
      'sk_test_public_',
      'sk_test_public_DEMO',
      `sk_${'a'.repeat(65)}`,
    ]) {
      expect(isWellFormedKey(bad), bad).toBe(false);
    }
  });
});
