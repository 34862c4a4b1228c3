/**
 * Funding heatmap: funding rate per venue × symbol × hour, plus the fixed test dataset served for the
 * magic timestamp 1234567890000.
 */
import { type DerivativesPoint, VENUES, type Venue } from '../market/types.ts';

export interface FundingHeatmap {
  venues: Venue[];
  symbols: string[];
  /** Hour starts, Unix ms UTC, ascending and contiguous (one per hour). */
  hours: number[];
  /** cells[venue][symbol][hour]: funding rate per 8 h as a fraction; null where no point fell in that hour. */
  cells: (number | null)[][][];
}

export interface HeatmapOptions {
  /** Rows to include, in this order (default: venues present in the points, in VENUES order). */
  venues?: readonly Venue[];
  /** Columns to include, in this order (default: symbols present, sorted). */
  symbols?: readonly string[];
  /** Time range, ms (default: the hours spanned by the points). */
  from?: number;
  to?: number;
  /** When the range is longer, the most recent hours are kept. */
  maxHours?: number;
}

export const HOUR_MS = 3_600_000;
export const DEFAULT_MAX_HOURS = 24 * 31;

export const floorHour = (t: number): number => Math.floor(t / HOUR_MS) * HOUR_MS;

/** Within an hour the latest point wins (funding in the sandbox resets hourly). */
export function buildFundingHeatmap(points: readonly DerivativesPoint[], opts: HeatmapOptions = {}): FundingHeatmap {
  const venues = opts.venues ? [...opts.venues] : VENUES.filter((v) => points.some((p) => p.venue === v));
  const symbols = opts.symbols ? [...opts.symbols] : [...new Set(points.map((p) => p.symbol))].sort();

  let lo = opts.from !== undefined ? floorHour(opts.from) : Number.POSITIVE_INFINITY;
  let hi = opts.to !== undefined ? floorHour(opts.to) : Number.NEGATIVE_INFINITY;
  if (opts.from === undefined || opts.to === undefined) {
    for (const p of points) {
      if (opts.from === undefined) lo = Math.min(lo, floorHour(p.t));
      if (opts.to === undefined) hi = Math.max(hi, floorHour(p.t));
    }
  }
  const hours: number[] = [];
  if (Number.isFinite(lo) && Number.isFinite(hi) && hi >= lo) {
    const maxHours = opts.maxHours ?? DEFAULT_MAX_HOURS;
    const start = Math.max(lo, hi - (maxHours - 1) * HOUR_MS);
    for (let h = start; h <= hi; h += HOUR_MS) hours.push(h);
  }

  const vIdx = new Map(venues.map((v, i) => [v, i]));
  const sIdx = new Map(symbols.map((s, i) => [s, i]));
  const cells = venues.map(() => symbols.map(() => hours.map((): number | null => null)));
  const seen = venues.map(() => symbols.map(() => hours.map(() => Number.NEGATIVE_INFINITY)));
  const first = hours.length > 0 ? hours[0] : 0;
  for (const p of points) {
    const vi = vIdx.get(p.venue);
    const si = sIdx.get(p.symbol);
    const hIdx = (floorHour(p.t) - first) / HOUR_MS;
    if (vi === undefined || si === undefined || hIdx < 0 || hIdx >= hours.length) continue;
    if (!Number.isFinite(p.fundingRate) || p.t < seen[vi][si][hIdx]) continue;
    seen[vi][si][hIdx] = p.t;
    cells[vi][si][hIdx] = p.fundingRate;
  }
  return { venues, symbols, hours, cells };
}

/** The timestamp (ms) for which the heatmap endpoint returns FIXED_HEATMAP. */
export const FIXED_HEATMAP_TIMESTAMP = 1_234_567_890_000;
const FIXED_START = floorHour(FIXED_HEATMAP_TIMESTAMP); // 1_234_566_000_000 = 2009-02-13T23:00:00Z

/**
 * Hand-written, documented test data (docs/signals.md lists every value). BTC and ETH sit near the
 * 0.01 % baseline with a mid-window bump; SOL runs hotter, and on okx it starts and ends negative.
 */
const FIXED_CELLS: number[][][] = [
  [
    [0.0001, 0.0001, 0.00012, 0.00012, 0.00015, 0.0001, 0.00008, 0.0001],
    [0.00008, 0.0001, 0.0001, 0.00013, 0.00018, 0.00015, 0.0001, 0.00009],
    [0.0002, 0.00025, 0.0003, 0.00035, 0.0004, 0.0003, 0.00025, 0.0002],
  ],
  [
    [0.0001, 0.00011, 0.00011, 0.00013, 0.00014, 0.00009, 0.00007, 0.0001],
    [0.00007, 0.00009, 0.0001, 0.00012, 0.00016, 0.00014, 0.0001, 0.00008],
    [0.00018, 0.00022, 0.00028, 0.00033, 0.00038, 0.00029, 0.00024, 0.00019],
  ],
  [
    [0.00009, 0.0001, 0.00011, 0.00012, 0.00013, 0.0001, 0.00006, 0.00009],
    [0.00005, 0.00008, 0.00009, 0.00011, 0.00015, 0.00012, 0.00008, 0.00006],
    [-0.00005, 0.00002, 0.0001, 0.00015, 0.0002, 0.00012, 0.00005, -0.0001],
  ],
];

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object') {
    for (const v of Object.values(o)) deepFreeze(v);
    Object.freeze(o);
  }
  return o;
}

export const FIXED_HEATMAP: Readonly<FundingHeatmap> = deepFreeze({
  venues: ['binance', 'bybit', 'okx'],
  symbols: ['TEST_BTC', 'TEST_ETH', 'TEST_SOL'],
  hours: Array.from({ length: 8 }, (_, i) => FIXED_START + i * HOUR_MS),
  cells: FIXED_CELLS,
});

/** A fresh, mutable copy of FIXED_HEATMAP, so a caller cannot alter the shared constant. */
export function fixedHeatmap(): FundingHeatmap {
  return structuredClone(FIXED_HEATMAP) as FundingHeatmap;
}
