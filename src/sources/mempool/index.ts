/**
 * mempool.space adapter (MEMPOOL_URL, default https://mempool.space/api): the Bitcoin network's
 * tip height, recommended fees, mempool size, hashrate and difficulty, and the coming difficulty
 * adjustment. Requests go through the Upstream, which enforces the budget; this module only
 * describes calls and parses.
 */
import type { OnchainParts } from '../../market/types.ts';
import { type Upstream, UpstreamError, type UpstreamErrorKind } from '../upstream/types.ts';
import {
  parseDifficultyAdjustment,
  parseHashrate,
  parseMempool,
  parseRecommendedFees,
  parseTipHeight,
} from './parse.ts';

/** An optional figure the answer left out, and why. */
export interface BitcoinNetworkGap {
  figure: 'mempoolVsize' | 'difficultyAdjustment';
  /** How the figure failed: the client's error kind, or 'malformed' for a bad value. */
  kind: UpstreamErrorKind;
  reason: string;
}

export interface BitcoinNetworkReading {
  value: OnchainParts['bitcoin'];
  /** Optional figures left null this time. */
  gaps: BitcoinNetworkGap[];
}

/**
 * Five calls, one after the other: the service publishes no limit and asks for politeness, and a
 * failing required call stops the cycle before the rest are asked. The required figures come
 * first; any failure among them rejects (kept as the UpstreamError the client or parser raised).
 * The difficulty adjustment comes last and is optional: its failure leaves it null.
 */
export async function fetchBitcoinNetwork(up: Upstream): Promise<BitcoinNetworkReading> {
  const blockHeight = parseTipHeight(up.name, await up.text({ path: '/blocks/tip/height', label: 'tipHeight' }));
  const fees = parseRecommendedFees(
    up.name,
    await up.json({ path: '/v1/fees/recommended', label: 'fees/recommended' }),
  );
  const mempool = parseMempool(up.name, await up.json({ path: '/mempool', label: 'mempool' }));
  const mining = parseHashrate(up.name, await up.json({ path: '/v1/mining/hashrate/3d', label: 'mining/hashrate' }));

  const gaps: BitcoinNetworkGap[] = [];
  if (mempool.vsize === null)
    gaps.push({ figure: 'mempoolVsize', kind: 'malformed', reason: "mempool: no valid 'vsize'" });
  let difficultyAdjustment: OnchainParts['bitcoin']['difficultyAdjustment'] = null;
  try {
    difficultyAdjustment = parseDifficultyAdjustment(
      up.name,
      await up.json({ path: '/v1/difficulty-adjustment', label: 'difficulty-adjustment' }),
    );
  } catch (err) {
    // A shutdown is not a gap in the data: let it end the cycle.
    if (err instanceof UpstreamError && err.kind === 'aborted') throw err;
    const kind = err instanceof UpstreamError ? err.kind : 'malformed';
    gaps.push({ figure: 'difficultyAdjustment', kind, reason: err instanceof Error ? err.message : String(err) });
  }

  return {
    value: {
      blockHeight,
      hashrateEhs: mining.hashrateEhs,
      difficulty: mining.difficulty,
      mempoolTxCount: mempool.txCount,
      mempoolVsize: mempool.vsize,
      fees,
      difficultyAdjustment,
    },
    gaps,
  };
}
