/**
 * /v1/node/connections: the caller's own BSC / Avalanche C-chain nodes for Node Intelligence.
 * Connecting verifies the chain id and probes what the node offers; the full URL is never
 * returned (only scheme://host/…). Private and loopback hosts are allowed: a customer's node
 * usually lives on their own network. The shared public sandbox keys are refused, since strangers
 * hold them and would see (and could point) each other's nodes.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { CHAIN_NAMES } from '../../nodeintel/chains.ts';
import {
  createConnection,
  deleteConnection,
  listConnections,
  type NewConnection,
  type NodeConnection,
} from '../../nodeintel/connections.ts';
import type { AppContext } from '../../platform/context.ts';
import { AUTHENTICATED_ERRORS, problemResponses, SECURITY } from '../../platform/openapi.ts';
import { notForSharedKeys } from './common.ts';

const tags = ['node intelligence'];

const Chain = Type.Union(
  CHAIN_NAMES.map((c) => Type.Literal(c)),
  { description: 'bsc (chain id 56) or avalanche (C-chain, chain id 43114)' },
);
const Capabilities = Type.Object({
  state_overrides: Type.Boolean({ description: 'eth_call applies state overrides (needed by the honeypot check)' }),
  simulate_v1: Type.Boolean({ description: 'eth_simulateV1 is available' }),
  debug_trace_call: Type.Boolean({ description: 'debug_traceCall with callTracer is available (revert reasons)' }),
  websocket_subscriptions: Type.Union([Type.Boolean(), Type.Null()], {
    description: 'eth_subscribe newHeads works over WebSocket; null when no WebSocket URL was given or derivable',
  }),
});
const ConnectionFields = {
  connection_id: Type.String({ examples: ['nc_3f2a9c1b7d5e4f6a08'] }),
  chain: Chain,
  chain_id: Type.Integer({ description: 'What the node reported', examples: [56] }),
  label: Type.Union([Type.String(), Type.Null()]),
  rpc_url_masked: Type.String({
    description: 'scheme://host/… only: the path, query and credentials are never shown again',
    examples: ['https://bsc-node.example.com/…'],
  }),
  ws_url_masked: Type.Union([Type.String(), Type.Null()]),
  client_version: Type.Union([Type.String(), Type.Null()], { examples: ['Geth/v1.5.10/linux-amd64/go1.23'] }),
  capabilities: Capabilities,
  created_at: Type.String({ format: 'date-time' }),
};
const Connection = Type.Object(ConnectionFields);

function view(c: NodeConnection) {
  return {
    connection_id: c.id,
    chain: c.chain,
    chain_id: c.chainId,
    label: c.label,
    rpc_url_masked: c.rpcUrlMasked,
    ws_url_masked: c.wsUrlMasked,
    client_version: c.clientVersion,
    capabilities: c.capabilities,
    created_at: new Date(c.createdAt).toISOString(),
  };
}

export default async function nodeConnectionRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const guarded = { config: { auth: { scope: 'nodeintel' } }, preValidation: notForSharedKeys('connect nodes') };

  app.post(
    '/node/connections',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Connect your BSC or Avalanche C-chain node: enables Node Intelligence (billed) on that chain',
        description:
          'The node must answer eth_chainId with the chain’s id (56 or 43114) within 5 s. Its capabilities (state overrides, eth_simulateV1, debug_traceCall, WebSocket subscriptions) are probed and recorded. One node per chain: delete the old one to replace it (409 otherwise). Private-network and loopback hosts are accepted; link-local addresses are not. A ws_url may be given; otherwise the usual one is derived (…/ext/bc/C/ws for Avalanche, else the same address with ws://) and kept only if it answers. An unreachable, non-JSON-RPC or wrong-chain node gives 400 with node_error set.',
        security: SECURITY,
        body: Type.Object(
          {
            chain: Chain,
            rpc_url: Type.String({
              minLength: 10,
              maxLength: 2048,
              pattern: '^https?://',
              writeOnly: true,
              description: 'HTTP(S) JSON-RPC endpoint; may carry credentials (user:password@ or a key in the path)',
            }),
            ws_url: Type.Optional(Type.String({ minLength: 8, maxLength: 2048, pattern: '^wss?://', writeOnly: true })),
            label: Type.Optional(Type.String({ maxLength: 100 })),
          },
          { additionalProperties: false },
        ),
        response: {
          201: Type.Object({ status: Type.Literal('ok'), ...ConnectionFields }),
          ...problemResponses(...AUTHENTICATED_ERRORS, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const created = await createConnection(ctx, request.auth!.accountId, request.body as NewConnection);
      reply.code(201);
      return { status: 'ok' as const, ...view(created) };
    },
  );

  app.get(
    '/node/connections',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Your connected nodes (URLs masked)',
        security: SECURITY,
        response: {
          200: Type.Object({ status: Type.Literal('ok'), connections: Type.Array(Connection) }),
          ...problemResponses(...AUTHENTICATED_ERRORS, 403),
        },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      connections: (await listConnections(ctx, request.auth!.accountId)).map(view),
    }),
  );

  app.delete(
    '/node/connections/:id',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Disconnect a node: Node Intelligence stops (and stops being billed) on its chain',
        security: SECURITY,
        params: Type.Object({ id: Type.String({ pattern: '^nc_[0-9a-f]{1,64}$' }) }),
        response: {
          200: Type.Object({ status: Type.Literal('ok'), ...ConnectionFields }),
          ...problemResponses(...AUTHENTICATED_ERRORS, 403, 404),
        },
      },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      return { status: 'ok' as const, ...view(await deleteConnection(ctx, request.auth!.accountId, id)) };
    },
  );
}
