/**
 * Integer hashing that stands in for a random generator. Every value in the synthetic world is
 * a hash of (seed, stream, slot), so any instant can be computed directly and identically in
 * every process; only Math.imul and 32-bit integer ops are involved.
 */

const TWO_32 = 4294967296;

/** murmur3 finaliser: cheap and avalanches well enough for visual and statistical realism. */
export function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a over UTF-16 code units, then finalised; used once per stream name, never per sample. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return fmix(h);
}

/** Combine a stream key with an integer slot (any safe integer, possibly negative). */
export function hashSlot(key: number, slot: number): number {
  const lo = slot | 0;
  const hi = Math.floor(slot / TWO_32) | 0;
  return fmix(fmix(key ^ Math.imul(hi, 0x27d4eb2d)) ^ lo);
}

/** Uniform in [0, 1). */
export function unit(key: number, slot: number): number {
  return hashSlot(key, slot) / TWO_32;
}

/** Uniform in [0, 1) for a second independent draw of the same slot. */
export function unit2(key: number, slot: number): number {
  return fmix(hashSlot(key, slot) ^ 0x5bd1e995) / TWO_32;
}

/**
 * Approximately standard normal (sum of three uniforms, rescaled). Bounded tails keep the world
 * free of absurd outliers while still looking bell-shaped.
 */
export function gauss(key: number, slot: number): number {
  const h = hashSlot(key, slot);
  const a = (h & 0x3ff) / 1024;
  const b = ((h >>> 10) & 0x3ff) / 1024;
  const c = ((h >>> 20) & 0x3ff) / 1024;
  return (a + b + c - 1.5) * 2;
}

/** Derive a sub-key so one stream can own several independent sequences. */
export function subKey(key: number, tag: string): number {
  return fmix(key ^ hashString(tag));
}

/**
 * Smooth value noise with unit variance at the knots: knots every `periodMs`, smoothstep between
 * them so the curve has no kinks at knot boundaries.
 */
export function valueNoise(key: number, t: number, periodMs: number): number {
  const x = t / periodMs;
  const i = Math.floor(x);
  const f = x - i;
  const a = gauss(key, i);
  const b = gauss(key, i + 1);
  return a + (b - a) * f * f * (3 - 2 * f);
}

export function round(x: number, decimals: number): number {
  const m = 10 ** decimals;
  return Math.round(x * m) / m;
}

/** Round to a number of significant digits, for figures whose magnitude varies widely. */
export function roundSig(x: number, digits: number): number {
  if (x === 0 || !Number.isFinite(x)) return x;
  const d = digits - 1 - Math.floor(Math.log10(Math.abs(x)));
  return d >= 0 ? round(x, Math.min(d, 12)) : Math.round(x / 10 ** -d) * 10 ** -d;
}

export function clamp(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, x));
}
