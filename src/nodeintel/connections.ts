/**
 * Customers' node connections: verified (chain id), probed (capabilities) and stored per account
 * and chain; `getNodeClient` hands the other Node Intelligence routes a client for the caller's
 * node. The full URL never leaves this module except towards the node itself, and is stored
 * sealed (url-cipher.ts): a database dump does not reveal it.
 */
import { randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { AppContext } from '../platform/context.ts';
import { ApiError } from '../platform/errors.ts';
import { type Capabilities, deriveWsUrl, probeCapabilities } from './capabilities.ts';
import { acceptsChainId, type ChainName, type ChainSpec, chainSpec } from './chains.ts';
import { fromQuantity } from './hex.ts';
import { createRpcClient, type RpcClient, RpcError } from './rpc.ts';

/** The account a connection belongs to: an account id, or anything carrying one. */
export type NodeOwner = string | { accountId: string };
const accountOf = (owner: NodeOwner) => (typeof owner === 'string' ? owner : owner.accountId);

/** Deadline of each call made while connecting: a dead node must not hold the request long. */
const CONNECT_TIMEOUT_MS = 5_000;
/** Deadline of each call the Node Intelligence routes make on a connected node. */
export const NODE_CALL_TIMEOUT_MS = 10_000;

export interface NodeConnection {
  id: string;
  chain: ChainName;
  chainId: number;
  label: string | null;
  rpcUrlMasked: string;
  wsUrlMasked: string | null;
  clientVersion: string | null;
  capabilities: Capabilities;
  createdAt: number;
}

/** An RpcClient for the caller's node, with what the routes need to know about it. */
export interface NodeClient extends RpcClient {
  chain: ChainSpec;
  connection: NodeConnection;
}

/** scheme://host[:port]/… — enough to recognise a node, nothing that can carry a secret. */
export function maskUrl(raw: string): string {
  try {
    const u = new URL(raw);
    return `${u.protocol}//${u.host}/…`;
  } catch {
    return '(invalid)/…';
  }
}

interface Row {
  id: string;
  chain: ChainName;
  chain_id: string | number;
  label: string | null;
  rpc_url: string;
  rpc_url_masked: string;
  ws_url_masked: string | null;
  client_version: string | null;
  capabilities: Capabilities;
  created_at: Date | string;
}

const COLUMNS =
  'id, chain, chain_id, label, rpc_url, rpc_url_masked, ws_url_masked, client_version, capabilities, created_at';

function fromRow(r: Row): NodeConnection {
  return {
    id: r.id,
    chain: r.chain,
    chainId: Number(r.chain_id),
    label: r.label,
    rpcUrlMasked: r.rpc_url_masked,
    wsUrlMasked: r.ws_url_masked,
    clientVersion: r.client_version,
    capabilities: typeof r.capabilities === 'string' ? JSON.parse(r.capabilities) : r.capabilities,
    createdAt: new Date(r.created_at).getTime(),
  };
}

export interface NewConnection {
  chain: ChainName;
  rpc_url: string;
  ws_url?: string;
  label?: string;
}

const rpcUrlProblem = (reason: string, extras: Record<string, unknown> = {}) =>
  new ApiError('invalid_parameter', `body parameter 'rpc_url' ${reason}`, {
    invalid_params: [{ in: 'body', name: 'rpc_url', reason }],
    ...extras,
  });

/**
 * Private and loopback addresses are allowed: a customer's node usually sits on their own
 * network. Link-local and "this network" addresses are not: 169.254.169.254 is the cloud metadata
 * service, and no node lives at 0.0.0.0/8 or ::.
 */
export function isRefusedNodeAddress(address: string): boolean {
  const a = address.toLowerCase().replace(/^::ffff:/, '');
  return /^169\.254\./.test(a) || /^0\./.test(a) || /^fe[89ab][0-9a-f]?:/.test(a) || a === '::';
}

async function refuseMetadataAddresses(url: URL): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    throw rpcUrlProblem('has a host name that does not resolve', { node_error: 'unreachable' });
  }
  if (addresses.some(isRefusedNodeAddress)) {
    throw rpcUrlProblem('points at a link-local or unspecified address, where no node can be');
  }
}

