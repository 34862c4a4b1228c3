import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mvrvZone } from '../../src/routes/v1/onchain.ts';
import { bootTestApp, type TestApp } from '../helpers/app.ts';
import { expectInvalidParams, expectProblem, expectSameAnswers } from '../helpers/market.ts';

const DAY = 86_400_000;
const FROZEN = Date.UTC(2026, 2, 10, 14, 30);
let t: TestApp;
/** The sandbox key of an account whose clock is frozen at FROZEN. */
let sandboxKey: string;
beforeAll(async () => {
  t = await bootTestApp({}, { now: () => Date.UTC(2026, 2, 20) });
  sandboxKey = (await t.frozenAccount('pro', FROZEN)).testKey;
});
afterAll(() => t.close());

const PATHS = ['tvl', 'stablecoins', 'dex-volume', 'yields', 'bitcoin', 'gas'].map((p) => `/v1/onchain/${p}`);

describe('on-chain: happy', () => {
  it('TVL: total equals the sum of chains, sorted largest first, shares add up', async () => {
    const { status, body } = await t.getJson('/v1/onchain/tvl', sandboxKey);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', as_of: new Date(FROZEN).toISOString() });
    const tvls = body.chains.map((c: { tvl_usd: number }) => c.tvl_usd);
    expect(tvls).toEqual([...tvls].sort((a, b) => b - a));
    expect(tvls.reduce((s: number, v: number) => s + v, 0)).toBe(body.total_tvl_usd);
    expect(body.total_tvl_usd).toBeGreaterThan(1e10);
    const shares = body.chains.reduce((s: number, c: { share: number }) => s + c.share, 0);
    expect(shares).toBeCloseTo(1, 2);

    const one = await t.getJson('/v1/onchain/tvl?chain=ethereum', sandboxKey);
    expect(one.body.chains).toHaveLength(1);
    expect(one.body.chains[0]).toEqual(body.chains.find((c: { chain: string }) => c.chain === 'Ethereum'));
    expect(one.body.total_tvl_usd).toBe(body.total_tvl_usd);
  });

  it('stablecoins, DEX volume, Bitcoin and gas carry sane figures', async () => {
    const st = (await t.getJson('/v1/onchain/stablecoins', sandboxKey)).body;
    expect(st.total_supply_usd).toBeGreaterThan(1e11);
    expect(Math.abs(st.change_7d)).toBeLessThan(0.2);
    expect(Math.sign(st.change_7d_usd)).toBe(Math.sign(st.change_7d));

    const dex = (await t.getJson('/v1/onchain/dex-volume', sandboxKey)).body;
    const vols = dex.chains.map((c: { volume_24h_usd: number }) => c.volume_24h_usd);
    expect(vols).toEqual([...vols].sort((a, b) => b - a));
    expect(vols.reduce((s: number, v: number) => s + v, 0)).toBe(dex.total_volume_24h_usd);

    const btc = (await t.getJson('/v1/onchain/bitcoin', sandboxKey)).body;
    expect(Number.isInteger(btc.block_height)).toBe(true);
    expect(btc.block_height).toBeGreaterThan(900_000);
    expect(btc.hashrate_ehs).toBeGreaterThan(100);
    expect(btc.difficulty).toBeGreaterThan(1e13);
    expect(btc.mempool_tx_count).toBeGreaterThan(0);
    expect(btc.fees.fastest_sat_vb).toBeGreaterThanOrEqual(btc.fees.hour_sat_vb);

    const gas = (await t.getJson('/v1/onchain/gas', sandboxKey)).body;
    expect(gas).toMatchObject({ status: 'ok', chain: 'ethereum' });
    expect(gas.block_number).toBeGreaterThan(21_000_000);
    expect(gas.base_fee_gwei).toBeGreaterThan(0);
    expect(gas.suggested_max_fee_gwei).toBeCloseTo(2 * gas.base_fee_gwei + gas.priority_fee_gwei, 2);
  });

  it('yields: sorted by APY, filtered by chain and TVL, limited', async () => {
    const all = (await t.getJson('/v1/onchain/yields?limit=100', sandboxKey)).body;
    const apys = all.pools.map((p: { apy: number }) => p.apy);
    expect(apys).toEqual([...apys].sort((a, b) => b - a));
    expect(all.matched).toBe(all.pools.length);
    for (const p of all.pools) expect(p.apy).toBeGreaterThan(0);

    const eth = (await t.getJson('/v1/onchain/yields?chain=Ethereum&min_tvl_usd=1000000000&limit=2', sandboxKey)).body;
    expect(eth.pools.length).toBeLessThanOrEqual(2);
    expect(eth.matched).toBeGreaterThanOrEqual(eth.pools.length);
    for (const p of eth.pools) {
      expect(p.chain).toBe('Ethereum');
      expect(p.tvl_usd).toBeGreaterThanOrEqual(1e9);
    }
  });

  it('valuation: MVRV with its zone and the exchange-flow direction', async () => {
    const { status, body } = await t.getJson('/v1/onchain/valuation?symbol=TEST_BTC', sandboxKey);
    expect(status).toBe(200);
    expect(body.symbol).toBe('TEST_BTC');
    expect(body.mvrv).toBeGreaterThan(0);
    expect(body.mvrv_zone).toBe(mvrvZone(body.mvrv));
    expect(body.exchange_flow_direction).toBe(body.exchange_netflow_24h_usd > 0 ? 'inflow' : 'outflow');
    expect(body.large_holders.count).toBeGreaterThan(0);
    // Pair spellings name the same asset.
    expect((await t.getJson('/v1/onchain/valuation?symbol=TEST_BTCUSDT', sandboxKey)).body).toEqual(body);
  });

  it('documents MVRV zone thresholds', () => {
    expect([0.8, 1, 2.39, 2.4, 3.49, 3.5].map(mvrvZone)).toEqual([
      'undervalued',
      'fair',
      'fair',
      'elevated',
      'elevated',
      'overheated',
    ]);
  });

  it('is deterministic: two accounts frozen at the same instant read the same figures', async () => {
    const other = (await t.frozenAccount('enterprise', FROZEN)).testKey;
    await expectSameAnswers(t, [other, sandboxKey], [...PATHS, '/v1/onchain/valuation?symbol=TEST_ETH']);
  });

  it('reads a past instant with at (ISO or ms)', async () => {
    const at = FROZEN - 30 * DAY;
    const byIso = await t.getJson(`/v1/onchain/bitcoin?at=${new Date(at).toISOString()}`, sandboxKey);
    const byMs = await t.getJson(`/v1/onchain/bitcoin?at=${at}`, sandboxKey);
    expect(byIso.status).toBe(200);
    expect(byIso.body.as_of).toBe(new Date(at).toISOString());
    expect(byMs.body).toEqual(byIso.body);
    // About 144 blocks a day.
    const now = (await t.getJson('/v1/onchain/bitcoin', sandboxKey)).body;
    expect(now.block_height - byIso.body.block_height).toBeGreaterThan(30 * 130);
    const val = await t.getJson(`/v1/onchain/valuation?symbol=TEST_SOL&at=${at}`, sandboxKey);
    expect(val.body.as_of).toBe(new Date(at).toISOString());
  });
});

