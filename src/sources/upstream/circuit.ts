/**
 * Circuit breaker for one upstream. After `threshold` consecutive failed calls it opens: calls fail
 * at once for `cooldownMs` instead of piling onto an upstream that is down. Then it lets one trial
 * call through (half-open): success closes it, failure opens it for another cooldown. Only the
 * trial closes it; a late success of a call started before it opened does not.
 */

export type CircuitState = 'closed' | 'open' | 'half_open';

/** Leave to make a call; `trial` marks the one call a half-open breaker lets through. */
export interface CircuitPermit {
  readonly trial: boolean;
}

export interface CircuitListener {
  opened(consecutiveFailures: number): void;
  closed(): void;
}

export class CircuitBreaker {
  private consecutive = 0;
  private openedAt: number | null = null;
  private trialInFlight = false;

  constructor(
    private readonly threshold: number,
    private readonly cooldownMs: number,
    private readonly listener: CircuitListener,
    private readonly now: () => number = () => performance.now(),
  ) {
    if (!(threshold >= 1)) throw new RangeError(`circuit threshold must be at least 1, got ${threshold}`);
  }

  get consecutiveFailures(): number {
    return this.consecutive;
  }

  state(): CircuitState {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt >= this.cooldownMs ? 'half_open' : 'open';
  }

  /** Ms until a half-open trial may go, 0 when closed. */
  reopensInMs(): number {
    return this.openedAt === null ? 0 : Math.max(0, this.openedAt + this.cooldownMs - this.now());
  }

  /** A permit, or null when the call must fail at once. */
  enter(): CircuitPermit | null {
    const state = this.state();
    if (state === 'closed') return { trial: false };
    if (state === 'open' || this.trialInFlight) return null;
    this.trialInFlight = true;
    return { trial: true };
  }

  /** True when a call holding `permit` should stop (the breaker opened while it was under way). */
  refuses(permit: CircuitPermit): boolean {
    return !permit.trial && this.openedAt !== null;
  }

  succeeded(permit: CircuitPermit): void {
    this.consecutive = 0;
    if (!permit.trial) return;
    this.trialInFlight = false;
    this.openedAt = null;
    this.listener.closed();
  }

  failed(permit: CircuitPermit): void {
    this.consecutive++;
    if (permit.trial) {
      this.trialInFlight = false;
      this.open();
    } else if (this.openedAt === null && this.consecutive >= this.threshold) this.open();
  }

  /** The call ended without telling anything about the upstream (aborted, refused locally). */
  released(permit: CircuitPermit): void {
    if (permit.trial) this.trialInFlight = false;
  }

  private open(): void {
    this.openedAt = this.now();
    this.listener.opened(this.consecutive);
  }
}
