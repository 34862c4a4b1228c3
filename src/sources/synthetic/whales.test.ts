import { describe, expect, it } from 'vitest';
import type { WhaleEvent } from '../../market/types.ts';
import { createSyntheticView, TEST_WHALES } from './index.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 9, 5, 22, 10);
const FROM = NOW - 30 * DAY;
const view = createSyntheticView({ now: () => NOW });

const address = (label: string) => TEST_WHALES.find((w) => w.label === label)!.address;

async function monthOf(label: string): Promise<WhaleEvent[]> {
  return view.whaleEvents({ from: FROM, to: NOW, address: address(label), limit: 10_000 });
}

describe('test whales over a month', () => {
  it('have fixed addresses and labels', () => {
    expect(TEST_WHALES.map((w) => w.label)).toEqual(['Accumulator', 'Distributor', 'Oscillator', 'Volatility']);
    for (const w of TEST_WHALES) expect(w.address).toMatch(/^0x[0-9a-f]{40}$/);
  });

  it('Accumulator only buys and its longs grow', async () => {
    const evs = await monthOf('Accumulator');
    expect(evs.length).toBeGreaterThan(80);
    expect(evs.every((e) => e.side === 'buy' && e.type === 'trade' && e.label === 'Accumulator')).toBe(true);
    expect(new Set(evs.map((e) => e.symbol)).size).toBe(6);
    const before = await view.whalePositions(FROM, 'TEST_BTC');
    const after = await view.whalePositions(NOW, 'TEST_BTC');
    const coins = async (ps: typeof before, t: number) => {
      const p = ps.find((x) => x.address === address('Accumulator'))!;
      expect(p.side).toBe('long');
      return p.sizeUsd / (await view.snapshot('TEST_BTC', t)).price!;
    };
    expect(await coins(after, NOW)).toBeGreaterThan((await coins(before, FROM)) * 1.02);
  });

  it('Distributor only sells and holds shorts', async () => {
    const evs = await monthOf('Distributor');
    expect(evs.length).toBeGreaterThan(80);
    expect(evs.every((e) => e.side === 'sell' && e.type === 'trade')).toBe(true);
    const ps = (await view.whalePositions(NOW)).filter((p) => p.address === address('Distributor'));
    expect(ps.length).toBe(6);
    expect(ps.every((p) => p.side === 'short')).toBe(true);
  });

  it('Oscillator strictly alternates buy and sell in time order', async () => {
    const evs = (await monthOf('Oscillator')).reverse();
    expect(evs.length).toBeGreaterThan(100);
    for (let i = 1; i < evs.length; i++) {
      expect(evs[i].t).toBeGreaterThan(evs[i - 1].t);
      expect(evs[i].side).not.toBe(evs[i - 1].side);
    }
  });

  it('Volatility trades much larger, in both directions', async () => {
    const vol = await monthOf('Volatility');
    expect(vol.length).toBeGreaterThan(30);
    const sides = new Set(vol.map((e) => e.side));
    expect(sides).toEqual(new Set(['buy', 'sell']));
    const others = [
      ...(await monthOf('Accumulator')),
      ...(await monthOf('Distributor')),
      ...(await monthOf('Oscillator')),
    ];
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    expect(Math.min(...vol.map((e) => e.sizeUsd))).toBeGreaterThan(Math.max(...others.map((e) => e.sizeUsd)));
    expect(median(vol.map((e) => e.sizeUsd))).toBeGreaterThan(3 * median(others.map((e) => e.sizeUsd)));
  });
});

