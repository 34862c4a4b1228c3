/**
 * OAuth client credentials in the SDK, against the app's own token endpoint (POST /oauth/token)
 * and clients created with POST /v1/oauth/clients: the token is fetched lazily and once for
 * concurrent requests, refreshed before it expires, replaced once after a 401, and refusals come
 * back as typed errors. The stream takes the same token.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type AlertMessage,
  AuthenticationError,
  type BodyOf,
  createClient,
  type OAuthOptions,
  PermissionError,
  type SignalStream,
  StreamError,
} from '../../sdk/src/index.ts';
import type { TestAccount } from '../helpers/app.ts';
import { confirmEvent, raise } from '../stream/client.ts';
import { listeningApp, rejection, type SdkEnv } from './helpers.ts';

let env: SdkEnv;
let account: TestAccount;
/** How far the app's clock runs ahead of the SDK's (a token the server sees as expired early). */
let appSkewMs = 0;
const open: SignalStream[] = [];

beforeAll(async () => {
  // The app reads Date.now() on every call, so a spied Date.now moves the app and the SDK together.
  env = await listeningApp({}, { now: () => Date.now() + appSkewMs });
  account = await env.t.createAccount('pro');
});
afterEach(async () => {
  appSkewMs = 0;
  vi.restoreAllMocks();
  for (const s of open.splice(0)) await s.close();
});
afterAll(() => env.close());

type Scope = BodyOf<'/v1/oauth/clients', 'post'>['scopes'][number];

/** A new OAuth client of `key`'s account, through the API. */
async function newClient(scopes: Scope[], key = account.testKey): Promise<{ clientId: string; clientSecret: string }> {
  const created = await env.client({ apiKey: key }).post('/v1/oauth/clients', { body: { name: 'sdk-test', scopes } });
  return { clientId: created.client_id, clientSecret: created.client_secret };
}

/** Deletes an OAuth client through the API: its tokens are refused from then on. */
async function deleteClient(clientId: string): Promise<void> {
  await env.client({ apiKey: account.testKey }).delete('/v1/oauth/clients/{clientId}', {
    params: { path: { clientId } },
  });
}

/** What an SDK client sends: token requests and API answers, in order. */
function recorded(oauth: OAuthOptions) {
  const log: { tokens: string[]; api: number[] } = { tokens: [], api: [] };
  const fetchFn: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const res = await fetch(input, init);
    if (new URL(url).pathname === '/oauth/token') log.tokens.push((init?.body as string | undefined) ?? '');
    else log.api.push(res.status);
    return res;
  };
  return { log, client: createClient({ baseUrl: env.baseUrl, oauth, fetch: fetchFn }) };
}

