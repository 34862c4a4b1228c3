/**
 * The user API as the commands use it: one method per call, typed by what the commands read.
 * Calls go through the SDK's client (retries, timeouts, typed errors); only this file knows that,
 * and it turns the SDK's errors into the CLI's one-line errors.
 */
import { ApiError, ConnectionError, createClient, type MsigClient } from '../../sdk/src/index.ts';
import { CliError, ProblemError } from './errors.ts';
import { baseUrl } from './http.ts';

type Query = Record<string, string | number | boolean | undefined>;

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

/** The SDK's errors as the CLI's: a problem keeps its body (for --json), no answer names the server. */
function cliErrorOf(err: unknown, base: string): unknown {
  if (err instanceof ApiError) return new ProblemError({ ...err.problem, status: err.status, detail: err.detail });
  if (err instanceof ConnectionError) {
    if (err.timedOut) return new CliError(`no answer from ${base}: ${err.message}`);
    // The SDK's message is "<METHOD> <url>: <reason>"; the reason is what a person needs.
    return new CliError(`cannot reach ${base}: ${err.message.slice(err.message.lastIndexOf(': ') + 2)}`);
  }
  return err;
}

/** The SDK's typed call without its per-path types: the commands type their answers themselves. */
type Untyped = (path: string, init?: object) => Promise<unknown>;

export class UserApi {
  readonly base: string;
  readonly client: MsigClient;

  constructor(readonly key: string) {
    this.base = baseUrl();
    this.client = createClient({ baseUrl: this.base, apiKey: key });
  }

  private async call<T>(method: 'get' | 'post' | 'delete', path: string, init?: object): Promise<T> {
    try {
      return (await (this.client[method] as Untyped).call(this.client, path, init)) as T;
    } catch (err) {
      throw cliErrorOf(err, this.base);
    }
  }

  private get<T>(path: string, query?: Query, pathParams?: Query): Promise<T> {
    return this.call('get', path, { params: { query, path: pathParams } });
  }

  private post<T>(path: string, body: unknown, pathParams?: Query): Promise<T> {
    return this.call('post', path, { params: { path: pathParams }, body });
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
    return this.get('/v1/webhooks/{id}', undefined, { id });
  }

  createWebhook(body: Record<string, unknown>): Promise<Webhook & { message: string }> {
    return this.post('/v1/webhooks', body);
  }

  deleteWebhook(id: number): Promise<void> {
    return this.call('delete', '/v1/webhooks/{id}', { params: { path: { id } } });
  }

  testWebhook(body: { webhook_id: number; event?: string; symbol?: string }): Promise<Record<string, unknown>> {
    return this.post('/v1/webhooks/test', body);
  }

  deliveries(id: number, q: Query): Promise<{ deliveries: Delivery[]; next_cursor: number | null }> {
    return this.get('/v1/webhooks/{id}/deliveries', q, { id });
  }

  redeliver(id: number, deliveryId: number): Promise<{ delivery_id: number; attempt: number }> {
    return this.post('/v1/webhooks/{id}/deliveries/{delivery_id}/redeliver', {}, { id, delivery_id: deliveryId });
  }

  /** The stream's WebSocket URL, resuming a connection when given one. */
  streamUrl(resume?: { connectionId: string; lastSeq: number }): string {
    const qs = resume
      ? `?${new URLSearchParams({ connection_id: resume.connectionId, last_seq: String(resume.lastSeq) })}`
      : '';
    return `${this.base.replace(/^http/, 'ws')}/v1/signals${qs}`;
  }
}
