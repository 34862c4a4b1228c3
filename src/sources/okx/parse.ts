/**
 * OKX v5 answers → our types. Pure functions: the adapter (index.ts) does the I/O.
 * Wire facts: every answer is `{code: "0", msg, data: […]}` (code is a string); values are
 * strings, timestamps included; rubik and history endpoints list rows newest first, as arrays.
 */
import type { Candle } from '../../market/types.ts';
import { canonicalFromBase } from '../perps/markets.ts';
import {
  candleFromRow,
  decimal,
  isRow,
  listOf,
  malformed,
  positiveDecimal,
  requireKeys,
  timestampMs,
} from '../perps/parse.ts';
import type { VenueMarket } from '../types.ts';
import { UpstreamError } from '../upstream/types.ts';

/** "Too Many Requests". */
const RATE_LIMIT_CODES = new Set(['50011']);

/** A "Too Many Requests" envelope, for the client's `detectRateLimit` (OKX also sends it with HTTP 429). */
export function okxRateLimit(doc: unknown): { detail: string } | null {
  if (!isRow(doc) || typeof doc.code !== 'string' || !RATE_LIMIT_CODES.has(doc.code)) return null;
  return { detail: `code ${doc.code}: ${String(doc.msg ?? '')}` };
}

/** The envelope's `data` list, or the error its code reports. */
export function unwrap(upstream: string, label: string, doc: unknown): unknown[] {
  if (!isRow(doc) || typeof doc.code !== 'string') throw malformed(upstream, label, 'no code envelope');
  if (doc.code !== '0') {
    const kind = RATE_LIMIT_CODES.has(doc.code) ? 'rate_limited' : 'upstream';
    throw new UpstreamError(upstream, kind, `${label}: code ${doc.code}: ${String(doc.msg ?? '')}`);
  }
  if (!('data' in doc)) throw malformed(upstream, label, "envelope has no 'data' (schema changed?)");
  return listOf(upstream, `${label}.data`, doc.data);
}

/**
 * instruments?instType=SWAP → the live USDT-settled linear swaps (no inverse `BTC-USD-SWAP`,
 * no USDC-settled, no suspended or pre-market ones). Contract size is ctVal × ctMult units of
 * the base asset; OKX prices are per base unit, so the multiplier is 1 unless the base itself
 * is a multiplied ticker.
 */
export function parseInstruments(upstream: string, doc: unknown): VenueMarket[] {
  const label = 'instruments';
  const rows = unwrap(upstream, label, doc);
  requireKeys(upstream, label, rows, ['instId', 'settleCcy', 'ctType', 'state', 'ctVal']);
  const markets: VenueMarket[] = [];
  for (const row of rows) {
    if (!isRow(row) || typeof row.instId !== 'string') continue;
    if (row.instType !== undefined && row.instType !== 'SWAP') continue;
    if (row.state !== 'live' || row.settleCcy !== 'USDT' || row.ctType !== 'linear') continue;
    const base = baseOf(row);
    const ctVal = positiveDecimal(row.ctVal);
    const ctMult = row.ctMult === undefined || row.ctMult === '' ? 1 : positiveDecimal(row.ctMult);
    if (base === null || ctVal === null || ctMult === null) continue;
    const canonical = canonicalFromBase(base);
    if (canonical === null) continue;
    markets.push({
      venue: 'okx',
      symbol: canonical.symbol,
      instrument: row.instId,
      quote: 'USDT',
      multiplier: canonical.multiplier,
      contractSize: ctVal * ctMult,
      fundingIntervalHours: 8,
    });
  }
  return markets;
}

/** "BTC" from instFamily "BTC-USDT" (or uly), else ctValCcy. */
function baseOf(row: Record<string, unknown>): string | null {
  for (const field of [row.instFamily, row.uly]) {
    if (typeof field === 'string' && field.includes('-')) return field.slice(0, field.indexOf('-'));
  }
  return typeof row.ctValCcy === 'string' && row.ctValCcy !== '' ? row.ctValCcy : null;
}

export interface FundingEntry {
  /** Per interval. */
  fundingRate: number | null;
  /** The coming settlement: OKX's `fundingTime` (its `nextFundingTime` is the one after). */
  fundingTime: number | null;
  nextFundingTime: number | null;
}

/** funding-rate?instId=ANY: every swap's current rate and its next two settlement times. */
export function parseFundingRates(upstream: string, doc: unknown): Map<string, FundingEntry> {
  const label = 'funding-rate';
  const rows = unwrap(upstream, label, doc);
  requireKeys(upstream, label, rows, ['instId', 'fundingRate', 'fundingTime', 'nextFundingTime']);
  const entries = new Map<string, FundingEntry>();
  for (const row of rows) {
    if (!isRow(row) || typeof row.instId !== 'string') continue;
    entries.set(row.instId, {
      fundingRate: decimal(row.fundingRate),
      fundingTime: timestampMs(row.fundingTime),
      nextFundingTime: timestampMs(row.nextFundingTime),
    });
  }
  return entries;
}

