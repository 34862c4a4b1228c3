/**
 * Funding, open interest and mark price of every Hyperliquid perp in one call:
 * `metaAndAssetCtxs` (weight 20). The answer is `[meta, contexts]` with `contexts[i]` belonging to
 * `meta.universe[i]` (the index is the asset id), so the two lists must be the same length.
 *
 * Units: `funding` is the hourly rate (paid every hour), stored per 8 h as everywhere else.
 * `openInterest` is in the contract's base units and `markPx` is per contract unit, so their
 * product is USD even for 1000× coins; it is open interest as Hyperliquid states it (one side
 * or both, the venue does not say), not adjusted to match other venues.
 */
import type { DerivativesPoint } from '../../market/types.ts';
import type { DerivativesCycle, VenueMarket } from '../types.ts';
import type { Upstream } from '../upstream/types.ts';
import { readCoin } from './coins.ts';
import { postInfo, readAnswer } from './info.ts';
import { decimal, isRecord, refuseIfDrifted, ShapeError, type Skip } from './wire.ts';

const HOUR_MS = 3_600_000;
const FUNDING_INTERVAL_HOURS = 1;

export async function fetchContexts(info: Upstream, now: () => number = Date.now): Promise<DerivativesCycle> {
  const raw = await postInfo(info, 'metaAndAssetCtxs');
  const t = now();
  return readAnswer(info, 'metaAndAssetCtxs', () => parseAssetContexts(raw, t));
}

/** The first whole UTC hour after t (funding is paid on the hour). */
export function nextHour(t: number): number {
  return Math.floor(t / HOUR_MS) * HOUR_MS + HOUR_MS;
}

/** Pure: one metaAndAssetCtxs answer taken at t. Throws ShapeError on a wrong overall shape. */
export function parseAssetContexts(raw: unknown, t: number): DerivativesCycle {
  if (!Array.isArray(raw) || raw.length < 2) throw new ShapeError('answer is not [meta, contexts]');
  const [meta, contexts] = raw;
  if (!isRecord(meta) || !Array.isArray(meta.universe)) throw new ShapeError('meta.universe is not a list');
  if (!Array.isArray(contexts)) throw new ShapeError('contexts is not a list');
  const universe = meta.universe;
  if (universe.length !== contexts.length) {
    throw new ShapeError(`${universe.length} assets but ${contexts.length} contexts`);
  }

  const markets: VenueMarket[] = [];
  const points: DerivativesPoint[] = [];
  const skipped: Skip[] = [];
  for (let i = 0; i < universe.length; i++) {
    const asset = universe[i];
    const name = isRecord(asset) && typeof asset.name === 'string' ? asset.name : null;
    if (name === null) {
      skipped.push({ item: `#${i}`, reason: 'asset without a name', shape: true });
      continue;
    }
    if (isRecord(asset) && asset.isDelisted === true) {
      skipped.push({ item: name, reason: 'delisted', shape: false });
      continue;
    }
    const coin = readCoin(name);
    if ('skip' in coin) {
      skipped.push({ item: name, reason: coin.skip, shape: false });
      continue;
    }
    const market: VenueMarket = {
      venue: 'hyperliquid',
      symbol: coin.symbol,
      instrument: name,
      quote: 'USDC',
      multiplier: coin.multiplier,
      contractSize: 1,
      fundingIntervalHours: FUNDING_INTERVAL_HOURS,
    };
    markets.push(market);
    const point = readPoint(contexts[i], market, t);
    if ('skip' in point) skipped.push({ item: name, reason: point.skip, shape: true });
    else points.push(point.point);
  }
  refuseIfDrifted(universe.length, points.length, skipped, 'asset contexts');
  return {
    venue: 'hyperliquid',
    t,
    markets,
    points,
    skipped: skipped.map(({ item, reason }) => ({ instrument: item, reason })),
  };
}

function readPoint(ctx: unknown, market: VenueMarket, t: number): { point: DerivativesPoint } | { skip: string } {
  if (!isRecord(ctx)) return { skip: 'context is not an object' };
  const markPx = decimal(ctx.markPx);
  const funding = decimal(ctx.funding);
  const openInterest = decimal(ctx.openInterest);
  const missing = [
    (markPx === null || markPx <= 0) && 'markPx',
    funding === null && 'funding',
    (openInterest === null || openInterest < 0) && 'openInterest',
  ].filter(Boolean);
  if (missing.length > 0) return { skip: `bad or missing ${missing.join(', ')}` };
  return {
    point: {
      venue: 'hyperliquid',
      symbol: market.symbol,
      t,
      markPrice: markPx! / market.multiplier,
      fundingRate: (funding! * 8) / FUNDING_INTERVAL_HOURS,
      nextFundingTime: nextHour(t),
      openInterestUsd: openInterest! * markPx!,
      longShortRatio: null,
    },
  };
}
