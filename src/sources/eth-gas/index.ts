/**
 * Ethereum gas from any JSON-RPC node (ETH_RPC_URL): one `eth_feeHistory` call over the latest
 * blocks gives the base fee, the next block's base fee and the priority fees paid. Requests go
 * through the Upstream, which enforces the budget; this module only describes the call and parses.
 */
import type { Upstream } from '../upstream/types.ts';
import { FEE_PERCENTILES, type GasFigures, parseFeeHistory, rpcResult } from './parse.ts';

/**
 * Blocks read per call: about four minutes of blocks, enough for a median that one unusual
 * block cannot move, and far below the 1024 nodes commonly allow.
 */
export const FEE_HISTORY_BLOCKS = 20;

export function feeHistoryRequest(blocks = FEE_HISTORY_BLOCKS) {
  return {
    jsonrpc: '2.0',
    id: 1,
    method: 'eth_feeHistory',
    // blockCount is a QUANTITY in the spec: hex, which every node accepts.
    params: [`0x${blocks.toString(16)}`, 'latest', [...FEE_PERCENTILES]],
  };
}

export async function fetchEthGas(up: Upstream, blocks = FEE_HISTORY_BLOCKS): Promise<GasFigures> {
  const label = 'eth_feeHistory';
  // The node's own address is the endpoint: the request path is empty.
  const doc = await up.json({ method: 'POST', path: '', body: feeHistoryRequest(blocks), label });
  return parseFeeHistory(up.name, rpcResult(up.name, label, doc));
}
