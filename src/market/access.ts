/**
 * Symbol access for a caller: parse, check the symbol exists in the caller's world, then check
 * the plan. The plan is checked before any data is read, so a free key asking for ETH gets 403
 * plan_restricted even when production has no data yet.
 */
import type { Environment, Plan } from '../accounts/plans.ts';
import { ApiError, invalidParam } from '../platform/errors.ts';
import { knownSymbols, normaliseSymbol, plansForSymbol } from './symbols.ts';

const KNOWN = { sandbox: new Set(knownSymbols('sandbox')), production: new Set(knownSymbols('production')) };

export interface Caller {
  plan: Plan;
  environment: Environment;
}

export function requireSymbol(caller: Caller, raw: string, param = 'symbol', where = 'query'): string {
  const symbol = normaliseSymbol(raw);
  if (symbol === null) throw invalidParam(where, param, `is not a symbol: '${raw.slice(0, 40)}'`);
  if (!KNOWN[caller.environment].has(symbol)) {
    const hint = caller.environment === 'sandbox' ? ' (sandbox keys read TEST_ symbols, e.g. TEST_BTC)' : '';
    throw new ApiError('unknown_symbol', `unknown symbol '${raw.slice(0, 40)}'${hint}`, { symbol: raw.slice(0, 40) });
  }
  const plans = plansForSymbol(symbol, caller.environment);
  if (!plans.includes(caller.plan)) {
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
