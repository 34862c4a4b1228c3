/**
 * Feed dates: RFC 822 as RSS 2.0 writes them ("Tue, 24 Nov 2026 10:00:00 GMT", "+0100", US zone
 * names) and ISO 8601 / RFC 3339 as Atom does. Parsed by hand rather than with Date.parse, which
 * accepts almost anything ("1" is the year 2001) and reads a date without a zone in the host's
 * local time: here a missing zone means UTC, and anything unrecognised is null.
 */

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;
const RFC822 =
  /^(?:[A-Za-z]{3,9},?\s+)?(\d{1,2})\s+([A-Za-z]{3,9})\.?\s+(\d{4}|\d{2})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([A-Za-z]{1,5}|[+-]\d{4}))?$/;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** RFC 822's zone names, in minutes east of UTC. Military letters other than Z are not trusted. */
const ZONES: Record<string, number> = {
  UT: 0,
  UTC: 0,
  GMT: 0,
  Z: 0,
  EST: -300,
  EDT: -240,
  CST: -360,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
};

export function parseFeedDate(raw: unknown): number | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  return parseIso(text) ?? parseRfc822(text);
}

function parseIso(text: string): number | null {
  const m = ISO.exec(text);
  if (!m) return null;
  const offset = m[8] === undefined ? 0 : isoOffset(m[8]);
  const ms = m[7] === undefined ? 0 : Math.floor(Number(`0.${m[7]}`) * 1000);
  return build(
    Number(m[1]),
    Number(m[2]),
    Number(m[3]),
    Number(m[4] ?? 0),
    Number(m[5] ?? 0),
    Number(m[6] ?? 0),
    ms,
    offset,
  );
}

function parseRfc822(text: string): number | null {
  const m = RFC822.exec(text);
  if (!m) return null;
  const month = MONTHS.indexOf(m[2].slice(0, 3).toLowerCase()) + 1;
  if (month === 0) return null;
  const offset = m[7] === undefined ? 0 : rfcOffset(m[7]);
  if (offset === null) return null;
  // Two-digit years (RFC 822 proper) are this century: feeds are younger than 2000.
  const year = m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  return build(year, month, Number(m[1]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0), 0, offset);
}

function isoOffset(zone: string): number {
  if (zone === 'Z' || zone === 'z') return 0;
  const sign = zone[0] === '-' ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
}

function rfcOffset(zone: string): number | null {
  if (/^[+-]\d{4}$/.test(zone)) {
    const sign = zone[0] === '-' ? -1 : 1;
    return sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(3)));
  }
  return ZONES[zone.toUpperCase()] ?? null;
}

/** The instant, or null when a field is out of range (31 February, 25 o'clock, a +15:00 zone). */
function build(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  ms: number,
  offsetMinutes: number,
): number | null {
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 60) return null;
  if (Math.abs(offsetMinutes) > 14 * 60) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  // A leap second is read as the next second's start.
  const local = Date.UTC(year, month - 1, day, hour, minute, 0, ms) + second * 1000;
  const t = local - offsetMinutes * 60_000;
  return year < 1970 ? null : t;
}
