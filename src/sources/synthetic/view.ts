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
  OnchainPart,
  OnchainReading,
  RangeSeries,
  Venue,
  WhaleEventQuery,
} from '../../market/types.ts';
import { SANDBOX_VENUES } from '../../market/types.ts';
import { tallyPositions } from '../../market/whale-tally.ts';
import { ASSETS, assetIndex, TEST_SYMBOLS } from './assets.ts';
import { INTERVAL_MS } from './candles.ts';
import { DerivativesModel } from './derivatives.ts';
import { DAY } from './price.ts';
import { round } from './prng.ts';
import { getWorld, type World } from './world.ts';

export const SANDBOX_SEED = 'msig-sandbox-v1';
export const SANDBOX_HISTORY_MS = 183 * DAY;
/** Guards against accidental huge series (e.g. a one-second step over six months). */
const MAX_SERIES_POINTS = 20_000;

export interface SyntheticViewOptions {
  seed?: string;
  /** The account's sandbox clock, ms: a fixed instant, or a function read on each use. */
  now: (() => number) | number;
}

function invalid(message: string): Error {
  const err = new Error(message) as Error & { code: string };
  err.code = 'invalid_argument';
  return err;
}

/**
 * A class rather than an object of closures: a view is made per request (it carries that
 * request's clock), and methods on a prototype cost nothing to construct.
 */
class SyntheticView implements MarketView {
  readonly world = 'sandbox' as const;
  readonly venues = SANDBOX_VENUES;
  private readonly w: World;

  constructor(private readonly opts: SyntheticViewOptions) {
    this.w = getWorld(opts.seed ?? SANDBOX_SEED);
  }

  private now(): number {
    const now = this.opts.now;
    return typeof now === 'number' ? now : now();
  }

  /** [from, to] clipped to the visible history, or null when nothing is visible. */
  private clip(from: number, to: number): [number, number] | null {
    const now = this.now();
    const lo = Math.max(from, now - SANDBOX_HISTORY_MS);
    const hi = Math.min(to, now);
    return hi >= lo ? [lo, hi] : null;
  }

  private clampAt(at: number): number {
    const now = this.now();
    return Math.min(now, Math.max(at, now - SANDBOX_HISTORY_MS));
  }

  /** The venue's index in the simulation, or -1 for a venue the sandbox does not simulate. */
  private venueIndex(venue: Venue): number {
    return (SANDBOX_VENUES as readonly Venue[]).indexOf(venue);
  }

  symbols(): string[] {
    return [...TEST_SYMBOLS];
  }

  async markets(): Promise<Market[]> {
    const out: Market[] = [];
    for (const symbol of TEST_SYMBOLS) {
      out.push({ venue: 'binance', symbol, instrument: `${symbol}USDT`, quote: 'USDT' });
      out.push({ venue: 'bybit', symbol, instrument: `${symbol}USDT`, quote: 'USDT' });
      out.push({ venue: 'okx', symbol, instrument: `${symbol}-USDT-SWAP`, quote: 'USDT' });
    }
    return out;
  }

  async candles(symbol: string, interval: CandleInterval, from: number, to: number): Promise<Candle[]> {
    const a = assetIndex(symbol);
    if (!Object.hasOwn(INTERVAL_MS, interval)) throw invalid(`unknown interval: ${interval}`);
    const r = this.clip(from, to);
    if (!r) return [];
    return this.w.candles.build(a, interval, r[0], r[1], this.now());
  }

  async derivatives(symbol: string, at: number): Promise<DerivativesPoint[]> {
    const a = assetIndex(symbol);
    const t = this.clampAt(at);
    return this.w.derivatives.at(a, t).map((f) => DerivativesModel.toPoint(symbol, t, f));
  }

  async derivativesHistory(
    symbol: string,
    venue: Venue,
    from: number,
    to: number,
    stepMs: number,
  ): Promise<DerivativesPoint[]> {
    const a = assetIndex(symbol);
    const v = this.venueIndex(venue);
    if (v < 0) return [];
    if (!(stepMs > 0)) throw invalid('stepMs must be positive');
    const r = this.clip(from, to);
    if (!r) return [];
    // Points sit on multiples of the step, so overlapping requests share identical points.
    let first = Math.ceil(r[0] / stepMs) * stepMs;
    const last = Math.floor(r[1] / stepMs) * stepMs;
    if ((last - first) / stepMs >= MAX_SERIES_POINTS) first = last - (MAX_SERIES_POINTS - 1) * stepMs;
    const out: DerivativesPoint[] = [];
    for (let t = first; t <= last; t += stepMs) {
      out.push(DerivativesModel.toPoint(symbol, t, this.w.derivatives.one(a, v, t)));
    }
    return out;
  }

