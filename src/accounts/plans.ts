/**
 * Plans and their limits: the one place the numbers live (DESIGN.md, "Limits").
 *
 * Production quotas are per UTC day with a per-minute burst. Sandbox keys get 10,000 per hour
 * with a 500 per minute burst, unless the key carries a lower hourly figure of its own (the
 * public sandbox keys do).
 */
export const PLANS = ['free', 'trader', 'pro', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

export type Environment = 'sandbox' | 'production';

export interface RatePolicy {
  /** Name used in the IETF RateLimit-Policy field. */
  name: 'burst' | 'daily' | 'hourly';
  quota: number;
  windowSeconds: number;
}

/**
 * An enterprise account's own quotas. perDay/perMinute govern its production keys only; its
 * sandbox keys stay on sandbox limits unless the sandbox figures are negotiated too (explicitly,
 * so a production deal never silently lifts the sandbox).
 */
export interface AccountLimits {
  perDay: number;
  perMinute: number;
  sandboxPerHour?: number;
  sandboxPerMinute?: number;
}

export const PRODUCTION_LIMITS: Record<Plan, { perDay: number; perMinute: number }> = {
  free: { perDay: 200, perMinute: 4 },
  trader: { perDay: 3_000, perMinute: 30 },
  pro: { perDay: 15_000, perMinute: 60 },
  // Enterprise is configurable per account; this is the default when none is set.
  enterprise: { perDay: 100_000, perMinute: 600 },
};

export const SANDBOX_LIMITS = { perHour: 10_000, perMinute: 500 };

export const PLAN_PRICES_USD: Record<Plan, number | null> = { free: 0, trader: 29, pro: 79, enterprise: null };

/** Outbound webhooks are a Pro and Enterprise feature. */
export function planHasWebhooks(plan: Plan): boolean {
  return plan === 'pro' || plan === 'enterprise';
}

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}
