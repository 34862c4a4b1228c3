/**
 * Keccak-256 as Ethereum uses it (the original Keccak padding 0x01, not SHA3's 0x06), which
 * Node's crypto does not offer. Only short inputs are hashed here (addresses for EIP-55
 * checksums), so 64-bit lanes as BigInt are fast enough and keep the permutation readable.
 */

const MASK = (1n << 64n) - 1n;

/** Round constants of Keccak-f[1600], from its LFSR (computed once rather than listed). */
const ROUND_CONSTANTS: bigint[] = (() => {
  const out: bigint[] = [];
  let r = 1;
  const step = () => {
    const bit = r & 1;
    r = r & 0x80 ? ((r << 1) ^ 0x71) & 0xff : (r << 1) & 0xff;
    return bit;
  };
  for (let round = 0; round < 24; round++) {
    let c = 0n;
    for (let j = 0; j < 7; j++) if (step()) c |= 1n << BigInt((1 << j) - 1);
    out.push(c);
  }
  return out;
})();

/** Rotation offsets and the pi lane order, walked along the (x, y) → (y, 2x + 3y) orbit. */
const ROTATIONS = new Array<number>(25).fill(0);
const PI_TARGET = new Array<number>(25).fill(0);
(() => {
  let x = 1;
  let y = 0;
  for (let t = 0; t < 24; t++) {
    ROTATIONS[x + 5 * y] = (((t + 1) * (t + 2)) / 2) % 64;
    [x, y] = [y, (2 * x + 3 * y) % 5];
  }
  for (let x0 = 0; x0 < 5; x0++)
    for (let y0 = 0; y0 < 5; y0++) PI_TARGET[x0 + 5 * y0] = y0 + 5 * ((2 * x0 + 3 * y0) % 5);
})();

function rotl(v: bigint, n: number): bigint {
  if (n === 0) return v;
  return ((v << BigInt(n)) | (v >> BigInt(64 - n))) & MASK;
}

function permute(s: bigint[]): void {
  const c = new Array<bigint>(5);
  const b = new Array<bigint>(25);
  for (let round = 0; round < 24; round++) {
    for (let x = 0; x < 5; x++) c[x] = s[x]! ^ s[x + 5]! ^ s[x + 10]! ^ s[x + 15]! ^ s[x + 20]!;
    for (let x = 0; x < 5; x++) {
      const d = c[(x + 4) % 5]! ^ rotl(c[(x + 1) % 5]!, 1);
      for (let y = 0; y < 25; y += 5) s[x + y] = s[x + y]! ^ d;
    }
    for (let i = 0; i < 25; i++) b[PI_TARGET[i]!] = rotl(s[i]!, ROTATIONS[i]!);
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) s[x + y] = b[x + y]! ^ (~b[((x + 1) % 5) + y]! & MASK & b[((x + 2) % 5) + y]!);
    }
    s[0] = s[0]! ^ ROUND_CONSTANTS[round]!;
  }
}

/** Keccak-256 of `data`, 32 bytes. */
export function keccak256(data: Uint8Array): Uint8Array {
  const rate = 136;
  const padded = new Uint8Array(Math.ceil((data.length + 1) / rate) * rate);
  padded.set(data);
  padded[data.length]! ^= 0x01;
  padded[padded.length - 1]! ^= 0x80;
  const s = new Array<bigint>(25).fill(0n);
  for (let off = 0; off < padded.length; off += rate) {
    for (let i = 0; i < rate / 8; i++) {
      let lane = 0n;
      for (let k = 7; k >= 0; k--) lane = (lane << 8n) | BigInt(padded[off + i * 8 + k]!);
      s[i] = s[i]! ^ lane;
    }
    permute(s);
  }
  const out = new Uint8Array(32);
  for (let i = 0; i < 4; i++) {
    let lane = s[i]!;
    for (let k = 0; k < 8; k++) {
      out[i * 8 + k] = Number(lane & 0xffn);
      lane >>= 8n;
    }
  }
  return out;
}

export function keccak256Hex(text: string): string {
  return Buffer.from(keccak256(new TextEncoder().encode(text))).toString('hex');
}
