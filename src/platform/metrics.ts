/**
 * Prometheus metrics at /metrics: request count and latency by route and status, plus the
 * process defaults. Each app gets its own registry so in-process test apps don't collide.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

    // Each route records into its own series, resolved once per status, through a hook made at
    // registration; looking series up by a label object per request costs more than the rest.
    const observer = (method: string, route: string) => {
      const byStatus = new Map<
        number,
        { count: ReturnType<typeof requests.labels>; latency: ReturnType<typeof duration.labels> }
      >();
      return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
        let s = byStatus.get(reply.statusCode);
        if (!s) {
          const labels = { method: method === '*' ? request.method : method, route, status: String(reply.statusCode) };
          s = { count: requests.labels(labels), latency: duration.labels(labels) };
          if (method !== '*') byStatus.set(reply.statusCode, s);
        }
        s.count.inc();
        s.latency.observe(reply.elapsedTime / 1000);
        done();
      };
    };
    app.addHook('onRoute', (route) => {
      const method = Array.isArray(route.method) ? '*' : route.method;
      const hooks =
        route.onResponse === undefined ? [] : Array.isArray(route.onResponse) ? route.onResponse : [route.onResponse];
      route.onResponse = [...hooks, observer(method, route.url)];
    });
    // Unmatched URLs share one label, so scanners cannot blow up the series count.
    const unmatched = observer('*', 'unmatched');
    app.addHook('onResponse', (request, reply, done) => {
      if (request.is404) unmatched(request, reply, done);
      else done();
    });

    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
      reply.type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);
