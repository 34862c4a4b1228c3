/**
 * The inbound charting alert, from body to answer: who sent it (the body's secret), the account's
 * limits, what it asks, and the confirm operation's composite answer, replayed for a duplicate.
 *
 * Cheapest checks first. A client address that has presented too many bad secrets this minute
 * is refused before any lookup, unless the secret it presents now was recently found good: the
 * charting platform sends every user's alerts from a handful of addresses, and one user's stale
 * secret must not lock the others out.
 */
import type { Environment, RatePolicy } from '../../accounts/plans.ts';
import { renderIn } from '../../confirm/confirm.ts';
import { requireSymbol } from '../../market/access.ts';
import { isKnownSymbol, normaliseSymbol } from '../../market/symbols.ts';
import { worldFor } from '../../market/world.ts';
import { FailedAuthGuard } from '../../platform/auth/failed-auth.ts';
import type { AuthContext } from '../../platform/auth/types.ts';
import type { AppContext } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { chargesFor, policiesFor, rateLimitHeaders } from '../../platform/limits/policies.ts';
import type { Direction } from '../../signals/confirm.ts';
import { type Alert, duplicateKeyOf, parseAlert } from './alert.ts';
import { RecentAnswers } from './dedup.ts';
import { OwnerCache } from './owner-cache.ts';
import { findSecretOwner, hashSecret, isWellFormedSecret, type SecretOwner } from './secrets.ts';

/** Alerts per account and environment per minute (fewer when the plan's own burst is lower). */
export const ALERTS_PER_MINUTE = 30;
/** Bad secrets one client address may present per minute before it is refused without a lookup. */
export const BAD_SECRETS_PER_MINUTE = 30;
/** The platform cancels a request after 3 s; an evaluation that has not answered by this is a 504. */
export const EVALUATION_DEADLINE_MS = 2_000;
/** How long a secret found good lets its sender past a flooded address's refusal. */
const TRUSTED_MS = 10 * 60_000;
const TRUSTED_MAX = 10_000;

interface ChartingState {
  badSecrets: FailedAuthGuard;
  /** Hashes of secrets found good recently, with when that stops counting. */
  trusted: Map<string, number>;
  answers: RecentAnswers;
  owners: OwnerCache;
}

const states = new WeakMap<AppContext, ChartingState>();

/** Per app (tests boot many), like the confirm cache: created on first use. */
export function chartingStateOf(ctx: AppContext): ChartingState {
  let state = states.get(ctx);
  if (!state) {
    state = {
      badSecrets: new FailedAuthGuard(BAD_SECRETS_PER_MINUTE),
      trusted: new Map(),
      answers: new RecentAnswers(),
      owners: new OwnerCache(),
    };
    states.set(ctx, state);
  }
  return state;
}

/**
 * Forget what this process knows of an account's secrets: call after issuing one (so the replaced
 * secret is refused at once here) and when the account's plan or limits change.
 */
export function forgetChartingSecrets(ctx: AppContext, accountId: string, environment?: Environment): void {
  chartingStateOf(ctx).owners.forget(accountId, environment);
}

/** One answer for a malformed, unknown or replaced secret: it never tells which. */
function unknownSecret(): ApiError {
  return new ApiError(
    'unauthorized',
    "missing or unknown charting secret: put the secret POST /v1/charting/secret issued in the body's 'secret' field",
    {},
    { 'www-authenticate': 'ChartingSecret realm="msig", field="secret"' },
  );
}

export async function ownerOfAlert(
  ctx: AppContext,
  body: Record<string, unknown>,
  address: string,
): Promise<SecretOwner> {
  const state = chartingStateOf(ctx);
  const now = ctx.now();
  const secret = body.secret;
  const wellFormed = isWellFormedSecret(secret);
  const hash = wellFormed ? hashSecret(secret) : null;
  const wait = state.badSecrets.retryAfter(address, now);
  if (wait > 0 && !(hash !== null && (state.trusted.get(hash) ?? 0) > now)) {
    return state.badSecrets.refuse(
      new ApiError(
        'rate_limit_exceeded',
        'too many unknown charting secrets from this address: try again after Retry-After seconds',
        {},
        { 'retry-after': wait },
      ),
    );
  }
  const owner = wellFormed ? await state.owners.lookup(hash!, now, () => findSecretOwner(ctx.database, secret)) : null;
  if (!owner) {
    state.badSecrets.fail(address, now);
    throw unknownSecret();
  }
  if (state.trusted.size >= TRUSTED_MAX && !state.trusted.has(hash!)) state.trusted.clear();
  state.trusted.set(hash!, now + TRUSTED_MS);
  return owner;
}

