/** Liveness and readiness for orchestrators, and the problem-type catalogue that `type` URIs point to. */

import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../platform/context.ts';
import { ApiError, ERROR_CODES, isErrorCode } from '../platform/errors.ts';

export default async function health(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async () => {
    try {
      await ctx.database.ping();
    } catch (err) {
      app.log.warn({ err }, 'readiness: database unreachable');
      throw new ApiError('service_unavailable', 'database unreachable');
    }
    return { status: 'ready', database: ctx.database.kind };
  });

  app.get(
    '/problems/:code',
    { schema: { hide: true, params: Type.Object({ code: Type.String() }) } },
    async (request) => {
      const { code } = request.params as { code: string };
      if (!isErrorCode(code)) throw new ApiError('not_found', `no problem type '${code}'`);
      return { type: `/problems/${code}`, code, ...ERROR_CODES[code] };
    },
  );
}
