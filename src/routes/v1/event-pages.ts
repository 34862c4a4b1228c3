/**
 * Cursor pagination over the whale event feed (newest first). A cursor names the last event a page
 * showed, as its (t, id), so the next page starts strictly after it whatever arrived meanwhile.
 *
 * Several events can share one millisecond, and the view's tie order comes from the store (a
 * database collation may order ids differently from JavaScript). So pages never trust it: a tie
 * group that a page boundary could cut is fetched whole and ordered here, by (t desc, id desc).
 */
import { createHash } from 'node:crypto';
import { Type } from 'typebox';
import type { MarketView, WhaleEvent, WhaleEventQuery } from '../../market/types.ts';
import { invalidParam } from '../../platform/errors.ts';
import { read } from './common.ts';
import { instantParam } from './time-params.ts';

const DAY_MS = 86_400_000;
/** The feed reads back at most this far (the sandbox keeps the same six months of history). */
export const EVENTS_MAX_LOOKBACK_MS = 183 * DAY_MS;
export const EVENTS_DEFAULT_LOOKBACK_MS = 7 * DAY_MS;

/** Query parameters every listing of the feed takes, v1 and v2 alike. */
export const FeedParams = {
  min_usd: Type.Optional(
    Type.Number({ minimum: 0, maximum: 1e12, description: 'Smallest notional, USD', examples: [100_000] }),
  ),
  since: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 40,
      description: `Oldest event time: Unix ms or ISO 8601; default ${EVENTS_DEFAULT_LOOKBACK_MS / DAY_MS} days ago, at most ${EVENTS_MAX_LOOKBACK_MS / DAY_MS} days back`,
      examples: ['2026-05-25T00:00:00Z'],
    }),
  ),
};

export interface CursorState {
  /** The last event shown. */
  t: number;
  id: string;
  /** Lower time bound of the listing, kept so every page reads the same window. */
  from: number;
  /** Fingerprint of the filters the cursor was issued for. */
  filters: string;
}

/** Reads [from, to] (inclusive) newest first, at most `limit`. */
export type EventFetch = (from: number, to: number, limit: number) => Promise<WhaleEvent[]>;

/** The most events one millisecond may hold for pagination to stay exact (far above any real feed). */
export const TIE_MAX = 1_000;
const CURSOR_VERSION = 1;
const MAX_CURSOR_LENGTH = 600;
/** The checksum catches altered or truncated cursors; a cursor grants nothing, so it needs no secret. */
const CHECK_DOMAIN = 'msig/whale-events/cursor';

export function newestFirst(a: WhaleEvent, b: WhaleEvent): number {
  return b.t - a.t || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** A short, stable fingerprint of the filters, so a cursor cannot be replayed against other ones. */
export function filterFingerprint(filters: Record<string, string | number | null | undefined>): string {
  const canonical = JSON.stringify(
    Object.keys(filters)
      .sort()
      .map((k) => [k, filters[k] ?? null]),
  );
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 12);
}

function checksum(body: string): string {
  return createHash('sha256').update(CHECK_DOMAIN).update('\0').update(body).digest('base64url').slice(0, 16);
}

export function encodeCursor(c: CursorState): string {
  const body = Buffer.from(JSON.stringify([CURSOR_VERSION, c.t, c.id, c.from, c.filters])).toString('base64url');
  return `${body}.${checksum(body)}`;
}

/**
 * The cursor a page issued, checked against the filters of this request. `filterNames` lists the
 * parameters a caller must repeat, for the message when they differ.
 */
