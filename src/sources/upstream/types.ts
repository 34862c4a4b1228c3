/**
 * How adapters talk to an upstream API. An `Upstream` is one service (Hyperliquid, Binance, …)
 * at one base address, with that service's published budget enforced on our side, timeouts,
 * retries with jitter, backoff on 429/418 honouring Retry-After, and a circuit breaker. Adapters
 * (src/sources/<name>/) only describe requests and parse answers; they never call fetch.
 */

/** A request relative to the upstream's base address. */
export interface UpstreamRequest {
  method?: 'GET' | 'POST';
  /** Path under the base address, e.g. "/fapi/v1/premiumIndex" or "/info". */
  path: string;
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON body (POST). */
  body?: unknown;
  /** What the call costs in its budget bucket (default 1). */
  weight?: number;
  /** Budget bucket the call draws from (default "default"), for upstreams with several limits. */
  bucket?: string;
  /** Per-call timeout, ms (default: the upstream's). */
  timeoutMs?: number;
  /** A short name for logs and errors, e.g. "clearinghouseState" (default: the path). */
  label?: string;
  /** Aborts this call while it waits or is in flight (kind 'aborted'), besides the upstream's own signal. */
  signal?: AbortSignal;
  /**
   * How long this call may be held up by a rate-limit pause, ms (default: the upstream's). A pause
   * longer than what is left of it fails the call at once with kind 'rate_limited'. Waiting for
   * budget capacity never counts against it.
   */
  patienceMs?: number;
}

/** One budget bucket: at most `capacity` weight per rolling `windowMs`. */
export interface BudgetSpec {
  capacity: number;
  windowMs: number;
}

export type UpstreamErrorKind =
  /** A non-2xx answer other than a rate limit. */
  | 'http'
  /** 429 or 418 (or a venue's rate-limit code), after retries. */
  | 'rate_limited'
  | 'timeout'
  /** Connection refused, reset, DNS… */
  | 'network'
  /** The body is not JSON, or not the shape the adapter expects (drifted schema). */
  | 'malformed'
  /** The venue's envelope reports an error (Bybit retCode ≠ 0, OKX code ≠ "0"). */
  | 'upstream'
  /** The circuit breaker is open: the call was not made. */
  | 'circuit_open'
  /** The caller aborted (shutdown). */
  | 'aborted';

export class UpstreamError extends Error {
  constructor(
    readonly upstream: string,
    readonly kind: UpstreamErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(`${upstream}: ${message}`);
    this.name = 'UpstreamError';
  }
}

/** What /v1/status/sources reports about one upstream. Times are Unix ms. */
export interface UpstreamHealth {
  state: 'closed' | 'open' | 'half_open';
  consecutiveFailures: number;
  lastError: string | null;
  lastErrorAt: number | null;
  lastSuccessAt: number | null;
  /** Calls that reached the upstream (calls refused locally, by the breaker or a pause, are not counted). */
  calls: number;
  /** Of those, calls that failed after their retries. */
  failures: number;
  /** Every call waits until then because the upstream asked us to back off; null when not paused. */
  pausedUntil: number | null;
}

/** Something the service should log under the upstream's name. */
export interface UpstreamEvent {
  kind: 'retry' | 'rate_limited' | 'circuit_open' | 'circuit_closed';
  upstream: string;
  detail: string;
}

export interface Upstream {
  /** The upstream's name as /v1/status/sources lists it ("hyperliquid", "binance", …). */
  readonly name: string;
  readonly baseUrl: string;
  /** Sends the request within budget (waiting for capacity) and returns the parsed JSON body. */
  json(req: UpstreamRequest): Promise<unknown>;
  /** Like json, but returns the body as text (XML, CSV, a bare number); capped in size. */
  text(req: UpstreamRequest): Promise<string>;
  /** Like json, but hands over the response body as a byte stream (large documents). */
  stream(req: UpstreamRequest): Promise<AsyncIterable<Uint8Array>>;
  /**
   * Charges weight learnt only from the answer (Hyperliquid adds 1 per 20 items returned), so
   * the next calls wait for it.
   */
  charge(weight: number, bucket?: string): void;
  /** Breaker state and call statistics (optional so that test doubles need not implement it). */
  health?(): UpstreamHealth;
}
