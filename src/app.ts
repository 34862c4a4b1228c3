/**
 * Builds the Fastify app without listening, so tests boot it in-process and main.ts serves it.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Redis } from 'ioredis';
import { ensurePublicSandboxKeys } from './accounts/accounts.ts';
import { UsageMeter } from './accounts/usage.ts';
import { registerAlertReset } from './alerts/rules.ts';
import type { Config } from './config.ts';
import { sessionAuth } from './dashboard/caller.ts';
import { createEventHub } from './events/hub.ts';
import { createLiveMarket } from './market/live-market.ts';
import { createProductionView } from './market/production-view.ts';
import { createUrlCipher, dataDirKey, sealLegacyNodeUrls } from './nodeintel/url-cipher.ts';
import authenticate from './platform/auth/authenticate.ts';
import { FailedAuthGuard } from './platform/auth/failed-auth.ts';
import { KeyCache } from './platform/auth/key-cache.ts';
import { type BusHandlers, combinedBus, type InvalidationBus, postgresBus, redisBus } from './platform/bus.ts';
import type { AppContext } from './platform/context.ts';
import type { Database } from './platform/db/client.ts';
import { ApiError } from './platform/errors.ts';
import { createJobQueue } from './platform/jobs.ts';
import { RateLimiter } from './platform/limits/rate-limiter.ts';
import { lazyChildLogger, requestSerializer } from './platform/logging.ts';
import metrics from './platform/metrics.ts';
import openapi from './platform/openapi.ts';
import problems, { clientErrorHandler, frameworkErrorHandler, sendProblem } from './platform/problem.ts';
import { requestId } from './platform/request-id.ts';
import { emptyBodyIsEmptyObject, finiteValidatorFactory } from './platform/validation.ts';
import routes from './routes/index.ts';
import signalsStream, { websocketSupport } from './routes/v1/signals-stream.ts';
import { SandboxStore } from './sandbox/store.ts';
import { forgetChartingSecrets } from './webhooks/charting/receive.ts';
import { clearSandboxRegistrations } from './webhooks/registrations.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  redis?: Redis | null;
  now?: () => number;
  /** Where log lines go (default: stdout); tests capture them. */
  logStream?: { write(line: string): void };
  /** Process-wide metrics (GC, memory); off in tests that build many apps. */
  defaultMetrics?: boolean;
  /** pg-boss's schema (default `pgboss`); tests sharing a PostgreSQL server give each database its own. */
  jobsSchema?: string;
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers["x-api-key"]', 'req.headers.authorization', '*.key', '*.secret'],
        censor: '[redacted]',
      },
      serializers: { req: requestSerializer },
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    childLoggerFactory: lazyChildLogger,
    // The same name the API uses in problem bodies, so a support request's id finds its log lines.
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    genReqId: requestId,
    requestIdHeader: false,
    // A hop count is given as a function: proxy-addr takes one, Fastify's types do not.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // verbose: errors carry the failing keyword's value, so a message can name the alternatives.
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false, verbose: true } },
    // Every numeric parameter and body field must be finite (see platform/validation.ts).
    schemaController: { compilersFactory: { buildValidator: finiteValidatorFactory() } },
    // Bounded waits, so a client that never finishes its request cannot hold a socket (408).
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    http: {
      // Node checks headersTimeout <= requestTimeout when the server is built, before Fastify sets it.
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.headersTimeoutMs,
      // Node checks both deadlines on this interval (30 s by default): keep it well below them.
      connectionsCheckingInterval: Math.max(25, Math.min(1_000, Math.floor(config.headersTimeoutMs / 4))),
    },
    // Answers Node and Fastify give before our handlers run are problem+json too.
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    // Draining is answered by the onRequest gate below, as a problem with Retry-After.
    return503OnClosing: false,
  }).withTypeProvider<TypeBoxTypeProvider>();

  const now = opts.now ?? Date.now;
  const live = createLiveMarket(database.db, {
    now,
    onError: (err) => app.log.error({ err }, 'loading the live market failed'),
  });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    redis: opts.redis ?? null,
    keyCache: new KeyCache(),
    failedAuth: new FailedAuthGuard(),
    invalidateKeys: async (m) => {
      ctx.keyCache.evict(m);
      await bus?.publish(m);
    },
    limiter: new RateLimiter(opts.redis ?? null),
    usage: new UsageMeter(database, config.usageFlushMs, (err) => app.log.error({ err }, 'usage flush failed')),
    now,
    nodeUrls: createUrlCipher(() => config.nodeUrlKey ?? dataDirKey(config.dataDir)),
    sandbox: new SandboxStore(database.db, now),
    live,
    productionView: createProductionView(database.db, { market: live, now }),
    hub: await createEventHub({
      redis: opts.redis ?? null,
      onError: (err) => app.log.error({ err }, 'event hub error'),
    }),
    jobs: createJobQueue(database, {
      schema: opts.jobsSchema,
      onError: (err) => app.log.error({ err }, 'job queue error'),
    }),
  };
  app.decorate('ctx', ctx);
  registerAlertReset(ctx.sandbox, database);
  ctx.sandbox.onReset('webhooks', (accountId) => clearSandboxRegistrations(ctx, accountId));
  const bus = await startBus(opts, ctx, app);

  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });
  // A callback-style hook: it runs on every request, and a promise each is measurable there.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('request-id', request.id);
    if (!draining) return done();
    // A request that reaches us on a kept-alive connection while shutting down goes elsewhere.
    reply.header('connection', 'close');
    sendProblem(
      request,
      reply,
      new ApiError(
        'service_unavailable',
        'the server is shutting down; retry on another connection',
        {},
        {
          'retry-after': 1,
        },
      ),
    );
  });

  emptyBodyIsEmptyObject(app);
  await app.register(problems);
  await app.register(metrics, { defaults: opts.defaultMetrics ?? true });
  await app.register(openapi);
  await app.register(authenticate, { ctx });
  // Injected sandbox errors apply to every sandbox request except the sandbox controls themselves.
  app.setSandboxGate(async (request, auth) => {
    const path = request.url.split('?')[0]!;
    return /^(\/v1)?\/test\//.test(path) ? null : ctx.sandbox.take(auth.accountId, path);
  });
  // The web dashboard's session stands in for a key on the v1 routes mounted for it.
  app.setSessionAuth(sessionAuth(ctx));
  // Before the routes: an upgrade request to any of them is then refused and its socket closed.
  await app.register(websocketSupport);
  await app.register(routes, { ctx });
  if (config.roles.includes('api')) await app.register(signalsStream, { ctx });

  await ensurePublicSandboxKeys(ctx.db);
  await sealLegacyNodeUrls(database, ctx.nodeUrls);
  ctx.usage.start();
  app.addHook('onClose', async () => {
    live.close();
    await bus?.close();
    await ctx.usage.stop();
    await ctx.jobs.stop();
    await ctx.hub.close();
  });
  return app;
}

