/** The few ABI encodings the risk report needs: addresses and uints as 32-byte words. */

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
export const DEAD_ADDRESS = '0x000000000000000000000000000000000000dead';

/** Burn sinks: tokens held here are out of circulation and never count as a holder's share. */
export const BURN_ADDRESSES: readonly string[] = [ZERO_ADDRESS, DEAD_ADDRESS];

export function isAddress(value: string): boolean {
  return /^0x[0-9a-fA-F]{40}$/.test(value);
}

/** `address` left-padded to a 32-byte word (64 hex digits, no 0x). */
export function addressWord(address: string): string {
  return address.toLowerCase().replace(/^0x/, '').padStart(64, '0');
}

/** Call data: a 4-byte selector (no 0x) followed by address arguments. */
export function callData(selector: string, ...addresses: string[]): string {
  return `0x${selector}${addresses.map(addressWord).join('')}`;
}

/** Splits an ABI return blob into 32-byte words (hex, no 0x); an empty answer gives none. */
export function words(hex: string): string[] {
  const body = hex.replace(/^0x/, '');
  const out: string[] = [];
  for (let i = 0; i + 64 <= body.length; i += 64) out.push(body.slice(i, i + 64));
  return out;
}

/** The address in the low 20 bytes of a word, or null when the high 12 bytes are not zero. */
export function wordToAddress(word: string | undefined): string | null {
  if (word?.length !== 64 || !/^0{24}/.test(word)) return null;
  return `0x${word.slice(24)}`.toLowerCase();
}

export function wordToBigInt(word: string | undefined): bigint | null {
  if (!word || !/^[0-9a-fA-F]{64}$/.test(word)) return null;
  return BigInt(`0x${word}`);
}

/** `amount` of `decimals`-digit units as a float (fine for shares and display, not for accounting). */
export function toUnits(amount: bigint, decimals: number): number {
  return Number(amount) / 10 ** decimals;
}

/** `part / whole` as a fraction in [0, 1] rounded to 6 places; 0 when `whole` is 0. */
export function share(part: bigint, whole: bigint): number {
  if (whole <= 0n) return 0;
  const ppm = (part * 1_000_000n) / whole;
  return Math.min(1, Number(ppm) / 1_000_000);
}
