/**
 * The Hyperliquid leaderboard: GET /Mainnet/leaderboard on the stats host, one undocumented
 * JSON document of ~30,000 rows (~33 MB) that the web leaderboard loads. It is read as a stream,
 * row by row (json-array-scanner.ts), so memory stays at one row plus one network chunk.
 *
 * The stats host is an Upstream of its own; give it a timeout long enough for the whole
 * document to arrive (tens of seconds), since the timeout covers reading the body.
 */
import type { Upstream } from '../upstream/types.ts';
import { UpstreamError } from '../upstream/types.ts';
import { JsonStreamError, streamArrayMember } from './json-array-scanner.ts';
import { decimal, isRecord } from './wire.ts';

export const LEADERBOARD_WINDOWS = ['day', 'week', 'month', 'allTime'] as const;
export type LeaderboardWindowName = (typeof LEADERBOARD_WINDOWS)[number];

export interface WindowPerformance {
  pnl: number;
  /** Return on investment over the window, fraction (0.0851 = 8.51 %). */
  roi: number;
  /** Traded volume over the window, USD. */
  vlm: number;
}

export interface LeaderboardRow {
  /** Lower-case 0x address (40 hex digits). */
  address: string;
  accountValueUsd: number;
  displayName: string | null;
  /** The windows the row carries, looked up by name; rows may lack some. */
  windows: Partial<Record<LeaderboardWindowName, WindowPerformance>>;
}

/** What one read of the leaderboard saw, filled in as the stream is consumed. */
export interface LeaderboardTally {
  /** Elements of `leaderboardRows` read. */
  rows: number;
  /** Rows handed on. */
  yielded: number;
  /** Rows left out, and why. */
  skipped: number;
  skipReasons: Record<string, number>;
}

export type LeaderboardStream = AsyncIterable<LeaderboardRow> & { readonly tally: LeaderboardTally };

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const WINDOW_NAMES: ReadonlySet<string> = new Set(LEADERBOARD_WINDOWS);

/** One wire row, or the reason it cannot be used. Unknown keys and unknown windows are ignored. */
export function parseLeaderboardRow(raw: unknown): { row: LeaderboardRow } | { skip: string } {
  if (!isRecord(raw)) return { skip: 'not an object' };
  if (typeof raw.ethAddress !== 'string' || !ADDRESS.test(raw.ethAddress)) return { skip: 'bad address' };
  const accountValueUsd = decimal(raw.accountValue);
  if (accountValueUsd === null) return { skip: 'accountValue not a finite number' };
  const displayName = typeof raw.displayName === 'string' && raw.displayName !== '' ? raw.displayName : null;
  return {
    row: { address: raw.ethAddress.toLowerCase(), accountValueUsd, displayName, windows: readWindows(raw) },
  };
}

/** `windowPerformances` is a list of [name, {pnl, roi, vlm}] pairs; a pair missing a figure is dropped. */
function readWindows(raw: Record<string, unknown>): LeaderboardRow['windows'] {
  const windows: LeaderboardRow['windows'] = {};
  if (!Array.isArray(raw.windowPerformances)) return windows;
  for (const pair of raw.windowPerformances) {
    if (!Array.isArray(pair) || typeof pair[0] !== 'string' || !WINDOW_NAMES.has(pair[0])) continue;
    const figures = pair[1];
    if (!isRecord(figures)) continue;
    const pnl = decimal(figures.pnl);
    const roi = decimal(figures.roi);
    const vlm = decimal(figures.vlm);
    if (pnl === null || roi === null || vlm === null) continue;
    windows[pair[0] as LeaderboardWindowName] = { pnl, roi, vlm };
  }
  return windows;
}

/**
 * The leaderboard's usable rows in document order. Throws UpstreamError 'malformed' on a
 * truncated or ill-formed document, or one whose rows were all unusable (a renamed field);
 * rows yielded before that stay yielded, and the caller decides whether a partial read counts.
 */
export function streamLeaderboard(stats: Upstream): LeaderboardStream {
  const tally: LeaderboardTally = { rows: 0, yielded: 0, skipped: 0, skipReasons: {} };
  async function* rows(): AsyncGenerator<LeaderboardRow> {
    const body = await stats.stream({ method: 'GET', path: '/Mainnet/leaderboard', label: 'leaderboard' });
    try {
      for await (const raw of streamArrayMember(body, 'leaderboardRows')) {
        tally.rows++;
        const parsed = parseLeaderboardRow(raw);
        if ('skip' in parsed) {
          tally.skipped++;
          tally.skipReasons[parsed.skip] = (tally.skipReasons[parsed.skip] ?? 0) + 1;
          continue;
        }
        tally.yielded++;
        yield parsed.row;
      }
    } catch (err) {
      throw asUpstreamError(stats.name, err);
    }
    if (tally.rows > 0 && tally.yielded === 0) {
      const reasons = Object.entries(tally.skipReasons).map(([r, n]) => `${r}: ${n}`);
      throw new UpstreamError(stats.name, 'malformed', `leaderboard: none of ${tally.rows} rows usable (${reasons})`);
    }
  }
  const iterable = rows();
  return { tally, [Symbol.asyncIterator]: () => iterable };
}

/** A broken document is 'malformed'; the body stream failing mid-way is the connection's fault. */
function asUpstreamError(name: string, err: unknown): unknown {
  if (err instanceof UpstreamError) return err;
  if (err instanceof JsonStreamError) return new UpstreamError(name, 'malformed', `leaderboard: ${err.message}`);
  const e = err as Error;
  const kind = e?.name === 'TimeoutError' ? 'timeout' : e?.name === 'AbortError' ? 'aborted' : 'network';
  return new UpstreamError(name, kind, `leaderboard: body interrupted: ${e?.message ?? String(err)}`);
}
