import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catchUpstreamError } from '../../../test/helpers/venue-parsing.ts';
import { hexQuantity, median, parseFeeHistory, rpcResult, weiToGwei } from './parse.ts';

const UP = 'eth-gas';
const UINT256_MAX = (1n << 256n) - 1n;
const wei = fc.bigInt({ min: 0n, max: 10n ** 14n });
const hex = (n: bigint) => `0x${n.toString(16)}`;

function malformedMessage(fn: () => unknown): string {
  const err = catchUpstreamError(fn);
  expect({ upstream: err.upstream, kind: err.kind }).toEqual({ upstream: UP, kind: 'malformed' });
  return err.message;
}

/** The median the way a reader would compute it by hand (values small enough to be exact as numbers). */
function referenceMedianWei(values: bigint[]): bigint {
  const sorted = values.map((v) => Number(v)).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return BigInt(sorted.length % 2 ? sorted[mid] : Math.floor((sorted[mid - 1] + sorted[mid]) / 2));
}

/** A fee history as a node writes it, from per-block figures. */
function wire(oldest: bigint, baseFees: bigint[], rewards: bigint[][]) {
  return {
    oldestBlock: hex(oldest),
    baseFeePerGas: baseFees.map(hex),
    gasUsedRatio: rewards.map((_, i) => (i % 4) / 4),
    reward: rewards.map((row) => row.map(hex)),
  };
}

describe('hex quantities', () => {
  it('reads any uint256 in lower or upper case, with or without leading zeros', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: UINT256_MAX }), fc.nat({ max: 3 }), (n, zeros) => {
        const digits = n.toString(16);
        expect(hexQuantity(`0x${digits}`)).toBe(n);
        expect(hexQuantity(`0x${digits.toUpperCase()}`)).toBe(n);
        expect(hexQuantity(`0X${'0'.repeat(zeros)}${digits}`)).toBe(n);
      }),
    );
    expect(hexQuantity('0x0')).toBe(0n);
    expect(hexQuantity('0xDE0B6B3A7640000')).toBe(10n ** 18n);
  });

  it('refuses what is not a hex quantity, and anything above 2^256 − 1', () => {
    const bad = ['', '0x', '12', '0xg1', ' 0x1', '0x1 ', '-0x1', '0x-1', '0x1.5', 'x12', '1e3', 'NaN'];
    for (const v of [...bad, 12, null, undefined, 1n, {}, [], `0x1${'0'.repeat(64)}`]) {
      expect(hexQuantity(v)).toBeNull();
    }
    fc.assert(
      fc.property(fc.string(), (s) => {
        fc.pre(!/^0[xX][0-9a-fA-F]+$/.test(s));
        expect(hexQuantity(s)).toBeNull();
      }),
    );
  });
});

describe('wei to gwei', () => {
  it('keeps every wei of a realistic fee and stays finite up to uint256', () => {
    expect(weiToGwei(0n)).toBe(0);
    expect(weiToGwei(1n)).toBe(1e-9);
    expect(weiToGwei(1_000_000_000n)).toBe(1);
    expect(weiToGwei(30_123_456_789n)).toBe(30.123456789);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 53n }), (w) => {
        expect(weiToGwei(w)).toBeCloseTo(Number(w) / 1e9, 6);
      }),
    );
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: UINT256_MAX }), (w) => {
        const g = weiToGwei(w);
        expect(Number.isFinite(g) && g >= 0).toBe(true);
        expect(g / (Number(w) / 1e9 || 1)).toBeCloseTo(w === 0n ? 0 : 1, 9);
      }),
    );
  });
});

describe('median', () => {
  it('agrees with the hand method on any non-empty list', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 40 }), (values) => {
        expect(median(values)).toBe(referenceMedianWei(values));
      }),
    );
  });
});

describe('JSON-RPC envelope', () => {
  it('an error object is an upstream error carrying the code and message', () => {
    const doc = { jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'request beyond head block' } };
    const err = catchUpstreamError(() => rpcResult(UP, 'eth_feeHistory', doc));
    expect(err.kind).toBe('upstream');
    expect(err.message).toBe('eth-gas: eth_feeHistory: JSON-RPC error -32000: request beyond head block');
    const odd = catchUpstreamError(() => rpcResult(UP, 'x', { jsonrpc: '2.0', id: 1, error: 'busy' }));
    expect(odd.kind).toBe('upstream');
    expect(odd.message).toContain('"busy"');
  });

  it('an answer with neither result nor error, or not an object, is malformed', () => {
    for (const doc of [{ jsonrpc: '2.0', id: 1 }, null, [], 'ok', 5]) malformedMessage(() => rpcResult(UP, 'x', doc));
    expect(rpcResult(UP, 'x', { jsonrpc: '2.0', id: 1, result: { a: 1 } })).toEqual({ a: 1 });
  });
});

