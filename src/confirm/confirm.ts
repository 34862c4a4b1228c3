/**
 * The confirm operation: score a proposed long or short on a symbol from the caller's world.
 * Shared by GET /v1/confirm, the batch, the charting webhook and the stream.
 *
 * The sandbox world is a pure function of time, so its confirmations are computed on whole
 * minutes of the account's clock and kept in a small per-app LRU keyed by (symbol, minute): every
 * sandbox account at the same minute shares one snapshot, its scores and their serialised bodies.
 * Production reads the in-memory live market (market/live-market.ts) as of the whole second of the
 * request; its entries are cached per (symbol, second, live-state load), so every caller in a
 * second shares one computation and a freshly loaded state is used at once.
 */

import { requireSymbol } from '../market/access.ts';
import type { MarketSnapshot } from '../market/types.ts';
import { type World, worldFor } from '../market/world.ts';
import type { AuthContext } from '../platform/auth/types.ts';
import type { AppContext } from '../platform/context.ts';
import { ApiError, invalidParam, mustBeOneOf, problemType } from '../platform/errors.ts';
import { type ConfirmSummary, type Direction, scoreConfirmation, summarise } from '../signals/confirm.ts';
import { Lru } from './lru.ts';
import { type Confirmation, type ConfirmFormat, DIRECTIONS, type Rendered, render } from './render.ts';

const MINUTE = 60_000;
/** (symbol, minute) entries kept per app: ten test symbols over a few dozen distinct clock minutes. */
const CACHE_ENTRIES = 512;
export const MAX_BATCH_ITEMS = 100;

/** One symbol at one instant: the snapshot, and what has been derived from it so far. */
interface Entry {
  snapshot: MarketSnapshot;
  summary: ConfirmSummary;
  scored: Map<Direction, Confirmation>;
  rendered: Map<string, Rendered>;
}

const caches = new WeakMap<AppContext, Lru<string, Promise<Entry>>>();

function cacheOf(ctx: AppContext): Lru<string, Promise<Entry>> {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new Lru(CACHE_ENTRIES);
    caches.set(ctx, cache);
  }
  return cache;
}

const SECOND = 1_000;

/**
 * The instant a confirmation in this world describes: the start of the clock's minute in the
 * sandbox (a pure function of time, recomputed per minute), the start of the second in production
 * (freshness bounds are judged to the second).
 */
export function confirmationInstant(world: World): number {
  const unit = world.view.world === 'sandbox' ? MINUTE : SECOND;
  return Math.floor(world.nowMs / unit) * unit;
}

async function build(world: World, symbol: string, at: number): Promise<Entry> {
  const snapshot = await world.view.snapshot(symbol, at);
  return { snapshot, summary: summarise(snapshot), scored: new Map(), rendered: new Map() };
}

/**
 * The snapshot entry of an authorised, canonical symbol. Concurrent sandbox requests for the same
 * minute share one pending computation; a failed one is not kept.
 */
