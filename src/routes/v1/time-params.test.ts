import { describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/errors.ts';
import { checkInstant, instantParam } from './time-params.ts';

const NOW = Date.UTC(2026, 6, 15, 12);
const MIN = NOW - 183 * 86_400_000;

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    return (err as ApiError).detail;
  }
  throw new Error('accepted');
}

describe('time parameters', () => {
  it('names Unix seconds as the mistake, with the millisecond value to send', () => {
    const s = Math.floor((NOW - 3_600_000) / 1000);
    expect(refusal(() => instantParam(String(s), 'since', MIN, NOW))).toMatch(
      new RegExp(`'since' looks like Unix seconds; send Unix milliseconds \\(${s * 1000}\\)`),
    );
    expect(refusal(() => checkInstant(s, 'timestamp', MIN, NOW))).toMatch(/Unix seconds/);
  });

  it('states the accepted range in both ISO and Unix ms for any instant outside it', () => {
    for (const ms of [0, 5, MIN - 1, NOW + 1, 8_640_000_000_000_000]) {
      const detail = refusal(() => checkInstant(ms, 'at', MIN, NOW));
      expect(detail).toContain(`from ${MIN} (${new Date(MIN).toISOString()}) to ${NOW}`);
      expect(detail).toContain('Unix milliseconds');
    }
  });

  it('accepts the edges of the range, as ms or ISO', () => {
    expect(checkInstant(MIN, 'at', MIN, NOW)).toBe(MIN);
    expect(instantParam(String(NOW), 'at', MIN, NOW)).toBe(NOW);
    expect(instantParam(new Date(NOW).toISOString(), 'at', MIN, NOW)).toBe(NOW);
  });
});
