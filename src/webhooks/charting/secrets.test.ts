import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { environmentOfSecret, generateSecret, hashSecret, isWellFormedSecret } from './secrets.ts';

describe('charting secrets', () => {
  it('carry their environment and 256 random bits, and are well formed', () => {
    const seen = new Set<string>();
    for (const env of ['sandbox', 'production'] as const) {
      for (let i = 0; i < 200; i++) {
        const s = generateSecret(env);
        expect(isWellFormedSecret(s)).toBe(true);
        expect(environmentOfSecret(s)).toBe(env);
        seen.add(s.slice(9));
      }
    }
    expect(seen.size).toBe(400);
  });

  it('hash to the lowercase hex SHA-256 of the whole secret', () => {
    const s = generateSecret('production');
    expect(hashSecret(s)).toBe(createHash('sha256').update(s).digest('hex'));
  });

  it('refuse every other shape before any lookup', () => {
    const s = generateSecret('sandbox');
    for (const bad of [
      undefined,
      null,
      42,
      '',
      s.slice(0, -1),
      `${s}x`,
      s.replace('chs_', 'sk_'),
      ` ${s}`,
      s.toUpperCase(),
    ]) {
      expect(isWellFormedSecret(bad), String(bad)).toBe(false);
    }
  });
});