/**
 * The owner's alert policies: the plan's windows, the per-minute one capped at ALERTS_PER_MINUTE
 * unless the account has negotiated its own per-minute figure for this environment.
 */
export function alertPolicies(owner: SecretOwner): RatePolicy[] {
  const negotiated =
    owner.environment === 'sandbox' ? owner.limitsOverride?.sandboxPerMinute : owner.limitsOverride?.perMinute;
  return policiesFor({ ...owner, hourlyLimit: null }).map((p) =>
    p.name === 'burst' && negotiated === undefined ? { ...p, quota: Math.min(p.quota, ALERTS_PER_MINUTE) } : p,
  );
}

/**
 * The caller as the confirm operation and the usage meter see it. The "key" is the account's
 * secret for the environment: usage rows are keyed by it, so it must be unique per account.
 */
export function callerOf(owner: SecretOwner): AuthContext {
  return {
    keyId: `charting:${owner.accountId}:${owner.environment}`,
    accountId: owner.accountId,
    plan: owner.plan,
    environment: owner.environment,
    scopes: ['read'],
    hourlyLimit: null,
    limitsOverride: owner.limitsOverride,
  };
}

/**
 * The canonical symbol. In the sandbox a chart's real ticker (`BINANCE:BTCUSDT.P`) names its
 * `TEST_` twin, so an alert from a real chart can be tried against a sandbox secret.
 */
export function alertSymbol(auth: AuthContext, alert: Alert): string {
  let raw = alert.rawSymbol;
  const base = normaliseSymbol(raw);
  if (auth.environment === 'sandbox' && base && !base.startsWith('TEST_') && isKnownSymbol('sandbox', `TEST_${base}`)) {
    raw = `TEST_${base}`;
  }
  return requireSymbol(auth, raw, alert.symbolField, 'body');
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ApiError('timeout', `the confirmation took longer than ${ms} ms; the alert was not evaluated`)),
      ms,
    );
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export interface AlertAnswer {
  status: 200 | 202;
  body: string;
  replayed: boolean;
}

export interface AlertHooks {
  /** Called once the limits are known, so the headers go out with every later answer, errors too. */
  onLimits(headers: Record<string, string>): void;
  /** Runs a market read, turning view faults into ApiError (the routes' `read`). */
  guard<T>(fn: () => Promise<T>): Promise<T>;
}

export async function receiveAlert(
  ctx: AppContext,
  body: Record<string, unknown>,
  address: string,
  hooks: AlertHooks,
): Promise<AlertAnswer> {
  // The fields first, like every route's schema: a broken template is named whoever sends it, and
  // costs no lookup. Then the secret, the limits, and only then the symbol (the plan needs the owner).
  const alert = parseAlert(body);
  const owner = await ownerOfAlert(ctx, body, address);
  const auth = callerOf(owner);
  const now = ctx.now();
  const states = await ctx.limiter.take(auth.keyId, chargesFor(alertPolicies(owner)), now);
  hooks.onLimits(rateLimitHeaders(states, now));
  if (states.some((s) => s.exceeded)) {
    throw new ApiError(
      'rate_limit_exceeded',
      'too many alerts for this account: see the RateLimit and Retry-After headers',
    );
  }
  // Counted like any admitted call, whatever the answer; the strategy name is the usage label.
  ctx.usage.record(auth.keyId, auth.accountId, 'POST /v1/charting/webhook', alert.strategy ?? '', now);
  const symbol = alertSymbol(auth, alert);
  if (alert.intent.kind === 'exit') {
    const ack = { status: 'ok', evaluated: false, symbol, reason: alert.intent.reason };
    return { status: 202, body: JSON.stringify(ack), replayed: false };
  }
  const direction: Direction = alert.intent.direction;
  const key = `${owner.accountId}\u0000${owner.environment}\u0000${duplicateKeyOf(alert, symbol, direction)}`;
  const { body: answer, replayed } = await chartingStateOf(ctx).answers.answer(key, now, async () => {
    const evaluate = hooks.guard(async () => {
      const world = await worldFor(ctx, auth);
      return (await renderIn(ctx, world, symbol, direction, 'composite')).body;
    });
    return withDeadline(evaluate, EVALUATION_DEADLINE_MS);
  });
  return { status: 200, body: answer, replayed };
}
