/**
 * Typed errors. Every error answer of the API is an RFC 9457 problem (`application/problem+json`)
 * with a stable snake_case `code`; the client turns it into an `ApiError` (or the subclass for its
 * status) so a caller branches on `instanceof` or on `code`, never on `title` or `detail`.
 * Failures that never got an answer (refused connection, timeout) are `ConnectionError`s.
 */

/** The members of a problem body; unknown members are kept in `ApiError.problem`. */
export interface Problem {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  instance?: string;
  code?: string;
  request_id?: string;
  invalid_params?: InvalidParam[];
  [extra: string]: unknown;
}

export interface InvalidParam {
  in: string;
  name: string;
  reason: string;
}

/** Base of every error the SDK throws. */
export class MsigError extends Error {
  override name = 'MsigError';
}

/** The server answered with an error status. */
export class ApiError extends MsigError {
  override name = 'ApiError';
  readonly status: number;
  /** Stable machine-readable code, e.g. `invalid_key`, `unknown_symbol`, `rate_limit_exceeded`. */
  readonly code: string;
  readonly type: string;
  readonly title: string;
  readonly detail: string;
  readonly instance: string | undefined;
  /** The request's id (body `request_id`, or the `Request-Id` header): quote it to support. */
  readonly requestId: string | undefined;
  /** For 400s: each offending parameter, where it was and why. */
  readonly invalidParams: InvalidParam[];
  /** Seconds the server asked to wait (`Retry-After`), when it said. */
  readonly retryAfter: number | undefined;
  /** The whole problem body, extras included (e.g. `required_plans`, `symbol`). */
  readonly problem: Problem;

  constructor(status: number, problem: Problem, headers?: Headers) {
    const detail = problem.detail ?? problem.title ?? `HTTP ${status}`;
    super(problem.code ? `${problem.code}: ${detail}` : detail);
    this.status = status;
    this.problem = problem;
    this.code = problem.code ?? codeForStatus(status);
    this.type = problem.type ?? 'about:blank';
    this.title = problem.title ?? `HTTP ${status}`;
    this.detail = detail;
    this.instance = problem.instance;
    this.requestId = problem.request_id ?? headers?.get('request-id') ?? undefined;
    this.invalidParams = Array.isArray(problem.invalid_params) ? problem.invalid_params : [];
    this.retryAfter = retryAfterSeconds(headers?.get('retry-after') ?? null);
  }
}

/** 400: a parameter or the body is invalid; `invalidParams` names them. */
export class ValidationError extends ApiError {
  override name = 'ValidationError';
}
/** 401: missing, unknown, revoked or wrong-environment key, or a refused OAuth token. */
export class AuthenticationError extends ApiError {
  override name = 'AuthenticationError';
}
/** 403: not in the plan (`plan_restricted`), or the key may not do this. */
export class PermissionError extends ApiError {
  override name = 'PermissionError';
}
/** 404: unknown resource or symbol (`not_found`, `unknown_symbol`). */
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
}
/** 409: the resource's state forbids the change. */
export class ConflictError extends ApiError {
  override name = 'ConflictError';
}
/** 429: a rate limit; `retryAfter` says how many seconds to wait. */
export class RateLimitError extends ApiError {
  override name = 'RateLimitError';
}
/** 5xx: no data yet (`data_unavailable`), service unavailable, or an upstream timeout. */
export class ServiceError extends ApiError {
  override name = 'ServiceError';
}

/** No answer: the connection failed or the request timed out. */
export class ConnectionError extends MsigError {
  override name = 'ConnectionError';
  constructor(
    message: string,
    /** True when the client's own timeout (`timeoutMs`) fired. */
    readonly timedOut: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const BY_STATUS: Record<number, typeof ApiError> = {
  400: ValidationError,
  401: AuthenticationError,
  403: PermissionError,
  404: NotFoundError,
  409: ConflictError,
  429: RateLimitError,
};

function codeForStatus(status: number): string {
  return status === 429 ? 'rate_limit_exceeded' : status >= 500 ? 'service_unavailable' : `http_${status}`;
}

/**
 * The error for an answer: the subclass for its status, carrying the problem's members. A body that
 * is not a problem (a proxy's HTML page, an OAuth `{error, error_description}`) still gives one.
 */
export function errorFromResponse(status: number, body: unknown, headers?: Headers): ApiError {
  let problem: Problem;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const b = body as Record<string, unknown>;
    // RFC 6749 §5.2 token errors name their code `error`.
    problem =
      typeof b.code !== 'string' && typeof b.error === 'string'
        ? { ...b, code: b.error, detail: typeof b.error_description === 'string' ? b.error_description : b.error }
        : (b as Problem);
  } else {
    problem = typeof body === 'string' && body.length > 0 ? { detail: body.slice(0, 500) } : {};
  }
  const Class = BY_STATUS[status] ?? (status >= 500 ? ServiceError : ApiError);
  return new Class(status, problem, headers);
}

/** True when `err` is an ApiError, optionally with the given code. */
export function isApiError(err: unknown, code?: string): err is ApiError {
  return err instanceof ApiError && (code === undefined || err.code === code);
}

/**
 * A Retry-After value in seconds: delay-seconds, or an HTTP date measured against `now`.
 * Undefined when absent or unreadable; a date in the past gives 0.
 */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (/^\d+(\.\d+)?$/.test(v)) return Number(v);
  // An HTTP date names its weekday and month; anything else Date.parse might accept is not one.
  if (!/[a-z]/i.test(v)) return undefined;
  const at = Date.parse(v);
  return Number.isFinite(at) ? Math.max(0, (at - now) / 1000) : undefined;
}
