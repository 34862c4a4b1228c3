/** The whole HTTP surface, one module per resource, named after its URL. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context.ts';
import adminAccounts from './admin/accounts.ts';
import health from './health.ts';
import account from './v1/account.ts';

export default async function routes(app: FastifyInstance, opts: { ctx: AppContext }) {
  await app.register(health, opts);
  await app.register(adminAccounts, { ...opts, prefix: '/admin' });
  await app.register(account, { ...opts, prefix: '/v1' });
}
