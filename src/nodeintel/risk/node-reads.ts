/**
 * Reads against the customer's node, all pinned to one block so a report describes one state.
 * A contract call that reverts (the function is missing or refuses) is an answer, null; a node
 * that does not answer is a failure and propagates.
 */
import { callData } from './abi.ts';

/** The part of the JSON-RPC client the risk report uses. */
export interface RiskRpc {
  call(method: string, params: unknown[]): Promise<unknown>;
  /** One HTTP request for many calls, each settling on its own; used when the client has it. */
  batch?(
    requests: { method: string; params: unknown[] }[],
  ): Promise<Array<{ ok: true; result: unknown } | { ok: false; error: unknown }>>;
}

export class NodeAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NodeAnswerError';
  }
}

/** JSON-RPC error answers carry a numeric code; transport failures (timeout, refused) do not. */
function isRpcErrorAnswer(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  // An aborted fetch is a DOMException, whose numeric `code` is not a JSON-RPC one.
  if (err instanceof DOMException) return false;
  const e = err as { rpcCode?: unknown; code?: unknown; kind?: unknown };
  if (typeof e.rpcCode === 'number') return true;
  if (e.kind === 'rpc' || e.kind === 'reverted' || e.kind === 'revert') return true;
  return typeof e.code === 'number';
}

function hexString(value: unknown, what: string): string {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]*$/.test(value)) {
    throw new NodeAnswerError(`the node answered ${what} with something that is not hex`);
  }
  return value;
}

/** The head block's number and hash: the hash tells two blocks of one height apart after a reorg. */
export async function latestBlock(rpc: RiskRpc): Promise<{ number: number; hash: string }> {
  const block = (await rpc.call('eth_getBlockByNumber', ['latest', false])) as {
    number?: unknown;
    hash?: unknown;
  } | null;
  const number = hexString(block?.number, 'eth_getBlockByNumber');
  const hash = hexString(block?.hash, 'eth_getBlockByNumber');
  return { number: Number.parseInt(number, 16), hash: hash.toLowerCase() };
}

export function blockTag(block: number): string {
  return `0x${block.toString(16)}`;
}

export async function getCode(rpc: RiskRpc, address: string, block: string): Promise<string> {
  return hexString(await rpc.call('eth_getCode', [address, block]), 'eth_getCode');
}

/** A storage word as 64 hex digits; an empty answer (some nodes give "0x") reads as zero. */
export async function getStorage(rpc: RiskRpc, address: string, slot: string, block: string): Promise<string> {
  const raw = hexString(await rpc.call('eth_getStorageAt', [address, slot, block]), 'eth_getStorageAt');
  return raw.slice(2).padStart(64, '0').slice(-64);
}

/** eth_call of `selector(addresses…)` on `to`; null when the call reverts or returns nothing. */
export async function tryCall(
  rpc: RiskRpc,
  to: string,
  block: string,
  selector: string,
  ...addresses: string[]
): Promise<string | null> {
  try {
    const raw = hexString(
      await rpc.call('eth_call', [{ to, data: callData(selector, ...addresses) }, block]),
      'eth_call',
    );
    return raw.length > 2 ? raw : null;
  } catch (err) {
    if (isRpcErrorAnswer(err)) return null;
    throw err;
  }
}

/**
 * The same call to many contracts or with many arguments: one batch when the client offers it
 * (a hundred balance reads are one request to the node), else concurrent calls.
 */
export async function tryCallMany(
  rpc: RiskRpc,
  to: string,
  block: string,
  selector: string,
  argumentSets: string[][],
): Promise<Array<string | null>> {
  if (!rpc.batch || argumentSets.length < 2) {
    return Promise.all(argumentSets.map((args) => tryCall(rpc, to, block, selector, ...args)));
  }
  const answers = await rpc.batch(
    argumentSets.map((args) => ({ method: 'eth_call', params: [{ to, data: callData(selector, ...args) }, block] })),
  );
  return answers.map((answer) => {
    if (!answer.ok) {
      if (isRpcErrorAnswer(answer.error)) return null;
      throw answer.error;
    }
    const raw = hexString(answer.result, 'eth_call');
    return raw.length > 2 ? raw : null;
  });
}

export async function getLogs(
  rpc: RiskRpc,
  filter: { address: string; topics: string[]; fromBlock: string; toBlock: string },
): Promise<unknown[]> {
  const logs = await rpc.call('eth_getLogs', [filter]);
  if (!Array.isArray(logs))
    throw new NodeAnswerError('the node answered eth_getLogs with something that is not a list');
  return logs;
}

export { isRpcErrorAnswer };
