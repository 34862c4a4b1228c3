/**
 * GET /v2/confirm: one object with both v1 shapes' figures under the v2 names, in the sandbox and
 * on collected production data, and the same errors as v1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDerivativesPoints } from '../../src/market/production-store.ts';
import { VENUES } from '../../src/market/types.ts';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';
import { expectInvalidParams, expectProblem } from '../helpers/market.ts';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const FROZEN = Date.UTC(2026, 4, 15, 12, 30, 20);
let t: TestApp;
let pro: TestAccount;

beforeAll(async () => {
  t = await bootTestApp({}, { now: () => NOW });
  pro = await t.frozenAccount('pro', FROZEN);
});
afterAll(() => t.close());

/** The v2 body a pair of v1 answers (simple, composite) maps to, meta aside. */
// biome-ignore lint/suspicious/noExplicitAny: v1 bodies as sent.
function fromV1(simple: any, composite: any) {
  return {
    symbol: simple.symbol,
    direction: simple.direction,
    confirmation: simple.confirmation,
    score: simple.score,
    composite: composite.composite,
    confidence: composite.confidence,
    action: composite.action,
    size_multiplier: composite.size_mult,
    derivatives_score: composite.deriv_score,
    onchain_score: composite.onchain_score,
    whales_score: composite.whale_score,
    whales: simple.smart_money && {
      net_flow_24h_usd: simple.smart_money.net_flow_usd,
      long_short_ratio: simple.smart_money.long_short_ratio,
      long_count: simple.smart_money.whales_long,
      short_count: simple.smart_money.whales_short,
    },
    derivatives: {
      funding_rate: simple.derivatives.funding_rate,
      open_interest_change_24h: simple.derivatives.oi_change_24h,
    },
    reasons: composite.reasons,
    figures: composite.figures,
    missing: composite.missing,
  };
}

async function both(query: string, key: string) {
  const v1s = await t.getJson(`/v1/confirm?${query}`, key);
  const v1c = await t.getJson(`/v1/confirm?${query}&format=composite`, key);
  const v2 = await t.getJson(`/v2/confirm?${query}`, key);
  return { v1s, v1c, v2 };
}

describe('GET /v2/confirm', () => {
  it('carries both v1 shapes under the v2 names, scored at the same instant', async () => {
    for (const symbol of ['TEST_BTC', 'TEST_ETH', 'BINANCE:TEST_SOLUSDT.P']) {
      for (const direction of ['long', 'short']) {
        const { v1s, v1c, v2 } = await both(`symbol=${encodeURIComponent(symbol)}&direction=${direction}`, pro.testKey);
        expect(v2.status).toBe(200);
        const { meta, ...rest } = v2.body;
        expect(rest).toEqual(fromV1(v1s.body, v1c.body));
        expect(Object.keys(rest)).toEqual(Object.keys(fromV1(v1s.body, v1c.body)));
        expect(meta.as_of).toBe(v1s.body.as_of);
        expect(Date.parse(meta.as_of) / 1000).toBe(v1c.body.ts);
        expect(v2.headers['cache-control']).toBe('private, max-age=40');
        expect(v2.headers.etag).toBeUndefined();
      }
    }
  });

  it('on production data answers what v1 answers, inputs left out named in missing', async () => {
    const live = await t.createAccount('enterprise');
    await writeDerivativesPoints(
      t.database.db,
      VENUES.slice(0, 3).map((venue, i) => ({
        venue,
        symbol: 'BTC',
        t: NOW - 60_000,
        markPrice: 90_000,
        fundingRate: 0.0001 * (i + 1),
        nextFundingTime: NOW + 3_600_000,
        openInterestUsd: 2e9,
        longShortRatio: 1.1,
      })),
    );
    const { v1s, v1c, v2 } = await both('symbol=BTC&direction=short', live.liveKey);
    expect([v1s.status, v1c.status, v2.status]).toEqual([200, 200, 200]);
    const { meta, ...rest } = v2.body;
    expect(rest).toEqual(fromV1(v1s.body, v1c.body));
    expect(rest.whales).toBeNull();
    expect(rest.missing.map((m: { component: string }) => m.component)).toEqual(['whales', 'onchain']);
    expect(meta.as_of).toBe(new Date(NOW).toISOString());
    expect(v2.headers['cache-control']).toBe('private, no-cache');
  });

  it('names bad parameters, and applies the symbol and plan rules', async () => {
    await expectInvalidParams(t, pro.testKey, [
      ['/v2/confirm?direction=long', 'symbol'],
      ['/v2/confirm?symbol=TEST_BTC', 'direction'],
      ['/v2/confirm?symbol=TEST_BTC&direction=up', 'direction'],
      [`/v2/confirm?symbol=TEST_BTC&direction=long&source=${'s'.repeat(65)}`, 'source'],
      [`/v2/confirm?symbol=${'X'.repeat(41)}&direction=long`, 'symbol'],
    ]);
    await expectProblem(t, pro.testKey, 404, 'unknown_symbol', ['/v2/confirm?symbol=TEST_NOPE&direction=long']);
    const free = await t.createAccount('free');
    await expectProblem(t, free.testKey, 403, 'plan_restricted', ['/v2/confirm?symbol=TEST_ETH&direction=long']);
    await expectProblem(t, free.liveKey, 403, 'plan_restricted', ['/v2/confirm?symbol=ETH&direction=long']);
    // A sandbox key lives in the TEST_ world: a real symbol is unknown there.
    await expectProblem(t, pro.testKey, 404, 'unknown_symbol', ['/v2/confirm?symbol=BTC&direction=long']);
  });
});
