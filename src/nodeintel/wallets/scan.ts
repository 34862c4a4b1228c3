/**
 * Reading a block range from the node: the blocks themselves (native value of their
 * transactions), two eth_getLogs filters for ERC-20 Transfer logs (topics AND across positions,
 * so "from a wallet" and "to a wallet" are separate queries), receipts for the native candidates
 * (a reverted transaction moved nothing) and token decimals. Only reads; the follower writes.
 */
import { addressTopic } from './address.ts';
import {
  type BlockHeader,
  type FullBlock,
  MalformedAnswer,
  parseFullBlock,
  parseHeader,
  parseTransferLog,
  receiptSucceeded,
  smallQuantity,
  TRANSFER_TOPIC,
} from './decode.ts';

/** The JSON-RPC client the follower needs (the node connection's client fits it). */
export interface RpcLike {
  call(method: string, params?: unknown[]): Promise<unknown>;
}

/** A transfer seen from one tracked wallet's side. */
export interface SeenTransfer {
  walletAddress: string;
  blockNumber: number;
  blockHash: string;
  /** Unix ms of the block. */
  t: number;
  txHash: string;
  /** The transaction's position in its block (chain order). */
  txIndex: number;
  /** -1 for a transaction's native value. */
  logIndex: number;
  asset: 'native' | 'erc20';
  token: string | null;
  direction: 'in' | 'out';
  counterparty: string | null;
  amount: bigint;
}

export type RangeScan =
  | { ok: true; blocks: BlockHeader[]; transfers: SeenTransfer[] }
  /** The chain changed under the scan (a block's parent or a log's block does not match). */
  | { ok: false; reason: string };

/** Topic values per filter position: nodes cap them (geth's --rpc.logquerylimit), so chunk. */
const TOPICS_PER_QUERY = 100;
/** Blocks fetched at once. */
const BLOCK_CONCURRENCY = 8;

const hex = (n: number) => `0x${n.toString(16)}`;

export async function headNumber(rpc: RpcLike): Promise<number> {
  return smallQuantity(await rpc.call('eth_blockNumber', []), 'eth_blockNumber');
}

export async function headerAt(rpc: RpcLike, n: number): Promise<BlockHeader | null> {
  return parseHeader(await rpc.call('eth_getBlockByNumber', [hex(n), false]));
}

async function fullBlocks(rpc: RpcLike, from: number, to: number): Promise<Array<FullBlock | null>> {
  const out: Array<FullBlock | null> = [];
  for (let n = from; n <= to; n += BLOCK_CONCURRENCY) {
    const batch = [];
    for (let k = n; k <= Math.min(to, n + BLOCK_CONCURRENCY - 1); k++) {
      batch.push(rpc.call('eth_getBlockByNumber', [hex(k), true]).then(parseFullBlock));
    }
    out.push(...(await Promise.all(batch)));
  }
  return out;
}

async function transferLogs(rpc: RpcLike, from: number, to: number, wallets: string[]) {
  const queries: Array<Promise<unknown>> = [];
  for (let i = 0; i < wallets.length; i += TOPICS_PER_QUERY) {
    const topics = wallets.slice(i, i + TOPICS_PER_QUERY).map(addressTopic);
    const range = { fromBlock: hex(from), toBlock: hex(to) };
    queries.push(rpc.call('eth_getLogs', [{ ...range, topics: [TRANSFER_TOPIC, topics] }]));
    queries.push(rpc.call('eth_getLogs', [{ ...range, topics: [TRANSFER_TOPIC, null, topics] }]));
  }
  const answers = await Promise.all(queries);
  const seen = new Map<string, NonNullable<ReturnType<typeof parseTransferLog>>>();
  for (const answer of answers) {
    if (!Array.isArray(answer)) throw new MalformedAnswer('eth_getLogs did not answer a list');
    for (const raw of answer) {
      const log = parseTransferLog(raw);
      // A wallet-to-wallet transfer comes back from both filters: one log, one entry.
      if (log) seen.set(`${log.txHash}:${log.logIndex}`, log);
    }
  }
  return [...seen.values()];
}

