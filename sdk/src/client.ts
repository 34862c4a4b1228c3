/**
 * The client: openapi-fetch's typed calls over the generated `paths`, behind one transport
 * (credentials, timeouts, retries; transport.ts) and one error middleware, so every call either
 * returns the documented success body or throws an `ApiError` subclass.
 *
 * `get/post/put/patch/delete` take the same arguments as openapi-fetch's `GET/POST/…` and return
 * the body itself. The convenience methods below cover the common calls.
 */
import createFetchClient, {
  type Client,
  type FetchResponse,
  type MaybeOptionalInit,
  type Middleware,
} from 'openapi-fetch';
import { errorFromResponse } from './errors.ts';
import { apiKeyCredentials, OAuthCredentials, type OAuthOptions } from './oauth.ts';
import { type ItemOptions, type PageOptions, type Query, walkItems, walkPages } from './pagination.ts';
import type { paths } from './schema.d.ts';
import { SignalStream } from './stream.ts';
import type { StreamOptions } from './stream-messages.ts';
import { createTransport, type RetryOptions } from './transport.ts';

export const SDK_VERSION = '0.1.0';

export interface ClientOptions extends RetryOptions {
  /** The service's address, e.g. `https://api.example.com` or `http://127.0.0.1:8080`. */
  baseUrl: string;
  /** An API key (`sk_test_…`, `sk_live_…`), sent as X-API-Key. */
  apiKey?: string;
  /** OAuth 2.0 client credentials, used instead of a key. */
  oauth?: OAuthOptions;
  /** The fetch to use (default: the global one). */
  fetch?: typeof globalThis.fetch;
  /** Per attempt, ms (default 30 000). */
  timeoutMs?: number;
  /** Extra headers on every request. */
  headers?: Record<string, string>;
}

type Media = `${string}/${string}`;
type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
/** The paths that have a given method. */
export type PathsWith<M extends Method> = {
  [P in keyof paths]: paths[P] extends { [K in M]: infer Op } ? (Op extends undefined | never ? never : P) : never;
}[keyof paths];
type Init<P extends keyof paths, M extends Method> = MaybeOptionalInit<paths[P], M>;
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
type InitArg<I> = RequiredKeys<I> extends never ? [init?: I] : [init: I];
/** The success body of an operation. */
export type ResponseOf<P extends keyof paths, M extends Method> = NonNullable<
  FetchResponse<paths[P][M] & Record<string | number, unknown>, object, Media>['data']
>;
/** The query parameters of an operation. */
export type QueryOf<P extends keyof paths, M extends Method> = paths[P][M] extends {
  parameters: { query?: infer Q };
}
  ? NonNullable<Q>
  : never;
/** The JSON request body of an operation. */
export type BodyOf<P extends keyof paths, M extends Method> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;
/** The keys of a body whose values are arrays (what a list's items are called). */
export type ArrayKeys<T> = { [K in keyof T]-?: NonNullable<T[K]> extends readonly unknown[] ? K : never }[keyof T] &
  string;
type ItemOf<T, K extends keyof T> = NonNullable<T[K]> extends ReadonlyArray<infer I> ? I : never;

type ConfirmQuery = QueryOf<'/v1/confirm', 'get'>;
/** GET /v1/confirm's default answer: `confirmation` bucket and `score`. */
export type ConfirmSimple = Extract<ResponseOf<'/v1/confirm', 'get'>, { score: unknown }>;
/** GET /v1/confirm?format=composite: `action`, `composite`, `size_mult`, `reasons`, `figures`. */
export type ConfirmComposite = Extract<ResponseOf<'/v1/confirm', 'get'>, { composite: unknown }>;

/** Throws the typed error for every non-2xx answer, so success is the only return. */
const throwProblems: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    throw errorFromResponse(response.status, body, response.headers);
  },
};

export class MsigClient {
  /** openapi-fetch's typed client (`GET`, `POST`, … returning `{ data, response }`); errors throw. */
  readonly api: Client<paths, Media>;
  readonly baseUrl: string;
  private readonly credentials: OAuthCredentials | ReturnType<typeof apiKeyCredentials>;

  constructor(readonly options: ClientOptions) {
    if (options.apiKey && options.oauth) throw new TypeError('give apiKey or oauth, not both');
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    const fetchFn = options.fetch ?? globalThis.fetch;
    this.credentials = options.oauth
      ? new OAuthCredentials(options.oauth, this.baseUrl, fetchFn)
      : apiKeyCredentials(options.apiKey);
    const transport = createTransport({
      ...options,
      fetch: fetchFn,
      credentials: this.credentials,
      userAgent: `msig-sdk/${SDK_VERSION}`,
    });
    this.api = createFetchClient<paths, Media>({ baseUrl: this.baseUrl, fetch: transport, headers: options.headers });
    this.api.use(throwProblems);
  }

