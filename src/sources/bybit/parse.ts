/**
 * Bybit v5 answers → our types. Pure functions: the adapter (index.ts) does the I/O.
 * Wire facts: every answer is `{retCode, retMsg, result, retExtInfo, time}` with HTTP 200 even
 * on errors; every number inside `result` is a string, timestamps included.
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
  type Row,
  requireKeys,
  timestampMs,
} from '../perps/parse.ts';
import type { VenueMarket } from '../types.ts';
import { UpstreamError } from '../upstream/types.ts';

/** retCodes Bybit uses for "too many visits" (per IP and per UID). */
const RATE_LIMIT_CODES = new Set([10006, 10018]);
const DEFAULT_FUNDING_HOURS = 8;

/**
 * A "too many visits" envelope (HTTP 200), for the client's `detectRateLimit`: the whole upstream
 * pauses, as for a 429. Bybit asks for no particular wait; the client's default pause applies.
 */
export function bybitRateLimit(doc: unknown): { detail: string } | null {
  if (!isRow(doc) || typeof doc.retCode !== 'number' || !RATE_LIMIT_CODES.has(doc.retCode)) return null;
  return { detail: `retCode ${doc.retCode}: ${String(doc.retMsg ?? '')}` };
}

/** The envelope's `result`, or the error its retCode reports. */
export function unwrap(upstream: string, label: string, doc: unknown): Row {
  if (!isRow(doc) || typeof doc.retCode !== 'number') throw malformed(upstream, label, 'no retCode envelope');
  if (doc.retCode !== 0) {
    const kind = RATE_LIMIT_CODES.has(doc.retCode) ? 'rate_limited' : 'upstream';
    throw new UpstreamError(upstream, kind, `${label}: retCode ${doc.retCode}: ${String(doc.retMsg ?? '')}`);
  }
  if (!isRow(doc.result)) throw malformed(upstream, label, "envelope has no 'result' object");
  return doc.result;
}

/** `result.list`, which every endpoint we use answers with. */
function resultList(upstream: string, label: string, doc: unknown): { result: Row; rows: unknown[] } {
  const result = unwrap(upstream, label, doc);
  if (!('list' in result)) throw malformed(upstream, label, "result has no 'list' (schema changed?)");
  return { result, rows: listOf(upstream, `${label}.list`, result.list) };
}

function cursorOf(result: Row): string | null {
  return typeof result.nextPageCursor === 'string' && result.nextPageCursor !== '' ? result.nextPageCursor : null;
}

/**
 * One instruments-info page: the USDT linear perpetuals that are trading (no LinearFutures,
 * no USDC `…PERP` contracts, no PreLaunch or settling symbols), and the next page's cursor.
 */
export function parseInstrumentsPage(
  upstream: string,
  doc: unknown,
): { markets: VenueMarket[]; nextCursor: string | null } {
  const label = 'instruments-info';
  const { result, rows } = resultList(upstream, label, doc);
  requireKeys(upstream, label, rows, ['symbol', 'contractType', 'status', 'quoteCoin', 'baseCoin']);
  const markets: VenueMarket[] = [];
  for (const row of rows) {
    if (!isRow(row) || typeof row.symbol !== 'string' || typeof row.baseCoin !== 'string') continue;
    if (row.contractType !== 'LinearPerpetual' || row.status !== 'Trading' || row.quoteCoin !== 'USDT') continue;
    const canonical = canonicalFromBase(row.baseCoin);
    if (canonical === null) continue;
    // fundingInterval is in minutes here (480), unlike the tickers' fundingIntervalHour ("8").
    const minutes = positiveDecimal(row.fundingInterval);
    markets.push({
      venue: 'bybit',
      symbol: canonical.symbol,
      instrument: row.symbol,
      quote: 'USDT',
      multiplier: canonical.multiplier,
      contractSize: 1,
      fundingIntervalHours: minutes === null ? DEFAULT_FUNDING_HOURS : minutes / 60,
    });
  }
  return { markets, nextCursor: cursorOf(result) };
}

