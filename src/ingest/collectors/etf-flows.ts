/**
 * Daily spot-ETF net flows (BTC, ETH) from the document at ETF_FLOWS_URL. Without that setting
 * the job has nothing to read and asks nothing. Each answer is taken as the current statement of
 * the days it lists: a day it lists replaces the stored day whole (a late fund or a revised
 * figure lands on the next poll); days it no longer lists stay as stored.
 */
import { writeEtfFlows } from '../../market/production-store.ts';
import { describeProblems, fetchEtfFlows } from '../../sources/etf-flows/index.ts';
import type { IngestContext } from '../context.ts';
import type { CycleResult } from '../cycle.ts';

export async function collectEtfFlows(ctx: IngestContext): Promise<CycleResult> {
  const up = ctx.upstreams.etfFlows;
  if (up.baseUrl === '') {
    return { items: 0, skipped: 0, summary: 'ETF flows: ETF_FLOWS_URL is not set', idle: true };
  }
  const parsed = await fetchEtfFlows(up, ctx.collection.etfFlowsFormat, ctx.now());
  if (parsed.skipped > 0 || parsed.duplicates > 0) {
    ctx.log.warn(
      { upstream: up.name, skipped: parsed.skipped, problems: parsed.problems, duplicates: parsed.duplicates },
      'ETF flows: rows left out or repeated',
    );
  }
  await writeEtfFlows(ctx.db, parsed.days);
  const notes = [
    parsed.skipped > 0 ? `${parsed.skipped} rows refused (${describeProblems(parsed)})` : '',
    parsed.duplicates > 0 ? `${parsed.duplicates} repeated rows (the last kept)` : '',
  ].filter(Boolean);
  return {
    items: parsed.days.length,
    skipped: parsed.skipped,
    summary: `ETF flows: ${parsed.days.length} asset-days${notes.length > 0 ? `; ${notes.join('; ')}` : ''}`,
  };
}
