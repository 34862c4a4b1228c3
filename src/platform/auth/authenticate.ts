/**
 * Authentication, environment checks, rate limits and sandbox error forcing, in that order,
 * for every route that declares `config.auth`. Runs in onRequest, before the body is parsed,
 * so a rejected caller costs as little as possible.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findKeyByHash } from '../../accounts/accounts.ts';
import { environmentOfKey, hashKey, isWellFormedKey } from '../../accounts/keys.ts';
import type { Environment, RatePolicy } from '../../accounts/plans.ts';
import type { AppContext } from '../context.ts';
import { ApiError, INJECTABLE_CODES, type InjectableCode, invalidParam, mustBeOneOf } from '../errors.ts';
import { exhausted, policiesFor, rateLimitHeaders } from '../limits/policies.ts';
import type { KeyLookup } from './key-cache.ts';
import type { AuthContext, AuthRequirement } from './types.ts';

const ENVIRONMENTS: Environment[] = ['sandbox', 'production'];

/** Checks after authentication, for the sandbox only (persistent injected errors); set by the sandbox plugin. */
export type SandboxGate = (request: FastifyRequest, auth: AuthContext) => Promise<InjectableCode | null>;

export function extractKey(request: FastifyRequest): string | null {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header !== '') return header.trim();
  const authz = request.headers.authorization;
  if (typeof authz === 'string') {
    const m = /^Bearer\s+(.+)$/i.exec(authz.trim());
    if (m) return m[1]!.trim();
  }
  return null;
}

/** A cached lookup, with what the hot path derives from it computed once. */
type Found = NonNullable<KeyLookup> & { auth?: AuthContext; policies?: RatePolicy[] };

/**
 * Who is calling. Returns synchronously when the key is in the cache (the common case, and a
 * promise less on every request), or a promise when the database must be asked.
 */
export function resolveCaller(ctx: AppContext, request: FastifyRequest, need: AuthRequirement): Found | Promise<Found> {
  const key = extractKey(request);
  if (key === null) throw new ApiError('invalid_key', 'missing API key: send it in X-API-Key or Authorization: Bearer');
  if (!isWellFormedKey(key))
    throw new ApiError('invalid_key', 'malformed API key: keys start with sk_test_ or sk_live_');

  const hash = hashKey(key);
  const cached = ctx.keyCache.get(hash) as Found | null | undefined;
  if (cached !== undefined) return admit(cached, key, request, need);
  return findKeyByHash(ctx.db, hash).then((found) => {
    ctx.keyCache.set(hash, found);
    return admit(found as Found | null, key, request, need);
  });
}

function admit(found: Found | null, key: string, request: FastifyRequest, need: AuthRequirement): Found {
  if (!found) throw new ApiError('invalid_key', 'unknown API key');
  if (found.key.revokedAt) throw new ApiError('invalid_key', 'this API key has been revoked');

  const environment = environmentOfKey(key);
  if (environment !== found.key.environment) throw new ApiError('invalid_key', 'unknown API key');
  checkEnvironment(request, need, environment);
  if (need.scope && !found.key.scopes.includes(need.scope)) {
    throw new ApiError('forbidden', `this key lacks the '${need.scope}' scope`);
  }
  found.auth ??= {
    keyId: found.key.id,
    accountId: found.account.id,
    plan: found.account.plan,
    environment,
    scopes: found.key.scopes,
    hourlyLimit: found.key.hourlyLimit,
    limitsOverride: found.account.limitsOverride,
  };
  found.policies ??= policiesFor(found.auth);
  return found;
}

