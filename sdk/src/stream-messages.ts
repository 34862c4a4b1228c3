/**
 * The messages of the WebSocket stream (`/v1/signals`), as the server sends them
 * (docs/streaming.md), and the stream client's options and events. The stream is not part of the
 * OpenAPI document, so these are written here.
 */
import type { StreamError } from './stream.ts';

export type StreamSignal = 'accumulation' | 'confirmation' | 'whale' | 'funding' | 'alerts';
export type Confidence = 'HIGH' | 'MEDIUM' | 'LOW' | 'NONE';

export interface WelcomeMessage {
  type: 'welcome';
  /** Keep it to resume after a drop. */
  connection_id: string;
  environment: 'sandbox' | 'production';
  plan: string;
  /** The last alert seq of this connection. */
  seq: number;
  heartbeat_interval_ms: number;
  resume_window_ms: number;
  resume_buffer: { alerts: number; bytes: number };
  limits: { connections: number; subscriptions: number; message_bytes: number };
  signals: StreamSignal[];
}

export interface AckMessage {
  type: 'ack';
  action: 'subscribe' | 'unsubscribe';
  id?: string;
  subscription_id?: string;
  symbols?: string[];
  signals?: StreamSignal[];
  min_confidence?: Confidence;
  removed?: string[];
  subscriptions?: unknown[];
}

export interface AlertMessage {
  type: 'alert';
  /** Per connection: 1, 2, 3… with no gaps. */
  seq: number;
  /** The event's id: the same as a webhook's X-Service-Event-Id. */
  event_id: string;
  event: 'HIGH' | 'MEDIUM' | 'VETO' | 'SIGNAL';
  signal: StreamSignal;
  kind: string;
  symbol: string;
  direction: string | null;
  confidence: Confidence;
  /** Market time of the event, Unix ms. */
  t: number;
  ts: string;
  /** The event's stored body (the webhook payload, with `webhook_id: null`). */
  payload: Record<string, unknown>;
}

export interface MissedMessage {
  type: 'missed';
  reason: 'buffer_overflow' | 'expired' | 'closed' | 'unknown_connection';
  connection_id: string;
  last_seq: number;
  detail: string;
  /** How to fill the gap over REST. */
  recover: string;
  missed_from_seq?: number;
  missed_to_seq?: number;
  missed_count?: number;
  missed_to_t?: number;
}

export interface ResumedMessage {
  type: 'resumed';
  connection_id: string;
  last_seq: number;
  /** Alerts that follow at once. */
  replayed: number;
  subscriptions: unknown[];
}

export interface HeartbeatMessage {
  type: 'heartbeat';
  ts: string;
  seq: number;
}

export interface ErrorMessage {
  type: 'error';
  code: string;
  message: string;
  id?: string;
  [detail: string]: unknown;
}

export interface PongMessage {
  type: 'pong';
  id?: string;
}

export type ServerMessage =
  | WelcomeMessage
  | AckMessage
  | AlertMessage
  | MissedMessage
  | ResumedMessage
  | HeartbeatMessage
  | ErrorMessage
  | PongMessage;

/** What the stream's iterator yields: alerts, and the notices that data was lost. */
export type StreamItem = AlertMessage | MissedMessage;

export interface StreamOptions {
  /** Canonical symbols of the key's world, or `['*']` for every symbol the key may read. */
  symbols: string[];
  /** Default: all signals. */
  signals?: Array<StreamSignal | '*'>;
  min_confidence?: Confidence;
  /** Reconnect backoff: first ceiling (default 1 000 ms, doubling) and cap (default 30 000 ms). */
  reconnectBaseMs?: number;
  reconnectMaxMs?: number;
  /** Give up after this many failed reconnects in a row (default: never). */
  maxReconnects?: number;
  /**
   * Resume a connection of an earlier process (its `connectionId` and `lastSeq`, kept by the
   * caller) instead of starting a new one; the server answers `missed` if it is gone.
   */
  resume?: { connectionId: string; lastSeq: number };
}

export interface StreamEvents {
  welcome: [WelcomeMessage];
  ack: [AckMessage];
  alert: [AlertMessage];
  missed: [MissedMessage];
  resumed: [ResumedMessage];
  /** An `error` message from the server (e.g. a refused subscription). */
  'server-error': [ErrorMessage];
  reconnecting: [{ attempt: number; delayMs: number; code: number | null; reason: string }];
  /** The stream is over: after `close()` (error null) or a fatal condition. */
  end: [StreamError | null];
}
