/**
 * An IngestContext for one collector's tests, without booting the app: its own database (as
 * test apps get theirs), the upstream clients built from settings exactly as the service builds
 * them (no budgets), a settable clock, and a log that keeps what it was told. Plus reading back
 * the on-chain parts a collector stored.
 */
import { loadConfig } from '../../src/config.ts';
import { createUpstreams, type IngestContext } from '../../src/ingest/context.ts';
import type { OnchainPart } from '../../src/market/types.ts';
import type { Database } from '../../src/platform/db/client.ts';
import { openTestDatabase } from './app.ts';

export interface LogLine {
  level: 'info' | 'warn' | 'error';
  obj: object;
  msg: string;
}

export interface CollectorHarness {
  ctx: IngestContext;
  database: Database;
  logs: LogLine[];
  /** Moves the context's clock. */
  setNow(t: number): void;
  /** Every stored row of one on-chain part, oldest first. */
  onchainRows(part: OnchainPart): Promise<Array<{ t: number; payload: unknown }>>;
  close(): Promise<void>;
}

export async function collectorHarness(env: Record<string, string>, now: number): Promise<CollectorHarness> {
  const { database, drop } = await openTestDatabase();
  const config = loadConfig({ ADMIN_TOKEN: 'collector-test-token-0123456789', LOG_LEVEL: 'silent', ...env });
  const logs: LogLine[] = [];
  const line = (level: LogLine['level']) => (obj: object, msg: string) => logs.push({ level, obj, msg });
  const log = { info: line('info'), warn: line('warn'), error: line('error') };
  let clock = now;
  const ctx: IngestContext = {
    db: database.db,
    now: () => clock,
    upstreams: createUpstreams(config, log, { budgets: false }),
    collection: config.collection,
    log,
    wrote: () => {},
  };
  return {
    ctx,
    database,
    logs,
    setNow: (t) => {
      clock = t;
    },
    async onchainRows(part) {
      const rows = await database.query<{ t: string | number; payload: unknown }>(
        'SELECT t, payload FROM onchain_parts WHERE part = $1 ORDER BY t',
        [part],
      );
      return rows.map((r) => ({ t: Number(r.t), payload: r.payload }));
    },
    async close() {
      // The schema is dropped over the database's own connections, before they close.
      await drop();
      await database.close();
    },
  };
}
