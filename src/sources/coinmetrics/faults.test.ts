/**
 * The Coin Metrics adapter against every fault of the fixture server, per route, plus the
 * upstream's own failure modes: a metric outside the tier (403), paging that leaves the host or
 * goes round in circles, and an error envelope answered with HTTP 200.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CM_WANTED, coinmetricsState, startCoinmetricsFixture } from '../../../test/fixtures/upstreams/coinmetrics.ts';
import { CLIENT_TIMEOUT_MS, expectUpstreamError, FAULT_CASES } from '../../../test/fixtures/upstreams/fault-cases.ts';
import type { FixtureServer } from '../../../test/fixtures/upstreams/server.ts';
import { ONE_ATTEMPT } from '../../../test/helpers/upstreams.ts';
import { createUpstream } from '../upstream/client.ts';
import { fetchAssetOnchain, fetchAvailableMetrics, isTierRefusal } from './index.ts';
import type { WantedMetric } from './parse.ts';

const state = coinmetricsState();
let server: FixtureServer;
let baseUrl: string;

const upstream = () => createUpstream({ name: 'coinmetrics', baseUrl, timeoutMs: CLIENT_TIMEOUT_MS, ...ONE_ATTEMPT });
const fullTier = () => new Map(['btc', 'eth'].map((a) => [a, new Set(CM_WANTED as WantedMetric[])]));
const timeseriesRequests = () => server.requests.filter((r) => r.path === '/v4/timeseries/asset-metrics');

beforeAll(async () => {
  ({ server, baseUrl } = await startCoinmetricsFixture(state));
});
afterEach(() => {
  server.clearFaults();
  server.requests.length = 0;
  Object.assign(state, coinmetricsState());
});
afterAll(() => server.close());

const ROUTES = [
  { name: 'catalog', path: '/v4/catalog-v2', run: () => fetchAvailableMetrics(upstream()) },
  { name: 'timeseries', path: '/v4/timeseries', run: () => fetchAssetOnchain(upstream(), fullTier(), state.now) },
];

describe.each(ROUTES)('coinmetrics $name route faults', (route) => {
  it.each(FAULT_CASES)('$name → $kind', async (c) => {
    server.fault({ fault: c.fault, path: route.path });
    await expectUpstreamError(route.run(), 'coinmetrics', c.kind, c.status);
  });

  it('recovers once the fault clears', async () => {
    server.fault({ fault: { kind: 'server-error' }, path: route.path, times: 1 });
    await expectUpstreamError(route.run(), 'coinmetrics', 'http', 503);
    await expect(route.run()).resolves.toBeDefined();
  });
});

describe('coinmetrics tier and paging failures', () => {
  it('a metric outside the tier (403) is a tier refusal that names the metric and the remedy', async () => {
    state.forbidden.add('FlowOutExUSD');
    const err = await expectUpstreamError(
      fetchAssetOnchain(upstream(), fullTier(), state.now),
      'coinmetrics',
      'http',
      403,
    );
    expect(isTierRefusal(err)).toBe(true);
    expect(err.message).toContain('outside this tier');
    expect(err.message).toContain('catalog is read again');
    expect(err.message).toContain("Requested metric 'FlowOutExUSD'");
    // No other failure is a tier refusal.
    server.fault({ fault: { kind: 'server-error', status: 500 }, path: '/v4/timeseries' });
    const other = await expectUpstreamError(
      fetchAssetOnchain(upstream(), fullTier(), state.now),
      'coinmetrics',
      'http',
      500,
    );
    expect(isTierRefusal(other)).toBe(false);
  });

  it('a next_page_url on another host is refused before any request goes there', async () => {
    state.maxPageSize = 7;
    state.nextPageOrigin = 'http://127.0.0.2:9';
    const err = await expectUpstreamError(
      fetchAssetOnchain(upstream(), fullTier(), state.now),
      'coinmetrics',
      'malformed',
    );
    expect(err.message).toContain('http://127.0.0.2:9');
    expect(timeseriesRequests()).toHaveLength(1);
  });

  it('a next_page_url that repeats a page is refused; paging is bounded', async () => {
    state.override = (req) =>
      req.path === '/v4/timeseries/asset-metrics'
        ? { body: { data: [], next_page_url: `${baseUrl}/timeseries/asset-metrics?next_page_token=same` } }
        : null;
    const err = await expectUpstreamError(
      fetchAssetOnchain(upstream(), fullTier(), state.now),
      'coinmetrics',
      'malformed',
    );
    expect(err.message).toContain('repeats');
    expect(timeseriesRequests()).toHaveLength(2);

    let n = 0;
    state.override = (req) =>
      req.path === '/v4/timeseries/asset-metrics'
        ? { body: { data: [], next_page_url: `${baseUrl}/timeseries/asset-metrics?next_page_token=${++n}` } }
        : null;
    const endless = await expectUpstreamError(
      fetchAssetOnchain(upstream(), fullTier(), state.now),
      'coinmetrics',
      'malformed',
    );
    expect(endless.message).toContain('after 20 pages');
    expect(n).toBe(20);
  });

  it('an error envelope with HTTP 200, or a page without data, is malformed', async () => {
    state.override = () => ({
      body: { error: { type: 'unauthorized', message: 'Requested resource requires authorization.' } },
    });
    await expectUpstreamError(fetchAvailableMetrics(upstream()), 'coinmetrics', 'malformed');
    state.override = () => ({ body: { result: [] } });
    await expectUpstreamError(fetchAssetOnchain(upstream(), fullTier(), state.now), 'coinmetrics', 'malformed');
  });

  it('a page whose rows carry none of the asked metrics has drifted', async () => {
    state.override = (req) =>
      req.path === '/v4/timeseries/asset-metrics'
        ? { body: { data: [{ asset: 'btc', time: '2026-09-14T00:00:00.000000000Z', capMvrvCur: '1.5' }] } }
        : null;
    await expectUpstreamError(fetchAssetOnchain(upstream(), fullTier(), state.now), 'coinmetrics', 'malformed');
  });
});
