/**
 * OAuth 2.0 client credentials (RFC 6749 §4.4). A token is fetched when the first request needs
 * one, cached, and fetched again about a minute before it expires; concurrent requests share one
 * token request. After a 401 the cached token is dropped and the request retried once with a new
 * one (the token may have been revoked early).
 */
import { errorFromResponse } from './errors.ts';
import type { Credentials } from './transport.ts';

export interface OAuthOptions {
  clientId: string;
  clientSecret: string;
  /** Scopes to ask for (e.g. `['read', 'alerts']`); the server's default when omitted. */
  scopes?: string[];
  /** The token endpoint, absolute or relative to the base URL (default `/oauth/token`). */
  tokenUrl?: string;
  /** Refresh this long before expiry, ms (default 60 000). */
  refreshMarginMs?: number;
}

export interface AccessToken {
  access_token: string;
  token_type: string;
  expires_in: number;
  scope?: string;
}

export class OAuthCredentials implements Credentials {
  private token: { value: string; refreshAt: number; scope: string | undefined } | null = null;
  private pending: Promise<string> | null = null;
  private readonly url: string;

  constructor(
    private readonly opts: OAuthOptions,
    baseUrl: string,
    private readonly fetchFn: typeof globalThis.fetch,
    // Read on every call, so a test's or simulator's replaced Date.now is the clock.
    private readonly now: () => number = () => Date.now(),
  ) {
    this.url = new URL(opts.tokenUrl ?? '/oauth/token', `${baseUrl.replace(/\/+$/, '')}/`).href;
  }

  async headers(): Promise<Record<string, string>> {
    return { authorization: `Bearer ${await this.accessToken()}` };
  }

  /** Drops the cached token so the next request fetches a new one; worth a retry if one was cached. */
  rejected(): boolean {
    const had = this.token !== null;
    this.token = null;
    return had;
  }

  /** The scopes the server granted with the current token, when it said. */
  get grantedScope(): string | undefined {
    return this.token?.scope;
  }

  /** A valid access token: the cached one, or one fetched now (a single request however many ask). */
  accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.refreshAt) return Promise.resolve(this.token.value);
    this.pending ??= this.fetchToken().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async fetchToken(): Promise<string> {
    const form = new URLSearchParams({ grant_type: 'client_credentials' });
    if (this.opts.scopes?.length) form.set('scope', this.opts.scopes.join(' '));
    // RFC 6749 §2.3.1: client id and secret are form-urlencoded before they are joined for Basic.
    const basic = Buffer.from(
      `${encodeURIComponent(this.opts.clientId)}:${encodeURIComponent(this.opts.clientSecret)}`,
    ).toString('base64');
    const started = this.now();
    const res = await this.fetchFn(this.url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form.toString(),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    if (!res.ok) throw errorFromResponse(res.status, body, res.headers);
    const t = body as Partial<AccessToken>;
    if (typeof t.access_token !== 'string' || typeof t.expires_in !== 'number') {
      throw errorFromResponse(502, { code: 'invalid_token_response', detail: 'the token endpoint answered no token' });
    }
    const margin = Math.min(this.opts.refreshMarginMs ?? 60_000, (t.expires_in * 1000) / 2);
    this.token = { value: t.access_token, refreshAt: started + t.expires_in * 1000 - margin, scope: t.scope };
    return t.access_token;
  }
}

/** Credentials of an API key, sent as X-API-Key. */
export function apiKeyCredentials(apiKey: string | undefined): Credentials {
  const headers: Record<string, string> = apiKey ? { 'x-api-key': apiKey } : {};
  return { headers: () => headers };
}
