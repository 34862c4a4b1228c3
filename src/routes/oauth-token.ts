/**
 * POST /oauth/token: the OAuth 2.0 token endpoint, client credentials grant only (RFC 6749
 * section 4.4). Outside /v1 because it is a protocol endpoint, not a versioned resource: its
 * request and answer are the RFC's (form or JSON body in, `access_token` out), and its errors are
 * problems that also carry the RFC's `error` and `error_description` members.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { authenticateClient, issueToken } from '../accounts/oauth/clients.ts';
import { grantScopes, isWellFormedClient, TOKEN_LIFETIME_SECONDS } from '../accounts/oauth/credentials.ts';
import { oauthError, readTokenRequest } from '../accounts/oauth/token-request.ts';
import type { RatePolicy } from '../accounts/plans.ts';
import { clientAddress } from '../platform/auth/client-address.ts';
import type { AppContext } from '../platform/context.ts';
import { ApiError } from '../platform/errors.ts';
import { problemResponses } from '../platform/openapi.ts';
import { renderError } from '../platform/problem.ts';

/** A token request body is a handful of short parameters. */
const BODY_LIMIT = 4_096;

/**
 * Tokens one client may be issued per minute. A token lasts an hour, so a well-behaved client
 * asks once an hour; this stops a loop from filling the table.
 */
const TOKENS_PER_MINUTE = 20;
const ISSUANCE: RatePolicy = { name: 'burst', quota: TOKENS_PER_MINUTE, windowSeconds: 60 };

const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

const TokenBody = Type.Object(
  {
    grant_type: Type.String({ description: 'Must be client_credentials', examples: ['client_credentials'] }),
    scope: Type.Optional(
      Type.String({
        description:
          "Space-delimited scopes (read, alerts, webhooks, nodeintel), each one of the client's. Absent: all of the client's.",
        examples: ['read alerts'],
      }),
    ),
    client_id: Type.Optional(Type.String({ description: 'When not using HTTP Basic' })),
    client_secret: Type.Optional(Type.String({ description: 'When not using HTTP Basic', writeOnly: true })),
  },
  { additionalProperties: true, description: 'Unrecognised parameters are ignored (RFC 6749 section 3.2)' },
);

const TokenAnswer = Type.Object({
  access_token: Type.String({ description: 'at_test_… (sandbox) or at_live_… (production)' }),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ description: 'Seconds the token is valid', examples: [TOKEN_LIFETIME_SECONDS] }),
  scope: Type.String({ description: 'The scopes granted, space-delimited', examples: ['read alerts'] }),
});

/** Every error of this endpoint carries RFC 6749's members; those raised elsewhere (415, 413, JSON) are invalid_request. */
function withOAuthMembers(error: ApiError): ApiError {
  if (error.extras.error !== undefined || error.status >= 500 || error.status === 429) return error;
  return new ApiError(
    error.code,
    error.detail,
    {
      ...error.extras,
      error: error.status === 401 ? 'invalid_client' : 'invalid_request',
      error_description: error.detail,
    },
    { ...NO_STORE, ...error.headers },
  );
}

/**
 * `a=1&b=2` into an object; a parameter sent twice becomes an array, which the reader refuses.
 * No prototype, so a parameter named `__proto__` is just a parameter.
 */
function parseForm(body: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(body)) {
    const seen = out[name];
    out[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return out;
}

export default async function oauthToken(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // Scoped to this plugin: the RFC's form encoding is accepted here only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, parseForm(body as string)),
  );
  app.setErrorHandler((err: Error, request, reply) => renderError(err, request, reply, withOAuthMembers));

  app.post(
    '/oauth/token',
    {
      bodyLimit: BODY_LIMIT,
      attachValidation: true,
      schema: {
        tags: ['oauth'],
        summary: 'Exchange OAuth client credentials for an access token (client credentials grant)',
        description: `RFC 6749 section 4.4. Authenticate the client with HTTP Basic (client_id:client_secret, each form-url-encoded) or with client_id and client_secret in the body, not both. The token lasts ${TOKEN_LIFETIME_SECONDS} s and is sent as Authorization: Bearer wherever an API key is accepted; there is no refresh token, ask again. Errors are problems carrying RFC 6749's error and error_description: invalid_request, invalid_client (401, WWW-Authenticate: Basic), invalid_scope, unsupported_grant_type. Repeated bad client credentials from one address are refused with 429; at most ${TOKENS_PER_MINUTE} tokens per client per minute.`,
        security: [{ OAuthClientBasic: [] }, {}],
        body: {
          content: {
            'application/x-www-form-urlencoded': { schema: TokenBody },
            'application/json': { schema: TokenBody },
          },
        },
        response: {
          200: {
            description: 'The access token (Cache-Control: no-store)',
            content: { 'application/json': { schema: TokenAnswer } },
          },
          ...problemResponses(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      reply.headers(NO_STORE);
      const address = clientAddress(request.ip);
      const refused = ctx.failedAuth.tooMany(
        address,
        ctx.now(),
        'too many failed client authentications from this address: try again after Retry-After seconds',
      );
      if (refused) return refused;
      const body = request.body;
      const asked = readTokenRequest(
        request.headers.authorization,
        body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {},
      );
      const client = isWellFormedClient(asked.clientId, asked.clientSecret)
        ? await authenticateClient(ctx.db, asked.clientId, asked.clientSecret)
        : null;
      if (!client) {
        ctx.failedAuth.fail(address, ctx.now());
        throw oauthError('invalid_client', 'unknown client or wrong client secret');
      }
      await limitIssuance(ctx, client.id);
      const grant = grantScopes(asked.scope, client.scopes);
      if (!('granted' in grant)) {
        throw oauthError(
          'invalid_scope',
          'unknown' in grant
            ? `unknown scope: ${grant.unknown.join(', ')}`
            : `this client may not ask for: ${grant.notAllowed.join(', ')} (its scopes: ${client.scopes.join(' ')})`,
        );
      }
      const issued = await issueToken(ctx.db, client, grant.granted, ctx.now());
      if (!issued) throw oauthError('invalid_client', 'this client was deleted');
      return {
        access_token: issued.token,
        token_type: 'Bearer' as const,
        expires_in: TOKEN_LIFETIME_SECONDS,
        scope: grant.granted.join(' '),
      };
    },
  );
}

async function limitIssuance(ctx: AppContext, clientId: string): Promise<void> {
  const now = ctx.now();
  const [state] = await ctx.limiter.take(`oauth-token:${clientId}`, [{ policy: ISSUANCE, cost: 1 }], now);
  if (state?.exceeded) {
    const retryAfter = Math.max(1, Math.ceil((state.resetAtMs - now) / 1000));
    throw new ApiError(
      'rate_limit_exceeded',
      `at most ${TOKENS_PER_MINUTE} tokens per client per minute: reuse the token you have until it expires`,
      {},
      { 'retry-after': retryAfter, ...NO_STORE },
    );
  }
}
