/**
 * Counts requests per subject and policy window: in memory by default, in Redis when REDIS_URL
 * is set so several instances share one count.
 *
 * A request is admitted only if every policy has room for its cost, and then it is charged to
 * all of them; a refused request is charged to none (a burst refused per minute must not eat the
 * daily quota). In Redis the check and the charge are one Lua script, so two instances cannot
 * both take the last point; in memory they are one synchronous step of the event loop.
 *
 * Windows are fixed and aligned to UTC boundaries (the minute, the hour, the day): the counter
 * key carries the window's index and expires when the window ends, so "Reset" is the same
 * instant for every instance and matches "per UTC day".
 *
 * While Redis is unreachable each instance counts in memory instead of failing requests: the
 * limits then hold per instance (a cluster of n admits at most n times a quota), and the states
 * say so (`local`), which the headers report.
 */
import type { Redis } from 'ioredis';
import type { RatePolicy } from '../../accounts/plans.ts';
import type { PolicyState } from './policies.ts';

/** What one request costs against one policy (a batch of N: N against quotas, 1 against the burst). */
export interface Charge {
  policy: RatePolicy;
  cost: number;
}

interface Window {
  /** Counter name, the same in memory and in Redis. */
  key: string;
  cost: number;
  quota: number;
  resetAtMs: number;
}

/** Checks every counter, then charges all or none. Returns [admitted, used per counter after the decision]. */
const TAKE_SCRIPT = `
local used = {}
local admitted = 1
for i = 1, #KEYS do
  used[i] = tonumber(redis.call('GET', KEYS[i]) or '0')
  if used[i] + tonumber(ARGV[i * 3 - 2]) > tonumber(ARGV[i * 3 - 1]) then admitted = 0 end
end
if admitted == 1 then
  for i = 1, #KEYS do
    local cost = tonumber(ARGV[i * 3 - 2])
    if cost > 0 then
      used[i] = redis.call('INCRBY', KEYS[i], cost)
      redis.call('PEXPIRE', KEYS[i], ARGV[i * 3])
    end
  end
end
table.insert(used, 1, admitted)
return used
`;

const REFUND_SCRIPT = `
for i = 1, #KEYS do
  if redis.call('EXISTS', KEYS[i]) == 1 then redis.call('DECRBY', KEYS[i], ARGV[i]) end
end
return 1
`;

type ScriptedRedis = Redis & {
  msigRateTake(n: number, ...args: Array<string | number>): Promise<number[]>;
  msigRateRefund(n: number, ...args: Array<string | number>): Promise<number>;
};

/** In-process counters: one entry per counter name, dropped once its window has ended. */
class MemoryCounters {
  private readonly used = new Map<string, { count: number; resetAtMs: number }>();
  private nextSweepMs = 0;

  take(windows: Window[], nowMs: number): [boolean, number[]] {
    this.sweep(nowMs);
    const used = windows.map((w) => this.used.get(w.key)?.count ?? 0);
    let admitted = true;
    for (let i = 0; i < windows.length; i++) if (used[i]! + windows[i]!.cost > windows[i]!.quota) admitted = false;
    if (admitted) {
      for (let i = 0; i < windows.length; i++) {
        const w = windows[i]!;
        if (w.cost === 0) continue;
        used[i]! += w.cost;
        this.used.set(w.key, { count: used[i]!, resetAtMs: w.resetAtMs });
      }
    }
    return [admitted, used];
  }

  refund(windows: Window[]): void {
    for (const w of windows) {
      const e = this.used.get(w.key);
      if (e) e.count = Math.max(0, e.count - w.cost);
    }
  }

  private sweep(nowMs: number): void {
    if (nowMs < this.nextSweepMs) return;
    this.nextSweepMs = nowMs + 60_000;
    for (const [key, e] of this.used) if (e.resetAtMs <= nowMs) this.used.delete(key);
  }
}

export class RateLimiter {
  private readonly memory = new MemoryCounters();
  private readonly redis: ScriptedRedis | null;

  constructor(redis: Redis | null = null) {
    this.redis = redis as ScriptedRedis | null;
    if (this.redis && typeof (this.redis as Partial<ScriptedRedis>).msigRateTake !== 'function') {
      this.redis.defineCommand('msigRateTake', { lua: TAKE_SCRIPT });
      this.redis.defineCommand('msigRateRefund', { lua: REFUND_SCRIPT });
    }
  }

  /** Admits the request if every policy has room for its charge, and charges them all; otherwise charges nothing. */
  async take(subject: string, charges: Charge[], nowMs = Date.now()): Promise<PolicyState[]> {
    const windows = charges.map((c) => windowOf(subject, c, nowMs));
    if (this.redis) {
      try {
        const args: Array<string | number> = windows.map((w) => w.key);
        // Expiry is relative (ms left in the window), so the Redis server's clock does not matter.
        for (const w of windows) args.push(w.cost, w.quota, Math.max(1, w.resetAtMs - nowMs));
        const [admitted, ...used] = await this.redis.msigRateTake(windows.length, ...args);
        return states(charges, windows, admitted === 1, used, false);
      } catch {
        // Redis unreachable (commands fail at once, no offline queue): count here instead.
      }
    }
    const [admitted, used] = this.memory.take(windows, nowMs);
    return states(charges, windows, admitted, used, this.redis !== null);
  }

  /** Gives back what an admitted request was charged (the request was refused after all). */
  async refund(subject: string, charges: Charge[], nowMs: number, local: boolean): Promise<void> {
    const windows = charges.map((c) => windowOf(subject, c, nowMs));
    if (this.redis && !local) {
      try {
        await this.redis.msigRateRefund(windows.length, ...windows.map((w) => w.key), ...windows.map((w) => w.cost));
        return;
      } catch {}
    }
    this.memory.refund(windows);
  }
}

function windowOf(subject: string, { policy, cost }: Charge, nowMs: number): Window {
  const windowMs = policy.windowSeconds * 1000;
  const index = Math.floor(nowMs / windowMs);
  // The subject in braces keeps one request's counters in one Redis Cluster slot (the script touches them together).
  return {
    key: `msig:rl:{${subject}}:${policy.name}:${policy.windowSeconds}:${index}`,
    cost,
    quota: policy.quota,
    resetAtMs: (index + 1) * windowMs,
  };
}

function states(charges: Charge[], windows: Window[], admitted: boolean, used: number[], local: boolean) {
  return charges.map((c, i): PolicyState => {
    const w = windows[i]!;
    const u = used[i]!;
    return {
      policy: c.policy,
      remaining: Math.max(0, w.quota - u),
      resetAtMs: w.resetAtMs,
      exceeded: !admitted && u + w.cost > w.quota,
      local,
    };
  });
}
