/**
 * Pure decoding of the checker's answer and the verdict drawn from it. The numbers array layout
 * and the status codes mirror the constants in Checker.sol.
 */
import { decodeWords, type Hex, strip0x, wordToAddress } from '../hex.ts';

/** Positions in the checker's numbers array (Checker.sol). */
const N = {
  pair: 0,
  reserveToken: 1,
  reserveWrapped: 2,
  buyIn: 3,
  buyExpected: 4,
  buyReceived: 5,
  buyGas: 6,
  transferSent: 7,
  transferReceived: 8,
  transferGas: 9,
  sellIn: 10,
  sellExpected: 11,
  sellReceived: 12,
  sellGas: 13,
  poolStatus: 14,
  buyStatus: 15,
  transferStatus: 16,
  sellStatus: 17,
  blockNumber: 18,
} as const;
const COUNT = 19;

export type PoolStatus = 'found' | 'no_pair' | 'no_liquidity';
export type StepStatus = 'not_run' | 'ok' | 'quote_failed' | 'failed' | 'approve_failed';
const POOL_STATUS: readonly PoolStatus[] = ['found', 'no_pair', 'no_liquidity'];
const STEP_STATUS: readonly StepStatus[] = ['not_run', 'ok', 'quote_failed', 'failed', 'approve_failed'];

export interface CheckerOutcome {
  /** The block whose state the simulation ran on. */
  blockNumber: bigint;
  pair: Hex;
  pool: PoolStatus;
  reserves: { token: bigint; wrapped: bigint };
  buy: { status: StepStatus; amountIn: bigint; expected: bigint; received: bigint; gas: bigint; revertData: Hex };
  transfer: { status: StepStatus; sent: bigint; received: bigint; gas: bigint; revertData: Hex };
  sell: { status: StepStatus; amountIn: bigint; expected: bigint; received: bigint; gas: bigint; revertData: Hex };
}

function statusOf<T>(table: readonly T[], code: bigint, what: string): T {
  const status = code < BigInt(table.length) ? table[Number(code)] : undefined;
  if (status === undefined) throw new TypeError(`unknown ${what} status ${code}`);
  return status;
}

/** Reads one `bytes` value whose head word sits at `headIndex` in the return data. */
function dynamicBytes(body: string, words: bigint[], headIndex: number): Hex {
  const offset = Number(words[headIndex] ?? -1n);
  const start = offset * 2;
  if (!Number.isSafeInteger(offset) || offset < 0 || offset % 32 !== 0 || start + 64 > body.length) {
    throw new TypeError('bytes offset out of range');
  }
  const length = Number(BigInt(`0x${body.slice(start, start + 64)}`));
  if (!Number.isSafeInteger(length) || start + 64 + length * 2 > body.length)
    throw new TypeError('bytes length out of range');
  return `0x${body.slice(start + 64, start + 64 + length * 2)}`;
}

/** Decodes `check`'s return value: (uint256[] numbers, bytes buyError, bytes transferError, bytes sellError). */
export function decodeCheckerOutput(data: string): CheckerOutcome {
  const body = strip0x(data).toLowerCase();
  const words = decodeWords(body);
  if (words.length < 4) throw new TypeError('checker answer too short');
  const arrayAt = Number(words[0]) / 32;
  if (!Number.isInteger(arrayAt) || words[arrayAt] !== BigInt(COUNT))
    throw new TypeError('checker numbers array malformed');
  const n = words.slice(arrayAt + 1, arrayAt + 1 + COUNT);
  if (n.length !== COUNT) throw new TypeError('checker numbers array truncated');
  const at = (key: keyof typeof N) => n[N[key]]!;
  return {
    blockNumber: at('blockNumber'),
    pair: wordToAddress(at('pair')),
    pool: statusOf(POOL_STATUS, at('poolStatus'), 'pool'),
    reserves: { token: at('reserveToken'), wrapped: at('reserveWrapped') },
    buy: {
      status: statusOf(STEP_STATUS, at('buyStatus'), 'buy'),
      amountIn: at('buyIn'),
      expected: at('buyExpected'),
      received: at('buyReceived'),
      gas: at('buyGas'),
      revertData: dynamicBytes(body, words, 1),
    },
    transfer: {
      status: statusOf(STEP_STATUS, at('transferStatus'), 'transfer'),
      sent: at('transferSent'),
      received: at('transferReceived'),
      gas: at('transferGas'),
      revertData: dynamicBytes(body, words, 2),
    },
    sell: {
      status: statusOf(STEP_STATUS, at('sellStatus'), 'sell'),
      amountIn: at('sellIn'),
      expected: at('sellExpected'),
      received: at('sellReceived'),
      gas: at('sellGas'),
      revertData: dynamicBytes(body, words, 3),
    },
  };
}

const ERROR_STRING = '08c379a0';
const PANIC = '4e487b71';

/**
 * Human-readable revert reason: Error(string) text, Panic(uint256) code, a custom error's
 * selector, or null when the revert carried no data.
 */
