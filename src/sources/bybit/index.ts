/**
 * Bybit v5 adapter (https://api.bybit.com), linear category: the USDT perpetual universe (paged
 * with a cursor), one derivatives cycle (one tickers call for every contract, then the account
 * ratio per symbol), open-interest history and candles. Bybit counts every public call alike
 * against 600 per 5 s per IP, so everything draws on the `default` bucket with weight 1.
 */

import type { Candle } from '../../market/types.ts';
import {
  attempt,
  type CandleIntervalLive,
  type DerivativesOptions,
  mapConcurrent,
  PER_MARKET_CONCURRENCY,
  type PerpVenueAdapter,
  tidyCandles,
  tidySeries,
  toPoint,
} from '../perps/cycle.ts';
import { onePerSymbol } from '../perps/markets.ts';
import { malformed } from '../perps/parse.ts';
import type { DerivativesCycle, VenueMarket } from '../types.ts';
import type { Upstream } from '../upstream/types.ts';
import { parseAccountRatio, parseInstrumentsPage, parseKlines, parseOpenInterestPage, parseTickers } from './parse.ts';

const INSTRUMENTS_PAGE = 1000;
const OI_PAGE = 200;
const KLINE_PAGE = 1000;
const MAX_PAGES = 50;
const KLINE_INTERVAL: Record<CandleIntervalLive, string> = { '1m': '1', '1h': '60', '1d': 'D' };

export async function fetchMarkets(up: Upstream): Promise<VenueMarket[]> {
  const candidates: VenueMarket[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; ; page++) {
    if (page >= MAX_PAGES) throw malformed(up.name, 'instruments-info', `more than ${MAX_PAGES} pages`);
    const doc = await up.json({
      path: '/v5/market/instruments-info',
      query: { category: 'linear', limit: INSTRUMENTS_PAGE, cursor },
      label: 'instruments-info',
    });
    const { markets, nextCursor } = parseInstrumentsPage(up.name, doc);
    candidates.push(...markets);
    if (nextCursor === null) break;
    // A cursor that comes back again would page forever.
    if (seen.has(nextCursor)) throw malformed(up.name, 'instruments-info', 'nextPageCursor repeats');
    seen.add(nextCursor);
    cursor = nextCursor;
  }
  return onePerSymbol(candidates, async () => {
    const tickers = await fetchTickers(up);
    const sizes = new Map<string, number>();
    for (const m of candidates) {
      const oi = tickers.get(m.instrument)?.openInterest;
      if (oi != null) sizes.set(m.instrument, oi * m.multiplier);
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
  const tickers = await fetchTickers(up);
  // The tickers' fundingIntervalHour is current (Bybit shortens it for capped symbols).
  const current = markets.map((m) => ({
    ...m,
    fundingIntervalHours: tickers.get(m.instrument)?.fundingIntervalHours ?? m.fundingIntervalHours,
  }));
  const ratios =
    opts.ratios === false
      ? null
      : await mapConcurrent(current, PER_MARKET_CONCURRENCY, (m) =>
          tickers.has(m.instrument) ? attempt(() => fetchAccountRatio(up, m.instrument)) : Promise.resolve(null),
        );

  const cycle: DerivativesCycle = { venue: 'bybit', t, markets: current, points: [], skipped: [] };
  current.forEach((market, i) => {
    const entry = tickers.get(market.instrument);
    const ratio = ratios?.[i];
    const outcome = entry
      ? toPoint(market, t, {
          markPrice: entry.markPrice,
          fundingRate: entry.fundingRate,
          intervalHours: market.fundingIntervalHours,
          nextFundingTime: entry.nextFundingTime,
          openInterestUsd:
            entry.openInterestValue ??
            (entry.openInterest !== null && entry.markPrice !== null ? entry.openInterest * entry.markPrice : null),
          longShortRatio: ratio?.ok ? ratio.value : null,
        })
      : 'not in tickers';
    if (typeof outcome === 'string') cycle.skipped.push({ instrument: market.instrument, reason: outcome });
    else cycle.points.push(outcome);
  });
  return cycle;
}

/**
 * Bybit's history counts open interest in quoted units only, so the caller passes a mark price
 * (per asset unit, as DerivativesPoint.markPrice) to turn it into USD.
 */
export async function fetchOpenInterestHistory(
  up: Upstream,
  market: VenueMarket,
  fromMs: number,
  toMs: number,
  markPrice?: number,
): Promise<Array<{ t: number; openInterestUsd: number }>> {
  if (markPrice === undefined || !(markPrice > 0) || !Number.isFinite(markPrice)) {
    throw new RangeError(`bybit open-interest history needs a mark price for ${market.instrument}`);
  }
  const quotedUnitPrice = markPrice * market.multiplier;
  const points: Array<{ t: number; openInterestUsd: number }> = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const doc = await up.json({
      path: '/v5/market/open-interest',
      query: {
        category: 'linear',
        symbol: market.instrument,
        intervalTime: '1h',
        startTime: fromMs,
        endTime: toMs,
        limit: OI_PAGE,
        cursor,
      },
      label: 'open-interest',
    });
    const { points: rows, nextCursor } = parseOpenInterestPage(up.name, doc);
    for (const r of rows) points.push({ t: r.t, openInterestUsd: r.openInterest * quotedUnitPrice });
    if (nextCursor === null || nextCursor === cursor || rows.length === 0) break;
    cursor = nextCursor;
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
  let end = toMs;
  // Pages come newest first: walk back from `toMs` until the window's start is covered.
  for (let page = 0; page < MAX_PAGES && end >= fromMs; page++) {
    const doc = await up.json({
      path: '/v5/market/kline',
      query: {
        category: 'linear',
        symbol: market.instrument,
        interval: KLINE_INTERVAL[interval],
        start: fromMs,
        end,
        limit: KLINE_PAGE,
      },
      label: 'kline',
    });
    const rows = parseKlines(up.name, doc, market.multiplier);
    candles.push(...rows);
    if (rows.length < KLINE_PAGE) break;
    end = Math.min(...rows.map((c) => c.t)) - 1;
  }
  return tidyCandles(candles, fromMs, toMs);
}

async function fetchTickers(up: Upstream) {
  return parseTickers(
    up.name,
    await up.json({ path: '/v5/market/tickers', query: { category: 'linear' }, label: 'tickers' }),
  );
}

async function fetchAccountRatio(up: Upstream, instrument: string): Promise<number | null> {
  return parseAccountRatio(
    up.name,
    await up.json({
      path: '/v5/market/account-ratio',
      query: { category: 'linear', symbol: instrument, period: '5min', limit: 1 },
      label: 'account-ratio',
    }),
  );
}

export const bybitAdapter: PerpVenueAdapter = {
  fetchMarkets,
  fetchDerivatives,
  fetchOpenInterestHistory,
  fetchCandles,
};
