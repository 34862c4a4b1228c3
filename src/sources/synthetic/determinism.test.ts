import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runGroup } from '../../../test/helpers/process-group.ts';
import { ONCHAIN_PARTS } from '../../market/types.ts';
import { createSyntheticView, SANDBOX_SEED } from './index.ts';
import { FIXED_NOW, fixedOutputsHash } from './testing/outputsHash.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T = Date.UTC(2026, 4, 10, 17, 3, 21, 123);

async function battery(view: ReturnType<typeof createSyntheticView>, at: number) {
  return JSON.stringify([
    // Ends one interval early: the candle containing `at` is still forming on the earlier clock.
    await view.candles('TEST_ETH', '15m', at - DAY, at - 15 * 60_000),
    await view.snapshot('TEST_BTC', at),
    await view.derivatives('TEST_SOL', at),
    await view.whaleEvents({ from: at - 2 * DAY, to: at, limit: 100 }),
    await view.whalePositions(at, 'TEST_BTC'),
    ...(await Promise.all(ONCHAIN_PARTS.map((part) => view.onchain(part, at)))),
    await view.optionsSummary('TEST_BTC', at),
    await view.assetOnchain('TEST_OP', at),
    await view.news(at - DAY, at),
  ]);
}

describe('determinism', () => {
  it('gives identical JSON for identical inputs', async () => {
    const a = createSyntheticView({ now: () => T });
    const b = createSyntheticView({ seed: SANDBOX_SEED, now: () => T });
    expect(await battery(a, T)).toBe(await battery(b, T));
  });

  it('depends on the seed', async () => {
    const a = createSyntheticView({ now: () => T });
    const b = createSyntheticView({ seed: 'another-seed', now: () => T });
    const [pa, pb] = [await a.snapshot('TEST_BTC', T), await b.snapshot('TEST_BTC', T)];
    expect(pa.price).not.toBe(pb.price);
  });

  it('shows the same instant identically to accounts with different clocks', async () => {
    const early = createSyntheticView({ now: () => T });
    const late = createSyntheticView({ now: () => T + 40 * DAY + 12_345 });
    expect(await battery(late, T)).toBe(await battery(early, T));
    // Candles that are complete on both clocks are the same whatever range they were asked in.
    const c1 = await early.candles('TEST_BTC', '1h', T - 10 * DAY, T);
    const c2 = await late.candles('TEST_BTC', '1h', T - 30 * DAY, T + 10 * DAY);
    const complete = c1.filter((c) => c.t + HOUR <= T);
    expect(complete.length).toBeGreaterThan(200);
    const byT = new Map(c2.map((c) => [c.t, c]));
    for (const c of complete) expect(byT.get(c.t)).toEqual(c);
  });

  it('produces the same digest in a separate process', async () => {
    const local = await fixedOutputsHash();
    const script = fileURLToPath(new URL('./testing/print-hash.ts', import.meta.url));
    const child = await runGroup(process.execPath, ['--import', 'tsx', script]);
    expect(child.stdout.trim()).toBe(local);
    expect(local).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not depend on the wall clock', async () => {
    const view = createSyntheticView({ now: () => FIXED_NOW });
    const first = await view.snapshot('TEST_ARB', FIXED_NOW);
    await new Promise((r) => setTimeout(r, 15));
    expect(await view.snapshot('TEST_ARB', FIXED_NOW)).toEqual(first);
  });
});
