/** Per-account sandbox state (sandbox/migrations/0003_sandbox.sql). */
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

export const sandboxEvents = pgTable(
  'sandbox_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    accountId: text('account_id').notNull(),
    t: bigint('t', { mode: 'number' }).notNull(),
    event: text('event').notNull(),
    kind: text('kind').notNull(),
    symbol: text('symbol').notNull(),
    direction: text('direction'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_events_account_idx').on(t.accountId, t.seq)],
);
