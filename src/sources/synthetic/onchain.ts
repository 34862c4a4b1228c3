/**
 * On-chain figures tied to the synthetic prices: chain TVL follows its native asset, DEX volume
 * follows volatility, holder accumulation runs against the premium to cost basis (dips are
 * bought), and exchange flows mirror accumulation.
 */

import type { AssetOnchain, OnchainParts } from '../../market/types.ts';
import { ASSETS } from './assets.ts';
import type { PriceModel } from './price.ts';
import { DAY, HOUR } from './price.ts';
import { clamp, hashString, round, valueNoise } from './prng.ts';

const YEAR = 365 * DAY;
const GROWTH_ANCHOR = Date.UTC(2025, 0, 1);

/** chain, TVL at base prices, DEX volume per day, linked asset, price beta. */
const CHAINS: Array<[string, number, number, number, number]> = [
  ['Ethereum', 62e9, 1.6e9, 1, 0.9],
  ['Solana', 9.5e9, 2.2e9, 2, 0.9],
  ['BSC', 5.8e9, 1.4e9, 3, 0.8],
  ['Arbitrum', 3.1e9, 0.6e9, 4, 0.7],
  ['Base', 3.4e9, 0.9e9, 1, 0.8],
  ['Avalanche', 1.5e9, 0.12e9, 0, 0.9],
  ['Optimism', 0.75e9, 0.06e9, 5, 0.7],
  ['Tron', 8.2e9, 0.08e9, 0, 0.3],
  ['Polygon', 0.95e9, 0.15e9, 1, 0.8],
];

/** pool, project, chain, symbol, base APY (fraction), base TVL. */
const POOLS: Array<[string, string, string, string, number, number]> = [
  ['lido-steth', 'lido', 'Ethereum', 'STETH', 0.031, 24e9],
  ['aave-v3-eth-usdc', 'aave-v3', 'Ethereum', 'USDC', 0.048, 2.1e9],
  ['ethena-susde', 'ethena', 'Ethereum', 'SUSDE', 0.09, 3.5e9],
  ['jito-jitosol', 'jito', 'Solana', 'JITOSOL', 0.072, 2.5e9],
  ['pendle-pt-susde', 'pendle', 'Ethereum', 'PT-SUSDE', 0.12, 0.4e9],
  ['curve-3pool', 'curve-dex', 'Ethereum', 'DAI-USDC-USDT', 0.025, 0.2e9],
  ['gmx-v2-eth-usdc', 'gmx-v2', 'Arbitrum', 'WETH-USDC', 0.14, 0.3e9],
  ['aerodrome-usdc-aero', 'aerodrome', 'Base', 'USDC-AERO', 0.25, 0.08e9],
  ['pancakeswap-cake-bnb', 'pancakeswap', 'BSC', 'CAKE-WBNB', 0.18, 0.1e9],
  ['compound-v3-arb-usdc', 'compound-v3', 'Arbitrum', 'USDC', 0.05, 0.3e9],
];

/** Block 840,000 (the 2024 halving) and Ethereum block height anchors. */
const BTC_ANCHOR_T = Date.UTC(2024, 3, 20, 0, 9);
const BTC_ANCHOR_H = 840_000;
const ETH_ANCHOR_T = Date.UTC(2025, 0, 1);
const ETH_ANCHOR_N = 21_525_000;

export class OnchainModel {
  private readonly key: number;
  private readonly assetKeys: number[];

  constructor(
    private readonly model: PriceModel,
    seed: string,
  ) {
    this.key = hashString(`${seed}|onchain`);
    this.assetKeys = ASSETS.map((s) => hashString(`${seed}|${s.symbol}|onchain`));
  }

  private n(tag: number, t: number, period: number): number {
    return valueNoise(this.key ^ Math.imul(tag + 1, 0x9e3779b1), t, period);
  }

