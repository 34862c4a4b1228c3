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
            const crowded = composite.body.reasons.some((r: string) => r.includes('crowded)'));
            expect(action, q).toBe(crowded ? 'REDUCE' : 'CONFIRM');
          }
          seen.add(`${confirmation}/${confidence}`);
        }
      }
    }
    // The sample reaches more than one combination, so the checks above are not vacuous.
    expect(seen.size).toBeGreaterThan(1);
  });
});
