import { describe, expect, it } from 'vitest';
import { addressWord } from './abi.ts';
import { sizePair } from './liquidity.ts';
import { proxyFromSlots } from './proxy.ts';

const A = '0x00000000000000000000000000000000000000a1';
const B = '0x00000000000000000000000000000000000000b2';
const zero = '0'.repeat(64);
const empty = { implementation: zero, admin: zero, beacon: zero, eip1822: zero, zos: zero };

describe('proxyFromSlots', () => {
  it('no pointers, no proxy', () => {
    expect(proxyFromSlots(empty, null)).toBeNull();
  });
  it('EIP-1967 implementation with its admin', () => {
    expect(proxyFromSlots({ ...empty, implementation: addressWord(A), admin: addressWord(B) }, null)).toEqual({
      kind: 'eip1967',
      implementation: A,
      admin: B,
      beacon: null,
    });
  });
  it('a beacon leaves the implementation to be asked', () => {
    expect(proxyFromSlots({ ...empty, beacon: addressWord(A) }, null)?.kind).toBe('eip1967_beacon');
  });
  it('UUPS, zos and minimal proxies', () => {
    expect(proxyFromSlots({ ...empty, eip1822: addressWord(A) }, null)?.kind).toBe('eip1822');
    expect(proxyFromSlots({ ...empty, zos: addressWord(A) }, null)?.kind).toBe('zos');
    expect(proxyFromSlots(empty, A)).toMatchObject({ kind: 'eip1167', implementation: A });
  });
  it('a slot holding something that is not an address is no pointer', () => {
    expect(proxyFromSlots({ ...empty, implementation: 'f'.repeat(64) }, null)).toBeNull();
  });
});

describe('sizePair', () => {
  const base = { pair: A, wrappedNative: B, lpTotalSupply: 1000n, lpBurned: 1n, nativeUsd: null };
  it('takes the native side by token0 and doubles it', () => {
    const asToken0 = sizePair({ ...base, token0: B, reserves: [5n * 10n ** 18n, 7n] });
    expect(asToken0.reserveNative).toBe(5n * 10n ** 18n);
    expect(asToken0.reserveToken).toBe(7n);
    expect(asToken0.liquidityNative).toBe(10);
    expect(asToken0.liquidityUsd).toBeNull();
    const asToken1 = sizePair({ ...base, token0: A, reserves: [7n, 5n * 10n ** 18n], nativeUsd: 600 });
    expect(asToken1.liquidityNative).toBe(10);
    expect(asToken1.liquidityUsd).toBe(6000);
    expect(asToken1.lpBurnedShare).toBe(0.001);
  });
  it('unknown answers stay unknown', () => {
    const s = sizePair({ ...base, token0: null, reserves: null, lpTotalSupply: null });
    expect(s.liquidityNative).toBeNull();
    expect(s.lpBurnedShare).toBeNull();
  });
});
