/**
 * OAuth client credentials in the SDK: the token is fetched lazily with HTTP Basic client auth and
 * a form body (RFC 6749 §4.4), cached, shared by concurrent requests, refreshed before it expires,
 * and replaced once after a 401. The token endpoint is a loopback fixture that issues tokens and
 * forwards API requests carrying a valid one to the real app with the client's key.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthenticationError, createClient } from '../../sdk/src/index.ts';
import { listeningApp, rejection, type SdkEnv } from './helpers.ts';

let env: SdkEnv;
let key: string;
let server: Server;
let baseUrl: string;
const tokenRequests: Array<{ authorization: string | undefined; contentType: string | undefined; body: string }> = [];
const tokens = new Map<string, number>();
let expiresIn = 3600;
let n = 0;

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => resolve(body));
  });

beforeAll(async () => {
  env = await listeningApp();
  key = (await env.t.createAccount('pro')).testKey;
  server = createServer(async (req, res) => {
    const body = await read(req);
    if (req.url === '/oauth/token' && req.method === 'POST') {
      tokenRequests.push({ authorization: req.headers.authorization, contentType: req.headers['content-type'], body });
      const expected = `Basic ${Buffer.from('bot-1:s3cr%3At').toString('base64')}`;
      if (req.headers.authorization !== expected) {
        res.writeHead(401, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: 'invalid_client', error_description: 'unknown client' }));
      }
      // Concurrent callers would each see this delay: a single-flight client asks once.
      await new Promise((r) => setTimeout(r, 50));
      const token = `tok_${++n}`;
      tokens.set(token, Date.now() + expiresIn * 1000);
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      return res.end(
        JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: expiresIn, scope: 'read alerts' }),
      );
    }
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token || !((tokens.get(token) ?? 0) > Date.now())) {
      res.writeHead(401, { 'content-type': 'application/problem+json' });
      return res.end(
        JSON.stringify({
          type: '/problems/invalid_key',
          title: 'Unauthorized',
          status: 401,
          code: 'invalid_key',
          detail: 'invalid token',
          request_id: 'r',
        }),
      );
    }
    const upstream = await fetch(env.baseUrl + req.url, { headers: { 'x-api-key': key } });
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
    res.end(await upstream.text());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await env.close();
});

const oauthClient = () =>
  createClient({ baseUrl, oauth: { clientId: 'bot-1', clientSecret: 's3cr:t', scopes: ['read', 'alerts'] } });

describe('OAuth client credentials', () => {
  it('fetches no token until a request needs one, then one for many concurrent requests', async () => {
    tokenRequests.length = 0;
    const client = oauthClient();
    expect(tokenRequests).toHaveLength(0);
    const answers = await Promise.all(Array.from({ length: 8 }, () => client.symbols()));
    expect(answers.every((a) => a.status === 'ok')).toBe(true);
    expect(tokenRequests).toHaveLength(1);
    const [req] = tokenRequests;
    expect(req!.contentType).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(req!.body).get('grant_type')).toBe('client_credentials');
    expect(new URLSearchParams(req!.body).get('scope')).toBe('read alerts');
    await client.account();
    expect(tokenRequests).toHaveLength(1);
  });

  it('refreshes a token before it expires', async () => {
    tokenRequests.length = 0;
    expiresIn = 2;
    const client = oauthClient();
    await client.symbols();
    // Refreshed at half its life when that comes before the minute's margin.
    await new Promise((r) => setTimeout(r, 1_100));
    await client.symbols();
    expect(tokenRequests).toHaveLength(2);
    expiresIn = 3600;
  });

  it('after a 401 (a revoked token) fetches a new token and retries once', async () => {
    tokenRequests.length = 0;
    const client = oauthClient();
    await client.symbols();
    tokens.clear();
    expect((await client.symbols()).status).toBe('ok');
    expect(tokenRequests).toHaveLength(2);
  });

  it('refused client credentials are an AuthenticationError with the OAuth error code', async () => {
    const client = createClient({ baseUrl, oauth: { clientId: 'bot-1', clientSecret: 'wrong' } });
    const err = await rejection(client.symbols());
    expect(err).toBeInstanceOf(AuthenticationError);
    expect((err as AuthenticationError).code).toBe('invalid_client');
    expect((err as AuthenticationError).detail).toBe('unknown client');
  });
});
