import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type DefiLlamaFixture,
  defillamaState,
  startDefiLlamaFixture,
} from '../../../test/fixtures/upstreams/defillama.ts';
import { generatePools, type WireRow } from '../../../test/fixtures/upstreams/defillama-world.ts';
import { CLIENT_TIMEOUT_MS, expectUpstreamError, FAULT_CASES } from '../../../test/fixtures/upstreams/fault-cases.ts';
import { ONE_ATTEMPT } from '../../../test/helpers/upstreams.ts';
import { createUpstream } from '../upstream/client.ts';
import { fetchDex, fetchStablecoins, fetchTvl, fetchYields } from './index.ts';

const pristine = defillamaState({ seed: 5, poolCount: 600 });
const state = defillamaState({ seed: 5, poolCount: 600 });
let fx: DefiLlamaFixture;

const api = () =>
  createUpstream({ name: 'defillama', baseUrl: fx.env.DEFILLAMA_URL, timeoutMs: CLIENT_TIMEOUT_MS, ...ONE_ATTEMPT });
const stables = () =>
  createUpstream({
    name: 'defillama-stablecoins',
    baseUrl: fx.env.DEFILLAMA_STABLECOINS_URL,
    timeoutMs: CLIENT_TIMEOUT_MS,
    ...ONE_ATTEMPT,
  });
const yields = () =>
  createUpstream({
    name: 'defillama-yields',
    baseUrl: fx.env.DEFILLAMA_YIELDS_URL,
    timeoutMs: CLIENT_TIMEOUT_MS,
    ...ONE_ATTEMPT,
  });
const requestsTo = (name: keyof DefiLlamaFixture['servers']) => fx.servers[name].requests;

beforeAll(async () => {
  fx = await startDefiLlamaFixture(state);
});
afterEach(() => {
  for (const server of Object.values(fx.servers)) {
    server.clearFaults();
    server.requests.length = 0;
  }
  Object.assign(state, structuredClone(pristine));
});
afterAll(() => fx.close());

/** The chain names of /v2/chains by TVL, largest first. */
const byTvl = (chains: WireRow[]) =>
  [...chains].sort((a, b) => Number(b.tvl) - Number(a.tvl)).map((c) => String(c.name));
/** What a pool's percent figure names, as a fraction: the fixture writes at most 4 decimals. */
const fraction = (percent: unknown) => (percent === null ? null : Number((Number(percent) / 100).toFixed(10)));

describe('defillama fetchTvl', () => {
  it('reads every chain’s TVL as stated, a chain at zero included', async () => {
    const { value, skipped } = await fetchTvl(api());
    expect(value.byChain).toEqual(Object.fromEntries(state.chains.map((c) => [c.name, c.tvl])));
    expect(value.byChain.Scroll).toBe(0);
    expect(skipped).toBe(0);
  });

  it('reads decimal strings; leaves out a negative, NaN or null TVL and a row without a name', async () => {
    state.chains = [
      { name: 'Ethereum', tvl: '65998652431.40251' },
      { name: 'Tron', tvl: -5 },
      { name: 'Base', tvl: 'NaN' },
      { name: 'Sui', tvl: null },
      { tvl: 12 },
      { name: 'Near', tvl: 1203.5 },
    ];
    const parsed = await fetchTvl(api());
    expect(parsed.value.byChain).toEqual({ Ethereum: 65998652431.40251, Near: 1203.5 });
    expect(parsed.skipped).toBe(4);
  });
});

