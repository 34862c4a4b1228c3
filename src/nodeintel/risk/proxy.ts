/**
 * Proxy detection from storage slots and code shape: EIP-1967 (implementation, admin, beacon),
 * EIP-1822 (UUPS), OpenZeppelin's older zos slot and EIP-1167 minimal proxies.
 */
import { wordToAddress, ZERO_ADDRESS } from './abi.ts';
import { getStorage, type RiskRpc, tryCall } from './node-reads.ts';
import { minimalProxyTarget } from './opcodes.ts';

export const PROXY_SLOTS = {
  implementation: '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc',
  admin: '0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103',
  beacon: '0xa3f0ad74e5423aebfd80d3ef4346578335a9a72aeaee59ff6cb3582b35133d50',
  eip1822: '0xc5f16f0fcc639fa48a6947836d9850f504798523bf8c9a3a87d5876cf622bcf7',
  zos: '0x7050c9e0f4ca769c69bd3a8ef740bc37934f8e2c036e5a723fd8ee048ed3f8c3',
} as const;

const IMPLEMENTATION_SELECTOR = '5c60da1b';

export type ProxyKind = 'eip1967' | 'eip1967_beacon' | 'eip1822' | 'zos' | 'eip1167';

export interface ProxyInfo {
  kind: ProxyKind;
  implementation: string | null;
  admin: string | null;
  beacon: string | null;
}

type SlotWords = Record<keyof typeof PROXY_SLOTS, string>;

/** A slot word holding a non-zero address, as that address; anything else is no pointer. */
function pointer(word: string): string | null {
  const address = wordToAddress(word);
  return address && address !== ZERO_ADDRESS ? address : null;
}

/** What the slots and the code shape say, before a beacon is asked for its implementation. */
export function proxyFromSlots(words: SlotWords, minimalTarget: string | null): ProxyInfo | null {
  const admin = pointer(words.admin);
  const implementation = pointer(words.implementation);
  if (implementation) return { kind: 'eip1967', implementation, admin, beacon: null };
  const beacon = pointer(words.beacon);
  if (beacon) return { kind: 'eip1967_beacon', implementation: null, admin, beacon };
  const uups = pointer(words.eip1822);
  if (uups) return { kind: 'eip1822', implementation: uups, admin, beacon: null };
  const zos = pointer(words.zos);
  if (zos) return { kind: 'zos', implementation: zos, admin, beacon: null };
  if (minimalTarget) return { kind: 'eip1167', implementation: minimalTarget, admin: null, beacon: null };
  return null;
}

/** Reads the proxy slots of `address` at `block`; a beacon proxy's implementation comes from the beacon. */
export async function resolveProxy(
  rpc: RiskRpc,
  address: string,
  code: Uint8Array,
  block: string,
): Promise<ProxyInfo | null> {
  const names = Object.keys(PROXY_SLOTS) as Array<keyof typeof PROXY_SLOTS>;
  const read = await Promise.all(names.map((name) => getStorage(rpc, address, PROXY_SLOTS[name], block)));
  const words = Object.fromEntries(names.map((name, i) => [name, read[i]!])) as SlotWords;
  const info = proxyFromSlots(words, minimalProxyTarget(code));
  if (info?.kind === 'eip1967_beacon' && info.beacon) {
    const answer = await tryCall(rpc, info.beacon, block, IMPLEMENTATION_SELECTOR);
    info.implementation = answer ? pointer(answer.slice(2, 66)) : null;
  }
  return info;
}
