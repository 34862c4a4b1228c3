/**
 * News adapter: each configured feed is one GET of its whole address (the news upstream has no
 * base address), read as RSS 2.0 or Atom (parse.ts). A feed address whose fragment is `#macro`
 * is a macro-economic calendar: its items are kind 'macro' and carry no symbols. Feeds are read
 * independently: one that fails is reported with its error and the others still count.
 */
import { mapConcurrent } from '../perps/cycle.ts';
import type { Upstream } from '../upstream/types.ts';
import { UpstreamError } from '../upstream/types.ts';
import { type FeedParse, NewsFeedError, type NewsKind, parseNewsFeed } from './parse.ts';

export { dedupeNews, type StoredHeadline } from './dedupe.ts';
export type { FeedParse } from './parse.ts';

const FEEDS_IN_FLIGHT = 4;

export type FeedOutcome =
  | { feed: string; ok: true; parsed: FeedParse }
  | { feed: string; ok: false; error: UpstreamError };

/** The kind of a NEWS_FEEDS entry, and the address to request (without the fragment). */
export function feedTarget(feed: string): { url: string; kind: NewsKind } {
  const url = new URL(feed);
  const kind: NewsKind = url.hash === '#macro' ? 'macro' : 'news';
  url.hash = '';
  return { url: url.href, kind };
}

export async function fetchNewsFeed(up: Upstream, feed: string, now: number): Promise<FeedParse> {
  const { url, kind } = feedTarget(feed);
  const body = await up.text({ path: url, label: `feed ${new URL(url).host}` });
  try {
    return parseNewsFeed(body, { feedUrl: url, kind, now });
  } catch (err) {
    if (err instanceof NewsFeedError) throw new UpstreamError(up.name, 'malformed', `${url}: ${err.message}`);
    throw err;
  }
}

/** Every feed, a few at a time; an upstream failure is that feed's outcome, any other error a bug. */
export async function fetchNewsFeeds(up: Upstream, feeds: readonly string[], now: number): Promise<FeedOutcome[]> {
  return mapConcurrent(feeds, FEEDS_IN_FLIGHT, async (feed): Promise<FeedOutcome> => {
    try {
      return { feed, ok: true, parsed: await fetchNewsFeed(up, feed, now) };
    } catch (err) {
      if (err instanceof UpstreamError) return { feed, ok: false, error: err };
      throw err;
    }
  });
}
