/** The whole HTTP surface, one module per resource, named after its URL. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { meterNodeCall } from '../nodeintel/billing.ts';
import type { ChainName } from '../nodeintel/chains.ts';
import { getNodeClient } from '../nodeintel/connections.ts';
import type { AppContext } from '../platform/context.ts';
import { ApiError } from '../platform/errors.ts';
import adminAccounts from './admin/accounts.ts';
import dashboard from './dashboard/index.ts';
import health from './health.ts';
import oauthToken from './oauth-token.ts';
import account from './v1/account.ts';
import alerts from './v1/alerts.ts';
import candles from './v1/candles.ts';
import charting from './v1/charting.ts';
import confirm from './v1/confirm.ts';
import derivatives from './v1/derivatives.ts';
import intel from './v1/intel.ts';
import metrics from './v1/metrics.ts';
import nodeConnections from './v1/node-connections.ts';
import nodeHoneypot from './v1/node-honeypot.ts';
import nodeRisk from './v1/node-risk.ts';
import nodeWallets from './v1/node-wallets.ts';
import oauthClients from './v1/oauth-clients.ts';
import onchain from './v1/onchain.ts';
import options from './v1/options.ts';
import signals from './v1/signals.ts';
import status from './v1/status.ts';
import symbols from './v1/symbols.ts';
import sandbox from './v1/test.ts';
import webhookDeliveries from './v1/webhook-deliveries.ts';
import webhooks from './v1/webhooks.ts';
import webhooksTest from './v1/webhooks-test.ts';
import whales from './v1/whales.ts';
import confirmV2 from './v2/confirm.ts';
import fundingHeatmapV2 from './v2/derivatives-funding-heatmap.ts';
import positionsV2 from './v2/derivatives-positions.ts';
import whalesTrackingV2 from './v2/whales-tracking.ts';

/** The v1 resources (account, the honeypot check and the sandbox controls are registered apart). */
const V1_RESOURCES = [
  symbols,
  candles,
  confirm,
  whales,
  derivatives,
  signals,
  metrics,
  onchain,
  options,
  intel,
  status,
  webhooks,
  webhookDeliveries,
  webhooksTest,
  charting,
  alerts,
  oauthClients,
  nodeConnections,
  nodeWallets,
  nodeRisk,
];

/**
 * The resources the dashboard's pages call. Only these are mounted for it: every mounted route is
 * compiled again at boot, and the rest (candles, on-chain, options, intel, metrics, status) have
 * no page.
 */
const WITHOUT_PAGE = new Set([candles, metrics, onchain, options, intel, status]);
const DASHBOARD_RESOURCES = [account, ...V1_RESOURCES.filter((r) => !WITHOUT_PAGE.has(r))];

export default async function routes(app: FastifyInstance, opts: { ctx: AppContext }) {
  await app.register(health, opts);
  // A process without the api role (a worker or collector) answers its probes and /metrics only:
  // behind a load balancer it must not take API traffic by mistake.
  if (!opts.ctx.config.roles.includes('api')) return;
  await app.register(oauthToken, opts);
  await app.register(adminAccounts, { ...opts, prefix: '/admin' });
  await app.register(account, { ...opts, prefix: '/v1' });
  for (const resource of V1_RESOURCES) {
    await app.register(resource, { ...opts, prefix: '/v1' });
  }
  await app.register(nodeHoneypot, { ...opts, prefix: '/v1', resolveNode: nodeResolver(opts.ctx) });
  await app.register(sandbox, { ...opts, prefix: '/v1' });
  // v2 (beta): no status wrapper, a meta object, clearer names (docs/migration-v1-v2.md).
  for (const resource of [whalesTrackingV2, fundingHeatmapV2, positionsV2, confirmV2]) {
    await app.register(resource, { ...opts, prefix: '/v2' });
  }
  // The sandbox operations also answer without the version prefix (/test/...).
  await app.register(sandbox, opts);

  await app.register(dashboard, { ...opts, prefix: '/dashboard' });
  await app.register(dashboardV1, { ...opts, prefix: '/dashboard/api/v1' });
}

/**
 * The v1 routes the pages call, mounted again for the dashboard: the same handlers, the caller a
 * session instead of a key (platform/auth: SESSION_ROUTE_PREFIX). Not a route that takes no caller
 * (the inbound charting alert).
 */
async function dashboardV1(app: FastifyInstance, opts: { ctx: AppContext }) {
  app.addHook('onRoute', (route) => {
    if (route.config?.auth) return;
    route.onRequest = async (request) => {
      throw new ApiError('not_found', `no route ${request.method} ${request.url.split('?')[0]}`);
    };
  });
  for (const resource of DASHBOARD_RESOURCES) await app.register(resource, { ctx: opts.ctx });
  await app.register(nodeHoneypot, { ctx: opts.ctx, resolveNode: nodeResolver(opts.ctx) });
}

/** The caller's node for a chain (409 when none is connected), each check metered on that chain. */
function nodeResolver(ctx: AppContext) {
  return async (request: FastifyRequest, chain: string) => {
    const owner = { accountId: request.auth!.accountId };
    const node = await getNodeClient(ctx, owner, chain as ChainName);
    await meterNodeCall(ctx, owner, chain as ChainName);
    return { rpc: node, chain: node.chain, canTrace: node.connection.capabilities.debug_trace_call };
  };
}
