/**
 * Cross-symbol derivatives reads cost a fixed number of queries, whatever the symbol count, and
 * answer what the per-symbol reads answered. Queries are counted at the driver session of a real
 * database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_DIRS } from '../migrations.ts';
import type { Db } from '../platform/db/client.ts';
import { type Database, openDatabase } from '../platform/db/client.ts';
import { writeDerivativesPoints } from './production-store.ts';
import { createProductionView } from './production-view.ts';
import { type DerivativesPoint, type MarketView, VENUES, type Venue } from './types.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const NOW = Date.UTC(2025, 5, 2, 12);
const STEP = 15 * MIN;
const schema = process.env.TEST_DATABASE_URL ? `t_${randomBytes(6).toString('hex')}` : undefined;

let database: Database;
let queries = 0;
let view: MarketView;

/** The same drizzle database, counting every query it prepares (select builders and execute alike). */
function counting(db: Db): Db {
  const session = (db as unknown as { session: object }).session;
  const countedSession = new Proxy(session, {
    get(target, prop, receiver) {
      if (prop === 'prepareQuery') queries++;
      return Reflect.get(target, prop, receiver);
    },
  });
  return new Proxy(db, {
    get: (target, prop) => (prop === 'session' ? countedSession : Reflect.get(target, prop)),
  });
}

beforeAll(async () => {
  database = await openDatabase({
    dataDir: null,
    databaseUrl: process.env.TEST_DATABASE_URL ?? null,
    pgSchema: schema,
    migrations: MIGRATION_DIRS,
  });
  view = createProductionView(counting(database.db));
});

afterAll(async () => {
  if (schema) await database.query(`DROP SCHEMA ${schema} CASCADE`);
  await database.close();
});

const symbolsOf = (n: number) => Array.from({ length: n }, (_, i) => `S${String(i).padStart(3, '0')}`);

function point(symbol: string, venue: Venue, t: number): DerivativesPoint {
  const k = symbol.charCodeAt(symbol.length - 1) + VENUES.indexOf(venue) + (t - NOW) / HOUR;
  return {
    venue,
    symbol,
    t,
    markPrice: 100 + k,
    fundingRate: 0.0001 + k * 1e-6,
    nextFundingTime: NOW + 4 * HOUR,
    openInterestUsd: 1e9 + k * 1e6,
    longShortRatio: 1 + k / 100,
  };
}

/**
 * What the screener reads: every symbol now and 24 h earlier (currentWithOiChange). Read here
 * with allSettled so that every query, including the wording of each 503, is done before counting.
 */
async function screenerQueries(symbols: string[]): Promise<number> {
  queries = 0;
  await Promise.allSettled(symbols.flatMap((s) => [view.derivatives(s, NOW), view.derivatives(s, NOW - 24 * HOUR)]));
  return queries;
}

/** What the heatmap reads: a 24 h history per (symbol, venue). */
async function heatmapQueries(symbols: string[]): Promise<number> {
  queries = 0;
  const series = symbols.flatMap((symbol) => VENUES.map((venue) => ({ symbol, venue })));
  await Promise.allSettled(
    series.map(({ symbol, venue }) => view.derivativesHistory(symbol, venue, NOW - 23 * HOUR, NOW, STEP)),
  );
  return queries;
}