describe('tokens from POST /oauth/token', () => {
  it('fetches no token until a request needs one, then one for many concurrent requests', async () => {
    const { log, client } = recorded({ ...(await newClient(['read', 'alerts'])), scopes: ['read'] });
    expect(log.tokens).toHaveLength(0);
    const answers = await Promise.all(Array.from({ length: 8 }, () => client.symbols()));
    expect(answers.every((a) => a.status === 'ok')).toBe(true);
    expect(log.tokens).toHaveLength(1);
    const form = new URLSearchParams(log.tokens[0]);
    expect(form.get('grant_type')).toBe('client_credentials');
    expect(form.get('scope')).toBe('read');
    // The app sees the token's caller: the client stands where a key would, with the granted scope.
    const me = await client.account();
    expect(me.key.id).toMatch(/^cid_/);
    expect(me.key.scopes).toEqual(['read']);
    expect(log.tokens).toHaveLength(1);
    expect(log.api.every((s) => s === 200)).toBe(true);
  });

  it('refreshes a token a minute before it expires, before the server would refuse it', async () => {
    const { log, client } = recorded(await newClient(['read']));
    await client.symbols();
    const realNow = Date.now.bind(Date);
    const start = realNow();
    // 59.5 minutes on: the hour-long token still works on the server, but is inside the SDK's margin.
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 59.5 * 60_000);
    await client.symbols();
    expect(log.tokens).toHaveLength(2);
    expect(log.api).toEqual([200, 200]);
    expect(Date.now() - start).toBeGreaterThan(59 * 60_000);
  });

  it('a token the server refuses as expired is replaced and the request retried once', async () => {
    const { log, client } = recorded(await newClient(['read']));
    await client.symbols();
    appSkewMs = 61 * 60_000;
    expect((await client.symbols()).status).toBe('ok');
    expect(log.tokens).toHaveLength(2);
    expect(log.api).toEqual([200, 401, 200]);
  });

  it('after its client is deleted: one new token request, refused, and no loop', async () => {
    const creds = await newClient(['read']);
    const { log, client } = recorded(creds);
    await client.symbols();
    await deleteClient(creds.clientId);
    const err = await rejection(client.symbols());
    expect(err).toBeInstanceOf(AuthenticationError);
    expect((err as AuthenticationError).code).toBe('invalid_client');
    expect(log.tokens).toHaveLength(2);
    expect(log.api).toEqual([200, 401]);
    // A client created again has new credentials; a client given them works at once.
    const again = recorded(await newClient(['read']));
    expect((await again.client.symbols()).status).toBe('ok');
    expect(again.log.api).toEqual([200]);
  });

  it('refused client credentials are an AuthenticationError carrying the OAuth error', async () => {
    const { clientId } = await newClient(['read']);
    const { log, client } = recorded({ clientId, clientSecret: 'cs_test_wrong' });
    const err = await rejection(client.symbols());
    expect(err).toBeInstanceOf(AuthenticationError);
    expect((err as AuthenticationError).status).toBe(401);
    expect((err as AuthenticationError).code).toBe('invalid_client');
    expect(log.api).toEqual([]);
  });

  it('asking for a scope the client lacks is refused at the token endpoint (invalid_scope)', async () => {
    const { client } = recorded({ ...(await newClient(['read'])), scopes: ['read', 'webhooks'] });
    const err = await rejection(client.symbols());
    expect((err as AuthenticationError).code).toBe('invalid_scope');
    expect((err as AuthenticationError).status).toBe(400);
  });

  it('a token without the scope a route needs is a PermissionError naming it', async () => {
    const { log, client } = recorded(await newClient(['read']));
    const err = await rejection(client.webhooks.deliveries(1, undefined, { maxItems: 1 }).next() as Promise<unknown>);
    expect(err).toBeInstanceOf(PermissionError);
    expect((err as PermissionError).status).toBe(403);
    expect((err as PermissionError).detail).toContain("'webhooks'");
    // A 403 is not an expired token: no second token request.
    expect(log.tokens).toHaveLength(1);
  });

  it('with the webhooks scope, a webhooks route answers', async () => {
    const { client } = recorded(await newClient(['read', 'webhooks']));
    expect((await client.webhooks.list()).status).toBe('ok');
  });
});

describe('the stream with a token', () => {
  it('authenticates the upgrade with the bearer token and delivers alerts', async () => {
    const { client } = recorded(await newClient(['read']));
    const s = client.stream({ symbols: ['*'], maxReconnects: 0 });
    open.push(s);
    const it = s[Symbol.asyncIterator]();
    const welcome = await s.ready();
    expect(welcome.environment).toBe('sandbox');
    const raised = await raise(env.t, [confirmEvent('sandbox', account.id, 'TEST_BTC', 'HIGH')]);
    const next = (await it.next()).value as AlertMessage;
    expect(next).toMatchObject({ type: 'alert', seq: 1, event_id: raised.events[0]!.id });
  });

  it('a token the upgrade refuses (expired early) is replaced once, and the stream opens', async () => {
    const { log, client } = recorded(await newClient(['read']));
    await client.symbols();
    appSkewMs = 61 * 60_000;
    const s = client.stream({ symbols: ['*'], maxReconnects: 0 });
    open.push(s);
    expect((await s.ready()).environment).toBe('sandbox');
    expect(log.tokens).toHaveLength(2);
  });

  it('after its client is deleted the stream ends with the OAuth refusal, having asked once more', async () => {
    const creds = await newClient(['read']);
    const { log, client } = recorded(creds);
    await client.symbols();
    await deleteClient(creds.clientId);
    const s = client.stream({ symbols: ['*'] });
    open.push(s);
    let reconnects = 0;
    s.on('reconnecting', () => reconnects++);
    const err = await rejection(s.ready());
    expect(err).toBeInstanceOf(StreamError);
    expect((err as StreamError).code).toBe('invalid_client');
    expect(log.tokens).toHaveLength(2);
    expect(reconnects).toBe(0);
  });

  it('a token without the read scope is refused by the stream', async () => {
    const { client } = recorded(await newClient(['alerts']));
    const s = client.stream({ symbols: ['*'], maxReconnects: 0 });
    open.push(s);
    const err = await rejection(s.ready());
    expect((err as { code?: string }).code).toBe('forbidden');
  });
});
