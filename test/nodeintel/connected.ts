/**
 * An account of the test app with a node connected on both chains, recorded as the connection
 * route would record it (tests of wallet tracking start from there; the connection route has its
 * own tests against the real local node).
 */
import { randomBytes } from 'node:crypto';
import type { TestAccount, TestApp } from '../helpers/app.ts';

export async function connectedAccount(
  t: TestApp,
  plan: string,
  rpcUrl = 'http://127.0.0.1:8545',
): Promise<TestAccount> {
  const account = await t.createAccount(plan);
  for (const chain of ['bsc', 'avalanche']) {
    await t.database.query(
      `INSERT INTO node_connections (id, account_id, chain, chain_id, rpc_url, rpc_url_masked, capabilities)
       VALUES ($1, $2, $3, 31337, $4, 'http://127.0.0.1/…', $5)`,
      [
        `nc_${randomBytes(8).toString('hex')}`,
        account.id,
        chain,
        rpcUrl,
        JSON.stringify({
          state_overrides: true,
          simulate_v1: false,
          debug_trace_call: true,
          websocket_subscriptions: null,
        }),
      ],
    );
  }
  return account;
}
