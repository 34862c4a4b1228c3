/**
 * One story, one item, across feeds and polls. Two items are the same story when they share an
 * id, or when they are of the same kind and their normalised titles are equal within 24 hours of
 * each other (wire copy syndicated by several outlets under their own links). What is already
 * stored stands: an item once written is never replaced by a later copy, so ids do not churn.
 * Within one poll, the feed listed first in NEWS_FEEDS wins.
 */
import type { NewsItem } from '../../market/types.ts';
import { normaliseTitle } from './parse.ts';

export const SAME_STORY_WINDOW_MS = 24 * 3_600_000;

/** What the store already holds, as much as the comparison needs. */
export interface StoredHeadline {
  id: string;
  t: number;
  kind: string;
  title: string;
}

export interface DedupeResult {
  /** Items to write: new stories only, in the order given. */
  fresh: NewsItem[];
  /** Items already stored under their id (seen on an earlier poll). */
  known: number;
  /** Items that repeat another story (by id within this poll, or by title). */
  duplicates: number;
}

export function dedupeNews(candidates: NewsItem[], stored: StoredHeadline[]): DedupeResult {
  const storedIds = new Set(stored.map((s) => s.id));
  const byTitle = new Map<string, number[]>();
  const remember = (kind: string, title: string, t: number) => {
    const key = `${kind} ${normaliseTitle(title)}`;
    const times = byTitle.get(key);
    if (times) times.push(t);
    else byTitle.set(key, [t]);
  };
  const sameStory = (kind: string, title: string, t: number): boolean => {
    const normalised = normaliseTitle(title);
    // A title with no letters or digits says nothing about the story.
    if (normalised === '') return false;
    return (byTitle.get(`${kind} ${normalised}`) ?? []).some((other) => Math.abs(other - t) <= SAME_STORY_WINDOW_MS);
  };
  for (const s of stored) remember(s.kind, s.title, s.t);

  const fresh: NewsItem[] = [];
  const taken = new Set<string>();
  let known = 0;
  let duplicates = 0;
  for (const item of candidates) {
    if (storedIds.has(item.id)) {
      known++;
      continue;
    }
    if (taken.has(item.id) || sameStory(item.kind, item.title, item.t)) {
      duplicates++;
      continue;
    }
    taken.add(item.id);
    remember(item.kind, item.title, item.t);
    fresh.push(item);
  }
  return { fresh, known, duplicates };
}