  stablecoinSupply(t: number): number {
    const years = (t - GROWTH_ANCHOR) / YEAR;
    return 165e9 * Math.exp(0.12 * years + 0.02 * this.n(100, t, 40 * DAY) + 0.002 * this.n(101, t, 6 * DAY));
  }

  stablecoinChange(t: number, days: number): number {
    return round(this.stablecoinSupply(t) / this.stablecoinSupply(t - days * DAY) - 1, 6);
  }

  stablecoinChange7d(t: number): number {
    return this.stablecoinChange(t, 7);
  }

  private dexByChain(t: number): Record<string, number> {
    const m = this.model;
    const dex: Record<string, number> = {};
    CHAINS.forEach(([chain, , dexBase, a], i) => {
      const rel = m.logPrice(a, t) - Math.log(ASSETS[a].basePrice);
      dex[chain] = Math.round(dexBase * m.regime(a, t) * Math.exp(0.5 * rel + 0.15 * this.n(20 + i, t, 3 * DAY)));
    });
    return dex;
  }

  /** Every market-wide part as of `t`, in the shapes the live collectors store. */
  parts(t: number): OnchainParts {
    const m = this.model;
    const tvl: Record<string, number> = {};
    CHAINS.forEach(([chain, tvlBase, , a, beta], i) => {
      const rel = m.logPrice(a, t) - Math.log(ASSETS[a].basePrice);
      tvl[chain] = Math.round(tvlBase * Math.exp(beta * rel + 0.08 * this.n(i, t, 20 * DAY)));
    });
    const dex = this.dexByChain(t);
    const sum = (r: Record<string, number>) => Object.values(r).reduce((s, v) => s + v, 0);
    const dexTotal = sum(dex);
    const pools = POOLS.map(([pool, project, chain, symbol, apy, tvlUsd], i) => {
      const total = round(apy * Math.exp(0.25 * this.n(40 + i, t, 5 * DAY)), 5);
      // Incentivised pools pay part of their yield in reward tokens.
      const reward = i % 3 === 2 ? round(total * 0.4, 5) : null;
      return {
        pool,
        project,
        chain,
        symbol,
        apy: total,
        apyBase: reward === null ? total : round(total - reward, 5),
        apyReward: reward,
        tvlUsd: Math.round(tvlUsd * Math.exp(0.1 * this.n(60 + i, t, 15 * DAY))),
      };
    });
    const height = BTC_ANCHOR_H + Math.floor((t - BTC_ANCHOR_T) / 600_000);
    const epochStart = BTC_ANCHOR_T + (Math.floor(height / 2016) * 2016 - BTC_ANCHOR_H) * 600_000;
    const hashrate = this.hashrate(t) * Math.exp(0.04 * this.n(81, t, 2 * DAY));
    const difficulty = Math.round((this.hashrate(epochStart) * 1e18 * 600) / 2 ** 32);
    const epochBlocks = height - Math.floor(height / 2016) * 2016;
    const hour = (t % DAY) / HOUR;
    const busy = Math.cos(((hour - 15) * Math.PI) / 12);
    const mempool = 45_000 * Math.exp(0.6 * this.n(82, t, 6 * HOUR) + 0.25 * busy);
    const fast = 3 + 22 * (mempool / 100_000) ** 1.5;
    const baseFee = 6 * Math.exp(0.5 * this.n(83, t, 8 * HOUR) + 0.35 * busy);
    const tip = 0.05 + 1.2 * (0.5 + 0.5 * this.n(84, t, 3 * HOUR)) ** 2;
    return {
      tvl: { byChain: tvl },
      stablecoins: {
        supplyUsd: Math.round(this.stablecoinSupply(t)),
        change1d: this.stablecoinChange(t, 1),
        change7d: this.stablecoinChange(t, 7),
        change30d: this.stablecoinChange(t, 30),
      },
      dex: { volume24hUsd: dexTotal, byChain: dex, change1d: round(dexTotal / sum(this.dexByChain(t - DAY)) - 1, 4) },
      yields: { pools },
      bitcoin: {
        blockHeight: height,
        hashrateEhs: round(hashrate, 1),
        // Difficulty only retargets every 2016 blocks, from the hashrate at the epoch start.
        difficulty,
        mempoolTxCount: Math.round(mempool),
        mempoolVsize: Math.round(mempool * 560),
        fees: {
          fastest: round(fast, 1),
          halfHour: round(fast * 0.8, 1),
          hour: round(fast * 0.55, 1),
          economy: round(Math.max(1, fast * 0.3), 1),
          minimum: 1,
        },
        difficultyAdjustment: {
          progressPercent: round((epochBlocks / 2016) * 100, 2),
          changePercent: round((hashrate / this.hashrate(epochStart) - 1) * 100, 2),
          remainingBlocks: 2016 - epochBlocks,
          estimatedRetargetAt: t + (2016 - epochBlocks) * 600_000,
        },
      },
      gas: {
        blockNumber: ETH_ANCHOR_N + Math.floor((t - ETH_ANCHOR_T) / 12_000),
        baseFeeGwei: round(baseFee, 3),
        nextBaseFeeGwei: round(baseFee * (1 + 0.1 * this.n(85, t, HOUR)), 3),
        priorityFeeGwei: { slow: round(tip * 0.4, 3), standard: round(tip, 3), fast: round(tip * 2.2, 3) },
      },
    };
  }

