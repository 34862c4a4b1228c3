/**
 * The worker role's wallet followers: one per (account, chain) that tracks at least one wallet,
 * each driven by its node's new-head notifications when the node offers a WebSocket, by polling
 * eth_blockNumber otherwise. Steps of one follower never overlap; a wake-up during a step asks
 * for one more step after it. A failed step is logged and retried at the next wake-up.
 */
import type { EventHub } from '../../events/hub.ts';
import type { Database } from '../../platform/db/client.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { createWalletFollower, type PriceSource, type WalletFollower } from './follower.ts';
import { subscribeNewHeads } from './heads.ts';
import type { RpcLike } from './scan.ts';
import { followedChains } from './store.ts';

export interface NodeAccess {
  rpc: RpcLike;
  /** The node's WebSocket endpoint when it offers subscriptions; null to poll. */
  wsUrl: string | null;
}

export interface RunnerOptions {
  database: Database;
  jobs: JobQueue;
  hub?: EventHub;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** The account's node for a chain; null when it has no usable connection (checked again later). */
  connect(accountId: string, chain: string): Promise<NodeAccess | null>;
  /** Confirmation depth per chain (e.g. 15 on BSC, 1 on Avalanche, where accepted blocks are final). */
  confirmations(chain: string): number;
  wrappedNative?(chain: string): string | null;
  prices?: PriceSource;
  /** Polling interval without a WebSocket (default 3 s: about one BSC block). */
  pollMs?: number;
  /** Safety poll alongside a WebSocket, for notifications lost on the way (default 30 s). */
  slowPollMs?: number;
  /** How often the set of followed (account, chain) pairs is re-read (default 30 s). */
  refreshMs?: number;
}

interface Drive {
  follower: WalletFollower;
  wake(): void;
  stop(): Promise<void>;
}

function drive(follower: WalletFollower, access: NodeAccess, opts: RunnerOptions): Drive {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let subscription: ReturnType<typeof subscribeNewHeads> | null = null;
  let subscribed = false;
  const who = { accountId: follower.accountId, chain: follower.chain };

  const schedule = () => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(wake, subscribed ? (opts.slowPollMs ?? 30_000) : (opts.pollMs ?? 3_000));
    timer.unref();
  };
  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const step = await follower.followOnce();
          if (step.rolledBackTo !== null) {
            opts.log.warn(
              { ...who, forkPoint: step.rolledBackTo, removed: step.removed },
              'wallet follower rolled back a reorganisation',
            );
          }
          // Behind by more than one step's blocks: go on at once.
          if (step.scanned && step.head !== null && step.scanned.to < step.head - opts.confirmations(follower.chain))
            again = true;
        } catch (err) {
          opts.log.warn({ ...who, err }, 'wallet follower step failed; retried at the next wake-up');
        }
      } while (again && !stopped);
      running = null;
      schedule();
    })();
  }
  const subscribe = () => {
    if (stopped || !access.wsUrl) return;
    const sub = subscribeNewHeads(access.wsUrl, () => wake());
    subscription = sub;
    sub.ready.then(
      () => {
        subscribed = true;
        schedule();
      },
      (err) => opts.log.warn({ ...who, err }, 'newHeads subscription failed; polling instead'),
    );
    void sub.closed.then(() => {
      subscribed = false;
      if (stopped) return;
      schedule();
      // Try the WebSocket again later; polling covers the gap.
      const retry = setTimeout(subscribe, 30_000);
      retry.unref();
    });
  };
  subscribe();
  wake();
  return {
    follower,
    wake,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      subscription?.close();
      await running;
    },
  };
}

/** Starts the followers and keeps their set in line with the tracked wallets. */
export async function startWalletFollowers(opts: RunnerOptions) {
  const drives = new Map<string, Drive>();
  let stopped = false;
  let refreshing: Promise<void> | null = null;

  async function refreshOnce(): Promise<void> {
    const wanted = await followedChains(opts.database);
    const keys = new Set(wanted.map((w) => `${w.accountId}|${w.chain}`));
    for (const [key, d] of drives) {
      if (!keys.has(key)) {
        drives.delete(key);
        await d.stop();
      }
    }
    for (const { accountId, chain } of wanted) {
      const key = `${accountId}|${chain}`;
      if (drives.has(key) || stopped) continue;
      const access = await opts.connect(accountId, chain).catch((err) => {
        opts.log.warn({ accountId, chain, err }, 'no node connection for tracked wallets');
        return null;
      });
      if (!access || stopped) continue;
      const follower = createWalletFollower({
        database: opts.database,
        jobs: opts.jobs,
        hub: opts.hub,
        accountId,
        chain,
        rpc: access.rpc,
        confirmations: opts.confirmations(chain),
        wrappedNative: opts.wrappedNative?.(chain) ?? null,
        prices: opts.prices,
        log: opts.log,
      });
      drives.set(key, drive(follower, access, opts));
    }
  }
  const refresh = async () => {
    refreshing ??= refreshOnce().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };
  await refresh();
  const timer = setInterval(() => {
    refresh().catch((err) => opts.log.warn({ err }, 'wallet followers could not be refreshed'));
  }, opts.refreshMs ?? 30_000);
  timer.unref();
  opts.log.info({ followers: drives.size }, 'wallet followers started');
  return {
    /** Re-reads the followed pairs now (after a wallet was added, in tests). */
    refresh,
    followers: () => [...drives.values()].map((d) => d.follower),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await refreshing?.catch(() => {});
      await Promise.all([...drives.values()].map((d) => d.stop()));
      drives.clear();
    },
  };
}

export type WalletFollowers = Awaited<ReturnType<typeof startWalletFollowers>>;