/** mark-price?instType=SWAP: instId → mark price per base unit. */
export function parseMarkPrices(upstream: string, doc: unknown): Map<string, number | null> {
  const label = 'mark-price';
  const rows = unwrap(upstream, label, doc);
  requireKeys(upstream, label, rows, ['instId', 'markPx']);
  const marks = new Map<string, number | null>();
  for (const row of rows) {
    if (isRow(row) && typeof row.instId === 'string') marks.set(row.instId, positiveDecimal(row.markPx));
  }
  return marks;
}

export interface OpenInterestEntry {
  /** Contracts. */
  oi: number | null;
  /** Base units. */
  oiCcy: number | null;
  /** USD, on newer answers. */
  oiUsd: number | null;
}

/** open-interest?instType=SWAP: every swap's open interest. */
export function parseOpenInterest(upstream: string, doc: unknown): Map<string, OpenInterestEntry> {
  const label = 'open-interest';
  const rows = unwrap(upstream, label, doc);
  requireKeys(upstream, label, rows, ['instId', 'oi']);
  const entries = new Map<string, OpenInterestEntry>();
  for (const row of rows) {
    if (!isRow(row) || typeof row.instId !== 'string') continue;
    entries.set(row.instId, { oi: nonNegative(row.oi), oiCcy: nonNegative(row.oiCcy), oiUsd: nonNegative(row.oiUsd) });
  }
  return entries;
}

/** Open interest in USD: oiUsd when sent, else base units (oiCcy, or contracts × size) × mark. */
export function openInterestUsd(entry: OpenInterestEntry, market: VenueMarket, markPrice: number): number | null {
  if (entry.oiUsd !== null) return entry.oiUsd;
  const baseUnits = entry.oiCcy ?? (entry.oi === null ? null : entry.oi * market.contractSize);
  return baseUnits === null ? null : baseUnits * markPrice;
}

/**
 * rubik long-short-account-ratio-contract: rows `[ts, ratio]`, newest first. The figure is long
 * accounts / short accounts already (not a long share), so it is returned as stated.
 */
export function parseAccountRatio(upstream: string, doc: unknown): number | null {
  const rows = arrayRows(upstream, 'long-short-account-ratio-contract', doc, 2);
  let newest: { t: number; ratio: number } | null = null;
  for (const row of rows) {
    const t = timestampMs(row[0]);
    const ratio = positiveDecimal(row[1]);
    if (t !== null && ratio !== null && (newest === null || t > newest.t)) newest = { t, ratio };
  }
  return newest?.ratio ?? null;
}

/** rubik open-interest-history: rows `[ts, oi, oiCcy, oiUsd]`, newest first; USD per period. */
export function parseOpenInterestHistory(
  upstream: string,
  doc: unknown,
): Array<{ t: number; openInterestUsd: number }> {
  const rows = arrayRows(upstream, 'open-interest-history', doc, 4);
  const points: Array<{ t: number; openInterestUsd: number }> = [];
  for (const row of rows) {
    const t = timestampMs(row[0]);
    const usd = nonNegative(row[3]);
    if (t !== null && usd !== null) points.push({ t, openInterestUsd: usd });
  }
  return points;
}

/**
 * history-candles rows `[ts, o, h, l, c, vol, volCcy, volCcyQuote, confirm]`, newest first.
 * `vol` counts contracts; `volCcy` is the base-currency volume OKX computes for swaps, used
 * here (contracts × contract size when it is missing).
 */
export function parseCandles(upstream: string, doc: unknown, market: VenueMarket): Candle[] {
  const rows = arrayRows(upstream, 'history-candles', doc, 6);
  const candles: Candle[] = [];
  for (const row of rows) {
    const contracts = nonNegative(row[5]);
    const baseVolume = nonNegative(row[6]) ?? (contracts === null ? null : contracts * market.contractSize);
    const candle = candleFromRow(row, baseVolume, market.multiplier);
    if (candle) candles.push(candle);
  }
  return candles;
}

/** A `data` list of arrays with at least `width` cells; rows of another shape are dropped. */
function arrayRows(upstream: string, label: string, doc: unknown, width: number): unknown[][] {
  const rows = unwrap(upstream, label, doc);
  const arrays = rows.filter((r): r is unknown[] => Array.isArray(r) && r.length >= width);
  if (rows.length > 0 && arrays.length === 0)
    throw malformed(upstream, label, `rows are not arrays of ${width}+ cells`);
  return arrays;
}

function nonNegative(value: unknown): number | null {
  const n = decimal(value);
  return n !== null && n >= 0 ? n : null;
}
