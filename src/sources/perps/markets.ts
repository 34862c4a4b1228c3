/**
 * From a venue's base-asset field to our canonical symbol, and one instrument per symbol.
 *
 * Venues list low-priced assets as multiplied contracts whose quoted unit is 1,000 (or 10^n)
 * tokens: Binance `1000PEPEUSDT` (base "1000PEPE"), `1000000MOGUSDT`, Bybit `SHIB1000USDT`
 * (base "SHIB1000"). The multiplier is read from the base field itself (a power of ten of at
 * least 1,000 before or after the ticker), so a new listing needs no code change.
 */
import { normaliseSymbol } from '../../market/symbols.ts';
import type { VenueMarket } from '../types.ts';

const LEADING_MULTIPLIER = /^(10{3,})([A-Z][A-Z0-9]*)$/;
const TRAILING_MULTIPLIER = /^([A-Z][A-Z0-9]*?[A-Z])(10{3,})$/;

/** "1000PEPE" → PEPE × 1000; "SHIB1000" → SHIB × 1000; "1INCH" and "BTC" are left alone. */
export function splitMultiplier(base: string): { asset: string; multiplier: number } {
  const upper = base.toUpperCase();
  const leading = LEADING_MULTIPLIER.exec(upper);
  if (leading) return { asset: leading[2], multiplier: Number(leading[1]) };
  const trailing = TRAILING_MULTIPLIER.exec(upper);
  if (trailing) return { asset: trailing[1], multiplier: Number(trailing[2]) };
  return { asset: upper, multiplier: 1 };
}

/**
 * The canonical symbol of a venue base field, with the multiplier it carried. Written as a
 * "BASE/USDT" pair so normaliseSymbol strips nothing from a base that merely ends in quote-like
 * letters; renames (MATIC → POL) still apply.
 */
export function canonicalFromBase(base: string): { symbol: string; multiplier: number } | null {
  const { asset, multiplier } = splitMultiplier(base);
  const symbol = normaliseSymbol(`${asset}/USDT`);
  return symbol === null ? null : { symbol, multiplier };
}

/**
 * Open interest of some instruments in asset units, for choosing between duplicates; a venue
 * adapter answers it with its cheapest call. Instruments it cannot size are left out.
 */
export type SizeLookup = (instruments: string[]) => Promise<Map<string, number>>;

/**
 * One instrument per symbol. When a venue lists two contracts that normalise to the same
 * symbol (a plain and a 1000× contract, or an old and a renamed ticker), keep the one with
 * multiplier 1; if that still leaves several, the one with the larger open interest (asked
 * only for those ties); equal or unknown sizes fall back to the instrument id, so the choice is
 * stable from one refresh to the next.
 */
export async function onePerSymbol(candidates: VenueMarket[], sizeOf: SizeLookup): Promise<VenueMarket[]> {
  const bySymbol = new Map<string, VenueMarket[]>();
  for (const m of candidates) {
    const group = bySymbol.get(m.symbol);
    if (group) group.push(m);
    else bySymbol.set(m.symbol, [m]);
  }
  const ties: VenueMarket[][] = [];
  const chosen = new Map<string, VenueMarket>();
  for (const [symbol, group] of bySymbol) {
    const plain = group.filter((m) => m.multiplier === 1);
    const pool = plain.length > 0 ? plain : group;
    if (pool.length === 1) chosen.set(symbol, pool[0]);
    else ties.push(pool);
  }
  if (ties.length > 0) {
    const sizes = await sizeOf(ties.flat().map((m) => m.instrument));
    for (const pool of ties) {
      const ranked = [...pool].sort(
        (a, b) =>
          (sizes.get(b.instrument) ?? -1) - (sizes.get(a.instrument) ?? -1) || a.instrument.localeCompare(b.instrument),
      );
      chosen.set(ranked[0].symbol, ranked[0]);
    }
  }
  // Keep the venue's own order, which is what callers and tests see.
  return candidates.filter((m) => chosen.get(m.symbol) === m);
}