function checkEnvironment(request: FastifyRequest, need: AuthRequirement, environment: Environment): void {
  const asked = (request.query as Record<string, unknown> | undefined)?.environment;
  if (asked !== undefined) {
    if (typeof asked !== 'string' || !ENVIRONMENTS.includes(asked as Environment)) {
      throw invalidParam('query', 'environment', mustBeOneOf(ENVIRONMENTS));
    }
    if (asked !== environment) {
      throw new ApiError('invalid_key', `a ${environment} key cannot be used with environment=${asked}`);
    }
  }
  if (need.environments && !need.environments.includes(environment)) {
    if (environment === 'production' && !need.environments.includes('production')) {
      throw new ApiError('not_found', `no route ${request.method} ${request.url.split('?')[0]} for production keys`);
    }
    throw new ApiError(
      'invalid_key',
      `a ${environment} key cannot be used on this ${need.environments[0]}-only operation`,
    );
  }
}

function forcedError(request: FastifyRequest): InjectableCode | null {
  const header = request.headers['x-test-error'];
  const query = (request.query as Record<string, unknown> | undefined)?.['X-Test-Error'];
  const raw = typeof header === 'string' ? header : typeof query === 'string' ? query : null;
  if (raw === null) return null;
  if (!(INJECTABLE_CODES as readonly string[]).includes(raw)) {
    throw invalidParam(typeof header === 'string' ? 'header' : 'query', 'X-Test-Error', mustBeOneOf(INJECTABLE_CODES));
  }
  return raw as InjectableCode;
}

export function injectedError(code: InjectableCode): ApiError {
  const details: Record<InjectableCode, string> = {
    invalid_key: 'forced by the sandbox: authentication failure',
    rate_limit_exceeded: 'forced by the sandbox: rate limit exceeded',
    not_found: 'forced by the sandbox: resource not found',
    service_unavailable: 'forced by the sandbox: service temporarily unavailable',
    timeout: 'forced by the sandbox: upstream timeout',
  };
  return new ApiError(code, details[code], { injected: true });
}

function asArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

export default fp(
  async function authenticate(app: FastifyInstance, opts: { ctx: AppContext }) {
    const { ctx } = opts;
    let sandboxGate: SandboxGate | null = null;
    app.decorate('setSandboxGate', (gate: SandboxGate) => {
      sandboxGate = gate;
    });
    app.decorateRequest('auth', null);
    app.decorateRequest('usageSource', '');

    // Each route that declares `config.auth` gets its own hooks, made once at registration:
    // the requirement and the usage label are then closed over instead of looked up per request.
    app.addHook('onRoute', (route) => {
      const need = route.config?.auth;
      if (!need) return;
      const endpoint = Array.isArray(route.method) ? null : `${route.method} ${route.url}`;

      const check = async (request: FastifyRequest, reply: FastifyReply) => {
        const resolved = resolveCaller(ctx, request, need);
        const found = resolved instanceof Promise ? await resolved : resolved;
        const auth = found.auth!;
        request.auth = auth;

        const now = ctx.now();
        let states = await ctx.limiter.consume(auth.keyId, found.policies!, now);
        let limited = false;
        for (const s of states) limited ||= s.exceeded;
        let forced = auth.environment === 'sandbox' ? forcedError(request) : null;
        if (!forced && !limited && auth.environment === 'sandbox' && sandboxGate) {
          forced = await sandboxGate(request, auth);
        }
        if (forced === 'rate_limit_exceeded') states = exhausted(states);
        reply.headers(rateLimitHeaders(states, now));
        if (limited) {
          throw new ApiError('rate_limit_exceeded', 'rate limit exceeded: see the RateLimit and Retry-After headers');
        }
        if (forced) throw injectedError(forced);
      };

      // Usage is metered for every request that got past authentication, whatever its status.
      const meter = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
        const auth = request.auth;
        if (auth) {
          ctx.usage.record(
            auth.keyId,
            auth.accountId,
            endpoint ?? `${request.method} ${route.url}`,
            request.usageSource,
            ctx.now(),
          );
        }
        done();
      };

      route.onRequest = [...asArray(route.onRequest), check];
      route.onResponse = [...asArray(route.onResponse), meter];
    });
  },
  { name: 'authenticate' },
);

declare module 'fastify' {
  interface FastifyInstance {
    setSandboxGate(gate: SandboxGate): void;
  }
}
