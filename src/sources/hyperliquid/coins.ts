/**
 * Hyperliquid coin names to canonical symbols. Perps are bare tickers ("BTC"); a lower-case `k`
 * marks a 1000× contract ("kPEPE" trades 1000 PEPE, its price is per 1000); spot pairs appear
 * as "@107" or "PURR/USDC"; builder-deployed (HIP-3) perps as "dex:COIN". Only main-dex perps
 * are ours: the rest would collide with the main perp of the same name.
 */
import { normaliseSymbol } from '../../market/symbols.ts';

export type CoinReading = { symbol: string; multiplier: number } | { skip: string };

const THOUSANDS = /^k[A-Z0-9]+$/;

export function readCoin(coin: unknown): CoinReading {
  if (typeof coin !== 'string' || coin === '') return { skip: 'coin missing' };
  if (coin.startsWith('@') || coin.includes('/')) return { skip: 'spot pair' };
  if (coin.includes(':')) return { skip: 'builder-dex (HIP-3) perp' };
  // The venue's own rule, so every k-prefixed coin is read as 1000×, listed in symbols.ts or not.
  const thousands = THOUSANDS.test(coin);
  const symbol = normaliseSymbol(thousands ? coin.slice(1) : coin);
  if (symbol === null) return { skip: 'unreadable coin name' };
  return { symbol, multiplier: thousands ? 1000 : 1 };
}
