import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_DIRS } from '../migrations.ts';
import { type Database, openDatabase } from '../platform/db/client.ts';
import {
  writeAssetOnchain,
  writeCandles,
  writeDerivativesPoints,
  writeEtfFlows,
  writeMarkets,
  writeNews,
  writeOnchainPart,
  writeOptionsFlow,
  writeWhaleEvents,
  writeWhalePositions,
  writeWhales,
} from './production-store.ts';
import { createProductionView } from './production-view.ts';
import { PRODUCTION_SYMBOLS } from './symbols.ts';
import type { AssetOnchain, DerivativesPoint, MarketView, NewsItem, OnchainParts, Venue, WhaleEvent } from './types.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2025, 5, 2, 12);

let database: Database;
let view: MarketView;
const schema = process.env.TEST_DATABASE_URL ? `t_${randomBytes(6).toString('hex')}` : undefined;

beforeAll(async () => {
  database = await openDatabase({
    dataDir: null,
    databaseUrl: process.env.TEST_DATABASE_URL ?? null,
    pgSchema: schema,
    migrations: MIGRATION_DIRS,
  });
  view = createProductionView(database.db);
});

afterAll(async () => {
  if (schema) await database.query(`DROP SCHEMA ${schema} CASCADE`);
  await database.close();
});

async function expectUnavailable(p: Promise<unknown>, detail?: RegExp): Promise<void> {
  await expect(p).rejects.toMatchObject({ code: 'data_unavailable', status: 503 });
  if (detail) await expect(p).rejects.toThrow(detail);
}

/** BTC every 5 min for 25 h on Binance and Bybit; OKX only for the last hour (no 24 h-ago point). */
function point(venue: Venue, t: number): DerivativesPoint {
  const k = (t - NOW) / MIN + ['binance', 'bybit', 'okx'].indexOf(venue) * 0.5;
  return {
    venue,
    symbol: 'BTC',
    t,
    markPrice: 100_000 + k,
    fundingRate: 0.0001 + k * 1e-7,
    nextFundingTime: Math.ceil((t + 1) / (8 * HOUR)) * 8 * HOUR,
    openInterestUsd: 5e9 + k * 1e6,
    longShortRatio: 1.2 + k / 10_000,
  };
}

const asset: AssetOnchain = {
  symbol: 'BTC',
  t: NOW - 12 * HOUR,
  mvrv: 2.1,
  exchangeNetflow24hUsd: -150e6,
  largeHolderCount: 2010,
  largeHolderCount30dAgo: 1980,
  largeHolderBalance: 7.9e6,
  largeTxCount24h: 12_345,
  largeTxCount7dAvg: 11_000.5,
};

const ONCHAIN_T = NOW - 30 * MIN;
const gas: OnchainParts['gas'] = {
  blockNumber: 22_000_000,
  baseFeeGwei: 3.5,
  nextBaseFeeGwei: 3.7,
  priorityFeeGwei: { slow: 0.01, standard: 0.1, fast: 1.2 },
};
const tvl: OnchainParts['tvl'] = { byChain: { Ethereum: 6e10, Solana: 9e9 } };

const W1 = '0x1111111111111111111111111111111111111111';
const W2 = '0x2222222222222222222222222222222222222222';
const W3 = '0x3333333333333333333333333333333333333333';

const event = (
  id: string,
  dt: number,
  address: string,
  symbol: string,
  type: WhaleEvent['type'],
  side: WhaleEvent['side'],
  sizeUsd: number,
) => ({
  id,
  t: NOW - dt,
  address,
  symbol,
  type,
  side,
  sizeUsd,
  price: 100_000,
});

const events = [
  event('e1', 2 * DAY, W1, 'BTC', 'trade', 'buy', 9e6), // outside the 24 h window
  event('e2', 20 * HOUR, W1, 'BTC', 'trade', 'buy', 3e6),
  event('e3', 5 * HOUR, W2, 'BTC', 'trade', 'sell', 1e6),
  event('e4', 3 * HOUR, W2, 'BTC', 'liquidation', 'sell', 2e6), // liquidations are not flow
  event('e5', 2 * HOUR, W1, 'ETH', 'trade', 'sell', 4e6),
  event('e6', 1 * HOUR, W3, 'BTC', 'trade', 'buy', 0.5e6),
];

