/**
 * Counts requests per key and policy window with rate-limiter-flexible: in memory by default,
 * in Redis when REDIS_URL is set so several instances share one count.
 *
 * Windows are fixed and aligned to UTC boundaries (the minute, the hour, the day): the counter
 * key carries the window's index and expires when the window ends, so "Reset" is the same
 * instant for every instance and matches "per UTC day".
 */
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RatePolicy } from '../../accounts/plans.ts';
import type { PolicyState } from './policies.ts';

export class RateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  /** Policies are shared objects per key, so the limiter for one is remembered on it. */
  private readonly byPolicy = new WeakMap<RatePolicy, RateLimiterAbstract>();

  constructor(private readonly redis: Redis | null = null) {}

  async consume(subject: string, policies: RatePolicy[], nowMs = Date.now()): Promise<PolicyState[]> {
    const states: PolicyState[] = [];
    for (const p of policies) states.push(await this.consumeOne(subject, p, nowMs));
    return states;
  }

  private async consumeOne(subject: string, policy: RatePolicy, nowMs: number): Promise<PolicyState> {
    const windowMs = policy.windowSeconds * 1000;
    const index = Math.floor(nowMs / windowMs);
    const resetAtMs = (index + 1) * windowMs;
    const customDuration = Math.max(1, Math.ceil((resetAtMs - nowMs) / 1000));
    try {
      const res = await this.limiter(policy).consume(`${subject}:${index}`, 1, { customDuration });
      return { policy, remaining: res.remainingPoints, resetAtMs, exceeded: false };
    } catch (err) {
      if (err instanceof RateLimiterRes) return { policy, remaining: 0, resetAtMs, exceeded: true };
      throw err;
    }
  }

  private limiter(policy: RatePolicy): RateLimiterAbstract {
    const known = this.byPolicy.get(policy);
    if (known) return known;
    const id = `${policy.name}:${policy.quota}:${policy.windowSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      const opts = { points: policy.quota, duration: policy.windowSeconds, keyPrefix: `msig:rl:${id}` };
      // With Redis, an in-process limiter stands in while Redis is unreachable: limits keep
      // holding per instance instead of every request failing.
      limiter = this.redis
        ? new RateLimiterRedis({ ...opts, storeClient: this.redis, insuranceLimiter: new RateLimiterMemory(opts) })
        : new RateLimiterMemory(opts);
      this.limiters.set(id, limiter);
    }
    this.byPolicy.set(policy, limiter);
    return limiter;
  }
}
