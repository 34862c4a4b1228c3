import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { acceptsChainId, CHAIN_NAMES, chainSpec, isChainName, readNodeIntelConfig } from './chains.ts';

describe('node intelligence chains', () => {
  it('defaults: BSC is PancakeSwap V2 on 56, Avalanche is Trader Joe V1 on 43114', () => {
    expect(chainSpec('bsc')).toMatchObject({
      chainId: 56,
      routerFlavour: 'uniswap-v2',
      router: '0x10ed43c718714eb63d5aa57b78b54704e256024e',
    });
    expect(chainSpec('avalanche')).toMatchObject({
      chainId: 43114,
      routerFlavour: 'traderjoe-v1',
      wrappedNative: '0xb31f66aa3c1e785363f0875a1b74e27b85fd66c7',
    });
    expect(CHAIN_NAMES.every(isChainName)).toBe(true);
    expect(isChainName('eth')).toBe(false);
  });

  it('accepts each chain’s own id, and the extra id for any chain', () => {
    const problems: string[] = [];
    const cfg = readNodeIntelConfig({ NODE_INTEL_EXTRA_CHAIN_ID: '31337' }, problems);
    expect(problems).toEqual([]);
    expect(acceptsChainId('bsc', 56, cfg)).toBe(true);
    expect(acceptsChainId('bsc', 43114, cfg)).toBe(false);
    expect(acceptsChainId('avalanche', 31337, cfg)).toBe(true);
    expect(acceptsChainId('bsc', 31337, readNodeIntelConfig({}, []))).toBe(false);
  });

  it('applies address overrides per chain, lower-cased', () => {
    const router = `0x${'AB'.repeat(20)}`;
    const cfg = readNodeIntelConfig(
      { NODE_INTEL_BSC_ROUTER: router, NODE_INTEL_BSC_WRAPPED_NATIVE: `0x${'cd'.repeat(20)}` },
      [],
    );
    expect(chainSpec('bsc', cfg).router).toBe(router.toLowerCase());
    expect(chainSpec('bsc', cfg).wrappedNative).toBe(`0x${'cd'.repeat(20)}`);
    expect(chainSpec('bsc', cfg).factory).toBe(chainSpec('bsc').factory);
    expect(chainSpec('avalanche', cfg).router).toBe(chainSpec('avalanche').router);
  });

  it('lists every bad value at boot', () => {
    expect(() =>
      loadConfig({
        NODE_INTEL_EXTRA_CHAIN_ID: 'abc',
        NODE_INTEL_AVALANCHE_FACTORY: '0x12',
        NODE_INTEL_PRICE_USD_PER_CHAIN: '-1',
      }),
    ).toThrow(/NODE_INTEL_EXTRA_CHAIN_ID[\s\S]*NODE_INTEL_AVALANCHE_FACTORY[\s\S]*NODE_INTEL_PRICE_USD_PER_CHAIN/);
    expect(loadConfig({ NODE_INTEL_PRICE_USD_PER_CHAIN: '49' }).nodeIntel).toEqual({
      extraChainId: null,
      overrides: {},
      pricePerChainUsdMonth: 49,
    });
  });
});
