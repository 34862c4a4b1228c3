/**
 * Usage metering: requests counted per key, UTC day and endpoint. Counting is a map increment
 * on the hot path; a timer writes the accumulated counts in one statement (off the hot path).
 */
import type { Database } from '../platform/db/client.ts';

interface Pending {
  keyId: string;
  accountId: string;
  day: string;
  endpoint: string;
  source: string;
  count: number;
}

const DAY_MS = 86_400_000;
let cachedDay = { index: -1, text: '' };

/** The UTC day of an instant as YYYY-MM-DD (remembered: it changes once a day, it is asked every request). */
export function utcDay(ms: number): string {
  const index = Math.floor(ms / DAY_MS);
  if (index !== cachedDay.index) cachedDay = { index, text: new Date(index * DAY_MS).toISOString().slice(0, 10) };
  return cachedDay.text;
}

export class UsageMeter {
  private pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly flushMs: number,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), this.flushMs);
    this.timer.unref();
  }

  record(keyId: string, accountId: string, endpoint: string, source: string, nowMs: number, count = 1): void {
    const day = utcDay(nowMs);
    const id = `${keyId}\u0000${day}\u0000${endpoint}\u0000${source}`;
    const p = this.pending.get(id);
    if (p) p.count += count;
    else this.pending.set(id, { keyId, accountId, day, endpoint, source, count });
  }

  /** Counts not yet written, for one account and day (so GET /v1/account is exact). */
  unflushed(accountId: string, day: string): Pending[] {
    return [...this.pending.values()].filter((p) => p.accountId === accountId && p.day === day);
  }

  /** Writes what has accumulated. Concurrent calls queue behind each other; a failed write keeps its counts. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writePending());
    return this.flushing;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  private async writePending(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    try {
      await this.database.query(
        `INSERT INTO usage_daily (key_id, account_id, day, endpoint, source, count)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[])
         ON CONFLICT (key_id, day, endpoint, source) DO UPDATE SET count = usage_daily.count + EXCLUDED.count`,
        [
          batch.map((p) => p.keyId),
          batch.map((p) => p.accountId),
          batch.map((p) => p.day),
          batch.map((p) => p.endpoint),
          batch.map((p) => p.source),
          batch.map((p) => p.count),
        ],
      );
    } catch (err) {
      // Put the counts back so a passing database fault loses nothing.
      for (const p of batch) {
        const id = `${p.keyId}\u0000${p.day}\u0000${p.endpoint}\u0000${p.source}`;
        const cur = this.pending.get(id);
        if (cur) cur.count += p.count;
        else this.pending.set(id, p);
      }
      this.onError(err);
    }
  }
}

export async function usageToday(
  database: Database,
  meter: UsageMeter,
  accountId: string,
  nowMs: number,
): Promise<Record<string, number>> {
  const day = utcDay(nowMs);
  const rows = await database.query<{ endpoint: string; count: string | number }>(
    'SELECT endpoint, sum(count) AS count FROM usage_daily WHERE account_id = $1 AND day = $2 GROUP BY endpoint',
    [accountId, day],
  );
  const out: Record<string, number> = {};
  for (const r of rows) out[r.endpoint] = Number(r.count);
  for (const p of meter.unflushed(accountId, day)) out[p.endpoint] = (out[p.endpoint] ?? 0) + p.count;
  return out;
}

/** Requests per UTC day and endpoint since `fromDay` (YYYY-MM-DD), today's unwritten counts included. */
export async function usageByDay(
  database: Database,
  meter: UsageMeter,
  accountId: string,
  fromDay: string,
  nowMs: number,
): Promise<Array<{ day: string; endpoint: string; count: number }>> {
  const rows = await database.query<{ day: string; endpoint: string; count: string | number }>(
    `SELECT day, endpoint, sum(count) AS count FROM usage_daily
      WHERE account_id = $1 AND day >= $2 GROUP BY day, endpoint ORDER BY day, endpoint`,
    [accountId, fromDay],
  );
  const out = new Map<string, { day: string; endpoint: string; count: number }>();
  for (const r of rows) out.set(`${r.day} ${r.endpoint}`, { day: r.day, endpoint: r.endpoint, count: Number(r.count) });
  for (const p of meter.unflushed(accountId, utcDay(nowMs))) {
    const row = out.get(`${p.day} ${p.endpoint}`);
    if (row) row.count += p.count;
    else out.set(`${p.day} ${p.endpoint}`, { day: p.day, endpoint: p.endpoint, count: p.count });
  }
  return [...out.values()].sort((a, b) => a.day.localeCompare(b.day) || a.endpoint.localeCompare(b.endpoint));
}

/** The last UTC day each of an account's keys was used (keys never used are absent). */
export async function lastUseByKey(
  database: Database,
  meter: UsageMeter,
  accountId: string,
  nowMs: number,
): Promise<Map<string, string>> {
  const rows = await database.query<{ key_id: string; day: string }>(
    'SELECT key_id, max(day) AS day FROM usage_daily WHERE account_id = $1 GROUP BY key_id',
    [accountId],
  );
  const out = new Map(rows.map((r) => [r.key_id, r.day]));
  for (const p of meter.unflushed(accountId, utcDay(nowMs))) out.set(p.keyId, p.day);
  return out;
}