/** A news item as written, and as it must read back. */
const ETF_NEWS: NewsItem = {
  id: 'n1',
  t: NOW - 3 * HOUR,
  kind: 'news',
  title: 'BTC ETF inflows',
  source: 'feed',
  symbols: ['BTC'],
  sentiment: 0.6,
  url: 'https://news.example/btc-etf-inflows',
};

describe('production view on an empty database', () => {
  it('lists the production catalogue', () => {
    expect(view.world).toBe('production');
    expect(view.symbols()).toEqual([...PRODUCTION_SYMBOLS]);
  });

  it('answers data_unavailable from every method instead of inventing numbers', async () => {
    await expectUnavailable(view.markets(), /no markets/);
    await expectUnavailable(view.candles('BTC', '1h', NOW - DAY, NOW), /1h candles for BTC/);
    await expectUnavailable(view.derivatives('BTC', NOW), /no derivatives data for BTC .*not written any/);
    await expectUnavailable(view.derivativesHistory('BTC', 'binance', NOW - DAY, NOW, HOUR), /binance derivatives/);
    await expectUnavailable(view.whales(NOW), /whale leaderboard/);
    await expectUnavailable(view.whalePositions(NOW), /whale position/);
    await expectUnavailable(view.whalePositions(NOW, 'BTC'), /whale position/);
    await expectUnavailable(view.whaleEvents({ from: NOW - DAY, to: NOW, limit: 10 }), /whale events/);
    await expectUnavailable(view.onchain('gas', NOW), /no on-chain gas data .*not written any/);
    expect(await view.optionsSummary('SOL', NOW)).toBeNull();
    await expectUnavailable(view.optionsSummary('BTC', NOW), /options data for BTC/);
    await expectUnavailable(view.assetOnchain('BTC', NOW), /on-chain metrics for BTC/);
    await expectUnavailable(view.optionsFlow('BTC', NOW - DAY, NOW), /options flow for BTC/);
    await expectUnavailable(view.etfFlows('BTC', NOW - 7 * DAY, NOW), /BTC ETF flows/);
    await expectUnavailable(view.news(NOW - DAY, NOW), /news/);
    await expectUnavailable(
      view.snapshot('BTC', NOW),
      /nothing to score BTC .*no derivatives data for BTC has been collected; no whale positions have been collected/,
    );
  });
});

