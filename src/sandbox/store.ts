/**
 * Per-account sandbox state: the test clock, injected errors, the reset log, and the events clock
 * moves published to the account (kept in the one `events` table, world 'sandbox').
 * Kept in the database (it survives restarts) with a short in-process cache, because the clock
 * and the injected errors are read on every sandbox request. Other instances see a change
 * within CACHE_TTL_MS, inside the spec's 30 s reset propagation. The public sandbox accounts are
 * shared by strangers and keep no state here: they always read the live clock.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { isPublicSandboxAccount } from '../accounts/public-keys.ts';
import { rows } from '../market/production-view.ts';
import type { Db } from '../platform/db/client.ts';
import type { InjectableCode } from '../platform/errors.ts';
import { type SandboxEvent, sandboxEventOf, WHALE_KINDS } from './events.ts';
import { sandboxErrors, sandboxState } from './tables.ts';

export type { SandboxEvent } from './events.ts';

const CACHE_TTL_MS = 10_000;

export interface Injection {
  id: number;
  code: InjectableCode;
  pathPrefix: string | null;
  /** Requests left to fail; null = until it expires or is reset. */
  remaining: number | null;
  expiresAt: number | null;
}

interface Cached {
  clockMs: number | null;
  lastResetAt: number | null;
  lastResetResource: string | null;
  injections: Injection[];
  loadedAt: number;
}

type ResetHandler = (accountId: string) => Promise<void>;

export class SandboxStore {
  private readonly cache = new Map<string, Cached>();
  private readonly resetHandlers = new Map<string, ResetHandler[]>();

  constructor(
    private readonly db: Db,
    private readonly wallClock: () => number,
  ) {
    this.onReset('clock', (id) => this.setClock(id, null));
    this.onReset('errors', (id) => this.clearInjections(id));
    // Whale data is a pure function of time; what an account accumulates is the whale events emitted to it.
    this.onReset('whales', (id) => this.clearEvents(id, [...WHALE_KINDS]));
  }

  /**
   * Capabilities that keep sandbox state (webhooks, alerts) register how to clear it; a resource
   * becomes resettable when its capability exists, so a reset never claims to clear what is not there.
   */
  onReset(resource: string, handler: ResetHandler): void {
    this.resetHandlers.set(resource, [...(this.resetHandlers.get(resource) ?? []), handler]);
  }

  /** The resources a reset may name, in registration order. */
  resettable(): string[] {
    return [...this.resetHandlers.keys()];
  }

  /** Resets one resource of an account, or all of them (and its event log). Returns when it took effect. */
  async reset(accountId: string, resource?: string): Promise<number> {
    if (resource !== undefined && !this.resetHandlers.has(resource)) {
      throw new RangeError(`not a resettable sandbox resource: ${resource}`);
    }
    for (const r of resource ? [resource] : this.resettable()) {
      for (const handler of this.resetHandlers.get(r) ?? []) await handler(accountId);
    }
    if (!resource) await this.clearEvents(accountId);
    return this.recordReset(accountId, resource ?? 'all');
  }

  /** The account's sandbox now: the frozen instant, or real time. */
  async clock(accountId: string): Promise<{ nowMs: number; frozen: boolean }> {
    const s = await this.load(accountId);
    return s.clockMs === null ? { nowMs: this.wallClock(), frozen: false } : { nowMs: s.clockMs, frozen: true };
  }

  /** The account's sandbox now, without waiting when it is cached (the hot path); else a promise. */
  nowOf(accountId: string): number | Promise<number> {
    if (isPublicSandboxAccount(accountId)) return this.wallClock();
    const hit = this.cache.get(accountId);
    if (hit && this.wallClock() - hit.loadedAt < CACHE_TTL_MS) return hit.clockMs ?? this.wallClock();
    return this.clock(accountId).then((c) => c.nowMs);
  }

  async setClock(accountId: string, clockMs: number | null): Promise<void> {
    await this.db
      .insert(sandboxState)
      .values({ accountId, clockMs })
      .onConflictDoUpdate({ target: sandboxState.accountId, set: { clockMs } });
    this.cache.delete(accountId);
  }

  async state(accountId: string): Promise<Omit<Cached, 'loadedAt'>> {
    const { loadedAt: _, ...rest } = await this.load(accountId);
    return { ...rest, injections: this.live(rest.injections) };
  }

  async addInjection(accountId: string, inj: Omit<Injection, 'id'>): Promise<Injection> {
    const [row] = await this.db
      .insert(sandboxErrors)
      .values({
        accountId,
        code: inj.code,
        pathPrefix: inj.pathPrefix,
        remaining: inj.remaining,
        expiresAt: inj.expiresAt === null ? null : new Date(inj.expiresAt),
      })
      .returning({ id: sandboxErrors.id });
    this.cache.delete(accountId);
    return { ...inj, id: row!.id };
  }

