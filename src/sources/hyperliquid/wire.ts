/**
 * Small readers shared by the Hyperliquid parsers. Hyperliquid sends every decimal as a JSON
 * string ("0.0000125"); numbers are accepted too so a venue-side change of type does not drop
 * data. Anything that does not read as a finite number is refused rather than guessed.
 */

/** A plain decimal: optional sign, digits with an optional point, optional exponent. */
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A decimal string or a number as a finite number, or null (empty, hex, "NaN", overflow…). */
export function decimal(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !DECIMAL.test(value)) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The overall shape of an answer is wrong; the caller turns it into UpstreamError 'malformed'. */
export class ShapeError extends Error {}

/** Why one row of an answer was left out. */
export interface Skip {
  /** Instrument, coin or address the row was about, when it could be read. */
  item: string;
  reason: string;
  /**
   * True when the row lacked a field we need (a schema problem), false when it was readable but
   * out of scope (a spot pair, a delisted perp). An answer whose rows all fail for schema reasons
   * has drifted, and is refused as a whole instead of being read as "nothing".
   */
  shape: boolean;
}

/** Throws when rows were present, none was usable, and at least one failed for schema reasons. */
export function refuseIfDrifted(total: number, usable: number, skipped: readonly Skip[], what: string): void {
  if (total === 0 || usable > 0) return;
  const firstShape = skipped.find((s) => s.shape);
  if (firstShape) throw new ShapeError(`no usable ${what} among ${total} (first: ${firstShape.reason})`);
}
