import { describe, expect, it } from 'vitest';
import type { KeyLookup } from './key-cache.ts';
import { KeyCache } from './key-cache.ts';

const lookup = (keyId: string, accountId: string) =>
  ({ key: { id: keyId, accountId }, account: { id: accountId } }) as unknown as NonNullable<KeyLookup>;

describe('KeyCache', () => {
  it('remembers lookups for the TTL and unknown keys for a shorter time', () => {
    const c = new KeyCache(1_000, 100);
    c.set('h1', lookup('k1', 'a1'), 0);
    c.set('h2', null, 0);
    expect(c.get('h1', 999)?.key.id).toBe('k1');
    expect(c.get('h2', 99)).toBeNull();
    expect(c.get('h2', 100)).toBeUndefined();
    expect(c.get('h1', 1_000)).toBeUndefined();
  });

  it('evicts by key or by account', () => {
    const c = new KeyCache();
    c.set('h1', lookup('k1', 'a1'));
    c.set('h2', lookup('k2', 'a1'));
    c.set('h3', lookup('k3', 'a2'));
    c.evict({ keyId: 'k3' });
    expect(c.get('h3')).toBeUndefined();
    c.evict({ accountId: 'a1' });
    expect(c.get('h1')).toBeUndefined();
    expect(c.get('h2')).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const c = new KeyCache(60_000, 60_000, 2);
    c.set('h1', lookup('k1', 'a'));
    c.set('h2', lookup('k2', 'a'));
    c.set('h3', lookup('k3', 'a'));
    expect(c.get('h1')).toBeUndefined();
    expect(c.get('h3')?.key.id).toBe('k3');
  });
});