  /** The injected error this request must fail with, if any; counts it against the injection. */
  async take(accountId: string, path: string): Promise<InjectableCode | null> {
    const s = await this.load(accountId);
    if (s.injections.length === 0) return null;
    const inj = this.live(s.injections).find((i) => matches(i.pathPrefix, path));
    if (!inj) return null;
    if (inj.remaining !== null) {
      inj.remaining -= 1;
      if (inj.remaining <= 0) {
        s.injections = s.injections.filter((i) => i !== inj);
        await this.db.delete(sandboxErrors).where(eq(sandboxErrors.id, inj.id));
      } else {
        await this.db.update(sandboxErrors).set({ remaining: inj.remaining }).where(eq(sandboxErrors.id, inj.id));
      }
    }
    return inj.code;
  }

  async clearInjections(accountId: string): Promise<void> {
    await this.db.delete(sandboxErrors).where(eq(sandboxErrors.accountId, accountId));
    this.cache.delete(accountId);
  }

  async recordReset(accountId: string, resource: string): Promise<number> {
    const at = this.wallClock();
    await this.db
      .insert(sandboxState)
      .values({ accountId, lastResetAt: new Date(at), lastResetResource: resource })
      .onConflictDoUpdate({
        target: sandboxState.accountId,
        set: { lastResetAt: new Date(at), lastResetResource: resource },
      });
    this.cache.delete(accountId);
    return at;
  }

  /** The events clock moves published to the account, oldest first, after `afterSeq` (events.seq). */
  async listEvents(accountId: string, afterSeq: number, limit: number): Promise<SandboxEvent[]> {
    if (isPublicSandboxAccount(accountId)) return [];
    const found = await rows<Record<string, unknown>>(
      this.db,
      sql`SELECT seq, t, name, kind, symbol, direction, body FROM events
        WHERE world = 'sandbox' AND account_id = ${accountId} AND seq > ${afterSeq}
        ORDER BY seq LIMIT ${limit}`,
    );
    return found.map((r) =>
      sandboxEventOf({
        seq: Number(r.seq),
        t: Number(r.t),
        name: String(r.name),
        kind: String(r.kind),
        symbol: String(r.symbol),
        direction: r.direction == null ? null : String(r.direction),
        // Stored as text in its one key order: parsing keeps that order.
        body: JSON.parse(String(r.body)) as Record<string, unknown>,
      }),
    );
  }

  /** Forgets the sandbox events of an account (of these `events` kinds only, when given). */
  async clearEvents(accountId: string, kinds?: string[]): Promise<void> {
    await this.db.execute(
      kinds
        ? sql`DELETE FROM events WHERE world = 'sandbox' AND account_id = ${accountId}
            AND kind IN (${sql.join(
              kinds.map((k) => sql`${k}`),
              sql`, `,
            )})`
        : sql`DELETE FROM events WHERE world = 'sandbox' AND account_id = ${accountId}`,
    );
  }

  private live(injections: Injection[]): Injection[] {
    const now = this.wallClock();
    return injections.filter((i) => i.expiresAt === null || i.expiresAt > now);
  }

  private async load(accountId: string): Promise<Cached> {
    const now = this.wallClock();
    // Rows a shared account may hold from before its controls were closed (a stranger's frozen
    // clock or injected error) must not reach the next stranger: it is always pristine.
    if (isPublicSandboxAccount(accountId)) {
      return { clockMs: null, lastResetAt: null, lastResetResource: null, injections: [], loadedAt: now };
    }
    const hit = this.cache.get(accountId);
    if (hit && now - hit.loadedAt < CACHE_TTL_MS) return hit;
    const [state] = await this.db.select().from(sandboxState).where(eq(sandboxState.accountId, accountId));
    const errors = await this.db
      .select()
      .from(sandboxErrors)
      .where(eq(sandboxErrors.accountId, accountId))
      .orderBy(asc(sandboxErrors.id));
    const loaded: Cached = {
      clockMs: state?.clockMs ?? null,
      lastResetAt: state?.lastResetAt?.getTime() ?? null,
      lastResetResource: state?.lastResetResource ?? null,
      injections: errors.map((e) => ({
        id: e.id,
        code: e.code as InjectableCode,
        pathPrefix: e.pathPrefix,
        remaining: e.remaining,
        expiresAt: e.expiresAt?.getTime() ?? null,
      })),
      loadedAt: now,
    };
    this.cache.set(accountId, loaded);
    return loaded;
  }
}

/** A prefix matches the path with or without the /v1 version segment. */
export function matches(prefix: string | null, path: string): boolean {
  if (prefix === null) return true;
  const bare = path.replace(/^\/v\d+(?=\/)/, '');
  return path.startsWith(prefix) || bare.startsWith(prefix);
}
