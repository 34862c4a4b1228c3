/**
 * Node Intelligence billing: every chain with a connected node is a line (a flat monthly price
 * per chain, since the customer runs the node), with the calls made on it metered per UTC day.
 */
import { utcDay } from '../accounts/usage.ts';
import type { AppContext } from '../platform/context.ts';
import type { ChainName } from './chains.ts';
import type { NodeOwner } from './connections.ts';

const accountOf = (owner: NodeOwner) => (typeof owner === 'string' ? owner : owner.accountId);

/**
 * Counts `count` Node Intelligence calls (a risk report, a honeypot check, a wallet change) on
 * `chain` for the owner's account today. One upsert: cheap beside the node calls it accompanies.
 */
export async function meterNodeCall(ctx: AppContext, owner: NodeOwner, chain: ChainName, count = 1): Promise<void> {
  await ctx.database.query(
    `INSERT INTO node_usage_daily (account_id, chain, day, calls) VALUES ($1, $2, $3, $4)
     ON CONFLICT (account_id, chain, day) DO UPDATE SET calls = node_usage_daily.calls + EXCLUDED.calls`,
    [accountOf(owner), chain, utcDay(ctx.now()), count],
  );
}

export interface NodeBillingLine {
  chain: ChainName;
  chain_id: number;
  connection_id: string;
  enabled_since: string;
  price_usd_month: number | null;
  calls_today: number;
  calls_this_month: number;
}

/** One line per enabled chain, with today's and this UTC month's metered calls. */
export async function nodeBillingLines(ctx: AppContext, owner: NodeOwner): Promise<NodeBillingLine[]> {
  const accountId = accountOf(owner);
  const today = utcDay(ctx.now());
  const rows = await ctx.database.query<{
    chain: ChainName;
    chain_id: string | number;
    id: string;
    created_at: Date | string;
    calls_today: string | number | null;
    calls_month: string | number | null;
  }>(
    `SELECT c.chain, c.chain_id, c.id, c.created_at,
            (SELECT sum(calls) FROM node_usage_daily u
              WHERE u.account_id = c.account_id AND u.chain = c.chain AND u.day = $2) AS calls_today,
            (SELECT sum(calls) FROM node_usage_daily u
              WHERE u.account_id = c.account_id AND u.chain = c.chain AND u.day >= $3 AND u.day <= $2) AS calls_month
       FROM node_connections c WHERE c.account_id = $1 ORDER BY c.chain`,
    [accountId, today, `${today.slice(0, 7)}-01`],
  );
  return rows.map((r) => ({
    chain: r.chain,
    chain_id: Number(r.chain_id),
    connection_id: r.id,
    enabled_since: new Date(r.created_at).toISOString(),
    price_usd_month: ctx.config.nodeIntel.pricePerChainUsdMonth,
    calls_today: Number(r.calls_today ?? 0),
    calls_this_month: Number(r.calls_month ?? 0),
  }));
}
