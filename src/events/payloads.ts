/**
 * One renderer per event type. Every place an event is shown (simulate-time, GET /v1/test/events,
 * later the signed webhook body) renders it here, so the keys are snake_case and in one order.
 * Key order matters: a webhook signature covers the exact bytes.
 */
import { Type } from 'typebox';
import type { WhaleEvent } from '../market/types.ts';

export interface SignalEventFields {
  event: string;
  ts: string;
  symbol: string;
  direction: string;
  confidence: string;
  composite: number;
  action: string;
  confirmation: string;
  /** The registration a delivery goes to; null outside a webhook delivery. */
  webhook_id?: number | null;
}

/** A confirmation bucket change (HIGH, MEDIUM, VETO): SPEC's delivery payload fields first. */
export function signalEventPayload(f: SignalEventFields) {
  return {
    event: f.event,
    ts: f.ts,
    symbol: f.symbol,
    direction: f.direction,
    confidence: f.confidence,
    composite: f.composite,
    webhook_id: f.webhook_id ?? null,
    action: f.action,
    confirmation: f.confirmation,
  };
}

/** A whale trade or liquidation, as GET /v1/whales/events lists it. */
export function whaleEventRow(e: WhaleEvent) {
  return {
    id: e.id,
    t: e.t,
    time: new Date(e.t).toISOString(),
    address: e.address,
    label: e.label,
    symbol: e.symbol,
    type: e.type,
    side: e.side,
    size_usd: e.sizeUsd,
    price: e.price,
  };
}

export type WhaleEventRow = ReturnType<typeof whaleEventRow>;

/** The same row with its keys in the one order (a stored row comes back reordered). */
function orderedWhaleRow(r: WhaleEventRow): WhaleEventRow {
  return {
    id: r.id,
    t: r.t,
    time: r.time,
    address: r.address,
    label: r.label,
    symbol: r.symbol,
    type: r.type,
    side: r.side,
    size_usd: r.size_usd,
    price: r.price,
  };
}

/** A whale event as a SIGNAL event: the signal envelope, then the feed's row nested whole. */
export function whaleSignalPayload(row: WhaleEventRow, webhookId: number | null = null) {
  return {
    event: 'SIGNAL',
    ts: row.time,
    symbol: row.symbol,
    direction: row.side === 'buy' ? 'long' : 'short',
    webhook_id: webhookId,
    signal: row.type === 'trade' ? 'whale_trade' : 'whale_liquidation',
    whale_event: orderedWhaleRow(row),
  };
}

/**
 * Renders a stored payload again: PostgreSQL's jsonb keeps keys sorted its own way, so what
 * comes back from the database is put in the one order before it is shown.
 */
export function renderStoredPayload(kind: string, payload: Record<string, unknown>): Record<string, unknown> {
  if (kind === 'confirm') return signalEventPayload(payload as unknown as SignalEventFields);
  if (kind === 'whale' && payload.whale_event)
    return whaleSignalPayload(payload.whale_event as WhaleEventRow, (payload.webhook_id as number | null) ?? null);
  return payload;
}

export const SignalEventPayloadSchema = Type.Object({
  event: Type.String({ description: 'HIGH, MEDIUM or VETO' }),
  ts: Type.String({ format: 'date-time', description: 'When it fired, ISO 8601 UTC' }),
  symbol: Type.String(),
  direction: Type.Union([Type.Literal('long'), Type.Literal('short')]),
  confidence: Type.String({ description: 'HIGH or MEDIUM' }),
  composite: Type.Number({ description: '-1 (strong contra) to +1 (strong confirm)' }),
  webhook_id: Type.Union([Type.Integer(), Type.Null()], { description: 'null outside a webhook delivery' }),
  action: Type.String({ description: 'CONFIRM, REDUCE or SKIP' }),
  confirmation: Type.String({ description: 'HIGH, MEDIUM, LOW or NONE' }),
});

export const WhaleSignalPayloadSchema = Type.Object({
  event: Type.Literal('SIGNAL'),
  ts: Type.String({ format: 'date-time', description: 'When it happened, ISO 8601 UTC' }),
  symbol: Type.String(),
  direction: Type.Union([Type.Literal('long'), Type.Literal('short')], { description: 'buy → long, sell → short' }),
  webhook_id: Type.Union([Type.Integer(), Type.Null()], { description: 'null outside a webhook delivery' }),
  signal: Type.Union([Type.Literal('whale_trade'), Type.Literal('whale_liquidation')]),
  whale_event: Type.Record(Type.String(), Type.Unknown(), { description: 'The row GET /v1/whales/events lists' }),
});
