/**
 * Collected-looking production data for BTC, written through the collectors' own writers
 * (market/production-store.ts) at times relative to `now`, so a production key's "now" reads
 * find it fresh: 25 h of five-minute derivatives points on the four venues (the newest 20 s
 * old, so 24 h-ago figures exist too), a tracked set of 600 whales with positions polled a
 * minute ago, and a day of whale trades. No on-chain data: there are no on-chain collectors yet.
 */
import {
  replaceWhaleSet,
  writeDerivativesPoints,
  writeMarkets,
  writeWhaleEvents,
  writeWhalePositions,
} from '../src/market/production-store.ts';
import type { DerivativesPoint, Venue, Whale, WhalePosition } from '../src/market/types.ts';
import type { Db } from '../src/platform/db/client.ts';
import { hashString, unit } from '../src/sources/synthetic/prng.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const STEP = 5 * MINUTE;
const WHALES = 600;
const EVENTS = 400;

/** Per venue: open interest (USD), account long/short ratio (Hyperliquid publishes none), funding interval. */
const VENUE_FIGURES: Record<Venue, { oi: number; ratio: number | null; intervalHours: number; instrument: string }> = {
  binance: { oi: 9.4e9, ratio: 1.82, intervalHours: 8, instrument: 'BTCUSDT' },
  bybit: { oi: 5.7e9, ratio: 1.61, intervalHours: 8, instrument: 'BTCUSDT' },
  okx: { oi: 3.2e9, ratio: 1.34, intervalHours: 8, instrument: 'BTC-USDT-SWAP' },
  hyperliquid: { oi: 4.1e9, ratio: null, intervalHours: 1, instrument: 'BTC' },
};
const OTHER_SYMBOLS = ['ETH', 'SOL', 'HYPE', 'XRP'];

const r = (stream: string, slot: number) => unit(hashString(stream), slot);

/** BTC around $104k, drifting up ~1.5 % over the day with some wiggle. */
function btcPrice(t: number, now: number): number {
  const hoursAgo = (now - t) / HOUR;
  return 104_000 * (1 - 0.0006 * hoursAgo) * (1 + 0.002 * Math.sin(t / (37 * MINUTE)));
}

function derivatives(now: number): DerivativesPoint[] {
  const newest = now - 20_000;
  const points: DerivativesPoint[] = [];
  for (const [venue, f] of Object.entries(VENUE_FIGURES) as Array<[Venue, (typeof VENUE_FIGURES)[Venue]]>) {
    for (let t = newest - 25 * HOUR; t <= newest; t += STEP) {
      const k = Math.floor(t / STEP);
      const interval = f.intervalHours * HOUR;
      points.push({
        venue,
        symbol: 'BTC',
        t,
        markPrice: btcPrice(t, now) * (1 + 0.0002 * (r(`${venue}-basis`, k) - 0.5)),
        // Per 8 h, as stored: 0.01 % a day ago rising towards 0.013 %.
        fundingRate: 0.0001 + 0.00003 * (1 - (newest - t) / (25 * HOUR)) + 0.00001 * (r(`${venue}-funding`, k) - 0.5),
        nextFundingTime: Math.ceil((t + 1) / interval) * interval,
        openInterestUsd: f.oi * (1 - 0.0015 * ((newest - t) / HOUR)) * (1 + 0.004 * (r(`${venue}-oi`, k) - 0.5)),
        longShortRatio: f.ratio === null ? null : f.ratio * (1 + 0.03 * (r(`${venue}-ratio`, k) - 0.5)),
      });
    }
  }
  return points;
}

function whales(): Whale[] {
  return Array.from({ length: WHALES }, (_, i) => ({
    address: `0x${(0xb0000000 + i).toString(16)}${'0'.repeat(32)}`,
    label: r('whale-label', i) < 0.1 ? `whale ${i}` : null,
    accountValueUsd: 1e6 * 80 ** r('whale-value', i),
    pnlAllTimeUsd: 5e5 * 40 ** r('whale-pnl', i),
    volume24hUsd: 2e6 * 50 ** r('whale-volume', i),
  }));
}

/** 0–4 positions each; a little under half the whales hold BTC, mostly long. */
function positions(w: Whale, i: number, now: number): Array<Omit<WhalePosition, 'address'>> {
  const held: Array<Omit<WhalePosition, 'address'>> = [];
  const symbols = ['BTC', ...OTHER_SYMBOLS].filter((_, k) => r('holds', i * 8 + k) < (k === 0 ? 0.45 : 0.25));
  for (const [k, symbol] of symbols.entries()) {
    const long = r('side', i * 8 + k) < (symbol === 'BTC' ? 0.62 : 0.5);
    const sizeUsd = Math.min(w.accountValueUsd * 3, 5e4 + 8e6 * r('size', i * 8 + k) ** 2);
    const entry = symbol === 'BTC' ? btcPrice(now - 3 * HOUR, now) : 10 + 3000 * r('entry', i * 8 + k);
    held.push({
      symbol,
      side: long ? 'long' : 'short',
      sizeUsd,
      entryPrice: entry,
      unrealizedPnlUsd: sizeUsd * 0.01 * (long ? 1 : -1),
      leverage: 1 + Math.floor(20 * r('leverage', i * 8 + k)),
    });
  }
  return held;
}

export async function seedProduction(db: Db, now: number): Promise<{ points: number; whales: number; events: number }> {
  const points = derivatives(now);
  await writeMarkets(
    db,
    Object.entries(VENUE_FIGURES).map(([venue, f]) => ({
      venue: venue as Venue,
      symbol: 'BTC',
      instrument: f.instrument,
      quote: venue === 'hyperliquid' ? 'USDC' : 'USDT',
      fundingIntervalHours: f.intervalHours,
    })),
    now - HOUR,
  );
  await writeDerivativesPoints(db, points);
  const set = whales();
  await replaceWhaleSet(db, set, now - 40 * MINUTE);
  await writeWhalePositions(
    db,
    set.map((w, i) => ({ address: w.address, t: now - MINUTE - (i % 30) * 1000, positions: positions(w, i, now) })),
  );
  const events = Array.from({ length: EVENTS }, (_, i) => {
    const t = now - Math.floor(24 * HOUR * r('event-t', i));
    return {
      id: `bench-${i}`,
      t,
      address: set[i % WHALES]!.address,
      symbol: 'BTC',
      type: r('event-liq', i) < 0.05 ? ('liquidation' as const) : ('trade' as const),
      side: r('event-side', i) < 0.55 ? ('buy' as const) : ('sell' as const),
      sizeUsd: 1e5 + 4e6 * r('event-size', i) ** 2,
      price: btcPrice(t, now),
    };
  });
  await writeWhaleEvents(db, events);
  return { points: points.length, whales: set.length, events: events.length };
}
