/**
 * The simple shape's confirmation and the composite shape's confidence, read for the same key,
 * symbol, direction and instant, combine only as docs/signals.md tabulates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
const wall = Date.UTC(2026, 10, 21, 12, 0, 0);
const INSTANTS = [Date.UTC(2026, 1, 3, 8, 0), Date.UTC(2026, 3, 17, 19, 45), Date.UTC(2026, 6, 30, 2, 15)];
const SYMBOLS = ['TEST_BTC', 'TEST_ETH', 'TEST_SOL', 'TEST_BNB', 'TEST_ARB', 'TEST_OP'];

beforeAll(async () => {
  t = await bootTestApp({}, { now: () => wall });
});
afterAll(() => t.close());

describe('GET /v1/confirm: simple confirmation vs composite confidence', () => {
  it('agree with the documented table for every symbol, side and instant', async () => {
    const seen = new Set<string>();
    for (const at of INSTANTS) {
      const { testKey } = await t.frozenAccount('enterprise', at);
      for (const symbol of SYMBOLS) {
        for (const direction of ['long', 'short']) {
          const q = `/v1/confirm?symbol=${symbol}&direction=${direction}`;
          const simple = await t.getJson(q, testKey);
          const composite = await t.getJson(`${q}&format=composite`, testKey);
          expect([simple.status, composite.status], q).toEqual([200, 200]);
          const { confirmation, score } = simple.body;
          const { composite: c, confidence, action } = composite.body;
          expect(simple.body.as_of).toBe(composite.body.as_of);
          // Both shapes describe one scoring: score = (composite + 1) / 2 and the bucket follows composite.
          expect(score).toBeCloseTo((c + 1) / 2, 5);
          const bucket = c >= 0.5 ? 'HIGH' : c >= 0.25 ? 'MEDIUM' : c >= 0.05 ? 'LOW' : 'NONE';
          expect(confirmation, q).toBe(bucket);
          if (confirmation === 'LOW' || (confirmation === 'NONE' && c > -0.25)) expect(confidence, q).toBe('MEDIUM');
          if (confirmation === 'NONE') expect(action, q).toBe('SKIP');
          if (confidence === 'HIGH') expect(Math.abs(c), q).toBeGreaterThanOrEqual(0.25);
          if (confidence === 'HIGH' && confirmation !== 'NONE') {
            const crowded = composite.body.figures.funding_crowded || composite.body.figures.long_short_crowded;
            expect(action, q).toBe(crowded ? 'REDUCE' : 'CONFIRM');
          }
          // The composite's figures are the simple shape's numbers, unrounded further.
          const f = composite.body.figures;
          expect(f.whales_long).toBe(simple.body.smart_money.whales_long);
          expect(f.whales_short).toBe(simple.body.smart_money.whales_short);
          expect(f.whale_net_flow_24h_usd).toBe(simple.body.smart_money.net_flow_usd);
          expect(f.funding_rate).toBe(simple.body.derivatives.funding_rate);
          expect(f.oi_change_24h).toBe(simple.body.derivatives.oi_change_24h);
          seen.add(`${confirmation}/${confidence}`);
        }
      }
    }
    // The sample reaches more than one combination, so the checks above are not vacuous.
    expect(seen.size).toBeGreaterThan(1);
  });

  it('carries figures in batch composite results too', async () => {
    const { testKey } = await t.frozenAccount('pro', INSTANTS[0]);
    const res = await t.request({
      method: 'POST',
      url: '/v1/confirm/batch',
      key: testKey,
      payload: { format: 'composite', items: [{ symbol: 'TEST_BTC', direction: 'long' }] },
    });
    expect(res.statusCode).toBe(200);
    const item = res.json().items[0];
    expect(item.ok).toBe(true);
    expect(item.result.figures.funding_venues).toBe(3);
    expect(typeof item.result.figures.mvrv).toBe('number');
  });
});
