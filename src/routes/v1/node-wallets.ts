/**
 * Wallet tracking on the customer's own node (Node Intelligence): the wallets an account watches
 * per chain and what the block follower recorded for them. Confirmed transfers that meet a
 * wallet's minimums also go out as SIGNAL events (signal `wallet_transfer`) to the account's
 * production webhooks and stream. Another account's wallet is a 404, like one never added.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { isPublicSandboxAccount } from '../../accounts/public-keys.ts';
import { parseAddress, toChecksumAddress } from '../../nodeintel/wallets/address.ts';
import { TransferSchema } from '../../nodeintel/wallets/payload.ts';
import {
  activityPage,
  activityView,
  addWallet,
  countWallets,
  deleteWallet,
  getWallet,
  listWallets,
  MAX_WALLETS_PER_CHAIN,
  walletView,
} from '../../nodeintel/wallets/store.ts';
import type { AppContext } from '../../platform/context.ts';
import { ApiError, invalidParam } from '../../platform/errors.ts';
import { AUTHENTICATED_ERRORS, problemResponses, SECURITY } from '../../platform/openapi.ts';

const tags = ['node-intelligence'];
const ERRORS = problemResponses(...AUTHENTICATED_ERRORS, 403, 404);
const CREATE_ERRORS = problemResponses(...AUTHENTICATED_ERRORS, 403, 409);

const Chain = Type.Union([Type.Literal('bsc'), Type.Literal('avalanche')], {
  description: "The node connection's chain",
});
const Address = Type.String({
  minLength: 1,
  maxLength: 64,
  description: '0x + 40 hex; lower, upper or EIP-55 mixed case (a wrong checksum is refused)',
  examples: ['0x8894E0a0c962CB723c1976a4421c95949bE2D4E3'],
});
const ChainParams = Type.Object({ chain: Chain });
const WalletParams = Type.Object({ chain: Chain, address: Address });

const WalletSchema = Type.Object({
  address: Type.String({ description: 'EIP-55 checksummed' }),
  chain: Type.String(),
  label: Type.Union([Type.String(), Type.Null()]),
  min_usd: Type.Union([Type.Number(), Type.Null()], {
    description: 'Push only transfers worth at least this much; needs a known USD value (docs)',
  }),
  min_native: Type.Union([Type.Number(), Type.Null()], {
    description: 'Push only native-coin transfers of at least this many whole coins (BNB, AVAX); tokens unaffected',
  }),
  created_at: Type.String({ format: 'date-time' }),
});

/** The address in a path or body, lower-case; 400 when it is not one. */
function addressOf(raw: string, where: string, name: string): string {
  const check = parseAddress(raw);
  if (!check.ok) throw invalidParam(where, name, check.reason);
  return check.address;
}

/** Whole coins in wei, rounded to the nano-coin (finer is below any sensible threshold). */
function weiOf(coins: number): bigint {
  return BigInt(Math.round(coins * 1e9)) * 10n ** 9n;
}

async function mayKeepWallets(request: FastifyRequest): Promise<void> {
  if (isPublicSandboxAccount(request.auth!.accountId)) {
    throw new ApiError(
      'sandbox_shared_key',
      'public sandbox keys are shared by everyone, so they cannot track wallets; use your own account key',
    );
  }
}

function notFound(address: string, chain: string): ApiError {
  return new ApiError('not_found', `no tracked wallet ${address} on ${chain} for this key's account`);
}

/** Opaque page cursor: the id of the last row shown. */
const encodeCursor = (id: number) => Buffer.from(`a${id}`).toString('base64url');
function decodeCursor(raw: string): number {
  const m = /^a(\d{1,18})$/.exec(Buffer.from(raw, 'base64url').toString());
  if (!m) throw invalidParam('query', 'cursor', 'is not a cursor this endpoint gave out');
  return Number(m[1]);
}

