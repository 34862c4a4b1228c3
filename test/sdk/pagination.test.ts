/**
 * Paging helpers: walks over the real lists (cursor, next_start, next_after) give exactly what one
 * large page gives, and the rules for the next page (Link rel=next, meta.next_cursor) hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkNext, type MsigClient, MsigError, nextQuery } from '../../sdk/src/index.ts';
import { type Receiver, startReceiver } from '../fixtures/webhook-receiver.ts';
import { collect, listeningApp, rejection, type SdkEnv } from './helpers.ts';

let env: SdkEnv;
let client: MsigClient;
const FROZEN = Date.UTC(2026, 2, 2, 12, 0, 0);

beforeAll(async () => {
  env = await listeningApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
  const pro = await env.t.frozenAccount('pro', FROZEN);
  client = env.client({ apiKey: pro.testKey });
});
afterAll(() => env.close());

describe('walks over real lists', () => {
  it('whale events by cursor: small pages join into exactly the one large page, newest first', async () => {
    const since = String(FROZEN - 6 * 3600_000);
    const whole = await client.get('/v1/whales/events', { params: { query: { since, limit: 500 } } });
    expect(whole.next_cursor).toBeNull();
    expect(whole.events.length).toBeGreaterThan(15);
    const pages = await collect(client.pages('/v1/whales/events', { params: { query: { since, limit: 7 } } }));
    expect(pages.length).toBe(Math.ceil(whole.events.length / 7));
    const walked = await collect(client.whaleEvents({ since, limit: 7 }));
    expect(walked).toEqual(whole.events);
    expect(walked.map((e) => e.t)).toEqual([...walked.map((e) => e.t)].sort((a, b) => b - a));
  });

  it('maxItems and maxPages stop a walk early', async () => {
    const since = String(FROZEN - 6 * 3600_000);
    expect(await collect(client.whaleEvents({ since, limit: 4 }, { maxItems: 10 }))).toHaveLength(10);
    const pages = await collect(
      client.pages('/v1/whales/events', { params: { query: { since, limit: 4 } } }, { maxPages: 2 }),
    );
    expect(pages).toHaveLength(2);
  });

  it('candles by next_start: pages of 100 join into the single page of 1000', async () => {
    const query = {
      symbol: 'TEST_BTC',
      interval: '1m' as const,
      start: String(FROZEN - 350 * 60_000),
      end: String(FROZEN - 60_000),
    };
    const whole = await client.get('/v1/candles', { params: { query: { ...query, limit: 1000 } } });
    const walked = await collect(client.candles({ ...query, limit: 100 }));
    expect(walked.length).toBe(350);
    expect(walked).toEqual(whole.candles);
  });

  it('sandbox events by next_after, in seq order, ending on the empty page', async () => {
    const moved = await client.sandbox.simulateTime({ advance_seconds: 2 * 86_400 });
    expect(moved.status).toBe('ok');
    const whole = await client.get('/v1/test/events', { params: { query: { after: 0, limit: 500 } } });
    expect(whole.events.length).toBeGreaterThan(5);
    const walked = await collect(client.sandbox.events({ after: 0, limit: 3 }));
    expect(walked).toEqual(whole.events);
  });

  describe('the webhook delivery log by cursor', () => {
    let receiver: Receiver;
    beforeAll(async () => {
      receiver = await startReceiver(() => 200);
    });
    afterAll(() => receiver.close());

    it('lists every test delivery once, newest first', async () => {
      const created = await client.webhooks.create({
        url: receiver.url,
        events: ['*'],
        symbols: ['*'],
        secret: 'a-secret-for-paging-0123',
      });
      for (let i = 0; i < 5; i++) await client.webhooks.test({ webhook_id: created.webhook_id });
      const walked = await collect(client.webhooks.deliveries(created.webhook_id, { limit: 2 }));
      expect(walked).toHaveLength(5);
      const ids = walked.map((d) => d.delivery_id);
      expect(new Set(ids).size).toBe(5);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      await client.webhooks.delete(created.webhook_id);
    });
  });

  it('a bad cursor is a typed 400 naming the cursor', async () => {
    const err = await rejection(client.get('/v1/whales/events', { params: { query: { cursor: 'nope' } } }));
    expect((err as { invalidParams: unknown[] }).invalidParams).toEqual([
      expect.objectContaining({ name: 'cursor', in: 'query' }),
    ]);
  });
});

describe('the next page', () => {
  const base = 'https://api.example.com/v2/things?limit=2';
  const none = new Headers();

  it('follows Link rel="next" before anything in the body, resolving relative targets', () => {
    const headers = new Headers({
      link: '</v2/things?limit=2&cursor=abc>; rel="next", </v2/things?limit=2>; rel="first"',
    });
    expect(nextQuery({ meta: { next_cursor: 'other' } }, headers, { limit: 2 }, 2, base)).toEqual({
      limit: '2',
      cursor: 'abc',
    });
    expect(linkNext('<https://x/a?p=1>; rel="prev next"')).toBe('https://x/a?p=1');
    expect(linkNext('<https://x/a?p=1>; rel="prev"')).toBeNull();
    expect(linkNext(null)).toBeNull();
  });

  it('reads meta.next_cursor (v2), next_cursor, next_start and next_after; null ends the walk', () => {
    expect(nextQuery({ meta: { next_cursor: 'c2' } }, none, { limit: 2 }, 2, base)).toEqual({ limit: 2, cursor: 'c2' });
    expect(nextQuery({ meta: { next_cursor: null }, next_cursor: 'x' }, none, {}, 2, base)).toBeNull();
    expect(nextQuery({ next_cursor: 41 }, none, { status: 'failed' }, 1, base)).toEqual({
      status: 'failed',
      cursor: 41,
    });
    expect(nextQuery({ next_cursor: null }, none, {}, 1, base)).toBeNull();
    expect(nextQuery({ next_start: 1000 }, none, { start: 0 }, 1, base)).toEqual({ start: 1000 });
    expect(nextQuery({ next_after: 9 }, none, { after: 3 }, 6, base)).toEqual({ after: 9 });
    expect(nextQuery({ next_after: 9 }, none, { after: 9 }, 0, base)).toBeNull();
    expect(nextQuery({ items: [] }, none, {}, 0, base)).toBeNull();
  });

  it('a server that hands back the same query stops the walk with an error instead of looping', async () => {
    const stuck = env.client({
      apiKey: 'sk_test_public_demo',
      fetch: async () =>
        new Response(JSON.stringify({ status: 'ok', events: [{}], next_cursor: 'same' }), {
          headers: { 'content-type': 'application/json' },
        }),
    });
    const err = await rejection(collect(stuck.whaleEvents({ cursor: 'same' })));
    expect(err).toBeInstanceOf(MsigError);
    expect((err as Error).message).toContain('did not advance');
  });
});
