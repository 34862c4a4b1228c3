/**
 * The token's V2 pair with the chain's wrapped native coin (factory.getPair) and its size. The
 * native side's reserve values the pool; dollars need a configured native price.
 */
import { BURN_ADDRESSES, share, toUnits, words, wordToAddress, wordToBigInt, ZERO_ADDRESS } from './abi.ts';
import { type RiskRpc, tryCall } from './node-reads.ts';

const SELECTORS = {
  getPair: 'e6a43905',
  getReserves: '0902f1ac',
  token0: '0dfe1681',
  totalSupply: '18160ddd',
  balanceOf: '70a08231',
} as const;

/** Wrapped native coins (WBNB, WAVAX) have 18 decimals. */
const NATIVE_DECIMALS = 18;

export interface Liquidity {
  pair: string | null;
  reserveToken: bigint | null;
  reserveNative: bigint | null;
  /** Both sides at the pool's own price, in native coins: twice the native reserve. */
  liquidityNative: number | null;
  liquidityUsd: number | null;
  lpTotalSupply: bigint | null;
  /** LP tokens held by the zero and dead addresses, as a fraction of the LP supply. */
  lpBurnedShare: number | null;
}

const NONE: Liquidity = {
  pair: null,
  reserveToken: null,
  reserveNative: null,
  liquidityNative: null,
  liquidityUsd: null,
  lpTotalSupply: null,
  lpBurnedShare: null,
};

/** Sizes a pair from its raw answers; null parts stay null rather than guessed. */
export function sizePair(input: {
  pair: string;
  wrappedNative: string;
  token0: string | null;
  reserves: [bigint, bigint] | null;
  lpTotalSupply: bigint | null;
  lpBurned: bigint | null;
  nativeUsd: number | null;
}): Liquidity {
  const nativeIsToken0 = input.token0 === input.wrappedNative.toLowerCase();
  const known = input.reserves !== null && input.token0 !== null;
  const reserveNative = known ? input.reserves![nativeIsToken0 ? 0 : 1] : null;
  const reserveToken = known ? input.reserves![nativeIsToken0 ? 1 : 0] : null;
  const liquidityNative = reserveNative === null ? null : 2 * toUnits(reserveNative, NATIVE_DECIMALS);
  return {
    pair: input.pair,
    reserveToken,
    reserveNative,
    liquidityNative,
    liquidityUsd: liquidityNative !== null && input.nativeUsd !== null ? liquidityNative * input.nativeUsd : null,
    lpTotalSupply: input.lpTotalSupply,
    lpBurnedShare:
      input.lpTotalSupply !== null && input.lpBurned !== null ? share(input.lpBurned, input.lpTotalSupply) : null,
  };
}

export async function readLiquidity(
  rpc: RiskRpc,
  target: { factory: string; wrappedNative: string; nativeUsd: number | null },
  token: string,
  block: string,
): Promise<Liquidity> {
  const found = await tryCall(rpc, target.factory, block, SELECTORS.getPair, token, target.wrappedNative);
  const pair = found ? wordToAddress(words(found)[0]) : null;
  if (!pair || pair === ZERO_ADDRESS) return NONE;
  const [reservesRaw, token0Raw, lpTotalRaw, ...burnedRaw] = await Promise.all([
    tryCall(rpc, pair, block, SELECTORS.getReserves),
    tryCall(rpc, pair, block, SELECTORS.token0),
    tryCall(rpc, pair, block, SELECTORS.totalSupply),
    ...BURN_ADDRESSES.map((a) => tryCall(rpc, pair, block, SELECTORS.balanceOf, a)),
  ]);
  const reserveWords = reservesRaw ? words(reservesRaw) : [];
  const r0 = wordToBigInt(reserveWords[0]);
  const r1 = wordToBigInt(reserveWords[1]);
  const burned = burnedRaw.map((raw) => (raw ? wordToBigInt(words(raw)[0]) : null));
  return sizePair({
    pair,
    wrappedNative: target.wrappedNative,
    token0: token0Raw ? wordToAddress(words(token0Raw)[0]) : null,
    reserves: r0 !== null && r1 !== null ? [r0, r1] : null,
    lpTotalSupply: lpTotalRaw ? wordToBigInt(words(lpTotalRaw)[0]) : null,
    lpBurned: burned.some((b) => b === null) ? null : burned.reduce((s: bigint, b) => s + b!, 0n),
    nativeUsd: target.nativeUsd,
  });
}
