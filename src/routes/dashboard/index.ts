/**
 * The web dashboard at /dashboard/: the built single-page app, and its private API under
 * /dashboard/api (accounts and sessions here; the v1 routes themselves are mounted again under
 * /dashboard/api/v1 by routes/index.ts, authenticated by the session). Every answer carries the
 * dashboard's security headers; API answers are never cached.
 */
import type { FastifyInstance } from 'fastify';
import { gzipped, loadDist, pick, SECURITY_HEADERS } from '../../dashboard/static.ts';
import type { AppContext } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import keys from './keys.ts';
import planRequests from './plan-requests.ts';
import session from './session.ts';
import usage from './usage.ts';

export default async function dashboardRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    if (request.url.startsWith('/dashboard/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  for (const resource of [session, keys, usage, planRequests]) await app.register(resource, { ctx: opts.ctx });

  const files = loadDist();
  app.get('/', { prefixTrailingSlash: 'no-slash' }, async (_request, reply) => reply.redirect('/dashboard/', 308));
  app.get('/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (path === 'api' || path.startsWith('api/')) {
      throw new ApiError('not_found', `no route ${request.method} ${request.url.split('?')[0]}`);
    }
    if (!files) throw new ApiError('service_unavailable', 'the dashboard is not built: run `npm run build:web`');
    const file = pick(files, path);
    if (!file) throw new ApiError('not_found', `no file ${request.url.split('?')[0]}`);
    reply.header('etag', file.etag).header('cache-control', file.cacheControl).type(file.type);
    if (file.compressible) reply.header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
    if (file.compressible && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(gzipped(file));
    }
    return reply.send(file.body);
  });
}
