import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanText, MAX_ITEMS_PER_FEED, NewsFeedError, normaliseTitle, parseNewsFeed } from './parse.ts';

const NOW = Date.UTC(2026, 10, 24, 12);
const FEED = 'https://news.example/rss';
const xml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

interface Item {
  title?: string;
  rawTitle?: string;
  guid?: string;
  permalink?: boolean;
  link?: string;
  date?: string;
}

function rss(items: Item[], title: string | null = 'News Example'): string {
  const body = items.map((i) => {
    const parts: string[] = [];
    if (i.rawTitle !== undefined) parts.push(`<title>${i.rawTitle}</title>`);
    else if (i.title !== undefined) parts.push(`<title>${xml(i.title)}</title>`);
    if (i.link) parts.push(`<link>${xml(i.link)}</link>`);
    if (i.guid) parts.push(`<guid isPermaLink="${i.permalink ?? false}">${xml(i.guid)}</guid>`);
    if (i.date) parts.push(`<pubDate>${i.date}</pubDate>`);
    return `<item>${parts.join('')}</item>`;
  });
  const channelTitle = title === null ? '' : `<title>${xml(title)}</title>`;
  return `<?xml version="1.0"?><rss version="2.0"><channel>${channelTitle}${body.join('')}</channel></rss>`;
}

const at = (minutesAgo: number) => new Date(NOW - minutesAgo * 60_000).toUTCString();
const news = (text: string, feedUrl = FEED) => parseNewsFeed(text, { feedUrl, kind: 'news', now: NOW });

