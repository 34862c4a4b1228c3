/**
 * Builds the Fastify app without listening, so tests boot it in-process and main.ts serves it.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Redis } from 'ioredis';
import { ensurePublicSandboxKeys } from './accounts/accounts.ts';
import { UsageMeter } from './accounts/usage.ts';
import type { Config } from './config.ts';
import { createProductionView } from './market/production-view.ts';
import authenticate from './platform/auth/authenticate.ts';
import { KeyCache } from './platform/auth/key-cache.ts';
import type { AppContext } from './platform/context.ts';
import type { Database } from './platform/db/client.ts';
import { RateLimiter } from './platform/limits/rate-limiter.ts';
import { lazyChildLogger } from './platform/logging.ts';
import metrics from './platform/metrics.ts';
import openapi from './platform/openapi.ts';
import problems, { frameworkError } from './platform/problem.ts';
import { emptyBodyIsEmptyObject, finiteValidatorFactory } from './platform/validation.ts';
import routes from './routes/index.ts';
import { SandboxStore } from './sandbox/store.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  redis?: Redis | null;
  now?: () => number;
  /** Where log lines go (default: stdout); tests capture them. */
  logStream?: { write(line: string): void };
  /** Process-wide metrics (GC, memory); off in tests that build many apps. */
  defaultMetrics?: boolean;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A random per-process prefix and a counter: unique, and far cheaper than a UUID per request. */
const ID_PREFIX = `req_${randomBytes(8).toString('hex')}`;
let idCounter = 0;

/** Honour a caller's Request-Id when it is sane, so their logs and ours line up. */
function requestId(req: IncomingMessage): string {
  const given = req.headers['request-id'] ?? req.headers['x-request-id'];
  if (typeof given === 'string' && REQUEST_ID.test(given)) return given;
  idCounter = (idCounter + 1) % Number.MAX_SAFE_INTEGER;
  return `${ID_PREFIX}${idCounter.toString(16).padStart(12, '0')}`;
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
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    childLoggerFactory: lazyChildLogger,
    // The same name the API uses in problem bodies, so a support request's id finds its log lines.
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    genReqId: requestId,
    requestIdHeader: false,
    // verbose: errors carry the failing keyword's value, so a message can name the alternatives.
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false, verbose: true } },
    frameworkErrors: frameworkError,
    // Every numeric parameter and body field must be finite (see platform/validation.ts).
    schemaController: { compilersFactory: { buildValidator: finiteValidatorFactory() } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    redis: opts.redis ?? null,
    keyCache: new KeyCache(),
    limiter: new RateLimiter(opts.redis ?? null),
    usage: new UsageMeter(database, config.usageFlushMs, (err) => app.log.error({ err }, 'usage flush failed')),
    now: opts.now ?? Date.now,
    sandbox: new SandboxStore(database.db, opts.now ?? Date.now),
    productionView: createProductionView(database.db),
  };
  app.decorate('ctx', ctx);

  // A callback-style hook: it runs on every request, and a promise each is measurable there.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('request-id', request.id);
    done();
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
  await app.register(routes, { ctx });

  await ensurePublicSandboxKeys(ctx.db);
  ctx.usage.start();
  app.addHook('onClose', async () => {
    await ctx.usage.stop();
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
