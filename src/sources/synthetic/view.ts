/**
 * The sandbox MarketView. Every answer is a function of (seed, symbol, absolute time) seen
 * through the account's clock: ranges are clipped to the last SANDBOX_HISTORY_MS before now()
 * and nothing after now() is ever shown.
 */

import type {
  Candle,
  CandleInterval,
  DerivativesPoint,
  Market,
  MarketSnapshot,
  MarketView,
  Venue,
  WhaleEventQuery,
} from '../../market/types.ts';
import { VENUES } from '../../market/types.ts';
import { ASSETS, assetIndex, TEST_SYMBOLS } from './assets.ts';
import { INTERVAL_MS } from './candles.ts';
import { DerivativesModel } from './derivatives.ts';
import { DAY } from './price.ts';
import { round } from './prng.ts';
import { getWorld } from './world.ts';

export const SANDBOX_SEED = 'msig-sandbox-v1';
export const SANDBOX_HISTORY_MS = 183 * DAY;
/** Guards against accidental huge series (e.g. a one-second step over six months). */
const MAX_SERIES_POINTS = 20_000;

export interface SyntheticViewOptions {
  seed?: string;
  /** The account's sandbox clock, ms. */
  now: () => number;
}

function invalid(message: string): Error {
  const err = new Error(message) as Error & { code: string };
  err.code = 'invalid_argument';
  return err;
}

export function createSyntheticView(opts: SyntheticViewOptions): MarketView {
  const world = getWorld(opts.seed ?? SANDBOX_SEED);
  const { price, whales, onchain } = world;

  /** [from, to] clipped to the visible history, or null when nothing is visible. */
  const clip = (from: number, to: number): [number, number] | null => {
    const now = opts.now();
    const lo = Math.max(from, now - SANDBOX_HISTORY_MS);
    const hi = Math.min(to, now);
    return hi >= lo ? [lo, hi] : null;
  };
  const clampAt = (at: number): number => {
    const now = opts.now();
    return Math.min(now, Math.max(at, now - SANDBOX_HISTORY_MS));
  };

  const venueIndex = (venue: Venue): number => {
    const v = VENUES.indexOf(venue);
    if (v < 0) throw invalid(`unknown venue: ${venue}`);
    return v;
  };

  return {
    world: 'sandbox',

    symbols: () => [...TEST_SYMBOLS],

    async markets(): Promise<Market[]> {
      const out: Market[] = [];
      for (const symbol of TEST_SYMBOLS) {
        out.push({ venue: 'binance', symbol, instrument: `${symbol}USDT`, quote: 'USDT' });
        out.push({ venue: 'bybit', symbol, instrument: `${symbol}USDT`, quote: 'USDT' });
        out.push({ venue: 'okx', symbol, instrument: `${symbol}-USDT-SWAP`, quote: 'USDT' });
      }
      return out;
    },

    async candles(symbol: string, interval: CandleInterval, from: number, to: number): Promise<Candle[]> {
      const a = assetIndex(symbol);
      if (!Object.hasOwn(INTERVAL_MS, interval)) throw invalid(`unknown interval: ${interval}`);
      const r = clip(from, to);
      if (!r) return [];
      return world.candles.build(a, interval, r[0], r[1], opts.now());
    },

    async derivatives(symbol: string, at: number): Promise<DerivativesPoint[]> {
      const a = assetIndex(symbol);
      const t = clampAt(at);
      return world.derivatives.at(a, t).map((f) => DerivativesModel.toPoint(symbol, t, f));
    },

    async derivativesHistory(symbol, venue, from, to, stepMs): Promise<DerivativesPoint[]> {
      const a = assetIndex(symbol);
      const v = venueIndex(venue);
      if (!(stepMs > 0)) throw invalid('stepMs must be positive');
      const r = clip(from, to);
      if (!r) return [];
      // Points sit on multiples of the step, so overlapping requests share identical points.
      let first = Math.ceil(r[0] / stepMs) * stepMs;
      const last = Math.floor(r[1] / stepMs) * stepMs;
      if ((last - first) / stepMs >= MAX_SERIES_POINTS) first = last - (MAX_SERIES_POINTS - 1) * stepMs;
      const out: DerivativesPoint[] = [];
      for (let t = first; t <= last; t += stepMs) {
        out.push(DerivativesModel.toPoint(symbol, t, world.derivatives.one(a, v, t)));
      }
      return out;
    },

    async whales(at: number) {
      return whales.whales(clampAt(at));
    },

    async whalePositions(at: number, symbol?: string) {
      const assets = symbol === undefined ? ASSETS.map((_, i) => i) : [assetIndex(symbol)];
      return whales.positions(clampAt(at), assets);
    },

    async whaleEvents(q: WhaleEventQuery) {
      const assets = q.symbol === undefined ? ASSETS.map((_, i) => i) : [assetIndex(q.symbol)];
      const r = clip(q.from, q.to);
      if (!r) return [];
      return whales.events({
        from: r[0],
        to: r[1],
        assets,
        type: q.type,
        minUsd: q.minUsd,
        address: q.address,
        limit: Math.max(0, Math.floor(q.limit)),
      });
    },

    async onchain(at: number) {
      return onchain.snapshot(clampAt(at));
    },

    async assetOnchain(symbol: string, at: number) {
      return onchain.asset(assetIndex(symbol), clampAt(at));
    },

    async optionsFlow(symbol: string, from: number, to: number) {
      const a = assetIndex(symbol);
      const r = clip(from, to);
      return r ? world.flows.options(a, r[0], r[1]) : [];
    },

    async etfFlows(asset: 'BTC' | 'ETH', from: number, to: number) {
      if (asset !== 'BTC' && asset !== 'ETH') throw invalid(`unknown ETF asset: ${asset}`);
      const r = clip(from, to);
      return r ? world.flows.etf(asset, r[0], r[1], opts.now()) : [];
    },

    async news(from: number, to: number, symbol?: string) {
      const a = symbol === undefined ? undefined : assetIndex(symbol);
      const r = clip(from, to);
      return r ? world.news.items(r[0], r[1], a) : [];
    },

    async snapshot(symbol: string, at: number): Promise<MarketSnapshot> {
      const a = assetIndex(symbol);
      const t = clampAt(at);
      const pd = ASSETS[a].priceDecimals;
      const now = world.derivatives.at(a, t);
      const before = world.derivatives.openInterestAt(a, t - DAY);
      let long = 0;
      let short = 0;
      let longUsd = 0;
      let shortUsd = 0;
      for (const p of whales.positions(t, [a])) {
        if (p.side === 'long') {
          long++;
          longUsd += p.sizeUsd;
        } else {
          short++;
          shortUsd += p.sizeUsd;
        }
      }
      return {
        symbol,
        t,
        price: round(price.price(a, t), pd),
        price24hAgo: round(price.price(a, t - DAY), pd),
        derivatives: now.map((f, v) => ({
          venue: f.venue,
          fundingRate: f.fundingRate,
          openInterestUsd: f.openInterestUsd,
          openInterestUsd24hAgo: before[v],
          longShortRatio: f.longShortRatio,
        })),
        whales: {
          long,
          short,
          longNotionalUsd: longUsd,
          shortNotionalUsd: shortUsd,
          netFlow24hUsd: whales.netFlow(a, t - DAY, t),
        },
        onchain: {
          mvrv: onchain.mvrv(a, t),
          exchangeNetflow24hUsd: onchain.exchangeNetflow24h(a, t),
          stablecoinSupplyChange7d: onchain.stablecoinChange7d(t),
        },
      };
    },
  };
}