describe('eth_feeHistory result', () => {
  it('reads the newest block, its base fee, the next one, and per-percentile medians over busy blocks', () => {
    const rows = fc.tuple(wei, wei, wei).map((r): bigint[] => r.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const emptyRow = fc.constant<bigint[]>([0n, 0n, 0n]);
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 30_000_000n }),
        fc.array(fc.oneof({ weight: 4, arbitrary: rows }, emptyRow), { minLength: 1, maxLength: 30 }),
        fc.array(wei, { minLength: 31, maxLength: 31 }),
        (oldest, rewards, fees) => {
          const n = rewards.length;
          const baseFees = fees.slice(0, n + 1);
          const busy = rewards.filter((r) => r.some((w) => w > 0n));
          const tip = (col: number) => (busy.length === 0 ? 0 : weiToGwei(referenceMedianWei(busy.map((r) => r[col]))));
          expect(parseFeeHistory(UP, wire(oldest, baseFees, rewards))).toEqual({
            blockNumber: Number(oldest) + n - 1,
            baseFeeGwei: weiToGwei(baseFees[n - 1]),
            nextBaseFeeGwei: weiToGwei(baseFees[n]),
            priorityFeeGwei: { slow: tip(0), standard: tip(1), fast: tip(2) },
          });
        },
      ),
    );
  });

  it('worked example: empty blocks do not drag the tips to zero', () => {
    const g = (x: number) => BigInt(x * 1e9);
    const rewards = [
      [g(1), g(2), g(3)],
      [0n, 0n, 0n],
      [g(3), g(4), g(5)],
      [g(2), g(6), g(10)],
      [0n, 0n, 0n],
    ];
    const doc = wire(100n, [g(10), g(11), g(12), g(13), g(14), g(15)], rewards);
    expect(parseFeeHistory(UP, doc)).toEqual({
      blockNumber: 104,
      baseFeeGwei: 14,
      nextBaseFeeGwei: 15,
      priorityFeeGwei: { slow: 2, standard: 4, fast: 5 },
    });
    const idle = wire(
      7n,
      [g(1), g(1), g(2)],
      [
        [0n, 0n, 0n],
        [0n, 0n, 0n],
      ],
    );
    expect(parseFeeHistory(UP, idle).priorityFeeGwei).toEqual({ slow: 0, standard: 0, fast: 0 });
  });

  it('wrong shapes, invalid hex and inconsistent lengths are malformed', () => {
    const good = () =>
      wire(
        10n,
        [1n, 2n, 3n],
        [
          [1n, 2n, 3n],
          [4n, 5n, 6n],
        ],
      );
    const cases: Array<[string, (d: Record<string, unknown>) => void]> = [
      ['oldestBlock', (d) => (d.oldestBlock = '12')],
      ['oldestBlock', (d) => delete d.oldestBlock],
      ['baseFeePerGas', (d) => delete d.baseFeePerGas],
      ['reward', (d) => delete d.reward],
      ['must be lists', (d) => (d.reward = '0x1')],
      ['inconsistent lengths', (d) => (d.baseFeePerGas = ['0x1', '0x2'])],
      ['inconsistent lengths', (d) => (d.reward = [['0x1', '0x2', '0x3']])],
      ['inconsistent lengths', (d) => (d.gasUsedRatio = [0.5])],
      ['no blocks', (d) => Object.assign(d, { gasUsedRatio: [], reward: [], baseFeePerGas: ['0x1'] })],
      ['baseFeePerGas[1]', (d) => ((d.baseFeePerGas as unknown[])[1] = '0xzz')],
      ['baseFeePerGas[2]', (d) => ((d.baseFeePerGas as unknown[])[2] = null)],
      ['reward[1][2]', (d) => ((d.reward as unknown[][])[1][2] = 5)],
      ['reward[0][0]', (d) => ((d.reward as unknown[][])[0][0] = '0x')],
      ['reward[0] is not a row of 3', (d) => ((d.reward as unknown[][])[0] = ['0x1', '0x2'])],
      ['reward[1] is not a row of 3', (d) => ((d.reward as unknown[][])[1] = ['0x1', '0x2', '0x3', '0x4'])],
      ['reward[1] is not a row of 3', (d) => ((d.reward as unknown[])[1] = null)],
      ['gasUsedRatio', (d) => (d.gasUsedRatio = [0.5, Number.NaN])],
      ['gasUsedRatio', (d) => (d.gasUsedRatio = [0.5, -0.1])],
      ['gasUsedRatio', (d) => (d.gasUsedRatio = [0.5, '0.2'])],
      ['out of range', (d) => (d.oldestBlock = hex(2n ** 60n))],
    ];
    for (const [expected, spoil] of cases) {
      const doc = good() as Record<string, unknown>;
      spoil(doc);
      expect(malformedMessage(() => parseFeeHistory(UP, doc))).toContain(expected);
    }
    for (const result of [null, [], '0x1']) malformedMessage(() => parseFeeHistory(UP, result));
  });
});
