/**
 * Recovers a token's own revert reason from a callTracer trace. The V2 router moves tokens with
 * TransferHelper and the pair with _safeTransfer, so a token that refuses a transfer surfaces as
 * "TransferHelper: TRANSFER_FROM_FAILED" or "UniswapV2: TRANSFER_FAILED"; the trace still holds
 * the frame that really reverted, below the router's.
 */
import { decodeRevertReason } from './result.ts';

/** One frame of geth's callTracer output (the fields read here). */
export interface CallFrame {
  type?: string;
  from?: string;
  to?: string;
  input?: string;
  output?: string;
  error?: string;
  revertReason?: string;
  calls?: CallFrame[];
}

export const SWAP_SELECTOR = '0x5c11d795';

function reasonOf(frame: CallFrame): string | null {
  if (typeof frame.revertReason === 'string' && frame.revertReason !== '') return frame.revertReason;
  if (typeof frame.output === 'string') return decodeRevertReason(frame.output);
  return null;
}

/**
 * Follows the chain of failed frames down from `frame` and returns the deepest reason found: the
 * last failed child at each level is the one whose failure propagated (earlier ones were caught).
 */
export function innermostRevertReason(frame: CallFrame): string | null {
  const failedChild = [...(frame.calls ?? [])].reverse().find((c) => typeof c.error === 'string');
  const deeper = failedChild ? innermostRevertReason(failedChild) : null;
  return deeper ?? reasonOf(frame);
}

/**
 * The inner reasons for the failed buy and sell swaps the checker made: swaps are the router
 * calls with the swap selector, buy first and sell second; only failed ones are looked into.
 */
export function swapRevertReasons(root: CallFrame, router: string): { buy: string | null; sell: string | null } {
  const swaps = (root.calls ?? []).filter(
    (c) => c.to?.toLowerCase() === router.toLowerCase() && c.input?.toLowerCase().startsWith(SWAP_SELECTOR),
  );
  const inner = (frame: CallFrame | undefined) =>
    frame && typeof frame.error === 'string' ? innermostRevertReason(frame) : null;
  const [first, second] = swaps;
  return { buy: inner(first), sell: inner(second) };
}
