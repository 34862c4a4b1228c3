/**
 * A small in-process cache of key lookups, so authentication costs a hash and a map read on
 * the hot path instead of a database round trip.
 *
 * - Known keys and unknown keys live in separate maps with separate caps, so a flood of made-up
 *   keys only ever evicts other made-up keys, never a real caller's entry.
 * - Concurrent lookups of the same hash share one database query.
 * - Every eviction bumps a generation; a lookup that started before it neither caches its answer
 *   nor is joined by later requests, so a revocation cannot be undone by a query in flight.
 * - Entries expire after `ttlMs`: the bound on staleness should an invalidation message be lost.
 */
import type { AccountRecord, KeyRecord } from '../../accounts/accounts.ts';

/** A key and its account; an OAuth access token resolves to the same shape plus its expiry (Unix ms). */
export type KeyLookup = { key: KeyRecord; account: AccountRecord; expiresAt?: number } | null;

interface Entry {
  value: KeyLookup;
  expiresAt: number;
}

/** How long a known key is trusted without asking the database again (documented bound for other instances). */
export const KEY_CACHE_TTL_MS = 5_000;

export class KeyCache {
  private readonly known = new Map<string, Entry>();
  private readonly unknown = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<KeyLookup>>();
  private generation = 0;

  constructor(
    private readonly ttlMs = KEY_CACHE_TTL_MS,
    /** Unknown keys are remembered briefly so a repeated made-up key does not reach the database each time. */
    private readonly negativeTtlMs = 5_000,
    private readonly maxKnown = 10_000,
    private readonly maxUnknown = 10_000,
  ) {}

  get(hash: string, now = Date.now()): KeyLookup | undefined {
    const e = this.known.get(hash) ?? this.unknown.get(hash);
    if (!e) return undefined;
    if (e.expiresAt <= now) {
      this.known.delete(hash);
      this.unknown.delete(hash);
      return undefined;
    }
    return e.value;
  }

  /**
   * The cached answer, or one database lookup shared by every concurrent caller of the same hash.
   * The answer is cached only if nothing was evicted while it was being looked up.
   */
  lookup(hash: string, load: (hash: string) => Promise<KeyLookup>, now = Date.now): Promise<KeyLookup> {
    const pending = this.inFlight.get(hash);
    if (pending) return pending;
    const generation = this.generation;
    const query = load(hash).then(
      (value) => {
        if (this.inFlight.get(hash) === query) this.inFlight.delete(hash);
        if (generation === this.generation) this.set(hash, value, now());
        return value;
      },
      (err: unknown) => {
        if (this.inFlight.get(hash) === query) this.inFlight.delete(hash);
        throw err;
      },
    );
    this.inFlight.set(hash, query);
    return query;
  }

  set(hash: string, value: KeyLookup, now = Date.now()): void {
    const map = value ? this.known : this.unknown;
    const other = value ? this.unknown : this.known;
    other.delete(hash);
    if (!map.has(hash) && map.size >= (value ? this.maxKnown : this.maxUnknown)) {
      // Maps iterate in insertion order: dropping the first entry drops the oldest.
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
    map.set(hash, { value, expiresAt: now + (value ? this.ttlMs : this.negativeTtlMs) });
  }

  /** Forget every cached lookup of an account (plan or limit change) or of one key (revocation). */
  evict(match: { accountId?: string; keyId?: string }): void {
    this.generation++;
    this.inFlight.clear();
    for (const [hash, e] of this.known) {
      if (match.keyId === e.value!.key.id || match.accountId === e.value!.account.id) this.known.delete(hash);
    }
  }

  /** Forget everything (an invalidation channel reconnected, and may have missed messages). */
  clear(): void {
    this.generation++;
    this.inFlight.clear();
    this.known.clear();
    this.unknown.clear();
  }
}
