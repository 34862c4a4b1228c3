/**
 * The Upstream every live adapter talks through. One call goes:
 *   circuit breaker → budget bucket (FIFO wait; also holds the upstream-wide pause) → fetch with a
 *   timeout → classify the answer → retry with full jitter if worth it.
 * A 429/418 (or a status or body the upstream declares a rate limit) pauses every caller of this
 * upstream, not just the one call. See types.ts for the contract, budget.ts for the budget model.
 */
import { BudgetBook, BudgetWaitAborted, PausedBeyondPatience } from './budget.ts';
import { CircuitBreaker, type CircuitPermit } from './circuit.ts';
import { Exchange } from './exchange.ts';
import { resolveOptions, type UpstreamOptions } from './options.ts';
import { fullJitterDelayMs, parseRetryAfterMs, sleep } from './retry.ts';
import { watchedBody } from './stream-body.ts';
import { type Upstream, UpstreamError, type UpstreamHealth, type UpstreamRequest } from './types.ts';

export type { RateLimitHint, UpstreamOptions } from './options.ts';

/** An Upstream that reports its health (createUpstream always does). */
export type MonitoredUpstream = Upstream & { health(): UpstreamHealth };

/** Reads the answer once its status is 2xx; throws UpstreamError for a body that will not do. */
type Reader<T> = (res: Response, exchange: Exchange, label: string) => Promise<T>;

