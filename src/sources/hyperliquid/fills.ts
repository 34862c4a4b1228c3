/**
 * An account's trades over a time range: `userFillsByTime` (weight 20, plus 1 per 20 fills
 * returned, charged once the answer is in).
 *
 * The venue answers at most 2000 fills per call and keeps only the 10,000 most recent fills of
 * an account: older ones are gone, whatever range is asked for. The order of an answer is not
 * documented (newest first and oldest first are both seen), so nothing here depends on it:
 * fills are keyed by `tid`, and a full page moves the next call's start to the newest time the
 * page holds. That start is inclusive, so the fills sharing that millisecond come back again and
 * are deduplicated, instead of being lost when a page ends midway through one order's fills
 * (one taker order often fills against several makers in the same millisecond). Only when a full
 * page is a single millisecond does the start move one past it.
 */
import type { WhaleEvent } from '../../market/types.ts';
import type { Upstream } from '../upstream/types.ts';
import { UpstreamError } from '../upstream/types.ts';
import { readCoin } from './coins.ts';
import { INFO_BUCKET, ITEMS_PER_EXTRA_WEIGHT, postInfo, readAnswer } from './info.ts';
import { decimal, isRecord, refuseIfDrifted, ShapeError, type Skip } from './wire.ts';

/** The most fills one answer holds; a shorter answer is the last page. */
export const FILLS_PAGE_SIZE = 2000;
/** Five full pages reach every fill the venue keeps; far more means the server ignores startTime. */
const MAX_PAGES = 25;

export type FillEvent = Omit<WhaleEvent, 'label'>;

export interface FillsRead {
  /** Oldest first (time, then id). */
  events: FillEvent[];
  skipped: Skip[];
  pages: number;
}

/** The account's perp fills with time in [fromMs, toMs], oldest first. */
export async function fetchFills(info: Upstream, address: string, fromMs: number, toMs: number): Promise<FillEvent[]> {
  return (await readFills(info, address, fromMs, toMs)).events;
}

export async function readFills(info: Upstream, address: string, fromMs: number, toMs: number): Promise<FillsRead> {
  const user = address.toLowerCase();
  const byId = new Map<string, FillEvent>();
  const skipped: Skip[] = [];
  let start = fromMs;
  let pages = 0;
  while (start <= toMs) {
    if (pages === MAX_PAGES)
      throw new UpstreamError(info.name, 'malformed', `userFillsByTime: over ${MAX_PAGES} pages`);
    const raw = await postInfo(info, 'userFillsByTime', {
      user,
      startTime: start,
      endTime: toMs,
      aggregateByTime: false,
    });
    pages++;
    if (Array.isArray(raw)) info.charge(Math.ceil(raw.length / ITEMS_PER_EXTRA_WEIGHT), INFO_BUCKET);
    const page = readAnswer(info, 'userFillsByTime', () => parseFillsPage(raw, user, fromMs, toMs));
    for (const e of page.events) byId.set(e.id, e);
    skipped.push(...page.skipped);
    if (page.rows < FILLS_PAGE_SIZE) break;
    if (page.newestTime === null || page.newestTime < start) {
      throw new UpstreamError(info.name, 'malformed', `userFillsByTime: a full page from ${start} made no progress`);
    }
    start = page.newestTime > start ? page.newestTime : start + 1;
  }
  const events = [...byId.values()].sort((a, b) => a.t - b.t || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { events, skipped, pages };
}

export interface FillsPage {
  /** Rows in the answer, usable or not. */
  rows: number;
  /** Newest `time` among the rows (any coin), for the next page's start. */
  newestTime: number | null;
  events: FillEvent[];
  skipped: Skip[];
}

/** Pure: one userFillsByTime answer. Throws ShapeError when it is not a list of fills. */
export function parseFillsPage(raw: unknown, address: string, fromMs: number, toMs: number): FillsPage {
  if (!Array.isArray(raw)) throw new ShapeError('answer is not a list');
  const user = address.toLowerCase();
  const events: FillEvent[] = [];
  const skipped: Skip[] = [];
  let newestTime: number | null = null;
  let readable = 0;
  for (const row of raw) {
    if (isRecord(row) && isTime(row.time)) newestTime = Math.max(newestTime ?? row.time, row.time);
    const read = readFill(row, user);
    if ('skip' in read) skipped.push(read.skip);
    else {
      readable++;
      // Bounds are inclusive on the venue too; anything outside is the server's mistake.
      if (read.event.t >= fromMs && read.event.t <= toMs) events.push(read.event);
    }
  }
  refuseIfDrifted(raw.length, readable, skipped, 'fills');
  return { rows: raw.length, newestTime, events, skipped };
}

function isTime(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
}

function readFill(row: unknown, user: string): { event: FillEvent } | { skip: Skip } {
  if (!isRecord(row)) return { skip: { item: '?', reason: 'fill is not an object', shape: true } };
  const item = typeof row.coin === 'string' ? row.coin : '?';
  const coin = readCoin(row.coin);
  if ('skip' in coin) return { skip: { item, reason: coin.skip, shape: coin.skip === 'coin missing' } };
  const px = decimal(row.px);
  const sz = decimal(row.sz);
  const side = row.side === 'B' ? 'buy' : row.side === 'A' ? 'sell' : null;
  // tid is a number near 10^15; past 2^53 JSON.parse rounds it, which the id then carries.
  const tid = typeof row.tid === 'number' && Number.isInteger(row.tid) && row.tid >= 0 ? row.tid : null;
  const problems = [
    (px === null || px <= 0) && 'px',
    (sz === null || sz <= 0) && 'sz',
    side === null && 'side',
    tid === null && 'tid',
    !isTime(row.time) && 'time',
  ].filter(Boolean);
  if (problems.length > 0) return { skip: { item, reason: `bad or missing ${problems.join(', ')}`, shape: true } };
  const liquidated = isRecord(row.liquidation) ? row.liquidation.liquidatedUser : undefined;
  return {
    event: {
      id: `hl-${tid}`,
      t: row.time as number,
      address: user,
      symbol: coin.symbol,
      type: typeof liquidated === 'string' && liquidated.toLowerCase() === user ? 'liquidation' : 'trade',
      side: side!,
      sizeUsd: px! * sz!,
      // Per asset unit: a 1000× coin's px is per 1000 units (its USD size is already right).
      price: px! / coin.multiplier,
    },
  };
}
