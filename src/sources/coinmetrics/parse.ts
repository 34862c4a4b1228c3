/**
 * Coin Metrics API v4 answers → plain values. Pure functions: the adapter (index.ts) does the I/O.
 * Wire facts: every answer is `{data: [...], next_page_token?, next_page_url?}`; metric values
 * are decimal strings or null (no data that day); a metric the asset does not support is left out
 * of its rows; `<metric>-status` / `-status-time` fields ride along for reviewed metrics (flows);
 * `time` is RFC 3339 with nanoseconds. A metric outside the caller's tier is an HTTP 403
 * `{"error":{"type":"forbidden","message":…}}`, which the Upstream client turns into an error.
 */
import { isRow, listOf, malformed, type Row, requireKeys, rowOf } from '../perps/parse.ts';

/** The asset metrics this service reads, by their Coin Metrics ids. */
export const WANTED_METRICS = [
  'CapMVRVCur',
  'FlowInExUSD',
  'FlowOutExUSD',
  'FlowInExNtv',
  'FlowOutExNtv',
  'AdrBalNtv1KCnt',
  'SplyAdrBalNtv1K',
  'PriceUSD',
] as const;
export type WantedMetric = (typeof WANTED_METRICS)[number];

const WANTED = new Set<string>(WANTED_METRICS);

/** What a metric's values may be; anything else is a bad value, counted and never stored. */
const METRIC_RULE: Record<WantedMetric, 'positive' | 'nonNegative' | 'count'> = {
  // Market value over realised value: both capitalisations are positive.
  CapMVRVCur: 'positive',
  // Gross flows each way: the net is ours to compute.
  FlowInExUSD: 'nonNegative',
  FlowOutExUSD: 'nonNegative',
  FlowInExNtv: 'nonNegative',
  FlowOutExNtv: 'nonNegative',
  AdrBalNtv1KCnt: 'count',
  SplyAdrBalNtv1K: 'nonNegative',
  PriceUSD: 'positive',
};

/** Digits with an optional fraction and exponent, as Coin Metrics writes them ("1.4708", "1.2E-5"). */
const DECIMAL = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A decimal string as a finite number, or null for anything else (numbers, "NaN", "", "1,5"). */
export function decimalString(value: unknown): number | null {
  if (typeof value !== 'string' || !DECIMAL.test(value)) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Outcome of one metric cell: a value, no value (null or omitted), or a bad value with why. */
export type MetricCell = { value: number | null } | { bad: string };

/** Reads one metric cell: omitted and null both mean "no figure"; a bad string is reported. */
export function metricCell(metric: WantedMetric, raw: unknown): MetricCell {
  if (raw === undefined || raw === null) return { value: null };
  const n = decimalString(raw);
  if (n === null) return { bad: `not a decimal string (${JSON.stringify(raw)?.slice(0, 40)})` };
  const rule = METRIC_RULE[metric];
  if (rule === 'positive' && n <= 0) return { bad: `must be positive (${n})` };
  if (rule !== 'positive' && n < 0) return { bad: `must not be negative (${n})` };
  if (rule === 'count' && !Number.isSafeInteger(n)) return { bad: `not a whole count (${n})` };
  return { value: n };
}

/** RFC 3339 with up to nine fractional digits, in UTC or with an offset. */
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/;

/**
 * An RFC 3339 time as Unix ms, nanoseconds truncated (Date.parse does not take nine digits
 * everywhere); null when it is not one or names an impossible date.
 */
export function rfc3339Ms(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = RFC3339.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac = '', zone] = m;
  const ms = Number(frac.padEnd(3, '0').slice(0, 3));
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms);
  const check = new Date(utc);
  // Date.UTC rolls 2026-02-30 over into March: refuse it instead.
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d) || Number(h) > 23) return null;
  if (Number(mi) > 59 || Number(s) > 59) return null;
  if (zone === 'Z') return utc;
  const sign = zone.startsWith('-') ? -1 : 1;
  const [zh, zm] = zone.slice(1).split(':').map(Number);
  if (zh > 23 || zm > 59) return null;
  return utc - sign * (zh * 60 + zm) * 60_000;
}

/** The envelope shared by catalog and timeseries answers. */
export interface Page {
  data: unknown[];
  nextPageUrl: string | null;
}

export function parsePage(upstream: string, label: string, doc: unknown): Page {
  const root = rowOf(upstream, label, doc);
  if (isRow(root.error)) {
    throw malformed(upstream, label, `error envelope with HTTP 200: ${String(root.error.message ?? '')}`);
  }
  const data = listOf(upstream, `${label}.data`, root.data);
  const next = root.next_page_url;
  if (next !== undefined && next !== null && typeof next !== 'string') {
    throw malformed(upstream, label, 'next_page_url is not a string');
  }
  return { data, nextPageUrl: typeof next === 'string' && next !== '' ? next : null };
}

