/**
 * Authentication, environment checks, rate limits and sandbox error forcing, in that order,
 * for every route that declares `config.auth`. Runs in onRequest, before the body is parsed,
 * so a rejected caller costs as little as possible.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findKeyByHash } from '../../accounts/accounts.ts';
import { environmentOfKey, hashKey, isWellFormedKey } from '../../accounts/keys.ts';
import { findTokenByHash } from '../../accounts/oauth/clients.ts';
import { environmentOfToken, isWellFormedToken, looksLikeToken } from '../../accounts/oauth/credentials.ts';
import type { Environment, RatePolicy } from '../../accounts/plans.ts';
import { PUBLIC_SANDBOX_KEYS } from '../../accounts/public-keys.ts';
import type { AppContext } from '../context.ts';
import { announceDeprecation, KEY_ONLY_AUTH } from '../deprecation.ts';
import { ApiError, INJECTABLE_CODES, type InjectableCode, invalidParam, mustBeOneOf } from '../errors.ts';
import { chargesFor, exhausted, policiesFor, rateLimitHeaders } from '../limits/policies.ts';
import type { Charge } from '../limits/rate-limiter.ts';
import { clientAddress } from './client-address.ts';
import type { KeyLookup } from './key-cache.ts';
import type { AuthContext, AuthRequirement } from './types.ts';

const ENVIRONMENTS: Environment[] = ['sandbox', 'production'];

/**
 * Routes under this prefix are the v1 routes mounted again for the web dashboard: their caller is
 * a logged-in session (cookie and CSRF header) acting in the environment it chose, not a key.
 */
export const SESSION_ROUTE_PREFIX = '/dashboard/api/';

/** A dashboard session as a caller: who, in which environment, and the policies that apply. */
export type SessionAuth = (request: FastifyRequest) => Promise<{ auth: AuthContext; policies: RatePolicy[] }>;

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
type Found = NonNullable<KeyLookup> & {
  auth?: AuthContext;
  policies?: RatePolicy[];
  /** What one plain request costs against each policy. */
  charges?: Charge[];
  /** A public sandbox key: strangers share it, so its counters are per client address. */
  shared?: boolean;
};

/** Callers authenticated in onRequest whose charge waits for the parsed body. */
const awaitingCharge = new WeakMap<FastifyRequest, Found>();

const PUBLIC_KEY_IDS = new Set(PUBLIC_SANDBOX_KEYS.map((p) => p.keyId));

/**
 * Who is calling. Returns synchronously when the key is in the cache (the common case, and a
 * promise less on every request), or a promise when the database must be asked.
 *
 * Cheapest checks first: an address that has presented too many bad keys this minute is refused
 * before its key is hashed, and a key of impossible shape before any lookup.
 */
export function resolveCaller(ctx: AppContext, request: FastifyRequest, need: AuthRequirement): Found | Promise<Found> {
  const key = extractKey(request);
  if (key === null) {
    throw new ApiError(
      'invalid_key',
      'missing API key: send it in X-API-Key, or a key or an OAuth access token in Authorization: Bearer',
    );
  }
  const now = ctx.now();
  const address = clientAddress(request.ip);
  const refused = ctx.failedAuth.tooMany(
    address,
    now,
    'too many invalid API keys from this address: try again after Retry-After seconds',
  );
  if (refused) return refused;
  // An access token (at_…) and a key (sk_…) share the cache: their digests cannot collide.
  const token = looksLikeToken(key);
  if (token ? !isWellFormedToken(key) : !isWellFormedKey(key)) {
    ctx.failedAuth.fail(address, now);
    throw token
      ? new ApiError('invalid_token', 'malformed access token: tokens come from POST /oauth/token')
      : new ApiError('invalid_key', 'malformed API key: keys start with sk_test_ or sk_live_');
  }

  const hash = hashKey(key);
  const cached = ctx.keyCache.get(hash, now) as Found | null | undefined;
  if (cached !== undefined) return admit(ctx, cached, key, request, need);
  return ctx.keyCache
    .lookup(hash, (h) => (token ? findTokenByHash(ctx.db, h) : findKeyByHash(ctx.db, h)), ctx.now)
    .then((found) => admit(ctx, found as Found | null, key, request, need));
}

