/** Per-account sandbox state (sandbox/migrations/0003_sandbox.sql); its events live in `events`. */
import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const sandboxState = pgTable('sandbox_state', {
  accountId: text('account_id').primaryKey(),
  clockMs: bigint('clock_ms', { mode: 'number' }),
  lastResetAt: timestamp('last_reset_at', { withTimezone: true }),
  lastResetResource: text('last_reset_resource'),
});

export const sandboxErrors = pgTable(
  'sandbox_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: text('account_id').notNull(),
    code: text('code').notNull(),
    pathPrefix: text('path_prefix'),
    remaining: integer('remaining'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_errors_account_idx').on(t.accountId)],
);
