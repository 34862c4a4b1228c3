/**
 * One error type for the whole service. Domain code throws ApiError with a stable code;
 * the app's error handler (platform/problem.ts) renders it as RFC 9457 problem+json.
 */

export const ERROR_CODES = {
  invalid_parameter: { status: 400, title: 'Invalid parameter' },
  invalid_body: { status: 400, title: 'Invalid request body' },
  bad_request: { status: 400, title: 'Malformed request' },
  // OAuth 2.0 token endpoint errors (RFC 6749 section 5.2); the body repeats the code as `error`.
  invalid_scope: { status: 400, title: 'Invalid scope' },
  unsupported_grant_type: { status: 400, title: 'Unsupported grant type' },
  invalid_client: { status: 401, title: 'Client authentication failed' },
  invalid_key: { status: 401, title: 'Invalid API key' },
  invalid_token: { status: 401, title: 'Invalid access token' },
  unauthorized: { status: 401, title: 'Unauthorized' },
  forbidden: { status: 403, title: 'Forbidden' },
  plan_restricted: { status: 403, title: 'Not included in your plan' },
  sandbox_shared_key: { status: 403, title: 'Shared sandbox key' },
  not_found: { status: 404, title: 'Not found' },
  unknown_symbol: { status: 404, title: 'Unknown symbol' },
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  request_timeout: { status: 408, title: 'Request timeout' },
  conflict: { status: 409, title: 'Conflict' },
  payload_too_large: { status: 413, title: 'Payload too large' },
  uri_too_long: { status: 414, title: 'URI too long' },
  unsupported_media_type: { status: 415, title: 'Unsupported media type' },
  rate_limit_exceeded: { status: 429, title: 'Rate limit exceeded' },
  headers_too_large: { status: 431, title: 'Request headers too large' },
  internal_error: { status: 500, title: 'Internal error' },
  service_unavailable: { status: 503, title: 'Service unavailable' },
  data_unavailable: { status: 503, title: 'Data unavailable' },
  timeout: { status: 504, title: 'Timeout' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/** Codes a sandbox caller may force with X-Test-Error or inject-error (SPEC, "Errors"). */
export const INJECTABLE_CODES = [
  'invalid_key',
  'rate_limit_exceeded',
  'not_found',
  'service_unavailable',
  'timeout',
] as const;
export type InjectableCode = (typeof INJECTABLE_CODES)[number];

export interface InvalidParam {
  /** Where the parameter lives: query, path, body or header. */
  in: string;
  name: string;
  reason: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly title: string;

  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly extras: Record<string, unknown> = {},
    /** Extra response headers (e.g. Retry-After). */
    readonly headers: Record<string, string | number> = {},
  ) {
    super(detail);
    this.name = 'ApiError';
    this.status = ERROR_CODES[code].status;
    this.title = ERROR_CODES[code].title;
  }
}

/** The one wording for a value outside a fixed set, whether a schema or a handler rejects it. */
export function mustBeOneOf(values: readonly unknown[]): string {
  return `must be one of: ${values.map((v) => String(v)).join(', ')}`;
}

export function invalidParam(where: string, name: string, reason: string): ApiError {
  return new ApiError('invalid_parameter', `${where} parameter '${name}' ${reason}`, {
    invalid_params: [{ in: where, name, reason }],
  });
}

export function problemType(code: ErrorCode): string {
  return `/problems/${code}`;
}
