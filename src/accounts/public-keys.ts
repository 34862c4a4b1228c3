/**
 * The three public sandbox keys (DESIGN.md): documented, shared by everyone, re-created on
 * every boot so a deleted or revoked row never breaks the README's examples.
 */
import type { Plan } from './plans.ts';

export interface PublicKey {
  key: string;
  keyId: string;
  accountId: string;
  email: string;
  plan: Plan;
  scopes: string[];
  hourlyLimit: number;
}

export const PUBLIC_SANDBOX_KEYS: PublicKey[] = [
  {
    key: 'sk_test_public_demo',
    keyId: 'key_public_demo',
    accountId: 'acc_public_demo',
    email: 'public-demo@sandbox.invalid',
    plan: 'free',
    scopes: ['read', 'nodeintel'],
    hourlyLimit: 100,
  },
  {
    key: 'sk_test_public_trader',
    keyId: 'key_public_trader',
    accountId: 'acc_public_trader',
    email: 'public-trader@sandbox.invalid',
    plan: 'trader',
    scopes: ['read', 'alerts', 'nodeintel'],
    hourlyLimit: 500,
  },
  {
    key: 'sk_test_public_pro',
    keyId: 'key_public_pro',
    accountId: 'acc_public_pro',
    email: 'public-pro@sandbox.invalid',
    plan: 'pro',
    scopes: ['read', 'alerts', 'webhooks', 'nodeintel'],
    hourlyLimit: 5_000,
  },
];

const PUBLIC_ACCOUNT_IDS = new Set(PUBLIC_SANDBOX_KEYS.map((k) => k.accountId));

/**
 * Whether an account is one of the shared public ones. Strangers hold its key, so it keeps no
 * sandbox state of its own and reads every TEST_ symbol whatever its nominal plan.
 */
export function isPublicSandboxAccount(accountId: string): boolean {
  return PUBLIC_ACCOUNT_IDS.has(accountId);
}
