import { describe, expect, it } from 'vitest';
import { FailedAuthGuard } from './failed-auth.ts';

const T0 = Date.UTC(2026, 10, 21, 12, 0, 15);

describe('FailedAuthGuard', () => {
  it('refuses an address after N failures until the minute ends, and no other address', () => {
    const g = new FailedAuthGuard(3);
    for (let i = 0; i < 3; i++) {
      expect(g.retryAfter('a', T0)).toBe(0);
      g.fail('a', T0);
    }
    expect(g.retryAfter('a', T0)).toBe(45);
    expect(g.retryAfter('b', T0)).toBe(0);
    expect(g.retryAfter('a', T0 + 45_000)).toBe(0);
  });

  it('keeps memory bounded: beyond the cap new addresses are not tracked', () => {
    const g = new FailedAuthGuard(1, 2);
    for (const a of ['a', 'b', 'c']) g.fail(a, T0);
    expect(g.retryAfter('a', T0)).toBeGreaterThan(0);
    expect(g.retryAfter('c', T0)).toBe(0);
  });

  it('holds refusals back, but only so many at once', async () => {
    const g = new FailedAuthGuard(1, 10, 20, 1);
    const order: number[] = [];
    const first = g.refuse(new Error('first')).catch(() => order.push(1));
    const second = g.refuse(new Error('second')).catch(() => order.push(2));
    await Promise.all([first, second]);
    expect(order).toEqual([2, 1]);
    await expect(g.refuse(new Error('third'))).rejects.toThrow('third');
  });
});
