import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeUintArray,
  decodeWords,
  encodeArgs,
  encodeCall,
  fromQuantity,
  isAddress,
  normalizeAddress,
  toQuantity,
  wordToAddress,
} from './hex.ts';

const uint256 = fc.bigInt({ min: 0n, max: (1n << 256n) - 1n });
const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((b) => `0x${Buffer.from(b).toString('hex')}`);

describe('hex helpers', () => {
  it('quantities round-trip and are minimal', () => {
    fc.assert(
      fc.property(uint256, (n) => {
        const q = toQuantity(n);
        expect(q).toMatch(/^0x(0|[1-9a-f][0-9a-f]*)$/);
        expect(fromQuantity(q)).toBe(n);
      }),
    );
    expect(() => toQuantity(-1n)).toThrow();
  });

  it('fromQuantity refuses what is not a hex quantity', () => {
    for (const bad of ['', '0x', '12', '0xzz', null, 5, undefined, 'NaN', '-0x1'])
      expect(() => fromQuantity(bad)).toThrow();
    expect(fromQuantity('0x0001')).toBe(1n);
  });

  it('addresses: shape checked, lower-cased, recovered from words', () => {
    fc.assert(
      fc.property(address, (a) => {
        const upper = `0x${a.slice(2).toUpperCase()}`;
        expect(isAddress(upper)).toBe(true);
        expect(normalizeAddress(upper)).toBe(a);
        expect(wordToAddress(decodeWords(encodeArgs(['address'], [a]))[0]!)).toBe(a);
      }),
    );
    for (const bad of ['0x123', `0x${'g'.repeat(40)}`, 'abc', `${'0'.repeat(42)}`]) expect(isAddress(bad)).toBe(false);
  });

  it('encodes static words and dynamic arrays the ABI way', () => {
    fc.assert(
      fc.property(uint256, fc.array(uint256, { maxLength: 5 }), fc.boolean(), (n, list, flag) => {
        const data = encodeArgs(['uint256', 'uint256[]', 'bool'], [n, list, flag]);
        const words = decodeWords(data);
        expect(words[0]).toBe(n);
        expect(words[1]).toBe(96n);
        expect(words[2]).toBe(flag ? 1n : 0n);
        expect(words.slice(4)).toEqual(list);
        expect(words[3]).toBe(BigInt(list.length));
      }),
    );
  });

  it('decodes a getAmountsOut answer', () => {
    const data = `0x${encodeArgs(['uint256[]'], [[5n, 7n]])}`;
    expect(decodeUintArray(data)).toEqual([5n, 7n]);
    expect(() => decodeUintArray('0x1234')).toThrow();
    expect(() => decodeUintArray(`0x${encodeArgs(['uint256'], [32n])}`)).toThrow();
  });

  it('encodeCall prefixes a checked selector', () => {
    expect(encodeCall('0x70A08231', ['address'], [`0x${'11'.repeat(20)}`])).toBe(
      `0x70a08231${'0'.repeat(24)}${'11'.repeat(20)}`,
    );
    expect(() => encodeCall('0x1234', [], [])).toThrow();
    expect(() => encodeArgs(['uint256'], [])).toThrow();
    expect(() => encodeArgs(['uint256'], [1n << 256n])).toThrow();
  });
});
