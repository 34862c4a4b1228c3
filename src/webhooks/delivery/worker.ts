/**
 * The delivery worker: takes `webhook-delivery` jobs from pg-boss in batches, sends each
 * delivery once (all of a batch in parallel), and records the outcomes. Outcomes from every batch
 * are committed together as they arrive (a group commit), so a slow receiver delays only its own
 * record and the database sees a few statements per batch, not per delivery.
 *
 * Latency: the worker is woken in-process when publishEvents (or a redelivery) commits jobs and
 * when a retry falls due; polling every half second covers jobs queued by other processes.
 *
 * Crashes: a job is claimed by pg-boss until it completes. A worker killed mid-delivery leaves
 * its jobs active; any worker's sweep hands a job active longer than JOB_EXPIRE_SECONDS back to
 * the queue, so after a restart every delivery is attempted again within about half a minute.
 * The receiver may then see an attempt twice, with the same event id.
 */

import type PgBoss from 'pg-boss';
import { DELIVERY_QUEUE, onDeliveriesQueued } from '../../events/outbox.ts';
import {
  DELIVERY_JOB_OPTIONS,
  type DeliveryDeps,
  type DeliveryJob,
  JOB_EXPIRE_SECONDS,
  RETRY_DELAYS_MS,
} from './policy.ts';
import { pruneDeliveries } from './retention.ts';
import { sendDelivery } from './send.ts';
import { deliveryHeaders } from './signing.ts';
import { type AttemptOutcome, type DeliveryRow, loadDeliveries, type RecordResult, recordOutcomes } from './store.ts';

export interface WorkerLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface DeliveryWorkerOptions {
  /** pg-boss's schema (the app's jobsSchema; default `pgboss`), for the sweep of abandoned jobs. */
  jobsSchema?: string;
  log?: WorkerLog;
  /** Jobs fetched at once by one fetch loop. */
  batchSize?: number;
  /** Fetch loops: batches in flight at once (a slow receiver holds only its own). */
  loops?: number;
  /** Tests only: shorter retry delays (the retry-timing test keeps the real ones). */
  retryDelaysMs?: readonly number[];
  /** Tests only: a shorter send deadline (one test keeps the real 10 s). */
  timeoutMs?: number;
  /** How often abandoned jobs are looked for, ms. */
  sweepEveryMs?: number;
}

export interface DeliveryWorker {
  /** Fetch now instead of at the next poll. */
  wake(): void;
  /** Stops fetching and waits for the batches in flight to be recorded. */
  stop(): Promise<void>;
}

const PRUNE_EVERY_MS = 3_600_000;

const silent: WorkerLog = { info() {}, warn() {}, error() {} };

