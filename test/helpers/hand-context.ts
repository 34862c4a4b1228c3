/**
 * An IngestContext built without an app, for collector tests: a fresh test database, the config
 * read from `env` as the service would, the upstream clients it creates (budgets off), and a log
 * that keeps what was said so a test can check a warning was given.
 */
import { loadConfig } from '../../src/config.ts';
import { createUpstreams, type IngestContext, type Upstreams } from '../../src/ingest/context.ts';
import type { Database } from '../../src/platform/db/client.ts';
import { openTestDatabase } from './app.ts';

export interface LogLine {
  level: 'info' | 'warn' | 'error';
  obj: object;
  msg: string;
}

export interface HandContext {
  ctx: IngestContext;
  database: Database;
  logs: LogLine[];
  /** How many times a collector said it wrote. */
  writes(): number;
  close(): Promise<void>;
}

export async function handIngestContext(
  env: Record<string, string>,
  opts: { now: () => number; upstreams?: Partial<Upstreams> },
): Promise<HandContext> {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const { database, drop } = await openTestDatabase();
  const logs: LogLine[] = [];
  const log = {
    info: (obj: object, msg: string) => logs.push({ level: 'info', obj, msg }),
    warn: (obj: object, msg: string) => logs.push({ level: 'warn', obj, msg }),
    error: (obj: object, msg: string) => logs.push({ level: 'error', obj, msg }),
  };
  let writes = 0;
  const ctx: IngestContext = {
    db: database.db,
    now: opts.now,
    upstreams: { ...createUpstreams(config, log, { budgets: false }), ...opts.upstreams },
    collection: config.collection,
    log,
    wrote: () => {
      writes++;
    },
  };
  return {
    ctx,
    database,
    logs,
    writes: () => writes,
    async close() {
      await drop();
      await database.close();
    },
  };
}
