/**
 * GET /v1/node/{chain}/tokens/{address}/honeypot: buys, transfers and sells the token in one
 * simulated call on the customer's own node and reports taxes, gas and the honeypot verdict.
 * Which node and which V2 deployment a request uses is the connection's business: the plugin is
 * given a resolver that turns (caller, chain) into an RPC client and the chain's addresses.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { CHAIN_NAMES } from '../../nodeintel/chains.ts';
import {
  checkHoneypot,
  type HoneypotChain,
  HoneypotError,
  type HoneypotOptions,
  type NodeRpc,
} from '../../nodeintel/honeypot/check.ts';
import { honeypotReport } from '../../nodeintel/honeypot/report.ts';
import { RpcError } from '../../nodeintel/rpc.ts';
import type { AppContext } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { AUTHENTICATED_ERRORS, problemResponses, SECURITY } from '../../platform/openapi.ts';

/** What a request needs from its node connection. */
export interface HoneypotNode {
  rpc: NodeRpc;
  chain: HoneypotChain;
  /** From the connection's capability probe; undefined lets the check try debug_traceCall. */
  canTrace?: boolean;
}

/** Finds the caller's connection for `chain` (one of CHAIN_NAMES); throws ApiError (e.g. 404 no connection). */
export type HoneypotNodeResolver = (request: FastifyRequest, chain: string) => Promise<HoneypotNode>;

export interface NodeHoneypotOptions {
  ctx: AppContext;
  resolveNode: HoneypotNodeResolver;
  /** Simulation settings (buy size, transfer share); defaults suit both target chains. */
  simulation?: Omit<HoneypotOptions, 'canTrace' | 'randomAddress'>;
}

const tags = ['node-intelligence'];
const Fraction = Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
  description: 'Fraction, not percent (0.05 = 5 %); null when the step did not run',
});
const Amount = Type.String({ pattern: '^[0-9]+$', description: 'Integer amount in the smallest unit' });
const Gas = Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]);
const NullableBool = Type.Union([Type.Boolean(), Type.Null()]);
const NullableText = Type.Union([Type.String(), Type.Null()]);
const Step = {
  status: Type.String({ description: 'not_run, ok, quote_failed, failed or approve_failed' }),
  revert_reason: Type.Union([Type.String(), Type.Null()], {
    description: "The token's own revert reason when a trace revealed it, else the router's",
  }),
  router_revert_reason: NullableText,
};
const TradeStep = Type.Object({ ...Step, spent: Amount, expected_out: Amount, received: Amount });

const HoneypotAnswer = Type.Object({
  status: Type.Literal('ok'),
  chain: Type.String({ examples: ['bsc'] }),
  token: Type.String({ examples: ['0x0e09fabb73bd3ade0a17ecc321fd13a19e81ce82'] }),
  block_number: Type.Integer({ minimum: 0, description: 'The block whose state was simulated' }),
  is_honeypot: Type.Union([Type.Boolean(), Type.Null()], { description: 'null when there was no liquidity to test' }),
  honeypot_reason: NullableText,
  honeypot_reason_code: NullableText,
  risk: Type.Union(['honeypot', 'high', 'medium', 'low', 'unknown'].map((r) => Type.Literal(r))),
  buy_tax: Fraction,
  sell_tax: Fraction,
  transfer_tax: Fraction,
  cannot_buy: NullableBool,
  cannot_sell: NullableBool,
  transfer_blocked: NullableBool,
  gas: Type.Object({ buy: Gas, transfer: Gas, sell: Gas }, { description: 'Execution gas of each step' }),
  simulation_success: Type.Boolean(),
  simulation_error: NullableText,
  liquidity: Type.Union([
    Type.Object({ pair: Type.String(), base_token: Type.String(), reserve_token: Amount, reserve_base: Amount }),
    Type.Null(),
  ]),
  simulation: Type.Object({
    router: Type.String(),
    factory: Type.String(),
    base_token: Type.String(),
    buy: TradeStep,
    transfer: Type.Object({ ...Step, sent: Amount, received: Amount }),
    sell: TradeStep,
    revert_reason_source: Type.Union([Type.Literal('trace'), Type.Literal('router')]),
    trace: Type.String({ description: 'not_needed, used, unavailable (node refused) or disabled' }),
    rpc_calls: Type.Integer({ minimum: 0 }),
  }),
});

const Params = Type.Object({
  chain: Type.Union(
    CHAIN_NAMES.map((c) => Type.Literal(c)),
    { description: 'The chain of your node connection', examples: ['bsc'] },
  ),
  address: Type.String({
    pattern: '^0x[0-9a-fA-F]{40}$',
    description: 'Token contract address (20 bytes, hex)',
    examples: ['0x0e09fabb73bd3ade0a17ecc321fd13a19e81ce82'],
  }),
});

/** Maps the check's own failures and the node's (RpcError) to problems; anything else stays a real fault. */
export function honeypotProblem(err: unknown, chain: string): unknown {
  if (err instanceof ApiError) return err;
  if (err instanceof HoneypotError) {
    switch (err.kind) {
      case 'invalid_address':
        return new ApiError('invalid_parameter', `path parameter 'address' ${err.message}`, {
          invalid_params: [{ in: 'path', name: 'address', reason: err.message }],
        });
      case 'not_a_contract':
        return new ApiError('invalid_parameter', `${err.message}: it is not a token`, {
          invalid_params: [{ in: 'path', name: 'address', reason: 'is not a contract on this chain' }],
        });
      default:
        return new ApiError('service_unavailable', `the ${chain} node cannot run the simulation: ${err.message}`);
    }
  }
  if (err instanceof RpcError) {
    if (err.kind === 'timeout')
      return new ApiError('timeout', `the ${chain} node did not answer in time: ${err.message}`);
    // The client's messages never carry the node's URL, so they are safe to show.
    return new ApiError('service_unavailable', `the ${chain} node failed: ${err.message}`);
  }
  return err;
}

export default async function nodeHoneypotRoutes(app: FastifyInstance, opts: NodeHoneypotOptions) {
  app.get(
    '/node/:chain/tokens/:address/honeypot',
    {
      config: { auth: { scope: 'nodeintel' } },
      schema: {
        tags,
        summary: 'Honeypot check by simulation on your node',
        description:
          "Simulates a buy with a small native amount through the chain's V2 router, a 1 % wallet-to-wallet transfer and a sell of the rest, in one eth_call with state overrides on your node (nothing is sent or deployed). Taxes are fractions measured against the router's quote. A token is a honeypot when buying or selling fails or a tax reaches 50 %; when a swap fails and your node serves debug_traceCall, the token's own revert reason replaces the router's masked one. 400 for a malformed address or an address without contract code; `is_honeypot: null` with `simulation_error` when the token has no pair.",
        security: SECURITY,
        params: Params,
        response: { 200: HoneypotAnswer, ...problemResponses(...AUTHENTICATED_ERRORS, 403, 404) },
      },
    },
    async (request) => {
      const { chain, address } = request.params as { chain: string; address: string };
      const node = await opts.resolveNode(request, chain);
      try {
        const check = await checkHoneypot(node.rpc, node.chain, address, {
          ...opts.simulation,
          canTrace: node.canTrace,
        });
        return { status: 'ok' as const, chain, ...honeypotReport(check, node.chain) };
      } catch (err) {
        throw honeypotProblem(err, chain);
      }
    },
  );
}
