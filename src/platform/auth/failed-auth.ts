/**
 * Failed authentications per client address, per UTC minute, in this process. An address that
 * presents too many bad keys in a minute is answered 429 before its key is even hashed, so a
 * flood of made-up keys costs a map read instead of a database lookup per request. Other
 * addresses, valid keys included, are unaffected.
 *
 * Per instance on purpose: it guards this process's database pool, and needs no round trip.
 */

/** Bad keys one address may present per minute before it is refused without a lookup. */
export const FAILED_AUTH_PER_MINUTE = 30;

export class FailedAuthGuard {
  private minute = -1;
  private readonly failures = new Map<string, number>();

  constructor(
    private readonly perMinute = FAILED_AUTH_PER_MINUTE,
    /** Beyond this many addresses in a minute, new ones are not tracked (memory stays bounded). */
    private readonly maxAddresses = 100_000,
  ) {}

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