export function createUpstream(options: UpstreamOptions): MonitoredUpstream {
  const opts = resolveOptions(options);
  const { name } = opts;
  const book = new BudgetBook(opts.budgets, opts.budgetHeadroom);
  const stats = {
    calls: 0,
    failures: 0,
    lastError: null as string | null,
    lastErrorAt: null as number | null,
    lastSuccessAt: null as number | null,
  };
  const emit = (kind: 'retry' | 'rate_limited' | 'circuit_open' | 'circuit_closed', detail: string) => {
    try {
      opts.onEvent?.({ kind, upstream: name, detail });
    } catch {
      // A logging hook must not break the call that triggered it.
    }
  };
  const breaker = new CircuitBreaker(opts.circuitFailureThreshold, opts.circuitCooldownMs, {
    opened: (n) =>
      emit(
        'circuit_open',
        `${n} consecutive failures (last: ${stats.lastError}); refusing calls for ${opts.circuitCooldownMs} ms`,
      ),
    closed: () => emit('circuit_closed', 'trial call succeeded'),
  });
  const recordFailure = (err: UpstreamError) => {
    stats.failures++;
    stats.lastError = err.message;
    stats.lastErrorAt = Date.now();
  };

  /** Pauses the whole upstream for what the rate-limit answer asks, within our floor and cap. */
  const pauseForRateLimit = (label: string, why: string, askedMs: number | null, floorMs: number) => {
    const pauseMs = Math.min(opts.maxRetryAfterMs, Math.max(askedMs ?? opts.defaultRateLimitPauseMs, floorMs));
    book.pauseFor(pauseMs);
    emit('rate_limited', `${label}: ${why}; every call waits ${Math.ceil(pauseMs)} ms`);
  };

  /** Throws the UpstreamError for a non-2xx answer (after pausing, if it is a rate limit). */
  async function rejectStatus(res: Response, label: string): Promise<void> {
    if (res.ok) return;
    const snippet = (await res.text().catch(() => '')).slice(0, 200).trim();
    const what = `${label}: HTTP ${res.status}${snippet ? ` ${snippet}` : ''}`;
    const floor = opts.rateLimitStatuses[res.status];
    if (floor !== undefined) {
      pauseForRateLimit(label, `HTTP ${res.status}`, parseRetryAfterMs(res.headers.get('retry-after')), floor);
      throw new UpstreamError(name, 'rate_limited', what, res.status);
    }
    throw new UpstreamError(name, 'http', what, res.status);
  }

  async function perform<T>(req: UpstreamRequest, read: Reader<T>): Promise<T> {
    const label = req.label ?? req.path;
    const permit = breaker.enter();
    if (!permit) throw circuitOpen(label);
    const progress = { sent: false };
    try {
      const value = await attempts(req, label, permit, read, progress);
      stats.calls++;
      stats.lastSuccessAt = Date.now();
      breaker.succeeded(permit);
      return value;
    } catch (err) {
      settleFailure(err, permit, progress.sent);
      throw err;
    }
  }

  function settleFailure(err: unknown, permit: CircuitPermit, sent: boolean): void {
    if (!sent || !(err instanceof UpstreamError)) {
      breaker.released(permit);
      return;
    }
    stats.calls++;
    recordFailure(err);
    // A 4xx is our request's fault, and proves the upstream is up.
    if (err.kind === 'http' && (err.status ?? 0) < 500) breaker.succeeded(permit);
    else if (countsAgainstUpstream(err)) breaker.failed(permit);
    else breaker.released(permit);
  }

  async function attempts<T>(
    req: UpstreamRequest,
    label: string,
    permit: CircuitPermit,
    read: Reader<T>,
    progress: { sent: boolean },
  ): Promise<T> {
    const signal = anySignal(opts.signal, req.signal);
    const deadline = book.now() + (req.patienceMs ?? opts.patienceMs);
    const init = requestInit(req);
    const url = requestUrl(opts.baseUrl, req);
    for (let attempt = 0; ; attempt++) {
      if (breaker.refuses(permit)) throw circuitOpen(label);
      const ticket = await book
        .acquire(req.bucket ?? 'default', req.weight ?? 1, { signal, deadline })
        .catch((err) => Promise.reject(waitFailure(err, label)));
      if (breaker.refuses(permit)) {
        ticket.cancel();
        throw circuitOpen(label);
      }
      progress.sent = true;
      const exchange = new Exchange(name, label, signal);
      try {
        const res = await exchange.fetch(url, init, req.timeoutMs ?? opts.timeoutMs);
        await rejectStatus(res, label);
        return await read(res, exchange, label);
      } catch (err) {
        exchange.close(true);
        // Anything but an UpstreamError is a bug on our side (a throwing hook): no retry.
        if (!(err instanceof UpstreamError) || !retryable(err) || attempt >= opts.retries) throw err;
        const pausedForMs = err.kind === 'rate_limited' ? book.pausedForMs() : 0;
        if (pausedForMs > 0) {
          // The pause is the wait; callers that cannot sit it out fail now rather than hang.
          if (pausedForMs > deadline - book.now()) throw err;
          emit('retry', `${err.message}; attempt ${attempt + 2} after the pause`);
        } else {
          const delay = fullJitterDelayMs(attempt, opts.retryBaseDelayMs, opts.retryMaxDelayMs, opts.random);
          emit('retry', `${err.message}; attempt ${attempt + 2} in ${delay} ms`);
          await sleep(delay, signal).catch(() => Promise.reject(aborted(label)));
        }
      }
    }
  }

  const readJson: Reader<unknown> = async (res, exchange, label) => {
    let text: string;
    try {
      text = await res.text();
    } catch (err) {
      throw exchange.failure(err);
    } finally {
      exchange.close();
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new UpstreamError(name, 'malformed', `${label}: body is not JSON (${text.slice(0, 60)}…)`);
    }
    const hint = opts.detectRateLimit?.(body);
    if (hint) {
      pauseForRateLimit(label, hint.detail, hint.retryAfterMs ?? null, 0);
      throw new UpstreamError(name, 'rate_limited', `${label}: ${hint.detail}`, res.status);
    }
    return body;
  };

  /** The body as text (XML feeds, CSV, plain numbers), refused past `maxTextBytes`. */
  const readText: Reader<string> = async (res, exchange, label) => {
    try {
      const declared = Number(res.headers.get('content-length') ?? 0);
      if (declared > opts.maxTextBytes) {
        throw new UpstreamError(name, 'malformed', `${label}: body of ${declared} bytes exceeds ${opts.maxTextBytes}`);
      }
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of res.body ?? []) {
        size += chunk.byteLength;
        if (size > opts.maxTextBytes) {
          throw new UpstreamError(name, 'malformed', `${label}: body exceeds ${opts.maxTextBytes} bytes`);
        }
        chunks.push(chunk);
      }
      return Buffer.concat(chunks).toString('utf8');
    } catch (err) {
      throw exchange.failure(err);
    } finally {
      exchange.close(true);
    }
  };

  const readStream: Reader<AsyncIterable<Uint8Array>> = async (res, exchange, label) => {
    if (!res.body) throw new UpstreamError(name, 'malformed', `${label}: empty body`);
    exchange.disarm();
    return watchedBody(res.body, exchange, opts.streamIdleTimeoutMs, (err) => {
      if (err.kind === 'aborted') return;
      recordFailure(err);
      breaker.failed({ trial: false });
    });
  };

  const circuitOpen = (label: string) =>
    new UpstreamError(
      name,
      'circuit_open',
      `${label}: circuit open after ${breaker.consecutiveFailures} consecutive failures (last: ${stats.lastError}); next trial in ${Math.ceil(breaker.reopensInMs())} ms`,
    );
  const aborted = (label: string) => new UpstreamError(name, 'aborted', `${label}: aborted`);
  const waitFailure = (err: unknown, label: string) => {
    if (err instanceof BudgetWaitAborted) return aborted(label);
    if (err instanceof PausedBeyondPatience) {
      return new UpstreamError(
        name,
        'rate_limited',
        `${label}: upstream paused for another ${Math.ceil(err.pausedForMs)} ms, longer than the call's patience`,
      );
    }
    return err;
  };

  return {
    name,
    baseUrl: opts.baseUrl,
    json: (req) => perform(req, readJson),
    stream: (req) => perform(req, readStream),
    text: (req) => perform(req, readText),
    charge(weight, bucket = 'default') {
      book.charge(bucket, weight);
    },
    health() {
      const pausedMs = book.pausedForMs();
      return {
        state: breaker.state(),
        consecutiveFailures: breaker.consecutiveFailures,
        ...stats,
        pausedUntil: pausedMs > 0 ? Math.ceil(Date.now() + pausedMs) : null,
      };
    },
  };
}

function retryable(err: UpstreamError): boolean {
  if (err.kind === 'http') return (err.status ?? 0) >= 500;
  return err.kind === 'network' || err.kind === 'timeout' || err.kind === 'rate_limited';
}

/** Failures that say the upstream is unwell. Rate limits are handled by the pause instead. */
function countsAgainstUpstream(err: UpstreamError): boolean {
  if (err.kind === 'http') return (err.status ?? 0) >= 500;
  return err.kind === 'network' || err.kind === 'timeout' || err.kind === 'malformed';
}

function requestUrl(base: string, req: UpstreamRequest): URL {
  const url = new URL(base + req.path);
  for (const [key, value] of Object.entries(req.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

function requestInit(req: UpstreamRequest): RequestInit {
  const hasBody = req.body !== undefined;
  return {
    method: req.method ?? (hasBody ? 'POST' : 'GET'),
    headers: hasBody ? { 'content-type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(req.body) : undefined,
  };
}

function anySignal(a: AbortSignal | undefined, b: AbortSignal | undefined): AbortSignal | undefined {
  if (a && b) return AbortSignal.any([a, b]);
  return a ?? b;
}
