/**
 * The user API as the commands use it: one method per call, typed by what the commands read.
 * Swappable: only this file knows how a call is made.
 */
import { type Query, send, type Transport, urlOf, userTransport } from './http.ts';

export type Side = 'long' | 'short';
export type Action = 'CONFIRM' | 'REDUCE' | 'SKIP';

export interface Composite {
  symbol: string;
  direction: Side;
  composite: number;
  confidence: 'HIGH' | 'MEDIUM';
  action: Action;
  size_mult: number;
  deriv_score: number | null;
  onchain_score: number | null;
  whale_score: number | null;
  reasons: string[];
  missing: Array<{ component: string; venue?: string; reason: string }>;
  as_of: string;
}

export interface BatchItem {
  symbol: string;
  direction: Side;
  at?: number | string;
}

export type BatchAnswer =
  | { index: number; ok: true; result: Composite }
  | { index: number; ok: false; error: { status: number; code: string; detail: string } };

export interface Candle {
  t: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface Whale {
  address: string;
  label: string | null;
  account_value_usd: number;
  pnl_all_time_usd: number;
  volume_24h_usd: number;
  positions: { count: number; long_notional_usd: number; short_notional_usd: number; symbols: string[] };
}

export interface Heatmap {
  as_of: string;
  timestamp: number;
  venues: string[];
  symbols: string[];
  hours: number[];
  cells: Array<Array<Array<number | null>>>;
}

export interface Webhook {
  webhook_id: number;
  url: string;
  events: string[];
  symbols: string[];
  format: number;
  description: string | null;
  environment: string;
  enabled: boolean;
  disabled_reason: string | null;
  consecutive_failures: number;
  created_at: string;
}

export interface Delivery {
  delivery_id: number;
  event_id: string;
  event: string;
  symbol: string;
  status: string;
  test: boolean;
  attempts: Array<{ n: number; at: string; response_status: number | null; error: string | null }>;
  created_at: string;
}

export class UserApi {
  readonly transport: Transport;

  constructor(readonly key: string) {
    this.transport = userTransport(key);
  }

  private get<T>(path: string, query?: Query): Promise<T> {
    return send<T>(this.transport, 'GET', path, { query });
  }

  private post<T>(path: string, body: unknown): Promise<T> {
    return send<T>(this.transport, 'POST', path, { body });
  }

  confirm(symbol: string, direction: Side, at?: string): Promise<Composite> {
    return this.get('/v1/confirm', { symbol, direction, format: 'composite', at });
  }

  confirmBatch(items: BatchItem[]): Promise<{ as_of: string; items: BatchAnswer[] }> {
    return this.post('/v1/confirm/batch', { items, format: 'composite' });
  }

  candles(
    symbol: string,
    q: { interval: string; start: number; end: number; limit: number },
  ): Promise<{ candles: Candle[]; next_start: number | null }> {
    return this.get('/v1/candles', { symbol, ...q });
  }

  sandboxStatus(): Promise<{ clock: { now_ms: number; iso: string; mode: string }; symbols: string[] }> {
    return this.get('/v1/test/status');
  }

  whales(q: Query): Promise<{ as_of: string; count: number; total: number; whales: Whale[] }> {
    return this.get('/v1/whales', q);
  }

  heatmap(q: Query): Promise<Heatmap> {
    return this.get('/v1/derivatives/funding-heatmap', q);
  }

  webhooks(): Promise<{ max_registrations: number; webhooks: Webhook[] }> {
    return this.get('/v1/webhooks');
  }

  webhook(id: number): Promise<Webhook> {
    return this.get(`/v1/webhooks/${id}`);
  }

  createWebhook(body: Record<string, unknown>): Promise<Webhook & { message: string }> {
    return this.post('/v1/webhooks', body);
  }

  deleteWebhook(id: number): Promise<void> {
    return send(this.transport, 'DELETE', `/v1/webhooks/${id}`);
  }

  testWebhook(body: { webhook_id: number; event?: string; symbol?: string }): Promise<Record<string, unknown>> {
    return this.post('/v1/webhooks/test', body);
  }

  deliveries(id: number, q: Query): Promise<{ deliveries: Delivery[]; next_cursor: number | null }> {
    return this.get(`/v1/webhooks/${id}/deliveries`, q);
  }

  redeliver(id: number, deliveryId: number): Promise<{ delivery_id: number; attempt: number }> {
    return this.post(`/v1/webhooks/${id}/deliveries/${deliveryId}/redeliver`, {});
  }

  /** The stream's WebSocket URL, resuming a connection when given one. */
  streamUrl(resume?: { connectionId: string; lastSeq: number }): string {
    const http = urlOf(
      this.transport,
      '/v1/signals',
      resume ? { connection_id: resume.connectionId, last_seq: resume.lastSeq } : {},
    );
    return http.replace(/^http/, 'ws');
  }
}
