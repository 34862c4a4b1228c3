/**
 * The honeypot check: one eth_call runs the checker contract's code, injected at a random address
 * with a native balance through the call's state override, so nothing is deployed and no funds
 * are needed. Random addresses for the checker, the caller and the transfer sink dodge per-address
 * allow and deny lists. When a swap fails and the node offers debug_traceCall, a second request
 * replays the same call with the callTracer to name the token's own revert reason.
 */
import { randomBytes } from 'node:crypto';
import { addressWord, type Hex, isAddress, normalizeAddress, strip0x, toQuantity, uintWord } from '../hex.ts';
import { CHECK_SELECTOR, CHECKER_RUNTIME_CODE } from './checker-code.ts';
import { type CheckerOutcome, decodeCheckerOutput, decodeRevertReason, type Verdict, verdictOf } from './result.ts';
import { type CallFrame, swapRevertReasons } from './trace.ts';

/** The JSON-RPC calls the check makes; the node connection's client satisfies it. */
export interface NodeRpc {
  call<T = unknown>(method: string, params: unknown[]): Promise<T>;
}

/** The V2 deployment a chain's check trades through. */
export interface HoneypotChain {
  router: string;
  factory: string;
  wrappedNative: string;
}

export interface HoneypotOptions {
  /** Native amount the simulated buy spends, in wei (default 0.1 native). */
  buyAmountWei?: bigint;
  /** Upper bound of the buy as a share of the pool's wrapped reserve, in basis points (default 100 = 1 %). */
  maxReserveBps?: number;
  /** Share of the bought tokens sent wallet-to-wallet, in basis points (default 100 = 1 %). */
  transferBps?: number;
  /** Whether the node serves debug_traceCall; undefined means "try it, tolerate a refusal". */
  canTrace?: boolean;
  /** Gas the whole simulation may use (default 15 M, under the usual 50 M RPC gas cap). */
  gasLimit?: bigint;
  /** Source of fresh random addresses (tests pin it). */
  randomAddress?: () => Hex;
}

export type HoneypotErrorKind = 'invalid_address' | 'not_a_contract' | 'simulation_reverted' | 'malformed_answer';

export class HoneypotError extends Error {
  constructor(
    readonly kind: HoneypotErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'HoneypotError';
  }
}

export type TraceUse = 'not_needed' | 'used' | 'unavailable' | 'disabled';

export interface HoneypotCheck {
  token: Hex;
  outcome: CheckerOutcome;
  /** Null when there was no pool to trade in. */
  verdict: Verdict | null;
  revertReasons: { buy: string | null; transfer: string | null; sell: string | null };
  /** The reasons as the router reported them, which masks a token's refusal. */
  routerRevertReasons: { buy: string | null; transfer: string | null; sell: string | null };
  /** Where the buy and sell reasons come from: the token's own frame (trace) or the router's answer. */
  reasonSource: 'trace' | 'router';
  trace: TraceUse;
  rpcCalls: number;
}

const DEFAULTS = { buyAmountWei: 10n ** 17n, maxReserveBps: 100, transferBps: 100, gasLimit: 15_000_000n };

function randomAddress(): Hex {
  return `0x${randomBytes(20).toString('hex')}`;
}

/** The call, block tag and state override that run the checker; the trace replays exactly these. */
export function checkerCall(chain: HoneypotChain, token: Hex, options: HoneypotOptions = {}) {
  const o = { ...DEFAULTS, ...options };
  const fresh = options.randomAddress ?? randomAddress;
  const checker = fresh();
  const data = `${CHECK_SELECTOR}${[chain.router, chain.factory, chain.wrappedNative, token, fresh()]
    .map(addressWord)
    .join('')}${uintWord(o.buyAmountWei)}${uintWord(o.maxReserveBps)}${uintWord(o.transferBps)}` as Hex;
  return {
    checker,
    tx: { from: fresh(), to: checker, data, gas: toQuantity(o.gasLimit) },
    overrides: { [checker]: { code: CHECKER_RUNTIME_CODE, balance: toQuantity(o.buyAmountWei) } },
  };
}

