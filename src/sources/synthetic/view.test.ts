import { describe, expect, it } from 'vitest';
import type { OnchainPart } from '../../market/types.ts';
import { createSyntheticView, SANDBOX_HISTORY_MS, TEST_SYMBOLS } from './index.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 18, 16, 20, 5);
const view = createSyntheticView({ now: () => NOW });

describe('sandbox view', () => {
  it('knows the six test symbols on three venues', async () => {
    expect(view.world).toBe('sandbox');
    expect(view.symbols()).toEqual(['TEST_BTC', 'TEST_ETH', 'TEST_SOL', 'TEST_BNB', 'TEST_ARB', 'TEST_OP']);
    expect(TEST_SYMBOLS).toEqual(view.symbols());
    const ms = await view.markets();
    expect(ms).toHaveLength(18);
    expect(ms).toContainEqual({ venue: 'binance', symbol: 'TEST_BTC', instrument: 'TEST_BTCUSDT', quote: 'USDT' });
    expect(ms).toContainEqual({ venue: 'okx', symbol: 'TEST_OP', instrument: 'TEST_OP-USDT-SWAP', quote: 'USDT' });
  });

  it('rejects unknown symbols with a coded error', async () => {
    await expect(view.snapshot('BTC', NOW)).rejects.toMatchObject({ code: 'unknown_symbol' });
    await expect(view.candles('TEST_DOGE', '1h', NOW - DAY, NOW)).rejects.toMatchObject({ code: 'unknown_symbol' });
  });

  it('gathers a coherent snapshot', async () => {
    const s = await view.snapshot('TEST_BTC', NOW);
    const minute = Math.floor((NOW - DAY) / 60_000) * 60_000;
    const [c] = await view.candles('TEST_BTC', '1m', minute, minute);
    expect(s.t).toBe(NOW);
    expect(s.price).toBeGreaterThan(20_000);
    expect(Math.abs(s.price24hAgo! / c.o - 1)).toBeLessThan(0.01);
    expect(s.derivatives).toHaveLength(3);
    const ds = await view.derivatives('TEST_BTC', NOW);
    s.derivatives.forEach((d, i) => {
      expect(d.fundingRate).toBe(ds[i].fundingRate);
      expect(d.openInterestUsd).toBe(ds[i].openInterestUsd);
    });
    const dayAgo = await view.derivatives('TEST_BTC', NOW - DAY);
    expect(s.derivatives.map((d) => d.openInterestUsd24hAgo)).toEqual(dayAgo.map((d) => d.openInterestUsd));
    const flows = await view.whaleEvents({ from: NOW - DAY, to: NOW, symbol: 'TEST_BTC', type: 'trade', limit: 1e6 });
    const net = flows.reduce((sum, e) => sum + (e.side === 'buy' ? e.sizeUsd : -e.sizeUsd), 0);
    expect(s.whales!.netFlow24hUsd).toBe(net);
    const oc = await view.assetOnchain('TEST_BTC', NOW);
    expect(s.onchain!.mvrv).toBe(oc.mvrv);
    expect(s.onchain!.exchangeNetflow24hUsd).toBe(oc.exchangeNetflow24hUsd);
    expect(s.onchain!.stablecoinSupplyChange7d).toBe((await view.onchain('stablecoins', NOW)).value.change7d);
  });

  it('keeps on-chain figures in realistic ranges and moving forward', async () => {
    const part = async <P extends OnchainPart>(p: P, at: number) => (await view.onchain(p, at)).value;
    const tvl = await part('tvl', NOW);
    expect(Object.keys(tvl.byChain)).toEqual(
      expect.arrayContaining(['Ethereum', 'Solana', 'BSC', 'Arbitrum', 'Base', 'Avalanche', 'Optimism', 'Tron']),
    );
    expect(tvl.byChain['Ethereum']).toBeGreaterThan(tvl.byChain['Solana']);
    expect((await part('bitcoin', NOW)).blockHeight - (await part('bitcoin', NOW - 2 * HOUR)).blockHeight).toBe(12);
    expect((await part('gas', NOW)).blockNumber - (await part('gas', NOW - 2 * HOUR)).blockNumber).toBe(600);
    const gas = await part('gas', NOW);
    expect(gas.priorityFeeGwei.slow).toBeLessThan(gas.priorityFeeGwei.standard);
    expect(gas.priorityFeeGwei.standard).toBeLessThan(gas.priorityFeeGwei.fast);
    const fees = (await part('bitcoin', NOW)).fees;
    expect(fees.fastest).toBeGreaterThanOrEqual(fees.halfHour);
    expect(fees.halfHour).toBeGreaterThanOrEqual(fees.hour);
    expect(fees.hour).toBeGreaterThanOrEqual(fees.economy);
    expect(fees.economy).toBeGreaterThanOrEqual(fees.minimum);
    const pools = (await part('yields', NOW)).pools;
    expect(pools.length).toBeGreaterThanOrEqual(10);
    for (const p of pools) expect(p.apy).toBeCloseTo((p.apyBase ?? 0) + (p.apyReward ?? 0), 4);
    const dex = await part('dex', NOW);
    expect(dex.volume24hUsd).toBe(Object.values(dex.byChain).reduce((s, v) => s + v, 0));
    expect(Math.abs((await part('stablecoins', NOW)).change7d!)).toBeLessThan(0.05);
    for (const symbol of TEST_SYMBOLS) {
      for (let d = 0; d < 180; d += 15) {
        const oc = await view.assetOnchain(symbol, NOW - d * DAY);
        expect(oc.mvrv).toBeGreaterThanOrEqual(0.7);
        expect(oc.mvrv).toBeLessThanOrEqual(3.6);
        expect(oc.largeTxCount24h).toBeGreaterThan(0);
      }
    }
  });

  it('serves options, ETF and news items only inside the requested range', async () => {
    const from = NOW - 14 * DAY;
    const opts = await view.optionsFlow('TEST_BTC', from, NOW);
    expect(opts.length).toBeGreaterThan(100);
    expect(opts.every((o) => o.t >= from && o.t <= NOW && o.expiry > o.t)).toBe(true);
    expect(new Set(opts.map((o) => o.kind))).toEqual(new Set(['call', 'put']));
    expect(await view.optionsFlow('TEST_ARB', from, NOW)).toEqual([]);
    const etf = await view.etfFlows('ETH', from, NOW);
    expect(etf.length).toBeGreaterThanOrEqual(9);
    for (const d of etf) {
      expect([0, 6]).not.toContain(new Date(d.t).getUTCDay());
      expect(d.netFlowUsd).toBe(Object.values(d.byIssuer).reduce((s, v) => s + v, 0));
    }
    expect(Object.keys((await view.etfFlows('BTC', from, NOW))[0].byIssuer)).toEqual(
      expect.arrayContaining(['IBIT', 'FBTC', 'ARKB', 'BITB', 'GBTC']),
    );
    const news = await view.news(from, NOW, 'TEST_SOL');
    expect(news.some((n) => n.kind === 'macro')).toBe(true);
    for (const n of news) {
      expect(n.t).toBeGreaterThanOrEqual(from);
      expect(n.t).toBeLessThanOrEqual(NOW);
      if (n.kind === 'news') expect(n.title).toContain('TEST_SOL');
    }
  });

  it('clips every range to the history window', async () => {
    const old = NOW - SANDBOX_HISTORY_MS - DAY;
    expect(await view.news(old - 10 * DAY, old)).toEqual([]);
    expect(await view.whaleEvents({ from: old - 10 * DAY, to: old, limit: 10 })).toEqual([]);
    const evs = await view.whaleEvents({ from: 0, to: NOW + DAY, limit: 5 });
    expect(evs.every((e) => e.t <= NOW)).toBe(true);
  });
});
