/**
 * The honeypot answer on the wire. Field names follow GoPlus and honeypot.is where they overlap
 * (buy_tax, sell_tax, transfer_tax as fractions like GoPlus, is_honeypot, honeypot_reason,
 * simulation_success/simulation_error like honeypot.is); amounts are integer strings in the
 * token's or the native coin's smallest unit, since they overflow a JSON number.
 */
import type { HoneypotChain, HoneypotCheck } from './check.ts';
import { taxRisk } from './result.ts';

export interface HoneypotReport {
  token: string;
  block_number: number;
  is_honeypot: boolean | null;
  honeypot_reason: string | null;
  honeypot_reason_code: string | null;
  risk: 'honeypot' | 'high' | 'medium' | 'low' | 'unknown';
  buy_tax: number | null;
  sell_tax: number | null;
  transfer_tax: number | null;
  cannot_buy: boolean | null;
  cannot_sell: boolean | null;
  transfer_blocked: boolean | null;
  gas: { buy: number | null; transfer: number | null; sell: number | null };
  simulation_success: boolean;
  simulation_error: string | null;
  liquidity: { pair: string; base_token: string; reserve_token: string; reserve_base: string } | null;
  simulation: {
    router: string;
    factory: string;
    base_token: string;
    buy: StepReport & { spent: string; expected_out: string; received: string };
    transfer: StepReport & { sent: string; received: string };
    sell: StepReport & { spent: string; expected_out: string; received: string };
    revert_reason_source: 'trace' | 'router';
    trace: HoneypotCheck['trace'];
    rpc_calls: number;
  };
}

interface StepReport {
  status: string;
  revert_reason: string | null;
  router_revert_reason: string | null;
}

const NO_POOL_TEXT = {
  found: null,
  no_pair: 'no liquidity: the factory has no pair of this token with the wrapped native coin',
  no_liquidity: 'no liquidity: the pair holds no reserves to trade against',
} as const;

function gasOf(value: bigint, ran: boolean): number | null {
  return ran ? Number(value) : null;
}

export function honeypotReport(check: HoneypotCheck, chain: HoneypotChain): HoneypotReport {
  const { outcome, verdict } = check;
  const ran = (s: string) => s === 'ok' || s === 'failed';
  const step = (key: 'buy' | 'transfer' | 'sell'): StepReport => ({
    status: outcome[key].status,
    revert_reason: check.revertReasons[key],
    router_revert_reason: check.routerRevertReasons[key],
  });
  return {
    token: check.token,
    block_number: Number(outcome.blockNumber),
    is_honeypot: verdict ? verdict.isHoneypot : null,
    honeypot_reason: verdict?.reason ?? null,
    honeypot_reason_code: verdict?.reasonCode ?? null,
    risk: verdict ? taxRisk(verdict) : 'unknown',
    buy_tax: verdict?.buyTax ?? null,
    sell_tax: verdict?.sellTax ?? null,
    transfer_tax: verdict?.transferTax ?? null,
    cannot_buy: verdict ? outcome.buy.status !== 'ok' : null,
    cannot_sell: verdict && outcome.buy.status === 'ok' ? outcome.sell.status !== 'ok' : null,
    transfer_blocked: verdict && outcome.buy.status === 'ok' ? verdict.transferBlocked : null,
    gas: {
      buy: gasOf(outcome.buy.gas, ran(outcome.buy.status)),
      transfer: gasOf(outcome.transfer.gas, ran(outcome.transfer.status)),
      sell: gasOf(outcome.sell.gas, ran(outcome.sell.status)),
    },
    simulation_success: verdict !== null,
    simulation_error: NO_POOL_TEXT[outcome.pool],
    liquidity:
      outcome.pool === 'no_pair'
        ? null
        : {
            pair: outcome.pair,
            base_token: chain.wrappedNative.toLowerCase(),
            reserve_token: outcome.reserves.token.toString(),
            reserve_base: outcome.reserves.wrapped.toString(),
          },
    simulation: {
      router: chain.router.toLowerCase(),
      factory: chain.factory.toLowerCase(),
      base_token: chain.wrappedNative.toLowerCase(),
      buy: {
        ...step('buy'),
        spent: outcome.buy.amountIn.toString(),
        expected_out: outcome.buy.expected.toString(),
        received: outcome.buy.received.toString(),
      },
      transfer: {
        ...step('transfer'),
        sent: outcome.transfer.sent.toString(),
        received: outcome.transfer.received.toString(),
      },
      sell: {
        ...step('sell'),
        spent: outcome.sell.amountIn.toString(),
        expected_out: outcome.sell.expected.toString(),
        received: outcome.sell.received.toString(),
      },
      revert_reason_source: check.reasonSource,
      trace: check.trace,
      rpc_calls: check.rpcCalls,
    },
  };
}
