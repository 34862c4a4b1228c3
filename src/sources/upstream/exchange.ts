/**
 * One HTTP attempt: fetch with its own abort controller, fired by the caller's signal or by our
 * timers. A timer (rather than AbortSignal.timeout) because a streamed body must outlive the
 * header timeout and be watched by an idle timer instead; every failure is turned into an
 * UpstreamError whose kind says what happened.
 */
import { UpstreamError } from './types.ts';

export class Exchange {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private timedOutAfterMs: number | null = null;
  private readonly onOuterAbort = () => this.controller.abort(this.outer?.reason);

  constructor(
    private readonly upstream: string,
    private readonly label: string,
    private readonly outer: AbortSignal | undefined,
  ) {
    if (outer?.aborted) this.controller.abort(outer.reason);
    else outer?.addEventListener('abort', this.onOuterAbort, { once: true });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Aborts the exchange unless disarmed (or re-armed) within `ms`. */
  arm(ms: number): void {
    this.disarm();
    this.timer = setTimeout(() => {
      this.timedOutAfterMs = ms;
      this.controller.abort(new Error(`no progress within ${ms} ms`));
    }, ms);
  }

  disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Stops the timers and lets go of the caller's signal; aborts the connection if still open. */
  close(abortConnection = false): void {
    this.disarm();
    this.outer?.removeEventListener('abort', this.onOuterAbort);
    if (abortConnection && !this.controller.signal.aborted) this.controller.abort(new Error('closed'));
  }

  async fetch(url: URL, init: RequestInit, timeoutMs: number): Promise<Response> {
    this.arm(timeoutMs);
    try {
      return await fetch(url, { ...init, signal: this.controller.signal });
    } catch (err) {
      throw this.failure(err);
    }
  }

  /** The UpstreamError for something thrown while talking to the upstream. */
  failure(err: unknown): UpstreamError {
    if (err instanceof UpstreamError) return err;
    if (this.outer?.aborted) return new UpstreamError(this.upstream, 'aborted', `${this.label}: aborted`);
    if (this.timedOutAfterMs !== null) {
      return new UpstreamError(
        this.upstream,
        'timeout',
        `${this.label}: no progress within ${this.timedOutAfterMs} ms`,
      );
    }
    return new UpstreamError(this.upstream, 'network', `${this.label}: ${describe(err)}`);
  }
}

/** fetch reports "fetch failed" and hides the reason (reset, refused…) in `cause`. */
function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? err.cause : null;
  const code = (cause as { code?: string } | null)?.code;
  return cause ? `${err.message} (${code ? `${code}: ` : ''}${cause.message})` : err.message;
}
