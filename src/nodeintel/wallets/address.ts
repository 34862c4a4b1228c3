/**
 * EVM addresses as the wallet API takes and shows them. Stored lower-case (one spelling for
 * uniqueness and log-topic matching), shown with the EIP-55 mixed-case checksum. Input in one
 * case is accepted as is; mixed case must carry a correct checksum, because a wrong one means a
 * typo that would silently track somebody else.
 */
import { keccak256 } from './keccak.ts';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export type AddressCheck = { ok: true; address: string } | { ok: false; reason: string };

/** The EIP-55 spelling of a 20-byte hex address (any case in). */
export function toChecksumAddress(address: string): string {
  const lower = address.slice(2).toLowerCase();
  const hash = keccak256(new TextEncoder().encode(lower));
  let out = '0x';
  for (let i = 0; i < 40; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    const ch = lower[i]!;
    out += nibble >= 8 ? ch.toUpperCase() : ch;
  }
  return out;
}

/** Checks user input; returns the lower-case form to store. */
export function parseAddress(input: string): AddressCheck {
  if (!HEX_ADDRESS.test(input)) return { ok: false, reason: 'must be 0x followed by 40 hexadecimal characters' };
  const body = input.slice(2);
  const oneCase = body === body.toLowerCase() || body === body.toUpperCase();
  if (!oneCase && toChecksumAddress(input) !== input) {
    return { ok: false, reason: 'has an invalid EIP-55 checksum (mixed case that does not match); check for a typo' };
  }
  return { ok: true, address: `0x${body.toLowerCase()}` };
}

/** A 32-byte log topic holding an address (left-padded with zeros). */
export function addressTopic(address: string): string {
  return `0x${'0'.repeat(24)}${address.slice(2).toLowerCase()}`;
}

/** The address in an indexed topic, or null when the topic is not a padded address. */
export function topicAddress(topic: string): string | null {
  if (!/^0x0{24}[0-9a-fA-F]{40}$/.test(topic)) return null;
  return `0x${topic.slice(26).toLowerCase()}`;
}
