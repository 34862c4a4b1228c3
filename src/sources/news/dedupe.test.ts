import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NewsItem } from '../../market/types.ts';
import { dedupeNews, SAME_STORY_WINDOW_MS } from './dedupe.ts';
import { normaliseTitle } from './parse.ts';

const T = Date.UTC(2026, 10, 24, 12);
const item = (id: string, title: string, t = T, kind: NewsItem['kind'] = 'news'): NewsItem => ({
  id,
  t,
  kind,
  title,
  source: 'x',
  symbols: [],
  sentiment: 0,
  url: null,
});

describe('dedupeNews', () => {
  it('one item per id: the first candidate wins, a stored id is not written again', () => {
    const r = dedupeNews(
      [item('a', 'First'), item('a', 'First, from feed two'), item('b', 'Other')],
      [{ id: 'b', t: T, kind: 'news', title: 'Other' }],
    );
    expect(r.fresh.map((i) => i.title)).toEqual(['First']);
    expect([r.known, r.duplicates]).toEqual([1, 1]);
  });

  it('the same normalised title within 24 hours, same kind, is one story; beyond it or of another kind it is not', () => {
    const r = dedupeNews(
      [
        item('a', 'Bitcoin surges!', T),
        item('b', 'BITCOIN  surges', T + SAME_STORY_WINDOW_MS),
        item('c', 'bitcoin surges', T - SAME_STORY_WINDOW_MS - 1),
        item('d', 'Bitcoin surges', T, 'macro'),
        item('e', '!!!', T),
        item('f', '???', T),
      ],
      [],
    );
    expect(r.fresh.map((i) => i.id)).toEqual(['a', 'c', 'd', 'e', 'f']);
    expect(r.duplicates).toBe(1);
  });

  it('a stored headline blocks its copies from later polls', () => {
    const stored = [{ id: 'old', t: T - 3_600_000, kind: 'news', title: 'Ether rallies' }];
    const r = dedupeNews(
      [item('new', 'Ether Rallies', T), item('later', 'Ether rallies', T + 2 * SAME_STORY_WINDOW_MS)],
      stored,
    );
    expect(r.fresh.map((i) => i.id)).toEqual(['later']);
  });

  it('accounts for every candidate, and what it keeps has no two copies of a story', () => {
    const candidate = fc.record({
      id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
      title: fc.constantFrom('Bitcoin surges', 'bitcoin surges.', 'ETH falls', 'CPI', '—'),
      hours: fc.integer({ min: 0, max: 72 }),
      kind: fc.constantFrom<NewsItem['kind']>('news', 'macro'),
    });
    fc.assert(
      fc.property(fc.array(candidate, { maxLength: 20 }), fc.array(candidate, { maxLength: 5 }), (cs, ss) => {
        const candidates = cs.map((c) => item(c.id, c.title, T + c.hours * 3_600_000, c.kind));
        const stored = ss.map((s) => ({ id: `s${s.id}`, title: s.title, t: T + s.hours * 3_600_000, kind: s.kind }));
        const r = dedupeNews(candidates, stored);
        expect(r.fresh.length + r.known + r.duplicates).toBe(candidates.length);
        expect(new Set(r.fresh.map((i) => i.id)).size).toBe(r.fresh.length);
        const all = [...stored, ...r.fresh];
        for (const a of r.fresh) {
          for (const b of all) {
            if (a === b || a.kind !== b.kind || normaliseTitle(a.title) === '') continue;
            const same =
              normaliseTitle(a.title) === normaliseTitle(b.title) && Math.abs(a.t - b.t) <= SAME_STORY_WINDOW_MS;
            expect(same).toBe(false);
          }
        }
        // A second poll of the same answer writes nothing.
        expect(dedupeNews(candidates, all).fresh).toEqual([]);
      }),
    );
  });
});
