/**
 * The Hyperliquid adapter over the fixture servers' wire quirks: request weights, fills
 * pagination (2000-row pages, fills sharing a millisecond across a page boundary, either
 * order, the 10,000-fill horizon, a server that ignores startTime), the 2023 account shape,
 * unknown accounts, and the generated perp universe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchContexts, fetchFills, fetchPositions, readFills } from '../../../src/sources/hyperliquid/index.ts';
import { createUpstream } from '../../../src/sources/upstream/client.ts';
import { type Upstream, UpstreamError, type UpstreamRequest } from '../../../src/sources/upstream/types.ts';
import {
  type Fixture,
  type HyperliquidInfoState,
  startHyperliquidInfo,
  type WireFill,
  wireClearinghouseState,
  wirePosition,
} from '../../fixtures/upstreams/hyperliquid.ts';
import { generateHyperliquidWorld } from '../../fixtures/upstreams/hyperliquid-world.ts';

const world = generateHyperliquidWorld({ seed: 11, leaderboardRows: 200, whales: 40 });
const T0 = Date.UTC(2026, 8, 1);
let info: Fixture<HyperliquidInfoState>;

beforeAll(async () => {
  info = await startHyperliquidInfo({
    clearinghouse: new Map(world.clearinghouse),
    fills: new Map(world.fills),
    universe: world.universe,
    contexts: world.contexts,
    now: () => world.now,
  });
});
afterAll(() => info.server.close());

/** The client, with every request and every after-the-fact charge written down. */
function recording(): Upstream & { sent: UpstreamRequest[]; charged: Array<[number, string | undefined]> } {
  const inner = createUpstream({ name: 'hyperliquid', baseUrl: info.server.url });
  const sent: UpstreamRequest[] = [];
  const charged: Array<[number, string | undefined]> = [];
  return {
    ...inner,
    sent,
    charged,
    json: (req) => {
      sent.push(req);
      return inner.json(req);
    },
    charge: (w, b) => {
      charged.push([w, b]);
      inner.charge(w, b);
    },
  };
}

/** `n` BTC fills, `perMs` of them in each millisecond from T0, so page ends fall inside a millisecond. */
function burst(n: number, perMs: number): WireFill[] {
  return Array.from({ length: n }, (_, k) => ({
    coin: 'BTC',
    px: '104316.0',
    sz: '0.01',
    side: k % 2 ? 'A' : 'B',
    time: T0 + Math.floor(k / perMs),
    startPosition: '0.0',
    dir: k % 2 ? 'Open Short' : 'Open Long',
    closedPnl: '0.0',
    hash: `0x${k.toString(16).padStart(64, '0')}`,
    oid: 90_000_000 + k,
    crossed: true,
    fee: '0.04',
    tid: 5_000_000 + k,
    feeToken: 'USDC',
  }));
}

describe('request weights', () => {
  it('clearinghouseState 2, metaAndAssetCtxs 20, userFillsByTime 20 plus 1 per 20 fills, all in one bucket', async () => {
    const user = `0x${'1'.repeat(40)}`;
    info.state.fills.set(user, burst(2050, 1));
    const up = recording();
    await fetchPositions(up, world.whaleAddresses[0]);
    await fetchContexts(up);
    await fetchFills(up, user, T0, T0 + 86_400_000);
    expect(up.sent.map((r) => [(r.body as { type: string }).type, r.weight, r.bucket])).toEqual([
      ['clearinghouseState', 2, 'default'],
      ['metaAndAssetCtxs', 20, 'default'],
      ['userFillsByTime', 20, 'default'],
      ['userFillsByTime', 20, 'default'],
    ]);
    // 2000 fills, then the 51 from the last millisecond of the first page on.
    expect(up.charged).toEqual([
      [100, 'default'],
      [3, 'default'],
    ]);
  });
});

