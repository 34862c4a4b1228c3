import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  badRows,
  type EtfFlowsFixtureState,
  etfFlowsState,
  startEtfFlowsFixture,
} from '../../../test/fixtures/upstreams/etf-flows.ts';
import { CLIENT_TIMEOUT_MS, expectUpstreamError, FAULT_CASES } from '../../../test/fixtures/upstreams/fault-cases.ts';
import type { FixtureServer } from '../../../test/fixtures/upstreams/server.ts';
import { ONE_ATTEMPT, recordingUpstream } from '../../../test/helpers/upstreams.ts';
import type { EtfFlowDay } from '../../market/types.ts';
import { createUpstream } from '../upstream/client.ts';
import { fetchEtfFlows } from './index.ts';
import { roundToCents } from './rows.ts';

const NOW = Date.UTC(2026, 10, 24, 15, 0);
const state: EtfFlowsFixtureState = etfFlowsState(NOW, 5);
const original = state.rows;
let server: FixtureServer;

const upstream = (path: string) =>
  recordingUpstream(
    createUpstream({
      name: 'etf-flows',
      baseUrl: `${server.url}${path}`,
      timeoutMs: CLIENT_TIMEOUT_MS,
      ...ONE_ATTEMPT,
    }),
  );

/** What the fixture's rows mean, from their `usd` and not from how they are printed. */
function expectedDays(s: EtfFlowsFixtureState): EtfFlowDay[] {
  const days = new Map<string, EtfFlowDay>();
  for (const row of s.rows) {
    const t = Date.parse(`${row.date}T00:00:00Z`);
    const key = `${t}|${row.asset}`;
    const day = days.get(key) ?? { t, asset: row.asset as 'BTC' | 'ETH', netFlowUsd: 0, byIssuer: {} };
    day.byIssuer[row.fund] = row.usd as number;
    days.set(key, day);
  }
  return [...days.values()]
    .map((d) => ({ ...d, netFlowUsd: roundToCents(Object.values(d.byIssuer).reduce((a, b) => a + b, 0)) }))
    .sort((a, b) => a.t - b.t || a.asset.localeCompare(b.asset));
}

beforeAll(async () => {
  server = (await startEtfFlowsFixture(state)).server;
});
afterEach(() => {
  server.clearFaults();
  state.rows = original;
  state.missingColumn = null;
  state.badRows = false;
  state.contentType = null;
});
afterAll(() => server.close());

describe('fetchEtfFlows', () => {
  it('reads the JSON, long CSV and wide CSV documents into the same days, one GET of the address each', async () => {
    const expected = expectedDays(state);
    expect(expected).toHaveLength(10);
    for (const path of ['/flows.json', '/flows.csv', '/flows-wide.csv']) {
      const up = upstream(path);
      const parsed = await fetchEtfFlows(up, 'auto', NOW);
      expect(parsed, path).toEqual({ days: expected, skipped: 0, problems: {}, duplicates: 0 });
      expect(up.calls).toEqual([{ path: '', label: 'etf-flows' }]);
    }
    const before = server.requests.length;
    await fetchEtfFlows(upstream('/flows.csv'), 'csv', NOW);
    expect(server.requests.slice(before).map((r) => [r.method, r.path])).toEqual([['GET', '/flows.csv']]);
  });

  it('auto ignores a misleading content type; a forced format reads the body its way', async () => {
    state.contentType = 'text/plain';
    expect((await fetchEtfFlows(upstream('/flows.json'), 'auto', NOW)).days).toEqual(expectedDays(state));
    await expectUpstreamError(fetchEtfFlows(upstream('/flows.json'), 'csv', NOW), 'etf-flows', 'malformed');
    await expectUpstreamError(fetchEtfFlows(upstream('/flows.csv'), 'json', NOW), 'etf-flows', 'malformed');
  });

  it('a missing required column refuses the CSV whole, naming the column', async () => {
    for (const column of ['date', 'asset', 'fund', 'net_flow_usd'] as const) {
      state.missingColumn = column;
      const err = await expectUpstreamError(
        fetchEtfFlows(upstream('/flows.csv'), 'auto', NOW),
        'etf-flows',
        'malformed',
      );
      expect(err.message).toContain(`missing column "${column}"`);
    }
  });

  it('JSON rows missing a required field are all refused, which refuses the document', async () => {
    state.missingColumn = 'net_flow_usd';
    const err = await expectUpstreamError(
      fetchEtfFlows(upstream('/flows.json'), 'auto', NOW),
      'etf-flows',
      'malformed',
    );
    expect(err.message).toContain('every row refused (bad amount: 40)');
  });

  it('bad rows are counted by reason and left out; the good days are intact', async () => {
    state.badRows = true;
    const reasons: Record<string, number> = {};
    for (const bad of badRows(NOW)) reasons[bad.problem] = (reasons[bad.problem] ?? 0) + 1;
    for (const path of ['/flows.json', '/flows.csv']) {
      const parsed = await fetchEtfFlows(upstream(path), 'auto', NOW);
      expect(parsed.days, path).toEqual(expectedDays(state));
      expect(parsed.problems, path).toEqual(reasons);
      expect(parsed.skipped).toBe(badRows(NOW).length);
    }
  });

  it('a repeated (date, asset, fund) keeps the last row and is counted', async () => {
    const first = original[0];
    state.rows = [...original, { ...first, usd: 42, wire: '42' }];
    const parsed = await fetchEtfFlows(upstream('/flows.csv'), 'auto', NOW);
    expect(parsed.duplicates).toBe(1);
    const day = parsed.days.find((d) => d.asset === first.asset && d.t === Date.parse(`${first.date}T00:00:00Z`));
    expect(day?.byIssuer[first.fund]).toBe(42);
    expect(parsed.days).toEqual(expectedDays({ ...state, rows: [...original.slice(1), state.rows.at(-1)!] }));
  });

  it('an empty document is no days, not an error', async () => {
    state.rows = [];
    expect(await fetchEtfFlows(upstream('/flows.json'), 'auto', NOW)).toEqual({
      days: [],
      skipped: 0,
      problems: {},
      duplicates: 0,
    });
  });

  for (const c of FAULT_CASES) {
    it(`fault: ${c.name} → ${c.kind}`, async () => {
      for (const path of ['/flows.json', '/flows.csv']) {
        server.fault({ fault: c.fault, times: 1 });
        await expectUpstreamError(fetchEtfFlows(upstream(path), 'auto', NOW), 'etf-flows', c.kind, c.status);
      }
    });
  }
});
