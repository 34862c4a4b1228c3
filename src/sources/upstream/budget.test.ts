import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BudgetBook, BudgetWaitAborted, minimumDurationMs, PausedBeyondPatience } from './budget.ts';

/** A book on the fake clock: vi.advanceTimersByTimeAsync moves both its clock and its timers. */
function fakeBook(specs: ConstructorParameters<typeof BudgetBook>[0], headroom = 0) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(0);
  return new BudgetBook(specs, headroom, () => Date.now());
}

afterEach(() => {
  vi.useRealTimers();
});

describe('BudgetBook', () => {
  it('never lets a rolling window hold more than the capacity, and admits each call as soon as it fits', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 10, max: 500 }),
        fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 1, maxLength: 40 }),
        async (capacity, windowMs, weights) => {
          const book = fakeBook({ default: { capacity, windowMs } });
          const admitted: Array<{ at: number; weight: number }> = [];
          const done = weights.map((w) =>
            book.acquire('default', w).then(() => {
              admitted.push({ at: Date.now(), weight: Math.min(w, capacity) });
            }),
          );
          await vi.advanceTimersByTimeAsync(windowMs * (weights.length + 1));
          await Promise.all(done);
          vi.useRealTimers();

          expect(admitted.map((a) => a.weight)).toEqual(weights.map((w) => Math.min(w, capacity)));
          const inWindow = (t: number) =>
            admitted.filter((a) => a.at > t - windowMs && a.at <= t).reduce((s, a) => s + a.weight, 0);
          for (const a of admitted) expect(inWindow(a.at)).toBeLessThanOrEqual(capacity);
          // Not over-throttled: one millisecond earlier the call would not have fitted (or it went
          // together with the call before it, which FIFO order requires it to follow).
          for (let i = 1; i < admitted.length; i++) {
            const { at, weight } = admitted[i];
            if (at === admitted[i - 1].at) continue;
            const earlier = admitted.slice(0, i).filter((a) => a.at > at - 1 - windowMs && a.at <= at - 1);
            expect(earlier.reduce((s, a) => s + a.weight, 0) + weight).toBeGreaterThan(capacity);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('serves waiters first come, first served: a light call does not overtake a heavy one', async () => {
    const book = fakeBook({ default: { capacity: 10, windowMs: 100 } });
    const order: string[] = [];
    await book.acquire('default', 6);
    const heavy = book.acquire('default', 6).then(() => order.push('heavy'));
    const light = book.acquire('default', 1).then(() => order.push('light'));
    await vi.advanceTimersByTimeAsync(99);
    expect(order).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all([heavy, light]);
    expect(order).toEqual(['heavy', 'light']);
  });

  it('makes the next call wait for weight charged after the answer', async () => {
    const book = fakeBook({ default: { capacity: 10, windowMs: 100 } });
    await book.acquire('default', 1);
    book.charge('default', 9);
    let admitted = false;
    const next = book.acquire('default', 1).then(() => {
      admitted = true;
    });
    await vi.advanceTimersByTimeAsync(99);
    expect(admitted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await next;
    expect(admitted).toBe(true);
  });

  it('takes back the weight of a call that was cancelled before it was sent', async () => {
    const book = fakeBook({ default: { capacity: 2, windowMs: 100 } });
    (await book.acquire('default', 1)).cancel();
    await book.acquire('default', 2);
    let third = false;
    const next = book.acquire('default', 1).then(() => {
      third = true;
    });
    await vi.advanceTimersByTimeAsync(99);
    expect(third).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await next;
  });

  it('clamps a weight above capacity instead of waiting forever, and cancel() hands weight back', async () => {
    const book = fakeBook({ default: { capacity: 5, windowMs: 100 } });
    const huge = await book.acquire('default', 50);
    huge.cancel();
    await book.acquire('default', 5);
    const later = book.acquire('default', 50);
    await vi.advanceTimersByTimeAsync(100);
    await expect(later).resolves.toBeDefined();
  });

  it('applies headroom to the published capacity', async () => {
    const book = fakeBook({ default: { capacity: 10, windowMs: 100 } }, 0.2);
    for (let i = 0; i < 8; i++) await book.acquire('default', 1);
    let ninth = false;
    void book.acquire('default', 1).then(() => {
      ninth = true;
    });
    await vi.advanceTimersByTimeAsync(50);
    expect(ninth).toBe(false);
  });

  it('holds every bucket during a pause and rejects waiters that will not sit it out', async () => {
    const book = fakeBook({ default: { capacity: 100, windowMs: 100 }, other: { capacity: 100, windowMs: 100 } });
    book.pauseFor(1_000);
    let patientIn = -1;
    const patient = book.acquire('other', 1, { deadline: 5_000 }).then(() => {
      patientIn = Date.now();
    });
    const hasty = book.acquire('default', 1, { deadline: 500 });
    await expect(hasty).rejects.toBeInstanceOf(PausedBeyondPatience);
    const queued = book.acquire('default', 1, { deadline: 3_000 });
    book.pauseFor(4_000); // a second, longer pause outlasts the queued waiter's patience
    await expect(queued).rejects.toBeInstanceOf(PausedBeyondPatience);
    await vi.advanceTimersByTimeAsync(4_000);
    await patient;
    expect(patientIn).toBe(4_000);
  });

  it('stops waiting when the signal fires, and lets the next waiter through', async () => {
    const book = fakeBook({ default: { capacity: 1, windowMs: 1_000 } });
    await book.acquire('default', 1);
    const controller = new AbortController();
    const first = book.acquire('default', 1, { signal: controller.signal });
    const second = book.acquire('default', 1);
    controller.abort();
    await expect(first).rejects.toBeInstanceOf(BudgetWaitAborted);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(second).resolves.toBeDefined();
  });

  it('refuses a bucket it does not know, and leaves every bucket unlimited without budgets', async () => {
    const limited = new BudgetBook({ default: { capacity: 1, windowMs: 1 } });
    expect(() => limited.acquire('funding', 1)).toThrow(/no budget bucket "funding"/);
    const open = new BudgetBook(undefined);
    const tickets = await Promise.all(Array.from({ length: 1_000 }, () => open.acquire('anything', 10)));
    expect(tickets).toHaveLength(1_000);
  });
});

describe('minimumDurationMs', () => {
  it('is one window per full batch after the first', () => {
    expect(minimumDurationMs({ capacity: 20, windowMs: 200 }, 100)).toBe(800);
    expect(minimumDurationMs({ capacity: 1200, windowMs: 60_000 }, 1000, 2)).toBe(60_000);
    expect(minimumDurationMs({ capacity: 1200, windowMs: 60_000 }, 600, 2)).toBe(0);
    expect(minimumDurationMs({ capacity: 5, windowMs: 100 }, 3, 50)).toBe(200);
  });
});
