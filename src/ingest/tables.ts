/** The collectors' own bookkeeping (migrations/0005_source_status.sql). */
import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

const ms = (name: string) => bigint(name, { mode: 'number' });

export const sourceStatus = pgTable('source_status', {
  name: text('name').primaryKey(),
  lastAttemptAt: ms('last_attempt_at'),
  lastSuccessAt: ms('last_success_at'),
  lastErrorAt: ms('last_error_at'),
  lastError: text('last_error'),
  successes: ms('successes').notNull().default(0),
  failures: ms('failures').notNull().default(0),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  lastDurationMs: integer('last_duration_ms'),
  lastItems: integer('last_items'),
  lastSkipped: integer('last_skipped'),
});
