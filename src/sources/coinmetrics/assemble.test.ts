import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assetRows, DAY_MS, netflowUsd, planFor } from './assemble.ts';
import { type DailyRow, WANTED_METRICS, type WantedMetric } from './parse.ts';

const offer = fc.uniqueArray(fc.constantFrom(...WANTED_METRICS)).map((list) => new Set<WantedMetric>(list));

describe('the request plan', () => {
  it('asks only for offered metrics; USD flows first, else native flows with the price, else none', () => {
    fc.assert(
      fc.property(offer, (offered) => {
        const plan = planFor(offered);
        for (const m of plan.metrics) expect(offered.has(m)).toBe(true);
        const usd = offered.has('FlowInExUSD') && offered.has('FlowOutExUSD');
        const native = offered.has('FlowInExNtv') && offered.has('FlowOutExNtv') && offered.has('PriceUSD');
        expect(plan.flows).toBe(usd ? 'usd' : native ? 'native' : null);
        expect(plan.metrics.includes('PriceUSD')).toBe(plan.flows === 'native');
        expect(plan.missing.includes('exchange flows')).toBe(plan.flows === null);
        expect(plan.missing.includes('MVRV')).toBe(!offered.has('CapMVRVCur'));
        expect(new Set(plan.metrics).size).toBe(plan.metrics.length);
      }),
    );
  });
});

describe('the netflow', () => {
  const amount = fc.double({ min: 0, max: 1e12, noNaN: true });
  it('is inflow − outflow, in USD directly or as native units × price; a missing part gives null', () => {
    fc.assert(
      fc.property(amount, amount, fc.double({ min: 0.01, max: 1e6, noNaN: true }), (a, b, price) => {
        expect(netflowUsd({ FlowInExUSD: a, FlowOutExUSD: b }, 'usd')).toBe(a - b);
        expect(netflowUsd({ FlowInExNtv: a, FlowOutExNtv: b, PriceUSD: price }, 'native')).toBe((a - b) * price);
        expect(netflowUsd({ FlowInExUSD: a }, 'usd')).toBeNull();
        expect(netflowUsd({ FlowInExNtv: a, FlowOutExNtv: b }, 'native')).toBeNull();
        expect(netflowUsd({ FlowInExUSD: a, FlowOutExUSD: b }, null)).toBeNull();
      }),
    );
  });
});

describe('rows of one asset', () => {
  const t0 = Date.UTC(2026, 6, 1);
  const day = (i: number, values: DailyRow['values']): DailyRow => ({ asset: 'btc', t: t0 + i * DAY_MS, values });

  it('one row per day with MVRV or a netflow, the count 30 days earlier when that day is there', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record(
            {
              CapMVRVCur: fc.double({ min: 0.1, max: 9, noNaN: true }),
              AdrBalNtv1KCnt: fc.nat(5000),
              FlowInExUSD: fc.nat(),
              FlowOutExUSD: fc.nat(),
            },
            { requiredKeys: [] },
          ),
          { minLength: 1, maxLength: 70 },
        ),
        fc.nat(69),
        (values, fromIndex) => {
          const days = values.map((v, i) => day(i, v));
          const rows = assetRows('BTC', days, 'usd', t0 + fromIndex * DAY_MS, t0 + 69 * DAY_MS);
          const kept = values
            .map((v, i) => ({ v, i }))
            .filter(
              ({ v, i }) =>
                i >= fromIndex &&
                (v.CapMVRVCur !== undefined || (v.FlowInExUSD !== undefined && v.FlowOutExUSD !== undefined)),
            );
          expect(rows.map((r) => r.t)).toEqual(kept.map(({ i }) => t0 + i * DAY_MS));
          rows.forEach((r, k) => {
            const { v, i } = kept[k];
            expect(r).toEqual({
              symbol: 'BTC',
              t: t0 + i * DAY_MS,
              mvrv: v.CapMVRVCur ?? null,
              exchangeNetflow24hUsd:
                v.FlowInExUSD !== undefined && v.FlowOutExUSD !== undefined ? v.FlowInExUSD - v.FlowOutExUSD : null,
              largeHolderCount: v.AdrBalNtv1KCnt ?? null,
              largeHolderCount30dAgo: i >= 30 ? (values[i - 30].AdrBalNtv1KCnt ?? null) : null,
              largeHolderBalance: null,
              largeTxCount24h: null,
              largeTxCount7dAvg: null,
            });
          });
        },
      ),
    );
  });

  it('leaves out days after the window end', () => {
    const rows = assetRows('ETH', [day(0, { CapMVRVCur: 1 }), day(1, { CapMVRVCur: 2 })], null, t0, t0 + DAY_MS - 1);
    expect(rows.map((r) => r.mvrv)).toEqual([1]);
  });
});
