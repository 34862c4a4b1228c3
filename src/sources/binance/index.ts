/**
 * Binance USD-M futures adapter (https://fapi.binance.com): the USDT perpetual universe, one
 * derivatives cycle (premiumIndex for all symbols, then open interest and the account
 * long/short ratio per symbol), open-interest history and candles. Requests go through the
 * Upstream, which enforces the budgets below; this module only describes calls and parses.
 */

import type { Candle } from '../../market/types.ts';
import {
  attempt,
  type CandleIntervalLive,
  type DerivativesOptions,
  failureReason,
  INTERVAL_MS,
  mapConcurrent,
  PER_MARKET_CONCURRENCY,
  type PerpVenueAdapter,
  tidyCandles,
  tidySeries,
  toPoint,
} from '../perps/cycle.ts';
import { onePerSymbol } from '../perps/markets.ts';
import type { DerivativesCycle, VenueMarket } from '../types.ts';
import type { Upstream } from '../upstream/types.ts';
import {
  DEFAULT_FUNDING_HOURS,
  klinesWeight,
  parseAccountRatio,
  parseExchangeInfo,
  parseFundingInfo,
  parseKlines,
  parseOpenInterest,
  parseOpenInterestHist,
  parsePremiumIndex,
} from './parse.ts';

const OI_HIST_PAGE = 500;
const KLINES_PAGE = 1000; // weight 5; 1500 would cost 10 for half as many candles again
const MAX_PAGES = 50;

export async function fetchMarkets(up: Upstream): Promise<VenueMarket[]> {
  const info = await up.json({ path: '/fapi/v1/exchangeInfo', weight: 1, label: 'exchangeInfo' });
  const candidates = parseExchangeInfo(up.name, info);
  const hours = await fetchFundingHours(up);
  for (const m of candidates) m.fundingIntervalHours = hours.get(m.instrument) ?? DEFAULT_FUNDING_HOURS;
  return onePerSymbol(candidates, async (instruments) => {
    const sizes = new Map<string, number>();
    await mapConcurrent(instruments, PER_MARKET_CONCURRENCY, async (instrument) => {
      const multiplier = candidates.find((m) => m.instrument === instrument)?.multiplier ?? 1;
      const oi = await attempt(() => fetchOpenInterest(up, instrument));
      if (oi.ok && oi.value !== null) sizes.set(instrument, oi.value * multiplier);
    });
    return sizes;
  });
}

export async function fetchDerivatives(
  up: Upstream,
  markets: VenueMarket[],
  now: () => number,
  opts: DerivativesOptions = {},
): Promise<DerivativesCycle> {
  const t = now();
  const premium = parsePremiumIndex(
    up.name,
    await up.json({ path: '/fapi/v1/premiumIndex', weight: 10, label: 'premiumIndex' }),
  );
  // Intervals change (Binance moves a capped symbol to 1 h or 4 h): refresh them each cycle,
  // keeping the markets' own when the call fails.
  const hours = await attempt(() => fetchFundingHours(up));
  const current = markets.map((m) => ({
    ...m,
    fundingIntervalHours: hours.ok ? (hours.value.get(m.instrument) ?? DEFAULT_FUNDING_HOURS) : m.fundingIntervalHours,
  }));

  const outcomes = await mapConcurrent(current, PER_MARKET_CONCURRENCY, async (market) => {
    const entry = premium.get(market.instrument);
    if (!entry) return 'not in premiumIndex';
    if (entry.markPrice === null) return 'no valid mark price';
    const [oi, ratio] = await Promise.all([
      attempt(() => fetchOpenInterest(up, market.instrument)),
      opts.ratios === false ? null : attempt(() => fetchAccountRatio(up, market.instrument)),
    ]);
    if (!oi.ok) return failureReason('openInterest', oi.error);
    return toPoint(market, t, {
      markPrice: entry.markPrice,
      fundingRate: entry.fundingRate,
      intervalHours: market.fundingIntervalHours,
      nextFundingTime: entry.nextFundingTime,
      // Open interest and mark are both per quoted unit, so no multiplier enters here.
      openInterestUsd: oi.value === null ? null : oi.value * entry.markPrice,
      longShortRatio: ratio?.ok ? ratio.value : null,
    });
  });

  const cycle: DerivativesCycle = { venue: 'binance', t, markets: current, points: [], skipped: [] };
  outcomes.forEach((outcome, i) => {
    if (typeof outcome === 'string') cycle.skipped.push({ instrument: current[i].instrument, reason: outcome });
    else cycle.points.push(outcome);
  });
  return cycle;
}

export async function fetchOpenInterestHistory(
  up: Upstream,
  market: VenueMarket,
  fromMs: number,
  toMs: number,
): Promise<Array<{ t: number; openInterestUsd: number }>> {
  const points: Array<{ t: number; openInterestUsd: number }> = [];
  let startTime = fromMs;
  for (let page = 0; page < MAX_PAGES && startTime <= toMs; page++) {
    const doc = await up.json({
      path: '/futures/data/openInterestHist',
      query: { symbol: market.instrument, period: '1h', startTime, endTime: toMs, limit: OI_HIST_PAGE },
      bucket: 'futures-data',
      label: 'openInterestHist',
    });
    const rows = parseOpenInterestHist(up.name, doc);
    points.push(...rows);
    if (rows.length < OI_HIST_PAGE) break;
    startTime = Math.max(...rows.map((r) => r.t)) + 1;
  }
  return tidySeries(points, fromMs, toMs);
}

export async function fetchCandles(
  up: Upstream,
  market: VenueMarket,
  interval: CandleIntervalLive,
  fromMs: number,
  toMs: number,
): Promise<Candle[]> {
  const step = INTERVAL_MS[interval];
  const candles: Candle[] = [];
  let startTime = fromMs;
  for (let page = 0; page < MAX_PAGES && startTime <= toMs; page++) {
    // Ask for no more than the window holds: small windows cost weight 1 instead of 5.
    const limit = Math.min(KLINES_PAGE, Math.floor((toMs - startTime) / step) + 1);
    const doc = await up.json({
      path: '/fapi/v1/klines',
      query: { symbol: market.instrument, interval, startTime, endTime: toMs, limit },
      weight: klinesWeight(limit),
      label: 'klines',
    });
    const rows = parseKlines(up.name, doc, market.multiplier);
    candles.push(...rows);
    if (rows.length < limit) break;
    startTime = rows[rows.length - 1].t + step;
  }
  return tidyCandles(candles, fromMs, toMs);
}

async function fetchFundingHours(up: Upstream): Promise<Map<string, number>> {
  return parseFundingInfo(
    up.name,
    await up.json({ path: '/fapi/v1/fundingInfo', bucket: 'funding', weight: 1, label: 'fundingInfo' }),
  );
}

async function fetchOpenInterest(up: Upstream, instrument: string): Promise<number | null> {
  return parseOpenInterest(
    up.name,
    await up.json({ path: '/fapi/v1/openInterest', query: { symbol: instrument }, weight: 1, label: 'openInterest' }),
  );
}

async function fetchAccountRatio(up: Upstream, instrument: string): Promise<number | null> {
  return parseAccountRatio(
    up.name,
    await up.json({
      path: '/futures/data/globalLongShortAccountRatio',
      query: { symbol: instrument, period: '5m', limit: 1 },
      bucket: 'futures-data',
      label: 'globalLongShortAccountRatio',
    }),
  );
}

export const binanceAdapter: PerpVenueAdapter = {
  fetchMarkets,
  fetchDerivatives,
  fetchOpenInterestHistory,
  fetchCandles,
};
