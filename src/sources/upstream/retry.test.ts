import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullJitterDelayMs, parseRetryAfterMs, sleep } from './retry.ts';

describe('parseRetryAfterMs', () => {
  const now = Date.UTC(2026, 10, 23, 12, 0, 0);

  it('reads delay-seconds, decimals included', () => {
    expect(parseRetryAfterMs('120', now)).toBe(120_000);
    expect(parseRetryAfterMs(' 0.25 ', now)).toBe(250);
    expect(parseRetryAfterMs('0', now)).toBe(0);
  });

  it('reads an HTTP date against the given clock, and a past date as no wait', () => {
    expect(parseRetryAfterMs('Mon, 23 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfterMs('Mon, 23 Nov 2026 11:00:00 GMT', now)).toBe(0);
  });

  it('gives null for a missing or unreadable header', () => {
    expect(parseRetryAfterMs(null, now)).toBeNull();
    expect(parseRetryAfterMs('', now)).toBeNull();
    expect(parseRetryAfterMs('soon', now)).toBeNull();
    expect(parseRetryAfterMs('-5', now)).toBeNull();
  });
});

describe('fullJitterDelayMs', () => {
  it('stays within [0, min(max, base × 2^attempt))', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 1_000 }),
        fc.integer({ min: 1, max: 60_000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempt, base, max, draw) => {
          const delay = fullJitterDelayMs(attempt, base, max, () => draw);
          expect(delay).toBeGreaterThanOrEqual(0);
          expect(delay).toBeLessThan(Math.max(1, Math.min(max, base * 2 ** attempt)));
        },
      ),
    );
  });

  it('grows exponentially until the cap', () => {
    const top = (attempt: number) => fullJitterDelayMs(attempt, 100, 1_000, () => 0.999_999);
    expect([0, 1, 2, 3, 4].map(top)).toEqual([99, 199, 399, 799, 999]);
  });
});

describe('sleep', () => {
  it('rejects with the reason when the signal fires first', async () => {
    const controller = new AbortController();
    const slept = sleep(10_000, controller.signal);
    controller.abort(new Error('shutdown'));
    await expect(slept).rejects.toThrow('shutdown');
  });
});
