/**
 * Keeps the largest pools by TVL while the yields document streams past: a min-heap of at most
 * `limit` pools, so memory holds `limit` pools whatever the document's size (~15-20k pools), and
 * each offer costs O(log limit).
 */
import type { YieldPool } from '../../market/types.ts';

/** Larger TVL first; equal TVLs in pool-id order, so the selection does not depend on document order. */
export function poolOrder(a: YieldPool, b: YieldPool): number {
  if (a.tvlUsd !== b.tvlUsd) return b.tvlUsd - a.tvlUsd;
  return a.pool < b.pool ? -1 : a.pool > b.pool ? 1 : 0;
}

export class TopPools {
  /** heap[0] is the pool that would leave first (the smallest kept). */
  private readonly heap: YieldPool[] = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
  }

  get size(): number {
    return this.heap.length;
  }

  offer(pool: YieldPool): void {
    const heap = this.heap;
    if (heap.length < this.limit) {
      heap.push(pool);
      this.siftUp(heap.length - 1);
    } else if (poolOrder(pool, heap[0]) < 0) {
      heap[0] = pool;
      this.siftDown(0);
    }
  }

  /** The kept pools, largest first. */
  sorted(): YieldPool[] {
    return [...this.heap].sort(poolOrder);
  }

  /** True when `a` should sit above `b` in the heap: `a` ranks after `b`. */
  private above(a: YieldPool, b: YieldPool): boolean {
    return poolOrder(a, b) > 0;
  }

  private siftUp(at: number): void {
    const heap = this.heap;
    let i = at;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.above(heap[i], heap[parent])) break;
      [heap[i], heap[parent]] = [heap[parent], heap[i]];
      i = parent;
    }
  }

  private siftDown(at: number): void {
    const heap = this.heap;
    let i = at;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let top = i;
      if (left < heap.length && this.above(heap[left], heap[top])) top = left;
      if (right < heap.length && this.above(heap[right], heap[top])) top = right;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top], heap[i]];
      i = top;
    }
  }
}
