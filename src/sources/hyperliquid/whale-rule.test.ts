import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LeaderboardRow } from './leaderboard.ts';
import { DEFAULT_WHALE_RULE, eligibleMonthPnl, HLP_VAULT, selectWhales, type WhaleRule } from './whale-rule.ts';

let serial = 0;
function row(
  month: { pnl: number; roi: number; vlm: number } | null,
  accountValueUsd = 5e6,
  address?: string,
): LeaderboardRow {
  serial++;
  return {
    address: address ?? `0x${serial.toString(16).padStart(40, '0')}`,
    accountValueUsd,
    displayName: serial % 2 ? `trader ${serial}` : null,
    windows: month ? { month, day: { pnl: 1, roi: 0, vlm: 1234 }, allTime: { pnl: 99, roi: 1, vlm: 1 } } : {},
  };
}
const good = (pnl: number, av = 5e6) => row({ pnl, roi: 0.2, vlm: av * 10 }, av);

describe('whale rule', () => {
  const none = new Set<string>();
  it.each([
    ['a small account', row({ pnl: 5e4, roi: 0.5, vlm: 1e6 }, 999_999), false],
    ['exactly the minimum account value', row({ pnl: 5e4, roi: 0.5, vlm: 1e6 }, 1_000_000), true],
    ['a losing month', row({ pnl: -1, roi: 0.5, vlm: 1e6 }), false],
    ['a flat month (PnL must be above 0)', row({ pnl: 0, roi: 0.5, vlm: 1e6 }), false],
    ['ROI under 5 %', row({ pnl: 1e5, roi: 0.0499, vlm: 1e6 }), false],
    ['ROI of exactly 5 %', row({ pnl: 1e5, roi: 0.05, vlm: 1e6 }), true],
    ['a market maker (volume 101× equity)', row({ pnl: 1e6, roi: 0.2, vlm: 5e6 * 101 }), false],
    ['volume exactly 100× equity', row({ pnl: 1e6, roi: 0.2, vlm: 5e6 * 100 }), true],
    ['no month window', row(null), false],
    ['the HLP vault', row({ pnl: 1e7, roi: 0.2, vlm: 1e6 }, 4e8, HLP_VAULT), false],
    [
      'the HLP vault, checksum-cased',
      row({ pnl: 1e7, roi: 0.2, vlm: 1e6 }, 4e8, HLP_VAULT.toUpperCase().replace('0X', '0x')),
      false,
    ],
  ])('%s: eligible %s', (_, r, eligible) => {
    const excluded = new Set(DEFAULT_WHALE_RULE.excluded);
    expect(eligibleMonthPnl(r, DEFAULT_WHALE_RULE, excluded) !== null).toBe(eligible);
    expect(eligibleMonthPnl(r, { ...DEFAULT_WHALE_RULE, excluded: [] }, none) !== null).toBe(
      eligible || r.address.toLowerCase() === HLP_VAULT,
    );
  });

  it('ranks by month PnL and keeps the top `limit`, equal PnL by address', async () => {
    const rows = [
      good(10),
      good(30),
      row({ pnl: 20, roi: 0.2, vlm: 1 }, 5e6, '0xbb'),
      row({ pnl: 20, roi: 0.2, vlm: 1 }, 5e6, '0xaa'),
      good(5),
    ];
    const sel = await selectWhales(rows, { ...DEFAULT_WHALE_RULE, limit: 3 });
    expect(sel.whales.map((w) => w.address)).toEqual([rows[1].address, '0xaa', '0xbb']);
    expect(sel).toMatchObject({ considered: 5, eligible: 5 });
  });

  it('maps a row to a Whale (missing windows read as 0)', async () => {
    const r = good(10);
    r.displayName = 'whale42';
    const bare = row({ pnl: 5, roi: 0.2, vlm: 1 });
    bare.windows = { month: bare.windows.month };
    const { whales } = await selectWhales([r, bare]);
    expect(whales).toEqual([
      { address: r.address, label: 'whale42', accountValueUsd: 5e6, pnlAllTimeUsd: 99, volume24hUsd: 1234 },
      { address: bare.address, label: bare.displayName, accountValueUsd: 5e6, pnlAllTimeUsd: 0, volume24hUsd: 0 },
    ]);
  });

  it('never returns an address twice', async () => {
    const a = row({ pnl: 50, roi: 0.2, vlm: 1 }, 5e6, '0xaa');
    const again = row({ pnl: 70, roi: 0.2, vlm: 1 }, 5e6, '0xaa');
    const { whales } = await selectWhales([a, good(60), again]);
    expect(whales.map((w) => w.address)).toEqual(['0xaa', expect.any(String)]);
  });

  it('streaming selection equals sorting every eligible row, for any rows and limit', async () => {
    const monthArb = fc.option(
      fc.record({
        pnl: fc.integer({ min: -20, max: 20 }),
        roi: fc.constantFrom(0, 0.04, 0.05, 0.3),
        vlm: fc.constantFrom(0, 1e6, 1e9),
      }),
      { nil: null },
    );
    const rowArb = fc
      .tuple(monthArb, fc.constantFrom(5e5, 1e6, 5e6), fc.integer({ min: 0, max: 40 }))
      .map(([m, av, a]) => row(m, av, `0x${a.toString(16).padStart(40, '0')}`));
    await fc.assert(
      fc.asyncProperty(fc.array(rowArb, { maxLength: 60 }), fc.integer({ min: 0, max: 12 }), async (rows, limit) => {
        const rule: WhaleRule = { ...DEFAULT_WHALE_RULE, excluded: [], limit };
        async function* stream() {
          yield* rows;
        }
        const got = await selectWhales(stream(), rule);
        const eligible = rows.filter((r) => eligibleMonthPnl(r, rule, new Set()) !== null);
        eligible.sort(
          (x, y) =>
            y.windows.month!.pnl - x.windows.month!.pnl || (x.address < y.address ? -1 : x.address > y.address ? 1 : 0),
        );
        const expected = eligible.slice(0, limit).map((r) => r.address);
        expect(got.whales.map((w) => w.address)).toEqual(expected.filter((a, i) => expected.indexOf(a) === i));
        expect(got.eligible).toBe(eligible.length);
        expect(got.considered).toBe(rows.length);
      }),
    );
  });
});