/** Runs the simulation for `tokenAddress` and draws the verdict. Node failures propagate. */
export async function checkHoneypot(
  rpc: NodeRpc,
  chain: HoneypotChain,
  tokenAddress: string,
  options: HoneypotOptions = {},
): Promise<HoneypotCheck> {
  if (!isAddress(tokenAddress)) throw new HoneypotError('invalid_address', 'not a 20-byte hex address');
  const token = normalizeAddress(tokenAddress);
  const { tx, overrides } = checkerCall(chain, token, options);
  // Both in flight at once: the code check only decides the answer, it need not gate the call.
  const [code, answer] = await Promise.all([
    rpc.call<string>('eth_getCode', [token, 'latest']),
    rpc.call<string>('eth_call', [tx, 'latest', overrides]).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
  ]);
  if (typeof code !== 'string' || strip0x(code).length === 0) {
    throw new HoneypotError('not_a_contract', `${token} has no contract code`);
  }
  if (!answer.ok) {
    // The checker catches every trading step, so a revert here means the router, factory or
    // wrapped-native address does not behave like a V2 deployment; anything else is the node's.
    if (isRevert(answer.error)) {
      throw new HoneypotError('simulation_reverted', `the simulation reverted: ${(answer.error as Error).message}`);
    }
    throw answer.error;
  }
  let outcome: CheckerOutcome;
  try {
    outcome = decodeCheckerOutput(String(answer.value));
  } catch (err) {
    throw new HoneypotError(
      'malformed_answer',
      `the node's eth_call answer is not the checker's: ${(err as Error).message}`,
    );
  }
  const routerReasons = {
    buy: outcome.buy.status === 'ok' ? null : decodeRevertReason(outcome.buy.revertData),
    transfer: outcome.transfer.status === 'failed' ? decodeRevertReason(outcome.transfer.revertData) : null,
    sell:
      outcome.sell.status === 'ok' || outcome.sell.status === 'not_run'
        ? null
        : decodeRevertReason(outcome.sell.revertData),
  };
  let rpcCalls = 2;
  let trace: TraceUse = 'not_needed';
  let reasons = routerReasons;
  let reasonSource: HoneypotCheck['reasonSource'] = 'router';
  const swapFailed = outcome.buy.status === 'failed' || outcome.sell.status === 'failed';
  if (swapFailed && options.canTrace === false) trace = 'disabled';
  else if (swapFailed) {
    rpcCalls++;
    const inner = await traceSwapReasons(rpc, chain, tx, overrides, outcome.blockNumber);
    if (inner) {
      trace = 'used';
      reasonSource = 'trace';
      reasons = {
        buy: inner.buy ?? routerReasons.buy,
        transfer: routerReasons.transfer,
        sell: inner.sell ?? routerReasons.sell,
      };
    } else trace = 'unavailable';
  }
  const verdict = outcome.pool === 'found' ? verdictOf(outcome, reasons) : null;
  return {
    token,
    outcome,
    verdict,
    revertReasons: reasons,
    routerRevertReasons: routerReasons,
    reasonSource,
    trace,
    rpcCalls,
  };
}

/** Replays the call under callTracer; null when the node refuses or answers something else. */
async function traceSwapReasons(
  rpc: NodeRpc,
  chain: HoneypotChain,
  tx: object,
  overrides: object,
  blockNumber: bigint,
): Promise<{ buy: string | null; sell: string | null } | null> {
  try {
    const root = await rpc.call<CallFrame>('debug_traceCall', [
      tx,
      toQuantity(blockNumber),
      { tracer: 'callTracer', stateOverrides: overrides },
    ]);
    if (!root || typeof root !== 'object') return null;
    return swapRevertReasons(root, chain.router);
  } catch {
    // No debug API (the default on many nodes) or a pruned block: the router's reason stands.
    return null;
  }
}

/** A JSON-RPC execution error (geth code 3 or -32000 with "revert"), as opposed to a transport failure. */
function isRevert(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown };
  return e?.code === 3 || (typeof e?.message === 'string' && /revert/i.test(e.message) && typeof e.code === 'number');
}
