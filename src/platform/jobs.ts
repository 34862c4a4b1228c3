/**
 * Durable jobs on the service's own database with pg-boss: PGlite by default (through a small
 * executeSql adapter: parameterless multi-statement SQL must go through PGlite's exec), the
 * PostgreSQL server when DATABASE_URL is set. pg-boss keeps its tables in a schema of its own.
 */
import PgBoss from 'pg-boss';
import type { Database } from './db/client.ts';

export interface JobsOptions {
  /** pg-boss's schema (tests on a shared server give each database its own). */
  schema?: string;
  onError: (err: unknown) => void;
}

export async function startJobs(database: Database, opts: JobsOptions): Promise<PgBoss> {
  const client = database.client;
  const executeSql = client
    ? async (text: string, values: unknown[] = []) => {
        if (values.length > 0) return { rows: (await client.query(text, values)).rows };
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
    : async (text: string, values: unknown[] = []) => ({ rows: await database.query(text, values) });
  const boss = new PgBoss({
    db: { executeSql },
    schema: opts.schema ?? 'pgboss',
    // Collection jobs are short and frequent: keep their records a day, not pg-boss's default week.
    deleteAfterDays: 1,
    archiveCompletedAfterSeconds: 3_600,
  });
  boss.on('error', opts.onError);
  await boss.start();
  return boss;
}

/** A queue the service uses, created when pg-boss starts. */
export interface QueueSpec {
  name: string;
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
}

/** The queues the request-side code sends to (workers subscribe to them). */
export const SERVICE_QUEUES: readonly QueueSpec[] = [{ name: 'webhook-delivery', policy: 'standard' }];

/**
 * The process's pg-boss, started on first use (an API instance that never sends a job never starts
 * it), with the service's queues created. `stop()` is safe whether or not it started.
 */
export interface JobQueue {
  boss(): Promise<PgBoss>;
  /** Whether pg-boss was started in this process. */
  started(): boolean;
  stop(): Promise<void>;
}

export function createJobQueue(database: Database, opts: JobsOptions): JobQueue {
  let starting: Promise<PgBoss> | null = null;
  let stopped = false;
  return {
    boss() {
      if (stopped) return Promise.reject(new Error('the job queue is stopped'));
      starting ??= (async () => {
        const boss = await startJobs(database, opts);
        for (const q of SERVICE_QUEUES) {
          await boss.createQueue(q.name, { name: q.name, policy: q.policy ?? 'standard' });
        }
        return boss;
      })();
      return starting;
    },
    started: () => starting !== null,
    async stop() {
      stopped = true;
      const boss = await starting?.catch(() => null);
      await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
