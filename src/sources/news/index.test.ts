import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TIMEOUT_MS, expectUpstreamError, FAULT_CASES } from '../../../test/fixtures/upstreams/fault-cases.ts';
import {
  BLOG,
  CHAIN,
  MACRO,
  type NewsFixtureState,
  newsFeedUrls,
  newsState,
  startNewsFixture,
  WIRE,
} from '../../../test/fixtures/upstreams/news.ts';
import type { FixtureServer } from '../../../test/fixtures/upstreams/server.ts';
import { ONE_ATTEMPT, recordingUpstream } from '../../../test/helpers/upstreams.ts';
import type { NewsItem } from '../../market/types.ts';
import { createUpstream } from '../upstream/client.ts';
import { feedTarget, fetchNewsFeed, fetchNewsFeeds } from './index.ts';

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const state: NewsFixtureState = newsState(NOW);
let server: FixtureServer;

const upstream = () =>
  recordingUpstream(createUpstream({ name: 'news', baseUrl: '', timeoutMs: CLIENT_TIMEOUT_MS, ...ONE_ATTEMPT }));

/** What each readable story of a feed must become, from what the fixture states. */
function expectedItems(path: string) {
  const feed = state.feeds[path];
  return feed.items
    .filter((s) => s.t !== null && s.dateText === undefined)
    .sort((a, b) => (b.t as number) - (a.t as number))
    .map((s) => ({
      t: s.t,
      kind: feed.kind,
      title: s.title,
      source: feed.title ?? new URL(server.url).host,
      symbols: s.symbols,
      tone: s.tone,
      url: s.link ? new URL(s.link, `${server.url}${path}`).href : null,
    }));
}

/** Items as the fixture states them: the id left aside, the sentiment reduced to its sign. */
function seen(items: NewsItem[]) {
  return items.map(({ id, sentiment, ...rest }) => ({ ...rest, tone: Math.sign(sentiment) + 0 }));
}

beforeAll(async () => {
  server = (await startNewsFixture(state)).server;
});
afterEach(() => {
  server.clearFaults();
  state.brokenXml.clear();
  state.notAFeed.clear();
  state.entities = false;
  state.duplicatesAcrossFeeds = false;
});
afterAll(() => server.close());

describe('fetchNewsFeed', () => {
  it('reads each fixture feed as the fixture states it; the calendar as macro items', async () => {
    for (const path of [WIRE, CHAIN, BLOG, MACRO]) {
      const [feed] = newsFeedUrls(server.url, [path]);
      const parsed = await fetchNewsFeed(upstream(), feed, NOW);
      expect(seen(parsed.items), path).toEqual(expectedItems(path));
      expect(parsed.skipped).toBe(state.feeds[path].items.length - expectedItems(path).length);
    }
  });

  it('asks for the whole address without its #macro fragment', async () => {
    const up = upstream();
    const [macro] = newsFeedUrls(server.url, [MACRO]);
    expect(macro.endsWith('#macro')).toBe(true);
    expect(feedTarget(macro)).toEqual({ url: `${server.url}${MACRO}`, kind: 'macro' });
    expect(feedTarget(`${server.url}${WIRE}#top`).kind).toBe('news');
    await fetchNewsFeed(up, macro, NOW);
    expect(up.calls).toEqual([{ path: `${server.url}${MACRO}`, label: `feed ${new URL(server.url).host}` }]);
    expect(server.requests.at(-1)?.path).toBe(MACRO);
  });

  it('titles escaped with entities, CDATA or HTML markup read the same as plain ones', async () => {
    state.entities = true;
    for (const path of [WIRE, CHAIN, BLOG, MACRO]) {
      const [feed] = newsFeedUrls(server.url, [path]);
      expect(seen((await fetchNewsFeed(upstream(), feed, NOW)).items), path).toEqual(expectedItems(path));
    }
  });

  it('broken XML and a page that is not a feed are malformed', async () => {
    state.brokenXml.add(WIRE);
    state.notAFeed.add(CHAIN);
    const [wire, chain] = newsFeedUrls(server.url, [WIRE, CHAIN]);
    const broken = await expectUpstreamError(fetchNewsFeed(upstream(), wire, NOW), 'news', 'malformed');
    expect(broken.message).toContain(WIRE);
    await expectUpstreamError(fetchNewsFeed(upstream(), chain, NOW), 'news', 'malformed');
  });

  for (const c of FAULT_CASES) {
    it(`fault: ${c.name} → ${c.kind}`, async () => {
      server.fault({ fault: c.fault, path: CHAIN, times: 1 });
      const [chain] = newsFeedUrls(server.url, [CHAIN]);
      await expectUpstreamError(fetchNewsFeed(upstream(), chain, NOW), 'news', c.kind, c.status);
    });
  }
});

describe('fetchNewsFeeds', () => {
  it('one failing feed is that feed’s outcome; the others are read', async () => {
    state.brokenXml.add(BLOG);
    server.fault({ fault: { kind: 'server-error', status: 502 }, path: WIRE });
    const outcomes = await fetchNewsFeeds(upstream(), newsFeedUrls(server.url), NOW);
    expect(outcomes.map((o) => (o.ok ? 'ok' : o.error.kind))).toEqual(['http', 'ok', 'malformed', 'ok']);
    expect(outcomes.map((o) => o.feed)).toEqual(newsFeedUrls(server.url));
  });
});
