/**
 * The `fetch` every request of the client goes through: it adds the credentials, bounds each
 * attempt with a timeout, and retries what is safe to retry.
 *
 * - 429 is retried for every method: the service refuses a rate-limited request before doing
 *   anything, so repeating it cannot do anything twice.
 * - 502/503/504 and network failures are retried only for idempotent requests (GET, HEAD, PUT,
 *   DELETE, OPTIONS, and the read-only POSTs such as the batch confirmation): a POST that failed
 *   on the way back may already have happened.
 * - The wait is the server's `Retry-After` (seconds or an HTTP date) when it gives one, else an
 *   exponential backoff with full jitter. A Retry-After longer than `maxRetryDelayMs` is not waited
 *   out: the error is thrown at once, with `retryAfter`, so the caller decides.
 * - A 401 with OAuth credentials drops the cached token and is retried once with a fresh one.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { ConnectionError, retryAfterSeconds } from './errors.ts';

export interface RetryOptions {
  /** Retries after the first attempt (default 2; 0 disables). */
  retries?: number;
  /** First backoff ceiling when the server gives no Retry-After, ms (default 500; doubles each retry). */
  baseDelayMs?: number;
  /** Longest wait before a retry, ms (default 30 000). A longer Retry-After is not waited out. */
  maxRetryDelayMs?: number;
}

export interface Credentials {
  /** The value of the headers to send, or null for none. */
  headers(): Promise<Record<string, string>> | Record<string, string>;
  /** Called after a 401; true when retrying with new credentials may help (a token was refreshed). */
  rejected?(): boolean;
}

export interface TransportOptions extends RetryOptions {
  fetch?: typeof globalThis.fetch;
  credentials: Credentials;
  /** Per attempt, ms (default 30 000). */
  timeoutMs?: number;
  userAgent?: string;
  /** Waits between attempts; tests and callers with their own clock may replace it. */
  sleep?: (ms: number, signal?: AbortSignal | null) => Promise<void>;
  random?: () => number;
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
/** POSTs that only read: retrying them is as safe as retrying a GET. */
const READ_ONLY_POSTS = [/\/confirm\/batch$/];
const RETRY_STATUSES = new Set([502, 503, 504]);

export function isIdempotent(method: string, url: string): boolean {
  if (IDEMPOTENT.has(method)) return true;
  const path = new URL(url).pathname;
  return method === 'POST' && READ_ONLY_POSTS.some((re) => re.test(path));
}

/** Resolves after `ms`; an abort of `signal` rejects with its reason. */
export async function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  try {
    await delay(ms, undefined, signal ? { signal } : {});
  } catch (err) {
    throw signal?.aborted ? signal.reason : err;
  }
}

/** Full jitter: uniform in [0, min(max, base × 2^attempt)). Spreads out callers that failed together. */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random = Math.random): number {
  return Math.floor(random() * Math.min(maxMs, baseMs * 2 ** attempt));
}

/** A `fetch` with credentials, a timeout per attempt and retries. */
export function createTransport(opts: TransportOptions): (request: Request) => Promise<Response> {
  const baseFetch = opts.fetch ?? globalThis.fetch;
  const retries = opts.retries ?? 2;
  const baseDelay = opts.baseDelayMs ?? 500;
  const maxDelay = opts.maxRetryDelayMs ?? 30_000;
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const wait = opts.sleep ?? sleep;
  const random = opts.random ?? Math.random;

  async function attempt(request: Request): Promise<Response> {
    const headers = new Headers(request.headers);
    for (const [k, v] of Object.entries(await opts.credentials.headers())) headers.set(k, v);
    if (opts.userAgent && !headers.has('user-agent')) headers.set('user-agent', opts.userAgent);
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    try {
      return await baseFetch(new Request(request, { headers, signal }));
    } catch (err) {
      if (request.signal?.aborted) throw request.signal.reason ?? err;
      if (timeout.aborted) {
        throw new ConnectionError(`${request.method} ${request.url}: no answer within ${timeoutMs} ms`, true, {
          cause: err,
        });
      }
      // undici puts the system error in `cause` (an AggregateError when several addresses failed).
      const cause = (err as { cause?: { code?: string; message?: string; errors?: Array<{ code?: string }> } }).cause;
      const reason = cause?.code ?? cause?.errors?.[0]?.code ?? cause?.message ?? (err as Error).message;
      throw new ConnectionError(`${request.method} ${request.url}: ${reason}`, false, { cause: err });
    }
  }

  return async (request: Request) => {
    const idempotent = isIdempotent(request.method, request.url);
    let refreshed = false;
    for (let n = 0; ; n++) {
      // Each attempt sends its own copy: a body can be read once.
      const copy = request.clone();
      let response: Response;
      try {
        response = await attempt(copy);
      } catch (err) {
        if (!(err instanceof ConnectionError) || !idempotent || n >= retries) throw err;
        await wait(backoffMs(n, baseDelay, maxDelay, random), request.signal);
        continue;
      }
      if (response.status === 401 && !refreshed && opts.credentials.rejected?.()) {
        refreshed = true;
        await response.body?.cancel();
        n--;
        continue;
      }
      const retryable = response.status === 429 || (idempotent && RETRY_STATUSES.has(response.status));
      if (!retryable || n >= retries) return response;
      const after = retryAfterSeconds(response.headers.get('retry-after'));
      const delay = after === undefined ? backoffMs(n, baseDelay, maxDelay, random) : Math.ceil(after * 1000);
      // Waiting longer than the caller allows is pointless: hand the error back with its Retry-After.
      if (delay > maxDelay) return response;
      await response.body?.cancel();
      await wait(delay, request.signal);
    }
  };
}
