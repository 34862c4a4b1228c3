/**
 * OAuth clients and their access tokens: the tables this capability owns.
 * migrations/0015_oauth.sql creates exactly these.
 */
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../tables.ts';

export const oauthClients = pgTable(
  'oauth_clients',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    environment: text('environment').notNull(),
    name: text('name').notNull(),
    /** SHA-256 hex of the secret; the secret itself is never stored. */
    secretHash: text('secret_hash').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('oauth_clients_account_idx').on(t.accountId, t.environment)],
);

export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    /** SHA-256 hex of the access token. */
    hash: text('hash').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClients.id, { onDelete: 'cascade' }),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('oauth_tokens_client_idx').on(t.clientId, t.expiresAt)],
);
