/**
 * Every operation that handles a secret, then the whole log stream and every row of every table
 * searched for each secret in plaintext: none may appear. The secrets: API keys (from account
 * creation and POST /v1/account/keys, sent as X-API-Key, Bearer and ?api_key=), a webhook
 * secret (set and rotated), the charting secret (issued and used in an alert), a node URL
 * carrying a password and an API key (connected, listed, refused), the admin token, an OAuth
 * client's secret and its access token (right and wrong, in Basic auth and in the body), and the
 * dashboard's password (sign-up, login, a failed login), session cookie and CSRF token.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RpcServer, startRpcServer } from '../fixtures/evm/rpc-server.ts';
import { ADMIN_TOKEN, bootTestApp, jobsSchemaOf, type TestApp } from '../helpers/app.ts';
import { cookieOf, signUp, uniqueEmail } from '../helpers/dashboard.ts';
import { bearer, newClient, tokenFor, tokenRequest } from '../oauth/helpers.ts';
import { connect, listen } from '../stream/client.ts';

const WEBHOOK_SECRET = 'whsec-plaintext-4f1c9a7e2b8d6035';
const ROTATED_SECRET = 'whsec-rotated-9e8d7c6b5a493827';
const NODE_PASSWORD = 'node-password-7a6b5c4d3e2f';
const NODE_API_KEY = 'node-apikey-0f1e2d3c4b5a6978';

const logs: string[] = [];
let t: TestApp;
let node: RpcServer;

beforeAll(async () => {
  node = await startRpcServer();
  t = await bootTestApp(
    { LOG_LEVEL: 'trace', WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' },
    { logStream: { write: (line) => logs.push(line) } },
  );
});
afterAll(async () => {
  await t?.close();
  await node?.close();
});

async function call(method: string, url: string, key: string, payload?: unknown, headers: Record<string, string> = {}) {
  const res = await t.request({ method: method as 'GET', url, key, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}

/** Every row of every table this test's database has (its schema and its job queue's), as text. */
async function dumpDatabase(): Promise<string> {
  const [{ schema }] = (await t.database.query<{ schema: string }>('SELECT current_schema() AS schema')) as [
    { schema: string },
  ];
  const schemas = [schema, jobsSchemaOf(t.database) ?? 'pgboss'];
  const tables = await t.database.query<{ s: string; n: string }>(
    `SELECT table_schema AS s, table_name AS n FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema = ANY($1)`,
    [schemas],
  );
  expect(tables.length).toBeGreaterThan(20);
  const parts: string[] = [];
  for (const { s, n } of tables) {
    const rows = await t.database.query<{ row: string }>(`SELECT x::text AS row FROM "${s}"."${n}" x`);
    parts.push(`${s}.${n}: ${rows.map((r) => r.row).join('\n')}`);
  }
  return parts.join('\n');
}

