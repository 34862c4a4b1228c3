import type { FastifyRequest } from 'fastify';
import type { AccountLimits, Environment, Plan } from '../../accounts/plans.ts';

/** Who is calling: set on request.auth by the authentication hook. */
export interface AuthContext {
  keyId: string;
  accountId: string;
  plan: Plan;
  environment: Environment;
  scopes: string[];
  hourlyLimit: number | null;
  limitsOverride: AccountLimits | null;
  /**
   * Authenticated by an OAuth access token: keyId is then the OAuth client's id (limits, usage and
   * revocation count per client) and scopes are the token's.
   */
  viaToken?: boolean;
}

/** What a route asks of its caller, declared in the route's `config.auth`. */
export interface AuthRequirement {
  /** Environments the route serves. A sandbox-only route answers 404 to production keys; other mismatches 401. */
  environments?: Environment[];
  /** The scope, or every scope, the key or token must carry (read, alerts, webhooks, nodeintel). */
  scope?: string | readonly string[];
  /**
   * How many requests this call counts as against the daily or hourly quota and usage, read from
   * the parsed body (a batch of N items is N); the per-minute burst is charged 1 regardless.
   */
  cost?: (request: FastifyRequest) => number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthRequirement;
    /** Route needs the admin bearer token. */
    admin?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Free-form caller label recorded with usage (GET /v1/confirm?source=…). */
    usageSource: string;
    /** Requests this call counted as against quotas (0 until admitted); usage records the same. */
    usageCost: number;
  }
}
