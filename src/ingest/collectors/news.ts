/**
 * Headlines and macro events from the NEWS_FEEDS list. A feed that fails (unreachable, not a
 * feed, broken XML) is skipped with a warning and the others are still stored; the cycle fails
 * only when every feed failed. New stories only are written (dedupe.ts): an item seen on an
 * earlier poll, or the same headline from another feed within a day, is not written again.
 */
import { and, gte, inArray, lte, or } from 'drizzle-orm';
import { writeNews } from '../../market/production-store.ts';
import { newsItems } from '../../market/tables.ts';
import type { NewsItem } from '../../market/types.ts';
import { SAME_STORY_WINDOW_MS } from '../../sources/news/dedupe.ts';
import { dedupeNews, type FeedOutcome, fetchNewsFeeds, type StoredHeadline } from '../../sources/news/index.ts';
import { UpstreamError } from '../../sources/upstream/types.ts';
import type { IngestContext } from '../context.ts';
import type { CycleResult } from '../cycle.ts';

export async function collectNews(ctx: IngestContext): Promise<CycleResult> {
  const feeds = ctx.collection.newsFeeds;
  if (feeds.length === 0) return { items: 0, skipped: 0, summary: 'news: no feeds configured', idle: true };
  const up = ctx.upstreams.news;
  const outcomes = await fetchNewsFeeds(up, feeds, ctx.now());

  const failed = outcomes.filter((o): o is Extract<FeedOutcome, { ok: false }> => !o.ok);
  for (const f of failed) {
    ctx.log.warn({ upstream: up.name, feed: f.feed, kind: f.error.kind, err: f.error.message }, 'news feed skipped');
  }
  if (failed.length === outcomes.length) {
    const first = failed[0].error;
    if (failed.length === 1) throw first;
    const detail = failed.map((f) => `${f.feed}: ${f.error.message}`).join('; ');
    throw new UpstreamError(up.name, first.kind, `every feed failed (${detail})`, first.status);
  }

  const read = outcomes.filter((o): o is Extract<FeedOutcome, { ok: true }> => o.ok);
  let skipped = 0;
  for (const { feed, parsed } of read) {
    skipped += parsed.skipped;
    if (parsed.skipped > 0) {
      ctx.log.warn({ upstream: up.name, feed, problems: parsed.problems }, 'news items without a title or date');
    }
  }
  const candidates = read.flatMap((o) => o.parsed.items);
  const { fresh, known, duplicates } = dedupeNews(candidates, await storedNear(ctx, candidates));
  await writeNews(ctx.db, fresh);
  return {
    items: fresh.length,
    skipped,
    summary:
      `news: ${fresh.length} new of ${candidates.length} items from ${read.length}/${feeds.length} feeds` +
      ` (${known} already stored, ${duplicates} duplicates${failed.length > 0 ? `, ${failed.length} feeds failed` : ''})`,
  };
}

/** Stored items sharing an id with a candidate, or close enough in time to be the same story. */
async function storedNear(ctx: IngestContext, candidates: NewsItem[]): Promise<StoredHeadline[]> {
  if (candidates.length === 0) return [];
  const times = candidates.map((c) => c.t);
  const from = Math.min(...times) - SAME_STORY_WINDOW_MS;
  const to = Math.max(...times) + SAME_STORY_WINDOW_MS;
  return ctx.db
    .select({ id: newsItems.id, t: newsItems.t, kind: newsItems.kind, title: newsItems.title })
    .from(newsItems)
    .where(
      or(
        inArray(
          newsItems.id,
          candidates.map((c) => c.id),
        ),
        and(gte(newsItems.t, from), lte(newsItems.t, to)),
      ),
    );
}
