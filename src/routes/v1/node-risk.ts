/**
 * Token risk on the customer's own node: GET /v1/node/{chain}/tokens/{address}/risk. The report
 * is static analysis plus reads at one block (src/nodeintel/risk); this module only validates,
 * finds the caller's node for the chain and turns node failures into problems.
 */

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { meterNodeCall } from '../../nodeintel/billing.ts';
import { CHAIN_NAMES, type ChainName, type ChainSpec } from '../../nodeintel/chains.ts';
import { getNodeClient, nodeFailure } from '../../nodeintel/connections.ts';
import { isAddress } from '../../nodeintel/risk/abi.ts';
import { DEFAULT_HOLDER_CANDIDATES, DEFAULT_HOLDER_WINDOW_BLOCKS } from '../../nodeintel/risk/holder-scan.ts';
import { NodeAnswerError, type RiskRpc } from '../../nodeintel/risk/node-reads.ts';
import { NotAContractError, type RiskTarget, tokenRiskReport } from '../../nodeintel/risk/report.ts';
import { TokenRiskReportSchema } from '../../nodeintel/risk/shape.ts';
import type { AppContext } from '../../platform/context.ts';
import { ApiError, invalidParam } from '../../platform/errors.ts';
import { AUTHENTICATED_ERRORS, problemResponses, SECURITY } from '../../platform/openapi.ts';

/** The caller's node for one chain: its RPC client and what the report needs of the chain. */
export interface RiskNode {
  rpc: RiskRpc;
  target: RiskTarget;
}

/** Finds the caller's node for `chain`; throws ApiError (404 unknown chain or no connection). */
export type RiskNodeResolver = (ctx: AppContext, request: FastifyRequest, chain: string) => Promise<RiskNode>;

const tags = ['node intelligence'];

/**
 * A failure of the node itself (not of the token) as a problem naming the chain: RpcErrors as
 * every Node Intelligence route maps them (503, 504 when slow); answers of the wrong shape as
 * 503 malformed. Anything else is a fault of ours and passes through.
 */
export function nodeProblem(chain: ChainName, err: unknown): unknown {
  if (err instanceof NodeAnswerError) {
    return new ApiError('service_unavailable', `your ${chain} node gave an unusable answer: ${err.message}`, {
      chain,
      node_error: 'malformed',
    });
  }
  return nodeFailure(err, chain);
}

export function nodeRiskRoutes(resolve: RiskNodeResolver) {
  return async function nodeRisk(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
    app.get(
      '/node/:chain/tokens/:address/risk',
      {
        config: { auth: { scope: 'nodeintel' } },
        schema: {
          tags,
          summary: "A token's static risk report, read from your own node",
          description: [
            'Runtime bytecode analysis: function selectors (evmole) for mint, blacklist/whitelist, fee setters, pause, ownership, trading switches, cooldowns and max-tx setters; EIP-1967 (implementation, admin, beacon), EIP-1822, zos and EIP-1167 proxies, with the implementation analysed too; SELFDESTRUCT, DELEGATECALL and CALL found by an opcode walk that skips PUSH data and the metadata trailer.',
            'Owner from owner() or getOwner(); the zero or dead address counts as renounced.',
            `Holders: the token's Transfer logs of the last ${DEFAULT_HOLDER_WINDOW_BLOCKS} blocks (\`holders_window\`; a node refusing that range is asked for a tenth of it) name up to ${DEFAULT_HOLDER_CANDIDATES} candidates, whose balanceOf is read at \`block\`; the pair, the token itself and the zero/dead addresses are excluded, so \`holder_count\` is a lower bound for tokens older than the window.`,
            "Liquidity: the factory's pair with the wrapped native coin, its reserves, and its value (both sides) in the native coin; in USD only when a native price is configured.",
            '`risk.score` is 0 (safest) to 100: each finding weighs by severity (critical 40, high 20, medium 10, low 4, info 0), summed and capped at 100; level low < 20 <= medium < 50 <= high < 80 <= critical. Privileged functions behind a renounced owner drop one severity step unless a proxy or a take-back function can restore the owner.',
            '`token_security` uses GoPlus token_security field names with JSON booleans and fractions (0..1); null where the node cannot tell. Every figure is read at `block`; reports are cached per block hash.',
          ].join(' '),
          security: SECURITY,
          params: Type.Object({
            chain: Type.Enum([...CHAIN_NAMES], { description: 'bsc or avalanche (C-chain)' }),
            address: Type.String({
              minLength: 1,
              maxLength: 100,
              examples: ['0x55d398326f99059ff775485246999027b3197955'],
            }),
          }),
          response: {
            200: Type.Object({ status: Type.Literal('ok'), ...TokenRiskReportSchema.properties }),
            ...problemResponses(...AUTHENTICATED_ERRORS, 403, 404),
          },
        },
      },
      async (request) => {
        const { chain, address } = request.params as { chain: string; address: string };
        if (!isAddress(address)) throw invalidParam('path', 'address', 'must be a 0x-prefixed 20-byte hex address');
        const node = await resolve(ctx, request, chain);
        try {
          return { status: 'ok' as const, ...(await tokenRiskReport(node.rpc, node.target, address)) };
        } catch (err) {
          if (err instanceof NotAContractError) {
            throw new ApiError('not_found', `${address.toLowerCase()} has no contract code on ${chain}: not a token`, {
              reason: 'not_a_contract',
            });
          }
          throw nodeProblem(chain as ChainName, err);
        }
      },
    );
  };
}

/** What the report needs of a chain, from its spec (router, factory and wrapped native overridable). */
export function riskTargetOf(spec: ChainSpec, nativeUsd: number | null = null): RiskTarget {
  return { chain: spec.name, factory: spec.factory, wrappedNative: spec.wrappedNative, nativeUsd };
}

/** The route on the caller's connected node for the chain (409 when none is connected), metered on it. */
export default nodeRiskRoutes(async (ctx, request, chain) => {
  const client = await getNodeClient(ctx, request.auth!, chain as ChainName);
  await meterNodeCall(ctx, request.auth!, chain as ChainName);
  return { rpc: client, target: riskTargetOf(client.chain) };
});