it('keeps no secret in plaintext in the logs or anywhere in the database', async () => {
  const account = await t.createAccount('pro');
  const secrets: Record<string, string> = {
    admin_token: ADMIN_TOKEN,
    live_key: account.liveKey,
    test_key: account.testKey,
    webhook_secret: WEBHOOK_SECRET,
    rotated_webhook_secret: ROTATED_SECRET,
    node_password: NODE_PASSWORD,
    node_api_key: NODE_API_KEY,
  };

  // API keys: another one created, each sent every way the API accepts, and a revoked one used.
  const extra = await call('POST', '/v1/account/keys', account.liveKey, { environment: 'production', name: 'ci' });
  expect(extra.status).toBe(201);
  secrets.created_key = extra.body.key.key;
  expect((await call('GET', '/v1/account', account.liveKey)).status).toBe(200);
  expect((await call('GET', '/v1/account', '', undefined, { authorization: `Bearer ${account.testKey}` })).status).toBe(
    200,
  );
  expect((await call('GET', `/v1/symbols?api_key=${secrets.created_key}`, '')).status).toBeLessThan(500);
  expect((await call('DELETE', `/v1/account/keys/${extra.body.key.id}`, account.liveKey)).status).toBe(200);
  expect((await call('GET', '/v1/account', secrets.created_key!)).status).toBe(401);
  const stream = await connect(`${await listen(t)}?api_key=${account.liveKey}`);
  await stream.next('welcome');
  stream.close();

  // The admin token, right and wrong (the wrong one must not be echoed either).
  const admin = await t.app.inject({
    url: `/admin/accounts/${account.id}`,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(admin.statusCode).toBeLessThan(500);
  secrets.wrong_admin_token = 'wrong-admin-token-0123456789abcdef';
  await t.app.inject({ url: '/admin/accounts', headers: { authorization: `Bearer ${secrets.wrong_admin_token}` } });

  // A webhook secret, set and rotated.
  const hook = await call('POST', '/v1/webhooks', account.liveKey, {
    url: 'https://127.0.0.1:9/hook',
    events: ['*'],
    symbols: ['BTC'],
    secret: WEBHOOK_SECRET,
  });
  expect(hook.status).toBe(201);
  expect(JSON.stringify(hook.body)).not.toContain(WEBHOOK_SECRET);
  const rotated = await call('PATCH', `/v1/webhooks/${hook.body.webhook_id}`, account.liveKey, {
    secret: ROTATED_SECRET,
  });
  expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);

  // The charting secret, issued and then carried by an alert.
  const issued = await call('POST', '/v1/charting/secret', account.testKey);
  expect(issued.status).toBe(201);
  secrets.charting_secret = issued.body.secret;
  const alert = await call('POST', '/v1/charting/webhook', '', {
    secret: secrets.charting_secret,
    symbol: 'TEST_BTC',
    direction: 'long',
  });
  expect(alert.status).toBeLessThan(500);

  // A node URL with credentials: connected, listed, and one refused (its error names no URL).
  const u = new URL(node.url);
  const rpcUrl = `http://operator:${NODE_PASSWORD}@${u.host}/?apikey=${NODE_API_KEY}`;
  const connected = await call('POST', '/v1/node/connections', account.liveKey, { chain: 'bsc', rpc_url: rpcUrl });
  expect(connected.status).toBe(201);
  expect((await call('GET', '/v1/node/connections', account.liveKey)).status).toBe(200);
  const refused = await call('POST', '/v1/node/connections', account.liveKey, {
    chain: 'avalanche',
    rpc_url: `http://operator:${NODE_PASSWORD}@127.0.0.1:9/?apikey=${NODE_API_KEY}`,
  });
  expect(refused.status).toBe(400);
  expect(JSON.stringify(refused.body)).not.toContain(NODE_PASSWORD);
  // The node's client works from the sealed URL: the password reached the node itself.
  expect(node.requests.some((r) => r.headers.authorization?.startsWith('Basic '))).toBe(true);

  // An OAuth client: its secret used in Basic and in the body, a wrong one both ways, its token used.
  const client = await newClient(t, account.liveKey);
  secrets.client_secret = client.client_secret;
  secrets.access_token = await tokenFor(t, client);
  const inBody = await tokenRequest(t, {
    grant_type: 'client_credentials',
    client_id: client.client_id,
    client_secret: client.client_secret,
  });
  expect(inBody.statusCode, inBody.body).toBe(200);
  secrets.body_access_token = inBody.json().access_token;
  secrets.wrong_client_secret = `cs_live_${'W'.repeat(43)}`;
  const wrongBasic = await tokenRequest(
    t,
    { grant_type: 'client_credentials' },
    { basic: [client.client_id, secrets.wrong_client_secret] },
  );
  const wrongBody = await tokenRequest(t, {
    grant_type: 'client_credentials',
    client_id: client.client_id,
    client_secret: secrets.wrong_client_secret,
  });
  expect([wrongBasic.statusCode, wrongBody.statusCode]).toEqual([401, 401]);
  expect((await call('GET', '/v1/account', '', undefined, bearer(secrets.access_token))).status).toBe(200);
  expect((await call('GET', `/v1/symbols?access_token=${secrets.body_access_token}`, '')).status).toBeLessThan(500);

  // The dashboard: sign-up, a login, a failed login; the session cookie and CSRF token in use.
  secrets.dashboard_password = 'dashboard-password-5c4b3a29';
  const email = uniqueEmail();
  const session = await signUp(t, email, secrets.dashboard_password);
  const login = await t.app.inject({
    method: 'POST',
    url: '/dashboard/api/session',
    headers: { 'x-csrf-token': 'login' },
    payload: { email, password: secrets.dashboard_password },
  });
  expect(login.statusCode, login.body).toBe(200);
  secrets.wrong_dashboard_password = 'wrong-dashboard-password-81f0';
  const failed = await t.app.inject({
    method: 'POST',
    url: '/dashboard/api/session',
    headers: { 'x-csrf-token': 'login' },
    payload: { email, password: secrets.wrong_dashboard_password },
  });
  expect(failed.statusCode).toBe(401);
  secrets.session_cookie = session.cookie.split('=')[1]!;
  secrets.login_cookie = cookieOf(login).split('=')[1]!;
  secrets.csrf_token = session.csrf;
  secrets.login_csrf_token = login.json().csrf_token;
  const made = await session.call({ method: 'POST', url: '/dashboard/api/keys', payload: { environment: 'sandbox' } });
  expect(made.statusCode, made.body).toBe(201);
  secrets.dashboard_key = made.json().key.key;
  const wrongCsrf = await session.call({
    method: 'POST',
    url: '/dashboard/api/keys',
    headers: { 'x-csrf-token': `${session.csrf}x` },
    payload: { environment: 'sandbox' },
  });
  expect(wrongCsrf.statusCode).toBe(403);

  await t.app.ctx.usage.flush();
  const logText = logs.join('');
  const dump = await dumpDatabase();
  expect(logText.length).toBeGreaterThan(1_000);
  expect(dump).toContain('enc:v1:');
  const found = Object.entries(secrets)
    .filter(([, secret]) => logText.includes(secret) || dump.includes(secret))
    .map(([name, secret]) => `${name} in ${logText.includes(secret) ? 'logs' : 'database'}`);
  expect(found).toEqual([]);
});