export interface TickerEntry {
  /** Per quoted unit. */
  markPrice: number | null;
  /** Per interval. */
  fundingRate: number | null;
  fundingIntervalHours: number | null;
  nextFundingTime: number | null;
  /** Quoted units. */
  openInterest: number | null;
  /** USD, when the venue sends it. */
  openInterestValue: number | null;
}

/** tickers?category=linear: every linear contract's mark, funding and open interest. */
export function parseTickers(upstream: string, doc: unknown): Map<string, TickerEntry> {
  const label = 'tickers';
  const { rows } = resultList(upstream, label, doc);
  requireKeys(upstream, label, rows, ['symbol', 'markPrice', 'fundingRate', 'nextFundingTime', 'openInterest']);
  const entries = new Map<string, TickerEntry>();
  for (const row of rows) {
    if (!isRow(row) || typeof row.symbol !== 'string') continue;
    const oi = decimal(row.openInterest);
    const oiValue = decimal(row.openInterestValue);
    entries.set(row.symbol, {
      markPrice: positiveDecimal(row.markPrice),
      fundingRate: decimal(row.fundingRate),
      fundingIntervalHours: positiveDecimal(row.fundingIntervalHour),
      nextFundingTime: timestampMs(row.nextFundingTime),
      openInterest: oi !== null && oi >= 0 ? oi : null,
      openInterestValue: oiValue !== null && oiValue >= 0 ? oiValue : null,
    });
  }
  return entries;
}

/** account-ratio: the newest row's buy (long) accounts / sell (short) accounts, or null. */
export function parseAccountRatio(upstream: string, doc: unknown): number | null {
  const label = 'account-ratio';
  const { rows } = resultList(upstream, label, doc);
  requireKeys(upstream, label, rows, ['buyRatio', 'sellRatio', 'timestamp']);
  let newest: { t: number; ratio: number } | null = null;
  for (const row of rows) {
    if (!isRow(row)) continue;
    const t = timestampMs(row.timestamp);
    const buy = positiveDecimal(row.buyRatio);
    const sell = positiveDecimal(row.sellRatio);
    if (t !== null && buy !== null && sell !== null && (newest === null || t > newest.t)) {
      newest = { t, ratio: buy / sell };
    }
  }
  return newest?.ratio ?? null;
}

/** open-interest history page: open interest in quoted units per period, newest first on the wire. */
export function parseOpenInterestPage(
  upstream: string,
  doc: unknown,
): { points: Array<{ t: number; openInterest: number }>; nextCursor: string | null } {
  const label = 'open-interest';
  const { result, rows } = resultList(upstream, label, doc);
  requireKeys(upstream, label, rows, ['openInterest', 'timestamp']);
  const points: Array<{ t: number; openInterest: number }> = [];
  for (const row of rows) {
    if (!isRow(row)) continue;
    const t = timestampMs(row.timestamp);
    const oi = decimal(row.openInterest);
    if (t !== null && oi !== null && oi >= 0) points.push({ t, openInterest: oi });
  }
  return { points, nextCursor: cursorOf(result) };
}

/**
 * kline rows `[startTime, open, high, low, close, volume, turnover]`, all strings, newest first.
 * Prices per quoted unit are divided by the multiplier, volume (quoted units) multiplied.
 */
export function parseKlines(upstream: string, doc: unknown, multiplier: number): Candle[] {
  const label = 'kline';
  const { rows } = resultList(upstream, label, doc);
  if (rows.length > 0 && !rows.some((r) => Array.isArray(r) && r.length >= 6)) {
    throw malformed(upstream, label, 'rows are not [start, o, h, l, c, volume, …] arrays');
  }
  const candles: Candle[] = [];
  for (const row of rows) {
    if (!Array.isArray(row) || row.length < 6) continue;
    const candle = candleFromRow(row, decimal(row[5]), multiplier);
    if (candle) candles.push(candle);
  }
  return candles;
}
