import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cronOf } from './scheduler.ts';

/** Minutes between firings of the forms cronOf writes; null for any other form. */
function intervalOf(cron: string): number | null {
  if (cron === '* * * * *') return 1;
  if (cron === '0 * * * *') return 60;
  if (cron === '0 0 * * *') return 1440;
  const minutes = /^\*\/(\d+) \* \* \* \*$/.exec(cron);
  if (minutes) return 60 % Number(minutes[1]) === 0 ? Number(minutes[1]) : null;
  const hours = /^0 \*\/(\d+) \* \* \*$/.exec(cron);
  if (hours) return 24 % Number(hours[1]) === 0 ? Number(hours[1]) * 60 : null;
  return null;
}

describe('cronOf', () => {
  it('repeats evenly, at least as often as asked and never more than twice as often (a day at most)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_080 }), (everyMin) => {
        const interval = intervalOf(cronOf(everyMin));
        expect(interval, cronOf(everyMin)).not.toBeNull();
        expect(interval!).toBeLessThanOrEqual(Math.min(everyMin, 1440));
        expect(interval!).toBeGreaterThan(Math.min(everyMin, 1440) / 2);
      }),
    );
  });

  it('keeps the settings cron can say exactly, and rounds the others down', () => {
    expect([1, 5, 15, 60, 120, 360, 1440].map(cronOf)).toEqual([
      '* * * * *',
      '*/5 * * * *',
      '*/15 * * * *',
      '0 * * * *',
      '0 */2 * * *',
      '0 */6 * * *',
      '0 0 * * *',
    ]);
    // 90 min once ran daily, 7 min fired at :56 and again at :00.
    expect([7, 45, 90, 300, 10_080].map(cronOf)).toEqual([
      '*/6 * * * *',
      '*/30 * * * *',
      '0 * * * *',
      '0 */4 * * *',
      '0 0 * * *',
    ]);
  });
});