describe('defillama fetchDex', () => {
  it('the overview, then the 10 largest chains by TVL that it covers, with the chart series left out', async () => {
    const tvl = (await fetchTvl(api())).value.byChain;
    requestsTo('defillama').length = 0;
    const dex = await fetchDex(api(), { tvlByChain: tvl });
    const { overview } = state.dex;
    const picked = byTvl(state.chains)
      .filter((name) => overview.allChains.includes(name))
      .slice(0, 10);
    expect(byTvl(state.chains).slice(0, 10)).toContain('Bitcoin'); // large TVL, no DEX overview
    expect(dex.value).toEqual({
      volume24hUsd: overview.total24h,
      change1d: Number(overview.total24h) / Number(overview.total48hto24h) - 1,
      byChain: Object.fromEntries(picked.map((c) => [c, state.dex.byChain[c].total24h])),
    });
    expect(dex.failedChains).toEqual([]);
    const requests = requestsTo('defillama');
    expect(requests.map((r) => decodeURIComponent(r.path)).sort()).toEqual(
      ['/overview/dexs', ...picked.map((c) => `/overview/dexs/${c}`)].sort(),
    );
    for (const r of requests) {
      expect(Object.fromEntries(r.query)).toEqual({
        excludeTotalDataChart: 'true',
        excludeTotalDataChartBreakdown: 'true',
      });
    }
  });

  it('without a TVL answer, the overview’s first chains, as many as asked', async () => {
    const dex = await fetchDex(api(), { tvlByChain: null, maxChains: 3 });
    expect(Object.keys(dex.value.byChain)).toEqual(state.dex.overview.allChains.slice(0, 3));
    expect(requestsTo('defillama')).toHaveLength(4);
  });

  it('a chain whose call fails, drifts or has no volume is left out; the rest stands', async () => {
    const [a, b, c, d] = state.dex.overview.allChains;
    fx.servers.defillama.fault({ path: `/overview/dexs/${a}`, fault: { kind: 'server-error', status: 503 } });
    fx.servers.defillama.fault({ path: `/overview/dexs/${b}`, fault: { kind: 'drift' } });
    state.dex.byChain[c].total24h = null;
    delete state.dex.byChain[d];
    const dex = await fetchDex(api(), { tvlByChain: null, maxChains: 6 });
    const rest = state.dex.overview.allChains.slice(4, 6);
    expect(dex.value.byChain).toEqual(Object.fromEntries(rest.map((x) => [x, state.dex.byChain[x].total24h])));
    expect(dex.value.volume24hUsd).toBe(state.dex.overview.total24h);
    expect(dex.failedChains.map((f) => f.chain).sort()).toEqual([a, b, d].sort());
    expect(dex.skipped).toBe(4);
    expect(dex.skipReasons).toEqual({
      'chain call failed (http)': 2,
      'chain call failed (malformed)': 1,
      'chain without a 24 h volume': 1,
    });
  });

  it('change1d falls back to change_1d in percent, then to null', async () => {
    state.dex.overview.total48hto24h = null;
    state.dex.overview.change_1d = '4.42';
    expect((await fetchDex(api(), { maxChains: 0 })).value.change1d).toBe(0.0442);
    state.dex.overview.change_1d = null;
    expect((await fetchDex(api(), { maxChains: 0 })).value.change1d).toBeNull();
  });

  it('an overview without a usable 24 h total is malformed', async () => {
    state.dex.overview.total24h = -1;
    await expectUpstreamError(fetchDex(api()), 'defillama', 'malformed');
  });
});

describe('defillama fetchStablecoins', () => {
  it('sums the USD-pegged assets and their previous figures; other pegs are left out', async () => {
    const got = await fetchStablecoins(stables());
    const usd = state.peggedAssets.filter((a) => a.pegType === 'peggedUSD');
    const sum = (key: string) =>
      usd.reduce((s, a) => s + ((a[key] as Record<string, number> | undefined)?.peggedUSD ?? 0), 0);
    const supply = sum('circulating');
    expect(got.value).toEqual({
      supplyUsd: supply,
      change1d: supply / sum('circulatingPrevDay') - 1,
      change7d: supply / sum('circulatingPrevWeek') - 1,
      change30d: supply / sum('circulatingPrevMonth') - 1,
    });
    // The asset without a month-ago figure still counts now: it did not circulate then.
    expect(usd.some((a) => !('circulatingPrevMonth' in a))).toBe(true);
    expect({ usd: got.usdAssets, other: got.otherPegs, skipped: got.skipped }).toEqual({
      usd: 6,
      other: 2,
      skipped: 0,
    });
    expect(Object.fromEntries(requestsTo('defillama-stablecoins')[0].query)).toEqual({ includePrices: 'false' });
  });

  it('changes are null when no asset has a previous figure', async () => {
    state.peggedAssets = [{ pegType: 'peggedUSD', circulating: { peggedUSD: '1000.5' }, circulatingPrevDay: null }];
    expect((await fetchStablecoins(stables())).value).toEqual({
      supplyUsd: 1000.5,
      change1d: null,
      change7d: null,
      change30d: null,
    });
  });
});

