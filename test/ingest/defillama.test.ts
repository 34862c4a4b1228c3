/**
 * The DefiLlama collectors on the fixture hosts: what each job stores in onchain_parts (read back
 * with SQL), what a failed host leaves behind, and a full-size yields document (15,000 pools)
 * reduced to the largest pools while it streams.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { collectDefiLlama, collectStablecoins, collectYields } from '../../src/ingest/collectors/defillama.ts';
import { createUpstreams, type IngestContext } from '../../src/ingest/context.ts';
import { runCycle } from '../../src/ingest/cycle.ts';
import type { Database } from '../../src/platform/db/client.ts';
import { createUpstream } from '../../src/sources/upstream/client.ts';
import { type DefiLlamaFixture, defillamaState, startDefiLlamaFixture } from '../fixtures/upstreams/defillama.ts';
import { generatePools, type WireRow } from '../fixtures/upstreams/defillama-world.ts';
import { openTestDatabase } from '../helpers/app.ts';
import { ONE_ATTEMPT } from '../helpers/upstreams.ts';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const MIN = 60_000;
const pristine = defillamaState({ seed: 3, poolCount: 400 });
const state = defillamaState({ seed: 3, poolCount: 400 });
let clock = NOW;
let fx: DefiLlamaFixture;
let database: Database;
let drop: () => Promise<void>;
let ctx: IngestContext;
let wrote = 0;
const warnings: string[] = [];

const log = { info: () => {}, warn: (_: object, msg: string) => warnings.push(msg), error: () => {} };

beforeAll(async () => {
  fx = await startDefiLlamaFixture(state);
  ({ database, drop } = await openTestDatabase());
  const config = loadConfig({ LOG_LEVEL: 'silent', ...fx.env });
  ctx = {
    db: database.db,
    now: () => clock,
    upstreams: createUpstreams(config, log, { budgets: false }),
    collection: config.collection,
    log,
    wrote: () => wrote++,
  };
});
afterEach(() => {
  for (const server of Object.values(fx.servers)) server.clearFaults();
  Object.assign(state, structuredClone(pristine));
});
afterAll(async () => {
  await fx?.close();
  await drop?.();
  await database?.close();
});

/** A context whose DefiLlama clients make one attempt, so a fault shows at once. */
function oneAttempt(): IngestContext {
  const make = (name: string, baseUrl: string) => createUpstream({ name, baseUrl, ...ONE_ATTEMPT });
  return {
    ...ctx,
    upstreams: {
      ...ctx.upstreams,
      defillama: make('defillama', fx.env.DEFILLAMA_URL),
      defillamaStablecoins: make('defillama-stablecoins', fx.env.DEFILLAMA_STABLECOINS_URL),
      defillamaYields: make('defillama-yields', fx.env.DEFILLAMA_YIELDS_URL),
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the tests read the stored JSON of several parts.
async function stored(part: string): Promise<Array<{ t: number; payload: any }>> {
  const rows = await database.query<{ t: string; payload: unknown }>(
    'SELECT t, payload FROM onchain_parts WHERE part = $1 ORDER BY t',
    [part],
  );
  return rows.map((r) => ({ t: Number(r.t), payload: r.payload }));
}

const tvlOf = (chains: WireRow[]) => Object.fromEntries(chains.map((c) => [c.name, c.tvl]));
const byTvl = (chains: WireRow[]) =>
  [...chains].sort((a, b) => Number(b.tvl) - Number(a.tvl)).map((c) => String(c.name));
const fraction = (percent: unknown) => (percent === null ? null : Number((Number(percent) / 100).toFixed(10)));

describe('collectDefiLlama', () => {
  it('stores tvl and dex at the cycle’s instant, exactly as the host states them', async () => {
    clock = NOW;
    const report = await runCycle(ctx, 'collect-defillama', 'defillama', () => collectDefiLlama(ctx, { dexChains: 4 }));
    expect(report).toMatchObject({ ok: true, items: 2, skipped: 0 });
    expect(await stored('tvl')).toEqual([{ t: NOW, payload: { byChain: tvlOf(state.chains) } }]);
    const { overview, byChain } = state.dex;
    const picked = byTvl(state.chains)
      .filter((c) => overview.allChains.includes(c))
      .slice(0, 4);
    expect(await stored('dex')).toEqual([
      {
        t: NOW,
        payload: {
          volume24hUsd: overview.total24h,
          change1d: Number(overview.total24h) / Number(overview.total48hto24h) - 1,
          byChain: Object.fromEntries(picked.map((c) => [c, byChain[c].total24h])),
        },
      },
    ]);
  });

  it('a drifted TVL answer keeps the last TVL; dex is still stored and the cycle fails', async () => {
    clock = NOW + 10 * MIN;
    fx.servers.defillama.fault({ path: '/v2/chains', fault: { kind: 'drift' } });
    const before = wrote;
    const c = oneAttempt();
    const report = await runCycle(c, 'collect-defillama', 'defillama', () => collectDefiLlama(c, { dexChains: 2 }));
    expect(report.ok).toBe(false);
    expect(report.error).toMatch(/v2\/chains: no row carries 'tvl'/);
    expect((await stored('tvl')).map((r) => r.t)).toEqual([NOW]);
    const dex = await stored('dex');
    expect(dex.map((r) => r.t)).toEqual([NOW, clock]);
    // Without TVLs the chains are the overview's first ones (jsonb keeps no key order).
    expect(Object.keys(dex[1].payload.byChain).sort()).toEqual(state.dex.overview.allChains.slice(0, 2).sort());
    expect(wrote).toBe(before + 1);
  });

  it('a chain whose call fails is logged and left out; an unreachable host stores nothing', async () => {
    clock = NOW + 20 * MIN;
    const top = byTvl(state.chains).filter((x) => state.dex.overview.allChains.includes(x));
    fx.servers.defillama.fault({ path: `/overview/dexs/${top[0]}`, fault: { kind: 'server-error' } });
    const c = oneAttempt();
    await collectDefiLlama(c, { dexChains: 3 });
    const [latest] = (await stored('dex')).slice(-1);
    expect(Object.keys(latest.payload.byChain).sort()).toEqual(top.slice(1, 3).sort());
    expect(warnings.some((w) => w.startsWith(`dex volume of ${top[0]} left out`))).toBe(true);

    clock = NOW + 30 * MIN;
    fx.servers.defillama.fault({ fault: { kind: 'hang-up' } });
    await expect(collectDefiLlama(c)).rejects.toMatchObject({ upstream: 'defillama', kind: 'network' });
    expect((await stored('tvl')).some((r) => r.t === clock)).toBe(false);
    expect((await stored('dex')).some((r) => r.t === clock)).toBe(false);
  });
});

describe('collectStablecoins', () => {
  it('stores the USD-pegged supply and its changes; a drifted answer stores nothing', async () => {
    clock = NOW;
    const result = await collectStablecoins(ctx);
    expect(result).toMatchObject({ items: 1, skipped: 0 });
    const usd = state.peggedAssets.filter((a) => a.pegType === 'peggedUSD');
    const sum = (key: string) =>
      usd.reduce((s, a) => s + ((a[key] as Record<string, number> | undefined)?.peggedUSD ?? 0), 0);
    const supplyUsd = sum('circulating');
    const expected = {
      supplyUsd,
      change1d: supplyUsd / sum('circulatingPrevDay') - 1,
      change7d: supplyUsd / sum('circulatingPrevWeek') - 1,
      change30d: supplyUsd / sum('circulatingPrevMonth') - 1,
    };
    expect(await stored('stablecoins')).toEqual([{ t: NOW, payload: expected }]);

    clock = NOW + 10 * MIN;
    fx.servers['defillama-stablecoins'].fault({ fault: { kind: 'drift' } });
    await expect(collectStablecoins(oneAttempt())).rejects.toMatchObject({ kind: 'malformed' });
    expect(await stored('stablecoins')).toEqual([{ t: NOW, payload: expected }]);
  });
});

describe('collectYields', () => {
  it('of 15,000 pools stores only the 200 largest by TVL, largest first, while the document streams', async () => {
    clock = NOW;
    state.poolCount = 15_000;
    const documentBytes = [...generatePools(state.seed, state.poolCount)].reduce(
      (n, p) => n + JSON.stringify(p).length + 1,
      0,
    );
    global.gc?.();
    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 2);
    const result = await collectYields(ctx).finally(() => clearInterval(sampler));
    peak = Math.max(peak, process.memoryUsage().heapUsed);

    const expected = [...generatePools(state.seed, state.poolCount)]
      .filter((p) => p.apy !== null)
      .sort((a, b) => Number(b.tvlUsd) - Number(a.tvlUsd) || (String(a.pool) < String(b.pool) ? -1 : 1))
      .slice(0, 200);
    const [row] = await stored('yields');
    expect(row.t).toBe(NOW);
    expect(row.payload.pools).toHaveLength(200);
    expect(row.payload.pools.map((p: { pool: string }) => p.pool)).toEqual(expected.map((p) => p.pool));
    expect(row.payload.pools[0]).toEqual({
      pool: expected[0].pool,
      project: expected[0].project,
      chain: expected[0].chain,
      symbol: expected[0].symbol,
      apy: fraction(expected[0].apy),
      apyBase: fraction(expected[0].apyBase),
      apyReward: fraction(expected[0].apyReward),
      tvlUsd: expected[0].tvlUsd,
    });
    expect(result.summary).toBe('yields: kept 200 of 15000 pools');
    console.info(
      `yields: 15,000 pools, document ${(documentBytes / 1e6).toFixed(1)} MB; heap peak +${((peak - baseline) / 1e6).toFixed(1)} MB over the collection (fixture server in the same process)`,
    );
  });

  it('keeps as many pools as asked; status ≠ "success" keeps the last good pools', async () => {
    clock = NOW + 10 * MIN;
    await collectYields(ctx, { topPools: 5 });
    const rows = await stored('yields');
    expect(rows.at(-1)?.payload.pools).toHaveLength(5);

    clock = NOW + 20 * MIN;
    state.yieldsStatus = 'error';
    await expect(collectYields(oneAttempt())).rejects.toMatchObject({
      upstream: 'defillama-yields',
      kind: 'malformed',
    });
    expect((await stored('yields')).map((r) => r.t)).toEqual(rows.map((r) => r.t));
  });
});
