/** Static description of the six test assets; magnitudes loosely follow the real coins. */

export interface AssetSpec {
  symbol: string;
  basePrice: number;
  /** Typical daily log-return standard deviation. */
  dailyVol: number;
  /** Correlation of returns with TEST_BTC. */
  btcCorr: number;
  priceDecimals: number;
  volumeDecimals: number;
  /** Typical base-asset volume per day on one venue. */
  dailyVolume: number;
  /** Total open interest across the three venues, in coins. */
  openInterestCoins: number;
  /** Coins per test-whale trade, ~$150-250k at base price. */
  testTradeCoins: number;
  /** Share of the background whale crowd that trades this asset. */
  crowdShare: number;
  /** Typical circulating coins held by large holders (for on-chain metrics). */
  largeHolderCount: number;
  largeHolderBalance: number;
}

export const ASSETS: readonly AssetSpec[] = [
  {
    symbol: 'TEST_BTC',
    basePrice: 65_000,
    dailyVol: 0.028,
    btcCorr: 1,
    priceDecimals: 2,
    volumeDecimals: 4,
    dailyVolume: 24_000,
    openInterestCoins: 160_000,
    testTradeCoins: 3,
    crowdShare: 0.8,
    largeHolderCount: 2_050,
    largeHolderBalance: 7_900_000,
  },
  {
    symbol: 'TEST_ETH',
    basePrice: 3_200,
    dailyVol: 0.036,
    btcCorr: 0.8,
    priceDecimals: 2,
    volumeDecimals: 3,
    dailyVolume: 420_000,
    openInterestCoins: 3_100_000,
    testTradeCoins: 60,
    crowdShare: 0.7,
    largeHolderCount: 1_180,
    largeHolderBalance: 21_500_000,
  },
  {
    symbol: 'TEST_SOL',
    basePrice: 150,
    dailyVol: 0.048,
    btcCorr: 0.7,
    priceDecimals: 3,
    volumeDecimals: 2,
    dailyVolume: 3_200_000,
    openInterestCoins: 30_000_000,
    testTradeCoins: 1_300,
    crowdShare: 0.5,
    largeHolderCount: 5_400,
    largeHolderBalance: 290_000_000,
  },
  {
    symbol: 'TEST_BNB',
    basePrice: 580,
    dailyVol: 0.03,
    btcCorr: 0.65,
    priceDecimals: 2,
    volumeDecimals: 3,
    dailyVolume: 520_000,
    openInterestCoins: 1_300_000,
    testTradeCoins: 330,
    crowdShare: 0.35,
    largeHolderCount: 1_450,
    largeHolderBalance: 118_000_000,
  },
  {
    symbol: 'TEST_ARB',
    basePrice: 1.1,
    dailyVol: 0.055,
    btcCorr: 0.65,
    priceDecimals: 5,
    volumeDecimals: 1,
    dailyVolume: 160_000_000,
    openInterestCoins: 420_000_000,
    testTradeCoins: 180_000,
    crowdShare: 0.3,
    largeHolderCount: 3_900,
    largeHolderBalance: 3_100_000_000,
  },
  {
    symbol: 'TEST_OP',
    basePrice: 2.3,
    dailyVol: 0.055,
    btcCorr: 0.65,
    priceDecimals: 4,
    volumeDecimals: 1,
    dailyVolume: 62_000_000,
    openInterestCoins: 170_000_000,
    testTradeCoins: 85_000,
    crowdShare: 0.3,
    largeHolderCount: 2_600,
    largeHolderBalance: 1_350_000_000,
  },
];

export const TEST_SYMBOLS: readonly string[] = ASSETS.map((a) => a.symbol);

const INDEX = new Map(ASSETS.map((a, i) => [a.symbol, i]));

/** Index of a test symbol, or a coded error the route layer can map. */
export function assetIndex(symbol: string): number {
  const i = INDEX.get(symbol);
  if (i === undefined) {
    const err = new Error(`unknown symbol: ${symbol}`) as Error & { code: string };
    err.code = 'unknown_symbol';
    throw err;
  }
  return i;
}
