/**
 * Picks the market a request reads: the synthetic world on the account's sandbox clock for
 * sandbox keys, the collected tables for production keys. Both are the same MarketView.
 */
import type { AuthContext } from '../platform/auth/types.ts';
import type { AppContext } from '../platform/context.ts';
import { createSyntheticView } from '../sources/synthetic/index.ts';
import type { MarketView } from './types.ts';

export interface World {
  view: MarketView;
  /** The instant the request is answered as of: the sandbox clock, or real time. */
  nowMs: number;
}

export async function worldFor(ctx: AppContext, auth: AuthContext): Promise<World> {
  if (auth.environment === 'production') return { view: ctx.productionView, nowMs: ctx.now() };
  const clock = ctx.sandbox.nowOf(auth.accountId);
  const nowMs = typeof clock === 'number' ? clock : await clock;
  return { view: createSyntheticView({ now: nowMs }), nowMs };
}
