/**
 * Symbol access for a caller: parse, check the symbol exists in the caller's world, then check
 * what the key may read. It is checked before any data is read, so a free key asking for ETH
 * gets 403 plan_restricted even when production has no data yet. Routes that answer across
 * symbols without a filter use readableSymbols, so a listing never holds what a named request
 * would refuse.
 */
import type { Environment, Plan } from '../accounts/plans.ts';
import { isPublicSandboxAccount } from '../accounts/public-keys.ts';
import { ApiError, invalidParam } from '../platform/errors.ts';
import { isKnownSymbol, knownSymbols, normaliseSymbol, planAllows, plansForSymbol } from './symbols.ts';

export interface Caller {
  plan: Plan;
  environment: Environment;
  /** The public sandbox accounts read every TEST_ symbol whatever their nominal plan (README). */
  accountId?: string;
}

/** Whether the caller's key may read a symbol of its world. */
export function mayRead(caller: Caller, symbol: string): boolean {
  if (caller.environment === 'sandbox' && caller.accountId !== undefined && isPublicSandboxAccount(caller.accountId)) {
    return isKnownSymbol('sandbox', symbol);
  }
  return planAllows(caller.plan, caller.environment, symbol);
}

/** Every symbol of the caller's world its key may read, in catalogue order. */
export function readableSymbols(caller: Caller): string[] {
  return knownSymbols(caller.environment).filter((s) => mayRead(caller, s));
}

export function requireSymbol(caller: Caller, raw: string, param = 'symbol', where = 'query'): string {
  const symbol = normaliseSymbol(raw);
  if (symbol === null) throw invalidParam(where, param, `is not a symbol: '${raw.slice(0, 40)}'`);
  if (!isKnownSymbol(caller.environment, symbol)) {
    const hint = caller.environment === 'sandbox' ? ' (sandbox keys read TEST_ symbols, e.g. TEST_BTC)' : '';
    throw new ApiError('unknown_symbol', `unknown symbol '${raw.slice(0, 40)}'${hint}`, { symbol: raw.slice(0, 40) });
  }
  if (!mayRead(caller, symbol)) {
    const plans = plansForSymbol(symbol, caller.environment);
    throw new ApiError(
      'plan_restricted',
      `${symbol} is not included in the ${caller.plan} plan; plans that include it: ${plans.join(', ')}`,
      {
        symbol,
        plan: caller.plan,
        required_plans: plans,
      },
    );
  }
  return symbol;
}