/** The scope of `need` the caller lacks, if any. */
function missingScope(need: AuthRequirement, scopes: string[]): string | undefined {
  if (need.scope === undefined) return undefined;
  if (typeof need.scope === 'string') return scopes.includes(need.scope) ? undefined : need.scope;
  return need.scope.find((s) => !scopes.includes(s));
}

function admit(
  ctx: AppContext,
  found: Found | null,
  key: string,
  request: FastifyRequest,
  need: AuthRequirement,
): Found {
  const token = found ? found.expiresAt !== undefined : looksLikeToken(key);
  const environment = token ? environmentOfToken(key) : environmentOfKey(key);
  if (!found || found.key.revokedAt || environment !== found.key.environment) {
    ctx.failedAuth.fail(clientAddress(request.ip), ctx.now());
    if (token) throw new ApiError('invalid_token', 'unknown access token (or its OAuth client was deleted)');
    throw new ApiError('invalid_key', found?.key.revokedAt ? 'this API key has been revoked' : 'unknown API key');
  }
  // Expiry is checked here, not in the query, so a cached token lapses on time too.
  if (token && found.expiresAt! <= ctx.now()) {
    throw new ApiError('invalid_token', 'this access token has expired: get a new one from POST /oauth/token');
  }
  checkEnvironment(request, need, environment);
  const missing = missingScope(need, found.key.scopes);
  if (missing !== undefined) {
    // RFC 6750 section 3.1: a token without the scope is told which one, in the challenge too.
    const challenge = `Bearer realm="msig", error="insufficient_scope", scope="${missing}"`;
    throw new ApiError(
      'forbidden',
      `this ${token ? 'access token' : 'key'} lacks the '${missing}' scope`,
      {},
      token ? { 'www-authenticate': challenge } : {},
    );
  }
  if (!found.auth) {
    found.auth = {
      keyId: found.key.id,
      accountId: found.account.id,
      plan: found.account.plan,
      environment,
      scopes: found.key.scopes,
      hourlyLimit: found.key.hourlyLimit,
      limitsOverride: found.account.limitsOverride,
      ...(token ? { viaToken: true } : {}),
    };
    found.policies = policiesFor(found.auth);
    found.charges = chargesFor(found.policies);
    found.shared = PUBLIC_KEY_IDS.has(found.key.id);
  }
  return found;
}