  async whales(at: number) {
    return this.w.whales.whales(this.clampAt(at));
  }

  async whalePositions(at: number, symbol?: string) {
    const assets = symbol === undefined ? ASSETS.map((_, i) => i) : [assetIndex(symbol)];
    return this.w.whales.positions(this.clampAt(at), assets);
  }

  async whaleEvents(q: WhaleEventQuery) {
    let assets = q.symbol === undefined ? ASSETS.map((_, i) => i) : [assetIndex(q.symbol)];
    if (q.symbols !== undefined) {
      const only = new Set(q.symbols.map(assetIndex));
      assets = assets.filter((a) => only.has(a));
    }
    const r = this.clip(q.from, q.to);
    if (!r || assets.length === 0) return [];
    return this.w.whales.events({
      from: r[0],
      to: r[1],
      assets,
      type: q.type,
      side: q.side,
      minUsd: q.minUsd,
      address: q.address,
      limit: Math.max(0, Math.floor(q.limit)),
    });
  }

  async onchain<P extends OnchainPart>(part: P, at: number): Promise<OnchainReading<P>> {
    const t = this.clampAt(at);
    return { t, value: this.w.onchain.parts(t)[part] };
  }

  async assetOnchain(symbol: string, at: number) {
    return this.w.onchain.asset(assetIndex(symbol), this.clampAt(at));
  }

  async optionsFlow(symbol: string, from: number, to: number) {
    const a = assetIndex(symbol);
    const r = this.clip(from, to);
    return r ? this.w.flows.options(a, r[0], r[1]) : [];
  }

  async newestOf(_series: RangeSeries, at: number) {
    // The synthetic series are generated up to any instant: never quiet.
    return this.clampAt(at);
  }

  async optionsSummary(symbol: string, at: number) {
    return this.w.flows.optionsSummary(assetIndex(symbol), this.clampAt(at));
  }

  async etfFlows(asset: 'BTC' | 'ETH', from: number, to: number) {
    if (asset !== 'BTC' && asset !== 'ETH') throw invalid(`unknown ETF asset: ${asset}`);
    const r = this.clip(from, to);
    return r ? this.w.flows.etf(asset, r[0], r[1], this.now()) : [];
  }

  async news(from: number, to: number, symbol?: string) {
    const a = symbol === undefined ? undefined : assetIndex(symbol);
    const r = this.clip(from, to);
    return r ? this.w.news.items(r[0], r[1], a) : [];
  }

  async snapshot(symbol: string, at: number): Promise<MarketSnapshot> {
    const a = assetIndex(symbol);
    const t = this.clampAt(at);
    const pd = ASSETS[a].priceDecimals;
    const now = this.w.derivatives.at(a, t);
    const before = this.w.derivatives.openInterestAt(a, t - DAY);
    const tally = tallyPositions(this.w.whales.positions(t, [a]));
    return {
      symbol,
      t,
      price: round(this.w.price.price(a, t), pd),
      price24hAgo: round(this.w.price.price(a, t - DAY), pd),
      derivatives: now.map((f, v) => ({
        venue: f.venue,
        fundingRate: f.fundingRate,
        openInterestUsd: f.openInterestUsd,
        openInterestUsd24hAgo: before[v],
        longShortRatio: f.longShortRatio,
      })),
      whales: { ...tally, netFlow24hUsd: this.w.whales.netFlow(a, t - DAY, t) },
      onchain: {
        mvrv: this.w.onchain.mvrv(a, t),
        exchangeNetflow24hUsd: this.w.onchain.exchangeNetflow24h(a, t),
        stablecoinSupplyChange7d: this.w.onchain.stablecoinChange7d(t),
      },
      missing: [],
    };
  }
}

export function createSyntheticView(opts: SyntheticViewOptions): MarketView {
  return new SyntheticView(opts);
}
