/**
 * Runs the collection jobs as durable schedules (the `collector` role): one pg-boss queue per job
 * with the "stately" policy — at most one queued and one running job per queue across every
 * instance on the database, so several collectors never poll an upstream twice at once. A cron
 * schedule per job (pg-boss elects one instance to send it) fires every COLLECT_*_EVERY_MIN
 * minutes (rounded down to an interval cron repeats evenly); one job is sent at start (once per
 * interval across instances) so a fresh deployment collects at once.
 */
import type { Config } from '../config.ts';
import type { JobQueue } from '../platform/jobs.ts';
import type { IngestContext } from './context.ts';
import { runCycle } from './cycle.ts';
import { type Job, jobsFor } from './jobs.ts';

/** pg-boss gives up on a job running longer than this (a stuck positions cycle must end). */
const JOB_EXPIRY_SECONDS = 15 * 60;

export interface Collectors {
  readonly jobs: readonly Job[];
  stop(): Promise<void>;
}

/** Intervals a cron expression repeats at evenly: minutes that divide an hour, hours that divide a day. */
const EVEN_MINUTES = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30] as const;
const EVEN_HOURS = [1, 2, 3, 4, 6, 8, 12] as const;

/**
 * The cron expression of the longest evenly repeating interval not longer than `everyMin`, so a
 * job runs at least as often as its setting asks (90 min runs hourly, 7 min every 6 min); a day
 * or more runs daily.
 */
export function cronOf(everyMin: number): string {
  if (everyMin >= 1440) return '0 0 * * *';
  if (everyMin >= 60) {
    const hours = EVEN_HOURS.filter((h) => h * 60 <= everyMin).at(-1)!;
    return hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
  }
  const minutes = EVEN_MINUTES.filter((m) => m <= everyMin).at(-1) ?? 1;
  return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
}

/**
 * Schedules the enabled jobs on the process's job queue (the one webhook deliveries use too, so a
 * process runs one pg-boss). `stop` ends this process's share of the work; the queue itself is
 * stopped by whoever owns it (the app, on close).
 */
export async function startCollectors(queue: JobQueue, config: Config, ctx: IngestContext): Promise<Collectors> {
  const jobs = jobsFor(config.liveSources);
  if (jobs.length === 0) return { jobs, stop: async () => {} };
  const boss = await queue.boss();
  const workers: string[] = [];
  for (const job of jobs) {
    await boss.createQueue(job.name, { name: job.name, policy: 'stately', expireInSeconds: JOB_EXPIRY_SECONDS });
    await boss.schedule(job.name, cronOf(job.everyMin(config.collection)));
    workers.push(
      await boss.work(job.name, { pollingIntervalSeconds: 2 }, async () => {
        await runCycle(ctx, job.name, job.upstream, () => job.run(ctx));
      }),
    );
    // The first cycle at once; instances starting together send one between them.
    await boss.send(job.name, {}, { singletonKey: 'start', singletonSeconds: job.everyMin(config.collection) * 60 });
  }
  return {
    jobs,
    async stop() {
      // offWork waits for the cycles in flight to finish.
      for (const id of workers) await boss.offWork({ id });
    },
  };
}
