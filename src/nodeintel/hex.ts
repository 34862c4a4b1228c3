/**
 * Hex and ABI word helpers for JSON-RPC: quantities, addresses and the small part of the
 * Solidity ABI the node-intelligence calls need (static words plus address/uint arrays).
 * Kept dependency-free so the test chain fixture and production code share one encoder.
 */

export type Hex = `0x${string}`;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const QUANTITY = /^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/;
const DATA = /^0x([0-9a-fA-F]{2})*$/;

export function isAddress(value: unknown): value is Hex {
  return typeof value === 'string' && ADDRESS.test(value);
}

/** Lower-cases an address after checking its shape; throws on anything else. */
export function normalizeAddress(value: string): Hex {
  if (!isAddress(value)) throw new TypeError(`not an address: ${JSON.stringify(value)}`);
  return value.toLowerCase() as Hex;
}

/** A JSON-RPC quantity: minimal hex, no leading zeros ("0x0" for zero). */
export function toQuantity(value: bigint | number): Hex {
  const n = BigInt(value);
  if (n < 0n) throw new RangeError('quantities are unsigned');
  return `0x${n.toString(16)}`;
}

/** Reads a JSON-RPC quantity. Leading zeros are tolerated because some nodes send them. */
export function fromQuantity(value: unknown): bigint {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) {
    throw new TypeError(`not a hex quantity: ${JSON.stringify(value)}`);
  }
  return BigInt(value);
}

export function isQuantity(value: unknown): value is Hex {
  return typeof value === 'string' && QUANTITY.test(value);
}

export function isData(value: unknown): value is Hex {
  return typeof value === 'string' && DATA.test(value);
}

/** Strips 0x; an empty answer ("0x", sent by some nodes for empty storage) stays empty. */
export function strip0x(value: string): string {
  return value.startsWith('0x') || value.startsWith('0X') ? value.slice(2) : value;
}

const WORD_MAX = (1n << 256n) - 1n;

export function uintWord(value: bigint | number): string {
  const n = BigInt(value);
  if (n < 0n || n > WORD_MAX) throw new RangeError(`uint256 out of range: ${n}`);
  return n.toString(16).padStart(64, '0');
}

export function addressWord(address: string): string {
  return normalizeAddress(address).slice(2).padStart(64, '0');
}

export type AbiType = 'address' | 'uint256' | 'bool' | 'bytes32' | 'address[]' | 'uint256[]';
export type AbiValue = string | bigint | number | boolean | readonly (string | bigint | number)[];

function staticWord(type: AbiType, value: AbiValue): string {
  switch (type) {
    case 'address':
      return addressWord(value as string);
    case 'uint256':
      return uintWord(value as bigint | number);
    case 'bool':
      return uintWord(value ? 1 : 0);
    case 'bytes32': {
      const body = strip0x(value as string);
      if (!/^[0-9a-fA-F]{64}$/.test(body)) throw new TypeError('bytes32 needs 32 bytes');
      return body.toLowerCase();
    }
    default:
      throw new TypeError(`${type} is not static`);
  }
}

/** ABI-encodes arguments (head/tail layout, arrays as dynamic tails). */
export function encodeArgs(types: readonly AbiType[], values: readonly AbiValue[]): string {
  if (types.length !== values.length) throw new TypeError('argument count does not match types');
  const heads: string[] = [];
  const tails: string[] = [];
  let tailOffset = types.length * 32;
  types.forEach((type, i) => {
    const value = values[i]!;
    if (type.endsWith('[]')) {
      const items = value as readonly (string | bigint | number)[];
      const itemType = type.slice(0, -2) as AbiType;
      heads.push(uintWord(tailOffset));
      const tail = uintWord(items.length) + items.map((item) => staticWord(itemType, item)).join('');
      tails.push(tail);
      tailOffset += tail.length / 2;
    } else {
      heads.push(staticWord(type, value));
    }
  });
  return heads.join('') + tails.join('');
}

/** Calldata: a 4-byte selector ("0x12345678") followed by the encoded arguments. */
export function encodeCall(selector: string, types: readonly AbiType[] = [], values: readonly AbiValue[] = []): Hex {
  if (!/^0x[0-9a-fA-F]{8}$/.test(selector)) throw new TypeError(`bad selector ${selector}`);
  return `${selector.toLowerCase()}${encodeArgs(types, values)}` as Hex;
}

/** Splits return data into 32-byte words as unsigned integers. */
export function decodeWords(data: string): bigint[] {
  const body = strip0x(data);
  if (body.length % 64 !== 0 || !/^[0-9a-fA-F]*$/.test(body)) {
    throw new TypeError(`return data is not whole words (${body.length / 2} bytes)`);
  }
  const words: bigint[] = [];
  for (let i = 0; i < body.length; i += 64) words.push(BigInt(`0x${body.slice(i, i + 64)}`));
  return words;
}

/** The address held in the low 20 bytes of a word. */
export function wordToAddress(word: bigint): Hex {
  return `0x${(word & ((1n << 160n) - 1n)).toString(16).padStart(40, '0')}` as Hex;
}

/** Decodes a `uint256[]` return value (the router's getAmountsOut). */
export function decodeUintArray(data: string): bigint[] {
  const words = decodeWords(data);
  const offset = Number(words[0] ?? 0n) / 32;
  const length = Number(words[offset] ?? -1n);
  if (!Number.isInteger(offset) || length < 0 || offset + 1 + length > words.length) {
    throw new TypeError('malformed dynamic array');
  }
  return words.slice(offset + 1, offset + 1 + length);
}
