/**
 * Applies the SQL files in ./migrations in name order, each once, each in its own transaction.
 * On PostgreSQL an advisory lock keeps several booting instances from racing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Database } from './client.ts';

type Executor = Pick<Database, 'kind' | 'exec' | 'query'>;

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const LOCK_ID = 7_310_551;

export function migrationFiles(): Array<{ id: string; sql: string }> {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => ({ id: f.replace(/\.sql$/, ''), sql: readFileSync(new URL(f, MIGRATIONS_DIR), 'utf8') }));
}

export async function migrate(database: Executor): Promise<string[]> {
  const applied: string[] = [];
  if (database.kind === 'postgres') await database.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
  try {
    await database.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await database.query<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id));
    for (const m of migrationFiles()) {
      if (done.has(m.id)) continue;
      await database.exec(
        `BEGIN;\n${m.sql}\nINSERT INTO schema_migrations (id) VALUES ('${m.id.replace(/'/g, "''")}');\nCOMMIT;`,
      );
      applied.push(m.id);
    }
  } finally {
    if (database.kind === 'postgres') await database.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]);
  }
  return applied;
}