function entryOf(ctx: AppContext, world: World, symbol: string): Promise<Entry> {
  const at = confirmationInstant(world);
  const cache = cacheOf(ctx);
  // Production answers also depend on what the collectors have written: the live state's load.
  const key = world.view.world === 'sandbox' ? `${symbol}@${at}` : `${symbol}@${at}#${ctx.live.version()}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = build(world, symbol, at);
    cache.set(key, entry);
    entry.catch(() => cache.delete(key));
  }
  return entry;
}

function scored(entry: Entry, direction: Direction): Confirmation {
  let c = entry.scored.get(direction);
  if (!c) {
    const s = entry.snapshot;
    c = { symbol: s.symbol, direction, t: s.t, score: scoreConfirmation(s, direction), summary: entry.summary };
    entry.scored.set(direction, c);
  }
  return c;
}

function rendered(entry: Entry, direction: Direction, format: ConfirmFormat): Rendered {
  const key = `${direction}:${format}`;
  let r = entry.rendered.get(key);
  if (!r) {
    r = render(scored(entry, direction), format);
    entry.rendered.set(key, r);
  }
  return r;
}

/**
 * The sandbox world as it stood at an earlier instant of the account's clock. The synthetic world
 * is a pure function of time, so a past confirmation is exactly what was answered then; the
 * caller checks `at` lies within the visible history.
 */
export function sandboxWorldAt(world: World, at: number): World {
  if (world.view.world !== 'sandbox') throw new Error('past confirmations are computed in the sandbox only');
  return { view: world.view, nowMs: at };
}

/** Confirmation of an authorised, canonical symbol in the given world. */
export async function confirmIn(
  ctx: AppContext,
  world: World,
  symbol: string,
  direction: Direction,
): Promise<Confirmation> {
  return scored(await entryOf(ctx, world, symbol), direction);
}

/** The serialised shape and its ETag, for an authorised, canonical symbol. */
export async function renderIn(
  ctx: AppContext,
  world: World,
  symbol: string,
  direction: Direction,
  format: ConfirmFormat,
): Promise<Rendered> {
  return rendered(await entryOf(ctx, world, symbol), direction, format);
}

/**
 * The whole operation for callers outside the HTTP query path (charting webhook, stream): parse
 * and authorise the symbol (404 unknown_symbol, 403 plan_restricted, before any read), then score
 * it in the caller's world (503 data_unavailable when production has nothing).
 */
export async function confirmTrade(
  ctx: AppContext,
  auth: AuthContext,
  rawSymbol: string,
  direction: Direction,
  param = 'symbol',
  where = 'body',
): Promise<Confirmation> {
  const symbol = requireSymbol(auth, rawSymbol, param, where);
  return confirmIn(ctx, await worldFor(ctx, auth), symbol, direction);
}

export interface BatchItem {
  symbol: string;
  direction: string;
  /** The instant to answer as of (sandbox), when the item names one. */
  at?: string | number;
}

export interface BatchOptions {
  format: ConfirmFormat;
  requestId: string;
  /** Parses and authorises item i's symbol, throwing ApiError (the route's symbol helper). */
  authorise: (raw: string, index: number) => string;
  /** The world item i is answered in (its own `at`, or the batch's), throwing ApiError. */
  worldOf?: (item: BatchItem, index: number) => World;
  /** Runs a market read, turning view faults into ApiError. */
  guard: <T>(fn: () => Promise<T>) => Promise<T>;
}

/** An RFC 9457 problem object for one failed batch item. */
export function itemProblem(err: ApiError, requestId: string): Record<string, unknown> {
  return {
    type: problemType(err.code),
    title: err.title,
    status: err.status,
    detail: err.detail,
    code: err.code,
    request_id: requestId,
    ...err.extras,
  };
}

/**
 * Confirms each item on its own: a bad item fails alone with a problem object. Each distinct
 * (symbol, instant) snapshot is read once. Returns the JSON text of the items array, assembled from the
 * same serialised shapes GET /v1/confirm sends. Faults other than ApiError fail the whole batch.
 */
export async function confirmBatch(
  ctx: AppContext,
  world: World,
  items: BatchItem[],
  opts: BatchOptions,
): Promise<string> {
  const entries = new Map<string, Promise<Entry>>();
  const parts = await Promise.all(
    items.map(async (item, index): Promise<string> => {
      try {
        const symbol = opts.authorise(item.symbol, index);
        const direction = item.direction as Direction;
        if (!DIRECTIONS.includes(direction))
          throw invalidParam('body', `items.${index}.direction`, mustBeOneOf(DIRECTIONS));
        const itemWorld = opts.worldOf ? opts.worldOf(item, index) : world;
        const key = `${symbol}@${confirmationInstant(itemWorld)}`;
        let entry = entries.get(key);
        if (!entry) {
          entry = opts.guard(() => entryOf(ctx, itemWorld, symbol));
          entries.set(key, entry);
        }
        const r = rendered(await entry, direction, opts.format);
        return `{"index":${index},"ok":true,"result":${r.body}}`;
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        return `{"index":${index},"ok":false,"error":${JSON.stringify(itemProblem(err, opts.requestId))}}`;
      }
    }),
  );
  return `[${parts.join(',')}]`;
}
