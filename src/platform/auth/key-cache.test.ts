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

  it('never evicts a known key to make room for unknown ones (a flood of made-up keys)', () => {
    const c = new KeyCache(60_000, 60_000, 10, 100);
    c.set('real', lookup('k1', 'a'));
    for (let i = 0; i < 10_000; i++) c.set(`made-up-${i}`, null);
    expect(c.get('real')?.key.id).toBe('k1');
    expect(c.get('made-up-9999')).toBeNull();
    expect(c.get('made-up-0')).toBeUndefined();
  });

  it('shares one lookup between concurrent callers of the same hash', async () => {
    const c = new KeyCache();
    let calls = 0;
    const load = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 5));
      return null;
    };
    const answers = await Promise.all([c.lookup('h', load), c.lookup('h', load), c.lookup('h', load)]);
    expect(answers).toEqual([null, null, null]);
    expect(calls).toBe(1);
    expect(c.get('h')).toBeNull();
  });

  it('does not cache a lookup that was in flight when a key was revoked, nor let later callers join it', async () => {
    const c = new KeyCache();
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const stale = c.lookup('h', async () => {
      await gate;
      return lookup('k1', 'a1');
    });
    c.evict({ keyId: 'k1' });
    let fresh = 0;
    const after = c.lookup('h', async () => {
      fresh++;
      return null;
    });
    release();
    expect((await stale)?.key.id).toBe('k1');
    expect(await after).toBeNull();
    expect(fresh).toBe(1);
    expect(c.get('h')).toBeNull();
  });

  it('forgets a failed lookup so the next caller asks again', async () => {
    const c = new KeyCache();
    await expect(c.lookup('h', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await c.lookup('h', async () => lookup('k1', 'a1'))).toMatchObject({ key: { id: 'k1' } });
  });
});
