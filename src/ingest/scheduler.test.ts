import { describe, expect, it } from 'vitest';
import { cronOf } from './scheduler.ts';

describe('cronOf', () => {
  it('turns an interval in minutes into a cron schedule', () => {
    expect(cronOf(1)).toBe('* * * * *');
    expect(cronOf(5)).toBe('*/5 * * * *');
    expect(cronOf(60)).toBe('0 */1 * * *');
    expect(cronOf(360)).toBe('0 */6 * * *');
    expect(cronOf(1440)).toBe('0 0 * * *');
  });
});
