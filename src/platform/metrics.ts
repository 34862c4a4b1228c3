/**
 * Prometheus metrics at /metrics: request count and latency by route and status, plus the
 * process defaults. Each app gets its own registry so in-process test apps don't collide.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export default fp(
  async function metrics(app: FastifyInstance, opts: { defaults?: boolean }) {
    const registry = new Registry();
    if (opts.defaults !== false) collectDefaultMetrics({ register: registry });
    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests served',
      labelNames,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency in seconds',
      labelNames,
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });

    app.addHook('onResponse', async (request, reply) => {
      // Unmatched URLs share one label, so scanners cannot blow up the series count.
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    });

    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
      reply.type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);
