/**
 * Which rate policies apply to a key, and how their state is told to the caller in headers.
 * Pure functions: the counting itself lives in rate-limiter.ts.
 */
import {
  type AccountLimits,
  type Environment,
  type Plan,
  PRODUCTION_LIMITS,
  type RatePolicy,
  SANDBOX_LIMITS,
} from '../../accounts/plans.ts';
import type { Charge } from './rate-limiter.ts';

export interface PolicySubject {
  environment: Environment;
  plan: Plan;
  hourlyLimit: number | null;
  limitsOverride: AccountLimits | null;
}

export interface PolicyState {
  policy: RatePolicy;
  remaining: number;
  /** When the current window ends, Unix ms. Windows are aligned to UTC minute/hour/day. */
  resetAtMs: number;
  exceeded: boolean;
  /** Counted by this instance alone (Redis unreachable): the limit holds per instance only. */
  local?: boolean;
}

export function policiesFor(s: PolicySubject): RatePolicy[] {
  // An account's own production quotas (enterprise) leave its sandbox keys on sandbox limits,
  // unless sandbox figures were set for the account explicitly.
  if (s.environment === 'sandbox') {
    const perHour = s.limitsOverride?.sandboxPerHour ?? SANDBOX_LIMITS.perHour;
    const perMinute = s.limitsOverride?.sandboxPerMinute ?? SANDBOX_LIMITS.perMinute;
    const hourly = Math.min(perHour, s.hourlyLimit ?? Number.POSITIVE_INFINITY);
    return [
      { name: 'burst', quota: Math.min(perMinute, hourly), windowSeconds: 60 },
      { name: 'hourly', quota: hourly, windowSeconds: 3_600 },
    ];
  }
  const limits = s.limitsOverride ?? PRODUCTION_LIMITS[s.plan];
  return [
    { name: 'burst', quota: limits.perMinute, windowSeconds: 60 },
    { name: 'daily', quota: limits.perDay, windowSeconds: 86_400 },
  ];
}

/**
 * What a request costs against each policy: a batch of N items is N requests against the
 * daily or hourly quota and one against the per-minute burst (it is one HTTP call).
 */
export function chargesFor(policies: RatePolicy[], cost = 1): Charge[] {
  return policies.map((policy) => ({ policy, cost: policy.name === 'burst' ? 1 : cost }));
}

/**
 * The policy a caller is closest to running out of: the one with the fewest requests left,
 * the longer window on a tie. The X-RateLimit-* headers describe this one.
 */
export function bindingPolicy(states: PolicyState[]): PolicyState {
  let best = states[0]!;
  for (const s of states) {
    if (s.exceeded !== best.exceeded ? s.exceeded : s.remaining < best.remaining) best = s;
    else if (s.remaining === best.remaining && s.policy.windowSeconds > best.policy.windowSeconds) best = s;
  }
  return best;
}

/** The RateLimit-Policy value only depends on the policies, which are shared per key: build it once. */
const policyFields = new WeakMap<RatePolicy, string>();

/**
 * One policy of the RateLimit-Policy field. While Redis is unreachable each instance counts on
 * its own, and the policy says so with the extension parameter `scope="instance"`.
 */
function policyField(s: PolicyState): string {
  const p = s.policy;
  let field = policyFields.get(p);
  if (field === undefined) {
    field = `"${p.name}";q=${p.quota};w=${p.windowSeconds}`;
    policyFields.set(p, field);
  }
  return s.local ? `${field};scope="instance"` : field;
}

function secondsLeft(s: PolicyState, nowMs: number): number {
  return Math.max(0, Math.ceil((s.resetAtMs - nowMs) / 1000));
}

export function rateLimitHeaders(states: PolicyState[], nowMs: number): Record<string, string> {
  const binding = bindingPolicy(states);
  let policy = '';
  let remaining = '';
  for (const s of states) {
    const sep = policy === '' ? '' : ', ';
    policy += sep + policyField(s);
    remaining += `${sep}"${s.policy.name}";r=${s.remaining};t=${secondsLeft(s, nowMs)}`;
  }
  const headers: Record<string, string> = {
    'x-ratelimit-limit': String(binding.policy.quota),
    'x-ratelimit-remaining': String(binding.remaining),
    'x-ratelimit-reset': String(Math.ceil(binding.resetAtMs / 1000)),
    'ratelimit-policy': policy,
    ratelimit: remaining,
  };
  // Tell a client when it may go on before it hits the wall, not only with the 429.
  if (binding.remaining === 0 || binding.exceeded)
    headers['retry-after'] = String(Math.max(1, secondsLeft(binding, nowMs)));
  return headers;
}

/** The state a forced 429 reports: the binding policy, exhausted. */
export function exhausted(states: PolicyState[]): PolicyState[] {
  const binding = bindingPolicy(states);
  return states.map((s) => (s === binding ? { ...s, remaining: 0, exceeded: true } : s));
}
