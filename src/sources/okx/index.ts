/**
 * OKX v5 adapter (https://www.okx.com), SWAP instruments: the live USDT linear swaps, one
 * derivatives cycle (three calls that each cover every swap — funding, open interest, mark
 * price — then the rubik account ratio per contract), open-interest history and candles.
 * OKX limits each endpoint separately; the buckets below carry those limits.
 */

import type { Candle } from '../../market/types.ts';
import {
  attempt,
  type CandleIntervalLive,
  type DerivativesOptions,
  intervalHoursBetween,
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
  type FundingEntry,
  openInterestUsd,
  parseAccountRatio,
  parseCandles,
  parseFundingRates,
  parseInstruments,
  parseMarkPrices,
  parseOpenInterest,
  parseOpenInterestHistory,
} from './parse.ts';

const DEFAULT_FUNDING_HOURS = 8;
const RUBIK_PAGE = 100;
const CANDLE_PAGE = 100;
const MAX_PAGES = 100;
// Daily bars on UTC days, like every other venue's.
const BAR: Record<CandleIntervalLive, string> = { '1m': '1m', '1h': '1H', '1d': '1Dutc' };

export async function fetchMarkets(up: Upstream): Promise<VenueMarket[]> {
  const [instruments, funding] = await Promise.all([
    up.json({
      path: '/api/v5/public/instruments',
      query: { instType: 'SWAP' },
      bucket: 'instruments',
      label: 'instruments',
    }),
    fetchFunding(up),
  ]);
  const candidates = parseInstruments(up.name, instruments);
  for (const m of candidates) m.fundingIntervalHours = intervalOf(funding.get(m.instrument)) ?? DEFAULT_FUNDING_HOURS;
  return onePerSymbol(candidates, async () => {
    const oi = await fetchOpenInterest(up);
    const sizes = new Map<string, number>();
    for (const m of candidates) {
      const entry = oi.get(m.instrument);
      const units = entry?.oiCcy ?? (entry?.oi == null ? null : entry.oi * m.contractSize);
      if (units != null) sizes.set(m.instrument, units * m.multiplier);
    }
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
  const [funding, openInterest, marks] = await Promise.all([
    fetchFunding(up),
    fetchOpenInterest(up),
    up
      .json({ path: '/api/v5/public/mark-price', query: { instType: 'SWAP' }, label: 'mark-price' })
      .then((doc) => parseMarkPrices(up.name, doc)),
  ]);
  const current = markets.map((m) => ({
    ...m,
    fundingIntervalHours: intervalOf(funding.get(m.instrument)) ?? m.fundingIntervalHours,
  }));
  const ratios =
    opts.ratios === false
      ? null
      : await mapConcurrent(current, PER_MARKET_CONCURRENCY, (m) =>
          marks.has(m.instrument) ? attempt(() => fetchAccountRatio(up, m.instrument)) : Promise.resolve(null),
        );

  const cycle: DerivativesCycle = { venue: 'okx', t, markets: current, points: [], skipped: [] };
  current.forEach((market, i) => {
    const f = funding.get(market.instrument);
    const mark = marks.get(market.instrument);
    const oi = openInterest.get(market.instrument);
    const ratio = ratios?.[i];
    let outcome: ReturnType<typeof toPoint>;
    if (!f) outcome = 'not in funding-rate';
    else if (mark === undefined) outcome = 'not in mark-price';
    else if (!oi) outcome = 'not in open-interest';
    else {
      outcome = toPoint(market, t, {
        markPrice: mark,
        fundingRate: f.fundingRate,
        intervalHours: market.fundingIntervalHours,
        nextFundingTime: f.fundingTime,
        openInterestUsd: mark === null ? null : openInterestUsd(oi, market, mark),
        longShortRatio: ratio?.ok ? ratio.value : null,
      });
    }
    if (typeof outcome === 'string') cycle.skipped.push({ instrument: market.instrument, reason: outcome });
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
  let end = toMs;
  // Newest first: walk back from `toMs` by moving `end` below the oldest row seen.
  for (let page = 0; page < MAX_PAGES && end >= fromMs; page++) {
    const doc = await up.json({
      path: '/api/v5/rubik/stat/contracts/open-interest-history',
      query: { instId: market.instrument, period: '1H', begin: fromMs, end, limit: RUBIK_PAGE },
      bucket: 'rubik',
      label: 'open-interest-history',
    });
    const rows = parseOpenInterestHistory(up.name, doc);
    points.push(...rows);
    if (rows.length < RUBIK_PAGE) break;
    end = Math.min(...rows.map((r) => r.t)) - 1;
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
  const candles: Candle[] = [];
  // `after` returns rows older than it, `before` rows newer than it: both bounds are exclusive.
  let after = toMs + 1;
  for (let page = 0; page < MAX_PAGES && after > fromMs; page++) {
    const doc = await up.json({
      path: '/api/v5/market/history-candles',
      query: { instId: market.instrument, bar: BAR[interval], after, before: fromMs - 1, limit: CANDLE_PAGE },
      bucket: 'candles',
      label: 'history-candles',
    });
    const rows = parseCandles(up.name, doc, market);
    candles.push(...rows);
    if (rows.length < CANDLE_PAGE) break;
    after = Math.min(...rows.map((c) => c.t));
  }
  return tidyCandles(candles, fromMs, toMs);
}

function intervalOf(entry: FundingEntry | undefined): number | null {
  return entry ? intervalHoursBetween(entry.fundingTime, entry.nextFundingTime) : null;
}

async function fetchFunding(up: Upstream) {
  return parseFundingRates(
    up.name,
    await up.json({
      path: '/api/v5/public/funding-rate',
      query: { instId: 'ANY' },
      bucket: 'funding',
      label: 'funding-rate',
    }),
  );
}

async function fetchOpenInterest(up: Upstream) {
  return parseOpenInterest(
    up.name,
    await up.json({
      path: '/api/v5/public/open-interest',
      query: { instType: 'SWAP' },
      bucket: 'open-interest',
      label: 'open-interest',
    }),
  );
}

async function fetchAccountRatio(up: Upstream, instrument: string): Promise<number | null> {
  return parseAccountRatio(
    up.name,
    await up.json({
      path: '/api/v5/rubik/stat/contracts/long-short-account-ratio-contract',
      query: { instId: instrument, period: '5m', limit: 1 },
      bucket: 'rubik',
      label: 'long-short-account-ratio-contract',
    }),
  );
}

export const okxAdapter: PerpVenueAdapter = {
  fetchMarkets,
  fetchDerivatives,
  fetchOpenInterestHistory,
  fetchCandles,
};
