/**
 * The block follower of one account's node on one chain. Each step (`followOnce`) reads the
 * blocks that became confirmed (head − confirmations) since the last step, records the native
 * and ERC-20 transfers of the account's tracked wallets, and publishes a SIGNAL event (kind
 * `wallet_transfer`, the account's own, world production) for each new one that meets the
 * wallet's minimums — records, place and events in one transaction, so a crash neither loses nor
 * repeats one.
 *
 * Reorganisations: the follower keeps the hashes of the blocks it scanned. When the block at its
 * place no longer has the stored hash, it walks back to the newest block whose hash still
 * matches (the fork point), deletes what it recorded above it and scans again from there. A
 * transfer already pushed is not pushed again when the same transaction lands in another block.
 */

import type { EventHub } from '../../events/hub.ts';
import type { NewEvent } from '../../events/outbox.ts';
import { announcePublished, publishWithin } from '../../events/outbox.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { chainSymbol, WALLET_TRANSFER_KIND, walletTransferPayload } from './payload.ts';
import { headerAt, headNumber, type RpcLike, type SeenTransfer, scanRange, tokenDecimals } from './scan.ts';
import type { TrackedWallet } from './store.ts';
import { listWallets } from './store.ts';

/** USD prices, where the service knows one (docs: how USD is known on a private node). */
export interface PriceSource {
  /** The chain's native coin in USD; null when unknown. */
  nativeUsd(chain: string): number | null | Promise<number | null>;
  /** An ERC-20 in USD per whole token; null when unknown. */
  tokenUsd?(chain: string, token: string): number | null | Promise<number | null>;
}

export interface FollowerOptions {
  database: Database;
  jobs: JobQueue;
  /** Told after a commit that events were stored (the stream). */
  hub?: EventHub;
  accountId: string;
  chain: string;
  rpc: RpcLike;
  /** Blocks below the head before a block counts as confirmed (e.g. 3 on a local node, 15 on BSC). */
  confirmations: number;
  /** Blocks read in one step at most, so catching up stays in bounded steps. */
  maxBlocksPerStep?: number;
  /** Recent block hashes kept to find a fork point. */
  keepHashes?: number;
  prices?: PriceSource;
  /** The chain's wrapped native token, valued at the native price. */
  wrappedNative?: string | null;
  log?: { warn(obj: object, msg: string): void };
}

export interface StepResult {
  /** Nothing tracked on this chain: the node was not asked anything. */
  idle: boolean;
  head: number | null;
  /** Blocks scanned this step, inclusive; null when none. */
  scanned: { from: number; to: number } | null;
  /** The fork point rolled back to, when a reorganisation was found. */
  rolledBackTo: number | null;
  /** Activity rows removed by the rollback. */
  removed: number;
  recorded: number;
  published: number;
  /** Why the step stopped early (the chain moved under it, another worker got there first). */
  interrupted: string | null;
}

interface Cursor {
  number: number;
  hash: string;
}

const NATIVE_DECIMALS = 18;

