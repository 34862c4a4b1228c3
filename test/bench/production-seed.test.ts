/**
 * The production data bench:confirm seeds must keep giving what the bench measures: a 200 for a
 * live key on BTC, scored from derivatives on all four venues and from whales, with only on-chain
 * data missing. If the app's freshness rules or tables change, this fails before the bench does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProduction } from '../../bench/production-seed.ts';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let account: TestAccount;

beforeAll(async () => {
  t = await bootTestApp();
  account = await t.createAccount('enterprise');
  const seeded = await seedProduction(t.database.db, Date.now());
  expect(seeded).toEqual({ points: 4 * 301, whales: 600, events: 400 });
  await t.app.ctx.live.refresh();
});

afterAll(async () => {
  await t.close();
});

describe('bench production seed', () => {
  it('lets a live key confirm BTC with only on-chain data missing', async () => {
    const res = await t.getJson('/v1/confirm?symbol=BTC&direction=long&format=composite', account.liveKey);
    expect(res.status).toBe(200);
    expect(res.body.missing.map((m: { component: string }) => m.component)).toEqual(['onchain']);
    expect(res.body.figures.funding_venues).toBe(4);
    expect(res.body.figures.whales_long + res.body.figures.whales_short).toBeGreaterThan(200);
    // 24 h-ago points were found: the open-interest change is a figure, not a stand-in.
    expect(res.body.figures.oi_change_24h).not.toBe(0);
  });
});
