/**
 * Sign-up and login for the dashboard. Sign-up creates an account on the free plan through the
 * same operation the admin API uses; login attempts are counted per client address and per email
 * (the app's rate limiter, so instances sharing Redis share the counts).
 */
import { createAccount } from '../accounts/accounts.ts';
import type { RatePolicy } from '../accounts/plans.ts';
import { clientAddress } from '../platform/auth/client-address.ts';
import type { AppContext } from '../platform/context.ts';
import { ApiError, invalidParam } from '../platform/errors.ts';
import { checkPasswordPolicy, decoyHash, hashPassword, verifyPassword } from './passwords.ts';

/** Attempts per client address per minute, and per email per 15 minutes (a slow guess at one account). */
export const LOGIN_LIMITS = {
  perAddress: { name: 'burst', quota: 10, windowSeconds: 60 } satisfies RatePolicy,
  perEmail: { name: 'burst', quota: 10, windowSeconds: 900 } satisfies RatePolicy,
  signupsPerAddress: { name: 'hourly', quota: 20, windowSeconds: 3_600 } satisfies RatePolicy,
};

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@.]{2,63}$/;

export function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254) throw invalidParam('body', 'email', 'must be an email address');
  return email;
}

async function limit(ctx: AppContext, subject: string, policy: RatePolicy, what: string): Promise<void> {
  const now = ctx.now();
  const [state] = await ctx.limiter.take(subject, [{ policy, cost: 1 }], now);
  if (state?.exceeded) {
    const wait = Math.max(1, Math.ceil((state.resetAtMs - now) / 1000));
    throw new ApiError('rate_limit_exceeded', `too many ${what}: try again in ${wait} s`, {}, { 'retry-after': wait });
  }
}

export async function signUp(ctx: AppContext, input: { email: string; password: string }, ip: string) {
  const email = normaliseEmail(input.email);
  checkPasswordPolicy(input.password, email);
  await limit(ctx, `signup:${clientAddress(ip)}`, LOGIN_LIMITS.signupsPerAddress, 'sign-ups from this address');
  const passwordHash = await hashPassword(input.password);
  const account = await createAccount(ctx.db, { email, plan: 'free' }).catch((err: unknown) => {
    // Two sign-ups of one email at once: the unique index decides, and the loser hears the same answer.
    const code =
      (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw new ApiError('conflict', 'an account with this email already exists');
    throw err;
  });
  await ctx.database.query('INSERT INTO dashboard_credentials (account_id, password_hash) VALUES ($1, $2)', [
    account.id,
    passwordHash,
  ]);
  return account;
}

/** The account a correct email and password name; 401 otherwise, in the same time either way. */
export async function logIn(ctx: AppContext, input: { email: string; password: string }, ip: string) {
  const email = input.email.trim().toLowerCase();
  await limit(ctx, `login:${clientAddress(ip)}`, LOGIN_LIMITS.perAddress, 'login attempts from this address');
  await limit(ctx, `login:${email}`, LOGIN_LIMITS.perEmail, 'login attempts for this account');
  const [row] = await ctx.database.query<{ id: string; password_hash: string }>(
    `SELECT a.id, c.password_hash FROM accounts a JOIN dashboard_credentials c ON c.account_id = a.id
      WHERE lower(a.email) = $1`,
    [email],
  );
  const ok = await verifyPassword(input.password, row?.password_hash ?? (await decoyHash()));
  if (!row || !ok) throw new ApiError('unauthorized', 'wrong email or password');
  return row.id;
}
