/**
 * Runs the collection jobs as durable schedules (the `collector` role): one pg-boss queue per job
 * with the "stately" policy — at most one queued and one running job per queue across every
 * instance on the database, so several collectors never poll an upstream twice at once. A cron
 * schedule per job (pg-boss elects one instance to send it) fires every COLLECT_*_EVERY_MIN
 * minutes; one job is sent at start (once per interval across instances) so a fresh deployment
 * collects at once.
 */
import type PgBoss from 'pg-boss';
import type { Config } from '../config.ts';
import type { Database } from '../platform/db/client.ts';
import { startJobs } from '../platform/jobs.ts';
import type { IngestContext } from './context.ts';
import { runCycle } from './cycle.ts';
import { type Job, jobsFor } from './jobs.ts';

/** pg-boss gives up on a job running longer than this (a stuck positions cycle must end). */
const JOB_EXPIRY_SECONDS = 15 * 60;

export interface Collectors {
  readonly jobs: readonly Job[];
  stop(): Promise<void>;
}

export function cronOf(everyMin: number): string {
  if (everyMin <= 1) return '* * * * *';
  if (everyMin < 60 && 60 % everyMin === 0) return `*/${everyMin} * * * *`;
  if (everyMin % 60 === 0 && everyMin < 1440 && 24 % (everyMin / 60) === 0) return `0 */${everyMin / 60} * * *`;
  if (everyMin < 60) return `*/${everyMin} * * * *`;
  return '0 0 * * *';
}

export async function startCollectors(
  database: Database,
  config: Config,
  ctx: IngestContext,
  opts: { schema?: string } = {},
): Promise<Collectors> {
  const jobs = jobsFor(config.liveSources);
  if (jobs.length === 0) return { jobs, stop: async () => {} };
  const boss: PgBoss = await startJobs(database, {
    schema: opts.schema,
    onError: (err) => ctx.log.error({ err }, 'job queue error'),
  });
  for (const job of jobs) {
    await boss.createQueue(job.name, { name: job.name, policy: 'stately', expireInSeconds: JOB_EXPIRY_SECONDS });
    await boss.schedule(job.name, cronOf(job.everyMin(config.collection)));
    await boss.work(job.name, { pollingIntervalSeconds: 2 }, async () => {
      await runCycle(ctx, job.name, job.upstream, () => job.run(ctx));
    });
    // The first cycle at once; instances starting together send one between them.
    await boss.send(job.name, {}, { singletonKey: 'start', singletonSeconds: job.everyMin(config.collection) * 60 });
  }
  return {
    jobs,
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
