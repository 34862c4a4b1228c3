/**
 * Retry timing: full-jitter exponential backoff, and reading how long an upstream asked us to wait.
 */

/**
 * Full jitter: a uniform draw in [0, min(maxMs, baseMs × 2^attempt)). Spreading retries over the
 * whole interval keeps callers that failed together from retrying together.
 * @param attempt 0 for the wait before the first retry.
 */
export function fullJitterDelayMs(attempt: number, baseMs: number, maxMs: number, random = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** attempt);
  return Math.floor(random() * ceiling);
}

/**
 * A Retry-After header as a wait in ms: either delay-seconds (decimals tolerated) or an HTTP date,
 * measured against `nowMs`. Null when absent or unreadable; a date in the past gives 0.
 */
export function parseRetryAfterMs(header: string | null | undefined, nowMs = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its month; anything else Date.parse might accept ("-5") is not one.
  if (!/[a-z]/i.test(value)) return null;
  const at = Date.parse(value);
  if (!Number.isFinite(at)) return null;
  return Math.max(0, at - nowMs);
}

/** Resolves after `ms`; rejects with the signal's reason if it fires first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