  // biome-ignore lint/suspicious/noExplicitAny: one untyped bridge to openapi-fetch's overloads.
  private async call(method: string, path: string, init: unknown): Promise<any> {
    // biome-ignore lint/suspicious/noExplicitAny: see above.
    const { data } = await (this.api as any)[method](path, init);
    return data;
  }

  get<P extends PathsWith<'get'>>(path: P, ...init: InitArg<Init<P, 'get'>>): Promise<ResponseOf<P, 'get'>> {
    return this.call('GET', path, init[0]);
  }
  post<P extends PathsWith<'post'>>(path: P, ...init: InitArg<Init<P, 'post'>>): Promise<ResponseOf<P, 'post'>> {
    return this.call('POST', path, init[0]);
  }
  put<P extends PathsWith<'put'>>(path: P, ...init: InitArg<Init<P, 'put'>>): Promise<ResponseOf<P, 'put'>> {
    return this.call('PUT', path, init[0]);
  }
  patch<P extends PathsWith<'patch'>>(path: P, ...init: InitArg<Init<P, 'patch'>>): Promise<ResponseOf<P, 'patch'>> {
    return this.call('PATCH', path, init[0]);
  }
  delete<P extends PathsWith<'delete'>>(
    path: P,
    ...init: InitArg<Init<P, 'delete'>>
  ): Promise<ResponseOf<P, 'delete'>> {
    return this.call('DELETE', path, init[0]);
  }

  /**
   * Every page of a list, following whatever the page says comes next (Link rel=next,
   * `meta.next_cursor`, `next_cursor`, `next_start`, `next_after`; pagination.ts).
   */
  pages<P extends PathsWith<'get'>>(
    path: P,
    init?: Init<P, 'get'>,
    opts: PageOptions & { itemsKey?: string } = {},
  ): AsyncGenerator<{ body: ResponseOf<P, 'get'>; response: Response }, void, undefined> {
    const base = (init ?? {}) as { params?: { query?: Query } };
    return walkPages(
      async (query) => {
        // biome-ignore lint/suspicious/noExplicitAny: see call().
        const { data, response } = await (this.api as any).GET(path, { ...base, params: { ...base.params, query } });
        return { body: data, response };
      },
      base.params?.query ?? {},
      opts,
    ) as AsyncGenerator<{ body: ResponseOf<P, 'get'>; response: Response }, void, undefined>;
  }

  /** Every item of a list across its pages; `key` names the array (e.g. `'events'`). */
  paginate<P extends PathsWith<'get'>, K extends ArrayKeys<ResponseOf<P, 'get'>>>(
    path: P,
    init: Init<P, 'get'> | undefined,
    key: K,
    opts: ItemOptions = {},
  ): AsyncGenerator<ItemOf<ResponseOf<P, 'get'>, K>, void, undefined> {
    const pages = this.pages(path, init, { ...opts, itemsKey: key });
    const bodies = (async function* () {
      for await (const p of pages) yield { body: p.body as unknown, response: p.response };
    })();
    return walkItems(bodies, key, opts);
  }

  /** A live stream of alerts over WebSocket (`/v1/signals`), resuming across drops (stream.ts). */
  stream(options: StreamOptions): SignalStream {
    const url = `${this.baseUrl.replace(/^http/, 'ws')}/v1/signals`;
    const credentials = this.credentials;
    return new SignalStream(
      { url, headers: () => credentials.headers(), rejected: () => credentials.rejected?.() ?? false },
      options,
    );
  }

  // --- Convenience methods for the common calls ---

  /** GET /v1/confirm: how strongly the market supports a trade (the composite shape with `format: 'composite'`). */
  confirm(query: ConfirmQuery & { format: 'composite' }): Promise<ConfirmComposite>;
  confirm(query: ConfirmQuery & { format?: 'simple' }): Promise<ConfirmSimple>;
  confirm(query: ConfirmQuery): Promise<ConfirmSimple | ConfirmComposite> {
    return this.get('/v1/confirm', { params: { query } });
  }

  /**
   * POST /v1/confirm/batch: up to 100 symbol/direction pairs in one call, answered item by item
   * (`ok: true` with `result`, or `ok: false` with a problem). Counts one against the per-minute burst.
   */
  confirmBatch(
    items: Array<{ symbol: string; direction: 'long' | 'short' | string }>,
    opts: { format?: 'simple' | 'composite' } = {},
  ) {
    return this.post('/v1/confirm/batch', { body: { items, ...opts } });
  }

  symbols(query?: QueryOf<'/v1/symbols', 'get'>) {
    return this.get('/v1/symbols', { params: { query } });
  }

  account() {
    return this.get('/v1/account');
  }

