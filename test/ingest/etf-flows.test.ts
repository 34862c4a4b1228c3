/**
 * The ETF flows collector on the fixture: what lands in etf_flows, revisions on later polls,
 * refused rows, and failures that keep the last good data.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collectEtfFlows } from '../../src/ingest/collectors/etf-flows.ts';
import { runCycle } from '../../src/ingest/cycle.ts';
import { roundToCents } from '../../src/sources/etf-flows/rows.ts';
import { createUpstream } from '../../src/sources/upstream/client.ts';
import {
  badRows,
  type EtfFlowsFixtureState,
  etfFlowsState,
  startEtfFlowsFixture,
} from '../fixtures/upstreams/etf-flows.ts';
import type { FixtureServer } from '../fixtures/upstreams/server.ts';
import { type HandContext, handIngestContext } from '../helpers/hand-context.ts';
import { ONE_ATTEMPT } from '../helpers/upstreams.ts';

/** Generous: the fixture is served by this same process, and a loaded run must not time it out. */
const COLLECTOR_TIMEOUT_MS = 5_000;
const NOW = Date.UTC(2026, 10, 24, 15, 0);
const state: EtfFlowsFixtureState = etfFlowsState(NOW, 5);
const original = state.rows;
let server: FixtureServer;
let hand: HandContext;

interface StoredDay {
  asset: string;
  t: number;
  netFlowUsd: number;
  byIssuer: Record<string, number>;
}

/** The shared context with ETF_FLOWS_URL pointing at `path` of the fixture (read as `format`). */
function configured(path: string, format: 'auto' | 'json' | 'csv' = 'auto'): HandContext {
  const etfFlows = createUpstream({
    name: 'etf-flows',
    baseUrl: `${server.url}${path}`,
    timeoutMs: COLLECTOR_TIMEOUT_MS,
    ...ONE_ATTEMPT,
  });
  return {
    ...hand,
    ctx: {
      ...hand.ctx,
      upstreams: { ...hand.ctx.upstreams, etfFlows },
      collection: { ...hand.ctx.collection, etfFlowsFormat: format },
    },
  };
}

const run = (hand: HandContext) =>
  runCycle(hand.ctx, 'collect-etf-flows', 'etf-flows', () => collectEtfFlows(hand.ctx));

async function stored(hand: HandContext): Promise<StoredDay[]> {
  const rows = await hand.database.query<{ asset: string; t: string; net_flow_usd: number; by_issuer: unknown }>(
    'SELECT asset, t, net_flow_usd, by_issuer FROM etf_flows ORDER BY t, asset',
  );
  return rows.map((r) => ({
    asset: r.asset,
    t: Number(r.t),
    netFlowUsd: r.net_flow_usd,
    byIssuer: (typeof r.by_issuer === 'string' ? JSON.parse(r.by_issuer) : r.by_issuer) as Record<string, number>,
  }));
}

/** The days the fixture's rows state, summed from their true amounts. */
function statedDays(rows = state.rows): StoredDay[] {
  const days = new Map<string, StoredDay>();
  for (const row of rows) {
    const t = Date.parse(`${row.date}T00:00:00Z`);
    const day = days.get(`${t}${row.asset}`) ?? { asset: row.asset, t, netFlowUsd: 0, byIssuer: {} };
    day.byIssuer[row.fund] = row.usd as number;
    days.set(`${t}${row.asset}`, day);
  }
  return [...days.values()]
    .map((d) => ({ ...d, netFlowUsd: roundToCents(Object.values(d.byIssuer).reduce((a, b) => a + b, 0)) }))
    .sort((a, b) => a.t - b.t || a.asset.localeCompare(b.asset));
}

beforeAll(async () => {
  server = (await startEtfFlowsFixture(state)).server;
  // ETF_FLOWS_URL unset, as by default.
  hand = await handIngestContext({}, { now: () => NOW });
});
afterEach(async () => {
  await hand.database.exec('DELETE FROM etf_flows; DELETE FROM source_status;');
  server.clearFaults();
  state.rows = original;
  state.missingColumn = null;
  state.badRows = false;
});
afterAll(async () => {
  await hand?.close();
  await server?.close();
});

describe('collectEtfFlows', () => {
  it('without ETF_FLOWS_URL is idle and asks nothing', async () => {
    const before = server.requests.length;
    const report = await run(hand);
    expect(report).toMatchObject({ ok: true, idle: true, items: 0 });
    expect(server.requests.length).toBe(before);
    expect(await stored(hand)).toEqual([]);
  });

  it('stores every asset-day as the fixture states it, from CSV and from JSON alike', async () => {
    for (const path of ['/flows.csv', '/flows.json']) {
      await hand.database.exec('DELETE FROM etf_flows');
      const writes = hand.writes();
      const report = await run(configured(path));
      expect(report).toMatchObject({ ok: true, items: 10, skipped: 0 });
      expect(await stored(hand), path).toEqual(statedDays());
      expect(hand.writes()).toBe(writes + 1);
    }
  });

  it('a later poll replaces the days it lists and keeps the ones it no longer lists', async () => {
    const csv = configured('/flows.csv', 'csv');
    await run(csv);
    const firstDay = original[0].date;
    const revised = original
      .filter((r) => r.date !== firstDay)
      .map((r, i) => (i === 0 ? { ...r, usd: 1_234_567.5, wire: '1,234,567.50' } : r));
    const late = { ...revised[0], fund: 'HODL', usd: -250, wire: '(250)' };
    state.rows = [...revised, late];
    expect(await run(csv)).toMatchObject({ ok: true, items: 10 - 2 });
    const keptFirst = statedDays(original).filter((d) => d.t === Date.parse(`${firstDay}T00:00:00Z`));
    expect(await stored(hand)).toEqual([...keptFirst, ...statedDays(state.rows)]);
  });

  it('refused rows are counted and logged, never stored', async () => {
    state.badRows = true;
    const report = await run(configured('/flows.json'));
    expect(report).toMatchObject({ ok: true, items: 10, skipped: badRows(NOW).length });
    expect(report.summary).toContain('bad amount: 6');
    expect(await stored(hand)).toEqual(statedDays());
    const warning = hand.logs.find((l) => l.level === 'warn');
    expect(warning?.obj).toMatchObject({ skipped: badRows(NOW).length, problems: { 'bad date': 2, 'future date': 1 } });
  });

  it('a missing column, a forced wrong format or a failing upstream fails the cycle and keeps the stored days', async () => {
    const csv = configured('/flows.csv');
    await run(csv);
    const good = await stored(hand);
    expect(good).toHaveLength(10);
    state.rows = original.map((r) => ({ ...r, usd: 1, wire: '1' }));

    state.missingColumn = 'fund';
    expect(await run(csv)).toMatchObject({ ok: false, error: expect.stringContaining('missing column "fund"') });
    state.missingColumn = null;
    server.fault({ fault: { kind: 'server-error', status: 503 } });
    expect(await run(csv)).toMatchObject({ ok: false, error: expect.stringContaining('503') });
    server.clearFaults();
    expect(await run(configured('/flows.csv', 'json'))).toMatchObject({
      ok: false,
      error: expect.stringContaining('not JSON'),
    });

    expect(await stored(hand)).toEqual(good);
    const [status] = await hand.database.query<{ last_error: string | null }>(
      `SELECT last_error FROM source_status WHERE name = 'etf-flows'`,
    );
    expect(status?.last_error).toContain('not JSON');
  });
});