describe('query count does not grow with the symbol count', () => {
  it('on an empty table (every symbol a 503)', async () => {
    for (const n of [10, 300]) {
      // 2 instants × (read + wording of the empty ones); 1 history read + 1 "ever written?".
      expect(await screenerQueries(symbolsOf(n)), `screener, ${n} symbols`).toBe(4);
      expect(await heatmapQueries(symbolsOf(n)), `heatmap, ${n} symbols`).toBe(2);
    }
  });

  it('with data present for every symbol', async () => {
    const all = symbolsOf(300);
    const points = all.flatMap((s) =>
      VENUES.flatMap((v) => [point(s, v, NOW - 5 * MIN), point(s, v, NOW - 24 * HOUR - 5 * MIN)]),
    );
    for (let i = 0; i < points.length; i += 1000) await writeDerivativesPoints(database.db, points.slice(i, i + 1000));
    for (const n of [10, 300]) {
      expect(await screenerQueries(symbolsOf(n)), `screener, ${n} symbols`).toBe(2);
      expect(await heatmapQueries(symbolsOf(n)), `heatmap, ${n} symbols`).toBe(1);
    }
    // Some present, some never written: one more query per batch for the wording, not per symbol.
    const mixed = [...symbolsOf(150), ...Array.from({ length: 150 }, (_, i) => `NONE${i}`)];
    expect(await screenerQueries(mixed)).toBe(4);
    expect(await heatmapQueries(mixed)).toBe(2);
  });
});

describe('batched answers are the per-symbol answers', () => {
  const A = 'ANS_A';
  const B = 'ANS_B';
  const C = 'ANS_C';
  const D = 'ANS_D';

  beforeAll(async () => {
    await writeDerivativesPoints(database.db, [
      // A: every venue fresh, two points each (the newer wins).
      ...VENUES.flatMap((v) => [point(A, v, NOW - 20 * MIN), point(A, v, NOW - 2 * MIN)]),
      // B: binance fresh, okx 20 min old (stale, left out).
      point(B, 'binance', NOW - 1 * MIN),
      point(B, 'okx', NOW - 20 * MIN),
      // C: stale everywhere, and one point after NOW that must not count.
      point(C, 'bybit', NOW - 3 * HOUR),
      point(C, 'bybit', NOW + MIN),
    ]);
  });

  it('derivatives: each symbol its own points in venue order, or its own 503 wording', async () => {
    const settled = await Promise.allSettled([A, B, C, D, A].map((s) => view.derivatives(s, NOW)));
    const value = (i: number) => (settled[i] as PromiseFulfilledResult<DerivativesPoint[]>).value;
    expect(value(0)).toEqual(VENUES.map((v) => point(A, v, NOW - 2 * MIN)));
    expect(value(4)).toEqual(value(0));
    expect(value(1)).toEqual([point(B, 'binance', NOW - MIN)]);
    expect(settled[2]).toMatchObject({
      status: 'rejected',
      reason: {
        code: 'data_unavailable',
        message: `derivatives data for ${C} is stale: the newest, from 2025-06-02T09:00:00.000Z, is more than 15 min older than 2025-06-02T12:00:00.000Z`,
      },
    });
    expect(settled[3]).toMatchObject({
      status: 'rejected',
      reason: {
        code: 'data_unavailable',
        message: `no derivatives data for ${D} at or before 2025-06-02T12:00:00.000Z: collectors have not written any`,
      },
    });
  });

  it('derivativesHistory: each series its own points, an empty list when written before, else its own 503', async () => {
    const from = NOW - HOUR;
    const read = (s: string, v: Venue) => view.derivativesHistory(s, v, from, NOW, STEP);
    const settled = await Promise.allSettled([read(A, 'okx'), read(B, 'okx'), read(C, 'bybit'), read(B, 'bybit')]);
    expect(settled[0]).toEqual({
      status: 'fulfilled',
      value: [point(A, 'okx', NOW - 20 * MIN), point(A, 'okx', NOW - 2 * MIN)],
    });
    // B on okx: the 11:40 point serves the 11:45 step only.
    expect(settled[1]).toEqual({ status: 'fulfilled', value: [point(B, 'okx', NOW - 20 * MIN)] });
    expect(settled[2]).toEqual({ status: 'fulfilled', value: [] });
    expect(settled[3]).toMatchObject({
      status: 'rejected',
      reason: {
        code: 'data_unavailable',
        message: `no bybit derivatives data for ${B} at or before 2025-06-02T12:00:00.000Z: collectors have not written any`,
      },
    });
  });
});
