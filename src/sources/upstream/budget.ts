/**
 * Request budgets of one upstream, enforced on our side so that the venue never has to.
 *
 * Each bucket is a rolling window: at most `capacity` weight in any `windowMs`. A token bucket
 * would allow twice the capacity in the first window (a full bucket plus its refill), which is
 * exactly what a venue counting per window punishes; the rolling window never does.
 *
 * A call's weight counts from the instant it is admitted (sent) until `windowMs` later. The venue
 * counts it when it arrives, a one-way trip later; jitter in that trip, and traffic we do not see,
 * are what the headroom (createUpstream's `budgetHeadroom`) is for. Counting from the answer
 * instead would cost a whole round trip per window: 10 % of OKX's 2-second windows.
 *
 * Waiting is FIFO per bucket: a heavy call at the head is not overtaken by lighter ones behind it.
 * A wait never fails for lack of budget: the head waits on one timer set to the instant enough
 * weight leaves the window (no polling, no fixed sleep per call).
 *
 * A weight above a bucket's capacity is clamped to the capacity: such a call waits for an empty
 * window and then fills it, instead of waiting forever.
 *
 * The book also holds the upstream-wide pause (a 429/418 asked every caller to back off): while it
 * lasts no bucket admits anything, and a waiter whose patience ends before the pause is rejected
 * with `PausedBeyondPatience` rather than left hanging.
 */
import type { BudgetSpec } from './types.ts';

/** A waiter's patience ends before the upstream-wide pause does. */
export class PausedBeyondPatience extends Error {
  constructor(readonly pausedForMs: number) {
    super(`paused for another ${Math.ceil(pausedForMs)} ms`);
    this.name = 'PausedBeyondPatience';
  }
}

/** The waiter's signal fired. */
export class BudgetWaitAborted extends Error {
  constructor() {
    super('aborted while waiting for budget');
    this.name = 'BudgetWaitAborted';
  }
}

/** An admitted call's hold on its bucket. */
export interface BudgetTicket {
  /** The call was not sent after all: its weight is handed back. */
  cancel(): void;
}

export interface AcquireOptions {
  signal?: AbortSignal;
  /** Clock instant after which the waiter will not sit out a pause (default: never). */
  deadline?: number;
}

/** Rounding slack for fractional weights (a capacity reduced by headroom is rarely an integer). */
const EPSILON = 1e-9;

interface Waiter {
  weight: number;
  deadline: number;
  resolve(ticket: BudgetTicket): void;
  reject(err: Error): void;
  detach(): void;
}

interface Entry {
  at: number;
  weight: number;
}

class RollingWindow {
  /** Weight in the window, oldest first (admissions and charges, on a monotonic clock). */
  private readonly entries: Entry[] = [];
  private oldest = 0;
  private used = 0;
  readonly queue: Waiter[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    readonly capacity: number,
    private readonly windowMs: number,
    private readonly book: BudgetBook,
  ) {}

  enqueue(waiter: Waiter): void {
    this.queue.push(waiter);
    if (this.queue.length === 1) this.pump();
  }

  remove(waiter: Waiter): void {
    const at = this.queue.indexOf(waiter);
    if (at < 0) return;
    this.queue.splice(at, 1);
    if (at === 0) this.pump();
  }

  record(weight: number): Entry | null {
    if (weight <= 0 || !Number.isFinite(this.capacity)) return null;
    const entry = { at: this.book.now(), weight };
    this.entries.push(entry);
    this.used += weight;
    return entry;
  }

  /** Admits waiters from the head while they fit, then sleeps until the head can fit. */
  pump(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    while (this.queue.length > 0) {
      const now = this.book.now();
      const pausedFor = this.book.pausedUntil - now;
      if (pausedFor > 0) {
        this.wakeIn(pausedFor);
        return;
      }
      this.forgetBefore(now - this.windowMs);
      const head = this.queue[0];
      const excess = this.used + head.weight - this.capacity;
      if (excess > EPSILON) {
        this.wakeIn(this.instantFreeing(excess) + this.windowMs - now);
        return;
      }
      this.queue.shift();
      head.detach();
      head.resolve(this.admit(head.weight));
    }
  }

  /** Rejects every waiter whose patience ends before the pause does. */
  dropImpatient(pausedUntil: number): void {
    for (const waiter of [...this.queue]) {
      if (waiter.deadline >= pausedUntil) continue;
      this.queue.splice(this.queue.indexOf(waiter), 1);
      waiter.detach();
      waiter.reject(new PausedBeyondPatience(pausedUntil - this.book.now()));
    }
  }

  private admit(weight: number): BudgetTicket {
    const entry = this.record(weight);
    return {
      cancel: () => {
        if (!entry || entry.weight === 0) return;
        if (this.entries.indexOf(entry) >= this.oldest) this.used -= entry.weight;
        entry.weight = 0;
        this.pump();
      },
    };
  }

