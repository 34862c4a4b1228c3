import { describe, expect, it } from 'vitest';
import { bindingPolicy, chargesFor, exhausted, type PolicyState, policiesFor, rateLimitHeaders } from './policies.ts';

const base = { hourlyLimit: null, limitsOverride: null };

describe('rate policies', () => {
  it('follows the plan table in production', () => {
    expect(policiesFor({ ...base, environment: 'production', plan: 'free' })).toEqual([
      { name: 'burst', quota: 4, windowSeconds: 60 },
      { name: 'daily', quota: 200, windowSeconds: 86_400 },
    ]);
    expect(policiesFor({ ...base, environment: 'production', plan: 'trader' }).map((p) => p.quota)).toEqual([
      30, 3_000,
    ]);
    expect(policiesFor({ ...base, environment: 'production', plan: 'pro' }).map((p) => p.quota)).toEqual([60, 15_000]);
  });

  it('gives sandbox keys 500/min and 10,000/hour, lowered by a key hourly figure', () => {
    expect(policiesFor({ ...base, environment: 'sandbox', plan: 'free' }).map((p) => p.quota)).toEqual([500, 10_000]);
    expect(policiesFor({ ...base, environment: 'sandbox', plan: 'pro', hourlyLimit: 100 }).map((p) => p.quota)).toEqual(
      [100, 100],
    );
  });

  it('applies an enterprise override to production keys and leaves sandbox keys on sandbox limits', () => {
    const o = { perDay: 5, perMinute: 2 };
    expect(
      policiesFor({ ...base, environment: 'production', plan: 'enterprise', limitsOverride: o }).map((p) => p.quota),
    ).toEqual([2, 5]);
    expect(policiesFor({ ...base, environment: 'sandbox', plan: 'enterprise', limitsOverride: o })).toEqual([
      { name: 'burst', quota: 500, windowSeconds: 60 },
      { name: 'hourly', quota: 10_000, windowSeconds: 3_600 },
    ]);
  });

  it('gives an enterprise sandbox key its own figures only when they are set explicitly', () => {
    const o = { perDay: 5, perMinute: 2, sandboxPerHour: 50_000, sandboxPerMinute: 2_000 };
    expect(
      policiesFor({ ...base, environment: 'sandbox', plan: 'enterprise', limitsOverride: o }).map((p) => p.quota),
    ).toEqual([2_000, 50_000]);
    expect(
      policiesFor({ ...base, environment: 'production', plan: 'enterprise', limitsOverride: o }).map((p) => p.quota),
    ).toEqual([2, 5]);
  });

  it('charges a batch of N to the quota and one to the burst', () => {
    const policies = policiesFor({ ...base, environment: 'production', plan: 'free' });
    expect(chargesFor(policies, 7).map((c) => [c.policy.name, c.cost])).toEqual([
      ['burst', 1],
      ['daily', 7],
    ]);
  });

  it('marks policies counted per instance (Redis unreachable) and sends Retry-After on any refusal', () => {
    const policy = { name: 'daily' as const, quota: 200, windowSeconds: 86_400 };
    const h = rateLimitHeaders([{ policy, remaining: 3, resetAtMs: 60_000, exceeded: true, local: true }], 30_000);
    expect(h['ratelimit-policy']).toBe('"daily";q=200;w=86400;scope="instance"');
    expect(h['retry-after']).toBe('30');
  });

  it('reports the policy closest to running out, and Retry-After when nothing is left', () => {
    const states: PolicyState[] = [
      { policy: { name: 'burst', quota: 4, windowSeconds: 60 }, remaining: 3, resetAtMs: 60_000, exceeded: false },
      {
        policy: { name: 'daily', quota: 200, windowSeconds: 86_400 },
        remaining: 0,
        resetAtMs: 86_400_000,
        exceeded: true,
      },
    ];
    expect(bindingPolicy(states).policy.name).toBe('daily');
    const h = rateLimitHeaders(states, 30_000);
    expect(h).toMatchObject({
      'x-ratelimit-limit': '200',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': '86400',
      'retry-after': '86370',
    });
    expect(h.ratelimit).toBe('"burst";r=3;t=30, "daily";r=0;t=86370');
    const forced = exhausted([states[0]!]);
    expect(forced[0]).toMatchObject({ remaining: 0, exceeded: true });
  });
});
