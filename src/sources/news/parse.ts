/**
 * One RSS 2.0 or Atom 1.0 document → news items (feedsmith reads the XML; this module decides
 * what an item is for us). Per item:
 * - id: a hash of the guid (RSS) / id (Atom), else of the link, else of the title and date. A
 *   guid that is not an absolute URI ("12345") is qualified by the feed's host, as two publishers
 *   may both number their posts;
 * - t: pubDate (RSS, else dc:date) / published (Atom, else updated); an item without a readable
 *   date is skipped, and so is a headline dated more than a day ahead (a calendar's events are
 *   ahead by nature and are kept);
 * - title: entities decoded (twice-escaped ones too), tags removed, spaces collapsed;
 * - url: the link (Atom: the alternate one), resolved against the feed, http(s) only.
 */
import { createHash } from 'node:crypto';
import { decodeHTML } from 'entities';
import { parseFeed } from 'feedsmith';
import type { NewsItem } from '../../market/types.ts';
import { parseFeedDate } from './dates.ts';
import { scoreSentiment } from './sentiment.ts';
import { tagSymbols } from './symbols.ts';

export type NewsKind = NewsItem['kind'];

/** Thrown for a document that is not a readable feed; the adapter turns it into 'malformed'. */
export class NewsFeedError extends Error {}

export interface FeedOptions {
  /** The feed's address (its host names the source when the feed has no title). */
  feedUrl: string;
  kind: NewsKind;
  now: number;
  /** The newest this many items are kept (default 200). */
  maxItems?: number;
}

export type ItemProblem = 'no title' | 'no date' | 'future date';

export interface FeedParse {
  source: string;
  /** Newest first, at most maxItems, one per id. */
  items: NewsItem[];
  skipped: number;
  problems: Partial<Record<ItemProblem, number>>;
  /** Readable items beyond maxItems, left out. */
  beyondLimit: number;
}

/** One entry, whatever the format, before our checks. */
interface Entry {
  identity?: string;
  link?: string;
  title?: string;
  date?: unknown;
}

export const MAX_ITEMS_PER_FEED = 200;
const MAX_TITLE_LENGTH = 500;
const FUTURE_SLACK_MS = 86_400_000;

export function parseNewsFeed(text: string, opts: FeedOptions): FeedParse {
  const { source, entries } = readEntries(text, opts.feedUrl);
  const host = new URL(opts.feedUrl).host;
  const problems: Partial<Record<ItemProblem, number>> = {};
  const reject = (problem: ItemProblem) => {
    problems[problem] = (problems[problem] ?? 0) + 1;
  };
  const items: NewsItem[] = [];
  for (const entry of entries) {
    const title = cleanText(entry.title ?? '').slice(0, MAX_TITLE_LENGTH);
    if (title === '') {
      reject('no title');
      continue;
    }
    const t = parseFeedDate(entry.date);
    if (t === null) {
      reject('no date');
      continue;
    }
    if (opts.kind === 'news' && t > opts.now + FUTURE_SLACK_MS) {
      reject('future date');
      continue;
    }
    const url = resolveLink(entry.link, opts.feedUrl);
    const news = opts.kind === 'news';
    items.push({
      id: itemId(entry.identity, url, host, title, t),
      t,
      kind: opts.kind,
      title,
      source,
      symbols: news ? tagSymbols(title) : [],
      sentiment: news ? scoreSentiment(title) : 0,
      url,
    });
  }
  const skipped = entries.length - items.length;
  // An id repeated within the feed (a re-posted item): the newest copy stands.
  const seen = new Set<string>();
  const unique: NewsItem[] = [];
  for (const item of items.sort((a, b) => b.t - a.t)) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    unique.push(item);
  }
  const limit = opts.maxItems ?? MAX_ITEMS_PER_FEED;
  return { source, items: unique.slice(0, limit), skipped, problems, beyondLimit: Math.max(0, unique.length - limit) };
}

function readEntries(text: string, feedUrl: string): { source: string; entries: Entry[] } {
  let parsed: ReturnType<typeof parseFeed>;
  try {
    parsed = parseFeed(text);
  } catch (err) {
    throw new NewsFeedError(`not a feed: ${err instanceof Error ? err.message : String(err)}`);
  }
  const host = new URL(feedUrl).host;
  if (parsed.format === 'rss') {
    const feed = parsed.feed;
    return {
      source: cleanText(feed.title ?? '') || host,
      entries: (feed.items ?? []).map((item) => ({
        identity: item.guid?.value,
        link: item.link ?? (item.guid?.isPermaLink !== false ? item.guid?.value : undefined),
        title: item.title,
        date: item.pubDate ?? item.dc?.dates?.[0],
      })),
    };
  }
  if (parsed.format === 'atom') {
    const feed = parsed.feed;
    return {
      source: cleanText(feed.title?.value ?? '') || host,
      entries: (feed.entries ?? []).map((entry) => {
        const links = entry.links ?? [];
        const alternate = links.find((l) => (l.rel ?? 'alternate') === 'alternate') ?? links[0];
        return {
          identity: entry.id,
          link: alternate?.href,
          title: entry.title?.value,
          date: entry.published ?? entry.updated,
        };
      }),
    };
  }
  throw new NewsFeedError(`a ${parsed.format} feed; only RSS 2.0 and Atom are read`);
}

/** Entities decoded (a title escaped twice keeps "&amp;" after the XML pass), tags dropped. */
export function cleanText(raw: string): string {
  return decodeHTML(String(raw))
    .replace(/<\/?[A-Za-z][^<>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower case, accents and punctuation gone: how two feeds' copies of one headline compare. */
export function normaliseTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function resolveLink(link: string | undefined, feedUrl: string): string | null {
  const trimmed = link?.trim();
  if (!trimmed || !URL.canParse(trimmed, feedUrl)) return null;
  const url = new URL(trimmed, feedUrl);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

function itemId(identity: string | undefined, url: string | null, host: string, title: string, t: number): string {
  const id = identity?.trim();
  const key = id
    ? /^[a-z][a-z0-9+.-]*:/i.test(id)
      ? `id ${id}`
      : `id ${host} ${id}`
    : url
      ? `link ${url}`
      : `title ${normaliseTitle(title)} ${t}`;
  return createHash('sha256').update(key).digest('hex').slice(0, 32);
}
