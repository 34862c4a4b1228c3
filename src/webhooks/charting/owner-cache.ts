/**
 * Recently found secret owners, so an alert costs a hash and a map read instead of a database
 * round trip (on the embedded database one lookup per alert caps the webhook near a thousand a
 * second). Only good secrets are kept: bad ones are the flood guard's business.
 *
 * - Issuing a secret forgets the account's entries here at once, and bumps a generation so a
 *   lookup that started before cannot put the replaced secret back.
 * - Entries expire after `ttlMs`: the bound on how long another instance may still accept a
 *   replaced secret or an old plan (the same bound as API keys, KEY_CACHE_TTL_MS).
 */
import type { Environment } from '../../accounts/plans.ts';
import { KEY_CACHE_TTL_MS } from '../../platform/auth/key-cache.ts';
import type { SecretOwner } from './secrets.ts';

interface Entry {
  owner: SecretOwner;
  expiresAt: number;
}

export class OwnerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<SecretOwner | null>>();
  private generation = 0;

  constructor(
    private readonly ttlMs = KEY_CACHE_TTL_MS,
    private readonly maxEntries = 10_000,
  ) {}

  /** The cached owner, or one lookup shared by every concurrent alert with the same secret. */
  lookup(
    hash: string,
    nowMs: number,
    load: () => Promise<SecretOwner | null>,
  ): SecretOwner | Promise<SecretOwner | null> {
    const e = this.entries.get(hash);
    if (e && e.expiresAt > nowMs) return e.owner;
    if (e) this.entries.delete(hash);
    const pending = this.inFlight.get(hash);
    if (pending) return pending;
    const generation = this.generation;
    const query = load().finally(() => {
      if (this.inFlight.get(hash) === query) this.inFlight.delete(hash);
    });
    this.inFlight.set(hash, query);
    return query.then((owner) => {
      if (owner && generation === this.generation) this.set(hash, owner, nowMs);
      return owner;
    });
  }

  /** Forget an account's secrets (one environment, or all): a new one was issued, or its plan changed. */
  forget(accountId: string, environment?: Environment): void {
    this.generation++;
    this.inFlight.clear();
    for (const [hash, e] of this.entries) {
      if (e.owner.accountId === accountId && (environment === undefined || e.owner.environment === environment)) {
        this.entries.delete(hash);
      }
    }
  }

  private set(hash: string, owner: SecretOwner, nowMs: number): void {
    if (!this.entries.has(hash) && this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(hash, { owner, expiresAt: nowMs + this.ttlMs });
  }
}
