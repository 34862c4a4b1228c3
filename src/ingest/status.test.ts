import { describe, expect, it } from 'vitest';
import type { UpstreamEntry } from './catalog.ts';
import { type StatusRecord, stateOf } from './status.ts';

const MIN = 60_000;
const NOW = 1_800_000_000_000;
const binance: UpstreamEntry = {
  name: 'binance',
  setting: 'BINANCE_FAPI_URL',
  feeds: 'derivatives',
  collector: 'binance',
  freshForMs: 15 * MIN,
};

function record(over: Partial<StatusRecord> = {}): StatusRecord {
  return {
    name: 'binance',
    lastAttemptAt: NOW - MIN,
    lastSuccessAt: NOW - MIN,
    lastErrorAt: null,
    lastError: null,
    successes: 10,
    failures: 0,
    consecutiveFailures: 0,
    lastDurationMs: 1200,
    lastItems: 230,
    lastSkipped: 0,
    ...over,
  };
}

describe('stateOf', () => {
  it('is disabled when this deployment does not collect the source, whatever its record says', () => {
    expect(stateOf(binance, record(), false, NOW)).toBe('disabled');
    expect(stateOf(binance, null, false, NOW)).toBe('disabled');
  });

  it('is down before the first success and once the last success is past the freshness bound', () => {
    expect(stateOf(binance, null, true, NOW)).toBe('down');
    expect(stateOf(binance, record({ lastSuccessAt: null, consecutiveFailures: 3 }), true, NOW)).toBe('down');
    expect(stateOf(binance, record({ lastSuccessAt: NOW - 15 * MIN }), true, NOW)).toBe('down');
    expect(stateOf(binance, record({ lastSuccessAt: NOW - 15 * MIN + 1 }), true, NOW)).toBe('ok');
  });

  it('is degraded while fresh but the last attempt failed', () => {
    expect(stateOf(binance, record({ consecutiveFailures: 1, lastErrorAt: NOW }), true, NOW)).toBe('degraded');
  });

  it('is degraded when the last cycle left out more than a tenth of what it read', () => {
    expect(stateOf(binance, record({ lastItems: 230, lastSkipped: 3 }), true, NOW)).toBe('ok');
    expect(stateOf(binance, record({ lastItems: 200, lastSkipped: 30 }), true, NOW)).toBe('degraded');
  });
});
