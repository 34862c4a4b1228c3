/**
 * A small in-process cache of key lookups, so authentication costs a hash and a map read on
 * the hot path instead of a database round trip. Revocation in this process evicts at once;
 * other instances (PostgreSQL deployments) see it within the TTL.
 */
import type { AccountRecord, KeyRecord } from '../../accounts/accounts.ts';

export type KeyLookup = { key: KeyRecord; account: AccountRecord } | null;

interface Entry {
  value: KeyLookup;
  expiresAt: number;
}

export class KeyCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 30_000,
    /** Unknown keys are remembered briefly so a flood of made-up keys cannot hammer the database. */
    private readonly negativeTtlMs = 5_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(hash: string, now = Date.now()): KeyLookup | undefined {
    const e = this.entries.get(hash);
    if (!e) return undefined;
    if (e.expiresAt <= now) {
      this.entries.delete(hash);
      return undefined;
    }
    return e.value;
  }

  set(hash: string, value: KeyLookup, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: dropping the first entry drops the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(hash, { value, expiresAt: now + (value ? this.ttlMs : this.negativeTtlMs) });
  }

  /** Forget every cached lookup of an account (plan change) or of one key (revocation). */
  evict(match: { accountId?: string; keyId?: string }): void {
    for (const [hash, e] of this.entries) {
      if (!e.value) continue;
      if (match.keyId === e.value.key.id || match.accountId === e.value.account.id) this.entries.delete(hash);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