describe('fills pagination', () => {
  const user = `0x${'2'.repeat(40)}`;
  const all = burst(4503, 7);

  it.each(['oldest-first', 'newest-first'] as const)(
    '%s: every fill exactly once, oldest first, across 2000-row pages',
    async (order) => {
      info.state.fills.set(user, all);
      info.state.fillsOrder = order;
      try {
        const up = recording();
        const read = await readFills(up, user, T0, T0 + 3_600_000);
        expect(read.pages).toBe(3);
        expect(read.events.map((e) => e.id)).toEqual(all.map((f) => `hl-${f.tid}`));
        const starts = up.sent.map((r) => (r.body as { startTime: number }).startTime);
        // Each page after the first starts at the last millisecond of the one before (inclusive).
        expect(starts).toEqual([T0, T0 + Math.floor(1999 / 7), T0 + Math.floor((Math.floor(1999 / 7) * 7 + 1999) / 7)]);
      } finally {
        info.state.fillsOrder = 'oldest-first';
      }
    },
  );

  it('newest-first and oldest-first answers give the same events', async () => {
    const address = world.whaleAddresses[3];
    const from = world.now - 40 * 86_400_000;
    const oldest = await fetchFills(
      createUpstream({ name: 'hyperliquid', baseUrl: info.server.url }),
      address,
      from,
      world.now,
    );
    info.state.fillsOrder = 'newest-first';
    try {
      const newest = await fetchFills(
        createUpstream({ name: 'hyperliquid', baseUrl: info.server.url }),
        address,
        from,
        world.now,
      );
      expect(newest).toEqual(oldest);
      expect(oldest.length).toBeGreaterThan(5);
    } finally {
      info.state.fillsOrder = 'oldest-first';
    }
  });

  it('only the 10,000 most recent fills exist, whatever range is asked for', async () => {
    const many = burst(12_000, 3);
    info.state.fills.set(user, many);
    const events = await fetchFills(
      createUpstream({ name: 'hyperliquid', baseUrl: info.server.url }),
      user,
      T0,
      T0 + 86_400_000,
    );
    expect(events).toHaveLength(10_000);
    expect(events[0].id).toBe(`hl-${many[2000].tid}`);
  });

  it('a server that ignores startTime is refused once a page makes no progress', async () => {
    info.state.fills.set(user, burst(4000, 1));
    info.state.ignoreStartTime = true;
    try {
      const up = recording();
      const err = await readFills(up, user, T0, T0 + 86_400_000).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(UpstreamError);
      expect((err as UpstreamError).kind).toBe('malformed');
      expect(up.sent.length).toBeLessThanOrEqual(3);
    } finally {
      info.state.ignoreStartTime = false;
    }
  });

  it('a whole page inside one millisecond moves on past it', async () => {
    info.state.fills.set(user, [
      ...burst(2000, 2000),
      ...burst(10, 1).map((f, k) => ({ ...f, time: T0 + 1, tid: 9_000_000 + k })),
    ]);
    const read = await readFills(recording(), user, T0, T0 + 10);
    expect(read.events).toHaveLength(2010);
    expect(read.pages).toBe(2);
  });
});

describe('accounts', () => {
  it('the 2023 answer shape (no time) is stamped with the call time', async () => {
    const legacy = world.whaleAddresses.find((a) => world.clearinghouse.get(a)?.time === undefined)!;
    const state = await fetchPositions(
      createUpstream({ name: 'hyperliquid', baseUrl: info.server.url }),
      legacy,
      () => 42,
    );
    expect(state.t).toBe(42);
  });

  it('builder-dex and flat positions are left out; kPEPE is PEPE priced per unit', async () => {
    const address = `0x${'3'.repeat(40)}`;
    info.state.clearinghouse.set(
      address,
      wireClearinghouseState(
        [
          wirePosition('xyz:XYZ100', 3, 100, 101),
          wirePosition('ETH', 0, 3400, 3480),
          wirePosition('kPEPE', -2000, 0.012, 0.0112),
        ],
        { accountValue: 1e6, time: 777 },
      ),
    );
    const state = await fetchPositions(
      createUpstream({ name: 'hyperliquid', baseUrl: info.server.url }),
      address.toUpperCase().replace('0X', '0x'),
    );
    expect(state).toMatchObject({ address, t: 777, accountValueUsd: 1e6 });
    expect(state.positions).toEqual([
      {
        symbol: 'PEPE',
        side: 'short',
        sizeUsd: 2000 * 0.0112,
        entryPrice: 0.012 / 1000,
        unrealizedPnlUsd: expect.closeTo(-2000 * (0.0112 - 0.012), 9),
        leverage: 5,
      },
    ]);
  });

  it('an address that never traded is an empty account', async () => {
    const state = await fetchPositions(
      createUpstream({ name: 'hyperliquid', baseUrl: info.server.url }),
      `0x${'4'.repeat(40)}`,
    );
    expect(state).toMatchObject({ accountValueUsd: 0, positions: [], t: world.now });
  });
});

describe('asset contexts of the generated universe', () => {
  it('lists the live perps, skips the delisted, reads 1000× coins', async () => {
    const cycle = await fetchContexts(
      createUpstream({ name: 'hyperliquid', baseUrl: info.server.url }),
      () => world.now,
    );
    const delisted = world.universe.filter((a) => a.isDelisted).map((a) => a.name);
    expect(world.universe.length).toBeGreaterThan(140);
    expect(cycle.markets).toHaveLength(world.universe.length - delisted.length);
    expect(cycle.points).toHaveLength(cycle.markets.length);
    expect(cycle.skipped).toEqual(delisted.map((instrument) => ({ instrument, reason: 'delisted' })));
    const pepe = cycle.markets.find((m) => m.instrument === 'kPEPE');
    expect(pepe).toMatchObject({ symbol: 'PEPE', multiplier: 1000 });
    expect(cycle.markets.find((m) => m.instrument === 'kNEIRO')).toMatchObject({ symbol: 'NEIRO', multiplier: 1000 });
    expect(new Set(cycle.points.map((p) => p.symbol)).size).toBe(cycle.points.length);
    for (const p of cycle.points) {
      expect(Number.isFinite(p.markPrice) && p.markPrice > 0).toBe(true);
      expect(Number.isFinite(p.openInterestUsd)).toBe(true);
      expect(p.nextFundingTime).toBe(Math.floor(world.now / 3_600_000) * 3_600_000 + 3_600_000);
    }
  });
});
