import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { RatePolicy } from '../../accounts/plans.ts';
import { connectRedis, redisReady } from '../redis.ts';
import { chargesFor } from './policies.ts';
import { RateLimiter } from './rate-limiter.ts';

const burst: RatePolicy = { name: 'burst', quota: 5, windowSeconds: 60 };
const daily: RatePolicy = { name: 'daily', quota: 10, windowSeconds: 86_400 };
const NOW = Date.UTC(2026, 10, 21, 12, 0, 10);

describe('RateLimiter (memory)', () => {
  it('charges every policy or none', async () => {
    const l = new RateLimiter();
    for (let i = 0; i < 5; i++)
      expect((await l.take('k', chargesFor([burst, daily]), NOW)).some((s) => s.exceeded)).toBe(false);
    const refused = await l.take('k', chargesFor([burst, daily]), NOW);
    expect(refused.map((s) => [s.exceeded, s.remaining])).toEqual([
      [true, 0],
      [false, 5],
    ]);
    // A batch of 6 fits the burst next minute (it costs 1 there) but not the 5 left of the day: nothing is charged.
    const batch = await l.take('k', chargesFor([burst, daily], 6), NOW + 60_000);
    expect(batch.map((s) => [s.exceeded, s.remaining])).toEqual([
      [false, 5],
      [true, 5],
    ]);
    expect((await l.take('k', chargesFor([burst, daily], 5), NOW + 60_000)).map((s) => s.remaining)).toEqual([4, 0]);
  });
});

describe('RateLimiter (Redis)', () => {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const clients = [connectRedis(url), connectRedis(url)];
  afterAll(() => {
    for (const c of clients) c.disconnect();
  });

  it('two instances racing for the last points admit exactly the quota between them', async () => {
    for (const c of clients) expect(await redisReady(c)).toBe(true);
    const [a, b] = clients.map((c) => new RateLimiter(c));
    const subject = `race-${randomBytes(6).toString('hex')}`;
    const charges = chargesFor([{ ...burst, quota: 1_000 }, daily]);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a! : b!).take(subject, charges, Date.now())),
    );
    expect(answers.filter((states) => !states.some((s) => s.exceeded))).toHaveLength(10);
    expect(answers.every((states) => states.every((s) => !s.local))).toBe(true);
  });
});
