/**
 * OpenAPI 3.1 generated from the route schemas, served at /openapi.json, with an interactive
 * reference at /docs that needs no internet (swagger-ui's assets are served locally).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import type { AuthRequirement } from './auth/types.ts';
import { ERROR_CODES } from './errors.ts';
import { completeContract } from './openapi-contract.ts';

export const ProblemSchema = Type.Object(
  {
    type: Type.String({ description: 'URI reference naming the problem type', examples: ['/problems/invalid_key'] }),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.String({ description: 'What is wrong, naming the parameter where there is one' }),
    instance: Type.Optional(Type.String()),
    code: Type.String({ enum: Object.keys(ERROR_CODES), description: 'Stable machine-readable code' }),
    request_id: Type.String(),
    invalid_params: Type.Optional(
      Type.Array(Type.Object({ in: Type.String(), name: Type.String(), reason: Type.String() })),
    ),
  },
  { $id: 'Problem', additionalProperties: true, description: 'RFC 9457 problem details' },
);

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid parameter or body',
  401: 'Missing, malformed, unknown, revoked or wrong-environment API key',
  403: 'Not included in the plan, or the key lacks the scope',
  404: 'Unknown resource or symbol',
  409: 'Conflict',
  429: 'Rate limit exceeded (see Retry-After)',
  503: 'Data or service unavailable',
  504: 'Timeout',
};

/** Response entries for the given error statuses, all rendered as problem+json. */
export function problemResponses(...statuses: number[]) {
  const out: Record<number, unknown> = {};
  for (const s of statuses) {
    out[s] = {
      description: STATUS_TEXT[s] ?? 'Error',
      content: { 'application/problem+json': { schema: { $ref: 'Problem#' } } },
    };
  }
  return out;
}

/** The errors any authenticated v1 route can answer with. */
export const AUTHENTICATED_ERRORS = [400, 401, 429, 503, 504];

/** The scopes an OAuth client may be given, as the security scheme lists them. */
const OAUTH_SCOPES: Record<string, string> = {
  read: 'Market data, signals, confirmations, status',
  alerts: 'Alert rules, charting alerts, tracked wallets',
  webhooks: 'Outbound webhooks and their deliveries',
  nodeintel: 'Node Intelligence: node connections, token risk, honeypot checks, wallets',
};

export const SECURITY: Array<Record<string, string[]>> = [{ ApiKeyAuth: [] }, { BearerAuth: [] }];

export default fp(
  async function openapi(app: FastifyInstance) {
    app.addSchema(ProblemSchema);
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Market-Signal Service API',
          version: '1.0.0',
          description:
            'Trade confirmation from whale flow, derivatives positioning and on-chain data. Decision support only: the service never places orders. Sandbox keys (sk_test_…) read a deterministic synthetic market; try sk_test_public_demo.',
        },
        components: {
          securitySchemes: {
            ApiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
            BearerAuth: {
              type: 'http',
              scheme: 'bearer',
              description:
                'The same API key as a bearer token, or an OAuth access token (see OAuth2). Answers to an API key alone carry Deprecation, Sunset (March 2027) and Link headers: key-only authentication is deprecated in favour of OAuth 2.0.',
            },
            OAuth2: {
              type: 'oauth2',
              description:
                'Client credentials (RFC 6749 section 4.4): create a client with POST /v1/oauth/clients, exchange its id and secret at /oauth/token, send the token as Authorization: Bearer. Tokens last one hour.',
              flows: { clientCredentials: { tokenUrl: '/oauth/token', scopes: OAUTH_SCOPES } },
            },
            OAuthClientBasic: {
              type: 'http',
              scheme: 'basic',
              description: 'An OAuth client id and secret, each form-url-encoded (token endpoint only)',
            },
            AdminToken: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN, for the admin API' },
          },
        },
      },
      // Which key environments may call an operation is route config; the document shows it.
      // An operation a key may call accepts an OAuth token too, needing the route's scope.
      transform: ({ schema, url, route }) => {
        // The web dashboard's private API (its session routes, and v1 mounted for its session) is
        // not part of the public contract.
        if (url.startsWith('/dashboard')) return { schema: { ...schema, hide: true }, url };
        const auth = (route.config as { auth?: AuthRequirement } | undefined)?.auth;
        if (!auth) return { schema, url };
        const scopes = auth.scope === undefined ? [] : typeof auth.scope === 'string' ? [auth.scope] : [...auth.scope];
        const security = schema.security ? [...schema.security, { OAuth2: scopes }] : undefined;
        return {
          schema: {
            ...schema,
            ...(security ? { security } : {}),
            ...(auth.environments ? { 'x-environments': auth.environments } : {}),
          },
          url,
        };
      },
      // The document is built once and cached; this completes it with what all operations share.
      transformObject: (document) =>
        completeContract((document as { openapiObject: Record<string, unknown> }).openapiObject) as never,
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    });
    await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { deepLinking: true, tryItOutEnabled: true } });
    app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