/** What a route asks of a dashboard session (keys and tokens are checked in `admit`). */
function checkRequirement(request: FastifyRequest, need: AuthRequirement, environment: Environment, scopes: string[]) {
  checkEnvironment(request, need, environment);
  const missing = missingScope(need, scopes);
  if (missing !== undefined) throw new ApiError('forbidden', `this session lacks the '${missing}' scope`);
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

function noCharge(charges: Charge[]): Charge[] {
  return charges.map((c) => ({ ...c, cost: 0 }));
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
    let sessionAuth: SessionAuth = async () => {
      throw new ApiError('not_found', 'the dashboard is not enabled');
    };
    app.decorate('setSessionAuth', (resolver: SessionAuth) => {
      sessionAuth = resolver;
    });
    app.decorateRequest('auth', null);
    app.decorateRequest('usageSource', '');
    app.decorateRequest('usageCost', 0);

    // Each route that declares `config.auth` gets its own hooks, made once at registration:
    // the requirement and the usage label are then closed over instead of looked up per request.
    app.addHook('onRoute', (route) => {
      const need = route.config?.auth;
      if (!need) return;
      const viaSession = route.url.startsWith(SESSION_ROUTE_PREFIX);
      // The dashboard's calls are counted under the v1 endpoint they reach, with source `dashboard`.
      const url = viaSession ? route.url.slice(SESSION_ROUTE_PREFIX.length - 1) : route.url;
      const endpoint = Array.isArray(route.method) ? null : `${route.method} ${url}`;

      /**
       * The caller, without a promise when the key is cached (the common case). An answer to an
       * API key alone announces that authentication's deprecation; a token's does not.
       */
      const authenticateCaller = (request: FastifyRequest, reply: FastifyReply): Found | Promise<Found> => {
        if (viaSession) {
          // A dashboard session is neither a key nor a token: no key-only deprecation notice.
          return sessionAuth(request).then(({ auth, policies }) => {
            checkRequirement(request, need, auth.environment, auth.scopes);
            request.auth = auth;
            request.usageSource = 'dashboard';
            return { auth, policies, charges: chargesFor(policies), shared: false } as Found;
          });
        }
        const resolved = resolveCaller(ctx, request, need);
        if (resolved instanceof Promise) {
          return resolved.then((found) => {
            request.auth = found.auth!;
            if (!found.auth!.viaToken) announceDeprecation(reply, KEY_ONLY_AUTH);
            return found;
          });
        }
        request.auth = resolved.auth!;
        if (!resolved.auth!.viaToken) announceDeprecation(reply, KEY_ONLY_AUTH);
        return resolved;
      };

      const limit = async (request: FastifyRequest, reply: FastifyReply, found: Found) => {
        const auth = found.auth!;
        const now = ctx.now();
        const cost = need.cost ? need.cost(request) : 1;
        const charges = cost === 1 ? found.charges! : chargesFor(found.policies!, cost);
        const subject = found.shared ? `${auth.keyId}@${clientAddress(request.ip)}` : auth.keyId;
        let forced = auth.environment === 'sandbox' ? forcedError(request) : null;
        // A forced 429 reports the caller's state without charging it: a refused request consumes nothing.
        let states = await ctx.limiter.take(
          subject,
          forced === 'rate_limit_exceeded' ? noCharge(charges) : charges,
          now,
        );
        let limited = false;
        for (const s of states) limited ||= s.exceeded;
        if (!limited) request.usageCost = cost;
        if (!forced && !limited && auth.environment === 'sandbox' && sandboxGate) {
          forced = await sandboxGate(request, auth);
          if (forced === 'rate_limit_exceeded') await ctx.limiter.refund(subject, charges, now, !!states[0]?.local);
        }
        if (forced === 'rate_limit_exceeded') states = exhausted(states);
        reply.headers(rateLimitHeaders(states, now));
        if (limited) {
          throw new ApiError('rate_limit_exceeded', 'rate limit exceeded: see the RateLimit and Retry-After headers');
        }
        if (forced) throw injectedError(forced);
      };

      // Routes whose cost depends on the body (a batch) are charged once it is parsed; the key is
      // still checked first, so an unknown caller never gets a body parsed.
      const hooks = need.cost
        ? {
            onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
              const found = authenticateCaller(request, reply);
              awaitingCharge.set(request, found instanceof Promise ? await found : found);
            },
            preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
              const found = awaitingCharge.get(request);
              if (found) await limit(request, reply, found);
            },
          }
        : {
            onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
              const found = authenticateCaller(request, reply);
              await limit(request, reply, found instanceof Promise ? await found : found);
            },
          };

      // Usage is metered for every request that got past authentication and the limits, whatever
      // its status; a request refused with 429 is not usage.
      const meter = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
        const auth = request.auth;
        if (auth && reply.statusCode !== 429 && request.usageCost > 0) {
          ctx.usage.record(
            auth.keyId,
            auth.accountId,
            endpoint ?? `${request.method} ${url}`,
            request.usageSource,
            ctx.now(),
            request.usageCost,
          );
        }
        done();
      };

      route.onRequest = [...asArray(route.onRequest), hooks.onRequest];
      if (hooks.preValidation) route.preValidation = [hooks.preValidation, ...asArray(route.preValidation)];
      route.onResponse = [...asArray(route.onResponse), meter];
    });
  },
  { name: 'authenticate' },
);

declare module 'fastify' {
  interface FastifyInstance {
    setSandboxGate(gate: SandboxGate): void;
    /** How a dashboard session authenticates the v1 routes mounted under SESSION_ROUTE_PREFIX. */
    setSessionAuth(resolver: SessionAuth): void;
  }
}
