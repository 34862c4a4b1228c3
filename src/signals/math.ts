/**
 * Small numeric and formatting helpers shared by the scoring modules. Everything here is pure and
 * allocation-free except the text formatters.
 */

/** Non-finite inputs (NaN, ±Infinity) count as "no information" rather than poisoning a score. */
export function fin(x: number): number {
  return Number.isFinite(x) ? x : 0;
}

export function clamp(x: number, lo: number, hi: number): number {
  return Math.min(Math.max(x, lo), hi);
}

/**
 * Rounds to `dp` decimals symmetrically about zero, so round(-x) === -round(x) exactly; this keeps
 * the long/short mirror of confirmation scores exact after rounding. Non-decreasing in x.
 */
export function roundSym(x: number, dp: number): number {
  const f = 10 ** dp;
  // Past 2^53 a double has no fraction to round, and scaling it up could overflow to Infinity.
  if (Math.abs(x) >= 2 ** 53) return x;
  const r = Math.round(Math.abs(x) * f) / f;
  return x < 0 ? -r : r;
}

/**
 * Signed "tilt" support for one side: a moderate positive value supports the side (rises like
 * tanh(x / scale)), but past `crowdStart` the side is getting crowded, so support fades linearly and
 * reaches -crowdPenalty at `crowdFull`. Odd in x by construction: tilt(-x) === -tilt(x).
 */
export function tilt(x: number, scale: number, crowdStart: number, crowdFull: number, crowdPenalty: number): number {
  const a = Math.abs(x);
  const c = crowding(a, crowdStart, crowdFull);
  const v = (1 - c) * Math.tanh(a / scale) - c * crowdPenalty;
  return x < 0 ? -v : v;
}

/** 0 below start, 1 at or beyond full, linear between. */
export function crowding(a: number, start: number, full: number): number {
  return clamp((a - start) / (full - start), 0, 1);
}

/** MVRV reference centre and width (in log space) used by confirmation and accumulation. */
export const MVRV_CENTRE = 2;
export const MVRV_LOG_WIDTH = 0.6;

/**
 * Long-side support from MVRV in [-1, 1]: -tanh(ln(mvrv / 2) / 0.6). MVRV 1 → +0.82 (undervalued),
 * 2 → 0, 3.5 → -0.73 (overheated). Missing or non-positive MVRV → 0.
 */
export function mvrvSupport(mvrv: number): number {
  if (!(mvrv > 0) || !Number.isFinite(mvrv)) return 0;
  return -Math.tanh(Math.log(mvrv / MVRV_CENTRE) / MVRV_LOG_WIDTH);
}

/** "+0.0120%" style: a fraction shown as percent with explicit sign. */
export function signedPct(fraction: number, dp: number): string {
  const s = (Math.abs(fraction) * 100).toFixed(dp);
  return (fraction < 0 && Number(s) !== 0 ? '-' : '+') + s + '%';
}

/** "+$12.3M" style compact signed USD. */
export function signedUsd(usd: number): string {
  const a = Math.abs(usd);
  const sign = usd < 0 && a >= 0.5 ? '-' : '+';
  if (a >= 1e9) return sign + '$' + (a / 1e9).toFixed(2) + 'B';
  if (a >= 1e6) return sign + '$' + (a / 1e6).toFixed(1) + 'M';
  if (a >= 1e3) return sign + '$' + (a / 1e3).toFixed(1) + 'K';
  return sign + '$' + a.toFixed(0);
}

/** "123,456" grouping without depending on the runtime's locale data. */
export function groupThousands(n: number): string {
  const neg = n < 0;
  const digits = Math.round(Math.abs(n)).toString();
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return neg && out !== '0' ? '-' + out : out;
}
