/**
 * Production market figures written the way collectors write them, chosen to give a wanted
 * confirmation composite, and the outbox read back with SQL.
 */
import { writeDerivativesPoints, writeWhaleEvents } from '../../src/market/production-store.ts';
import type { WhaleEvent } from '../../src/market/types.ts';
import { DERIV_WEIGHTS, FUNDING, LONG_SHORT } from '../../src/signals/confirm.ts';
import type { TestApp } from '../helpers/app.ts';

/** Funding below the crowding ramp: its share of the composite is known in closed form. */
export const CALM_FUNDING = 0.0004;

/**
 * The long/short ratio that makes a derivatives-only snapshot score `composite` for the long side
 * (no whale or on-chain data: derivatives carry the whole blend; no 24 h history: no OI term).
 */
export function longShortFor(composite: number, funding = CALM_FUNDING): number {
  const rest = composite - DERIV_WEIGHTS.funding * Math.tanh(funding / FUNDING.scale);
  return Math.exp(LONG_SHORT.scale * Math.atanh(rest / DERIV_WEIGHTS.longShort));
}

export async function writeMarket(
  t: TestApp,
  at: number,
  symbol: string,
  figures: { composite?: number; funding?: number; longShort?: number },
): Promise<void> {
  const funding = figures.funding ?? CALM_FUNDING;
  await writeDerivativesPoints(t.database.db, [
    {
      venue: 'binance',
      symbol,
      t: at,
      markPrice: 100,
      fundingRate: funding,
      nextFundingTime: at + 3_600_000,
      openInterestUsd: 1e9,
      longShortRatio: figures.longShort ?? longShortFor(figures.composite ?? 0.3, funding),
    },
  ]);
}

export async function writeWhales(t: TestApp, events: Array<Omit<WhaleEvent, 'label'>>): Promise<void> {
  await writeWhaleEvents(t.database.db, events);
}

export interface EventRow {
  seq: number;
  name: string;
  kind: string;
  symbol: string;
  direction: string | null;
  account_id: string | null;
  world: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read the rendered body.
  body: any;
  raw: string;
}

export async function eventsAfter(t: TestApp, seq: number, world = 'production'): Promise<EventRow[]> {
  const rows = await t.database.query<Record<string, unknown>>(
    'SELECT seq, id, name, kind, symbol, direction, account_id, world, body FROM events WHERE world = $1 AND seq > $2 ORDER BY seq',
    [world, seq],
  );
  return rows.map((r) => ({
    seq: Number(r.seq),
    name: String(r.name),
    kind: String(r.kind),
    symbol: String(r.symbol),
    direction: r.direction == null ? null : String(r.direction),
    account_id: r.account_id == null ? null : String(r.account_id),
    world: String(r.world),
    body: JSON.parse(String(r.body)),
    raw: String(r.body),
  }));
}

export async function lastSeq(t: TestApp): Promise<number> {
  const [row] = await t.database.query<{ s: unknown }>('SELECT coalesce(max(seq), 0) AS s FROM events');
  return Number(row!.s);
}

/** A registration as the webhooks capability stores it (0008_webhooks.sql). */
export async function registerWebhook(
  t: TestApp,
  accountId: string,
  world: 'sandbox' | 'production',
  events: string[] = ['*'],
  symbols: string[] = ['*'],
): Promise<number> {
  const [row] = await t.database.query<{ id: number }>(
    `INSERT INTO webhooks (account_id, world, url, events, symbols, secret_hash)
     VALUES ($1, $2, 'https://receiver.example/hook', $3::text[], $4::text[], $5) RETURNING id`,
    [accountId, world, events, symbols, '0'.repeat(64)],
  );
  return Number(row!.id);
}

export async function deliveriesOf(t: TestApp, webhookId: number): Promise<Array<{ event_id: string; body: string }>> {
  return t.database.query('SELECT event_id, body FROM webhook_deliveries WHERE webhook_id = $1 ORDER BY id', [
    webhookId,
  ]);
}
