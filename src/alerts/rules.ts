/**
 * Alert rules: an account's conditions on one symbol, kept per environment (world). Storage and
 * the public view of a rule; evaluation is in evaluate.ts, the HTTP surface in routes/v1/alerts.ts.
 */
import type { Tx } from '../platform/db/client.ts';
import type { SandboxStore } from '../sandbox/store.ts';

export const ALERT_CONDITIONS = [
  'confirmation',
  'funding_above',
  'funding_below',
  'whale',
  'accumulation_above',
] as const;
export type AlertCondition = (typeof ALERT_CONDITIONS)[number];
export type AlertWorld = 'sandbox' | 'production';

/** Rules one account may keep in one environment: enough for a watch list, not a scan of the market. */
export const MAX_ALERTS_PER_ACCOUNT = 50;

export interface AlertRule {
  id: number;
  accountId: string;
  world: AlertWorld;
  symbol: string;
  condition: AlertCondition;
  direction: 'long' | 'short' | null;
  bucket: 'HIGH' | 'MEDIUM' | null;
  level: number | null;
  minUsd: number | null;
  description: string | null;
  active: boolean;
  lastFiredAt: number | null;
  firedCount: number;
  createdAt: number;
}

export type NewAlertRule = Pick<
  AlertRule,
  'accountId' | 'world' | 'symbol' | 'condition' | 'direction' | 'bucket' | 'level' | 'minUsd' | 'description'
>;

/** Anything with parameterised queries: the database itself or a transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

const COLUMNS = `id, account_id, world, symbol, condition, direction, bucket, level, min_usd, description,
  active, last_fired_at, fired_count, created_at`;

function fromRow(r: Record<string, unknown>): AlertRule {
  const num = (v: unknown) => (v == null ? null : Number(v));
  return {
    id: Number(r.id),
    accountId: String(r.account_id),
    world: r.world as AlertWorld,
    symbol: String(r.symbol),
    condition: r.condition as AlertCondition,
    direction: (r.direction ?? null) as AlertRule['direction'],
    bucket: (r.bucket ?? null) as AlertRule['bucket'],
    level: num(r.level),
    minUsd: num(r.min_usd),
    description: r.description == null ? null : String(r.description),
    active: Boolean(r.active),
    lastFiredAt: num(r.last_fired_at),
    firedCount: Number(r.fired_count),
    createdAt: new Date(r.created_at as string | Date).getTime(),
  };
}

export async function countRules(db: Queryable, accountId: string, world: AlertWorld): Promise<number> {
  const [row] = await db.query<{ n: string | number }>(
    'SELECT count(*) AS n FROM alert_rules WHERE account_id = $1 AND world = $2',
    [accountId, world],
  );
  return Number(row?.n ?? 0);
}

export async function createRule(db: Queryable, rule: NewAlertRule): Promise<AlertRule> {
  const [row] = await db.query(
    `INSERT INTO alert_rules (account_id, world, symbol, condition, direction, bucket, level, min_usd, description)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
    [
      rule.accountId,
      rule.world,
      rule.symbol,
      rule.condition,
      rule.direction,
      rule.bucket,
      rule.level,
      rule.minUsd,
      rule.description,
    ],
  );
  return fromRow(row!);
}

export async function listRules(db: Queryable, accountId: string, world: AlertWorld): Promise<AlertRule[]> {
  const rows = await db.query(`SELECT ${COLUMNS} FROM alert_rules WHERE account_id = $1 AND world = $2 ORDER BY id`, [
    accountId,
    world,
  ]);
  return rows.map(fromRow);
}

/** One rule of the account in that world; null for another account's, another world's or none. */
export async function getRule(
  db: Queryable,
  accountId: string,
  world: AlertWorld,
  id: number,
): Promise<AlertRule | null> {
  const [row] = await db.query(`SELECT ${COLUMNS} FROM alert_rules WHERE id = $1 AND account_id = $2 AND world = $3`, [
    id,
    accountId,
    world,
  ]);
  return row ? fromRow(row) : null;
}

export async function deleteRule(db: Queryable, accountId: string, world: AlertWorld, id: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM alert_rules WHERE id = $1 AND account_id = $2 AND world = $3 RETURNING id', [
    id,
    accountId,
    world,
  ]);
  return rows.length > 0;
}

/** Every production rule, locked for the detection pass that evaluates them. */
export async function productionRulesForUpdate(tx: Tx): Promise<AlertRule[]> {
  const rows = await tx.query(`SELECT ${COLUMNS} FROM alert_rules WHERE world = 'production' ORDER BY id FOR UPDATE`);
  return rows.map(fromRow);
}

/** Symbols production rules watch, with the conditions on them (what a pass must observe). */
export async function productionRuleSymbols(
  db: Queryable,
): Promise<Array<{ symbol: string; condition: AlertCondition }>> {
  return db.query(`SELECT DISTINCT symbol, condition FROM alert_rules WHERE world = 'production'`);
}

export async function saveRuleState(
  tx: Tx,
  rule: Pick<AlertRule, 'id' | 'active' | 'lastFiredAt'>,
  fired: number,
): Promise<void> {
  await tx.query(
    'UPDATE alert_rules SET active = $2, last_fired_at = $3, fired_count = fired_count + $4 WHERE id = $1',
    [rule.id, rule.active, rule.lastFiredAt, fired],
  );
}

/**
 * Lets a sandbox reset clear the account's sandbox rules (resource `alerts`, and a full reset).
 * Production rules are never touched by a sandbox reset.
 */
export function registerAlertReset(sandbox: SandboxStore, db: Queryable): void {
  sandbox.onReset('alerts', async (accountId) => {
    await db.query(`DELETE FROM alert_rules WHERE account_id = $1 AND world = 'sandbox'`, [accountId]);
  });
}

/** The condition as the API and the event payload show it. */
export function conditionView(rule: Pick<AlertRule, 'condition' | 'direction' | 'bucket' | 'level' | 'minUsd'>) {
  return {
    type: rule.condition,
    direction: rule.direction,
    bucket: rule.bucket,
    level: rule.level,
    min_usd: rule.minUsd,
  };
}