export function decodeCursor(
  raw: string,
  filters: string,
  filterNames = 'symbol, type, min_usd, address and since',
): CursorState {
  const bad = (reason: string) => invalidParam('query', 'cursor', reason);
  if (raw.length > MAX_CURSOR_LENGTH) throw bad('is too long to be a cursor');
  const parts = raw.split('.');
  if (parts.length !== 2 || !parts[0] || checksum(parts[0]) !== parts[1]) {
    throw bad('is not a cursor this feed issued (altered or truncated); pass next_cursor unchanged');
  }
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
  } catch {
    throw bad('is not a cursor this feed issued');
  }
  if (
    !Array.isArray(decoded) ||
    decoded.length !== 5 ||
    decoded[0] !== CURSOR_VERSION ||
    !Number.isSafeInteger(decoded[1]) ||
    typeof decoded[2] !== 'string' ||
    decoded[2].length === 0 ||
    !Number.isSafeInteger(decoded[3]) ||
    typeof decoded[4] !== 'string'
  ) {
    throw bad('is not a cursor this feed issued');
  }
  const [, t, id, from, fp] = decoded as [number, number, string, number, string];
  if (fp !== filters) {
    throw bad(`was issued for other filters; repeat the ${filterNames} of the first page`);
  }
  return { t, id, from, filters: fp };
}

/**
 * One page of at most `limit` events in [from, to], newest first, strictly after `after` when given.
 * `more` says whether older events remain.
 */
export async function eventPage(
  fetch: EventFetch,
  from: number,
  to: number,
  after: { t: number; id: string } | null,
  limit: number,
): Promise<{ events: WhaleEvent[]; more: boolean }> {
  let tie: WhaleEvent[] = [];
  let upper = to;
  if (after) {
    if (after.t < from) return { events: [], more: false };
    // The rest of the last event's millisecond, then everything strictly older.
    tie = (await fetch(after.t, after.t, TIE_MAX)).filter((e) => e.t === after.t && e.id < after.id);
    upper = Math.min(to, after.t - 1);
  }
  const want = limit + 1;
  let rest = upper >= from ? await fetch(from, upper, want) : [];
  if (rest.length >= want) {
    // The oldest millisecond in a truncated read may be cut anywhere: read it whole.
    const oldest = Math.min(...rest.map((e) => e.t));
    const group = (await fetch(oldest, oldest, TIE_MAX)).filter((e) => e.t === oldest);
    rest = [...rest.filter((e) => e.t !== oldest), ...group];
  }
  const all = [...tie, ...rest].sort(newestFirst);
  return { events: all.slice(0, limit), more: all.length > limit };
}

export interface FeedRequest {
  /** What the view filters on (symbol, symbols, type, side, address, minUsd). */
  filter: Omit<WhaleEventQuery, 'from' | 'to' | 'limit'>;
  since?: string;
  cursor?: string;
  limit: number;
  /** filterFingerprint of every filter the cursor must be reused with, `since` included. */
  fingerprint: string;
  /** The parameters to repeat, for the message when a cursor meets other filters. */
  filterNames?: string;
}

/**
 * One page of the feed as of `nowMs`: the window starts at `since` (checked, 400 naming it) or the
 * default look-back, or where the cursor's first page started; the next cursor is null at the end.
 */
export async function feedPage(
  view: MarketView,
  nowMs: number,
  r: FeedRequest,
): Promise<{ events: WhaleEvent[]; nextCursor: string | null }> {
  const cursor = r.cursor === undefined ? null : decodeCursor(r.cursor, r.fingerprint, r.filterNames);
  const from =
    cursor?.from ??
    (r.since === undefined
      ? nowMs - EVENTS_DEFAULT_LOOKBACK_MS
      : instantParam(r.since, 'since', nowMs - EVENTS_MAX_LOOKBACK_MS, nowMs)!);
  const page = await read(() =>
    eventPage(
      (lo, hi, limit) => view.whaleEvents({ ...r.filter, from: lo, to: hi, limit }),
      from,
      nowMs,
      cursor,
      r.limit,
    ),
  );
  const last = page.events.at(-1);
  const nextCursor = page.more && last ? encodeCursor({ t: last.t, id: last.id, from, filters: r.fingerprint }) : null;
  return { events: page.events, nextCursor };
}
