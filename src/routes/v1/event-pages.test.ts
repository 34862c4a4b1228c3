import { describe, expect, it } from 'vitest';
import type { WhaleEvent } from '../../market/types.ts';
import { decodeCursor, encodeCursor, eventPage, filterFingerprint, newestFirst } from './event-pages.ts';

describe('eventPage', () => {
  it('pages exactly through many events sharing a millisecond, whatever order the store gives ties', async () => {
    const events: WhaleEvent[] = [];
    for (let i = 0; i < 40; i++) {
      const t = 1_000 + Math.floor(i / 6) * 10; // groups of six events per millisecond
      events.push({
        id: `e${String(i).padStart(2, '0')}`,
        t,
        address: '0x0',
        label: null,
        symbol: 'TEST_BTC',
        type: 'trade',
        side: 'buy',
        sizeUsd: 1,
        price: 1,
      });
    }
    // A store that orders ties ascending by id (another collation) instead of descending.
    const fetch = async (from: number, to: number, limit: number) =>
      events
        .filter((e) => e.t >= from && e.t <= to)
        .sort((a, b) => b.t - a.t || (a.id < b.id ? -1 : 1))
        .slice(0, limit);
    for (const size of [1, 4, 5, 7]) {
      const seen: WhaleEvent[] = [];
      let after: { t: number; id: string } | null = null;
      for (let guard = 0; guard < 100; guard++) {
        const page = await eventPage(fetch, 0, 10_000, after, size);
        seen.push(...page.events);
        if (!page.more) break;
        after = page.events.at(-1)!;
      }
      expect(seen, `page size ${size}`).toEqual([...events].sort(newestFirst));
    }
  });
});

describe('cursors', () => {
  const fp = filterFingerprint({ symbol: 'TEST_BTC', type: undefined });

  it('round-trips, and the fingerprint ignores key order and undefined vs null', () => {
    const c = { t: 1_780_000_000_000, id: 'tw-accumulator-1', from: 1_779_000_000_000, filters: fp };
    expect(decodeCursor(encodeCursor(c), fp)).toEqual(c);
    expect(filterFingerprint({ type: null, symbol: 'TEST_BTC' })).toBe(fp);
    expect(filterFingerprint({ symbol: 'TEST_ETH', type: undefined })).not.toBe(fp);
  });

  it('rejects anything it did not issue, naming the cursor parameter', () => {
    const good = encodeCursor({ t: 5, id: 'x', from: 0, filters: fp });
    for (const bad of ['', 'a.b.c', good.slice(1), `${good}x`, 'x'.repeat(700)]) {
      expect(() => decodeCursor(bad, fp)).toThrow(/'cursor'/);
    }
    expect(() => decodeCursor(good, filterFingerprint({}))).toThrow(/other filters/);
  });
});
