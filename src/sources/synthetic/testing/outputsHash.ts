/** A digest over a fixed battery of outputs, computed identically in any process. */

import { createHash } from 'node:crypto';
import { ONCHAIN_PARTS } from '../../../market/types.ts';
import { createSyntheticView } from '../index.ts';

export const FIXED_NOW = Date.UTC(2026, 2, 14, 9, 26, 53, 589);

export async function fixedOutputsHash(): Promise<string> {
  const view = createSyntheticView({ now: () => FIXED_NOW });
  const day = 86_400_000;
  const parts: unknown[] = [];
  for (const symbol of view.symbols()) {
    parts.push(await view.candles(symbol, '1h', FIXED_NOW - 3 * day, FIXED_NOW));
    parts.push(await view.candles(symbol, '1m', FIXED_NOW - 2 * 3_600_000, FIXED_NOW));
    parts.push(await view.snapshot(symbol, FIXED_NOW - 5 * day));
    parts.push(await view.derivativesHistory(symbol, 'okx', FIXED_NOW - 2 * day, FIXED_NOW, 3_600_000));
    parts.push(await view.assetOnchain(symbol, FIXED_NOW));
  }
  parts.push(await view.whaleEvents({ from: FIXED_NOW - 7 * day, to: FIXED_NOW, limit: 300 }));
  parts.push(await view.whalePositions(FIXED_NOW));
  parts.push(await view.whales(FIXED_NOW));
  for (const part of ONCHAIN_PARTS) parts.push(await view.onchain(part, FIXED_NOW));
  parts.push(await view.optionsSummary('TEST_ETH', FIXED_NOW));
  parts.push(await view.optionsFlow('TEST_ETH', FIXED_NOW - day, FIXED_NOW));
  parts.push(await view.etfFlows('BTC', FIXED_NOW - 30 * day, FIXED_NOW));
  parts.push(await view.news(FIXED_NOW - 10 * day, FIXED_NOW));
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
