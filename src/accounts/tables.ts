/**
 * Accounts, API keys and metered usage: the tables this capability owns.
 * migrations/0001_platform.sql creates exactly these.
 */

import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { AccountLimits } from './plans.ts';

export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  plan: text('plan').notNull(),
  /** Enterprise accounts may carry their own quotas: {"perDay": n, "perMinute": n}, optionally sandboxPerHour/sandboxPerMinute. */
  limitsOverride: jsonb('limits_override').$type<AccountLimits | null>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    environment: text('environment').notNull(),
    /** SHA-256 hex of the whole key; the key itself is never stored. */
    hash: text('hash').notNull().unique(),
    /** The first characters, shown in listings so a user can tell keys apart. */
    prefix: text('prefix').notNull(),
    name: text('name'),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    /** A per-key hourly ceiling (the public sandbox keys have one). */
    hourlyLimit: integer('hourly_limit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_account_idx').on(t.accountId)],
);

export const usageDaily = pgTable(
  'usage_daily',
  {
    keyId: text('key_id').notNull(),
    accountId: text('account_id').notNull(),
    day: text('day').notNull(),
    endpoint: text('endpoint').notNull(),
    source: text('source').notNull().default(''),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.keyId, t.day, t.endpoint, t.source] }),
    index('usage_daily_account_day_idx').on(t.accountId, t.day),
  ],
);