export function createWalletFollower(opts: FollowerOptions) {
  const { database, accountId, chain, rpc } = opts;
  const maxBlocks = opts.maxBlocksPerStep ?? 200;
  const keepHashes = Math.max(opts.keepHashes ?? 256, opts.confirmations + 2);
  const decimalsCache = new Map<string, number>();
  const lockKey = `node-wallets:${accountId}:${chain}`;

  const empty = (patch: Partial<StepResult>): StepResult => ({
    idle: false,
    head: null,
    scanned: null,
    rolledBackTo: null,
    removed: 0,
    recorded: 0,
    published: 0,
    interrupted: null,
    ...patch,
  });

  async function readCursor(db: Pick<Tx, 'query'>): Promise<Cursor | null> {
    const [row] = await db.query<{ block_number: string | number; block_hash: string }>(
      'SELECT block_number, block_hash FROM node_wallet_cursors WHERE account_id = $1 AND chain = $2',
      [accountId, chain],
    );
    return row ? { number: Number(row.block_number), hash: row.block_hash } : null;
  }

  /** Runs `fn` under the chain's lock if the place is still `expected`; null if it moved. */
  async function atPlace<T>(expected: Cursor | null, fn: (tx: Tx) => Promise<T>): Promise<T | null> {
    return database.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockKey]);
      const now = await readCursor(tx);
      if (now?.number !== expected?.number || now?.hash !== expected?.hash) return null;
      return fn(tx);
    });
  }

  async function moveTo(tx: Tx, to: Cursor, hashes: Cursor[]): Promise<void> {
    await tx.query(
      `INSERT INTO node_wallet_cursors (account_id, chain, block_number, block_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (account_id, chain) DO UPDATE SET block_number = $3, block_hash = $4, updated_at = now()`,
      [accountId, chain, to.number, to.hash],
    );
    for (const h of hashes) {
      await tx.query(
        `INSERT INTO node_wallet_blocks (account_id, chain, block_number, block_hash) VALUES ($1, $2, $3, $4)
         ON CONFLICT (account_id, chain, block_number) DO UPDATE SET block_hash = $4`,
        [accountId, chain, h.number, h.hash],
      );
    }
    await tx.query('DELETE FROM node_wallet_blocks WHERE account_id = $1 AND chain = $2 AND block_number <= $3', [
      accountId,
      chain,
      to.number - keepHashes,
    ]);
  }

  /** The newest kept block the node still agrees with. */
  async function forkPoint(place: Cursor): Promise<Cursor> {
    const kept = await database.query<{ block_number: string | number; block_hash: string }>(
      `SELECT block_number, block_hash FROM node_wallet_blocks
       WHERE account_id = $1 AND chain = $2 AND block_number < $3 ORDER BY block_number DESC`,
      [accountId, chain, place.number],
    );
    for (const k of kept) {
      const onNode = await headerAt(rpc, Number(k.block_number));
      if (onNode && onNode.hash === k.block_hash) return { number: onNode.number, hash: onNode.hash };
    }
    // Deeper than the kept hashes: everything kept is rolled back, from below the oldest.
    const oldest = kept.length > 0 ? Number(kept[kept.length - 1]!.block_number) - 1 : place.number - 1;
    const header = await headerAt(rpc, Math.max(oldest, 0));
    opts.log?.warn({ accountId, chain, place: place.number }, 'reorganisation deeper than the kept block hashes');
    if (!header) throw new Error(`the node has no block ${oldest} to roll back to`);
    return { number: header.number, hash: header.hash };
  }

  async function valueUsd(t: SeenTransfer, decimals: number | null): Promise<number | null> {
    if (decimals === null || !opts.prices) return null;
    const isNative = t.asset === 'native' || (opts.wrappedNative != null && t.token === opts.wrappedNative);
    const price = isNative
      ? await opts.prices.nativeUsd(chain)
      : t.token && opts.prices.tokenUsd
        ? await opts.prices.tokenUsd(chain, t.token)
        : null;
    if (price === null || price === undefined || !Number.isFinite(price)) return null;
    return (Number(t.amount) / 10 ** decimals) * price;
  }

  async function decimalsOf(t: SeenTransfer): Promise<number | null> {
    if (t.asset === 'native' || t.token === null) return NATIVE_DECIMALS;
    const cached = decimalsCache.get(t.token);
    if (cached !== undefined) return cached;
    const d = await tokenDecimals(rpc, t.token);
    if (d !== null) decimalsCache.set(t.token, d);
    return d;
  }

  function meetsMinimums(w: TrackedWallet, t: SeenTransfer, usd: number | null): boolean {
    if (w.minNative !== null && t.asset === 'native' && t.amount < w.minNative) return false;
    if (w.minUsd !== null && (usd === null || usd < w.minUsd)) return false;
    return true;
  }

  async function record(
    tx: Tx,
    wallets: Map<string, TrackedWallet>,
    transfers: Array<SeenTransfer & { decimals: number | null; valueUsd: number | null }>,
  ): Promise<{ recorded: number; events: NewEvent[] }> {
    const events: NewEvent[] = [];
    let recorded = 0;
    for (const t of transfers) {
      const w = wallets.get(t.walletAddress);
      if (!w) continue;
      const inserted = await tx.query<{ id: string | number }>(
        `INSERT INTO node_wallet_activity (wallet_id, account_id, chain, block_number, block_hash, t, tx_hash,
           log_index, asset, token, direction, counterparty, amount, decimals, value_usd)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         ON CONFLICT (wallet_id, tx_hash, log_index, direction) DO NOTHING RETURNING id`,
        [
          w.id,
          accountId,
          chain,
          t.blockNumber,
          t.blockHash,
          t.t,
          t.txHash,
          t.logIndex,
          t.asset,
          t.token,
          t.direction,
          t.counterparty,
          t.amount.toString(),
          t.decimals,
          t.valueUsd,
        ],
      );
      if (inserted.length === 0) continue;
      recorded++;
      if (!meetsMinimums(w, t, t.valueUsd)) continue;
      const first = await tx.query(
        `INSERT INTO node_wallet_pushed (wallet_id, tx_hash, log_index, direction) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING wallet_id`,
        [w.id, t.txHash, t.logIndex, t.direction],
      );
      await tx.query('UPDATE node_wallet_activity SET pushed = true WHERE id = $1', [inserted[0]!.id]);
      if (first.length === 0) continue;
      events.push({
        world: 'production',
        accountId,
        t: t.t,
        name: 'SIGNAL',
        kind: WALLET_TRANSFER_KIND,
        symbol: chainSymbol(chain),
        direction: null,
        body: walletTransferPayload(w, t),
      });
    }
    return { recorded, events };
  }

  /** One step; safe to call at any time (steps of several workers serialise on the chain's lock). */
  async function followOnce(): Promise<StepResult> {
    const wallets = new Map((await listWallets(database, accountId, chain)).map((w) => [w.address, w]));
    if (wallets.size === 0) return empty({ idle: true });
    const head = await headNumber(rpc);
    const confirmed = head - opts.confirmations;
    let place = await readCursor(database);
    if (place === null) {
      // Tracking starts at the confirmed block of the first step: no backfill of older history.
      const start = await headerAt(rpc, Math.max(confirmed, 0));
      if (!start) return empty({ head, interrupted: 'the node has no confirmed block yet' });
      const started = await atPlace(null, (tx) => moveTo(tx, start, [start]));
      return empty({ head, interrupted: started === null ? 'another worker started this chain' : null });
    }
    let rolledBackTo: number | null = null;
    let removed = 0;
    const atNode = await headerAt(rpc, place.number);
    if (!atNode || atNode.hash !== place.hash) {
      const fork = await forkPoint(place);
      const from = place;
      const n = await atPlace(from, async (tx) => {
        const gone = await tx.query(
          'DELETE FROM node_wallet_activity WHERE account_id = $1 AND chain = $2 AND block_number > $3 RETURNING id',
          [accountId, chain, fork.number],
        );
        await tx.query('DELETE FROM node_wallet_blocks WHERE account_id = $1 AND chain = $2 AND block_number > $3', [
          accountId,
          chain,
          fork.number,
        ]);
        await moveTo(tx, fork, [fork]);
        return gone.length;
      });
      if (n === null) return empty({ head, interrupted: 'another worker moved this chain' });
      rolledBackTo = fork.number;
      removed = n;
      place = fork;
    }
    if (confirmed <= place.number) return empty({ head, rolledBackTo, removed });
    const to = Math.min(confirmed, place.number + maxBlocks);
    const scan = await scanRange(rpc, place, to, new Set(wallets.keys()));
    if (!scan.ok) return empty({ head, rolledBackTo, removed, interrupted: scan.reason });
    const valued: Array<SeenTransfer & { decimals: number | null; valueUsd: number | null }> = [];
    for (const t of scan.transfers) {
      const decimals = await decimalsOf(t);
      valued.push({ ...t, decimals, valueUsd: await valueUsd(t, decimals) });
    }
    const last = scan.blocks[scan.blocks.length - 1]!;
    // Started outside the transaction: on PGlite's one connection pg-boss's start-up would wait behind it.
    const boss = await opts.jobs.boss();
    const written = await atPlace(place, async (tx) => {
      const { recorded, events } = await record(tx, wallets, valued);
      await moveTo(
        tx,
        { number: last.number, hash: last.hash },
        scan.blocks.map((b) => ({ number: b.number, hash: b.hash })),
      );
      const published = await publishWithin(tx, boss, events);
      return { recorded, published };
    });
    if (written === null) return empty({ head, rolledBackTo, removed, interrupted: 'another worker moved this chain' });
    announcePublished({ database, jobs: opts.jobs, hub: opts.hub }, written.published);
    return empty({
      head,
      scanned: { from: place.number + 1, to: last.number },
      rolledBackTo,
      removed,
      recorded: written.recorded,
      published: written.published.events.length,
    });
  }

  return { accountId, chain, followOnce };
}

export type WalletFollower = ReturnType<typeof createWalletFollower>;
