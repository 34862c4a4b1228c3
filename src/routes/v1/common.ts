/**
 * Pieces every market-data route shares: the caller's world, symbol parameters, the v1 envelope
 * and the mapping of market-view faults to problems.
 */
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { isPublicSandboxAccount } from '../../accounts/public-keys.ts';
import { requireSymbol } from '../../market/access.ts';
import { type World, worldFor } from '../../market/world.ts';
import type { AppContext } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { AUTHENTICATED_ERRORS, problemResponses } from '../../platform/openapi.ts';

/**
 * A preValidation hook refusing the shared public sandbox keys (403 `sandbox_shared_key`): strangers
 * hold them, so they keep no state of their own. `cannot` says what they cannot do.
 */
export function notForSharedKeys(cannot: string) {
  const detail = `public sandbox keys are shared by everyone, so they cannot ${cannot}; create an account and use its own key`;
  return async (request: FastifyRequest): Promise<void> => {
    if (isPublicSandboxAccount(request.auth!.accountId)) throw new ApiError('sandbox_shared_key', detail);
  };
}

/** Market routes need a key with the read scope. */
export const READ = { auth: { scope: 'read' } };

/** Errors a market route can answer with: auth, limits, symbols (403 plan, 404 unknown), no data (503). */
export const MARKET_ERRORS = problemResponses(...AUTHENTICATED_ERRORS, 403, 404);

export const SymbolParam = Type.String({
  minLength: 1,
  maxLength: 40,
  description:
    'BTC, BTCUSDT, BTC-USDT, BTC/USDT, BTC/USDT:USDT or BINANCE:BTCUSDT.P all name the same symbol; sandbox keys use TEST_ symbols',
  examples: ['TEST_BTC'],
});

export const AsOf = Type.String({
  format: 'date-time',
  description: 'The instant the answer describes (ISO 8601 UTC)',
});

export async function worldOf(ctx: AppContext, request: FastifyRequest): Promise<World> {
  return worldFor(ctx, request.auth!);
}

/** Parses and authorises one symbol for the caller (400, 404 unknown_symbol, 403 plan_restricted). */
export function symbolOf(request: FastifyRequest, raw: string, param = 'symbol', where = 'query'): string {
  return requireSymbol(request.auth!, raw, param, where);
}

/** Parses a comma-separated symbol list (at most `max`), authorising each. */
export function symbolsOf(request: FastifyRequest, raw: string, max = 20, param = 'symbol'): string[] {
  const parts = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length === 0)
    throw new ApiError('invalid_parameter', `query parameter '${param}' is empty`, {
      invalid_params: [{ in: 'query', name: param, reason: 'is empty' }],
    });
  if (parts.length > max) {
    throw new ApiError('invalid_parameter', `query parameter '${param}' lists more than ${max} symbols`, {
      invalid_params: [{ in: 'query', name: param, reason: `at most ${max} symbols` }],
    });
  }
  return [...new Set(parts.map((p) => symbolOf(request, p, param)))];
}

/**
 * Runs a market-view read, turning the synthetic world's guard errors into problems. The
 * production view throws ApiError (data_unavailable) itself.
 */
export async function read<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (err instanceof ApiError) throw err;
    if (code === 'unknown_symbol') throw new ApiError('unknown_symbol', (err as Error).message);
    if (code === 'invalid_argument') throw new ApiError('invalid_parameter', (err as Error).message);
    throw err;
  }
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
