/**
 * Valuation and exchange flows of BTC and ETH from Coin Metrics: MVRV, the day's exchange
 * netflow in USD, and the addresses holding at least 1,000 coins. The data is daily, so a cycle
 * costs one request per asset; the tier's offer (the catalog) is read once a day per base
 * address, and again right after a tier refusal (HTTP 403), so the next cycle asks only for
 * what the tier still offers.
 */
import { writeAssetOnchain } from '../../market/production-store.ts';
import {
  type AvailableMetrics,
  fetchAssetOnchain,
  fetchAvailableMetrics,
  isTierRefusal,
} from '../../sources/coinmetrics/index.ts';
import type { IngestContext } from '../context.ts';
import type { CycleResult } from '../cycle.ts';

/** How long a catalog answer is trusted: the tier's offer changes rarely. */
export const CATALOG_TTL_MS = 24 * 60 * 60_000;

/** Catalog answers per upstream base address (per process). */
const catalogs = new Map<string, { at: number; available: AvailableMetrics }>();

/** Forgets every cached catalog (tests that change the fixture's tier). */
export function forgetValuationCatalogs(): void {
  catalogs.clear();
}

export async function collectValuation(ctx: IngestContext): Promise<CycleResult> {
  const up = ctx.upstreams.coinmetrics;
  const now = ctx.now();
  let cached = catalogs.get(up.baseUrl);
  if (!cached || now - cached.at >= CATALOG_TTL_MS || now < cached.at) {
    cached = { at: now, available: await fetchAvailableMetrics(up) };
    catalogs.set(up.baseUrl, cached);
  }
  let fetched: Awaited<ReturnType<typeof fetchAssetOnchain>>;
  try {
    fetched = await fetchAssetOnchain(up, cached.available, now);
  } catch (err) {
    if (isTierRefusal(err)) {
      catalogs.delete(up.baseUrl);
      ctx.log.warn({ upstream: up.name }, err.message);
    }
    throw err;
  }
  for (const s of fetched.skipped.slice(0, 20)) {
    ctx.log.warn({ upstream: up.name, asset: s.asset, time: s.time, metric: s.metric }, `skipped value: ${s.reason}`);
  }
  await writeAssetOnchain(ctx.db, fetched.days);
  const newest = fetched.latest.map((r) => `${r.symbol} ${new Date(r.t).toISOString().slice(0, 10)}`).join(', ');
  const missing = Object.entries(fetched.missing).map(([symbol, what]) => `${symbol} without ${what.join(', ')}`);
  return {
    items: fetched.days.length,
    skipped: fetched.skipped.length,
    summary:
      `coinmetrics: ${fetched.days.length} daily rows` +
      (newest ? ` (newest ${newest})` : ' (no day with MVRV or flows)') +
      (missing.length > 0 ? `; not in this tier: ${missing.join('; ')}` : ''),
  };
}
