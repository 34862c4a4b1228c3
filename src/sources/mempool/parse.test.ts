import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catchUpstreamError, decimalString, fieldValue } from '../../../test/helpers/venue-parsing.ts';
import {
  parseDifficultyAdjustment,
  parseHashrate,
  parseMempool,
  parseRecommendedFees,
  parseTipHeight,
  SECONDS_BELOW,
} from './parse.ts';

const UP = 'mempool';
const FEE_WIRE = ['fastestFee', 'halfHourFee', 'hourFee', 'economyFee', 'minimumFee'] as const;
/** A fee rate as a backend may send it: integer or decimal sat/vB, as a number. */
const feeRate = fc.oneof(fc.nat({ max: 5000 }), fc.double({ min: 0, max: 5000, noNaN: true }));
/** Values no fee, count or hashrate can be. */
const junk = fc.constantFrom<unknown>(
  null,
  undefined,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  'NaN',
  '',
  'abc',
  true,
  {},
  [],
);

function malformedMessage(fn: () => unknown): string {
  const err = catchUpstreamError(fn);
  expect({ upstream: err.upstream, kind: err.kind }).toEqual({ upstream: UP, kind: 'malformed' });
  return err.message;
}

describe('mempool tip height', () => {
  it('reads any bare height, with the whitespace a text body may carry', () => {
    fc.assert(
      fc.property(fc.nat({ max: 9_999_999_999 }), fc.constantFrom('', '\n', ' \r\n'), (height, tail) => {
        expect(parseTipHeight(UP, `${height}${tail}`)).toBe(height);
      }),
    );
  });

  it('refuses anything but a bare non-negative integer', () => {
    for (const text of ['', '-1', '1.5', '1e6', '0x10', 'abc', '{"height":925437}', '12345678901', 'null']) {
      expect(malformedMessage(() => parseTipHeight(UP, text))).toContain('tipHeight');
    }
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/^\s*\d{1,10}\s*$/.test(text));
        malformedMessage(() => parseTipHeight(UP, text));
      }),
    );
  });
});

describe('mempool recommended fees', () => {
  it('reads integer and decimal rates exactly, in their tiers, whatever their order', () => {
    fc.assert(
      fc.property(fc.tuple(feeRate, feeRate, feeRate, feeRate, feeRate), (rates) => {
        const doc = Object.fromEntries(FEE_WIRE.map((k, i) => [k, rates[i]]));
        expect(parseRecommendedFees(UP, doc)).toEqual({
          fastest: rates[0],
          halfHour: rates[1],
          hour: rates[2],
          economy: rates[3],
          minimum: rates[4],
        });
      }),
    );
  });

  it('reads decimal strings when a proxy sends them; negative ones are malformed', () => {
    fc.assert(
      fc.property(decimalString, (rate) => {
        const doc = { fastestFee: rate, halfHourFee: 2, hourFee: 2, economyFee: 1, minimumFee: 1 };
        if (Number(rate) >= 0) expect(parseRecommendedFees(UP, doc).fastest).toBe(Number(rate));
        else expect(malformedMessage(() => parseRecommendedFees(UP, doc))).toContain("'fastestFee'");
      }),
    );
  });

  it('one missing, null, NaN, infinite or negative rate makes the whole set malformed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FEE_WIRE),
        fc.oneof(junk, fc.double({ max: -Number.MIN_VALUE, noNaN: true })),
        (key, bad) => {
          const doc: Record<string, unknown> = {
            fastestFee: 9,
            halfHourFee: 7,
            hourFee: 5,
            economyFee: 2,
            minimumFee: 1,
          };
          if (bad === undefined) delete doc[key];
          else doc[key] = bad;
          expect(malformedMessage(() => parseRecommendedFees(UP, doc))).toContain(`'${key}'`);
        },
      ),
    );
    for (const doc of [null, [], 'x', 12]) malformedMessage(() => parseRecommendedFees(UP, doc));
  });
});

