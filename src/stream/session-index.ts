/**
 * Which sessions may want an event, found without looking at the others: sessions are filed
 * under (world, account, symbol) and (world, '*', symbol), with '*' as the symbol of a
 * wildcard subscription. A market-wide event looks in the '*' account entries (every session of
 * its world), an account's own event in that account's entries only.
 */
import type { StoredEvent } from '../events/outbox.ts';
import type { Session } from './session.ts';

export class SessionIndex {
  private readonly entries = new Map<string, Set<Session>>();
  private readonly filed = new WeakMap<Session, string[]>();

  /** Files the session under every symbol its subscriptions name now (and nowhere else). */
  update(session: Session): void {
    this.remove(session);
    const { environment, accountId } = session.caller;
    const keys: string[] = [];
    for (const symbol of session.indexedSymbols()) {
      keys.push(`${environment}|*|${symbol}`, `${environment}|${accountId}|${symbol}`);
    }
    for (const key of keys) {
      let set = this.entries.get(key);
      if (!set) {
        set = new Set();
        this.entries.set(key, set);
      }
      set.add(session);
    }
    this.filed.set(session, keys);
  }

  remove(session: Session): void {
    for (const key of this.filed.get(session) ?? []) {
      const set = this.entries.get(key);
      set?.delete(session);
      if (set?.size === 0) this.entries.delete(key);
    }
    this.filed.delete(session);
  }

  /** The sets to look in for an event: its symbol's, then the wildcard subscriptions'. */
  candidates(e: Pick<StoredEvent, 'world' | 'accountId' | 'symbol'>): Array<Set<Session>> {
    const scope = e.accountId ?? '*';
    const out: Array<Set<Session>> = [];
    const bySymbol = this.entries.get(`${e.world}|${scope}|${e.symbol}`);
    if (bySymbol) out.push(bySymbol);
    const wildcard = this.entries.get(`${e.world}|${scope}|*`);
    if (wildcard) out.push(wildcard);
    return out;
  }

  get size(): number {
    return this.entries.size;
  }
}
