/**
 * Applies SQL migration files in name order, each once, each in its own transaction. The files
 * come from the folders the caller names (each capability owns one; see src/migrations.ts), so
 * the platform knows nothing of the tables. On PostgreSQL an advisory lock keeps several booting
 * instances from racing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Database } from './client.ts';

type Executor = Pick<Database, 'kind' | 'exec' | 'query'>;

const LOCK_ID = 7_310_551;

/** The migrations of all folders, in name order; a name used twice is a mistake worth stopping for. */
export function migrationFiles(dirs: readonly URL[]): Array<{ id: string; sql: string }> {
  const files = new Map<string, URL>();
  for (const dir of dirs) {
    for (const f of readdirSync(dir).filter((name) => name.endsWith('.sql'))) {
      const id = f.replace(/\.sql$/, '');
      if (files.has(id)) throw new Error(`migration ${id} exists in two folders: ${files.get(id)} and ${dir}`);
      files.set(id, new URL(f, dir));
    }
  }
  return [...files.keys()].sort().map((id) => ({ id, sql: readFileSync(files.get(id)!, 'utf8') }));
}

export async function migrate(database: Executor, dirs: readonly URL[]): Promise<string[]> {
  const applied: string[] = [];
  if (database.kind === 'postgres') await database.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
  try {
    await database.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await database.query<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id));
    for (const m of migrationFiles(dirs)) {
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
