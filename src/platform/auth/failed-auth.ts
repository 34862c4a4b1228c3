/**
 * Failed authentications per client address, per UTC minute, in this process. An address that
 * presents too many bad keys in a minute is answered 429 before its key is even hashed, so a
 * flood of made-up keys costs a map read instead of a database lookup per request. Other
 * addresses, valid keys included, are unaffected.
 *
 * The refusal is held back for a moment (a tarpit): a flooding client waits on each of its
 * connections instead of getting thousands of cheap answers a second that still cost this
 * process a response each. Only so many are held at once; beyond that they are answered at once.
 *
 * Per instance on purpose: it guards this process's database pool, and needs no round trip.
 */

import { ApiError } from '../errors.ts';

/** Bad keys one address may present per minute before it is refused without a lookup. */
export const FAILED_AUTH_PER_MINUTE = 30;

export class FailedAuthGuard {
  private minute = -1;
  private readonly failures = new Map<string, number>();

  private held = 0;

  constructor(
    private readonly perMinute = FAILED_AUTH_PER_MINUTE,
    /** Beyond this many addresses in a minute, new ones are not tracked (memory stays bounded). */
    private readonly maxAddresses = 100_000,
    private readonly tarpitMs = 1_000,
    private readonly maxHeld = 10_000,
  ) {}

  /** Rejects with `refusal` after the tarpit delay, or at once when too many refusals are already held. */
  refuse<T>(refusal: Error): Promise<T> {
    if (this.held >= this.maxHeld || this.tarpitMs === 0) return Promise.reject(refusal);
    this.held++;
    return new Promise<T>((_, reject) => {
      setTimeout(() => {
        this.held--;
        reject(refusal);
      }, this.tarpitMs).unref();
    });
  }

  /**
   * The 429 for an address that failed too often this minute (held back by the tarpit), or null
   * when it may try now. `detail` says what it presented too many of.
   */
  tooMany(address: string, nowMs: number, detail: string): Promise<never> | null {
    const wait = this.retryAfter(address, nowMs);
    if (wait === 0) return null;
    return this.refuse(new ApiError('rate_limit_exceeded', detail, {}, { 'retry-after': wait }));
  }

  /** Seconds until `address` may try again, or 0 when it may try now. */
  retryAfter(address: string, nowMs: number): number {
    this.roll(nowMs);
    if ((this.failures.get(address) ?? 0) < this.perMinute) return 0;
    return Math.max(1, Math.ceil(((this.minute + 1) * 60_000 - nowMs) / 1000));
  }

  fail(address: string, nowMs: number): void {
    this.roll(nowMs);
    const n = this.failures.get(address);
    if (n !== undefined) this.failures.set(address, n + 1);
    else if (this.failures.size < this.maxAddresses) this.failures.set(address, 1);
  }

  private roll(nowMs: number): void {
    const minute = Math.floor(nowMs / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      this.failures.clear();
    }
  }
}
