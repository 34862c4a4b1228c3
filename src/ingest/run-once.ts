/**
 * One collection cycle of the chosen sources in the foreground (`msig ingest --once`): the same
 * jobs the scheduler runs, in order (the leaderboard before positions), on this process's own
 * database connection. The embedded database admits one process: with a server running on the
 * same DATA_DIR this refuses to open it (point at the server's PostgreSQL, or stop the server).
 */
import { type Config, LIVE_SOURCE_NAMES, type LiveSourceName } from '../config.ts';
import { MIGRATION_DIRS } from '../migrations.ts';
import { openDatabase } from '../platform/db/client.ts';
import { createUpstreams, type IngestLog } from './context.ts';
import { type CycleReport, runCycle } from './cycle.ts';
import { jobsFor } from './jobs.ts';

export interface RunOnceOptions {
  sources?: LiveSourceName[];
  log: IngestLog;
  progress?: (job: string, done: number, total: number) => void;
  onReport?: (r: CycleReport) => void;
}

export async function ingestOnce(config: Config, opts: RunOnceOptions): Promise<CycleReport[]> {
  const sources = opts.sources ?? (config.liveSources.length > 0 ? config.liveSources : [...LIVE_SOURCE_NAMES]);
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    migrations: MIGRATION_DIRS,
  });
  try {
    const ctx = {
      db: database.db,
      now: Date.now,
      upstreams: createUpstreams(config, opts.log),
      collection: config.collection,
      log: opts.log,
      wrote: () => {},
      progress: opts.progress,
    };
    const reports: CycleReport[] = [];
    for (const job of jobsFor(sources)) {
      opts.progress?.(job.name, 0, 1);
      const r = await runCycle(ctx, job.name, job.upstream, () => job.run(ctx));
      reports.push(r);
      opts.onReport?.(r);
    }
    return reports;
  } finally {
    await database.close();
  }
}
