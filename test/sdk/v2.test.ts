/**
 * The SDK's v2 methods against the real app: whale tracking walked across cursor pages gives what
 * one large page gives, the funding heatmap needs its venue, positions group as asked, confirm
 * carries both v1 answers, and bad input comes back as a ValidationError naming the parameter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthenticationError, type MsigClient, ValidationError } from '../../sdk/src/index.ts';
import { collect, listeningApp, rejection, type SdkEnv } from './helpers.ts';

let env: SdkEnv;
let client: MsigClient;
const FROZEN = Date.UTC(2026, 4, 15, 12, 30, 0);

beforeAll(async () => {
  env = await listeningApp();
  const pro = await env.t.frozenAccount('pro', FROZEN);
  client = env.client({ apiKey: pro.testKey });
});
afterAll(() => env.close());

function expectInvalid(err: unknown, name: string) {
  expect(err).toBeInstanceOf(ValidationError);
  expect((err as ValidationError).status).toBe(400);
  expect((err as ValidationError).invalidParams.map((p) => p.name)).toContain(name);
}

describe('whalesTracking', () => {
  it('small cursor pages join into exactly the one large page, newest first', async () => {
    const since = new Date(FROZEN - 6 * 3_600_000).toISOString();
    const whole = await client.get('/v2/whales/tracking', { params: { query: { since, limit: 500 } } });
    expect(whole.meta.next_cursor).toBeNull();
    expect(whole.data.length).toBeGreaterThan(15);
    const walked = await collect(client.whalesTracking({ since, limit: 7 }));
    expect(walked).toEqual(whole.data);
    expect(walked.map((e) => e.time_ms)).toEqual([...walked.map((e) => e.time_ms)].sort((a, b) => b - a));
    const pages = await collect(client.pages('/v2/whales/tracking', { params: { query: { since, limit: 7 } } }));
    expect(pages).toHaveLength(Math.ceil(whole.data.length / 7));
    expect(pages.at(-1)!.body.meta.next_cursor).toBeNull();
    expect(pages.slice(0, -1).every((p) => typeof p.body.meta.next_cursor === 'string')).toBe(true);
  });

  it('keeps its filters on every page, and maxItems stops early', async () => {
    const since = new Date(FROZEN - 6 * 3_600_000).toISOString();
    const buys = await collect(client.whalesTracking({ since, side: 'buy', symbol: 'TEST_BTC', limit: 3 }));
    expect(buys.length).toBeGreaterThan(3);
    expect(buys.every((e) => e.side === 'buy' && e.symbol === 'TEST_BTC')).toBe(true);
    expect(await collect(client.whalesTracking({ since, limit: 2 }, { maxItems: 5 }))).toHaveLength(5);
  });

  it('a cursor of other filters and a bad limit are ValidationErrors naming the parameter', async () => {
    const first = await client.get('/v2/whales/tracking', { params: { query: { side: 'buy', limit: 1 } } });
    const cursor = first.meta.next_cursor!;
    expectInvalid(await rejection(collect(client.whalesTracking({ side: 'sell', cursor }))), 'cursor');
    expectInvalid(await rejection(collect(client.whalesTracking({ limit: 0 }))), 'limit');
    expectInvalid(await rejection(collect(client.whalesTracking({ min_usd: Number.NaN }))), 'min_usd');
  });
});

describe('fundingHeatmapV2', () => {
  it("is the v1 heatmap's plane for the venue asked for", async () => {
    const query = { symbols: 'TEST_BTC,TEST_ETH', hours: 6 };
    const v1 = await client.fundingHeatmap(query);
    const v2 = await client.fundingHeatmapV2({ exchange: 'bybit', ...query });
    const i = v1.venues.indexOf('bybit');
    expect(v2).toMatchObject({ exchange: 'bybit', symbols: v1.symbols, funding_rates: v1.cells[i] });
    expect(v2.meta.api_version).toBe('2.0-beta');
  });

  it('requires exchange (typed so, and 400 naming it at run time)', async () => {
    // @ts-expect-error exchange is required
    const call = client.fundingHeatmapV2({ hours: 6 });
    expectInvalid(await rejection(call), 'exchange');
    expectInvalid(await rejection(client.fundingHeatmapV2({ exchange: 'kraken' as 'okx' })), 'exchange');
  });
});

describe('positions', () => {
  it('groups by venue, symbol and side with the same total', async () => {
    const symbols = 'TEST_BTC,TEST_ETH';
    const byVenue = await client.positions({ symbols });
    expect(byVenue.group_by).toBe('venue');
    const bySymbol = await client.positions({ symbols, group_by: 'symbol' });
    const bySide = await client.positions({ symbols, group_by: 'side' });
    expect(bySymbol.data).toHaveLength(2);
    expect(bySide.group_by).toBe('side');
    for (const answer of [bySymbol, bySide]) {
      expect(answer.total_open_interest_usd).toBeCloseTo(byVenue.total_open_interest_usd, 0);
    }
  });

  it('a group_by outside venue, symbol and side is a ValidationError', async () => {
    expectInvalid(await rejection(client.positions({ group_by: 'wallet' as 'side' })), 'group_by');
  });
});

describe('confirmV2', () => {
  it('carries the v1 score and the composite action, scored at the same instant', async () => {
    const query = { symbol: 'TEST_BTC', direction: 'long' as const };
    const [v2, simple, composite] = await Promise.all([
      client.confirmV2(query),
      client.confirm(query),
      client.confirm({ ...query, format: 'composite' }),
    ]);
    expect(v2).toMatchObject({ symbol: 'TEST_BTC', direction: 'long', score: simple.score, action: composite.action });
    expect(v2.composite).toBe(composite.composite);
  });

  it('bad direction is a ValidationError, an unknown key an AuthenticationError', async () => {
    expectInvalid(await rejection(client.confirmV2({ symbol: 'TEST_BTC', direction: 'up' as 'long' })), 'direction');
    const stranger = env.client({ apiKey: 'sk_test_not_a_real_key_000000000' });
    expect(await rejection(stranger.confirmV2({ symbol: 'TEST_BTC', direction: 'long' }))).toBeInstanceOf(
      AuthenticationError,
    );
  });
});