describe('parseNewsFeed', () => {
  it('reads an RSS item into a news item, newest first', () => {
    const parsed = news(
      rss([
        { title: 'Older: Solana plunges', guid: 'a1', link: 'https://news.example/a1', date: at(60) },
        { title: '  Bitcoin\n surges  ', guid: 'https://news.example/p/2', permalink: true, date: at(5) },
      ]),
    );
    expect(parsed.skipped).toBe(0);
    expect(parsed.source).toBe('News Example');
    expect(parsed.items.map(({ id, ...rest }) => rest)).toEqual([
      {
        t: Math.floor((NOW - 5 * 60_000) / 1000) * 1000,
        kind: 'news',
        title: 'Bitcoin surges',
        source: 'News Example',
        symbols: ['BTC'],
        sentiment: 0.5,
        url: 'https://news.example/p/2',
      },
      {
        t: NOW - 60 * 60_000,
        kind: 'news',
        title: 'Older: Solana plunges',
        source: 'News Example',
        symbols: ['SOL'],
        sentiment: -0.5,
        url: 'https://news.example/a1',
      },
    ]);
    for (const item of parsed.items) expect(item.id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('ids: stable, from the guid, else the link, else title and date; bare guids belong to their host', () => {
    const items: Item[] = [
      { title: 'one', guid: '12345', date: at(1) },
      { title: 'two', guid: 'urn:uuid:2', date: at(2) },
      { title: 'three', link: 'https://news.example/3', date: at(3) },
      { title: 'four', date: at(4) },
    ];
    const a = news(rss(items)).items.map((i) => i.id);
    expect(news(rss(items)).items.map((i) => i.id)).toEqual(a);
    expect(new Set(a).size).toBe(4);
    const b = news(rss(items), 'https://other.example/feed').items.map((i) => i.id);
    // The bare guid is another publisher's post there; a URN, a link and a title+date are not.
    expect(b.map((id, i) => id === a[i])).toEqual([false, true, true, true]);
    const retitled = news(rss(items.map((i) => ({ ...i, title: `${i.title} again` })))).items.map((i) => i.id);
    expect(retitled.map((id, i) => id === a[i])).toEqual([true, true, true, false]);
  });

  it('skips items without a title or a readable date, and headlines dated over a day ahead', () => {
    const future = new Date(NOW + 2 * 86_400_000).toUTCString();
    const soon = new Date(NOW + 3_600_000).toUTCString();
    const parsed = news(
      rss([
        { title: 'kept', date: at(1) },
        { title: 'slightly ahead, kept', date: soon },
        { title: 'no date' },
        { title: 'bad date', date: 'sometime' },
        { rawTitle: ' <![CDATA[ ]]> ', date: at(2) },
        { title: 'from the future', date: future },
      ]),
    );
    expect(parsed.items.map((i) => i.title)).toEqual(['slightly ahead, kept', 'kept']);
    expect(parsed.problems).toEqual({ 'no date': 2, 'no title': 1, 'future date': 1 });
    expect(parsed.skipped).toBe(4);
    const macro = parseNewsFeed(rss([{ title: 'CPI: Bitcoin traders brace', date: future }]), {
      feedUrl: FEED,
      kind: 'macro',
      now: NOW,
    });
    expect(macro.items).toMatchObject([{ kind: 'macro', symbols: [], sentiment: 0 }]);
  });

  it('keeps the newest items up to the bound, one per id', () => {
    const many = Array.from({ length: MAX_ITEMS_PER_FEED + 50 }, (_, i) => ({
      title: `item ${i}`,
      guid: `g${i}`,
      date: at(i),
    }));
    const parsed = news(rss([...many].reverse().concat([{ title: 'repeat', guid: 'g0', date: at(0) }])));
    expect(parsed.items).toHaveLength(MAX_ITEMS_PER_FEED);
    expect(parsed.beyondLimit).toBe(50);
    expect(parsed.items.map((i) => i.title.replace('repeat', 'item 0'))).toEqual(
      many.slice(0, MAX_ITEMS_PER_FEED).map((i) => i.title),
    );
  });

  it('resolves relative links, refuses non-web ones, uses a permalink guid, and names the host without a title', () => {
    const parsed = news(
      rss(
        [
          { title: 'a', link: '/posts/a', date: at(1) },
          { title: 'b', link: 'javascript:alert(1)', date: at(2) },
          { title: 'c', guid: 'https://news.example/c', permalink: true, date: at(3) },
          { title: 'd', guid: 'https://news.example/d', permalink: false, date: at(4) },
        ],
        null,
      ),
      'https://news.example:8443/feeds/main.xml',
    );
    expect(parsed.items.map((i) => i.url)).toEqual([
      'https://news.example:8443/posts/a',
      null,
      'https://news.example/c',
      null,
    ]);
    expect(parsed.source).toBe('news.example:8443');
  });

  it('decodes entities however they were escaped, and drops markup', () => {
    const parsed = news(
      rss([
        { rawTitle: 'Bitcoin &amp;amp; Ether&amp;#8217;s rally&amp;hellip;', date: at(1) },
        { rawTitle: '<![CDATA[Bitcoin &amp; Ether&#x2019;s <b>rally</b>&hellip;]]>', date: at(2) },
        { rawTitle: 'Caf&#233; &#x26; Z&#xFC;rich', date: at(3) },
      ]),
    );
    expect(parsed.items.map((i) => i.title)).toEqual([
      'Bitcoin & Ether’s rally…',
      'Bitcoin & Ether’s rally …',
      'Café & Zürich',
    ]);
  });

  it('reads Atom: the alternate link, published else updated, the feed title as source', () => {
    const text = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title type="text">Atom &amp; Eve</title>
      <entry><title type="html">&lt;i&gt;ETH&lt;/i&gt; rallies</title><id>tag:x,2026:1</id>
        <link rel="self" href="https://x.example/self"/><link rel="alternate" href="https://x.example/1"/>
        <published>2026-11-24T06:00:00-05:00</published><updated>2026-11-24T11:30:00Z</updated></entry>
      <entry><title>Only updated</title><id>tag:x,2026:2</id><updated>2026-11-24T09:00:00Z</updated></entry></feed>`;
    const parsed = news(text);
    expect(parsed.items.map(({ id, ...rest }) => rest)).toEqual([
      {
        t: Date.UTC(2026, 10, 24, 11),
        kind: 'news',
        title: 'ETH rallies',
        source: 'Atom & Eve',
        symbols: ['ETH'],
        sentiment: 0.5,
        url: 'https://x.example/1',
      },
      {
        t: Date.UTC(2026, 10, 24, 9),
        kind: 'news',
        title: 'Only updated',
        source: 'Atom & Eve',
        symbols: [],
        sentiment: 0,
        url: null,
      },
    ]);
  });

  it('refuses broken XML, documents that are not feeds, and feed formats it does not read', () => {
    const good = rss([{ title: 'x', date: at(1) }]);
    const bad = [
      good.replace('</title>', '</titel>'),
      good.slice(0, good.length - 30),
      '<!DOCTYPE html><html><body>moved</body></html>',
      '{"version": "https://jsonfeed.org/version/1.1", "title": "x", "items": []}',
      '',
      'date,asset\n',
    ];
    for (const text of bad) expect(() => news(text), text).toThrow(NewsFeedError);
  });

  it('any plain title survives the XML round trip, spaces collapsed', () => {
    const unit = fc.constantFrom(...'abcXYZ019 .,;:!?\'"()[]-$%/é’…—', ' & ', '\n', '\t');
    fc.assert(
      fc.property(fc.string({ unit, minLength: 1, maxLength: 80 }), (title) => {
        const expected = title.replace(/\s+/g, ' ').trim();
        const parsed = news(rss([{ title, date: at(1) }]));
        if (expected === '') expect(parsed.problems).toEqual({ 'no title': 1 });
        else expect(parsed.items[0]?.title).toBe(expected);
      }),
    );
  });
});

describe('title helpers', () => {
  it('cleanText and normaliseTitle', () => {
    expect(cleanText(' a &lt;b&gt; <span class="x">c</span>\n d ')).toBe('a c d');
    expect(cleanText('x < y and y > z')).toBe('x < y and y > z');
    expect(normaliseTitle('  Bitcoin’s “Rally” — ÉTÉ!! ')).toBe('bitcoin s rally ete');
    expect(normaliseTitle('Bitcoin surges')).toBe(normaliseTitle('BITCOIN   surges.'));
  });
});
