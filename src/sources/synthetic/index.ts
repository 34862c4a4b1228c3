/**
 * The deterministic sandbox market world: a pure function of (seed, symbol, time).
 *
 * Ordering: whale events are newest first (as the contract requires); every other series
 * (candles, derivatives history, options, ETF days, news) is oldest first. News filtered by
 * symbol still includes market-wide macro items (their `symbols` is empty). An `at` outside the
 * visible history [now() - SANDBOX_HISTORY_MS, now()] is clamped into it. The Accumulator and
 * Distributor count their trades from 2025-01-01 (ACCUMULATION_EPOCH) and are idle before it.
 */

export { TEST_SYMBOLS } from './assets.ts';
export { ACCUMULATION_EPOCH, TEST_WHALES, type TestWhaleLabel } from './testWhales.ts';
export { createSyntheticView, SANDBOX_HISTORY_MS, SANDBOX_SEED, type SyntheticViewOptions } from './view.ts';
