/** An OAuth access token opens the WebSocket stream as a key does, and needs the read scope. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';
import { connect, listen } from '../stream/client.ts';
import { bearer, newClient, tokenFor } from './helpers.ts';

let t: TestApp;
let url: string;
let pro: TestAccount;

beforeAll(async () => {
  t = await bootTestApp();
  url = await listen(t);
  pro = await t.createAccount('pro');
});
afterAll(() => t.close());

describe('the stream with an OAuth token', () => {
  it('is welcomed with the client’s environment, in Authorization: Bearer or ?api_key=', async () => {
    const token = await tokenFor(t, await newClient(t, pro.testKey, ['read']));
    const byBearer = await connect(url, bearer(token));
    const byQuery = await connect(`${url}?api_key=${token}`);
    for (const client of [byBearer, byQuery]) {
      expect(await client.next('welcome')).toMatchObject({ environment: 'sandbox', plan: 'pro' });
      client.close();
    }
  });

  it('is refused without the read scope (403), and with a token of a deleted client (401)', async () => {
    const client = await newClient(t, pro.liveKey, ['alerts']);
    const token = await tokenFor(t, client);
    const refused = await connect(url, bearer(token)).catch((err) => err);
    expect(refused.status).toBe(403);
    await t.request({ method: 'DELETE', url: `/v1/oauth/clients/${client.client_id}`, key: pro.liveKey });
    const gone = await connect(url, bearer(token)).catch((err) => err);
    expect(gone.status).toBe(401);
    expect(JSON.parse(gone.body).code).toBe('invalid_token');
  });
});
