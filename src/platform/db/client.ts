/**
 * Opens the database: embedded PGlite (files in DATA_DIR) by default, a real PostgreSQL server
 * when DATABASE_URL is set. Both speak the same dialect, so the schema and migrations are one.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type DataDirLock, lockDataDir } from './data-dir-lock.ts';
import { migrate } from './migrate.ts';

export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  kind: 'pglite' | 'postgres';
  /** The PGlite instance, for dumping a template in tests; absent on PostgreSQL. */
  client?: PGlite;
  db: Db;
  /** Parameterless, possibly multi-statement SQL (migrations). */
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. What it
   * writes through `tx` (including jobs sent with `tx` as their connection) lands together or not
   * at all.
   */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** A connection inside a transaction: parameterised statements only. */
export interface Tx {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface OpenOptions {
  /** PGlite data directory; null keeps the database in memory. */
  dataDir: string | null;
  databaseUrl: string | null;
  /** A PGlite data-dir dump to start from (tests: a migrated template). */
  loadDataDir?: Blob;
  /** PostgreSQL schema to work in (tests isolate themselves in a fresh one). */
  pgSchema?: string;
  /** Folders of SQL migrations to apply (src/migrations.ts lists the capabilities'). */
  migrations: readonly URL[];
  /**
   * A pooled PostgreSQL connection that broke while idle (server restarted, network lost). The
   * pool discards it by itself and the next query opens a fresh one; without a listener the
   * error would end the process.
   */
  onConnectionError?: (err: Error) => void;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.migrations, opts.pgSchema, opts.onConnectionError);
  const database = await openPglite(opts);
  await migrate(database, opts.migrations);
  return database;
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  // A second process on the same directory would silently lose writes: refuse it (throws
  // DataDirLockedError). Several instances need PostgreSQL.
  let lock: DataDirLock | null = null;
  if (opts.dataDir) {
    mkdirSync(opts.dataDir, { recursive: true });
    lock = lockDataDir(opts.dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(opts.dataDir ?? undefined, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  } catch (err) {
    lock?.release();
    throw err;
  }
  return {
    kind: 'pglite',
    client,
    db: drizzlePglite({ client }) as unknown as Db,
    exec: async (sql) => {
      await client.exec(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows,
    // PGlite is one connection: its transaction holds it, and other statements wait their turn.
    transaction: (fn) =>
      client.transaction((t) =>
        fn({ query: async <T>(q: string, p: unknown[] = []) => (await t.query<T>(q, p)).rows }),
      ),
    ping: async () => {
      await client.query('SELECT 1');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(
  url: string,
  migrations: readonly URL[],
  pgSchema?: string,
  onConnectionError: (err: Error) => void = () => {},
): Promise<Database> {
  if (pgSchema && !/^[a-z_][a-z0-9_]{0,62}$/.test(pgSchema)) throw new Error(`bad schema name ${pgSchema}`);
  const searchPath = pgSchema ? { options: `-c search_path=${pgSchema}` } : {};
  // Migrate over one dedicated connection: the advisory lock that serialises booting
  // instances is held by a session, and a pool would hand the unlock to another one.
  const admin = new pg.Client({ connectionString: url, ...searchPath });
  await admin.connect();
  try {
    if (pgSchema) await admin.query(`CREATE SCHEMA IF NOT EXISTS ${pgSchema}`);
    await migrate(
      {
        kind: 'postgres',
        exec: async (sql) => {
          await admin.query(sql);
        },
        query: async <T>(sql: string, params: unknown[] = []) => (await admin.query(sql, params)).rows as T[],
      },
      migrations,
    );
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // An unreachable server fails a request (and /readyz) within seconds instead of holding it.
    connectionTimeoutMillis: 5_000,
    ...searchPath,
  });
  pool.on('error', onConnectionError);
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    db: drizzlePg({ client: pool }) as unknown as Db,
    exec: async (sql) => {
      await pool.query(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    async transaction(fn) {
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const result = await fn({
          query: async <T>(q: string, p: unknown[] = []) => (await conn.query(q, p)).rows as T[],
        });
        await conn.query('COMMIT');
        return result;
      } catch (err) {
        await conn.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        conn.release();
      }
    },
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: () => pool.end(),
  };
}
