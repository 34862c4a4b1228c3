/**
 * POST /info on api.hyperliquid.xyz: every read of account state and market contexts. The venue
 * budgets by weight (1200 per minute per IP, one bucket for all REST reads); the weights below
 * are its published ones, and list answers cost extra once their length is known.
 */
import type { Upstream } from '../upstream/types.ts';
import { UpstreamError } from '../upstream/types.ts';
import { ShapeError } from './wire.ts';

export const INFO_WEIGHTS = {
  clearinghouseState: 2,
  metaAndAssetCtxs: 20,
  userFillsByTime: 20,
} as const;

export type InfoType = keyof typeof INFO_WEIGHTS;

/** userFillsByTime and similar list reads cost one more per this many items returned. */
export const ITEMS_PER_EXTRA_WEIGHT = 20;

export const INFO_BUCKET = 'default';

/** Sends one info request and returns the raw JSON answer. */
export function postInfo(info: Upstream, type: InfoType, fields: Record<string, unknown> = {}): Promise<unknown> {
  return info.json({
    method: 'POST',
    path: '/info',
    body: { type, ...fields },
    weight: INFO_WEIGHTS[type],
    bucket: INFO_BUCKET,
    label: type,
  });
}

/** Runs a pure parser over an answer, turning a wrong overall shape into UpstreamError 'malformed'. */
export function readAnswer<T>(info: Upstream, type: InfoType, parse: () => T): T {
  try {
    return parse();
  } catch (err) {
    if (err instanceof ShapeError) throw new UpstreamError(info.name, 'malformed', `${type}: ${err.message}`);
    throw err;
  }
}
