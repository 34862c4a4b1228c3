/** Creating OAuth clients and getting tokens through the real HTTP surface. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { basicHeader } from '../../src/accounts/oauth/credentials.ts';
import type { TestApp } from '../helpers/app.ts';

export interface Client {
  client_id: string;
  client_secret: string;
  scopes: string[];
  environment: string;
}

export async function newClient(t: TestApp, key: string, scopes = ['read', 'alerts'], name = 'bot'): Promise<Client> {
  const res = await t.request({ method: 'POST', url: '/v1/oauth/clients', key, payload: { name, scopes } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** POST /oauth/token as a form, the RFC's encoding, with Basic credentials unless told otherwise. */
export function tokenRequest(
  t: TestApp,
  params: Record<string, string>,
  opts: { basic?: [string, string]; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: opts.remoteAddress,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(opts.basic ? { authorization: basicHeader(...opts.basic) } : {}),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

export async function tokenFor(t: TestApp, client: Client, scope?: string): Promise<string> {
  const res = await tokenRequest(
    t,
    { grant_type: 'client_credentials', ...(scope ? { scope } : {}) },
    { basic: [client.client_id, client.client_secret] },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
