import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFeedDate } from './dates.ts';

const instant = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) });
const offset = fc.integer({ min: -12 * 60, max: 14 * 60 });

function zone(minutes: number, colon: boolean): string {
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${hh}${colon ? ':' : ''}${mm}`;
}

describe('parseFeedDate', () => {
  it('reads ISO 8601 / RFC 3339 with Z or any offset, to the millisecond', () => {
    fc.assert(
      fc.property(instant, offset, fc.boolean(), (t, minutes, colon) => {
        expect(parseFeedDate(new Date(t).toISOString())).toBe(t);
        const local = new Date(t + minutes * 60_000).toISOString().replace('Z', '');
        expect(parseFeedDate(`${local}${zone(minutes, colon)}`)).toBe(t);
      }),
    );
  });

  it('reads RFC 822 as RSS writes it, with GMT, a numeric zone, or none (UTC), to the second', () => {
    fc.assert(
      fc.property(instant, offset, (t, minutes) => {
        const second = Math.floor(t / 1000) * 1000;
        expect(parseFeedDate(new Date(t).toUTCString())).toBe(second);
        const local = new Date(second + minutes * 60_000).toUTCString().replace(' GMT', '');
        expect(parseFeedDate(`${local} ${zone(minutes, false)}`)).toBe(second);
        expect(parseFeedDate(` ${new Date(t).toUTCString().replace(' GMT', '')} `)).toBe(second);
      }),
    );
  });

  it('knows the US zone names, two-digit years, a missing weekday and seconds', () => {
    expect(parseFeedDate('Tue, 24 Nov 2026 10:00:00 EST')).toBe(Date.UTC(2026, 10, 24, 15));
    expect(parseFeedDate('24 Nov 26 10:00 PDT')).toBe(Date.UTC(2026, 10, 24, 17));
    expect(parseFeedDate('Tuesday, 24 November 2026 10:00:00 +0530')).toBe(Date.UTC(2026, 10, 24, 4, 30));
    expect(parseFeedDate('2026-11-24')).toBe(Date.UTC(2026, 10, 24));
    expect(parseFeedDate('2026-11-24 10:00')).toBe(Date.UTC(2026, 10, 24, 10));
  });

  it('refuses what it cannot read unambiguously, instead of guessing', () => {
    for (const bad of [
      '',
      '1',
      'yesterday',
      '2026-02-30T00:00:00Z',
      '2026-11-24T25:00:00Z',
      '2026-11-24T10:00:00+15:00',
      '31 Feb 2026 10:00:00 GMT',
      'Tue, 24 Foo 2026 10:00:00 GMT',
      'Tue, 24 Nov 2026 10:00:00 XYZ',
      '11/24/2026',
      '1960-01-01T00:00:00Z',
    ]) {
      expect(parseFeedDate(bad), bad).toBeNull();
    }
    for (const bad of [null, undefined, 1_700_000_000_000, {}]) expect(parseFeedDate(bad)).toBeNull();
  });

  it('never throws and answers a whole instant or null, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(...'0123456789-:TZ+ ,GMTNov') })), (s) => {
        const t = parseFeedDate(s);
        expect(t === null || Number.isInteger(t)).toBe(true);
      }),
    );
  });
});