  whales(query?: QueryOf<'/v1/whales', 'get'>) {
    return this.get('/v1/whales', { params: { query } });
  }

  /** Every whale event matching the filters, newest first, across pages. */
  whaleEvents(query?: QueryOf<'/v1/whales/events', 'get'>, opts?: ItemOptions) {
    return this.paginate('/v1/whales/events', { params: { query } }, 'events', opts);
  }

  fundingHeatmap(query?: QueryOf<'/v1/derivatives/funding-heatmap', 'get'>) {
    return this.get('/v1/derivatives/funding-heatmap', { params: { query } });
  }

  candles(query: QueryOf<'/v1/candles', 'get'>, opts?: ItemOptions) {
    return this.paginate('/v1/candles', { params: { query } }, 'candles', opts);
  }

  // --- API v2 (beta: `meta.api_version` is "2.0-beta"; docs/migration-v1-v2.md) ---

  /**
   * GET /v2/whales/tracking: every whale trade and liquidation matching the filters, newest first,
   * across pages (`meta.next_cursor` passed back as `cursor`). Replaces `whales()`.
   */
  whalesTracking(query?: QueryOf<'/v2/whales/tracking', 'get'>, opts?: ItemOptions) {
    return this.paginate('/v2/whales/tracking', { params: { query } }, 'data', opts);
  }

  /** GET /v2/derivatives/funding-heatmap: one venue's funding plane; `exchange` is required. */
  fundingHeatmapV2(query: QueryOf<'/v2/derivatives/funding-heatmap', 'get'>) {
    return this.get('/v2/derivatives/funding-heatmap', { params: { query } });
  }

  /** GET /v2/derivatives/positions: open interest summed by `group_by` (venue, symbol or side). */
  positions(query?: QueryOf<'/v2/derivatives/positions', 'get'>) {
    return this.get('/v2/derivatives/positions', { params: { query } });
  }

  /** GET /v2/confirm: v1's simple and composite answers in one body, under the v2 names. */
  confirmV2(query: QueryOf<'/v2/confirm', 'get'>) {
    return this.get('/v2/confirm', { params: { query } });
  }

  /** Outbound webhook registrations (Pro and Enterprise). */
  readonly webhooks = {
    list: () => this.get('/v1/webhooks'),
    get: (id: number) => this.get('/v1/webhooks/{id}', { params: { path: { id } } }),
    create: (body: BodyOf<'/v1/webhooks', 'post'>) => this.post('/v1/webhooks', { body }),
    update: (id: number, body: BodyOf<'/v1/webhooks/{id}', 'patch'>) =>
      this.patch('/v1/webhooks/{id}', { params: { path: { id } }, body }),
    delete: (id: number) => this.delete('/v1/webhooks/{id}', { params: { path: { id } } }),
    /** Sends one signed test delivery at once and answers its outcome. */
    test: (body: BodyOf<'/v1/webhooks/test', 'post'>) => this.post('/v1/webhooks/test', { body }),
    /** The delivery log, newest first, across pages. */
    deliveries: (id: number, query?: QueryOf<'/v1/webhooks/{id}/deliveries', 'get'>, opts?: ItemOptions) =>
      this.paginate('/v1/webhooks/{id}/deliveries', { params: { path: { id }, query } }, 'deliveries', opts),
    redeliver: (id: number, deliveryId: number) =>
      this.post('/v1/webhooks/{id}/deliveries/{delivery_id}/redeliver', {
        params: { path: { id, delivery_id: deliveryId } },
      }),
    recover: (id: number, body: BodyOf<'/v1/webhooks/{id}/recover', 'post'>) =>
      this.post('/v1/webhooks/{id}/recover', { params: { path: { id } }, body }),
  };

  /** The sandbox controls (sandbox keys of your own account; the public keys may only read). */
  readonly sandbox = {
    status: () => this.get('/v1/test/status'),
    simulateTime: (body: BodyOf<'/v1/test/simulate-time', 'post'>) => this.post('/v1/test/simulate-time', { body }),
    reset: (resource?: QueryOf<'/v1/test/reset', 'post'>['resource']) =>
      this.post('/v1/test/reset', { params: { query: resource ? { resource } : {} } }),
    injectError: (body: BodyOf<'/v1/test/inject-error', 'post'>) => this.post('/v1/test/inject-error', { body }),
    /** The account's sandbox events in order, across pages. */
    events: (query?: QueryOf<'/v1/test/events', 'get'>, opts?: ItemOptions) =>
      this.paginate('/v1/test/events', { params: { query } }, 'events', opts),
  };
}

/** A client for the API. Give `apiKey` or `oauth`. */
export function createClient(options: ClientOptions): MsigClient {
  return new MsigClient(options);
}
