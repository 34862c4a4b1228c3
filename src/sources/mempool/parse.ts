/**
 * mempool.space answers → our Bitcoin network figures. Pure functions: the adapter (index.ts)
 * does the I/O. Wire facts: bare JSON without an envelope; the tip height is a bare integer sent
 * as text; fee rates are sat/vB numbers (integers on mainnet, decimals on other backends and on
 * /fees/precise); hashrate is H/s; the difficulty-adjustment times are Unix milliseconds.
 */
import type { OnchainParts } from '../../market/types.ts';
import { decimal, malformed, rowOf } from '../perps/parse.ts';

export type BitcoinFees = OnchainParts['bitcoin']['fees'];
export type DifficultyAdjustment = NonNullable<OnchainParts['bitcoin']['difficultyAdjustment']>;

/** H/s in one EH/s. */
export const HASHES_PER_EXAHASH = 1e18;

/**
 * Below this a timestamp cannot be Unix ms of any date after 2001-09-09: it is seconds. The
 * backend sends ms, but its own docs' sample shows seconds, and a mirror may follow the docs.
 */
export const SECONDS_BELOW = 1e12;

const HEIGHT = /^\d{1,10}$/;

/** `GET /blocks/tip/height`: a bare integer such as "866880" (a trailing newline is tolerated). */
export function parseTipHeight(upstream: string, text: string): number {
  const trimmed = text.trim();
  if (!HEIGHT.test(trimmed)) {
    throw malformed(upstream, 'tipHeight', `expected a bare block height, got ${JSON.stringify(trimmed.slice(0, 40))}`);
  }
  return Number(trimmed);
}

const FEE_KEYS = [
  ['fastest', 'fastestFee'],
  ['halfHour', 'halfHourFee'],
  ['hour', 'hourFee'],
  ['economy', 'economyFee'],
  ['minimum', 'minimumFee'],
] as const;

/**
 * `GET /v1/fees/recommended`. Every rate must be a finite, non-negative number: one bad rate
 * makes the whole set unusable, since the five are read together. Their order is not checked:
 * older backends computed each tier from the previous one and could rank them out of order, and
 * reordering would misattribute a rate to a tier.
 */
export function parseRecommendedFees(upstream: string, doc: unknown): BitcoinFees {
  const label = 'fees/recommended';
  const row = rowOf(upstream, label, doc);
  const fees = {} as Record<keyof BitcoinFees, number>;
  for (const [ours, theirs] of FEE_KEYS) {
    if (!(theirs in row)) throw malformed(upstream, label, `no '${theirs}' field (schema changed?)`);
    const rate = decimal(row[theirs]);
    if (rate === null || rate < 0) {
      throw malformed(upstream, label, `'${theirs}' is not a non-negative fee rate: ${JSON.stringify(row[theirs])}`);
    }
    fees[ours] = rate;
  }
  return fees;
}

export interface MempoolSummary {
  txCount: number;
  /** null when the field is missing or not a non-negative number. */
  vsize: number | null;
}

/** `GET /mempool`: the transaction count is required; the virtual size is optional. */
export function parseMempool(upstream: string, doc: unknown): MempoolSummary {
  const label = 'mempool';
  const row = rowOf(upstream, label, doc);
  if (!('count' in row)) throw malformed(upstream, label, "no 'count' field (schema changed?)");
  const count = row.count;
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) {
    throw malformed(upstream, label, `'count' is not a transaction count: ${JSON.stringify(count)}`);
  }
  const vsize = typeof row.vsize === 'number' && Number.isFinite(row.vsize) && row.vsize >= 0 ? row.vsize : null;
  return { txCount: count, vsize };
}

/** `GET /v1/mining/hashrate/3d`: the current hashrate (EH/s) and difficulty, both required. */
export function parseHashrate(upstream: string, doc: unknown): { hashrateEhs: number; difficulty: number } {
  const label = 'mining/hashrate';
  const row = rowOf(upstream, label, doc);
  const hashrate = positiveNumber(upstream, label, row, 'currentHashrate');
  const difficulty = positiveNumber(upstream, label, row, 'currentDifficulty');
  return { hashrateEhs: hashrate / HASHES_PER_EXAHASH, difficulty };
}

/**
 * `GET /v1/difficulty-adjustment`: progress through the epoch, the expected change (percent) and
 * when the retarget is expected (ms; a value sent in seconds is converted, see SECONDS_BELOW).
 */
export function parseDifficultyAdjustment(upstream: string, doc: unknown): DifficultyAdjustment {
  const label = 'difficulty-adjustment';
  const row = rowOf(upstream, label, doc);
  const progressPercent = numberField(upstream, label, row, 'progressPercent');
  if (progressPercent < 0 || progressPercent > 100) {
    throw malformed(upstream, label, `'progressPercent' out of 0..100: ${progressPercent}`);
  }
  const changePercent = numberField(upstream, label, row, 'difficultyChange');
  const remainingBlocks = numberField(upstream, label, row, 'remainingBlocks');
  if (!Number.isSafeInteger(remainingBlocks) || remainingBlocks < 0) {
    throw malformed(upstream, label, `'remainingBlocks' is not a block count: ${remainingBlocks}`);
  }
  const retarget = positiveNumber(upstream, label, row, 'estimatedRetargetDate');
  const estimatedRetargetAt = Math.round(retarget < SECONDS_BELOW ? retarget * 1000 : retarget);
  return { progressPercent, changePercent, remainingBlocks, estimatedRetargetAt };
}

function numberField(upstream: string, label: string, row: Record<string, unknown>, key: string): number {
  if (!(key in row)) throw malformed(upstream, label, `no '${key}' field (schema changed?)`);
  const value = row[key];
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw malformed(upstream, label, `'${key}' is not a finite number: ${JSON.stringify(value)}`);
  }
  return value;
}

function positiveNumber(upstream: string, label: string, row: Record<string, unknown>, key: string): number {
  const value = numberField(upstream, label, row, key);
  if (value <= 0) throw malformed(upstream, label, `'${key}' is not positive: ${value}`);
  return value;
}
