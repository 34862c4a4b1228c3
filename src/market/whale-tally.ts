/** Whale head counts and notional per side: what a snapshot says about whale positioning. */
import type { Side } from './types.ts';

export interface WhaleTally {
  long: number;
  short: number;
  longNotionalUsd: number;
  shortNotionalUsd: number;
}

export function tallyPositions(positions: Iterable<{ side: Side; sizeUsd: number }>): WhaleTally {
  const t: WhaleTally = { long: 0, short: 0, longNotionalUsd: 0, shortNotionalUsd: 0 };
  for (const p of positions) {
    if (p.side === 'long') {
      t.long++;
      t.longNotionalUsd += p.sizeUsd;
    } else {
      t.short++;
      t.shortNotionalUsd += p.sizeUsd;
    }
  }
  return t;
}
