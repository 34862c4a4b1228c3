/**
 * Holder concentration from ERC-20 Transfer logs. Logs of a bounded window only show who moved
 * tokens lately, not balances, so they pick the candidates; their balances are then read at the
 * report's block and ranked. Pair and burn addresses are listed but never count as holders.
 */
import { share, wordToAddress, wordToBigInt } from './abi.ts';

export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

export interface TransferLog {
  from: string;
  to: string;
  amount: bigint;
}

/** Decodes one eth_getLogs entry as an ERC-20 Transfer, or null (ERC-721 shape, malformed topics). */
export function decodeTransferLog(log: unknown): TransferLog | null {
  if (!log || typeof log !== 'object') return null;
  const { topics, data } = log as { topics?: unknown; data?: unknown };
  if (!Array.isArray(topics) || topics.length !== 3 || typeof data !== 'string') return null;
  if (String(topics[0]).toLowerCase() !== TRANSFER_TOPIC) return null;
  const from = wordToAddress(String(topics[1]).replace(/^0x/, ''));
  const to = wordToAddress(String(topics[2]).replace(/^0x/, ''));
  const amount = wordToBigInt(data.replace(/^0x/, '').slice(0, 64));
  if (!from || !to || amount === null) return null;
  return { from, to, amount };
}

/**
 * Addresses worth a balance read, most promising first: net receivers in the window ranked by
 * what they gained, then everyone else who received anything. At most `limit`.
 */
export function holderCandidates(transfers: readonly TransferLog[], limit: number): string[] {
  const net = new Map<string, bigint>();
  for (const t of transfers) {
    net.set(t.to, (net.get(t.to) ?? 0n) + t.amount);
    net.set(t.from, (net.get(t.from) ?? 0n) - t.amount);
  }
  const receivers = new Set(transfers.map((t) => t.to));
  return [...receivers]
    .sort((a, b) => {
      const d = (net.get(b) ?? 0n) - (net.get(a) ?? 0n);
      return d > 0n ? 1 : d < 0n ? -1 : a < b ? -1 : a > b ? 1 : 0;
    })
    .slice(0, Math.max(0, limit));
}

export interface HolderRow {
  address: string;
  balance: bigint;
  /** Fraction of the total supply, 0..1. */
  percent: number;
}

export interface Concentration {
  /** Candidates with a non-zero balance, excluded addresses left out: a lower bound. */
  holderCount: number;
  top10Share: number;
  topHolderShare: number;
  topHolders: HolderRow[];
}

/** Ranks `balances` and measures the top ten's share of `totalSupply`, without `excluded` addresses. */
export function concentration(
  balances: ReadonlyMap<string, bigint>,
  totalSupply: bigint,
  excluded: ReadonlySet<string>,
): Concentration {
  const rows = [...balances]
    .filter(([address, balance]) => balance > 0n && !excluded.has(address))
    .sort((a, b) => (b[1] > a[1] ? 1 : b[1] < a[1] ? -1 : a[0] < b[0] ? -1 : 1))
    .map(([address, balance]) => ({ address, balance, percent: share(balance, totalSupply) }));
  const top = rows.slice(0, 10);
  const topSum = top.reduce((sum, r) => sum + r.balance, 0n);
  return {
    holderCount: rows.length,
    top10Share: share(topSum, totalSupply),
    topHolderShare: top[0]?.percent ?? 0,
    topHolders: top,
  };
}