export async function startDeliveryWorker(
  deps: DeliveryDeps,
  opts: DeliveryWorkerOptions = {},
): Promise<DeliveryWorker> {
  const log = opts.log ?? silent;
  const retryDelays = opts.retryDelaysMs ?? RETRY_DELAYS_MS;
  const schema = opts.jobsSchema ?? 'pgboss';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`bad pg-boss schema name ${schema}`);
  const boss = await deps.jobs.boss();
  // Jobs publishEvents sends carry no options of their own: the queue's defaults make them expire
  // and retry like the worker's own.
  await boss.updateQueue(DELIVERY_QUEUE, { name: DELIVERY_QUEUE, policy: 'standard', ...DELIVERY_JOB_OPTIONS });

  let stopped = false;
  const inFlight = new Set<Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();
  const workerIds: string[] = [];
  const wake = () => {
    for (const id of workerIds) boss.notifyWorker(id);
  };

  const recorder = groupCommit<AttemptOutcome>(async (outcomes) => {
    const result = await recordOutcomes(deps, outcomes, retryDelays);
    afterRecord(result);
  });

  function afterRecord(result: RecordResult) {
    for (const id of result.disabled)
      log.warn({ webhook_id: id }, 'webhook disabled after consecutive failed deliveries');
    // Wake when the earliest retry falls due, so a 1 s retry is not up to a poll late.
    const due = new Set(result.retries.map((r) => Math.ceil(r.at / 50) * 50));
    for (const at of due) {
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          if (!stopped) wake();
        },
        Math.max(0, at - Date.now()) + 5,
      );
      timer.unref();
      timers.add(timer);
    }
  }

  async function attempt(row: DeliveryRow, n: number, retry: number): Promise<AttemptOutcome> {
    const base = { deliveryId: row.id, webhookId: row.webhookId, n, retry };
    if (!row.enabled) {
      const why = row.disabledReason ? `: ${row.disabledReason}` : '';
      return {
        ...base,
        at: new Date(),
        ok: false,
        status: null,
        latencyMs: 0,
        error: `not sent: the registration is disabled${why}`,
        sent: false,
      };
    }
    const at = new Date();
    const headers = deliveryHeaders({
      format: row.format,
      secretHash: row.secretHash,
      eventId: row.eventId,
      eventName: row.eventName,
      body: row.body,
      deliveryId: row.id,
      attempt: n,
      now: at.getTime(),
    });
    const outcome = await sendDelivery(row.url, headers, row.body, {
      allowPrivateNetworks: deps.allowPrivateNetworks,
      timeoutMs: opts.timeoutMs,
    });
    return { ...base, at, ...outcome, sent: true };
  }

  async function handle(jobs: PgBoss.Job<DeliveryJob>[]) {
    const rows = await loadDeliveries(deps, [...new Set(jobs.map((j) => Number(j.data.deliveryId)))]);
    const taken = new Set<number>();
    const work: Promise<void>[] = [];
    for (const job of jobs) {
      const id = Number(job.data.deliveryId);
      const n = job.data.n ?? 1;
      const row = rows.get(id);
      // Deleted with its registration, already settled, or an attempt already recorded: stale.
      if (!row || row.test || row.status !== 'pending' || row.attempts !== n - 1 || taken.has(id)) continue;
      taken.add(id);
      work.push(attempt(row, n, job.data.retry ?? 0).then((o) => recorder.add(o)));
    }
    await Promise.all(work);
  }

  const tracked = async (jobs: PgBoss.Job<DeliveryJob>[]) => {
    const p = handle(jobs);
    inFlight.add(p);
    try {
      await p;
    } catch (err) {
      log.error({ err }, 'webhook delivery batch failed; its jobs will be retried');
      throw err;
    } finally {
      inFlight.delete(p);
    }
  };
  const loops = opts.loops ?? 4;
  for (let i = 0; i < loops; i++) {
    workerIds.push(
      await boss.work<DeliveryJob>(
        DELIVERY_QUEUE,
        { batchSize: opts.batchSize ?? 200, pollingIntervalSeconds: 0.5 },
        tracked,
      ),
    );
  }
  const unsubscribe = onDeliveriesQueued(deps.database, wake);

  // Jobs of a worker that died stay active; give them back once they have been active too long.
  const sweep = async () => {
    try {
      const rows = await deps.database.query<{ id: string }>(
        `UPDATE ${schema}.job SET state = 'retry', start_after = now()
         WHERE name = $1 AND state = 'active' AND started_on < now() - make_interval(secs => $2)
         RETURNING id`,
        [DELIVERY_QUEUE, JOB_EXPIRE_SECONDS],
      );
      if (rows.length > 0) {
        log.warn({ jobs: rows.length }, 'webhook delivery jobs abandoned by a stopped worker were requeued');
        wake();
      }
    } catch (err) {
      if (!stopped) log.error({ err }, 'sweeping abandoned webhook delivery jobs failed');
    }
  };
  await sweep();
  const sweeper = setInterval(() => void sweep(), opts.sweepEveryMs ?? 5_000);
  sweeper.unref();
  // Delivery payloads are kept 30 days (retention.ts); every worker prunes, which is idempotent.
  const pruner = setInterval(() => {
    pruneDeliveries(deps, Date.now()).catch((err: unknown) => log.error({ err }, 'pruning old deliveries failed'));
  }, PRUNE_EVERY_MS);
  pruner.unref();

  return {
    wake,
    async stop() {
      if (stopped) return;
      stopped = true;
      unsubscribe();
      clearInterval(sweeper);
      clearInterval(pruner);
      for (const t of timers) clearTimeout(t);
      for (const id of workerIds) await boss.offWork({ id });
      await Promise.allSettled([...inFlight]);
    },
  };
}

/**
 * Collects items and hands them to `commit` in batches: the first item waits up to `lingerMs` for
 * company, and while one commit runs new items wait and go together in the next. Each `add`
 * resolves when its item is committed (rejects if that commit failed). A few milliseconds of
 * waiting turn one transaction per delivery into one per few hundred.
 */
function groupCommit<T>(commit: (items: T[]) => Promise<void>, lingerMs = 10, maxBatch = 1_000) {
  let queue: Array<{ item: T; resolve: () => void; reject: (err: unknown) => void }> = [];
  let running = false;
  let timer: NodeJS.Timeout | null = null;
  const drain = async () => {
    timer = null;
    running = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        await commit(batch.map((b) => b.item));
        for (const b of batch) b.resolve();
      } catch (err) {
        for (const b of batch) b.reject(err);
      }
    }
    running = false;
  };
  return {
    add(item: T): Promise<void> {
      return new Promise((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (!running && timer === null) timer = setTimeout(() => void drain(), lingerMs);
      });
    },
  };
}
