/**
 * The news collector on the fixture feeds: what lands in news_items, one story once across feeds
 * and polls, feeds that fail on their own, and a cycle that fails only when every feed did.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collectNews } from '../../src/ingest/collectors/news.ts';
import { runCycle } from '../../src/ingest/cycle.ts';
import { createUpstream } from '../../src/sources/upstream/client.ts';
import {
  BLOG,
  CHAIN,
  duplicateCopies,
  MACRO,
  type NewsFixtureState,
  newsFeedUrls,
  newsState,
  startNewsFixture,
  WIRE,
} from '../fixtures/upstreams/news.ts';
import type { FixtureServer } from '../fixtures/upstreams/server.ts';
import { type HandContext, handIngestContext } from '../helpers/hand-context.ts';
import { ONE_ATTEMPT } from '../helpers/upstreams.ts';

const MIN = 60_000;
/** Generous: four feeds parsed in this process can hold the event loop for a while under a loaded run. */
const COLLECTOR_TIMEOUT_MS = 5_000;
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
let clock = NOW;
let state: NewsFixtureState;
let server: FixtureServer;
let hand: HandContext;

interface StoredItem {
  id: string;
  t: number;
  kind: string;
  title: string;
  source: string;
  symbols: string[];
  tone: number;
  url: string | null;
}

/** The shared context reading `feeds` (default: the fixture's four). */
function reading(feeds = newsFeedUrls(server.url)): HandContext {
  const news = createUpstream({ name: 'news', baseUrl: '', timeoutMs: COLLECTOR_TIMEOUT_MS, ...ONE_ATTEMPT });
  return {
    ...hand,
    ctx: {
      ...hand.ctx,
      upstreams: { ...hand.ctx.upstreams, news },
      collection: { ...hand.ctx.collection, newsFeeds: feeds },
    },
  };
}

const run = (h = reading()) => runCycle(h.ctx, 'collect-news', 'news', () => collectNews(h.ctx));

async function stored(): Promise<StoredItem[]> {
  const rows = await hand.database.query<Omit<StoredItem, 't' | 'tone'> & { t: string; sentiment: number }>(
    'SELECT id, t, kind, title, source, symbols, sentiment, url FROM news_items ORDER BY t DESC',
  );
  return rows.map(({ sentiment, t, ...rest }) => ({ ...rest, t: Number(t), tone: Math.sign(sentiment) + 0 }));
}

/** Every readable story of the given feeds, as the fixture states it (ids aside), newest first. */
function stated(paths = [WIRE, CHAIN, BLOG, MACRO]) {
  return paths
    .flatMap((path) => {
      const feed = state.feeds[path];
      return feed.items
        .filter((s) => s.t !== null && s.dateText === undefined)
        .map((s) => ({
          t: s.t as number,
          kind: feed.kind,
          title: s.title,
          source: feed.title ?? new URL(server.url).host,
          symbols: s.symbols,
          tone: s.tone,
          url: s.link ? new URL(s.link, `${server.url}${path}`).href : null,
        }));
    })
    .sort((a, b) => b.t - a.t);
}

const withoutIds = (items: StoredItem[]) => items.map(({ id, ...rest }) => rest);

beforeAll(async () => {
  state = newsState(NOW);
  server = (await startNewsFixture(state)).server;
  hand = await handIngestContext({}, { now: () => clock });
});
afterEach(async () => {
  await hand.database.exec('DELETE FROM news_items; DELETE FROM source_status;');
  Object.assign(state, newsState(NOW));
  server.clearFaults();
  clock = NOW;
});
afterAll(async () => {
  await hand?.close();
  await server?.close();
});

