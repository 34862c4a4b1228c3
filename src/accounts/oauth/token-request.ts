/**
 * Reading a token request (RFC 6749 sections 2.3.1, 4.4.2 and 5.2): which client authenticates,
 * how, and with what scope. Pure: the route parses the body, this decides what it means.
 */
import { ApiError, type ErrorCode } from '../../platform/errors.ts';
import { parseBasic } from './credentials.ts';

export type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'invalid_scope' | 'unsupported_grant_type';

/**
 * An RFC 6749 section 5.2 error, carried as a problem with the RFC's `error` and
 * `error_description` members. The problem `code` is the RFC's error, except for invalid_request,
 * which keeps the project's codes: `invalid_body` naming the parameter (invalid_params), or
 * `bad_request`. A failed client authentication answers 401 with a Basic challenge.
 */
export function oauthError(
  code: OAuthErrorCode,
  description: string,
  param?: { name: string; reason: string },
): ApiError {
  const headers: Record<string, string> = { 'cache-control': 'no-store', pragma: 'no-cache' };
  if (code === 'invalid_client') headers['www-authenticate'] = BASIC_CHALLENGE;
  const members: Record<string, unknown> = { error: code, error_description: description };
  if (param !== undefined) members.invalid_params = [{ in: 'body', ...param }];
  const problem: ErrorCode = code !== 'invalid_request' ? code : param !== undefined ? 'invalid_body' : 'bad_request';
  return new ApiError(problem, description, members, headers);
}

export const BASIC_CHALLENGE = 'Basic realm="msig", charset="UTF-8"';

export interface TokenRequest {
  clientId: string;
  clientSecret: string;
  /** How the client authenticated: Basic is the RFC's preferred way, the body its alternative. */
  via: 'basic' | 'body';
  /** The `scope` parameter as sent (space-delimited), when sent. */
  scope?: string;
}

const KNOWN = ['grant_type', 'scope', 'client_id', 'client_secret'] as const;
/** RFC 6749 appendix A: these parameters are printable ASCII (VSCHAR, scope tokens NQCHAR and spaces). */
const PRINTABLE = /^[\x20-\x7e]*$/;

/** One parameter as a string, or a refusal naming it (sent twice, not a string, unprintable). */
function param(body: Record<string, unknown>, name: (typeof KNOWN)[number]): string | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  const refuse = (reason: string) => oauthError('invalid_request', `parameter '${name}' ${reason}`, { name, reason });
  if (Array.isArray(value)) throw refuse('is given more than once');
  if (typeof value !== 'string') throw refuse('must be a string');
  if (value.length > 512 || !PRINTABLE.test(value)) throw refuse('must be at most 512 printable ASCII characters');
  return value;
}

/**
 * Reads the request in the order RFC 6749 implies: the grant type, then the client's
 * credentials (exactly one method), then the scope. Throws the section 5.2 error otherwise.
 */
export function readTokenRequest(authorization: string | undefined, body: Record<string, unknown>): TokenRequest {
  const grantType = param(body, 'grant_type');
  if (grantType === undefined || grantType === '') {
    throw oauthError('invalid_request', "parameter 'grant_type' is required: send grant_type=client_credentials", {
      name: 'grant_type',
      reason: 'is required',
    });
  }
  if (grantType !== 'client_credentials') {
    throw oauthError('unsupported_grant_type', `grant_type '${grantType}' is not supported: use client_credentials`);
  }
  const scope = param(body, 'scope');
  if (scope !== undefined && !/^[\x21\x23-\x5b\x5d-\x7e]+(?: [\x21\x23-\x5b\x5d-\x7e]+)*$/.test(scope)) {
    const reason = 'must be scope names separated by single spaces';
    throw oauthError('invalid_scope', `parameter 'scope' ${reason}`, { name: 'scope', reason });
  }
  const id = param(body, 'client_id');
  const secret = param(body, 'client_secret');
  const basic = parseBasic(authorization);
  if (basic === 'malformed') {
    throw oauthError('invalid_client', 'the Basic credentials are not form-url-encoded client_id:client_secret');
  }
  if (basic) {
    // RFC 6749 section 2.3: a client must not use more than one authentication method per request.
    if (secret !== undefined) {
      throw oauthError('invalid_request', 'send the client credentials once: in Authorization: Basic or in the body');
    }
    if (id !== undefined && id !== basic.id) {
      const reason = 'differs from the client id in Authorization: Basic';
      throw oauthError('invalid_request', `parameter 'client_id' ${reason}`, { name: 'client_id', reason });
    }
    return { clientId: basic.id, clientSecret: basic.secret, via: 'basic', scope };
  }
  if (id === undefined || secret === undefined) {
    throw oauthError(
      'invalid_client',
      'client authentication is required: Authorization: Basic, or client_id and client_secret in the body',
    );
  }
  return { clientId: id, clientSecret: secret, via: 'body', scope };
}
