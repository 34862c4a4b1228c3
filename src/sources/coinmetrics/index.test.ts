import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CM_WANTED,
  type CmAsset,
  cellKey,
  coinmetricsState,
  DAY_MS,
  fixtureDays,
  startCoinmetricsFixture,
} from '../../../test/fixtures/upstreams/coinmetrics.ts';
import { expectedDays, expectedLatest } from '../../../test/fixtures/upstreams/coinmetrics-expect.ts';
import { CLIENT_TIMEOUT_MS } from '../../../test/fixtures/upstreams/fault-cases.ts';
import type { FixtureServer } from '../../../test/fixtures/upstreams/server.ts';
import { ONE_ATTEMPT, recordingUpstream } from '../../../test/helpers/upstreams.ts';
import { createUpstream } from '../upstream/client.ts';
import { fetchAssetOnchain, fetchAvailableMetrics } from './index.ts';
import { rfc3339Ms, type WantedMetric } from './parse.ts';

const state = coinmetricsState();
let server: FixtureServer;
let baseUrl: string;

const upstream = () =>
  recordingUpstream(createUpstream({ name: 'coinmetrics', baseUrl, timeoutMs: CLIENT_TIMEOUT_MS, ...ONE_ATTEMPT }));
const fullTier = () => new Map(['btc', 'eth'].map((a) => [a, new Set(CM_WANTED as WantedMetric[])]));
const without = (asset: CmAsset, ...metrics: string[]) => {
  state.offered[asset] = new Set(CM_WANTED.filter((m) => !metrics.includes(m)));
};
const timeseriesRequests = () => server.requests.filter((r) => r.path === '/v4/timeseries/asset-metrics');
/** Reads the fixture's tier from its catalog, then the figures, as the collector does. */
const fetchBoth = async () => {
  const up = upstream();
  return fetchAssetOnchain(up, await fetchAvailableMetrics(up), state.now);
};

beforeAll(async () => {
  ({ server, baseUrl } = await startCoinmetricsFixture(state));
});
afterEach(() => {
  server.clearFaults();
  server.requests.length = 0;
  Object.assign(state, coinmetricsState());
});
afterAll(() => server.close());

describe('coinmetrics fetchAvailableMetrics', () => {
  it('reads the catalog once and keeps the wanted metrics offered daily, per asset', async () => {
    const up = upstream();
    const available = await fetchAvailableMetrics(up);
    expect(available).toEqual(fullTier());
    expect(up.calls.map((c) => [c.path, c.query])).toEqual([['/catalog-v2/asset-metrics', { assets: 'btc,eth' }]]);
  });

  it('reflects a smaller tier, and follows the catalog pages', async () => {
    state.offered.eth = new Set(['CapMVRVCur', 'PriceUSD']);
    state.maxPageSize = 1;
    const up = upstream();
    const available = await fetchAvailableMetrics(up);
    expect(available.get('eth')).toEqual(new Set(['CapMVRVCur', 'PriceUSD']));
    expect(available.get('btc')).toEqual(new Set(CM_WANTED));
    expect(up.calls).toHaveLength(2);
    expect(up.calls[1].path).toMatch(/^\/catalog-v2\/asset-metrics\?assets=btc%2Ceth&next_page_token=0\./);
  });
});

