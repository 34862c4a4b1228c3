/**
 * Runs the collection jobs of a test app once, in order, the way the scheduler does (runCycle:
 * timed, recorded in the source status, telling the live market it wrote), on the app's own
 * clock and database.
 */
import type { IngestContext } from '../../src/ingest/context.ts';
import { createUpstreams } from '../../src/ingest/context.ts';
import { type CycleReport, runCycle } from '../../src/ingest/cycle.ts';
import { jobsFor } from '../../src/ingest/jobs.ts';
import type { TestApp } from './app.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

export function ingestContextOf(t: TestApp): IngestContext {
  const upstreams = createUpstreams(t.config, silent, { budgets: false });
  return {
    db: t.database.db,
    now: t.app.ctx.now,
    upstreams,
    collection: t.config.collection,
    log: silent,
    wrote: () => t.app.ctx.live.changed(),
  };
}

/** Runs every job LIVE_SOURCES enables (or the named ones), then reloads the live market. */
export async function collectOnce(t: TestApp, ctx: IngestContext, only?: string[]): Promise<CycleReport[]> {
  const reports: CycleReport[] = [];
  for (const job of jobsFor(t.config.liveSources)) {
    if (only && !only.includes(job.name)) continue;
    reports.push(await runCycle(ctx, job.name, job.upstream, () => job.run(ctx)));
  }
  await t.app.ctx.live.refresh();
  return reports;
}