/** The channels that carry key invalidations between instances (platform/bus.ts); none for PGlite alone. */
async function startBus(opts: BuildOptions, ctx: AppContext, app: FastifyInstance): Promise<InvalidationBus | null> {
  const handlers: BusHandlers = {
    onMessage: (m) => {
      ctx.keyCache.evict(m);
      // A replaced charting secret or a changed plan: other instances forget the cached owner.
      if (m.accountId) forgetChartingSecrets(ctx, m.accountId);
    },
    onReset: () => ctx.keyCache.clear(),
    onError: (err) => app.log.warn({ err }, 'invalidation bus'),
  };
  const buses: InvalidationBus[] = [];
  if (opts.database.kind === 'postgres' && opts.config.databaseUrl) {
    const [row] = await opts.database.query<{ schema: string }>('SELECT current_schema() AS schema');
    const notify = async (channel: string, payload: string) => {
      await opts.database.query('SELECT pg_notify($1, $2)', [channel, payload]);
    };
    buses.push(await postgresBus(opts.config.databaseUrl, notify, row?.schema ?? 'public', handlers));
  }
  if (opts.redis && opts.config.redisUrl) buses.push(await redisBus(opts.config.redisUrl, opts.redis, handlers));
  return buses.length === 0 ? null : combinedBus(buses, handlers.onError);
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
