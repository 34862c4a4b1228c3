import { describe, expect, it } from 'vitest';
import { OwnerCache } from './owner-cache.ts';
import type { SecretOwner } from './secrets.ts';

const owner = (accountId: string, environment: 'sandbox' | 'production' = 'sandbox'): SecretOwner => ({
  accountId,
  environment,
  plan: 'pro',
  limitsOverride: null,
});

describe('OwnerCache', () => {
  it('answers from memory until the entry expires, sharing one lookup between concurrent alerts', async () => {
    const cache = new OwnerCache(1_000);
    let loads = 0;
    const load = async () => {
      loads++;
      return owner('a');
    };
    const [x, y] = await Promise.all([cache.lookup('h', 0, load), cache.lookup('h', 0, load)]);
    expect(x).toEqual(owner('a'));
    expect(y).toEqual(owner('a'));
    expect(cache.lookup('h', 999, load)).toEqual(owner('a'));
    expect(loads).toBe(1);
    await cache.lookup('h', 1_000, load);
    expect(loads).toBe(2);
  });

  it('keeps no unknown secret', async () => {
    const cache = new OwnerCache();
    let loads = 0;
    const load = async () => {
      loads++;
      return null;
    };
    await cache.lookup('h', 0, load);
    await cache.lookup('h', 0, load);
    expect(loads).toBe(2);
  });

  it("forgets an account's environment at once, and a lookup in flight cannot bring it back", async () => {
    const cache = new OwnerCache();
    await cache.lookup('sandbox', 0, async () => owner('a'));
    await cache.lookup('live', 0, async () => owner('a', 'production'));
    let release!: (o: SecretOwner) => void;
    const inFlight = cache.lookup('other', 0, () => new Promise<SecretOwner>((r) => (release = r)));
    cache.forget('a', 'sandbox');
    release(owner('a'));
    await inFlight;
    let loads = 0;
    const count = async () => {
      loads++;
      return owner('a');
    };
    await cache.lookup('sandbox', 1, count);
    await cache.lookup('other', 1, count);
    expect(loads).toBe(2);
    expect(cache.lookup('live', 1, count)).toEqual(owner('a', 'production'));
  });
});
