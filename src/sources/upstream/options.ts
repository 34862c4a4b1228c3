/**
 * What createUpstream can be told, and the defaults it falls back on.
 */
import { DEFAULT_BUDGET_HEADROOM } from './budgets.ts';
import type { BudgetSpec, UpstreamEvent } from './types.ts';

/** A venue-level rate limit found in a 200 body (OKX code "50011", Bybit retCode…). */
export interface RateLimitHint {
  /** How long the venue asks us to wait, ms (default: `defaultRateLimitPauseMs`). */
  retryAfterMs?: number;
  /** Why, for logs. */
  detail: string;
}

export interface UpstreamOptions {
  name: string;
  baseUrl: string;
  /** Budget buckets by name, as published; "default" is used when a request names none. None: unlimited. */
  budgets?: Record<string, BudgetSpec>;
  /** Fraction of each budget left unused (default DEFAULT_BUDGET_HEADROOM = 0.1; 0 uses all of it). */
  budgetHeadroom?: number;
  /** Per-call timeout, ms (default 10 s): headers and body for json(), headers only for stream(). */
  timeoutMs?: number;
  /** stream(): longest silence while reading the body, ms (default: timeoutMs). */
  streamIdleTimeoutMs?: number;
  /** Attempts after the first, for network errors, timeouts, 5xx and rate limits (default 2). */
  retries?: number;
  /** Full-jitter backoff: the n-th retry waits up to min(max, base × 2^n) ms (defaults 250 and 10 000). */
  retryBaseDelayMs?: number;
  retryMaxDelayMs?: number;
  /**
   * Statuses that mean "rate limited", with the least pause each imposes on the whole upstream,
   * ms. Merged over the defaults: 429 → 0 (Retry-After decides), 418 → 2 min (Binance IP ban).
   * Bybit adds 403 → 10 min (UPSTREAM_RATE_LIMIT_STATUSES).
   */
  rateLimitStatuses?: Record<number, number>;
  /** The pause when a rate limit comes without Retry-After, ms (default 1 s). */
  defaultRateLimitPauseMs?: number;
  /** Longest pause we accept, however long Retry-After or a status asks for, ms (default 10 min). */
  maxRetryAfterMs?: number;
  /** How long a call may be held up by a pause before it fails with 'rate_limited', ms (default 60 s). */
  patienceMs?: number;
  /** Reads a venue-level rate limit out of a parsed 200 body; a hint pauses and retries like a 429. */
  detectRateLimit?: (body: unknown) => RateLimitHint | null | undefined;
  /** Consecutive failed calls (after retries) that open the circuit (default 5). */
  circuitFailureThreshold?: number;
  /** How long an open circuit refuses calls before a trial call, ms (default 30 s). */
  circuitCooldownMs?: number;
  /** Retries, pauses and breaker changes, for the service's log. */
  onEvent?: (event: UpstreamEvent) => void;
  /** Stops waiting and in-flight calls (shutdown). */
  signal?: AbortSignal;
  /** text(): the largest body accepted, bytes (default 20 MB); a larger one is 'malformed'. */
  maxTextBytes?: number;
  /** Source of jitter in [0, 1) (tests make it deterministic). */
  random?: () => number;
}

export type ResolvedOptions = Required<Omit<UpstreamOptions, 'budgets' | 'detectRateLimit' | 'onEvent' | 'signal'>> &
  Pick<UpstreamOptions, 'budgets' | 'detectRateLimit' | 'onEvent' | 'signal'>;

const DEFAULT_RATE_LIMIT_STATUSES: Record<number, number> = { 429: 0, 418: 120_000 };

export function resolveOptions(opts: UpstreamOptions): ResolvedOptions {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const resolved: ResolvedOptions = {
    ...opts,
    baseUrl: opts.baseUrl.replace(/\/+$/, ''),
    budgetHeadroom: opts.budgetHeadroom ?? DEFAULT_BUDGET_HEADROOM,
    timeoutMs,
    streamIdleTimeoutMs: opts.streamIdleTimeoutMs ?? timeoutMs,
    retries: opts.retries ?? 2,
    retryBaseDelayMs: opts.retryBaseDelayMs ?? 250,
    retryMaxDelayMs: opts.retryMaxDelayMs ?? 10_000,
    rateLimitStatuses: { ...DEFAULT_RATE_LIMIT_STATUSES, ...opts.rateLimitStatuses },
    defaultRateLimitPauseMs: opts.defaultRateLimitPauseMs ?? 1_000,
    maxRetryAfterMs: opts.maxRetryAfterMs ?? 600_000,
    patienceMs: opts.patienceMs ?? 60_000,
    circuitFailureThreshold: opts.circuitFailureThreshold ?? 5,
    circuitCooldownMs: opts.circuitCooldownMs ?? 30_000,
    maxTextBytes: opts.maxTextBytes ?? 20 * 1024 * 1024,
    random: opts.random ?? Math.random,
  };
  if (!Number.isInteger(resolved.retries) || resolved.retries < 0) {
    throw new RangeError(`${opts.name}: retries must be a non-negative integer`);
  }
  for (const key of ['timeoutMs', 'streamIdleTimeoutMs'] as const) {
    if (!(resolved[key] > 0)) throw new RangeError(`${opts.name}: ${key} must be positive`);
  }
  return resolved;
}
