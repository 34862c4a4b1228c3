/**
 * Ethereum JSON-RPC `eth_feeHistory` answers → our gas figures. Pure functions: the adapter
 * (index.ts) does the I/O. Wire facts: a JSON-RPC 2.0 envelope `{jsonrpc, id, result | error}`
 * (errors come with HTTP 200); every quantity is a hex string in wei; `baseFeePerGas` has one
 * entry per block plus the next block's; `reward` has one row per block and one column per
 * requested percentile; `gasUsedRatio` is one JSON number per block.
 */
import type { OnchainParts } from '../../market/types.ts';
import { isRow, malformed } from '../perps/parse.ts';
import { UpstreamError } from '../upstream/types.ts';

export type GasFigures = OnchainParts['gas'];

/** The percentiles asked for, in the order of `priorityFeeGwei`'s slow, standard and fast. */
export const FEE_PERCENTILES = [10, 50, 90] as const;

const WEI_PER_GWEI = 1_000_000_000n;
const UINT256_MAX = (1n << 256n) - 1n;
/** "0x" then at least one hex digit; any letter case (some nodes and proxies upper-case digits). */
const HEX_QUANTITY = /^0[xX][0-9a-fA-F]+$/;

/** A hex quantity as a BigInt; null for anything else (no prefix, empty, non-hex, above 2^256 − 1). */
export function hexQuantity(value: unknown): bigint | null {
  if (typeof value !== 'string' || !HEX_QUANTITY.test(value)) return null;
  const n = BigInt(`0x${value.slice(2)}`);
  return n <= UINT256_MAX ? n : null;
}

/**
 * Wei → gwei as a number. Whole gwei and the remainder are converted apart, so a fee below 2^53
 * gwei keeps every wei (to float precision) instead of going through one huge float division.
 */
export function weiToGwei(wei: bigint): number {
  return Number(wei / WEI_PER_GWEI) + Number(wei % WEI_PER_GWEI) / 1e9;
}

/**
 * The `result` of a JSON-RPC answer. An error object becomes kind 'upstream' with the node's code
 * and message; an answer that is neither result nor error is 'malformed'.
 */
export function rpcResult(upstream: string, label: string, doc: unknown): unknown {
  if (!isRow(doc)) throw malformed(upstream, label, 'not a JSON-RPC answer object');
  if (doc.error !== undefined && doc.error !== null) {
    const error = isRow(doc.error) ? doc.error : {};
    const code = typeof error.code === 'number' ? error.code : 'unknown';
    const message = typeof error.message === 'string' ? error.message : JSON.stringify(doc.error);
    throw new UpstreamError(upstream, 'upstream', `${label}: JSON-RPC error ${code}: ${message}`);
  }
  if (!('result' in doc)) throw malformed(upstream, label, "neither 'result' nor 'error' in the answer");
  return doc.result;
}

/**
 * An `eth_feeHistory` result → gas figures.
 * - The blocks are those the node returned (it may return fewer than asked near its history's
 *   start): blockNumber = oldestBlock + count − 1.
 * - baseFeeGwei is the newest block's base fee; nextBaseFeeGwei the extra last entry.
 * - Priority fees: for each percentile, the median over the blocks of that block's reward. A
 *   block whose rewards are all zero is left out: it held no transactions (nodes report zeros
 *   for an empty block), so it says nothing about what a transaction must tip. When every block
 *   is empty, nothing had to be tipped and the three figures are 0.
 */
export function parseFeeHistory(upstream: string, result: unknown): GasFigures {
  const label = 'eth_feeHistory';
  if (!isRow(result)) throw malformed(upstream, label, 'result is not an object');
  for (const key of ['oldestBlock', 'baseFeePerGas', 'gasUsedRatio', 'reward']) {
    if (!(key in result)) throw malformed(upstream, label, `no '${key}' in the result (schema changed?)`);
  }
  const oldest = hexQuantity(result.oldestBlock);
  if (oldest === null)
    throw malformed(upstream, label, `oldestBlock is not a hex quantity: ${show(result.oldestBlock)}`);
  const { baseFeePerGas, gasUsedRatio, reward } = result;
  if (!Array.isArray(baseFeePerGas) || !Array.isArray(gasUsedRatio) || !Array.isArray(reward)) {
    throw malformed(upstream, label, 'baseFeePerGas, gasUsedRatio and reward must be lists');
  }
  const blocks = gasUsedRatio.length;
  if (blocks === 0) throw malformed(upstream, label, 'no blocks in the answer');
  if (baseFeePerGas.length !== blocks + 1 || reward.length !== blocks) {
    throw malformed(
      upstream,
      label,
      `inconsistent lengths: ${blocks} gasUsedRatio, ${baseFeePerGas.length} baseFeePerGas (want ${blocks + 1}), ${reward.length} reward rows`,
    );
  }
  if (!gasUsedRatio.every((r) => typeof r === 'number' && Number.isFinite(r) && r >= 0)) {
    throw malformed(upstream, label, 'gasUsedRatio holds something other than non-negative numbers');
  }
  const baseFees = baseFeePerGas.map((v, i) => {
    const wei = hexQuantity(v);
    if (wei === null) throw malformed(upstream, label, `baseFeePerGas[${i}] is not a hex quantity: ${show(v)}`);
    return wei;
  });
  const rows = reward.map((row, i) => {
    if (!Array.isArray(row) || row.length !== FEE_PERCENTILES.length) {
      throw malformed(upstream, label, `reward[${i}] is not a row of ${FEE_PERCENTILES.length} quantities`);
    }
    return row.map((v, j) => {
      const wei = hexQuantity(v);
      if (wei === null) throw malformed(upstream, label, `reward[${i}][${j}] is not a hex quantity: ${show(v)}`);
      return wei;
    });
  });
  const blockNumber = oldest + BigInt(blocks - 1);
  if (blockNumber > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw malformed(upstream, label, `block number ${blockNumber} out of range`);
  }

  const busy = rows.filter((row) => row.some((wei) => wei > 0n));
  const tipAt = (column: number) => (busy.length === 0 ? 0 : weiToGwei(median(busy.map((row) => row[column]))));
  return {
    blockNumber: Number(blockNumber),
    baseFeeGwei: weiToGwei(baseFees[blocks - 1]),
    nextBaseFeeGwei: weiToGwei(baseFees[blocks]),
    priorityFeeGwei: { slow: tipAt(0), standard: tipAt(1), fast: tipAt(2) },
  };
}

/** The median of a non-empty list in wei; with an even count, the mean of the middle two (rounded down). */
export function median(values: readonly bigint[]): bigint {
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2n;
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