/** The largest `n` usable pools of the served list, by an independent sort. */
function expectedTop(pools: Iterable<WireRow>, n: number) {
  return [...pools]
    .filter((p) => p.apy !== null)
    .sort((a, b) => Number(b.tvlUsd) - Number(a.tvlUsd) || (String(a.pool) < String(b.pool) ? -1 : 1))
    .slice(0, n)
    .map((p) => ({
      pool: p.pool,
      project: p.project,
      chain: p.chain,
      symbol: p.symbol,
      apy: fraction(p.apy),
      apyBase: fraction(p.apyBase),
      apyReward: fraction(p.apyReward),
      tvlUsd: p.tvlUsd,
    }));
}

describe('defillama fetchYields', () => {
  it('keeps the largest pools by TVL, APYs as fractions; pools without apy are skipped', async () => {
    const got = await fetchYields(yields(), 50);
    const served = [...generatePools(state.seed, state.poolCount)];
    expect(got.value.pools).toEqual(expectedTop(served, 50));
    expect(got.poolsRead).toBe(600);
    expect(got.skipped).toBe(served.filter((p) => p.apy === null).length);
    expect(got.skipped).toBeGreaterThan(0);
  });

  it('reads status after the list too, and whatever the chunking', async () => {
    state.statusAfterData = true;
    state.chunkBytes = 7;
    state.poolCount = 40;
    const got = await fetchYields(yields(), 10);
    expect(got.value.pools).toEqual(expectedTop(generatePools(state.seed, 40), 10));
  });

  it.each([
    ['status "error" before the list', { yieldsStatus: 'error' }, /status "error"/],
    ['status "error" after the list', { yieldsStatus: 'error', statusAfterData: true }, /status "error"/],
    ['no status', { yieldsStatus: undefined }, /no status/],
    ['a document cut short', { truncatePoolsAt: 5000 }, /ends early/],
    ['an empty list', { pools: [] }, /empty data/],
    [
      'rows that renamed tvlUsd',
      { pools: [{ ...generatePools(1, 1).next().value, tvlUsd: undefined, tvl: 5 }] },
      /none of 1 usable/,
    ],
  ])('%s is malformed', async (_, change, message) => {
    Object.assign(state, change);
    const err = await expectUpstreamError(fetchYields(yields()), 'defillama-yields', 'malformed');
    expect(err.message).toMatch(message);
  });
});

describe('defillama faults', () => {
  const routes = [
    ['defillama', '/v2/chains', () => fetchTvl(api())],
    ['defillama', '/overview/dexs', () => fetchDex(api())],
    ['defillama-stablecoins', '/stablecoins', () => fetchStablecoins(stables())],
    ['defillama-yields', '/pools', () => fetchYields(yields())],
  ] as const;

  for (const fc of FAULT_CASES) {
    it(`${fc.name} → ${fc.kind} on every route`, async () => {
      for (const [name, path, call] of routes) {
        fx.servers[name].fault({ path, fault: fc.fault });
        await expectUpstreamError(call(), name, fc.kind, fc.status);
        fx.servers[name].clearFaults();
      }
    });
  }

  it('drift on every route is malformed, naming what changed', async () => {
    const expectations = [
      /v2\/chains: no row carries 'tvl'/,
      /overview\/dexs: no 'total24h'/,
      /stablecoins\.peggedAssets: expected a list/,
      /no "data" array/,
    ];
    for (const [i, [name, , call]] of routes.entries()) {
      fx.servers[name].fault({ fault: { kind: 'drift' } });
      const err = await expectUpstreamError(call(), name, 'malformed');
      expect(err.message).toMatch(expectations[i]);
      fx.servers[name].clearFaults();
    }
  });
});
