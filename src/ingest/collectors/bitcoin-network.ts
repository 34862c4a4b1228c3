/**
 * The Bitcoin network from mempool.space: one reading per cycle, stored as the on-chain part
 * `bitcoin`. A required figure that is missing or invalid fails the cycle (nothing is written, the
 * last good reading stays); an optional one left out is stored as null and logged.
 */
import { writeOnchainPart } from '../../market/production-store.ts';
import { fetchBitcoinNetwork } from '../../sources/mempool/index.ts';
import type { IngestContext } from '../context.ts';
import type { CycleResult } from '../cycle.ts';

export async function collectBitcoinNetwork(ctx: IngestContext): Promise<CycleResult> {
  const up = ctx.upstreams.mempool;
  const { value, gaps } = await fetchBitcoinNetwork(up);
  for (const gap of gaps) {
    ctx.log.warn({ upstream: up.name, figure: gap.figure }, `bitcoin network: ${gap.figure} left null: ${gap.reason}`);
  }
  await writeOnchainPart(ctx.db, 'bitcoin', ctx.now(), value);
  const missing = gaps.length > 0 ? `; without ${gaps.map((g) => g.figure).join(', ')}` : '';
  return {
    items: 1,
    skipped: gaps.length,
    summary: `bitcoin network: height ${value.blockHeight}, ${value.hashrateEhs.toFixed(1)} EH/s, fastest fee ${value.fees.fastest} sat/vB${missing}`,
  };
}
