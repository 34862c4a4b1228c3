import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressTopic } from './address.ts';
import {
  formatUnits,
  MalformedAnswer,
  parseFullBlock,
  parseHeader,
  parseTransferLog,
  parseUnits,
  quantity,
  receiptSucceeded,
  TRANSFER_TOPIC,
} from './decode.ts';

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const A = `0x${'a'.repeat(40)}`;
const B = `0x${'b'.repeat(40)}`;
const TOKEN = `0x${'c'.repeat(40)}`;
const hexQ = (n: bigint) => `0x${n.toString(16)}`;

function log(overrides: Record<string, unknown> = {}) {
  return {
    address: TOKEN,
    topics: [TRANSFER_TOPIC, addressTopic(A), addressTopic(B)],
    data: hash(1000),
    transactionHash: hash(7),
    transactionIndex: '0x2',
    logIndex: '0x3',
    blockNumber: '0x10',
    blockHash: hash(16),
    removed: false,
    ...overrides,
  };
}

describe('quantities', () => {
  it('read every non-negative integer written as a JSON-RPC quantity', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 256n) - 1n }), (n) => {
        expect(quantity(hexQ(n), 'q')).toBe(n);
      }),
    );
  });

  it('refuse what is not one: decimals, leading zeros, negatives, numbers, null, NaN', () => {
    for (const bad of [
      '12',
      '0x',
      '0x01',
      '-0x1',
      '0xg',
      1,
      null,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      undefined,
      '1e3',
    ]) {
      expect(() => quantity(bad, 'q')).toThrow(MalformedAnswer);
    }
  });
});

describe('blocks and receipts', () => {
  const header = { number: '0x10', hash: hash(16), parentHash: hash(15), timestamp: '0x64' };
  it('read a header and its full transactions; null stays null (no such block)', () => {
    expect(parseHeader(null)).toBeNull();
    const block = parseFullBlock({
      ...header,
      transactions: [
        { hash: hash(1), from: A.toUpperCase().replace('0X', '0x'), to: null, value: '0xde0b6b3a7640000' },
      ],
    });
    expect(block).toEqual({
      number: 16,
      hash: hash(16),
      parentHash: hash(15),
      timestamp: 100,
      transactions: [{ hash: hash(1), from: A, to: null, value: 10n ** 18n }],
    });
  });

  it('refuse a block without its fields, or with hashes instead of transactions', () => {
    for (const key of Object.keys(header)) {
      const { [key]: _, ...rest } = header as Record<string, unknown>;
      expect(() => parseHeader(rest)).toThrow(MalformedAnswer);
    }
    expect(() => parseFullBlock({ ...header, transactions: [hash(1)] })).toThrow(MalformedAnswer);
    expect(() => parseFullBlock({ ...header, transactions: [{ hash: hash(1), from: A, to: B, value: 5 }] })).toThrow(
      MalformedAnswer,
    );
  });

  it('read a receipt status', () => {
    expect(receiptSucceeded({ status: '0x1' })).toBe(true);
    expect(receiptSucceeded({ status: '0x0' })).toBe(false);
    expect(() => receiptSucceeded({})).toThrow(MalformedAnswer);
    expect(() => receiptSucceeded(null)).toThrow(MalformedAnswer);
  });
});

describe('Transfer logs', () => {
  it('read an ERC-20 transfer', () => {
    expect(parseTransferLog(log())).toEqual({
      token: TOKEN,
      from: A,
      to: B,
      amount: 1000n,
      txHash: hash(7),
      txIndex: 2,
      logIndex: 3,
      blockNumber: 16,
      blockHash: hash(16),
    });
  });

  it('skip what is not an ERC-20 transfer: ERC-721 (4 topics), other events, removed logs, odd data', () => {
    expect(parseTransferLog(log({ topics: [...log().topics, hash(5)] }))).toBeNull();
    expect(parseTransferLog(log({ topics: [hash(1), addressTopic(A), addressTopic(B)] }))).toBeNull();
    expect(parseTransferLog(log({ removed: true }))).toBeNull();
    expect(parseTransferLog(log({ data: '0x' }))).toBeNull();
    expect(
      parseTransferLog(log({ topics: [TRANSFER_TOPIC, hash(1).replace(/^0x0/, '0x1'), addressTopic(B)] })),
    ).toBeNull();
  });

  it('refuse a transfer missing its place in the chain', () => {
    for (const key of ['transactionHash', 'logIndex', 'blockNumber', 'blockHash', 'address', 'transactionIndex']) {
      const { [key]: _, ...rest } = log() as Record<string, unknown>;
      expect(() => parseTransferLog(rest)).toThrow(MalformedAnswer);
    }
  });
});

describe('units', () => {
  it('format and parse back any amount at any decimals', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 128n) - 1n }), fc.integer({ min: 0, max: 30 }), (n, d) => {
        expect(parseUnits(formatUnits(n, d), d)).toBe(n);
      }),
    );
  });

  it('formats like a person writes it', () => {
    expect(formatUnits(1500000000000000000n, 18)).toBe('1.5');
    expect(formatUnits(1n, 6)).toBe('0.000001');
    expect(formatUnits(0n, 18)).toBe('0');
    expect(formatUnits(42n, 0)).toBe('42');
  });

  it('refuses more places than the unit has, and what is not a decimal', () => {
    expect(parseUnits('0.0000001', 6)).toBeNull();
    for (const bad of ['', '-1', '1e18', 'NaN', 'Infinity', '1.', '.5', '0x10']) expect(parseUnits(bad, 18)).toBeNull();
  });
});
