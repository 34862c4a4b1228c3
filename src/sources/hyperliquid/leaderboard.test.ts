import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEADERBOARD_WINDOWS, parseLeaderboardRow } from './leaderboard.ts';

const hex40 = fc.stringMatching(/^[0-9a-fA-F]{40}$/);
/** Decimals as the venue writes them, and the odd forms (leading zeros, exponents) a parser must still read. */
const decimalText = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }).map(String),
  fc.tuple(fc.stringMatching(/^0{0,3}[0-9]{1,7}$/), fc.stringMatching(/^[0-9]{1,9}$/)).map(([a, b]) => `${a}.${b}`),
  fc.tuple(fc.integer({ min: -99, max: 99 }), fc.integer({ min: -12, max: 12 })).map(([m, e]) => `${m}e${e}`),
);
const windowName = fc.constantFrom(...LEADERBOARD_WINDOWS, 'perpMonth', 'year');
const figures = fc.record({ pnl: decimalText, roi: decimalText, vlm: decimalText }, { requiredKeys: [] });
const wireRow = fc.record(
  {
    ethAddress: hex40.map((h) => `0x${h}`),
    accountValue: decimalText,
    windowPerformances: fc.oneof(
      fc.array(fc.tuple(windowName, fc.oneof(figures, fc.constant(null)))),
      fc.constant(null),
    ),
    prize: fc.nat(),
    displayName: fc.option(fc.string(), { nil: null }),
    extra: fc.jsonValue(),
  },
  { requiredKeys: ['ethAddress', 'accountValue'] },
);

describe('parseLeaderboardRow', () => {
  it('keeps every row with an address and a finite account value, windows looked up by name', () => {
    fc.assert(
      fc.property(wireRow, (raw) => {
        const parsed = parseLeaderboardRow(raw);
        if (!('row' in parsed)) throw new Error(`skipped: ${parsed.skip}`);
        const { row } = parsed;
        expect(row.address).toBe(raw.ethAddress.toLowerCase());
        expect(row.accountValueUsd).toBe(Number(raw.accountValue));
        expect(row.displayName).toBe(raw.displayName ? raw.displayName : null);
        // The last complete pair of each known name wins, as Object.fromEntries would have it.
        const expected: Record<string, unknown> = {};
        for (const [name, f] of raw.windowPerformances ?? []) {
          if (!(LEADERBOARD_WINDOWS as readonly string[]).includes(name) || !f) continue;
          if (f.pnl === undefined || f.roi === undefined || f.vlm === undefined) continue;
          expected[name] = { pnl: Number(f.pnl), roi: Number(f.roi), vlm: Number(f.vlm) };
        }
        expect(row.windows).toEqual(expected);
        for (const w of Object.values(row.windows)) {
          expect([w.pnl, w.roi, w.vlm].every(Number.isFinite)).toBe(true);
        }
      }),
    );
  });

  it('reads the documented example row', () => {
    const raw = {
      ethAddress: '0x1111111111111111111111111111111111111111',
      accountValue: '38541234.129036',
      windowPerformances: [
        ['day', { pnl: '-412392.117', roi: '-0.0105806', vlm: '22415302.33' }],
        ['week', { pnl: '1250331.0', roi: '0.0339', vlm: '181220455.1' }],
        ['month', { pnl: '3021877.55', roi: '0.0851', vlm: '702118300.9' }],
        ['allTime', { pnl: '14550221.3', roi: '0.6120', vlm: '5822019933.4' }],
      ],
      prize: 0,
      displayName: null,
    };
    expect(parseLeaderboardRow(raw)).toEqual({
      row: {
        address: raw.ethAddress,
        accountValueUsd: 38541234.129036,
        displayName: null,
        windows: {
          day: { pnl: -412392.117, roi: -0.0105806, vlm: 22415302.33 },
          week: { pnl: 1250331, roi: 0.0339, vlm: 181220455.1 },
          month: { pnl: 3021877.55, roi: 0.0851, vlm: 702118300.9 },
          allTime: { pnl: 14550221.3, roi: 0.612, vlm: 5822019933.4 },
        },
      },
    });
  });

  it('drops a window with a missing or non-finite figure, keeps the row', () => {
    const base = { ethAddress: `0x${'a'.repeat(40)}`, accountValue: '2e6' };
    const windows = [
      ['month', { pnl: '1', roi: 'NaN', vlm: '3' }],
      ['day', { pnl: '1', roi: '0.1' }],
      ['week', { pnl: '1', roi: '0.1', vlm: '1e999' }],
      ['allTime', { pnl: 5, roi: 0.5, vlm: 7 }],
      'garbage',
      [42, {}],
    ];
    const parsed = parseLeaderboardRow({ ...base, windowPerformances: windows });
    expect(parsed).toEqual({
      row: {
        address: base.ethAddress,
        accountValueUsd: 2e6,
        displayName: null,
        windows: { allTime: { pnl: 5, roi: 0.5, vlm: 7 } },
      },
    });
  });

  it.each([
    ['short address', { ethAddress: '0x1234', accountValue: '1' }, 'bad address'],
    ['no 0x', { ethAddress: 'a'.repeat(40), accountValue: '1' }, 'bad address'],
    ['non-hex', { ethAddress: `0x${'z'.repeat(40)}`, accountValue: '1' }, 'bad address'],
    ['missing address', { accountValue: '1' }, 'bad address'],
    [
      'NaN account value',
      { ethAddress: `0x${'b'.repeat(40)}`, accountValue: 'NaN' },
      'accountValue not a finite number',
    ],
    [
      'null account value',
      { ethAddress: `0x${'b'.repeat(40)}`, accountValue: null },
      'accountValue not a finite number',
    ],
    [
      'empty account value',
      { ethAddress: `0x${'b'.repeat(40)}`, accountValue: '' },
      'accountValue not a finite number',
    ],
    ['not an object', ['0x…', '1'], 'not an object'],
  ])('skips a row: %s', (_, raw, reason) => {
    expect(parseLeaderboardRow(raw)).toEqual({ skip: reason });
  });
});