/**
 * Reads blocks `from`..`to`, which must continue the block `parent`. Transfers come in chain
 * order: block, then the transaction's native value before its logs, then log index.
 */
export async function scanRange(
  rpc: RpcLike,
  parent: { number: number; hash: string },
  to: number,
  wallets: ReadonlySet<string>,
): Promise<RangeScan> {
  const from = parent.number + 1;
  const [blocks, logs] = await Promise.all([fullBlocks(rpc, from, to), transferLogs(rpc, from, to, [...wallets])]);
  const byNumber = new Map<number, FullBlock>();
  let previous = parent.hash;
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    if (!b) return { ok: false, reason: `block ${from + i} is gone` };
    if (b.number !== from + i) throw new MalformedAnswer(`asked for block ${from + i}, got ${b.number}`);
    if (b.parentHash !== previous) return { ok: false, reason: `block ${b.number} does not continue ${previous}` };
    previous = b.hash;
    byNumber.set(b.number, b);
  }
  const transfers: SeenTransfer[] = [];
  for (const log of logs) {
    const block = byNumber.get(log.blockNumber);
    if (!block || block.hash !== log.blockHash) return { ok: false, reason: `log of ${log.txHash} is on another fork` };
    const base = {
      blockNumber: block.number,
      blockHash: block.hash,
      t: block.timestamp * 1000,
      txHash: log.txHash,
      txIndex: log.txIndex,
      logIndex: log.logIndex,
      asset: 'erc20' as const,
      token: log.token,
      amount: log.amount,
    };
    if (wallets.has(log.from))
      transfers.push({ ...base, walletAddress: log.from, direction: 'out', counterparty: log.to });
    if (wallets.has(log.to))
      transfers.push({ ...base, walletAddress: log.to, direction: 'in', counterparty: log.from });
  }
  const candidates = [...byNumber.values()].flatMap((b) =>
    b.transactions
      .map((tx, txIndex) => ({ block: b, tx, txIndex }))
      .filter(({ tx }) => tx.value > 0n && (wallets.has(tx.from) || (tx.to !== null && wallets.has(tx.to)))),
  );
  const succeeded = await Promise.all(
    candidates.map(async ({ tx }) => receiptSucceeded(await rpc.call('eth_getTransactionReceipt', [tx.hash]))),
  );
  candidates.forEach(({ block, tx, txIndex }, i) => {
    if (!succeeded[i]) return;
    const base = {
      blockNumber: block.number,
      blockHash: block.hash,
      t: block.timestamp * 1000,
      txHash: tx.hash,
      txIndex,
      logIndex: -1,
      asset: 'native' as const,
      token: null,
      amount: tx.value,
    };
    if (wallets.has(tx.from))
      transfers.push({ ...base, walletAddress: tx.from, direction: 'out', counterparty: tx.to });
    if (tx.to !== null && wallets.has(tx.to)) {
      transfers.push({ ...base, walletAddress: tx.to, direction: 'in', counterparty: tx.from });
    }
  });
  transfers.sort(
    (a, b) =>
      a.blockNumber - b.blockNumber ||
      a.txIndex - b.txIndex ||
      a.logIndex - b.logIndex ||
      a.direction.localeCompare(b.direction),
  );
  return { ok: true, blocks: blocks as FullBlock[], transfers };
}

/** An ERC-20's decimals() (0x313ce567), or null when the contract does not answer one sensibly. */
export async function tokenDecimals(rpc: RpcLike, token: string): Promise<number | null> {
  try {
    const answer = await rpc.call('eth_call', [{ to: token, data: '0x313ce567' }, 'latest']);
    if (typeof answer !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(answer)) return null;
    const d = BigInt(answer);
    return d <= 77n ? Number(d) : null;
  } catch {
    return null;
  }
}
