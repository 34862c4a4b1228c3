/**
 * Tracked wallets and their recorded activity: storage and the public views. The follower
 * (follower.ts) writes activity; the HTTP surface is routes/v1/node-wallets.ts.
 */
import type { Plan } from '../../accounts/plans.ts';
import { toChecksumAddress } from './address.ts';
import { formatUnits } from './decode.ts';

/** Anything with parameterised queries: the database itself or a transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/**
 * Wallets one account may track per chain, by plan: every wallet costs the customer's node two
 * log filters per step, and enough for a watch list, not for indexing a chain.
 */
export const MAX_WALLETS_PER_CHAIN: Record<Plan, number> = { free: 5, trader: 25, pro: 100, enterprise: 1000 };

export interface TrackedWallet {
  id: number;
  accountId: string;
  chain: string;
  address: string;
  label: string | null;
  minUsd: number | null;
  /** Wei. */
  minNative: bigint | null;
  createdAt: number;
}

export interface ActivityRow {
  id: number;
  walletId: number;
  blockNumber: number;
  blockHash: string;
  t: number;
  txHash: string;
  logIndex: number;
  asset: 'native' | 'erc20';
  token: string | null;
  direction: 'in' | 'out';
  counterparty: string | null;
  amount: bigint;
  decimals: number | null;
  valueUsd: number | null;
  pushed: boolean;
}

const WALLET_COLUMNS = 'id, account_id, chain, address, label, min_usd, min_native, created_at';

function walletFromRow(r: Record<string, unknown>): TrackedWallet {
  return {
    id: Number(r.id),
    accountId: String(r.account_id),
    chain: String(r.chain),
    address: String(r.address),
    label: r.label == null ? null : String(r.label),
    minUsd: r.min_usd == null ? null : Number(r.min_usd),
    minNative: r.min_native == null ? null : BigInt(String(r.min_native)),
    createdAt: new Date(r.created_at as string | Date).getTime(),
  };
}

export async function countWallets(db: Queryable, accountId: string, chain: string): Promise<number> {
  const [row] = await db.query<{ n: string | number }>(
    'SELECT count(*) AS n FROM node_wallets WHERE account_id = $1 AND chain = $2',
    [accountId, chain],
  );
  return Number(row?.n ?? 0);
}

/** Adds a wallet; null when the account already tracks this address on this chain. */
export async function addWallet(
  db: Queryable,
  w: Pick<TrackedWallet, 'accountId' | 'chain' | 'address' | 'label' | 'minUsd' | 'minNative'>,
): Promise<TrackedWallet | null> {
  const rows = await db.query(
    `INSERT INTO node_wallets (account_id, chain, address, label, min_usd, min_native)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (account_id, chain, address) DO NOTHING
     RETURNING ${WALLET_COLUMNS}`,
    [w.accountId, w.chain, w.address, w.label, w.minUsd, w.minNative === null ? null : w.minNative.toString()],
  );
  return rows[0] ? walletFromRow(rows[0]) : null;
}

export async function listWallets(db: Queryable, accountId: string, chain: string): Promise<TrackedWallet[]> {
  const rows = await db.query(
    `SELECT ${WALLET_COLUMNS} FROM node_wallets WHERE account_id = $1 AND chain = $2 ORDER BY id`,
    [accountId, chain],
  );
  return rows.map(walletFromRow);
}

export async function getWallet(
  db: Queryable,
  accountId: string,
  chain: string,
  address: string,
): Promise<TrackedWallet | null> {
  const rows = await db.query(
    `SELECT ${WALLET_COLUMNS} FROM node_wallets WHERE account_id = $1 AND chain = $2 AND address = $3`,
    [accountId, chain, address],
  );
  return rows[0] ? walletFromRow(rows[0]) : null;
}

export async function deleteWallet(db: Queryable, accountId: string, chain: string, address: string): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM node_wallets WHERE account_id = $1 AND chain = $2 AND address = $3 RETURNING id',
    [accountId, chain, address],
  );
  return rows.length > 0;
}

/** Every (account, chain) with at least one tracked wallet: what the followers must follow. */
export async function followedChains(db: Queryable): Promise<Array<{ accountId: string; chain: string }>> {
  const rows = await db.query<{ account_id: string; chain: string }>(
    'SELECT DISTINCT account_id, chain FROM node_wallets ORDER BY account_id, chain',
  );
  return rows.map((r) => ({ accountId: r.account_id, chain: r.chain }));
}

function activityFromRow(r: Record<string, unknown>): ActivityRow {
  return {
    id: Number(r.id),
    walletId: Number(r.wallet_id),
    blockNumber: Number(r.block_number),
    blockHash: String(r.block_hash),
    t: Number(r.t),
    txHash: String(r.tx_hash),
    logIndex: Number(r.log_index),
    asset: r.asset as ActivityRow['asset'],
    token: r.token == null ? null : String(r.token),
    direction: r.direction as ActivityRow['direction'],
    counterparty: r.counterparty == null ? null : String(r.counterparty),
    amount: BigInt(String(r.amount)),
    decimals: r.decimals == null ? null : Number(r.decimals),
    valueUsd: r.value_usd == null ? null : Number(r.value_usd),
    pushed: Boolean(r.pushed),
  };
}

/** One page of a wallet's activity, newest first; `beforeId` continues after a previous page. */
export async function activityPage(
  db: Queryable,
  walletId: number,
  limit: number,
  beforeId: number | null,
): Promise<{ rows: ActivityRow[]; more: boolean }> {
  // Rows are written in chain order (a re-scan after a fork only adds above what is kept), so
  // the id is the chain order and a stable cursor.
  const rows = await db.query(
    `SELECT * FROM node_wallet_activity WHERE wallet_id = $1 ${beforeId === null ? '' : 'AND id < $3'}
     ORDER BY id DESC LIMIT $2`,
    beforeId === null ? [walletId, limit + 1] : [walletId, limit + 1, beforeId],
  );
  return { rows: rows.slice(0, limit).map(activityFromRow), more: rows.length > limit };
}

/** The public view of a wallet. */
export function walletView(w: TrackedWallet) {
  return {
    address: toChecksumAddress(w.address),
    chain: w.chain,
    label: w.label,
    min_usd: w.minUsd,
    min_native: w.minNative === null ? null : Number(formatUnits(w.minNative, 18)),
    created_at: new Date(w.createdAt).toISOString(),
  };
}

/** The public view of one recorded transfer (the same object the SIGNAL event nests). */
export function activityView(a: Omit<ActivityRow, 'id' | 'walletId' | 'pushed'>) {
  return {
    tx_hash: a.txHash,
    log_index: a.logIndex < 0 ? null : a.logIndex,
    block_number: a.blockNumber,
    block_hash: a.blockHash,
    time: new Date(a.t).toISOString(),
    asset: a.asset,
    token: a.token === null ? null : toChecksumAddress(a.token),
    direction: a.direction,
    counterparty: a.counterparty === null ? null : toChecksumAddress(a.counterparty),
    amount: a.decimals === null ? null : Number(formatUnits(a.amount, a.decimals)),
    base_units: a.amount.toString(),
    decimals: a.decimals,
    value_usd: a.valueUsd,
  };
}
