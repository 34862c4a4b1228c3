/**
 * An account's open perp positions: `clearinghouseState` (weight 2). Both the current answer
 * (with `time`, `cumFunding`, `maxLeverage`) and the 2023 one (without them, with `maxTradeSzs`)
 * are read: only the fields below are needed.
 */
import type { WhalePosition } from '../../market/types.ts';
import type { Upstream } from '../upstream/types.ts';
import { readCoin } from './coins.ts';
import { postInfo, readAnswer } from './info.ts';
import { decimal, isRecord, refuseIfDrifted, ShapeError, type Skip } from './wire.ts';

export interface AccountPositions {
  /** Lower-case address. */
  address: string;
  /** When the state was true: the answer's `time`, else when the answer arrived. */
  t: number;
  accountValueUsd: number;
  positions: Array<Omit<WhalePosition, 'address'>>;
  /** Positions left out: spot or builder-dex coins, zero size, missing figures. */
  skipped: Skip[];
}

export async function fetchPositions(
  info: Upstream,
  address: string,
  now: () => number = Date.now,
): Promise<AccountPositions> {
  const user = address.toLowerCase();
  const raw = await postInfo(info, 'clearinghouseState', { user });
  const arrivedAt = now();
  return readAnswer(info, 'clearinghouseState', () => parseClearinghouseState(raw, user, arrivedAt));
}

/** Pure: one clearinghouseState answer. Throws ShapeError when the answer is not an account state. */
export function parseClearinghouseState(raw: unknown, address: string, fallbackT: number): AccountPositions {
  if (!isRecord(raw)) throw new ShapeError('answer is not an object');
  if (!isRecord(raw.marginSummary)) throw new ShapeError('no marginSummary');
  const accountValueUsd = decimal(raw.marginSummary.accountValue);
  if (accountValueUsd === null) throw new ShapeError('marginSummary.accountValue is not a number');
  if (!Array.isArray(raw.assetPositions)) throw new ShapeError('assetPositions is not a list');
  const t = typeof raw.time === 'number' && Number.isSafeInteger(raw.time) && raw.time > 0 ? raw.time : fallbackT;

  const positions: AccountPositions['positions'] = [];
  const skipped: Skip[] = [];
  for (const entry of raw.assetPositions) {
    const read = readPosition(entry);
    if ('skip' in read) {
      if (read.skip) skipped.push(read.skip);
    } else positions.push(read.position);
  }
  refuseIfDrifted(raw.assetPositions.length, positions.length, skipped, 'positions');
  return { address: address.toLowerCase(), t, accountValueUsd, positions, skipped };
}

type PositionReading = { position: Omit<WhalePosition, 'address'> } | { skip: Skip | null };

/** One `{type:"oneWay", position:{…}}` entry. A flat position (szi 0) is dropped without a reason. */
function readPosition(entry: unknown): PositionReading {
  const p = isRecord(entry) ? entry.position : undefined;
  if (!isRecord(p)) return { skip: { item: '?', reason: 'entry without a position', shape: true } };
  const item = typeof p.coin === 'string' ? p.coin : '?';
  const coin = readCoin(p.coin);
  if ('skip' in coin) return { skip: { item, reason: coin.skip, shape: coin.skip === 'coin missing' } };
  const size = decimal(p.szi);
  if (size === null) return { skip: { item, reason: 'szi is not a number', shape: true } };
  if (size === 0) return { skip: null };
  const value = decimal(p.positionValue);
  const entryPx = decimal(p.entryPx);
  const pnl = decimal(p.unrealizedPnl);
  const leverage = isRecord(p.leverage) ? decimal(p.leverage.value) : null;
  const missing = [
    value === null && 'positionValue',
    entryPx === null && 'entryPx',
    pnl === null && 'unrealizedPnl',
    leverage === null && 'leverage.value',
  ].filter(Boolean);
  if (missing.length > 0) return { skip: { item, reason: `missing ${missing.join(', ')}`, shape: true } };
  return {
    position: {
      symbol: coin.symbol,
      side: size > 0 ? 'long' : 'short',
      // Already USD; for a 1000× coin only the price is per 1000 units.
      sizeUsd: Math.abs(value!),
      entryPrice: entryPx! / coin.multiplier,
      unrealizedPnlUsd: pnl!,
      leverage: leverage!,
    },
  };
}