describe('on-chain: errors', () => {
  it('rejects bad parameters, naming them', async () => {
    await expectInvalidParams(t, sandboxKey, [
      ['/v1/onchain/yields?limit=0', 'limit'],
      ['/v1/onchain/yields?limit=101', 'limit'],
      ['/v1/onchain/yields?min_tvl_usd=-5', 'min_tvl_usd'],
      ['/v1/onchain/tvl?chain=%3Cscript%3E', 'chain'],
      ['/v1/onchain/gas?at=yesterday', 'at'],
      ['/v1/onchain/gas?at=2026-02-31', 'at'],
      [`/v1/onchain/gas?at=${FROZEN + 60_000}`, 'at'],
      [`/v1/onchain/tvl?at=${new Date(FROZEN - 200 * DAY).toISOString()}`, 'at'],
      ['/v1/onchain/valuation', 'symbol'],
      ['/v1/onchain/valuation?symbol=BTC%20USD', 'symbol'],
    ]);
  });

  it('answers 404 for an unknown symbol or chain', async () => {
    const sym = await t.getJson('/v1/onchain/valuation?symbol=TEST_NOPE', sandboxKey);
    expect(sym.status).toBe(404);
    expect(sym.body.code).toBe('unknown_symbol');
    const chain = await t.getJson('/v1/onchain/tvl?chain=Atlantis', sandboxKey);
    expect(chain.status).toBe(404);
    expect(chain.body.detail).toContain('Atlantis');
  });

  it('production with no collected data answers 503 data_unavailable, never invented numbers', async () => {
    const { liveKey } = await t.createAccount('pro');
    await expectProblem(t, liveKey, 503, 'data_unavailable', [...PATHS, '/v1/onchain/valuation?symbol=ETH']);
  });
});

describe('on-chain: security', () => {
  it('needs an API key', async () => {
    for (const url of PATHS) {
      const res = await t.request({ url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('checks the plan before reading: a free production key asking for ETH gets 403, BTC gets 503', async () => {
    const { liveKey } = await t.createAccount('free');
    const eth = await t.getJson('/v1/onchain/valuation?symbol=ETH', liveKey);
    expect(eth.status).toBe(403);
    expect(eth.body.code).toBe('plan_restricted');
    const btc = await t.getJson('/v1/onchain/valuation?symbol=BTC', liveKey);
    expect(btc.body.code).toBe('data_unavailable');
    // Market-wide figures are open to every plan.
    expect((await t.getJson('/v1/onchain/tvl', liveKey)).body.code).toBe('data_unavailable');
  });

  it('keeps sandbox keys to TEST_ symbols', async () => {
    const real = await t.getJson('/v1/onchain/valuation?symbol=BTC', sandboxKey);
    expect(real.status).toBe(404);
    expect(real.body.code).toBe('unknown_symbol');
  });
});