describe('collectNews', () => {
  it('without feeds is idle and asks nothing', async () => {
    const before = server.requests.length;
    expect(await run(reading([]))).toMatchObject({ ok: true, idle: true, items: 0 });
    expect(server.requests.length).toBe(before);
  });

  it('stores every readable story of every feed as the fixture states it; calendar items as macro', async () => {
    const report = await run();
    expect(report).toMatchObject({ ok: true, items: 16, skipped: 2 });
    const rows = await stored();
    expect(withoutIds(rows)).toEqual(stated());
    expect(new Set(rows.map((r) => r.id)).size).toBe(16);
    expect(rows.filter((r) => r.kind === 'macro').every((r) => r.symbols.length === 0)).toBe(true);
  });

  it('a later poll writes only new stories; ids do not change', async () => {
    await run();
    const first = await stored();
    clock = NOW + 5 * MIN;
    expect(await run()).toMatchObject({ ok: true, items: 0 });
    expect(await stored()).toEqual(first);

    state.feeds[WIRE].items.unshift({
      guid: 'urn:wire:99',
      link: 'https://wire.example/story/99',
      title: 'Litecoin halving nears; LTC rebounds',
      t: NOW + 4 * MIN,
      symbols: ['LTC'],
      tone: 1,
    });
    const report = await run();
    expect(report).toMatchObject({ ok: true, items: 1 });
    expect(report.summary).toContain('16 already stored');
    const after = await stored();
    expect(withoutIds(after)).toEqual(stated());
    expect(after.filter((r) => !r.title.startsWith('Litecoin'))).toEqual(first);
  });

  it('a story carried by two feeds, by id or by headline, is stored once, in one poll or across polls', async () => {
    state.duplicatesAcrossFeeds = true;
    const report = await run();
    expect(report).toMatchObject({ ok: true, items: 16 });
    expect(report.summary).toContain('2 duplicates');
    expect(withoutIds(await stored())).toEqual(stated());

    await hand.database.exec('DELETE FROM news_items');
    state.duplicatesAcrossFeeds = false;
    await run();
    state.duplicatesAcrossFeeds = true;
    expect(await run()).toMatchObject({ ok: true, items: 0 });
    const rows = await stored();
    expect(withoutIds(rows)).toEqual(stated());
    const copies = duplicateCopies(state).map((c) => c.link);
    expect(rows.some((r) => copies.includes(r.url ?? ''))).toBe(false);
  });

  it('titles written with entities are stored plain', async () => {
    state.entities = true;
    await run();
    expect(withoutIds(await stored())).toEqual(stated());
  });

  it('a broken feed and a page that is not a feed are skipped with a warning; the others are stored', async () => {
    state.brokenXml.add(WIRE);
    state.notAFeed.add(BLOG);
    const logged = hand.logs.length;
    const report = await run();
    expect(report).toMatchObject({ ok: true, items: stated([CHAIN, MACRO]).length });
    expect(report.summary).toContain('2 feeds failed');
    expect(withoutIds(await stored())).toEqual(stated([CHAIN, MACRO]));
    const warnings = hand.logs.slice(logged).filter((l) => l.msg === 'news feed skipped');
    expect(warnings.map((w) => (w.obj as { feed: string; kind: string }).kind)).toEqual(['malformed', 'malformed']);
    expect(warnings.map((w) => (w.obj as { feed: string }).feed)).toEqual(newsFeedUrls(server.url, [WIRE, BLOG]));
  });

  it('the cycle fails, writing nothing, only when every feed failed', async () => {
    state.brokenXml.add(WIRE);
    state.notAFeed.add(CHAIN);
    server.fault({ fault: { kind: 'server-error', status: 503 }, path: BLOG });
    server.fault({ fault: { kind: 'hang-up' }, path: MACRO });
    const report = await run();
    expect(report).toMatchObject({ ok: false, error: expect.stringContaining('every feed failed') });
    expect(report.error).toContain('503');
    expect(await stored()).toEqual([]);

    const single = await run(reading(newsFeedUrls(server.url, [WIRE])));
    expect(single).toMatchObject({ ok: false, error: expect.stringContaining('not a feed') });
  });
});