function describeFailure(err: unknown): { reason: string; kind: string } {
  if (err instanceof RpcError) {
    if (err.kind === 'rpc') return { reason: `answered eth_chainId with an error (${err.message})`, kind: 'rpc' };
    if (err.kind === 'http')
      return { reason: `answered HTTP ${err.httpStatus} (is the URL a JSON-RPC endpoint?)`, kind: 'http' };
    if (err.kind === 'malformed') return { reason: 'did not answer as a JSON-RPC node', kind: 'malformed' };
    return { reason: err.message.replace(/^the node/, 'points at a node that'), kind: err.kind };
  }
  return { reason: 'could not be used', kind: 'unknown' };
}

export async function createConnection(
  ctx: AppContext,
  owner: NodeOwner,
  input: NewConnection,
): Promise<NodeConnection> {
  const accountId = accountOf(owner);
  let url: URL;
  try {
    url = new URL(input.rpc_url);
  } catch {
    throw rpcUrlProblem('is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw rpcUrlProblem('must start with http:// or https://');
  const existing = await ctx.database.query<{ id: string }>(
    'SELECT id FROM node_connections WHERE account_id = $1 AND chain = $2',
    [accountId, input.chain],
  );
  if (existing.length > 0) {
    throw new ApiError(
      'conflict',
      `a ${input.chain} node is already connected (${existing[0]!.id}); delete it first to connect another`,
      { connection_id: existing[0]!.id },
    );
  }
  await refuseMetadataAddresses(url);

  const client = createRpcClient(input.rpc_url, { timeoutMs: CONNECT_TIMEOUT_MS });
  let chainId: number;
  try {
    chainId = Number(fromQuantity(await client.call('eth_chainId')));
  } catch (err) {
    const { reason, kind } = describeFailure(err);
    throw rpcUrlProblem(reason, { node_error: kind });
  }
  const cfg = ctx.config.nodeIntel;
  if (!acceptsChainId(input.chain, chainId, cfg)) {
    const expected = chainSpec(input.chain, cfg).chainId;
    throw rpcUrlProblem(`points at a node of chain id ${chainId}, not ${input.chain} (chain id ${expected})`, {
      node_error: 'wrong_chain',
      expected_chain_id: expected,
      node_chain_id: chainId,
    });
  }

  const wsUrl = input.ws_url ?? deriveWsUrl(input.rpc_url);
  const [capabilities, clientVersion] = await Promise.all([
    probeCapabilities(client, wsUrl, CONNECT_TIMEOUT_MS),
    client.call<unknown>('web3_clientVersion').then(
      (v) => (typeof v === 'string' ? v.slice(0, 200) : null),
      () => null,
    ),
  ]);
  // A derived WebSocket URL that did not answer is not kept: it was a guess.
  const keptWs = input.ws_url ?? (capabilities.websocket_subscriptions ? wsUrl : null);
  const id = `nc_${randomBytes(9).toString('hex')}`;
  try {
    const rows = await ctx.database.query<Row>(
      `INSERT INTO node_connections
         (id, account_id, chain, chain_id, rpc_url, ws_url, rpc_url_masked, ws_url_masked, label, client_version, capabilities)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)
       RETURNING ${COLUMNS}`,
      [
        id,
        accountId,
        input.chain,
        chainId,
        ctx.nodeUrls.seal(input.rpc_url),
        keptWs === null ? null : ctx.nodeUrls.seal(keptWs),
        maskUrl(input.rpc_url),
        keptWs ? maskUrl(keptWs) : null,
        input.label ?? null,
        clientVersion,
        JSON.stringify(capabilities),
      ],
    );
    return fromRow(rows[0]!);
  } catch (err) {
    // Two simultaneous connects for one chain: the unique key lets one through.
    if (String((err as Error).message).includes('node_connections_account_chain_key')) {
      throw new ApiError('conflict', `a ${input.chain} node is already connected; delete it first to connect another`);
    }
    throw err;
  }
}

export async function listConnections(ctx: AppContext, owner: NodeOwner): Promise<NodeConnection[]> {
  const rows = await ctx.database.query<Row>(
    `SELECT ${COLUMNS} FROM node_connections WHERE account_id = $1 ORDER BY created_at, id`,
    [accountOf(owner)],
  );
  return rows.map(fromRow);
}

/** Deletes one of the owner's connections; another account's id is simply not found. */
export async function deleteConnection(ctx: AppContext, owner: NodeOwner, id: string): Promise<NodeConnection> {
  const rows = await ctx.database.query<Row>(
    `DELETE FROM node_connections WHERE id = $1 AND account_id = $2 RETURNING ${COLUMNS}`,
    [id, accountOf(owner)],
  );
  if (rows.length === 0) throw new ApiError('not_found', `no node connection ${id}`);
  return fromRow(rows[0]!);
}

/**
 * The caller's node for `chain`, ready for calls (each with NODE_CALL_TIMEOUT_MS). Answers 409
 * when the account has not connected a node for that chain: Node Intelligence is off there.
 */
export async function getNodeClient(
  ctx: AppContext,
  owner: NodeOwner,
  chain: ChainName,
  opts: { timeoutMs?: number } = {},
): Promise<NodeClient> {
  const rows = await ctx.database.query<Row>(
    `SELECT ${COLUMNS} FROM node_connections WHERE account_id = $1 AND chain = $2`,
    [accountOf(owner), chain],
  );
  const row = rows[0];
  if (!row) {
    throw new ApiError(
      'conflict',
      `Node Intelligence is not enabled for ${chain}: connect your ${chain} node with POST /v1/node/connections first`,
      { chain },
    );
  }
  const client = createRpcClient(ctx.nodeUrls.open(row.rpc_url), { timeoutMs: opts.timeoutMs ?? NODE_CALL_TIMEOUT_MS });
  return {
    call: client.call,
    batch: client.batch,
    chain: chainSpec(chain, ctx.config.nodeIntel),
    connection: fromRow(row),
  };
}

/**
 * What to throw when the customer's node fails during a Node Intelligence request: a 504 problem
 * when it was too slow, 503 otherwise, naming the chain and never the URL. Anything that is not
 * an RpcError comes back unchanged. Use: `catch (err) { throw nodeFailure(err, chain) }`.
 */
export function nodeFailure(err: unknown, chain: ChainName): unknown {
  if (!(err instanceof RpcError)) return err;
  const extras = {
    chain,
    node_error: err.kind,
    method: err.method,
    ...(err.code === undefined ? {} : { rpc_code: err.code }),
  };
  if (err.kind === 'timeout') return new ApiError('timeout', `your ${chain} node: ${err.message}`, extras);
  return new ApiError('service_unavailable', `your ${chain} node failed on ${err.method}: ${err.message}`, extras);
}

/**
 * What a wallet follower needs of an account's node for a chain: calls, and the WebSocket address
 * when the node offered newHeads subscriptions at its probe; null when no node is connected.
 */
export async function nodeAccessFor(
  ctx: AppContext,
  accountId: string,
  chain: ChainName,
): Promise<{ rpc: NodeClient; wsUrl: string | null } | null> {
  const [row] = await ctx.database.query<{ ws_url: string | null }>(
    'SELECT ws_url FROM node_connections WHERE account_id = $1 AND chain = $2',
    [accountId, chain],
  );
  if (!row) return null;
  const rpc = await getNodeClient(ctx, accountId, chain);
  const wsUrl = row.ws_url === null ? null : ctx.nodeUrls.open(row.ws_url);
  return { rpc, wsUrl: rpc.connection.capabilities.websocket_subscriptions ? wsUrl : null };
}