describe('whale feed', () => {
  it('is newest first, bounded by limit and range, with unique stable ids', async () => {
    const evs = await view.whaleEvents({ from: NOW - 3 * DAY, to: NOW, limit: 250 });
    expect(evs).toHaveLength(250);
    for (let i = 1; i < evs.length; i++) expect(evs[i].t).toBeLessThanOrEqual(evs[i - 1].t);
    expect(evs.every((e) => e.t >= NOW - 3 * DAY && e.t <= NOW)).toBe(true);
    expect(new Set(evs.map((e) => e.id)).size).toBe(evs.length);
    const again = await view.whaleEvents({ from: NOW - 10 * DAY, to: NOW, limit: 50 });
    expect(again).toEqual(evs.slice(0, 50));
  });

  it('applies symbol, type, size and address filters', async () => {
    const evs = await view.whaleEvents({
      from: FROM,
      to: NOW,
      symbol: 'TEST_ETH',
      type: 'trade',
      minUsd: 1_000_000,
      limit: 500,
    });
    expect(evs.length).toBeGreaterThan(20);
    expect(evs.every((e) => e.symbol === 'TEST_ETH' && e.type === 'trade' && e.sizeUsd >= 1_000_000)).toBe(true);
    const crowdAddr = evs.find((e) => e.label === null)!.address;
    const mine = await view.whaleEvents({ from: FROM, to: NOW, address: crowdAddr, limit: 500 });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.address === crowdAddr)).toBe(true);
    expect(await view.whaleEvents({ from: FROM, to: NOW, address: '0xnobody', limit: 10 })).toEqual([]);
  });

  it('has liquidations only right after sharp moves, on the squeezed side', async () => {
    const liqs = await view.whaleEvents({ from: FROM, to: NOW, type: 'liquidation', limit: 10_000 });
    expect(liqs.length).toBeGreaterThan(10);
    const sample = liqs.filter((_, i) => i % Math.ceil(liqs.length / 20) === 0);
    for (const l of sample) {
      const windowEnd = Math.floor(l.t / (15 * 60_000)) * 15 * 60_000;
      const [a] = await view.candles(l.symbol, '15m', windowEnd - 15 * 60_000, windowEnd - 15 * 60_000);
      expect(l.side).toBe(a.c > a.o ? 'buy' : 'sell');
      expect(Math.abs(Math.log(a.c / a.o))).toBeGreaterThan(0.004);
    }
  });

  it('stops a month-long scan at a small limit', async () => {
    const evs = await view.whaleEvents({ from: FROM, to: NOW, limit: 50 });
    expect(evs).toHaveLength(50);
  });
});

describe('whale crowd', () => {
  it('lists the test whales among ~120 others', async () => {
    const ws = await view.whales(NOW);
    expect(ws.length).toBeGreaterThanOrEqual(120);
    expect(ws.filter((w) => w.label !== null).map((w) => w.label)).toHaveLength(4);
    expect(new Set(ws.map((w) => w.address)).size).toBe(ws.length);
    expect(ws.some((w) => w.volume24hUsd > 0)).toBe(true);
  });

  it('shifts its long/short consensus over time, leaning with the trend', async () => {
    const shares: number[] = [];
    const returns: number[] = [];
    for (let d = 0; d < 176; d += 2) {
      const s = await view.snapshot('TEST_BTC', NOW - d * DAY);
      const earlier = await view.snapshot('TEST_BTC', NOW - (d + 2) * DAY);
      shares.push(s.whales!.long / (s.whales!.long + s.whales!.short));
      returns.push(Math.log(s.price! / earlier.price!));
      expect(s.whales!.long + s.whales!.short).toBeGreaterThan(40);
    }
    expect(Math.max(...shares) - Math.min(...shares)).toBeGreaterThan(0.3);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const [ms, mr] = [mean(shares), mean(returns)];
    const cov = mean(shares.map((x, i) => (x - ms) * (returns[i] - mr)));
    const sd = (xs: number[], m: number) => Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
    expect(cov / (sd(shares, ms) * sd(returns, mr))).toBeGreaterThan(0.3);
  });

  it('reports positions consistent with the snapshot', async () => {
    const ps = await view.whalePositions(NOW, 'TEST_ETH');
    const s = await view.snapshot('TEST_ETH', NOW);
    expect(ps.filter((p) => p.side === 'long')).toHaveLength(s.whales!.long);
    expect(ps.filter((p) => p.side === 'short')).toHaveLength(s.whales!.short);
    for (const p of ps) {
      const sign = p.side === 'long' ? 1 : -1;
      const expected = sign * p.sizeUsd * (1 - p.entryPrice / s.price!);
      expect(Math.abs(p.unrealizedPnlUsd - expected)).toBeLessThan(Math.abs(p.sizeUsd) * 0.001 + 2);
    }
  });
});
