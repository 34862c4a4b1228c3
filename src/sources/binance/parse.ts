/**
 * Binance USD-M answers → our types. Pure functions: the adapter (index.ts) does the I/O.
 * Wire facts: decimals are strings, timestamps numbers (the /futures/data endpoints may send
 * them as strings, as the docs' examples do), and an error is `{code: <negative>, msg}`.
 */
import type { Candle } from '../../market/types.ts';
import { canonicalFromBase } from '../perps/markets.ts';
import {
  candleFromRow,
  decimal,
  isRow,
  listOf,
  positiveDecimal,
  requireKeys,
  rowOf,
  timestampMs,
} from '../perps/parse.ts';
import type { VenueMarket } from '../types.ts';
import { UpstreamError } from '../upstream/types.ts';

/** Binance's own default when fundingInfo does not list a symbol. */
export const DEFAULT_FUNDING_HOURS = 8;

/** `{code:-1121,"msg":"Invalid symbol."}` answered with HTTP 200 is still an error. */
export function throwIfError(upstream: string, label: string, doc: unknown): void {
  if (isRow(doc) && typeof doc.code === 'number' && doc.code < 0) {
    throw new UpstreamError(upstream, 'upstream', `${label}: code ${doc.code}: ${String(doc.msg ?? '')}`);
  }
}

/**
 * The USDT-margined crypto perpetuals that are trading: no dated futures, no USDC contracts, no
 * settling or pending symbols, no equity or commodity underlyings (when the venue says which).
 */
export function parseExchangeInfo(upstream: string, doc: unknown): VenueMarket[] {
  const label = 'exchangeInfo';
  throwIfError(upstream, label, doc);
  const symbols = rowOf(upstream, label, doc).symbols;
  const rows = listOf(upstream, `${label}.symbols`, symbols);
  requireKeys(upstream, `${label}.symbols`, rows, ['symbol', 'contractType', 'status', 'quoteAsset', 'baseAsset']);
  const markets: VenueMarket[] = [];
  for (const row of rows) {
    if (!isRow(row) || typeof row.symbol !== 'string' || typeof row.baseAsset !== 'string') continue;
    if (row.contractType !== 'PERPETUAL' || row.status !== 'TRADING' || row.quoteAsset !== 'USDT') continue;
    if (row.underlyingType !== undefined && row.underlyingType !== 'COIN') continue;
    const canonical = canonicalFromBase(row.baseAsset);
    if (canonical === null) continue;
    markets.push({
      venue: 'binance',
      symbol: canonical.symbol,
      instrument: row.symbol,
      quote: 'USDT',
      multiplier: canonical.multiplier,
      contractSize: 1,
      fundingIntervalHours: DEFAULT_FUNDING_HOURS,
    });
  }
  return markets;
}

/** fundingInfo lists only symbols whose interval or cap was adjusted: symbol → hours. */
export function parseFundingInfo(upstream: string, doc: unknown): Map<string, number> {
  const label = 'fundingInfo';
  throwIfError(upstream, label, doc);
  const rows = listOf(upstream, label, doc);
  requireKeys(upstream, label, rows, ['symbol', 'fundingIntervalHours']);
  const hours = new Map<string, number>();
  for (const row of rows) {
    if (!isRow(row) || typeof row.symbol !== 'string') continue;
    const h = positiveDecimal(row.fundingIntervalHours);
    if (h !== null) hours.set(row.symbol, h);
  }
  return hours;
}

export interface PremiumIndexEntry {
  markPrice: number | null;
  fundingRate: number | null;
  nextFundingTime: number | null;
}

/** premiumIndex without a symbol: every contract's mark price, last funding rate and next funding. */
export function parsePremiumIndex(upstream: string, doc: unknown): Map<string, PremiumIndexEntry> {
  const label = 'premiumIndex';
  throwIfError(upstream, label, doc);
  const rows = listOf(upstream, label, doc);
  requireKeys(upstream, label, rows, ['symbol', 'markPrice', 'lastFundingRate', 'nextFundingTime']);
  const entries = new Map<string, PremiumIndexEntry>();
  for (const row of rows) {
    if (!isRow(row) || typeof row.symbol !== 'string') continue;
    entries.set(row.symbol, {
      markPrice: positiveDecimal(row.markPrice),
      fundingRate: decimal(row.lastFundingRate),
      nextFundingTime: timestampMs(row.nextFundingTime),
    });
  }
  return entries;
}

/** openInterest for one symbol, in quoted units (1000PEPE units on a 1000× contract). */
export function parseOpenInterest(upstream: string, doc: unknown): number | null {
  const label = 'openInterest';
  throwIfError(upstream, label, doc);
  const row = rowOf(upstream, label, doc);
  if (!('openInterest' in row)) throw new UpstreamError(upstream, 'malformed', `${label}: no 'openInterest' field`);
  const oi = decimal(row.openInterest);
  return oi !== null && oi >= 0 ? oi : null;
}

/** globalLongShortAccountRatio: the newest row's long accounts / short accounts, or null. */
export function parseAccountRatio(upstream: string, doc: unknown): number | null {
  const label = 'globalLongShortAccountRatio';
  throwIfError(upstream, label, doc);
  const rows = listOf(upstream, label, doc);
  requireKeys(upstream, label, rows, ['longShortRatio', 'timestamp']);
  let newest: { t: number; ratio: number } | null = null;
  for (const row of rows) {
    if (!isRow(row)) continue;
    const t = timestampMs(row.timestamp);
    const ratio = positiveDecimal(row.longShortRatio);
    if (t !== null && ratio !== null && (newest === null || t > newest.t)) newest = { t, ratio };
  }
  return newest?.ratio ?? null;
}

/** openInterestHist: USD open interest per period (sumOpenInterestValue), in the venue's order. */
export function parseOpenInterestHist(upstream: string, doc: unknown): Array<{ t: number; openInterestUsd: number }> {
  const label = 'openInterestHist';
  throwIfError(upstream, label, doc);
  const rows = listOf(upstream, label, doc);
  requireKeys(upstream, label, rows, ['sumOpenInterestValue', 'timestamp']);
  const points: Array<{ t: number; openInterestUsd: number }> = [];
  for (const row of rows) {
    if (!isRow(row)) continue;
    const t = timestampMs(row.timestamp);
    const usd = decimal(row.sumOpenInterestValue);
    if (t !== null && usd !== null && usd >= 0) points.push({ t, openInterestUsd: usd });
  }
  return points;
}

/**
 * klines rows `[openTime, open, high, low, close, volume, closeTime, …]`. Prices are per quoted
 * unit, so a 1000× contract's are divided by 1000 and its volume multiplied by 1000.
 */
export function parseKlines(upstream: string, doc: unknown, multiplier: number): Candle[] {
  const label = 'klines';
  throwIfError(upstream, label, doc);
  const rows = listOf(upstream, label, doc);
  if (rows.length > 0 && !rows.some((r) => Array.isArray(r) && r.length >= 6)) {
    throw new UpstreamError(upstream, 'malformed', `${label}: rows are not [openTime, o, h, l, c, volume, …] arrays`);
  }
  const candles: Candle[] = [];
  for (const row of rows) {
    if (!Array.isArray(row) || row.length < 6) continue;
    const candle = candleFromRow(row, decimal(row[5]), multiplier);
    if (candle) candles.push(candle);
  }
  return candles;
}

/** Request weight of a klines call by its limit (Binance's published table). */
export function klinesWeight(limit: number): number {
  if (limit < 100) return 1;
  if (limit < 500) return 2;
  if (limit <= 1000) return 5;
  return 10;
}
