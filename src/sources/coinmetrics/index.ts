/**
 * Coin Metrics community adapter (https://community-api.coinmetrics.io/v4): MVRV, exchange
 * flows and large-holder figures of BTC and ETH, daily. The tier's offer comes from the catalog
 * (`/catalog-v2/asset-metrics`), so a cycle only asks for metrics it may read; a metric that is
 * refused anyway (HTTP 403: the tier changed since) fails the cycle with a tier refusal, and the
 * collector reads the catalog again. Pages are followed through `next_page_url`, unmodified.
 */
import type { AssetOnchain } from '../../market/types.ts';
import { malformed } from '../perps/parse.ts';
import { type Upstream, UpstreamError, type UpstreamRequest } from '../upstream/types.ts';
import { type AssetPlan, assetRows, DAY_MS, HOLDER_LOOKBACK_DAYS, planFor } from './assemble.ts';
import {
  type DailyRow,
  nextPagePath,
  parseCatalogPage,
  parsePage,
  parseTimeseriesPage,
  type SkippedValue,
  type WantedMetric,
} from './parse.ts';

/** Coin Metrics asset ids → our symbols. */
export const COINMETRICS_ASSETS = { btc: 'BTC', eth: 'ETH' } as const;
export type CoinmetricsAsset = keyof typeof COINMETRICS_ASSETS;
const ASSET_IDS = Object.keys(COINMETRICS_ASSETS) as CoinmetricsAsset[];

/** Per asset id, the wanted metrics the tier offers at daily frequency. */
export type AvailableMetrics = ReadonlyMap<string, ReadonlySet<WantedMetric>>;

/** Days of rows a cycle returns: a first run stores the past month, later runs pick up revisions. */
export const HISTORY_DAYS = 35;
/** Requested window: the returned days plus the 30 days their holder-count references need. */
const FETCH_DAYS = HISTORY_DAYS + HOLDER_LOOKBACK_DAYS + 1;
/** ~66 daily rows per asset fit one page; the cap only bounds a runaway pager. */
const PAGE_SIZE = 1000;
const MAX_PAGES = 20;

export async function fetchAvailableMetrics(
  up: Upstream,
  assets: readonly string[] = ASSET_IDS,
): Promise<Map<string, Set<WantedMetric>>> {
  const offered = new Map<string, Set<WantedMetric>>();
  await followPages(
    up,
    'catalog-v2/asset-metrics',
    { path: '/catalog-v2/asset-metrics', query: { assets: assets.join(',') } },
    (data) => parseCatalogPage(up.name, data, offered),
  );
  const wanted = new Map<string, Set<WantedMetric>>();
  for (const asset of assets) wanted.set(asset, offered.get(asset.toLowerCase()) ?? new Set());
  return wanted;
}

export interface AssetOnchainFetch {
  /** Per asset, the newest day with MVRV or a netflow (assets with no such day are left out). */
  latest: AssetOnchain[];
  /** Every day of the last HISTORY_DAYS with MVRV or a netflow, per asset, oldest first. */
  days: AssetOnchain[];
  /** Bad values (not a decimal string, negative, NaN) and unreadable rows, never stored. */
  skipped: SkippedValue[];
  /** Per symbol, the figures this tier does not offer. */
  missing: Record<string, string[]>;
}

export async function fetchAssetOnchain(
  up: Upstream,
  available: AvailableMetrics,
  now: number,
): Promise<AssetOnchainFetch> {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const result: AssetOnchainFetch = { latest: [], days: [], skipped: [], missing: {} };
  for (const asset of ASSET_IDS) {
    const symbol = COINMETRICS_ASSETS[asset];
    const plan = planFor(available.get(asset) ?? new Set());
    if (plan.missing.length > 0) result.missing[symbol] = plan.missing;
    if (plan.metrics.length === 0) continue;
    const daily = await fetchDaily(up, asset, plan, today - FETCH_DAYS * DAY_MS, result.skipped);
    const rows = assetRows(symbol, daily, plan.flows, today - HISTORY_DAYS * DAY_MS, now);
    result.days.push(...rows);
    if (rows.length > 0) result.latest.push(rows[rows.length - 1]);
  }
  return result;
}

async function fetchDaily(
  up: Upstream,
  asset: CoinmetricsAsset,
  plan: AssetPlan,
  fromMs: number,
  skipped: SkippedValue[],
): Promise<DailyRow[]> {
  const label = 'timeseries/asset-metrics';
  const first: UpstreamRequest = {
    path: '/timeseries/asset-metrics',
    query: {
      assets: asset,
      metrics: plan.metrics.join(','),
      frequency: '1d',
      start_time: new Date(fromMs).toISOString().slice(0, 10),
      page_size: PAGE_SIZE,
      paging_from: 'start',
    },
  };
  const days: DailyRow[] = [];
  try {
    await followPages(up, label, first, (data) => {
      const page = parseTimeseriesPage(up.name, data, plan.metrics);
      days.push(...page.rows.filter((r) => r.asset === asset));
      skipped.push(...page.skipped);
    });
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'http' && err.status === 403) {
      throw new UpstreamError(
        up.name,
        'http',
        `${label} ${asset}: a metric of ${plan.metrics.join(',')} is outside this tier (HTTP 403); ` +
          `the catalog is read again next cycle. ${err.message}`,
        403,
      );
    }
    throw err;
  }
  return days;
}

/** A 403 from the timeseries: the tier no longer offers a metric the catalog listed. */
export function isTierRefusal(err: unknown): err is UpstreamError {
  return err instanceof UpstreamError && err.kind === 'http' && err.status === 403;
}

/** Reads `first`, then every `next_page_url` (same host and base path only), at most MAX_PAGES. */
async function followPages(
  up: Upstream,
  label: string,
  first: UpstreamRequest,
  onData: (data: unknown[]) => void,
): Promise<void> {
  const seen = new Set<string>();
  let req: UpstreamRequest = { ...first, label };
  for (let page = 1; ; page++) {
    const { data, nextPageUrl } = parsePage(up.name, label, await up.json(req));
    onData(data);
    if (nextPageUrl === null) return;
    if (page >= MAX_PAGES) throw malformed(up.name, label, `still a next page after ${MAX_PAGES} pages`);
    const path = nextPagePath(up.name, up.baseUrl, nextPageUrl);
    if (seen.has(path)) throw malformed(up.name, label, 'next_page_url repeats a page already read');
    seen.add(path);
    req = { path, label };
  }
}
