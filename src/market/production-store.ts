/**
 * Writes market data into the production tables: the collectors' side of the production view.
 * Every writer is an idempotent upsert (a re-polled row replaces the stored one) and sends rows
 * in batches, so a backfill of thousands of candles is a handful of statements.
 */
import { and, eq, getTableColumns, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../platform/db/client.ts';
import {
  assetOnchain,
  candles,
  derivativesLatest,
  derivativesPoints,
  etfFlows,
  markets,
  newsItems,
  onchainParts,
  openInterestHistory,
  optionsFlow,
  optionsSummaries,
  whaleEvents,
  whalePositionSnapshots,
  whalePositions,
  whaleSetChanges,
  whales,
} from './tables.ts';
import type {
  AssetOnchain,
  Candle,
  CandleInterval,
  DerivativesPoint,
  EtfFlowDay,
  Market,
  NewsItem,
  OnchainPart,
  OnchainParts,
  OptionsFlowItem,
  OptionsSummary,
  Venue,
  Whale,
  WhaleEvent,
  WhalePosition,
} from './types.ts';

/** Rows per INSERT: at most 11 columns a row keeps a batch far below PostgreSQL's 65,535 parameters. */
const BATCH = 1000;

/** Where a candle series comes from: one venue, or the composite series the view prefers. */
export type CandleSource = Venue | 'composite';

/** One poll of one whale's positions; an empty list records that it holds nothing. */
export interface WhalePositionsSnapshot {
  address: string;
  t: number;
  positions: Array<Omit<WhalePosition, 'address'>>;
}

/** A market, with how its instrument maps to our units when the venue says (defaults: 1, 1, 8 h). */
export type MarketRow = Market & { multiplier?: number; contractSize?: number; fundingIntervalHours?: number };

export async function writeMarkets(db: Db, rows: MarketRow[], updatedAt: number): Promise<void> {
  await upsert(
    db,
    markets,
    rows.map((m) => ({
      venue: m.venue,
      symbol: m.symbol,
      instrument: m.instrument,
      quote: m.quote,
      multiplier: m.multiplier ?? 1,
      contractSize: m.contractSize ?? 1,
      fundingIntervalHours: m.fundingIntervalHours ?? 8,
      updatedAt,
    })),
    [markets.venue, markets.symbol],
  );
}

/** Appends points to the history and moves each series' newest point forward (never back). */
export async function writeDerivativesPoints(db: Db, points: DerivativesPoint[]): Promise<void> {
  const rows = points.map((p) => ({
    venue: p.venue,
    symbol: p.symbol,
    t: p.t,
    markPrice: p.markPrice,
    fundingRate: p.fundingRate,
    nextFundingTime: p.nextFundingTime,
    openInterestUsd: p.openInterestUsd,
    longShortRatio: p.longShortRatio,
  }));
  await upsert(db, derivativesPoints, rows, [derivativesPoints.symbol, derivativesPoints.venue, derivativesPoints.t]);
  // Within one batch too, only a series' newest point may become its latest.
  const newest = new Map<string, (typeof rows)[number]>();
  for (const r of rows) {
    const key = `${r.symbol}\u0000${r.venue}`;
    const seen = newest.get(key);
    if (!seen || r.t >= seen.t) newest.set(key, r);
  }
  await upsert(db, derivativesLatest, [...newest.values()], [derivativesLatest.symbol, derivativesLatest.venue], {
    onlyIf: sql`excluded.t >= ${derivativesLatest.t}`,
  });
}

export async function writeCandles(
  db: Db,
  series: { source: CandleSource; symbol: string; interval: CandleInterval },
  rows: Candle[],
): Promise<void> {
  await upsert(
    db,
    candles,
    rows.map((c) => ({ ...series, t: c.t, o: c.o, h: c.h, l: c.l, c: c.c, v: c.v })),
    [candles.symbol, candles.interval, candles.source, candles.t],
  );
}

/** Open interest read back from a venue's history (hourly), keyed by (symbol, venue, t). */
export async function writeOpenInterestHistory(
  db: Db,
  rows: Array<{ venue: Venue; symbol: string; t: number; openInterestUsd: number }>,
): Promise<void> {
  await upsert(db, openInterestHistory, rows, [
    openInterestHistory.symbol,
    openInterestHistory.venue,
    openInterestHistory.t,
  ]);
}

/** Upserts the given whales as seen at `updatedAt`; whales not listed keep their older stamp. */
export async function writeWhales(db: Db, rows: Whale[], updatedAt: number): Promise<void> {
  await upsert(
    db,
    whales,
    rows.map((w) => ({ ...w, updatedAt })),
    [whales.address],
    { keep: ['positionsAt', 'removedAt', 'fillsAt'] },
  );
}

/**
 * Makes `rows` the tracked whale set as of `t`: upserts them (a returning whale is tracked again),
 * marks tracked whales not among them as removed, and records every entry and exit.
 */
export async function replaceWhaleSet(
  db: Db,
  rows: Whale[],
  t: number,
): Promise<{ added: string[]; removed: string[] }> {
  return db.transaction(async (tx) => {
    const db2 = tx as unknown as Db;
    const before = await db2.select({ address: whales.address }).from(whales).where(isNull(whales.removedAt));
    const tracked = new Set(before.map((w) => w.address));
    const next = new Set(rows.map((w) => w.address));
    const added = rows.filter((w) => !tracked.has(w.address));
    const removed = [...tracked].filter((a) => !next.has(a));
    await upsert(
      db2,
      whales,
      rows.map((w) => ({ ...w, updatedAt: t, removedAt: null })),
      [whales.address],
      { keep: ['positionsAt', 'fillsAt'] },
    );
    if (removed.length > 0) {
      await db2
        .update(whales)
        .set({ removedAt: t })
        .where(and(isNull(whales.removedAt), rows.length > 0 ? notInArray(whales.address, [...next]) : undefined));
    }
    await upsert(
      db2,
      whaleSetChanges,
      [
        ...added.map((w) => ({ t, address: w.address, change: 'added', accountValueUsd: w.accountValueUsd })),
        ...removed.map((address) => ({ t, address, change: 'removed', accountValueUsd: null })),
      ],
      [whaleSetChanges.address, whaleSetChanges.t],
    );
    return { added: added.map((w) => w.address), removed };
  });
}

/** Records position snapshots; writing one (address, t) again replaces its positions. */
export async function writeWhalePositions(db: Db, snapshots: WhalePositionsSnapshot[]): Promise<void> {
  if (snapshots.length === 0) return;
  await db.transaction(async (tx) => {
    const byAddress = new Map<string, number[]>();
    for (const s of snapshots) byAddress.set(s.address, [...(byAddress.get(s.address) ?? []), s.t]);
    for (const [address, ts] of byAddress) {
      await tx.delete(whalePositions).where(and(eq(whalePositions.address, address), inArray(whalePositions.t, ts)));
    }
    const db2 = tx as unknown as Db;
    await upsert(
      db2,
      whalePositionSnapshots,
      snapshots.map((s) => ({ address: s.address, t: s.t })),
      [whalePositionSnapshots.address, whalePositionSnapshots.t],
    );
    await upsert(
      db2,
      whalePositions,
      snapshots.flatMap((s) =>
        s.positions.map((p) => ({
          address: s.address,
          t: s.t,
          symbol: p.symbol,
          side: p.side,
          sizeUsd: p.sizeUsd,
          entryPrice: p.entryPrice,
          unrealizedPnlUsd: p.unrealizedPnlUsd,
          leverage: p.leverage,
        })),
      ),
      [whalePositions.address, whalePositions.t, whalePositions.symbol],
    );
    // Each whale's newest snapshot, so its current positions are one join away.
    const newest = new Map<string, number>();
    for (const s of snapshots) newest.set(s.address, Math.max(newest.get(s.address) ?? s.t, s.t));
    for (const [address, t] of newest) {
      await tx
        .update(whales)
        .set({ positionsAt: sql`GREATEST(coalesce(${whales.positionsAt}, 0), ${t})` })
        .where(eq(whales.address, address));
    }
  });
}

/** Events keyed by their stable id; labels are not stored here (they come from `whales`). */
export async function writeWhaleEvents(db: Db, events: Array<Omit<WhaleEvent, 'label'>>): Promise<void> {
  await upsert(
    db,
    whaleEvents,
    events.map((e) => ({
      id: e.id,
      t: e.t,
      address: e.address,
      symbol: e.symbol,
      type: e.type,
      side: e.side,
      sizeUsd: e.sizeUsd,
      price: e.price,
    })),
    [whaleEvents.id],
  );
}

/** One market-wide on-chain part as collected at `t`. */
export async function writeOnchainPart<P extends OnchainPart>(
  db: Db,
  part: P,
  t: number,
  value: OnchainParts[P],
): Promise<void> {
  await upsert(db, onchainParts, [{ part, t, payload: value }], [onchainParts.part, onchainParts.t]);
}

export async function writeOptionsSummary(db: Db, summary: OptionsSummary): Promise<void> {
  await upsert(
    db,
    optionsSummaries,
    [{ symbol: summary.symbol, t: summary.t, payload: summary }],
    [optionsSummaries.symbol, optionsSummaries.t],
  );
}

export async function writeAssetOnchain(db: Db, rows: AssetOnchain[]): Promise<void> {
  await upsert(
    db,
    assetOnchain,
    rows.map(({ stale: _, ...r }) => r),
    [assetOnchain.symbol, assetOnchain.t],
  );
}

/** Options prints with the venue's trade id, which makes re-polling the same window harmless. */
export async function writeOptionsFlow(db: Db, items: Array<OptionsFlowItem & { id: string }>): Promise<void> {
  await upsert(db, optionsFlow, items, [optionsFlow.id]);
}

export async function writeEtfFlows(db: Db, days: EtfFlowDay[]): Promise<void> {
  await upsert(db, etfFlows, days, [etfFlows.asset, etfFlows.t]);
}

export async function writeNews(db: Db, items: NewsItem[]): Promise<void> {
  await upsert(db, newsItems, items, [newsItems.id]);
}

/**
 * INSERT … ON CONFLICT (target) DO UPDATE every other column. Rows repeating a key within the
 * input keep the last one: PostgreSQL refuses to update one row twice in a statement.
 */
async function upsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: Array<T['$inferInsert']>,
  target: PgColumn[],
  opts: { onlyIf?: SQL; keep?: string[] } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keyProps = Object.keys(columns).filter((prop) => target.includes(columns[prop]));
  const set: Record<string, SQL> = {};
  for (const [prop, col] of Object.entries(columns)) {
    if (!target.includes(col) && !opts.keep?.includes(prop)) set[prop] = sql.raw(`excluded."${col.name}"`);
  }
  const unique = new Map<string, T['$inferInsert']>();
  for (const row of rows) {
    const r = row as Record<string, unknown>;
    unique.set(JSON.stringify(keyProps.map((p) => r[p])), row);
  }
  const all = [...unique.values()];
  for (let i = 0; i < all.length; i += BATCH) {
    const chunk = all.slice(i, i + BATCH);
    const insert = db.insert(table).values(chunk as never);
    // A table whose columns are all key columns has nothing to update.
    await (Object.keys(set).length > 0
      ? insert.onConflictDoUpdate({ target, set: set as never, setWhere: opts.onlyIf })
      : insert.onConflictDoNothing({ target }));
  }
}
