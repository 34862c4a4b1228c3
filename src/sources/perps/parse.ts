/**
 * Reading the perpetual venues' JSON: every venue sends decimals as strings, timestamps as
 * numbers or strings depending on the venue (and, at Binance, on the endpoint), and adds fields
 * over time. These helpers turn one field into a finite number or null, and turn a document
 * whose shape has changed into an `UpstreamError(…, 'malformed')` that names the upstream.
 */
import type { Candle } from '../../market/types.ts';
import { UpstreamError } from '../upstream/types.ts';

export type Row = Record<string, unknown>;

/** What the venues write: "0.0001", "-12.5", "1e-7", ".5"; no hex, no blanks, no "Infinity". */
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const DIGITS = /^\d{1,16}$/;

/** A decimal string (or a JSON number) as a finite number; null for "", null, garbage or overflow. */
export function decimal(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !DECIMAL.test(value)) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A decimal that must be strictly positive (prices, contract sizes, ratios). */
export function positiveDecimal(value: unknown): number | null {
  const n = decimal(value);
  return n !== null && n > 0 ? n : null;
}

/** Unix ms sent as a number (Binance) or a string of digits (Bybit, OKX, Binance /futures/data). */
export function timestampMs(value: unknown): number | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && DIGITS.test(value)) n = Number(value);
  else return null;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function malformed(upstream: string, label: string, what: string): UpstreamError {
  return new UpstreamError(upstream, 'malformed', `${label}: ${what}`);
}

/** The document itself must be a list. */
export function listOf(upstream: string, label: string, value: unknown): unknown[] {
  if (!Array.isArray(value)) throw malformed(upstream, label, `expected a list, got ${describe(value)}`);
  return value;
}

/** The document must be an object. */
export function rowOf(upstream: string, label: string, value: unknown): Row {
  if (!isRow(value)) throw malformed(upstream, label, `expected an object, got ${describe(value)}`);
  return value;
}

/**
 * Schema drift check. One row without a field is a bad row (skipped with a reason); a non-empty
 * list where *no* row carries a field we need means the venue renamed it, and the whole answer
 * is unusable.
 */
export function requireKeys(upstream: string, label: string, rows: readonly unknown[], keys: readonly string[]): void {
  if (rows.length === 0) return;
  for (const key of keys) {
    if (!rows.some((r) => isRow(r) && key in r)) {
      throw malformed(upstream, label, `no row carries '${key}' (schema changed?)`);
    }
  }
}

/**
 * A candle from a venue row `[openTime, open, high, low, close, …]` and a volume already read
 * from it (in quoted units): prices per asset unit (÷ multiplier), volume in asset units
 * (× multiplier). null when a cell is missing or not a positive number.
 */
export function candleFromRow(row: unknown[], quotedVolume: number | null, multiplier: number): Candle | null {
  const t = timestampMs(row[0]);
  const o = positiveDecimal(row[1]);
  const h = positiveDecimal(row[2]);
  const l = positiveDecimal(row[3]);
  const c = positiveDecimal(row[4]);
  if (t === null || o === null || h === null || l === null || c === null) return null;
  if (quotedVolume === null || !(quotedVolume >= 0)) return null;
  const m = multiplier;
  return { t, o: o / m, h: h / m, l: l / m, c: c / m, v: quotedVolume * m };
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? `an object with keys ${Object.keys(value).slice(0, 6).join(', ')}` : typeof value;
}
