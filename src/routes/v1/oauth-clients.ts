/**
 * /v1/oauth/clients: the caller's OAuth 2.0 clients (client credentials grant, docs/oauth.md).
 * A client belongs to the account and the environment of the credential that manages it: a
 * sandbox key makes sandbox clients, whose tokens are sandbox tokens. The shared public sandbox
 * keys are refused: strangers hold them, and would mint credentials for each other. A client
 * never gets a scope its creator lacks, so a token cannot mint a client wider than itself.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { SCOPES } from '../../accounts/accounts.ts';
import {
  type ClientRecord,
  createClient,
  deleteClient,
  listClients,
  MAX_CLIENTS,
} from '../../accounts/oauth/clients.ts';
import { TOKEN_LIFETIME_SECONDS } from '../../accounts/oauth/credentials.ts';
import type { AppContext } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { AUTHENTICATED_ERRORS, problemResponses, SECURITY } from '../../platform/openapi.ts';
import { notForSharedKeys } from './common.ts';

const tags = ['oauth'];

const ClientId = Type.String({ pattern: '^cid_[0-9A-Za-z]{22}$', examples: ['cid_4Fq9ZkR2mT7xW1bN8cV3dL'] });
const Scopes = Type.Array(Type.Union(SCOPES.map((s) => Type.Literal(s))), {
  minItems: 1,
  maxItems: SCOPES.length,
  uniqueItems: true,
  description: `What the client's tokens may do: ${SCOPES.join(', ')}. Each must be a scope of the key (or token) creating the client.`,
  examples: [['read', 'alerts']],
});

const ClientSchema = Type.Object({
  client_id: ClientId,
  name: Type.String(),
  scopes: Type.Array(Type.String()),
  environment: Type.String({ enum: ['sandbox', 'production'] }),
  created_at: Type.String({ format: 'date-time' }),
});

const CreatedClientSchema = Type.Object({
  ...ClientSchema.properties,
  client_secret: Type.String({
    description: 'Shown once: store it now. Only its SHA-256 is kept; a lost secret means a new client.',
  }),
  token_endpoint: Type.String({ examples: ['/oauth/token'] }),
});

function serialise(c: ClientRecord) {
  return {
    client_id: c.id,
    name: c.name,
    scopes: c.scopes,
    environment: c.environment,
    created_at: c.createdAt.toISOString(),
  };
}

export default async function oauthClientRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const guarded = { config: { auth: {} }, preValidation: notForSharedKeys('create OAuth clients') };

  app.post(
    '/oauth/clients',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Create an OAuth client: its client_id and client_secret, the secret shown once',
        description: `The client belongs to your account and to the environment of the key creating it (a sandbox key makes a sandbox client). Exchange its credentials at POST /oauth/token for access tokens that last ${TOKEN_LIFETIME_SECONDS} s. At most ${MAX_CLIENTS} clients per account and environment (409 beyond). The shared public sandbox keys cannot create clients (403).`,
        security: SECURITY,
        body: Type.Object({
          name: Type.String({ minLength: 1, maxLength: 100, examples: ['trading-bot'] }),
          scopes: Scopes,
        }),
        response: {
          201: Type.Object({ status: Type.Literal('ok'), ...CreatedClientSchema.properties }),
          ...problemResponses(...AUTHENTICATED_ERRORS, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const body = request.body as { name: string; scopes: string[] };
      const beyond = body.scopes.filter((s) => !auth.scopes.includes(s));
      if (beyond.length > 0) {
        throw new ApiError('forbidden', `a client cannot have scopes its creator lacks: ${beyond.join(', ')}`);
      }
      const client = await createClient(ctx.db, {
        accountId: auth.accountId,
        environment: auth.environment,
        name: body.name,
        scopes: SCOPES.filter((s) => body.scopes.includes(s)),
      });
      reply.code(201);
      return {
        status: 'ok' as const,
        ...serialise(client),
        client_secret: client.secret,
        token_endpoint: '/oauth/token',
      };
    },
  );

  app.get(
    '/oauth/clients',
    {
      config: { auth: {} },
      schema: {
        tags,
        summary: "Your OAuth clients in this key's environment (never their secrets)",
        security: SECURITY,
        response: {
          200: Type.Object({ status: Type.Literal('ok'), clients: Type.Array(ClientSchema) }),
          ...problemResponses(...AUTHENTICATED_ERRORS),
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
      return {
        status: 'ok' as const,
        clients: (await listClients(ctx.db, auth.accountId, auth.environment)).map(serialise),
      };
    },
  );

  app.delete(
    '/oauth/clients/:clientId',
    {
      config: { auth: {} },
      schema: {
        tags,
        summary: 'Delete an OAuth client: its tokens stop working at once',
        description:
          'Every access token issued to the client is refused from then on, on every instance within moments (the same invalidation a revoked key uses). A client of another account or environment is not found.',
        security: SECURITY,
        params: Type.Object({ clientId: ClientId }),
        response: { 204: Type.Null({ description: 'Deleted' }), ...problemResponses(...AUTHENTICATED_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const { clientId } = request.params as { clientId: string };
      await deleteClient(ctx.db, auth.accountId, auth.environment, clientId);
      // Cached token lookups carry the client's id where a key's id would be.
      await ctx.invalidateKeys({ keyId: clientId });
      reply.code(204).send();
    },
  );
}
