/**
 * Who a stream connection belongs to, checked by the same key verification every HTTP route
 * uses (platform/auth): the cache, revocation, the key's environment, the bad-key flood guard.
 * The key may come on the upgrade (X-API-Key, Authorization: Bearer, ?api_key= for browsers,
 * which cannot set headers) or later in an auth message.
 */
import type { FastifyRequest } from 'fastify';
import { isPublicSandboxAccount } from '../accounts/public-keys.ts';
import { extractKey, resolveCaller } from '../platform/auth/authenticate.ts';
import { clientAddress } from '../platform/auth/client-address.ts';
import type { AppContext } from '../platform/context.ts';
import type { StreamCaller } from './session.ts';

/** The key an upgrade request carries, headers first; null: it will come in an auth message. */
export function upgradeKey(request: FastifyRequest): string | null {
  const fromHeaders = extractKey(request);
  if (fromHeaders !== null) return fromHeaders;
  const q = (request.query as Record<string, unknown> | undefined)?.api_key;
  return typeof q === 'string' && q !== '' ? q.trim() : null;
}

/** Verifies `key` as if the upgrade request had carried it in X-API-Key; throws ApiError. */
export async function streamCaller(ctx: AppContext, request: FastifyRequest, key: string): Promise<StreamCaller> {
  const probe = {
    headers: { 'x-api-key': key },
    ip: request.ip,
    query: request.query ?? {},
    url: request.url,
    method: request.method,
  } as unknown as FastifyRequest;
  const found = await resolveCaller(ctx, probe, { scope: 'read' });
  const auth = found.auth!;
  const shared = isPublicSandboxAccount(auth.accountId);
  const base = `${auth.environment}:${auth.accountId}`;
  return {
    keyId: auth.keyId,
    accountId: auth.accountId,
    plan: auth.plan,
    environment: auth.environment,
    shared,
    subject: shared ? `${base}@${clientAddress(request.ip)}` : base,
  };
}