describe('coinmetrics fetchAssetOnchain', () => {
  it('returns the past 35 days of each asset exactly as the fixture states them, the newest as latest', async () => {
    const fetched = await fetchBoth();
    expect(fetched.days).toEqual(expectedDays(state));
    expect(fetched.days).toHaveLength(70);
    expect(fetched.latest).toEqual(expectedLatest(state));
    const yesterday = Math.floor(state.now / DAY_MS) * DAY_MS - DAY_MS;
    expect(fetched.latest.map((r) => [r.symbol, r.t])).toEqual([
      ['BTC', yesterday],
      ['ETH', yesterday],
    ]);
    for (const r of fetched.days) {
      expect(r.largeHolderCount30dAgo).not.toBeNull();
      expect([r.largeTxCount24h, r.largeTxCount7dAvg]).toEqual([null, null]);
    }
    expect(fetched.skipped).toEqual([]);
    expect(fetched.missing).toEqual({});
  });

  it('asks once per asset for the daily window the rows and their 30-day references need', async () => {
    const up = upstream();
    await fetchAssetOnchain(up, fullTier(), state.now);
    const start = new Date(Math.floor(state.now / DAY_MS) * DAY_MS - 66 * DAY_MS).toISOString().slice(0, 10);
    expect(up.calls.map((c) => c.query)).toEqual(
      ['btc', 'eth'].map((assets) => ({
        assets,
        metrics: 'CapMVRVCur,FlowInExUSD,FlowOutExUSD,AdrBalNtv1KCnt,SplyAdrBalNtv1K',
        frequency: '1d',
        start_time: start,
        page_size: 1000,
        paging_from: 'start',
      })),
    );
  });

  it('follows next_page_url unmodified through small pages, to the same rows', async () => {
    state.maxPageSize = 7;
    const fetched = await fetchAssetOnchain(upstream(), fullTier(), state.now);
    expect(fetched.days).toEqual(expectedDays(state));
    const requests = timeseriesRequests();
    // 66 days per asset in pages of 7.
    expect(requests).toHaveLength(20);
    const first = requests[0].query;
    requests.forEach((r, i) => {
      const k = i % 10;
      for (const key of ['assets', 'metrics', 'frequency', 'start_time', 'page_size', 'paging_from']) {
        expect(r.query.get(key)).toBe(key === 'assets' ? (i < 10 ? 'btc' : 'eth') : first.get(key));
      }
      const token = r.query.get('next_page_token');
      expect(token === null ? 0 : Number(Buffer.from(token.slice(2), 'base64url').toString())).toBe(k * 7);
    });
  });

  it('a tier without exchange flows: netflow null, MVRV and holders present', async () => {
    without('eth', 'FlowInExUSD', 'FlowOutExUSD', 'FlowInExNtv', 'FlowOutExNtv');
    const fetched = await fetchBoth();
    expect(fetched.days).toEqual(expectedDays(state));
    const eth = fetched.days.filter((r) => r.symbol === 'ETH');
    expect(eth).toHaveLength(35);
    for (const r of eth) {
      expect(r.exchangeNetflow24hUsd).toBeNull();
      expect(r.mvrv).toBeGreaterThan(0);
      expect(r.largeHolderCount).toBeGreaterThan(0);
    }
    expect(fetched.missing).toEqual({ ETH: ['exchange flows'] });
  });

  it('native flows only: the netflow is (inflow − outflow) × the day’s USD price', async () => {
    without('btc', 'FlowInExUSD', 'FlowOutExUSD');
    const up = upstream();
    const fetched = await fetchAssetOnchain(up, await fetchAvailableMetrics(up), state.now);
    expect(fetched.days).toEqual(expectedDays(state));
    expect(up.calls[1].query?.metrics).toBe(
      'CapMVRVCur,FlowInExNtv,FlowOutExNtv,PriceUSD,AdrBalNtv1KCnt,SplyAdrBalNtv1K',
    );
    expect(fetched.days.filter((r) => r.symbol === 'BTC').every((r) => r.exchangeNetflow24hUsd !== null)).toBe(true);
  });

  it('null values stay null (never 0); a day with neither MVRV nor flows is not a row', async () => {
    const [yesterday] = fixtureDays(state).slice(-1);
    for (const m of ['CapMVRVCur', 'FlowInExUSD']) state.cells.set(cellKey('btc', m, yesterday), null);
    state.cells.set(cellKey('eth', 'AdrBalNtv1KCnt', yesterday - 3 * DAY_MS), null);
    state.cells.set(cellKey('eth', 'AdrBalNtv1KCnt', yesterday - 32 * DAY_MS), null);
    const fetched = await fetchBoth();
    expect(fetched.days).toEqual(expectedDays(state));
    expect(fetched.latest.find((r) => r.symbol === 'BTC')?.t).toBe(yesterday - DAY_MS);
    const eth = new Map(fetched.days.filter((r) => r.symbol === 'ETH').map((r) => [r.t, r]));
    expect(eth.get(yesterday - 3 * DAY_MS)?.largeHolderCount).toBeNull();
    expect(eth.get(yesterday - 2 * DAY_MS)?.largeHolderCount30dAgo).toBeNull();
    expect(fetched.skipped).toEqual([]);
  });

  it('bad values (NaN, negative MVRV, negative or fractional counts) are null and reported', async () => {
    const [yesterday] = fixtureDays(state).slice(-1);
    const planted: Array<[CmAsset, string, number, string]> = [
      // In the order the rows come: by asset, then by day.
      ['btc', 'AdrBalNtv1KCnt', yesterday - 5 * DAY_MS, '-3'],
      ['btc', 'CapMVRVCur', yesterday, 'NaN'],
      ['eth', 'AdrBalNtv1KCnt', yesterday - 4 * DAY_MS, '2011.5'],
      ['eth', 'FlowOutExUSD', yesterday - 2 * DAY_MS, 'Infinity'],
      ['eth', 'CapMVRVCur', yesterday - DAY_MS, '-1.25'],
    ];
    for (const [asset, metric, day, wire] of planted) state.cells.set(cellKey(asset, metric, day), wire);
    const fetched = await fetchBoth();
    const asNull = { ...state, cells: new Map([...state.cells.keys()].map((k) => [k, null])) };
    expect(fetched.days).toEqual(expectedDays(asNull));
    expect(fetched.skipped.map((s) => [s.asset, s.metric, rfc3339Ms(s.time)])).toEqual(
      planted.map(([asset, metric, day]) => [asset, metric, day]),
    );
  });

  it('a metric the catalog lists but the rows omit is null, not an error and not skipped', async () => {
    state.omitted.add('SplyAdrBalNtv1K');
    state.statusFields = false;
    const fetched = await fetchBoth();
    expect(fetched.days).toEqual(expectedDays(state));
    expect(fetched.days.every((r) => r.largeHolderBalance === null)).toBe(true);
    expect(fetched.skipped).toEqual([]);
  });

  it('a short history: the 30-days-earlier count is null where that day is absent', async () => {
    state.historyDays = 40;
    const fetched = await fetchBoth();
    expect(fetched.days).toEqual(expectedDays(state));
    expect(fetched.days.filter((r) => r.largeHolderCount30dAgo === null)).toHaveLength(2 * 25);
  });

  it('an asset whose tier offers nothing wanted is not asked for', async () => {
    state.offered.eth = new Set();
    const up = upstream();
    const fetched = await fetchAssetOnchain(up, await fetchAvailableMetrics(up), state.now);
    expect(up.calls.map((c) => c.query?.assets)).toEqual(['btc,eth', 'btc']);
    expect(fetched.days.every((r) => r.symbol === 'BTC')).toBe(true);
    expect(fetched.missing.ETH).toEqual(['MVRV', 'exchange flows', 'large-holder count', 'large-holder balance']);
  });
});
