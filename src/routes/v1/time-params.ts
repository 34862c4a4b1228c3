/**
 * Time query parameters (`at`, `since`): Unix ms or ISO 8601, checked against a window, so every
 * route reads and rejects times the same way.
 */
import { Type } from 'typebox';
import { invalidParam } from '../../platform/errors.ts';
import { SANDBOX_HISTORY_MS } from '../../sources/synthetic/index.ts';
import { iso } from './common.ts';

/** How far back point-in-time and range parameters may reach: the six months both worlds keep. */
export const HISTORY_MS = SANDBOX_HISTORY_MS;

const DIGITS = /^\d{1,15}$/;
const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * Parses a time query parameter given as Unix ms or ISO 8601 (a date, or a date-time; without a
 * zone it is read as UTC, never as the server's local time) and checks it lies in [min, max].
 * `where` names the request part in a refusal (a body field is named by its path).
 */
export function instantParam(
  raw: string | undefined,
  name: string,
  min: number,
  max: number,
  where = 'query',
): number | undefined {
  if (raw === undefined) return undefined;
  const s = raw.trim();
  let ms = Number.NaN;
  const m = ISO_TIME.exec(s);
  if (DIGITS.test(s)) ms = Number(s);
  else if (m) {
    // Date.parse rolls 2026-02-31 over into March; reject impossible calendar dates instead.
    const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    if (day.getUTCDate() === Number(m[3]) && day.getUTCMonth() === Number(m[2]) - 1) {
      ms = Date.parse(m[4] && !m[7] ? `${s}Z` : s);
    }
  }
  if (!Number.isFinite(ms)) throw invalidParam(where, name, 'must be an ISO 8601 time or Unix milliseconds');
  return checkInstant(ms, name, min, max, { where });
}

/** Below this a Unix-ms value is before 1973: almost surely Unix seconds sent by mistake. */
const SECONDS_BELOW = 100_000_000_000;

/**
 * Checks a Unix-ms instant lies in [min, max]. A value that reads as Unix seconds is named as
 * such, and every refusal states the unit and the accepted range, so a caller can fix it at once.
 */
export function checkInstant(
  ms: number,
  name: string,
  min: number,
  max: number,
  bounds: { where?: string; latest?: string; earliest?: string } = {},
): number {
  const where = bounds.where ?? 'query';
  const range = `from ${min} (${iso(min)}) to ${max} (${iso(max)}), Unix milliseconds`;
  if (ms >= 0 && ms < SECONDS_BELOW && ms * 1000 >= min - 86_400_000 && ms * 1000 <= max + 86_400_000) {
    throw invalidParam(where, name, `looks like Unix seconds; send Unix milliseconds (${ms * 1000}), ${range}`);
  }
  if (ms > max) throw invalidParam(where, name, `is ${bounds.latest ?? 'after now'}: accepted ${range}`);
  if (ms < min) {
    const earliest = bounds.earliest ?? `reaches back more than ${Math.round((max - min) / 86_400_000)} days`;
    throw invalidParam(where, name, `${earliest}: accepted ${range}`);
  }
  return ms;
}

export const TimeParam = (description: string) =>
  Type.String({ minLength: 1, maxLength: 40, description, examples: ['2026-01-15T12:00:00Z', '1768478400000'] });
