/**
 * The node's JSON-RPC answers the follower reads (blocks, transactions, receipts, Transfer logs),
 * checked and turned into plain values. A block or receipt that does not have the shape the
 * Ethereum JSON-RPC specification gives is a malformed answer: the step stops and nothing is
 * written. A single log that is not an ERC-20 Transfer (ERC-721 indexes a fourth topic) is skipped.
 */
import { topicAddress } from './address.ts';

/** keccak256("Transfer(address,address,uint256)"): topic 0 of ERC-20 and ERC-721 transfers. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

export class MalformedAnswer extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedAnswer';
  }
}

export interface BlockHeader {
  number: number;
  hash: string;
  parentHash: string;
  /** Unix seconds. */
  timestamp: number;
}

export interface BlockTransaction {
  hash: string;
  from: string;
  /** null: a contract creation. */
  to: string | null;
  /** Wei. */
  value: bigint;
}

export interface FullBlock extends BlockHeader {
  transactions: BlockTransaction[];
}

export interface TransferLog {
  token: string;
  from: string;
  to: string;
  /** Raw token units. */
  amount: bigint;
  txHash: string;
  txIndex: number;
  logIndex: number;
  blockNumber: number;
  blockHash: string;
}

const HASH = /^0x[0-9a-fA-F]{64}$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const QUANTITY = /^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/;

function field(obj: Record<string, unknown>, key: string, what: string): unknown {
  if (!(key in obj)) throw new MalformedAnswer(`${what} lacks ${key}`);
  return obj[key];
}

function hash(v: unknown, what: string): string {
  if (typeof v !== 'string' || !HASH.test(v)) throw new MalformedAnswer(`${what} is not a 32-byte hash`);
  return v.toLowerCase();
}

function address(v: unknown, what: string): string {
  if (typeof v !== 'string' || !ADDRESS.test(v)) throw new MalformedAnswer(`${what} is not an address`);
  return v.toLowerCase();
}

/** A JSON-RPC quantity (hex, no leading zeros) as a bigint. */
export function quantity(v: unknown, what: string): bigint {
  if (typeof v !== 'string' || !QUANTITY.test(v)) throw new MalformedAnswer(`${what} is not a hex quantity`);
  return BigInt(v);
}

/** A quantity that must fit a JavaScript number exactly (block numbers, indexes, timestamps). */
export function smallQuantity(v: unknown, what: string): number {
  const q = quantity(v, what);
  if (q > BigInt(Number.MAX_SAFE_INTEGER)) throw new MalformedAnswer(`${what} is out of range`);
  return Number(q);
}

function object(v: unknown, what: string): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new MalformedAnswer(`${what} is not an object`);
  return v as Record<string, unknown>;
}

/** eth_getBlockByNumber's answer; null when the node has no such block (yet, or any more). */
export function parseHeader(raw: unknown): BlockHeader | null {
  if (raw === null) return null;
  const b = object(raw, 'block');
  return {
    number: smallQuantity(field(b, 'number', 'block'), 'block number'),
    hash: hash(field(b, 'hash', 'block'), 'block hash'),
    parentHash: hash(field(b, 'parentHash', 'block'), 'parent hash'),
    timestamp: smallQuantity(field(b, 'timestamp', 'block'), 'block timestamp'),
  };
}

/** eth_getBlockByNumber(n, true): the header and the full transactions. */
export function parseFullBlock(raw: unknown): FullBlock | null {
  const header = parseHeader(raw);
  if (header === null) return null;
  const txs = (raw as Record<string, unknown>).transactions;
  if (!Array.isArray(txs)) throw new MalformedAnswer('block transactions are not a list');
  const transactions = txs.map((t, i) => {
    const tx = object(t, `transaction ${i} (a full block was asked for)`);
    const to = field(tx, 'to', 'transaction');
    return {
      hash: hash(field(tx, 'hash', 'transaction'), 'transaction hash'),
      from: address(field(tx, 'from', 'transaction'), 'transaction from'),
      to: to === null ? null : address(to, 'transaction to'),
      value: quantity(field(tx, 'value', 'transaction'), 'transaction value'),
    };
  });
  return { ...header, transactions };
}

/** A receipt's status: true when the transaction succeeded (pre-Byzantium receipts have none). */
export function receiptSucceeded(raw: unknown): boolean {
  const r = object(raw, 'receipt');
  return quantity(field(r, 'status', 'receipt'), 'receipt status') === 1n;
}

/**
 * One eth_getLogs entry as an ERC-20 transfer; null for what is not one (ERC-721's four topics,
 * data that is not one 32-byte word, a log a reorganisation removed).
 */
export function parseTransferLog(raw: unknown): TransferLog | null {
  const log = object(raw, 'log');
  if (log.removed === true) return null;
  const topics = field(log, 'topics', 'log');
  if (!Array.isArray(topics) || topics.length !== 3) return null;
  if (typeof topics[0] !== 'string' || topics[0].toLowerCase() !== TRANSFER_TOPIC) return null;
  const from = typeof topics[1] === 'string' ? topicAddress(topics[1]) : null;
  const to = typeof topics[2] === 'string' ? topicAddress(topics[2]) : null;
  const data = log.data;
  if (from === null || to === null || typeof data !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(data)) return null;
  return {
    token: address(field(log, 'address', 'log'), 'log address'),
    from,
    to,
    amount: BigInt(data),
    txHash: hash(field(log, 'transactionHash', 'log'), 'log transaction hash'),
    txIndex: smallQuantity(field(log, 'transactionIndex', 'log'), 'log transaction index'),
    logIndex: smallQuantity(field(log, 'logIndex', 'log'), 'log index'),
    blockNumber: smallQuantity(field(log, 'blockNumber', 'log'), 'log block number'),
    blockHash: hash(field(log, 'blockHash', 'log'), 'log block hash'),
  };
}

/** `amount` raw units shown with `decimals` places, trailing zeros dropped ("1.5", "0.000001"). */
export function formatUnits(amount: bigint, decimals: number): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** A decimal string ("1.5") in raw units of `decimals` places; null when it is not one or has more places. */
export function parseUnits(text: string, decimals: number): bigint | null {
  const m = /^(\d{1,40})(?:\.(\d{1,40}))?$/.exec(text);
  if (!m) return null;
  const fraction = m[2] ?? '';
  if (fraction.length > decimals) return null;
  return BigInt(m[1]! + fraction.padEnd(decimals, '0'));
}