export function decodeRevertReason(data: string): string | null {
  const body = strip0x(data).toLowerCase();
  if (body.length === 0) return null;
  const selector = body.slice(0, 8);
  try {
    if (selector === ERROR_STRING) {
      const words = decodeWords(body.slice(8));
      const offset = Number(words[0]) * 2;
      const length = Number(BigInt(`0x${body.slice(8 + offset, 8 + offset + 64)}`));
      const start = 8 + offset + 64;
      if (!Number.isSafeInteger(length) || start + length * 2 > body.length) throw new TypeError('string out of range');
      return Buffer.from(body.slice(start, start + length * 2), 'hex').toString('utf8');
    }
    if (selector === PANIC && body.length === 8 + 64) return `panic 0x${BigInt(`0x${body.slice(8)}`).toString(16)}`;
  } catch {
    // Not a well-formed standard error: fall through and report its selector.
  }
  return body.length >= 8 ? `custom error 0x${selector}` : `unrecognised revert data 0x${body}`;
}

/** Share lost between what was due and what arrived, in [0, 1]; null when nothing was due. */
export function lossFraction(expected: bigint, received: bigint): number | null {
  if (expected <= 0n) return null;
  if (received >= expected) return 0;
  // Six decimals, rounded half up: a token's own integer division leaves a wei of dust that
  // would otherwise show a 5 % tax as 4.9999 %.
  return Number(((expected - received) * 2_000_000n + expected) / (2n * expected)) / 1_000_000;
}

/** Tax above which a trade keeps too little to be worth anything (honeypot.is and Token Sniffer's extreme-fee line sit at 30-50 %). */
export const EXTREME_TAX = 0.5;

export type HoneypotReasonCode =
  | 'buy_failed'
  | 'sell_failed'
  | 'approve_failed'
  | 'sell_quote_failed'
  | 'nothing_received_on_buy'
  | 'nothing_received_on_sell'
  | 'extreme_buy_tax'
  | 'extreme_sell_tax';

export interface Verdict {
  isHoneypot: boolean;
  reasonCode: HoneypotReasonCode | null;
  reason: string | null;
  buyTax: number | null;
  sellTax: number | null;
  transferTax: number | null;
  transferBlocked: boolean;
}

/**
 * The verdict from the outcome of a simulation whose pool was found. `revertReasons` are the
 * best known reasons for each failed step (the inner token reason when a trace revealed it).
 */
export function verdictOf(
  outcome: CheckerOutcome,
  revertReasons: { buy?: string | null; transfer?: string | null; sell?: string | null } = {},
): Verdict {
  const { buy, transfer, sell } = outcome;
  const buyTax = buy.status === 'ok' ? lossFraction(buy.expected, buy.received) : null;
  const transferTax = transfer.status === 'ok' ? lossFraction(transfer.sent, transfer.received) : null;
  const sellTax = sell.status === 'ok' ? lossFraction(sell.expected, sell.received) : null;
  const base = { buyTax, sellTax, transferTax, transferBlocked: transfer.status === 'failed' };
  const because = (code: HoneypotReasonCode, text: string, detail?: string | null): Verdict => ({
    ...base,
    isHoneypot: true,
    reasonCode: code,
    reason: detail ? `${text}: ${detail}` : text,
  });
  if (buy.status !== 'ok') return because('buy_failed', 'buying through the router fails', revertReasons.buy);
  if (buy.received === 0n) return because('nothing_received_on_buy', 'a buy delivers no tokens');
  if (sell.status === 'approve_failed')
    return because('approve_failed', 'approving the router fails', revertReasons.sell);
  if (sell.status === 'quote_failed')
    return because('sell_quote_failed', 'the router cannot quote a sell', revertReasons.sell);
  if (sell.status !== 'ok') return because('sell_failed', 'selling through the router fails', revertReasons.sell);
  if (sell.received === 0n) return because('nothing_received_on_sell', 'a sell returns nothing');
  if (sellTax !== null && sellTax >= EXTREME_TAX) return because('extreme_sell_tax', `sell tax ${percent(sellTax)}`);
  if (buyTax !== null && buyTax >= EXTREME_TAX) return because('extreme_buy_tax', `buy tax ${percent(buyTax)}`);
  return { ...base, isHoneypot: false, reasonCode: null, reason: null };
}

function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(2)} %`;
}

/** Risk band from taxes for a token that is not a honeypot (high above 10 %, medium above 5 %). */
export function taxRisk(verdict: Verdict): 'honeypot' | 'high' | 'medium' | 'low' {
  if (verdict.isHoneypot) return 'honeypot';
  const worst = Math.max(verdict.buyTax ?? 0, verdict.sellTax ?? 0, verdict.transferTax ?? 0);
  if (worst > 0.1) return 'high';
  if (worst > 0.05 || verdict.transferBlocked) return 'medium';
  return 'low';
}
