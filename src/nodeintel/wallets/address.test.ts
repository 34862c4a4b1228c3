import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressTopic, parseAddress, toChecksumAddress, topicAddress } from './address.ts';
import { keccak256Hex } from './keccak.ts';

// EIP-55's own examples (eips.ethereum.org/EIPS/eip-55).
const EIP55 = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];
const hexAddress = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((b) => `0x${Buffer.from(b).toString('hex')}`);

describe('keccak256', () => {
  it('matches known digests (empty input, the ERC-20 Transfer event, a multi-block input)', () => {
    expect(keccak256Hex('')).toBe('c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
    expect(keccak256Hex('Transfer(address,address,uint256)')).toBe(
      'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
    );
    expect(keccak256Hex('transfer(address,uint256)').slice(0, 8)).toBe('a9059cbb');
  });
});

describe('addresses', () => {
  it('checksums the EIP-55 examples exactly', () => {
    for (const a of EIP55) expect(toChecksumAddress(a.toLowerCase())).toBe(a);
  });

  it('accepts one-case input and correct checksums, stored lower-case', () => {
    fc.assert(
      fc.property(hexAddress, (a) => {
        for (const spelling of [a, `0x${a.slice(2).toUpperCase()}`, toChecksumAddress(a)]) {
          expect(parseAddress(spelling)).toEqual({ ok: true, address: a });
        }
      }),
    );
  });

  it('refuses a mixed-case spelling whose checksum is wrong', () => {
    fc.assert(
      fc.property(hexAddress, fc.nat(39), (a, i) => {
        const good = toChecksumAddress(a);
        const ch = good[2 + i]!;
        fc.pre(/[a-fA-F]/.test(ch));
        const flipped =
          good.slice(0, 2 + i) + (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase()) + good.slice(3 + i);
        const body = flipped.slice(2);
        fc.pre(body !== body.toLowerCase() && body !== body.toUpperCase());
        expect(parseAddress(flipped).ok).toBe(false);
      }),
    );
  });

  it('refuses what is not 20 bytes of hex', () => {
    for (const bad of [
      '',
      '0x',
      '0x123',
      `0x${'g'.repeat(40)}`,
      `${'a'.repeat(42)}`,
      `0x${'a'.repeat(41)}`,
      ` 0x${'a'.repeat(40)}`,
    ]) {
      expect(parseAddress(bad).ok).toBe(false);
    }
  });

  it('pads into a topic and reads back; a topic with high bytes set is no address', () => {
    fc.assert(
      fc.property(hexAddress, (a) => {
        expect(topicAddress(addressTopic(a))).toBe(a);
      }),
    );
    expect(topicAddress(`0x01${'0'.repeat(22)}${'a'.repeat(40)}`)).toBeNull();
  });
});