export default async function nodeWalletRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const writing = { config: { auth: { scope: ['nodeintel', 'alerts'] } }, preValidation: mayKeepWallets };
  const reading = { config: { auth: { scope: 'nodeintel' } } };

  app.post(
    '/node/:chain/wallets',
    {
      ...writing,
      schema: {
        tags,
        summary: 'Track a wallet on your node',
        description:
          'Records its native and ERC-20 transfers once confirmed on your node, and pushes those meeting the minimums as SIGNAL events (signal `wallet_transfer`) to your production webhooks and stream.',
        security: SECURITY,
        params: ChainParams,
        body: Type.Object(
          {
            address: Address,
            label: Type.Optional(Type.String({ maxLength: 100 })),
            min_usd: Type.Optional(Type.Number({ minimum: 0, maximum: 1e12 })),
            min_native: Type.Optional(
              Type.Number({
                minimum: 0,
                maximum: 1e12,
                description: 'Whole coins (BNB, AVAX), e.g. 0.5; rounded to 9 decimals',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          201: Type.Object({ status: Type.Literal('ok'), wallet: WalletSchema, limit: Type.Integer() }),
          ...CREATE_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const { chain } = request.params as { chain: string };
      const body = request.body as { address: string; label?: string; min_usd?: number; min_native?: number };
      const address = addressOf(body.address, 'body', 'address');
      const minNative = body.min_native === undefined ? null : weiOf(body.min_native);
      const limit = MAX_WALLETS_PER_CHAIN[auth.plan];
      // Wallets are followed on the account's own node: without one for the chain, 409 says how.
      const [connected] = await ctx.database.query(
        'SELECT 1 FROM node_connections WHERE account_id = $1 AND chain = $2',
        [auth.accountId, chain],
      );
      if (!connected) {
        throw new ApiError(
          'conflict',
          `Node Intelligence is not enabled for ${chain}: connect your ${chain} node with POST /v1/node/connections first`,
          { chain },
        );
      }
      const wallet = await ctx.database.transaction(async (tx) => {
        // Two creations at once must not both pass the count.
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`node-wallets:${auth.accountId}`]);
        if ((await countWallets(tx, auth.accountId, chain)) >= limit) {
          throw new ApiError('conflict', `at most ${limit} tracked wallets per chain on the ${auth.plan} plan`, {
            limit,
          });
        }
        const added = await addWallet(tx, {
          accountId: auth.accountId,
          chain,
          address,
          label: body.label ?? null,
          minUsd: body.min_usd ?? null,
          minNative,
        });
        if (!added) throw new ApiError('conflict', `${body.address} is already tracked on ${chain}`);
        return added;
      });
      reply.code(201);
      return { status: 'ok' as const, wallet: walletView(wallet), limit };
    },
  );

  app.get(
    '/node/:chain/wallets',
    {
      ...reading,
      schema: {
        tags,
        summary: 'Your tracked wallets on a chain, oldest first',
        security: SECURITY,
        params: ChainParams,
        response: {
          200: Type.Object({ status: Type.Literal('ok'), wallets: Type.Array(WalletSchema), limit: Type.Integer() }),
          ...ERRORS,
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const { chain } = request.params as { chain: string };
      const wallets = await listWallets(ctx.database, auth.accountId, chain);
      return { status: 'ok' as const, wallets: wallets.map(walletView), limit: MAX_WALLETS_PER_CHAIN[auth.plan] };
    },
  );

  app.delete(
    '/node/:chain/wallets/:address',
    {
      ...writing,
      schema: {
        tags,
        summary: 'Stop tracking a wallet (its recorded activity goes with it)',
        security: SECURITY,
        params: WalletParams,
        response: {
          200: Type.Object({ status: Type.Literal('ok'), address: Type.String(), deleted: Type.Literal(true) }),
          ...ERRORS,
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const { chain, address: raw } = request.params as { chain: string; address: string };
      const address = addressOf(raw, 'path', 'address');
      if (!(await deleteWallet(ctx.database, auth.accountId, chain, address))) throw notFound(raw, chain);
      return { status: 'ok' as const, address: toChecksumAddress(address), deleted: true as const };
    },
  );

  app.get(
    '/node/:chain/wallets/:address/activity',
    {
      ...reading,
      schema: {
        tags,
        summary: "A tracked wallet's confirmed transfers, newest first",
        description:
          "Pages with `cursor` (next_cursor of the previous page). Rows above a reorganisation's fork point are removed and the new blocks recorded.",
        security: SECURITY,
        params: WalletParams,
        querystring: Type.Object(
          {
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
            cursor: Type.Optional(Type.String({ maxLength: 64 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            status: Type.Literal('ok'),
            wallet: WalletSchema,
            activity: Type.Array(
              Type.Object({
                ...TransferSchema.properties,
                pushed: Type.Boolean({ description: 'Went out as a SIGNAL event' }),
              }),
            ),
            next_cursor: Type.Union([Type.String(), Type.Null()]),
          }),
          ...ERRORS,
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const { chain, address: raw } = request.params as { chain: string; address: string };
      const q = request.query as { limit?: number; cursor?: string };
      const address = addressOf(raw, 'path', 'address');
      const before = q.cursor === undefined ? null : decodeCursor(q.cursor);
      const wallet = await getWallet(ctx.database, auth.accountId, chain, address);
      if (!wallet) throw notFound(raw, chain);
      const page = await activityPage(ctx.database, wallet.id, q.limit ?? 100, before);
      const last = page.rows[page.rows.length - 1];
      return {
        status: 'ok' as const,
        wallet: walletView(wallet),
        activity: page.rows.map((r) => ({ ...activityView(r), pushed: r.pushed })),
        next_cursor: page.more && last ? encodeCursor(last.id) : null,
      };
    },
  );
}
