/**
 * The valuation collector on its own database and the Coin Metrics fixture over loopback: what
 * lands in asset_onchain, the catalog read once a day, a tier refusal that keeps the last good
 * data and re-reads the catalog, and failures that write nothing.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { collectValuation, forgetValuationCatalogs } from '../../src/ingest/collectors/valuation.ts';
import type { IngestContext, Upstreams } from '../../src/ingest/context.ts';
import { runCycle } from '../../src/ingest/cycle.ts';
import type { AssetOnchain } from '../../src/market/types.ts';
import type { Database } from '../../src/platform/db/client.ts';
import { createUpstream } from '../../src/sources/upstream/client.ts';
import {
  CM_WANTED,
  cellKey,
  coinmetricsState,
  DAY_MS,
  fixtureDays,
  fixtureValue,
  startCoinmetricsFixture,
} from '../fixtures/upstreams/coinmetrics.ts';
import { expectedDays } from '../fixtures/upstreams/coinmetrics-expect.ts';
import type { FixtureServer } from '../fixtures/upstreams/server.ts';
import { openTestDatabase } from '../helpers/app.ts';
import { ONE_ATTEMPT } from '../helpers/upstreams.ts';

const state = coinmetricsState();
const NOW = state.now;
let clock = NOW;
let server: FixtureServer;
let database: Database;
let drop: () => Promise<void>;
let ctx: IngestContext;
const warnings: string[] = [];

const catalogReads = () => server.requests.filter((r) => r.path === '/v4/catalog-v2/asset-metrics').length;
const collect = () => runCycle(ctx, 'collect-valuation', 'coinmetrics', () => collectValuation(ctx));

async function stored(): Promise<AssetOnchain[]> {
  const rows = await database.query<Record<string, string | number | null>>(
    'SELECT * FROM asset_onchain ORDER BY symbol, t',
  );
  const n = (v: string | number | null) => (v === null ? null : Number(v));
  return rows.map((r) => ({
    symbol: String(r.symbol),
    t: Number(r.t),
    mvrv: n(r.mvrv),
    exchangeNetflow24hUsd: n(r.exchange_netflow_24h_usd),
    largeHolderCount: n(r.large_holder_count),
    largeHolderCount30dAgo: n(r.large_holder_count_30d_ago),
    largeHolderBalance: n(r.large_holder_balance),
    largeTxCount24h: n(r.large_tx_count_24h),
    largeTxCount7dAvg: n(r.large_tx_count_7d_avg),
  }));
}

beforeAll(async () => {
  const started = await startCoinmetricsFixture(state);
  server = started.server;
  ({ database, drop } = await openTestDatabase());
  const coinmetrics = createUpstream({
    name: 'coinmetrics',
    baseUrl: started.baseUrl,
    timeoutMs: 2_000,
    ...ONE_ATTEMPT,
  });
  const log = { info: () => {}, error: () => {}, warn: (_: object, msg: string) => void warnings.push(msg) };
  ctx = {
    db: database.db,
    now: () => clock,
    // The collector uses only its own upstream.
    upstreams: { coinmetrics } as unknown as Upstreams,
    collection: {} as IngestContext['collection'],
    log,
    wrote: () => {},
  };
});
beforeEach(async () => {
  forgetValuationCatalogs();
  await database.query('DELETE FROM asset_onchain');
  clock = NOW;
  warnings.length = 0;
});
afterEach(() => {
  server.clearFaults();
  server.requests.length = 0;
  Object.assign(state, coinmetricsState());
});
afterAll(async () => {
  await server?.close();
  await drop?.();
  await database?.close();
});

describe('collectValuation', () => {
  it('stores the past 35 days of BTC and ETH exactly as the fixture states them', async () => {
    const report = await collect();
    expect(report).toMatchObject({ ok: true, items: 70, skipped: 0 });
    expect(report.summary).toContain('newest BTC 2026-09-14, ETH 2026-09-14');
    expect(await stored()).toEqual(expectedDays(state));
  });

  it('reads the catalog once a day; each cycle costs one request per asset', async () => {
    await collect();
    clock = NOW + 60 * 60_000;
    await collect();
    expect(catalogReads()).toBe(1);
    expect(server.requests).toHaveLength(5);
    clock = NOW + DAY_MS;
    await collect();
    expect(catalogReads()).toBe(2);
  });

  it('a later cycle rewrites revised figures in place and adds the new day', async () => {
    await collect();
    const [yesterday] = fixtureDays(state).slice(-1);
    state.cells.set(cellKey('btc', 'FlowInExUSD', yesterday), '1234567.5');
    state.now = NOW + DAY_MS;
    clock = NOW + DAY_MS;
    expect((await collect()).ok).toBe(true);
    const rows = await stored();
    // The day that left the 35-day window keeps its row; the rest is as the fixture now says.
    const kept = expectedDays({ ...state, now: NOW }).filter((r) => r.t === yesterday - 34 * DAY_MS);
    expect(rows).toEqual(
      [...kept, ...expectedDays(state)].sort((a, b) => a.symbol.localeCompare(b.symbol) || a.t - b.t),
    );
    expect(rows.find((r) => r.symbol === 'BTC' && r.t === yesterday)?.exchangeNetflow24hUsd).toBe(
      1234567.5 - Number(fixtureValue(state, 'btc', 'FlowOutExUSD', yesterday)),
    );
  });

  it('a tier without flows stores MVRV and holders with a null netflow, and says so', async () => {
    state.offered.eth = new Set(CM_WANTED.filter((m) => !m.startsWith('Flow')));
    const report = await collect();
    expect(report.summary).toContain('ETH without exchange flows');
    const eth = (await stored()).filter((r) => r.symbol === 'ETH');
    expect(eth).toEqual(expectedDays(state).filter((r) => r.symbol === 'ETH'));
    expect(eth.every((r) => r.exchangeNetflow24hUsd === null && r.mvrv !== null)).toBe(true);
  });

  it('a tier refusal (403) fails the cycle, keeps the last good data, and re-reads the catalog next cycle', async () => {
    await collect();
    const before = await stored();
    // The tier drops FlowOutExUSD; the cached catalog still lists it.
    state.forbidden.add('FlowOutExUSD');
    clock = NOW + 60 * 60_000;
    const refused = await collect();
    expect(refused.ok).toBe(false);
    expect(refused.error).toContain('outside this tier');
    expect(warnings.some((w) => w.includes("Requested metric 'FlowOutExUSD'"))).toBe(true);
    expect(await stored()).toEqual(before);

    state.offered.btc.delete('FlowOutExUSD');
    state.offered.eth.delete('FlowOutExUSD');
    state.forbidden.clear();
    const next = await collect();
    expect(next.ok).toBe(true);
    expect(catalogReads()).toBe(2);
    // Without the USD outflow, BTC's flows come from FlowIn/OutExNtv × PriceUSD.
    expect(server.requests.at(-2)?.query.get('metrics')).toContain('FlowOutExNtv');
    expect(await stored()).toEqual(expectedDays(state));
  });

  it('bad values are counted, logged and stored as null', async () => {
    const [yesterday] = fixtureDays(state).slice(-1);
    state.cells.set(cellKey('eth', 'CapMVRVCur', yesterday), '-0.5');
    state.cells.set(cellKey('btc', 'AdrBalNtv1KCnt', yesterday), 'NaN');
    const report = await collect();
    expect(report).toMatchObject({ ok: true, items: 70, skipped: 2 });
    expect(warnings.filter((w) => w.startsWith('skipped value'))).toHaveLength(2);
    const asNull = { ...state, cells: new Map([...state.cells.keys()].map((k) => [k, null])) };
    expect(await stored()).toEqual(expectedDays(asNull));
  });

  it('a failed or drifted upstream writes nothing', async () => {
    server.fault({ fault: { kind: 'server-error' }, path: '/v4/timeseries' });
    expect((await collect()).ok).toBe(false);
    server.clearFaults();
    server.fault({ fault: { kind: 'drift' }, path: '/v4/timeseries', times: 1 });
    // The second asset drifts after the first was read: still nothing is written.
    server.fault({ fault: { kind: 'slow', delayMs: 0 }, path: '/v4/timeseries', times: 1 });
    const report = await collect();
    expect(report.ok).toBe(false);
    expect(report.error).toContain('schema changed');
    expect(await stored()).toEqual([]);
  });
});
