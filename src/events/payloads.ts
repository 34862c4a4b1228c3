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

/** The delivery fields every SIGNAL of production detection and alert rules starts with. */
export interface SignalEnvelope {
  ts: string;
  symbol: string;
  direction: 'long' | 'short';
  /** The symbol's confirmation for `direction` when the signal fired; null when it had no fresh score. */
  confidence: string | null;
  composite: number | null;
}

/** SPEC's delivery fields, first and in their order, of every SIGNAL a detection pass renders. */
function signalEnvelope(e: SignalEnvelope) {
  return {
    event: 'SIGNAL',
    ts: e.ts,
    symbol: e.symbol,
    direction: e.direction,
    confidence: e.confidence,
    composite: e.composite,
    webhook_id: null as number | null,
  };
}

/** Mean funding entered an extreme (docs/events.md). */
export function fundingSignalPayload(
  e: SignalEnvelope & { fundingRate: number; venues: number; state: 'positive' | 'negative'; threshold: number },
) {
  return {
    ...signalEnvelope(e),
    signal: 'funding_extreme',
    funding_rate: e.fundingRate,
    funding_venues: e.venues,
    state: e.state,
    threshold: e.threshold,
  };
}

/** An account's alert rule fired. `condition` is the rule's as GET /v1/alerts/{id} shows it. */
export function alertSignalPayload(
  e: SignalEnvelope & {
    alertId: number;
    condition: {
      type: string;
      direction: string | null;
      bucket: string | null;
      level: number | null;
      min_usd: number | null;
    };
    value: number | string;
    description: string | null;
    whaleEvent: WhaleEventRow | null;
  },
) {
  return {
    ...signalEnvelope(e),
    signal: 'alert',
    alert_id: e.alertId,
    condition: {
      type: e.condition.type,
      direction: e.condition.direction,
      bucket: e.condition.bucket,
      level: e.condition.level,
      min_usd: e.condition.min_usd,
    },
    value: e.value,
    description: e.description,
    whale_event: e.whaleEvent === null ? null : orderedWhaleRow(e.whaleEvent),
  };
}

const NullableNumber = Type.Union([Type.Number(), Type.Null()]);
const Envelope = {
  event: Type.Literal('SIGNAL'),
  ts: Type.String({ format: 'date-time', description: 'When it fired, ISO 8601 UTC' }),
  symbol: Type.String(),
  direction: Type.Union([Type.Literal('long'), Type.Literal('short')]),
  confidence: Type.Union([Type.String(), Type.Null()], {
    description: "The symbol's confirmation confidence for the direction; null without a fresh score",
  }),
  composite: Type.Union([Type.Number(), Type.Null()], { description: 'Its composite, -1..1; null without one' }),
  webhook_id: Type.Union([Type.Integer(), Type.Null()], { description: 'null outside a webhook delivery' }),
};

export const FundingSignalPayloadSchema = Type.Object({
  ...Envelope,
  signal: Type.Literal('funding_extreme'),
  funding_rate: Type.Number({ description: 'Mean funding across venues, fraction per 8 h' }),
  funding_venues: Type.Integer(),
  state: Type.Union([Type.Literal('positive'), Type.Literal('negative')]),
  threshold: Type.Number(),
});

export const AlertSignalPayloadSchema = Type.Object({
  ...Envelope,
  signal: Type.Literal('alert'),
  alert_id: Type.Integer(),
  condition: Type.Object({
    type: Type.String(),
    direction: Type.Union([Type.String(), Type.Null()]),
    bucket: Type.Union([Type.String(), Type.Null()]),
    level: NullableNumber,
    min_usd: NullableNumber,
  }),
  value: Type.Union([Type.Number(), Type.String()], { description: 'The figure that met the condition' }),
  description: Type.Union([Type.String(), Type.Null()]),
  whale_event: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
});