  /**
   * The admission instant of the entry whose expiry frees at least `weight`. Every waiter's weight
   * is at most the capacity, so the entries in the window always hold enough.
   */
  private instantFreeing(weight: number): number {
    let freed = 0;
    for (let i = this.oldest; i < this.entries.length; i++) {
      freed += this.entries[i].weight;
      if (freed >= weight - EPSILON) return this.entries[i].at;
    }
    return this.entries.at(-1)?.at ?? this.book.now() - this.windowMs;
  }

  private forgetBefore(cutoff: number): void {
    while (this.oldest < this.entries.length && this.entries[this.oldest].at <= cutoff) {
      this.used -= this.entries[this.oldest].weight;
      this.oldest++;
    }
    if (this.oldest === this.entries.length) {
      this.entries.length = 0;
      this.oldest = 0;
      this.used = 0;
    } else if (this.oldest > 1024 && this.oldest * 2 > this.entries.length) {
      this.entries.splice(0, this.oldest);
      this.oldest = 0;
    }
  }

  private wakeIn(ms: number): void {
    // Timers fire on whole milliseconds and can fire a hair early; pump() re-arms if so.
    this.timer = setTimeout(() => this.pump(), Math.max(1, Math.ceil(ms)));
  }
}

/** Every bucket of one upstream, plus its pause. Without specs every bucket is unlimited. */
export class BudgetBook {
  /** Clock instant until which nothing is admitted. */
  pausedUntil = Number.NEGATIVE_INFINITY;
  private readonly buckets = new Map<string, RollingWindow>();
  private readonly unlimited: RollingWindow | null;

  /**
   * @param headroom fraction of each published capacity left unused (0.1 = use 90 %), for
   *   traffic we do not see (other processes on the same IP) and the venue's own clock.
   */
  constructor(
    specs: Record<string, BudgetSpec> | undefined,
    headroom = 0,
    readonly now: () => number = () => performance.now(),
  ) {
    if (!(headroom >= 0 && headroom < 1)) throw new RangeError(`budget headroom must be in [0, 1), got ${headroom}`);
    this.unlimited = specs ? null : new RollingWindow(Number.POSITIVE_INFINITY, 0, this);
    for (const [name, spec] of Object.entries(specs ?? {})) {
      if (!(spec.capacity > 0 && Number.isFinite(spec.capacity) && spec.windowMs > 0)) {
        throw new RangeError(`budget "${name}" needs a positive capacity and window`);
      }
      this.buckets.set(name, new RollingWindow(spec.capacity * (1 - headroom), spec.windowMs, this));
    }
  }

  /** Waits (FIFO within the bucket) until `weight` fits, then counts it in the window from now. */
  acquire(bucket: string, weight: number, opts: AcquireOptions = {}): Promise<BudgetTicket> {
    const window = this.bucket(bucket);
    const deadline = opts.deadline ?? Number.POSITIVE_INFINITY;
    return new Promise<BudgetTicket>((resolve, reject) => {
      if (opts.signal?.aborted) return reject(new BudgetWaitAborted());
      if (this.pausedUntil > deadline) return reject(new PausedBeyondPatience(this.pausedUntil - this.now()));
      const onAbort = () => {
        window.remove(waiter);
        reject(new BudgetWaitAborted());
      };
      const waiter: Waiter = {
        weight: clampWeight(weight, window.capacity),
        deadline,
        resolve,
        reject,
        detach: () => opts.signal?.removeEventListener('abort', onAbort),
      };
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      window.enqueue(waiter);
    });
  }

  /** Adds weight learnt from an answer; it ages out of the window like any other. */
  charge(bucket: string, weight: number): void {
    const window = this.bucket(bucket);
    if (Number.isFinite(weight) && weight > 0) window.record(weight);
  }

  /** Stops every bucket for `ms` (extending, never shortening, a pause already running). */
  pauseFor(ms: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, this.now() + ms);
    for (const window of this.windows()) {
      window.dropImpatient(this.pausedUntil);
      window.pump();
    }
  }

  /** How long the current pause still lasts, ms (0 when not paused). */
  pausedForMs(): number {
    return Math.max(0, this.pausedUntil - this.now());
  }

  private windows(): RollingWindow[] {
    return this.unlimited ? [this.unlimited] : [...this.buckets.values()];
  }

  private bucket(name: string): RollingWindow {
    if (this.unlimited) return this.unlimited;
    const window = this.buckets.get(name);
    if (!window) throw new Error(`no budget bucket "${name}" (known: ${[...this.buckets.keys()].join(', ')})`);
    return window;
  }
}

/** A weight that is not a number counts as 1 (the usual cost); above capacity it is clamped. */
function clampWeight(weight: number, capacity: number): number {
  const w = Number.isFinite(weight) ? Math.max(0, weight) : 1;
  return Math.min(w, capacity);
}

/**
 * The least time `calls` calls of `weight` each can take under `spec` (rolling window, starting
 * with an empty window): each window admits floor(capacity / weight) calls, and the last batch
 * goes out one window after the one before it.
 */
export function minimumDurationMs(spec: BudgetSpec, calls: number, weight = 1): number {
  if (calls <= 0) return 0;
  const perWindow = Math.max(1, Math.floor(spec.capacity / Math.min(weight, spec.capacity)));
  return (Math.ceil(calls / perWindow) - 1) * spec.windowMs;
}