describe('mempool summary', () => {
  it('reads the count, and the vsize when it is a non-negative number', () => {
    fc.assert(
      fc.property(fc.nat(), fc.oneof(fc.nat(), fc.double({ min: 0, max: 1e12, noNaN: true })), (count, vsize) => {
        expect(parseMempool(UP, { count, vsize, total_fee: 1, fee_histogram: [] })).toEqual({ txCount: count, vsize });
      }),
    );
  });

  it('a vsize that is missing or unusable is null, never a guess', () => {
    fc.assert(
      fc.property(fc.oneof(junk, fieldValue, fc.double({ max: -Number.MIN_VALUE, noNaN: true })), (vsize) => {
        fc.pre(!(typeof vsize === 'number' && Number.isFinite(vsize) && vsize >= 0));
        const doc: Record<string, unknown> = { count: 5, vsize };
        if (vsize === undefined) delete doc.vsize;
        expect(parseMempool(UP, doc)).toEqual({ txCount: 5, vsize: null });
      }),
    );
  });

  it('a count that is missing, fractional, negative or not a number is malformed', () => {
    for (const count of [undefined, null, -1, 1.5, '12', Number.NaN]) {
      const doc: Record<string, unknown> = count === undefined ? { vsize: 1 } : { count, vsize: 1 };
      expect(malformedMessage(() => parseMempool(UP, doc))).toContain("'count'");
    }
  });
});

describe('mempool hashrate', () => {
  it('converts H/s to EH/s and keeps the difficulty', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e24, noNaN: true }),
        fc.double({ min: 1, max: 1e16, noNaN: true }),
        (hs, d) => {
          const r = parseHashrate(UP, { hashrates: [], difficulty: [], currentHashrate: hs, currentDifficulty: d });
          expect(r.hashrateEhs).toBe(hs / 1e18);
          expect(r.difficulty).toBe(d);
        },
      ),
    );
    expect(parseHashrate(UP, { currentHashrate: 1.07e21, currentDifficulty: 2 }).hashrateEhs).toBeCloseTo(1070, 9);
  });

  it('a missing, zero, negative or non-numeric figure is malformed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('currentHashrate', 'currentDifficulty'),
        fc.oneof(junk, fc.constant(0), fc.double({ max: -Number.MIN_VALUE, noNaN: true }), decimalString),
        (key, bad) => {
          const doc: Record<string, unknown> = { currentHashrate: 1e21, currentDifficulty: 1e14 };
          if (bad === undefined) delete doc[key];
          else doc[key] = bad;
          expect(malformedMessage(() => parseHashrate(UP, doc))).toContain(`'${key}'`);
        },
      ),
    );
  });
});

describe('mempool difficulty adjustment', () => {
  const doc = (over: Record<string, unknown> = {}) => ({
    progressPercent: 44.4,
    difficultyChange: -1.85,
    estimatedRetargetDate: 1_727_762_478_000,
    remainingBlocks: 1121,
    remainingTime: 665_977_000,
    ...over,
  });

  it('keeps millisecond times and converts second times (a mirror following the docs sample)', () => {
    fc.assert(
      fc.property(fc.integer({ min: SECONDS_BELOW, max: 4e12 }), (ms) => {
        expect(parseDifficultyAdjustment(UP, doc({ estimatedRetargetDate: ms })).estimatedRetargetAt).toBe(ms);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000_000, max: SECONDS_BELOW / 1000 }), (s) => {
        expect(parseDifficultyAdjustment(UP, doc({ estimatedRetargetDate: s })).estimatedRetargetAt).toBe(s * 1000);
      }),
    );
  });

  it('reads progress, change and remaining blocks as sent', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: -75, max: 300, noNaN: true }),
        fc.nat({ max: 2016 }),
        (progressPercent, difficultyChange, remainingBlocks) => {
          expect(parseDifficultyAdjustment(UP, doc({ progressPercent, difficultyChange, remainingBlocks }))).toEqual({
            progressPercent,
            changePercent: difficultyChange,
            remainingBlocks,
            estimatedRetargetAt: 1_727_762_478_000,
          });
        },
      ),
    );
  });

  it('out-of-range, missing or non-numeric figures are malformed', () => {
    const bad: Array<Record<string, unknown>> = [
      { progressPercent: 100.5 },
      { progressPercent: -1 },
      { remainingBlocks: 3.5 },
      { remainingBlocks: -2 },
      { estimatedRetargetDate: 0 },
      { estimatedRetargetDate: -5 },
      { estimatedRetargetDate: '1727762478000' },
      { difficultyChange: null },
      { difficultyChange: Number.NaN },
    ];
    for (const over of bad) malformedMessage(() => parseDifficultyAdjustment(UP, doc(over)));
    for (const key of ['progressPercent', 'difficultyChange', 'remainingBlocks', 'estimatedRetargetDate']) {
      const rest: Record<string, unknown> = doc();
      delete rest[key];
      expect(malformedMessage(() => parseDifficultyAdjustment(UP, rest))).toContain(`'${key}'`);
    }
  });
});