/**
 * The catalog (`/catalog-v2/asset-metrics`): per asset, the wanted metrics it lists at daily
 * frequency. The catalog of a tier lists what that tier may read, so this is the tier's offer.
 * Shape: `{data: [{asset, metrics: [{metric, frequencies: [{frequency, min_time, max_time}]}]}]}`.
 */
export function parseCatalogPage(upstream: string, rows: unknown[], into: Map<string, Set<WantedMetric>>): void {
  const label = 'catalog-v2/asset-metrics';
  requireKeys(upstream, label, rows, ['asset', 'metrics']);
  for (const row of rows) {
    if (!isRow(row) || typeof row.asset !== 'string' || !Array.isArray(row.metrics)) continue;
    requireKeys(upstream, `${label}.metrics`, row.metrics, ['metric', 'frequencies']);
    const offered = into.get(row.asset.toLowerCase()) ?? new Set<WantedMetric>();
    for (const entry of row.metrics) {
      if (!isRow(entry) || typeof entry.metric !== 'string' || !WANTED.has(entry.metric)) continue;
      if (Array.isArray(entry.frequencies) && entry.frequencies.some(isDaily))
        offered.add(entry.metric as WantedMetric);
    }
    into.set(row.asset.toLowerCase(), offered);
  }
}

function isDaily(f: unknown): boolean {
  return isRow(f) && f.frequency === '1d';
}

/** One asset's figures of one day; a metric that was not asked, omitted or null is absent. */
export interface DailyRow {
  asset: string;
  t: number;
  values: Partial<Record<WantedMetric, number>>;
}

export interface SkippedValue {
  asset: string;
  time: string;
  metric: WantedMetric | null;
  reason: string;
}

/**
 * One page of `/timeseries/asset-metrics`. Rows are `{asset, time, <metric>: "…"|null, …}`. A
 * row without a readable time is skipped whole; a bad value skips just that figure. A non-empty
 * page where no row carries any of the asked metrics has drifted (the names changed).
 */
export function parseTimeseriesPage(
  upstream: string,
  rows: unknown[],
  metrics: readonly WantedMetric[],
): { rows: DailyRow[]; skipped: SkippedValue[] } {
  const label = 'timeseries/asset-metrics';
  requireKeys(upstream, label, rows, ['asset', 'time']);
  if (rows.length > 0 && metrics.length > 0 && !rows.some((r) => isRow(r) && metrics.some((m) => m in r))) {
    throw malformed(upstream, label, `no row carries any of ${metrics.join(', ')} (schema changed?)`);
  }
  const out: DailyRow[] = [];
  const skipped: SkippedValue[] = [];
  for (const row of rows) {
    if (!isRow(row)) continue;
    const read = dailyRow(row, metrics);
    if ('reason' in read) skipped.push(read);
    else {
      out.push(read.row);
      skipped.push(...read.skipped);
    }
  }
  return { rows: out, skipped };
}

function dailyRow(
  row: Row,
  metrics: readonly WantedMetric[],
): { row: DailyRow; skipped: SkippedValue[] } | SkippedValue {
  const asset = typeof row.asset === 'string' ? row.asset.toLowerCase() : '';
  const time = typeof row.time === 'string' ? row.time : String(row.time);
  const t = rfc3339Ms(row.time);
  if (asset === '' || t === null) return { asset, time, metric: null, reason: 'no readable asset or time' };
  const values: DailyRow['values'] = {};
  const skipped: SkippedValue[] = [];
  for (const metric of metrics) {
    const cell = metricCell(metric, row[metric]);
    if ('bad' in cell) skipped.push({ asset, time, metric, reason: cell.bad });
    else if (cell.value !== null) values[metric] = cell.value;
  }
  return { row: { asset, t, values }, skipped };
}

/**
 * The request path (with its query) that fetches `nextPageUrl` unmodified through an Upstream
 * whose base address is `baseUrl`: the part after the base. A URL on another origin or outside
 * the base path is refused, so an answer can never point our client elsewhere.
 */
export function nextPagePath(upstream: string, baseUrl: string, nextPageUrl: string): string {
  let next: URL;
  let base: URL;
  try {
    next = new URL(nextPageUrl);
    base = new URL(baseUrl);
  } catch {
    throw malformed(upstream, 'next_page_url', `not an absolute URL (${nextPageUrl.slice(0, 80)})`);
  }
  const basePath = base.pathname.replace(/\/+$/, '');
  if (next.origin !== base.origin) {
    throw malformed(upstream, 'next_page_url', `points at ${next.origin}, not ${base.origin}`);
  }
  if (next.pathname !== basePath && !next.pathname.startsWith(`${basePath}/`)) {
    throw malformed(upstream, 'next_page_url', `path ${next.pathname} is outside ${basePath || '/'}`);
  }
  // Keep the query exactly as sent: its page token must reach the upstream byte for byte.
  const query = nextPageUrl.includes('?') ? nextPageUrl.slice(nextPageUrl.indexOf('?')).split('#')[0] : '';
  return next.pathname.slice(basePath.length) + query;
}
