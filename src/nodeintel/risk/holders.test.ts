import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressWord, share } from './abi.ts';
import { concentration, decodeTransferLog, holderCandidates, TRANSFER_TOPIC } from './holders.ts';

const addr = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
const log = (from: string, to: string, amount: bigint) => ({
  topics: [TRANSFER_TOPIC, `0x${addressWord(from)}`, `0x${addressWord(to)}`],
  data: `0x${amount.toString(16).padStart(64, '0')}`,
});

describe('decodeTransferLog', () => {
  it('decodes an ERC-20 Transfer', () => {
    expect(decodeTransferLog(log(addr(1), addr(2), 5n))).toEqual({ from: addr(1), to: addr(2), amount: 5n });
  });

  it('rejects ERC-721 shapes, other topics and malformed entries', () => {
    const nft = { ...log(addr(1), addr(2), 0n), topics: [...log(addr(1), addr(2), 0n).topics, '0x01'] };
    expect(decodeTransferLog(nft)).toBeNull();
    expect(decodeTransferLog({ ...log(addr(1), addr(2), 1n), topics: ['0xabc', '0x', '0x'] })).toBeNull();
    expect(decodeTransferLog({ ...log(addr(1), addr(2), 1n), data: '0x' })).toBeNull();
    expect(decodeTransferLog({ ...log(addr(1), addr(2), 1n), data: null })).toBeNull();
    expect(decodeTransferLog(null)).toBeNull();
    expect(
      decodeTransferLog({ topics: [TRANSFER_TOPIC, `0x${'f'.repeat(64)}`, `0x${addressWord(addr(2))}`], data: '0x00' }),
    ).toBeNull();
  });

  it('property: never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.anything(), (value) => void decodeTransferLog(value)));
  });
});

describe('holderCandidates', () => {
  it('ranks net receivers first and stops at the limit', () => {
    const transfers = [
      { from: addr(0), to: addr(1), amount: 100n },
      { from: addr(1), to: addr(2), amount: 60n },
      { from: addr(1), to: addr(3), amount: 30n },
    ];
    expect(holderCandidates(transfers, 2)).toEqual([addr(2), addr(3)]);
    expect(holderCandidates(transfers, 10)).toEqual([addr(2), addr(3), addr(1)]);
    expect(holderCandidates(transfers, 0)).toEqual([]);
  });
});

describe('concentration', () => {
  it('excludes pair and burn addresses and measures the top ten', () => {
    const balances = new Map<string, bigint>([
      [addr(0xdead), 500n],
      [addr(9), 300n],
      [addr(1), 100n],
      [addr(2), 50n],
      [addr(3), 0n],
    ]);
    const c = concentration(balances, 1000n, new Set([addr(0xdead), addr(9)]));
    expect(c.holderCount).toBe(2);
    expect(c.topHolderShare).toBe(0.1);
    expect(c.top10Share).toBe(0.15);
    expect(c.topHolders.map((h) => h.address)).toEqual([addr(1), addr(2)]);
  });

  it('property: shares lie in [0, 1], are sorted and the top ten never beat the top one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 50 }), fc.bigInt({ min: 0n, max: 10n ** 30n })), { maxLength: 40 }),
        (entries) => {
          const balances = new Map(entries.map(([n, b]) => [addr(n), b]));
          const total = [...balances.values()].reduce((s, b) => s + b, 0n);
          const c = concentration(balances, total, new Set());
          expect(c.top10Share).toBeGreaterThanOrEqual(0);
          expect(c.top10Share).toBeLessThanOrEqual(1);
          expect(c.top10Share).toBeGreaterThanOrEqual(c.topHolderShare);
          expect(c.topHolders.length).toBeLessThanOrEqual(10);
          for (let i = 1; i < c.topHolders.length; i++) {
            expect(c.topHolders[i]!.balance <= c.topHolders[i - 1]!.balance).toBe(true);
          }
        },
      ),
    );
  });
});

describe('share', () => {
  it('is zero for an empty whole and capped at one', () => {
    expect(share(5n, 0n)).toBe(0);
    expect(share(15n, 10n)).toBe(1);
    expect(share(1n, 3n)).toBe(0.333333);
  });
});
