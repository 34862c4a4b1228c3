import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers/app.ts';
import type { Database } from '../platform/db/client.ts';
import { UsageMeter, usageToday, utcDay } from './usage.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await drop();
  await database.close();
});

const T = Date.UTC(2026, 10, 21, 23, 59, 59, 999);

describe('usage metering', () => {
  it('names the UTC day, also across midnight', () => {
    expect(utcDay(T)).toBe('2026-11-21');
    expect(utcDay(T + 1)).toBe('2026-11-22');
    expect(utcDay(T)).toBe('2026-11-21');
  });

  it('adds counts up in memory and writes them in one batch, adding to what is stored', async () => {
    const meter = new UsageMeter(database, 60_000);
    for (let i = 0; i < 3; i++) meter.record('key_a', 'acc_u1', 'GET /v1/confirm', 'bot', T);
    meter.record('key_a', 'acc_u1', 'GET /v1/whales', '', T);
    meter.record('key_a', 'acc_u1', 'GET /v1/confirm', 'bot', T + 1); // next day
    await meter.flush();
    meter.record('key_a', 'acc_u1', 'GET /v1/confirm', 'bot', T);
    expect(await usageToday(database, meter, 'acc_u1', T)).toEqual({ 'GET /v1/confirm': 4, 'GET /v1/whales': 1 });
    await meter.flush();
    const rows = await database.query<{ day: string; endpoint: string; source: string; count: string }>(
      `SELECT day, endpoint, source, count FROM usage_daily WHERE account_id = 'acc_u1' ORDER BY day, endpoint`,
    );
    expect(rows.map((r) => [r.day, r.endpoint, r.source, Number(r.count)])).toEqual([
      ['2026-11-21', 'GET /v1/confirm', 'bot', 4],
      ['2026-11-21', 'GET /v1/whales', '', 1],
      ['2026-11-22', 'GET /v1/confirm', 'bot', 1],
    ]);
  });

  it('keeps the counts of a failed write and writes them with the next flush', async () => {
    const errors: unknown[] = [];
    const failing: Database = {
      ...database,
      query: async () => {
        throw new Error('database unreachable');
      },
    };
    const meter = new UsageMeter(failing, 60_000, (err) => errors.push(err));
    meter.record('key_b', 'acc_u2', 'GET /v1/confirm', '', T);
    meter.record('key_b', 'acc_u2', 'GET /v1/confirm', '', T);
    await meter.flush();
    expect(errors).toHaveLength(1);
    meter.record('key_b', 'acc_u2', 'GET /v1/confirm', '', T);
    // The database comes back: the same meter, now able to write.
    (meter as unknown as { database: Database }).database = database;
    await meter.flush();
    const [row] = await database.query<{ count: string }>(`SELECT count FROM usage_daily WHERE account_id = 'acc_u2'`);
    expect(Number(row?.count)).toBe(3);
  });

  it('writes what is pending when stopped', async () => {
    const meter = new UsageMeter(database, 60_000);
    meter.start();
    meter.record('key_c', 'acc_u3', 'GET /v1/symbols', '', T);
    await meter.stop();
    const [row] = await database.query<{ count: string }>(`SELECT count FROM usage_daily WHERE account_id = 'acc_u3'`);
    expect(Number(row?.count)).toBe(1);
  });
});
