/**
 * Runs one collection cycle as the scheduler and the CLI both do: timed, recorded in the source's
 * status, logged with the upstream's name. A failed cycle keeps the last good data (nothing is
 * written) and never stops the collector: the next cycle simply tries again.
 */
import type { IngestContext } from './context.ts';
import { recordFailure, recordSuccess } from './status.ts';

export interface CycleResult {
  /** Rows written. */
  items: number;
  /** Items the upstream answered without what we need. */
  skipped: number;
  /** A short line for logs and the CLI. */
  summary: string;
  /**
   * The job had nothing to do and asked the upstream nothing: the upstream's record is left as it
   * is (a success would hide that the upstream is down).
   */
  idle?: boolean;
}

export interface CycleReport extends CycleResult {
  job: string;
  source: string;
  ok: boolean;
  durationMs: number;
  error?: string;
}

export async function runCycle(
  ctx: IngestContext,
  job: string,
  source: string,
  fn: () => Promise<CycleResult>,
): Promise<CycleReport> {
  const started = ctx.now();
  const t0 = performance.now();
  try {
    const r = await fn();
    const durationMs = performance.now() - t0;
    if (!r.idle) await recordSuccess(ctx.db, source, { at: started, durationMs, items: r.items, skipped: r.skipped });
    if (r.items > 0) ctx.wrote();
    if (r.items > 0) await ctx.detect?.(job);
    ctx.log.info({ job, upstream: source, items: r.items, skipped: r.skipped, ms: Math.round(durationMs) }, r.summary);
    return { ...r, job, source, ok: true, durationMs };
  } catch (err) {
    const durationMs = performance.now() - t0;
    const message = err instanceof Error ? err.message : String(err);
    ctx.log.error({ job, upstream: source, err }, `${job} failed; keeping the last good data`);
    await recordFailure(ctx.db, source, started, message).catch((e) =>
      ctx.log.error({ job, upstream: source, err: e }, 'could not record the failure'),
    );
    return { job, source, ok: false, durationMs, items: 0, skipped: 0, summary: message, error: message };
  }
}