  private hashrate(t: number): number {
    return 650 * Math.exp((0.45 * (t - GROWTH_ANCHOR)) / YEAR + 0.05 * this.n(80, t, 30 * DAY));
  }

  mvrv(a: number, t: number): number {
    const premium = this.model.logPrice(a, t) - this.model.logTrend(a, t - 30 * DAY);
    return round(clamp(1.6 * Math.exp(1.5 * premium), 0.7, 3.6), 4);
  }

  /** Holder accumulation pressure: positive when large holders are adding. */
  private accumulation(a: number, t: number): number {
    const discount = -(this.model.logSlow(a, t) - this.model.logTrend(a, t - 30 * DAY)) / 0.15;
    return 0.8 * valueNoise(this.assetKeys[a], t, 20 * DAY) + 0.6 * clamp(discount, -1.5, 1.5);
  }

  exchangeNetflow24h(a: number, t: number): number {
    const spec = ASSETS[a];
    const scale = 0.12 * spec.dailyVolume * spec.basePrice;
    const c = this.accumulation(a, t);
    return Math.round(-scale * (0.6 * c + 0.4 * valueNoise(this.assetKeys[a] ^ 0x51ed, t, 12 * HOUR)));
  }

  private largeTx(a: number, t: number): number {
    const spec = ASSETS[a];
    const base = (spec.dailyVolume * spec.basePrice) / 250_000;
    const c = this.accumulation(a, t);
    const noise = Math.exp(0.15 * valueNoise(this.assetKeys[a] ^ 0x7a3, t, DAY));
    return base * this.model.regime(a, t) * noise * (1 + 0.25 * Math.abs(c));
  }

  asset(a: number, t: number): AssetOnchain {
    const spec = ASSETS[a];
    const c = this.accumulation(a, t);
    const c30 = this.accumulation(a, t - 30 * DAY);
    let week = 0;
    for (let i = 0; i < 7; i++) week += this.largeTx(a, t - i * DAY);
    return {
      symbol: spec.symbol,
      t,
      mvrv: this.mvrv(a, t),
      exchangeNetflow24hUsd: this.exchangeNetflow24h(a, t),
      largeHolderCount: Math.round(spec.largeHolderCount * Math.exp(0.04 * c)),
      largeHolderCount30dAgo: Math.round(spec.largeHolderCount * Math.exp(0.04 * c30)),
      largeHolderBalance: Math.round(spec.largeHolderBalance * Math.exp(0.05 * c)),
      largeTxCount24h: Math.round(this.largeTx(a, t)),
      largeTxCount7dAvg: Math.round(week / 7),
    };
  }
}
