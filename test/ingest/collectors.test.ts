/**
 * The collectors' bookkeeping on fixture upstreams: the tracked whale set and its changes, fills
 * read when a whale's positions change, failures that keep the last good data, long/short ratios
 * carried between ratio reads, and retention.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestContext } from '../../src/ingest/context.ts';
import { runCycle } from '../../src/ingest/cycle.ts';
import { JOBS } from '../../src/ingest/jobs.ts';
import { writeDerivativesPoints, writeOnchainPart } from '../../src/market/production-store.ts';
import { startUpstreams, type Upstreams } from '../fixtures/upstreams/all.ts';
import type { WireFill } from '../fixtures/upstreams/hyperliquid.ts';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';
import { ingestContextOf } from '../helpers/ingest.ts';

const MIN = 60_000;
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
let clock = NOW;
let up: Upstreams;
let t: TestApp;
let ctx: IngestContext;
let acc: TestAccount;

const job = (name: string) => {
  const j = JOBS.find((x) => x.name === name)!;
  return runCycle(ctx, j.name, j.upstream, () => j.run(ctx));
};
const rows = <T>(sql: string, params: unknown[] = []) => t.database.query<T>(sql, params);

beforeAll(async () => {
  up = await startUpstreams({ now: NOW, leaderboardRows: 800, whales: 12, fillsPerWhale: 4 });
  t = await bootTestApp({ LIVE_SOURCES: 'all', ...up.env, COLLECT_RATIOS_EVERY_MIN: '5' }, { now: () => clock });
  acc = await t.createAccount('enterprise');
  ctx = ingestContextOf(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await up?.close();
});

describe('the tracked whale set', () => {
  it('records every whale added, then the ones that leave; a whale that left keeps its row', async () => {
    expect((await job('collect-hyperliquid-leaderboard')).ok).toBe(true);
    const added = await rows<{ address: string }>(`SELECT address FROM whale_set_changes WHERE change = 'added'`);
    expect(added.map((r) => r.address).sort()).toEqual([...up.world.whaleAddresses].sort());

    // One whale drops off the leaderboard.
    const gone = up.world.whaleAddresses[0]!;
    const all = [...up.world.leaderboard];
    up.stats.state.rows = all.filter((r) => r.ethAddress.toLowerCase() !== gone);
    clock = NOW + 60 * MIN;
    expect((await job('collect-hyperliquid-leaderboard')).ok).toBe(true);
    const removed = await rows<{ address: string; t: string }>(
      `SELECT address, t FROM whale_set_changes WHERE change = 'removed'`,
    );
    expect(removed.map((r) => ({ address: r.address, t: Number(r.t) }))).toEqual([
      { address: gone, t: NOW + 60 * MIN },
    ]);
    const [row] = await rows<{ removed_at: string }>('SELECT removed_at FROM whales WHERE address = $1', [gone]);
    expect(Number(row!.removed_at)).toBe(NOW + 60 * MIN);
    await t.app.ctx.live.refresh();
    const listed = await t.app.ctx.productionView.whales(clock);
    expect(listed.map((w) => w.address)).not.toContain(gone);
    expect(listed).toHaveLength(up.world.whaleAddresses.length - 1);

    // It comes back: tracked again, and recorded as added once more.
    up.stats.state.rows = all;
    clock = NOW + 120 * MIN;
    await job('collect-hyperliquid-leaderboard');
    const back = await rows<{ removed_at: string | null }>('SELECT removed_at FROM whales WHERE address = $1', [gone]);
    expect(back[0]!.removed_at).toBeNull();
    const again = await rows(`SELECT 1 FROM whale_set_changes WHERE address = $1 AND change = 'added'`, [gone]);
    expect(again).toHaveLength(2);
  });

  it('keeps the tracked set when the leaderboard answers in a drifted shape, and records the failure', async () => {
    const before = await rows('SELECT address FROM whales WHERE removed_at IS NULL');
    up.servers['hyperliquid-leaderboard']!.fault({ fault: { kind: 'drift' }, times: 5 });
    const r = await job('collect-hyperliquid-leaderboard');
    up.servers['hyperliquid-leaderboard']!.clearFaults();
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(/^hyperliquid-leaderboard: /);
    expect(await rows('SELECT address FROM whales WHERE removed_at IS NULL')).toEqual(before);
    const [status] = await rows<{ consecutive_failures: number; last_error: string }>(
      `SELECT consecutive_failures, last_error FROM source_status WHERE name = 'hyperliquid-leaderboard'`,
    );
    expect(status).toMatchObject({ consecutive_failures: 1 });
    expect(status!.last_error).toMatch(/hyperliquid-leaderboard/);
  });
});

describe('positions and fills', () => {
  it('reads fills only for whales whose positions changed, as trades and liquidations', async () => {
    clock = NOW + 121 * MIN;
    expect((await job('collect-hyperliquid-positions')).ok).toBe(true);
    const whale = up.world.whaleAddresses[1]!;
    const [{ n: eventsBefore }] = (await rows<{ n: string }>('SELECT count(*) AS n FROM whale_events')) as [
      { n: string },
    ];

    // The whale adds to a BTC long; the venue shows the fills that did it, one a liquidation it caused.
    const state = up.world.clearinghouse.get(whale)!;
    const template = state.assetPositions[0]!;
    state.assetPositions = [
      ...state.assetPositions,
      {
        ...template,
        position: { ...template.position, coin: 'BTC', szi: '2', entryPx: '99000.0', positionValue: '198000.0' },
      },
    ];
    const at = NOW + 122 * MIN;
    const fill = (tid: number, side: 'A' | 'B', px: string, sz: string, liquidated?: string): WireFill => ({
      coin: 'BTC',
      px,
      sz,
      side,
      time: at,
      startPosition: '0',
      dir: 'Open Long',
      closedPnl: '0.0',
      hash: `0x${tid.toString(16).padStart(64, '0')}`,
      oid: tid,
      crossed: true,
      fee: '1.0',
      tid,
      feeToken: 'USDC',
      ...(liquidated ? { liquidation: { liquidatedUser: liquidated, markPx: px, method: 'market' as const } } : {}),
    });
    up.world.fills.set(whale, [
      ...(up.world.fills.get(whale) ?? []),
      fill(9_000_001, 'B', '99000', '1.5'),
      fill(9_000_002, 'B', '99010', '0.5', whale),
    ]);
    clock = NOW + 123 * MIN;
    expect((await job('collect-hyperliquid-positions')).ok).toBe(true);
    const events = await rows<{ id: string; type: string; side: string; size_usd: number; symbol: string }>(
      `SELECT id, type, side, size_usd, symbol FROM whale_events WHERE address = $1 AND t = $2 ORDER BY id`,
      [whale, at],
    );
    expect(events).toEqual([
      { id: 'hl-9000001', type: 'trade', side: 'buy', size_usd: 148_500, symbol: 'BTC' },
      { id: 'hl-9000002', type: 'liquidation', side: 'buy', size_usd: 49_505, symbol: 'BTC' },
    ]);
    const [{ n: eventsAfter }] = (await rows<{ n: string }>('SELECT count(*) AS n FROM whale_events')) as [
      { n: string },
    ];
    // Only the whale that changed was read: the two new fills (and none of the others' history).
    expect(Number(eventsAfter) - Number(eventsBefore)).toBe(2);
    const [w] = await rows<{ fills_at: string }>('SELECT fills_at FROM whales WHERE address = $1', [whale]);
    expect(Number(w!.fills_at)).toBe(NOW + 123 * MIN);

    await t.app.ctx.live.refresh();
    const feed = await t.getJson(`/v1/whales/events?symbol=BTC&limit=10`, acc.liveKey);
    expect(feed.status).toBe(200);
    expect(JSON.stringify(feed.body)).toContain('hl-9000002');
  });
});

describe('derivatives cycles', () => {
  it('carries each market’s last long/short ratio between ratio reads', async () => {
    clock = NOW + 200 * MIN;
    expect((await job('collect-bybit-ratios')).ok).toBe(true);
    const ratioCalls = () => up.servers.bybit!.requests.filter((r) => r.path === '/v5/market/account-ratio').length;
    const callsAfterFirst = ratioCalls();
    expect(callsAfterFirst).toBeGreaterThan(100);
    clock = NOW + 201 * MIN;
    expect((await job('collect-bybit')).ok).toBe(true);
    expect(ratioCalls()).toBe(callsAfterFirst);
    const [p] = await rows<{ long_short_ratio: number | null }>(
      `SELECT long_short_ratio FROM derivatives_points WHERE venue = 'bybit' AND symbol = 'BTC' AND t = $1`,
      [NOW + 201 * MIN],
    );
    expect(p!.long_short_ratio).toBeGreaterThan(0);
  });
});

describe('open-interest history at start', () => {
  it('reads back 26 hours for the majors without a point 24 h ago, once', async () => {
    clock = NOW + 300 * MIN;
    expect((await job('collect-okx')).ok).toBe(true);
    const first = await job('collect-okx-oi-history');
    expect(first.ok, first.error).toBe(true);
    expect(first.items).toBeGreaterThan(20);
    const [btc] = await rows<{ n: string }>(
      `SELECT count(*) AS n FROM open_interest_history WHERE venue = 'okx' AND symbol = 'BTC'`,
    );
    expect(Number(btc!.n)).toBeGreaterThanOrEqual(20);
    const again = await job('collect-okx-oi-history');
    expect(again).toMatchObject({ ok: true, items: 0, idle: true, summary: 'okx OI history: nothing to backfill' });
    await t.app.ctx.live.refresh();
    const state = await t.app.ctx.live.state();
    expect(state.dayAgo.get('BTC')?.get('okx')?.openInterestUsd).toBeGreaterThan(0);
  });
});

describe('retention', () => {
  it('prunes history past its horizon but never a whale’s newest positions', async () => {
    const old = NOW - 40 * DAY;
    await writeDerivativesPoints(t.database.db, [
      {
        venue: 'binance',
        symbol: 'ETH',
        t: old,
        markPrice: 3000,
        fundingRate: 0.0001,
        nextFundingTime: old + 3_600_000,
        openInterestUsd: 1e9,
        longShortRatio: 1,
      },
    ]);
    const whale = up.world.whaleAddresses[2]!;
    await t.database.query('UPDATE whale_position_snapshots SET t = $1 WHERE address = $2', [old, whale]);
    await t.database.query('UPDATE whale_positions SET t = $1 WHERE address = $2', [old, whale]);
    await t.database.query('UPDATE whales SET positions_at = $1 WHERE address = $2', [old, whale]);
    expect((await job('prune-history')).ok).toBe(true);
    expect(await rows('SELECT 1 FROM derivatives_points WHERE t = $1', [old])).toEqual([]);
    expect((await rows('SELECT 1 FROM whale_position_snapshots WHERE address = $1', [whale])).length).toBe(1);
  });

  it('prunes old on-chain parts and option books but keeps the newest of each', async () => {
    const db = t.database.db;
    const gas = {
      blockNumber: 1,
      baseFeeGwei: 1,
      nextBaseFeeGwei: 1,
      priorityFeeGwei: { slow: 0, standard: 0, fast: 0 },
    };
    const tvl = { byChain: { Ethereum: 1e9 } };
    await writeOnchainPart(db, 'gas', NOW - 40 * DAY, gas);
    await writeOnchainPart(db, 'gas', NOW - DAY, gas);
    // The only TVL row is old: it stays, it is what a read of now serves (marked stale).
    await writeOnchainPart(db, 'tvl', NOW - 40 * DAY, tvl);
    await writeOnchainPart(db, 'yields', NOW - 10 * DAY, { pools: [] });
    await writeOnchainPart(db, 'yields', NOW - 8 * DAY, { pools: [] });
    expect((await job('prune-history')).ok).toBe(true);
    const left = await rows<{ part: string; t: string }>('SELECT part, t FROM onchain_parts ORDER BY part, t');
    expect(left.map((r) => [r.part, Number(r.t)])).toEqual([
      ['gas', NOW - DAY],
      ['tvl', NOW - 40 * DAY],
      ['yields', NOW - 8 * DAY],
    ]);
  });
});
