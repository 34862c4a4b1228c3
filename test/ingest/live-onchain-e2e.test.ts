/**
 * Production end to end for on-chain data, options, ETF flows and news: every fixture upstream,
 * LIVE_SOURCES=all, one collection cycle, a production key. Each answer is checked against what
 * the fixtures state; confirm and accumulation use the on-chain inputs; then upstreams go quiet
 * and the answers say stale.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPSTREAMS } from '../../src/ingest/catalog.ts';
import type { IngestContext } from '../../src/ingest/context.ts';
import { startUpstreams, type Upstreams } from '../fixtures/upstreams/all.ts';
import { expectedLatest } from '../fixtures/upstreams/coinmetrics-expect.ts';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';
import { collectOnce, ingestContextOf } from '../helpers/ingest.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
let clock = NOW;
let up: Upstreams;
let t: TestApp;
let ctx: IngestContext;
let acc: TestAccount;

beforeAll(async () => {
  up = await startUpstreams({ now: NOW, leaderboardRows: 600, whales: 12, fillsPerWhale: 4 });
  t = await bootTestApp({ LIVE_SOURCES: 'all', ...up.env }, { now: () => clock });
  acc = await t.createAccount('enterprise');
  ctx = ingestContextOf(t);
  const reports = await collectOnce(t, ctx);
  const failed = reports.filter((r) => !r.ok);
  expect(failed, JSON.stringify(failed)).toEqual([]);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await up?.close();
});

const get = (url: string) => t.getJson(url, acc.liveKey);
const num = (v: unknown) => Number(v);

describe('/v1/status/sources', () => {
  it('lists every upstream of both live issues, each collected and fresh', async () => {
    const { body } = await get('/v1/status/sources');
    const names = body.sources.map((s: { name: string }) => s.name);
    expect(names).toEqual(UPSTREAMS.map((u) => u.name));
    for (const s of body.sources) {
      expect(s.collected, s.name).toBe(true);
      expect(['ok', 'degraded'], `${s.name}: ${JSON.stringify(s)}`).toContain(s.state);
    }
  });
});

describe('/v1/onchain/* from the fixture values', () => {
  it('tvl: every chain DefiLlama lists with a usable TVL, largest first', async () => {
    const { status, body } = await get('/v1/onchain/tvl');
    expect(status).toBe(200);
    expect(body.as_of).toBe(new Date(NOW).toISOString());
    expect(body.stale).toBeUndefined();
    const want = up.defillama.state.chains
      .filter((c) => Number.isFinite(num(c.tvl)) && num(c.tvl) >= 0 && typeof c.name === 'string')
      .map((c) => ({ chain: String(c.name), tvl: num(c.tvl) }));
    expect(body.chains.map((c: { chain: string }) => c.chain).sort()).toEqual(want.map((c) => c.chain).sort());
    for (const w of want) {
      expect(body.chains.find((c: { chain: string }) => c.chain === w.chain).tvl_usd).toBe(w.tvl);
    }
    expect(body.total_tvl_usd).toBeCloseTo(
      want.reduce((s, c) => s + c.tvl, 0),
      0,
    );
  });

  it('stablecoins: the USD-pegged supply and its changes', async () => {
    const { status, body } = await get('/v1/onchain/stablecoins');
    expect(status).toBe(200);
    const usd = up.defillama.state.peggedAssets.filter((a) => a.pegType === 'peggedUSD');
    const sum = (key: string) =>
      usd.reduce((s, a) => s + num((a[key] as { peggedUSD?: unknown } | undefined)?.peggedUSD ?? 0), 0);
    expect(body.total_supply_usd).toBeCloseTo(sum('circulating'), 0);
    expect(body.change_7d).toBeCloseTo(sum('circulating') / sum('circulatingPrevWeek') - 1, 9);
  });

  it('dex-volume, yields, bitcoin and gas answer from their upstreams', async () => {
    const dex = await get('/v1/onchain/dex-volume');
    expect(dex.status).toBe(200);
    expect(dex.body.total_volume_24h_usd).toBe(num(up.defillama.state.dex.overview.total24h));
    const yields = await get('/v1/onchain/yields?limit=5');
    expect(yields.status).toBe(200);
    expect(yields.body.pools).toHaveLength(5);
    for (const p of yields.body.pools) expect(p.apy).toBeGreaterThanOrEqual(0);

    const btc = await get('/v1/onchain/bitcoin');
    expect(btc.status).toBe(200);
    const m = up.mempool.state;
    expect(btc.body).toMatchObject({
      block_height: m.height,
      mempool_tx_count: m.mempool.count,
      fees: {
        fastest_sat_vb: m.fees.fastestFee,
        half_hour_sat_vb: m.fees.halfHourFee,
        hour_sat_vb: m.fees.hourFee,
        economy_sat_vb: m.fees.economyFee,
        minimum_sat_vb: m.fees.minimumFee,
      },
    });
    expect(btc.body.hashrate_ehs).toBeCloseTo(num(m.hashrateHs) / 1e18, 6);

    const gas = await get('/v1/onchain/gas');
    expect(gas.status).toBe(200);
    const chain = up.ethRpc.state;
    expect(gas.body.block_number).toBe(chain.latestBlock);
    expect(gas.body.next_base_fee_gwei).toBeCloseTo(Number(chain.nextBaseFeeWei) / 1e9, 9);
    const p = gas.body.priority_fees_gwei;
    expect(p.slow).toBeLessThanOrEqual(p.standard);
    expect(p.standard).toBeLessThanOrEqual(p.fast);
  });

  it('valuation: MVRV, exchange netflow and large holders as Coin Metrics states them', async () => {
    const [want] = expectedLatest(up.coinmetrics.state).filter((r) => r.symbol === 'BTC');
    const { status, body } = await get('/v1/onchain/valuation?symbol=BTC');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.as_of).toBe(new Date(want!.t).toISOString());
    expect(body.mvrv).toBe(want!.mvrv);
    expect(body.exchange_netflow_24h_usd).toBe(want!.exchangeNetflow24hUsd);
    // The community tier has no large-transaction counts: absent, never invented.
    expect(body.large_tx_count_24h).toBeNull();
  });
});

describe('options', () => {
  it('/v1/options/flow: the book and the large prints from Deribit', async () => {
    const { status, body } = await get('/v1/options/flow?symbol=BTC&limit=500');
    expect(status, JSON.stringify(body)).toBe(200);
    const rows = up.deribit.state.book.BTC;
    const oi = (kind: 'C' | 'P') =>
      rows.filter((r) => String(r.instrument_name).endsWith(`-${kind}`)).reduce((s, r) => s + num(r.open_interest), 0);
    expect(body.book.put_call_ratio).toBeCloseTo(oi('P') / oi('C'), 4);
    expect(body.book.underlying_price).toBe(up.deribit.state.indexPrice.BTC);
    expect(body.count).toBeGreaterThan(0);
    for (const f of body.flows) expect(f.premium_usd).toBeGreaterThanOrEqual(10_000);
    const ids = new Set(up.deribit.state.trades.BTC.map((x) => String(x.instrument_name)));
    for (const f of body.flows) expect(ids.has(f.instrument)).toBe(true);
  });
});

describe('ETF flows and news', () => {
  it('/v1/etf/flows: each day the flow table lists, per fund and in total', async () => {
    const { status, body } = await get('/v1/etf/flows?asset=BTC&days=30');
    expect(status, JSON.stringify(body)).toBe(200);
    const rows = up.etf.state.rows.filter((r) => r.asset === 'BTC' && r.usd !== null);
    const days = [...new Set(rows.map((r) => r.date))].sort();
    expect(body.flows.map((f: { date: string }) => f.date)).toEqual(days);
    for (const f of body.flows) {
      const of = rows.filter((r) => r.date === f.date);
      expect(f.net_flow_usd).toBeCloseTo(
        of.reduce((s, r) => s + r.usd!, 0),
        2,
      );
      for (const r of of) expect(f.by_issuer[r.fund]).toBeCloseTo(r.usd!, 2);
    }
    expect(body.stale).toBeUndefined();
  });

  it('/v1/news: the feeds’ dated items, tagged, macro items marked, each story once', async () => {
    const { status, body } = await get(`/v1/news?since=${NOW - 2 * 86_400_000}&limit=200`);
    expect(status, JSON.stringify(body)).toBe(200);
    const stories = Object.values(up.news.state.feeds).flatMap((f) =>
      f.items
        .filter((i) => i.t !== null && i.dateText === undefined && i.t <= NOW && i.t >= NOW - 2 * 86_400_000)
        .map((i) => ({ ...i, kind: f.kind })),
    );
    const titles = body.items.map((i: { title: string }) => i.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const story of stories) {
      const item = body.items.find((i: { title: string }) => i.title === story.title);
      expect(item, story.title).toBeDefined();
      expect(item.kind).toBe(story.kind);
      expect([...item.symbols].sort()).toEqual([...story.symbols].sort());
      if (story.tone !== 0) expect(Math.sign(item.sentiment)).toBe(story.tone);
    }
    const btc = await get('/v1/news?symbol=BTC&kind=news&limit=200');
    for (const i of btc.body.items) expect(i.symbols).toContain('BTC');
  });
});

describe('confirm and accumulation use the on-chain inputs', () => {
  it('confirm scores on-chain from MVRV, netflow and stablecoins, with nothing missing', async () => {
    const { status, body } = await get('/v1/confirm?symbol=BTC&direction=long&format=composite');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.missing).toEqual([]);
    expect(typeof body.onchain_score).toBe('number');
    const [want] = expectedLatest(up.coinmetrics.state).filter((r) => r.symbol === 'BTC');
    expect(body.figures.mvrv).toBeCloseTo(want!.mvrv!, 4);
  });

  it('accumulation uses MVRV and flows and names the large-transaction counts as missing', async () => {
    const { status, body } = await get('/v1/signals/accumulation?symbol=BTC');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(typeof body.components.mvrv_signal).toBe('number');
    expect(typeof body.components.exchange_outflow).toBe('number');
    expect(body.components.large_txn_increase).toBeNull();
    expect(body.missing.map((m: { component: string }) => m.component)).toEqual(['large_txn_increase']);
  });
});

describe('after the upstreams go quiet', () => {
  it('serves the last figures marked stale and says the sources are down', async () => {
    clock = NOW + 3 * HOUR;
    await t.app.ctx.live.refresh();
    const gas = await get('/v1/onchain/gas');
    expect(gas.status).toBe(200);
    expect(gas.body.stale).toBe(true);
    expect(gas.body.as_of).toBe(new Date(NOW).toISOString());
    const book = await get('/v1/options/flow?symbol=ETH');
    expect(book.body.stale).toBe(true);
    expect(book.body.book.stale).toBe(true);
    const { body } = await get('/v1/status/sources');
    const byName = new Map(body.sources.map((s: { name: string }) => [s.name, s]));
    for (const name of ['defillama', 'mempool', 'eth-gas', 'deribit']) {
      expect(byName.get(name), name).toMatchObject({ state: 'down' });
    }
    // A point-in-time read of the past stays strict: no stale figure passes for that instant.
    const past = await get(`/v1/onchain/gas?at=${NOW + 2.5 * HOUR}`);
    expect(past.status).toBe(503);
  });
});
