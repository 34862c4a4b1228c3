/**
 * The chains Node Intelligence serves and the V2 DEX each is checked against. Router, factory
 * and wrapped-native addresses are the public mainnet ones (docs/sources.md) unless the operator
 * overrides them (NODE_INTEL_<CHAIN>_ROUTER / _FACTORY / _WRAPPED_NATIVE), as tests do to point
 * a chain at a local node's contracts.
 */
import { type Hex, normalizeAddress } from './hex.ts';

export const CHAIN_NAMES = ['bsc', 'avalanche'] as const;
export type ChainName = (typeof CHAIN_NAMES)[number];

export function isChainName(value: unknown): value is ChainName {
  return typeof value === 'string' && (CHAIN_NAMES as readonly string[]).includes(value);
}

/**
 * How the router names its native-coin swaps: Uniswap-style (`…ETH…`) or Trader Joe V1 (`…AVAX…`).
 * Token-to-token swaps after wrapping are the same on both.
 */
export type RouterFlavour = 'uniswap-v2' | 'traderjoe-v1';

export interface ChainSpec {
  name: ChainName;
  chainId: number;
  nativeSymbol: string;
  dex: string;
  routerFlavour: RouterFlavour;
  router: Hex;
  factory: Hex;
  wrappedNative: Hex;
  /** Quote tokens besides the wrapped native coin, for finding a token's pools. */
  stableTokens: Hex[];
}

export interface ChainOverride {
  router?: string;
  factory?: string;
  wrappedNative?: string;
}

export interface NodeIntelConfig {
  /**
   * A chain id accepted for every chain besides its own (anvil's 31337 for local tests): such a
   * node stands in for bsc or avalanche, with the contract addresses the overrides name.
   */
  extraChainId: number | null;
  overrides: Partial<Record<ChainName, ChainOverride>>;
  /** Monthly price of one enabled chain (NODE_INTEL_PRICE_USD_PER_CHAIN); null: set by contract. */
  pricePerChainUsdMonth: number | null;
}

const DEFAULTS: Record<ChainName, ChainSpec> = {
  bsc: {
    name: 'bsc',
    chainId: 56,
    nativeSymbol: 'BNB',
    dex: 'PancakeSwap V2',
    routerFlavour: 'uniswap-v2',
    router: '0x10ed43c718714eb63d5aa57b78b54704e256024e',
    factory: '0xca143ce32fe78f1f7019d7d551a6402fc5350c73',
    wrappedNative: '0xbb4cdb9cbd36b01bd1cbaebf2de08d9173bc095c',
    stableTokens: ['0x55d398326f99059ff775485246999027b3197955', '0xe9e7cea3dedca5984780bafc599bd69add087d56'],
  },
  avalanche: {
    name: 'avalanche',
    chainId: 43114,
    nativeSymbol: 'AVAX',
    dex: 'Trader Joe V1',
    routerFlavour: 'traderjoe-v1',
    router: '0x60ae616a2155ee3d9a68541ba4544862310933d4',
    factory: '0x9ad6c38be94206ca50bb0d90783181662f0cfa10',
    wrappedNative: '0xb31f66aa3c1e785363f0875a1b74e27b85fd66c7',
    stableTokens: ['0xb97ef9ef8734c71904d8002f8b6bc66dd9c48a6e', '0x9702230a8ea53601f5cd2dc00fdbc13d4df4a8c7'],
  },
};

/** The spec of one chain with the operator's overrides applied. */
export function chainSpec(name: ChainName, config?: NodeIntelConfig): ChainSpec {
  const base = DEFAULTS[name];
  const o = config?.overrides[name] ?? {};
  return {
    ...base,
    stableTokens: [...base.stableTokens],
    router: o.router ? normalizeAddress(o.router) : base.router,
    factory: o.factory ? normalizeAddress(o.factory) : base.factory,
    wrappedNative: o.wrappedNative ? normalizeAddress(o.wrappedNative) : base.wrappedNative,
  };
}

/** Whether a node reporting `chainId` may serve `name`. */
export function acceptsChainId(name: ChainName, chainId: number, config?: NodeIntelConfig): boolean {
  return chainId === DEFAULTS[name].chainId || (config?.extraChainId != null && chainId === config.extraChainId);
}

/**
 * Reads NODE_INTEL_EXTRA_CHAIN_ID, the per-chain address overrides and the per-chain price from the environment;
 * every problem is pushed to `problems` (config.ts reports them all at once).
 */
export function readNodeIntelConfig(env: Record<string, string | undefined>, problems: string[]): NodeIntelConfig {
  const value = (name: string) => {
    const v = env[name]?.trim();
    return v === '' ? undefined : v;
  };
  let extraChainId: number | null = null;
  const rawId = value('NODE_INTEL_EXTRA_CHAIN_ID');
  if (rawId !== undefined) {
    const n = Number(rawId);
    if (!Number.isSafeInteger(n) || n < 1)
      problems.push(`NODE_INTEL_EXTRA_CHAIN_ID must be a positive integer, got "${rawId}"`);
    else extraChainId = n;
  }
  const overrides: NodeIntelConfig['overrides'] = {};
  for (const chain of CHAIN_NAMES) {
    const o: ChainOverride = {};
    for (const [field, suffix] of [
      ['router', 'ROUTER'],
      ['factory', 'FACTORY'],
      ['wrappedNative', 'WRAPPED_NATIVE'],
    ] as const) {
      const key = `NODE_INTEL_${chain.toUpperCase()}_${suffix}`;
      const raw = value(key);
      if (raw === undefined) continue;
      if (!/^0x[0-9a-fA-F]{40}$/.test(raw)) problems.push(`${key} must be a 0x-prefixed 20-byte address`);
      else o[field] = raw.toLowerCase();
    }
    if (Object.keys(o).length > 0) overrides[chain] = o;
  }
  let pricePerChainUsdMonth: number | null = null;
  const rawPrice = value('NODE_INTEL_PRICE_USD_PER_CHAIN');
  if (rawPrice !== undefined) {
    const n = Number(rawPrice);
    if (!Number.isFinite(n) || n < 0)
      problems.push(`NODE_INTEL_PRICE_USD_PER_CHAIN must be a number >= 0, got "${rawPrice}"`);
    else pricePerChainUsdMonth = n;
  }
  return { extraChainId, overrides, pricePerChainUsdMonth };
}