describe('production view over collected rows', () => {
  const binance: DerivativesPoint[] = [];
  const bybit: DerivativesPoint[] = [];
  const okx: DerivativesPoint[] = [];

  beforeAll(async () => {
    const db = database.db;
    for (let t = NOW - 25 * HOUR; t <= NOW; t += 5 * MIN) {
      binance.push(point('binance', t));
      bybit.push(point('bybit', t));
      if (t >= NOW - HOUR) okx.push(point('okx', t));
    }
    await writeDerivativesPoints(db, [...binance, ...bybit, ...okx]);
    await writeMarkets(
      db,
      [
        { venue: 'binance', symbol: 'BTC', instrument: 'BTCUSDT', quote: 'USDT' },
        { venue: 'okx', symbol: 'BTC', instrument: 'BTC-USDT-SWAP', quote: 'USDT' },
      ],
      NOW - HOUR,
    );
    await writeMarkets(db, [{ venue: 'bybit', symbol: 'OLD', instrument: 'OLDUSDT', quote: 'USDT' }], NOW - 30 * DAY);
    const hourly = (n: number, base: number) =>
      Array.from({ length: n }, (_, i) => ({
        t: NOW - (n - i) * HOUR,
        o: base + i,
        h: base + i + 2,
        l: base + i - 2,
        c: base + i + 1,
        v: 10 + i,
      }));
    await writeCandles(db, { source: 'composite', symbol: 'BTC', interval: '1h' }, hourly(5, 100_000));
    await writeCandles(db, { source: 'binance', symbol: 'BTC', interval: '1h' }, hourly(5, 200_000));
    await writeCandles(db, { source: 'bybit', symbol: 'ETH', interval: '1h' }, hourly(3, 3_000));
    await writeWhales(
      db,
      [
        { address: W1, label: 'Fund A', accountValueUsd: 50e6, pnlAllTimeUsd: 12e6, volume24hUsd: 80e6 },
        { address: W2, label: null, accountValueUsd: 20e6, pnlAllTimeUsd: -1e6, volume24hUsd: 5e6 },
      ],
      NOW - 10 * MIN,
    );
    await writeWhales(
      db,
      [{ address: W3, label: 'Gone', accountValueUsd: 90e6, pnlAllTimeUsd: 1, volume24hUsd: 1 }],
      NOW - 7 * HOUR,
    );
    const pos = (symbol: string, side: 'long' | 'short', sizeUsd: number) => ({
      symbol,
      side,
      sizeUsd,
      entryPrice: 99_000,
      unrealizedPnlUsd: 1000,
      leverage: 5,
    });
    await writeWhalePositions(db, [
      { address: W1, t: NOW - 30 * MIN, positions: [pos('BTC', 'long', 5e6), pos('ETH', 'short', 2e6)] },
      { address: W1, t: NOW - 5 * MIN, positions: [pos('BTC', 'long', 6e6)] },
      { address: W2, t: NOW - 10 * MIN, positions: [pos('SOL', 'long', 7e6)] },
      { address: W3, t: NOW - 3 * HOUR, positions: [pos('BTC', 'long', 9e6)] },
    ]);
    // Re-writing a snapshot replaces its positions.
    await writeWhalePositions(db, [{ address: W2, t: NOW - 10 * MIN, positions: [pos('BTC', 'short', 1e6)] }]);
    await writeWhaleEvents(db, events);
    await writeOnchainPart(db, 'gas', ONCHAIN_T, gas);
    await writeOnchainPart(db, 'tvl', ONCHAIN_T - 3 * HOUR, tvl);
    await writeOnchainPart(db, 'stablecoins', ONCHAIN_T, {
      supplyUsd: 2.5e11,
      change1d: 0.001,
      change7d: 0.0123,
      change30d: null,
    });
    await writeAssetOnchain(db, [asset, { ...asset, t: NOW - 36 * HOUR, mvrv: 1.5 }]);
    const option = (id: string, dt: number, symbol: string) => ({
      id,
      t: NOW - dt,
      symbol,
      instrument: `${symbol}-27JUN25-110000-C`,
      kind: 'call' as const,
      side: 'buy' as const,
      strike: 110_000,
      expiry: Date.UTC(2025, 5, 27, 8),
      premiumUsd: 250_000,
      notionalUsd: 5e6,
      impliedVol: 0.52,
    });
    await writeOptionsFlow(db, [
      option('o2', 2 * HOUR, 'BTC'),
      option('o1', 3 * HOUR, 'BTC'),
      option('o3', 2 * DAY, 'BTC'),
      option('o4', HOUR, 'ETH'),
    ]);
    const day = Date.UTC(2025, 5, 2);
    await writeEtfFlows(db, [
      { t: day - 2 * DAY, asset: 'BTC', netFlowUsd: 300e6, byIssuer: { IBIT: 250e6, FBTC: 50e6 } },
      { t: day - DAY, asset: 'BTC', netFlowUsd: -40e6, byIssuer: { IBIT: 10e6, GBTC: -50e6 } },
    ]);
    await writeNews(db, [
      ETF_NEWS,
      {
        id: 'n2',
        t: NOW - 2 * HOUR,
        kind: 'macro',
        title: 'CPI print',
        source: 'calendar',
        symbols: [],
        sentiment: -0.2,
      },
      { id: 'n3', t: NOW - HOUR, kind: 'news', title: 'ETH upgrade', source: 'feed', symbols: ['ETH'], sentiment: 0.3 },
    ]);
  });

  it('lists markets refreshed within a week of the newest refresh', async () => {
    expect(await view.markets()).toEqual([
      { venue: 'binance', symbol: 'BTC', instrument: 'BTCUSDT', quote: 'USDT' },
      { venue: 'okx', symbol: 'BTC', instrument: 'BTC-USDT-SWAP', quote: 'USDT' },
    ]);
  });

  it('serves candles from the preferred source, oldest first, inside the range', async () => {
    const btc = await view.candles('BTC', '1h', NOW - 3 * HOUR, NOW);
    expect(btc.map((c) => c.t)).toEqual([NOW - 3 * HOUR, NOW - 2 * HOUR, NOW - HOUR]);
    expect(btc[0]).toEqual({ t: NOW - 3 * HOUR, o: 100_002, h: 100_004, l: 100_000, c: 100_003, v: 12 });
    expect((await view.candles('ETH', '1h', NOW - DAY, NOW)).map((c) => c.o)).toEqual([3000, 3001, 3002]);
    // Collected, but nothing in this range yet: an empty list, not an error.
    expect(await view.candles('BTC', '1h', NOW + HOUR, NOW + 2 * HOUR)).toEqual([]);
    await expectUnavailable(view.candles('BTC', '1h', NOW - 30 * DAY, NOW - 29 * DAY), /not written any/);
    await expectUnavailable(view.candles('BTC', '1d', NOW - 30 * DAY, NOW));
  });

  it('answers derivatives with the newest fresh point per venue', async () => {
    expect(await view.derivatives('BTC', NOW)).toEqual([point('binance', NOW), point('bybit', NOW), point('okx', NOW)]);
    expect(await view.derivatives('BTC', NOW - 2 * MIN)).toEqual(
      (['binance', 'bybit', 'okx'] as const).map((v) => point(v, NOW - 5 * MIN)),
    );
    expect(await view.derivatives('BTC', NOW - 2 * HOUR)).toEqual([
      point('binance', NOW - 2 * HOUR),
      point('bybit', NOW - 2 * HOUR),
    ]);
    await expectUnavailable(view.derivatives('BTC', NOW + 16 * MIN), /derivatives data for BTC is stale/);
    await expectUnavailable(view.derivatives('ETH', NOW), /no derivatives data for ETH/);
  });

  it('samples derivatives history once per step without repeating a point', async () => {
    const hourly = await view.derivativesHistory('BTC', 'binance', NOW - HOUR, NOW, 15 * MIN);
    expect(hourly).toEqual([0, 1, 2, 3, 4].map((i) => point('binance', NOW - HOUR + i * 15 * MIN)));
    const fine = await view.derivativesHistory('BTC', 'okx', NOW - 10 * MIN, NOW, MIN);
    expect(fine.map((p) => p.t)).toEqual([NOW - 10 * MIN, NOW - 5 * MIN, NOW]);
    const offGrid = await view.derivativesHistory('BTC', 'bybit', NOW - HOUR, NOW, 7 * MIN);
    expect(offGrid.every((p, i) => i === 0 || p.t > offGrid[i - 1].t)).toBe(true);
    expect(await view.derivativesHistory('BTC', 'binance', NOW + HOUR, NOW + 2 * HOUR, HOUR)).toEqual([]);
    await expectUnavailable(view.derivativesHistory('BTC', 'okx', NOW - 3 * DAY, NOW - 2 * DAY, HOUR));
    await expect(view.derivativesHistory('BTC', 'kraken' as Venue, NOW - HOUR, NOW, MIN)).rejects.toMatchObject({
      code: 'invalid_parameter',
    });
  });

  it('lists fresh whales, largest first, and goes stale after six hours', async () => {
    expect(await view.whales(NOW)).toEqual([
      { address: W1, label: 'Fund A', accountValueUsd: 50e6, pnlAllTimeUsd: 12e6, volume24hUsd: 80e6 },
      { address: W2, label: null, accountValueUsd: 20e6, pnlAllTimeUsd: -1e6, volume24hUsd: 5e6 },
    ]);
    await expectUnavailable(view.whales(NOW + 7 * HOUR), /stale/);
    await expectUnavailable(view.whales(NOW - 8 * HOUR), /not written any/);
  });

  it('reads each whale’s newest fresh position snapshot', async () => {
    const pos = (address: string, symbol: string, side: string, sizeUsd: number) => ({
      address,
      symbol,
      side,
      sizeUsd,
      entryPrice: 99_000,
      unrealizedPnlUsd: 1000,
      leverage: 5,
    });
    expect(await view.whalePositions(NOW)).toEqual([pos(W1, 'BTC', 'long', 6e6), pos(W2, 'BTC', 'short', 1e6)]);
    expect(await view.whalePositions(NOW, 'ETH')).toEqual([]);
    expect(await view.whalePositions(NOW - 20 * MIN)).toEqual([
      pos(W1, 'BTC', 'long', 5e6),
      pos(W1, 'ETH', 'short', 2e6),
    ]);
    await expectUnavailable(view.whalePositions(NOW + 2 * HOUR, 'BTC'), /stale/);
  });

  it('filters whale events and returns the newest first, with labels', async () => {
    const q = { from: NOW - 3 * DAY, to: NOW, limit: 100 };
    expect((await view.whaleEvents(q)).map((e) => e.id)).toEqual(['e6', 'e5', 'e4', 'e3', 'e2', 'e1']);
    expect((await view.whaleEvents({ ...q, limit: 2 })).map((e) => e.id)).toEqual(['e6', 'e5']);
    expect((await view.whaleEvents({ ...q, from: NOW - 4 * HOUR, to: NOW - 2 * HOUR })).map((e) => e.id)).toEqual([
      'e5',
      'e4',
    ]);
    expect((await view.whaleEvents({ ...q, symbol: 'BTC', type: 'trade', minUsd: 1e6 })).map((e) => e.id)).toEqual([
      'e3',
      'e2',
      'e1',
    ]);
    expect((await view.whaleEvents({ ...q, address: W2 })).map((e) => e.id)).toEqual(['e4', 'e3']);
    const [e5] = await view.whaleEvents({ ...q, symbol: 'ETH' });
    expect(e5).toEqual({ ...events[4], label: 'Fund A' });
    expect((await view.whaleEvents({ ...q, address: W2, limit: 1 }))[0].label).toBeNull();
    expect(await view.whaleEvents({ ...q, symbol: 'DOGE' })).toEqual([]);
    await expectUnavailable(view.whaleEvents({ from: NOW - 10 * DAY, to: NOW - 3 * DAY, limit: 10 }), /whale events/);
  });

  it('serves on-chain snapshots and per-asset metrics within their freshness limits', async () => {
    expect(await view.onchain('gas', NOW)).toEqual({ t: ONCHAIN_T, value: gas });
    // Each part ages on its own: TVL three hours old is past its bound while gas is fresh.
    await expectUnavailable(view.onchain('tvl', NOW), /on-chain tvl data .*stale|min old/);
    await expectUnavailable(view.onchain('gas', NOW + 3 * HOUR), /stale|min old/);
    await expectUnavailable(view.onchain('gas', NOW - HOUR), /not written any/);
    // Read as of now through the live state, the last figures are served marked stale.
    const live = createProductionView(database.db, { market: {} as never, now: () => NOW });
    expect(await live.onchain('tvl', NOW)).toEqual({ t: ONCHAIN_T - 3 * HOUR, value: tvl, stale: true });
    expect(await live.onchain('gas', NOW)).toEqual({ t: ONCHAIN_T, value: gas });
    const later = createProductionView(database.db, { market: {} as never, now: () => NOW + 3 * DAY });
    expect(await later.assetOnchain('BTC', NOW + 3 * DAY)).toEqual({ ...asset, stale: true });
    expect(await view.assetOnchain('BTC', NOW)).toEqual(asset);
    expect((await view.assetOnchain('BTC', NOW - 20 * HOUR)).mvrv).toBe(1.5);
    await expectUnavailable(view.assetOnchain('BTC', NOW + 3 * DAY), /stale/);
    await expectUnavailable(view.assetOnchain('ETH', NOW), /on-chain metrics for ETH/);
  });

  it('serves options prints, ETF days and news inside the range, oldest first', async () => {
    const opts = await view.optionsFlow('BTC', NOW - DAY, NOW);
    expect(opts.map((o) => o.t)).toEqual([NOW - 3 * HOUR, NOW - 2 * HOUR]);
    expect(opts[0]).not.toHaveProperty('id');
    expect(opts[0]).toMatchObject({ symbol: 'BTC', kind: 'call', side: 'buy', strike: 110_000, impliedVol: 0.52 });
    await expectUnavailable(view.optionsFlow('SOL', NOW - DAY, NOW), /options flow for SOL/);
    const day = Date.UTC(2025, 5, 2);
    expect(await view.etfFlows('BTC', day - 7 * DAY, NOW)).toEqual([
      { t: day - 2 * DAY, asset: 'BTC', netFlowUsd: 300e6, byIssuer: { IBIT: 250e6, FBTC: 50e6 } },
      { t: day - DAY, asset: 'BTC', netFlowUsd: -40e6, byIssuer: { IBIT: 10e6, GBTC: -50e6 } },
    ]);
    await expectUnavailable(view.etfFlows('ETH', day - 7 * DAY, NOW), /ETH ETF flows/);
    expect((await view.news(NOW - DAY, NOW)).map((n) => n.id)).toEqual(['n1', 'n2', 'n3']);
    const btcNews = await view.news(NOW - DAY, NOW, 'BTC');
    expect(btcNews.map((n) => n.id)).toEqual(['n1', 'n2']);
    expect(btcNews[0]).toEqual(ETF_NEWS);
    expect(await view.news(NOW - 30 * MIN, NOW)).toEqual([]);
    await expectUnavailable(view.news(NOW - 3 * DAY, NOW - 2 * DAY), /news/);
  });

  it('assembles a snapshot from the stored parts', async () => {
    const snap = await view.snapshot('BTC', NOW);
    expect(snap).toEqual({
      symbol: 'BTC',
      t: NOW,
      price: point('binance', NOW).markPrice,
      price24hAgo: point('binance', NOW - DAY).markPrice,
      // OKX has no point 24 h back: it counts, but not in the OI change.
      derivatives: (['binance', 'bybit', 'okx'] as const).map((venue) => ({
        venue,
        fundingRate: point(venue, NOW).fundingRate,
        openInterestUsd: point(venue, NOW).openInterestUsd,
        openInterestUsd24hAgo: venue === 'okx' ? null : point(venue, NOW - DAY).openInterestUsd,
        longShortRatio: point(venue, NOW).longShortRatio,
      })),
      whales: { long: 1, short: 1, longNotionalUsd: 6e6, shortNotionalUsd: 1e6, netFlow24hUsd: 3e6 - 1e6 + 0.5e6 },
      onchain: { mvrv: 2.1, exchangeNetflow24hUsd: -150e6, stablecoinSupplyChange7d: 0.0123 },
      missing: [],
    });
  });

  it('leaves out a missing or stale part, naming it, and refuses only with neither whales nor derivatives', async () => {
    const eth = await view.snapshot('ETH', NOW);
    expect(eth.derivatives).toEqual([]);
    expect(eth.whales).not.toBeNull();
    expect(eth.missing.map((m) => m.component)).toEqual(['derivatives', 'onchain']);
    expect(eth.missing[0].reason).toBe('no derivatives data for ETH has been collected');

    const later = await view.snapshot('BTC', NOW + 20 * MIN);
    expect(later.derivatives).toEqual([]);
    expect(later.missing.filter((m) => m.venue).map((m) => m.venue)).toEqual(['binance', 'bybit', 'okx']);
    expect(later.missing[0].reason).toBe('binance data for BTC: last point 20 min old (fresh within 15 min)');
    expect(later.whales?.long).toBe(1);

    await expectUnavailable(
      view.snapshot('BTC', NOW + 2 * HOUR),
      /nothing to score BTC.*whale positions: newest snapshot/,
    );
    const dayBefore = await view.snapshot('BTC', NOW - 24 * HOUR);
    expect(dayBefore.whales).toBeNull();
    expect(dayBefore.missing.find((m) => m.component === 'whales')?.reason).toBe(
      'no whale positions have been collected',
    );
  });
});
