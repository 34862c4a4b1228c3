/** Shared by the charting alert tests: an app on a test clock, secrets, and alerts sent as JSON, text or forms. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';

export const WEBHOOK = '/v1/charting/webhook';
/** A sandbox instant 25 s into a minute, frozen, so answers are deterministic. */
export const FROZEN = Date.UTC(2026, 2, 2, 12, 34, 25);

export interface Harness {
  t: TestApp;
  clock: { now: number };
  close(): Promise<void>;
}

export async function bootCharting(): Promise<Harness> {
  const clock = { now: Date.UTC(2026, 10, 21, 12, 0, 5) };
  const t = await bootTestApp({}, { now: () => clock.now });
  return { t, clock, close: () => t.close() };
}

export async function issue(t: TestApp, key: string): Promise<string> {
  const res = await t.request({ method: 'POST', url: '/v1/charting/secret', key });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().secret;
}

/** A frozen sandbox account and its sandbox secret. */
export async function sandboxSecret(t: TestApp, plan = 'pro'): Promise<{ account: TestAccount; secret: string }> {
  const account = await t.frozenAccount(plan, FROZEN);
  return { account, secret: await issue(t, account.testKey) };
}

export function postJson(t: TestApp, body: unknown, remoteAddress?: string): Promise<LightMyRequestResponse> {
  return t.request({
    method: 'POST',
    url: WEBHOOK,
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export function postText(t: TestApp, text: string): Promise<LightMyRequestResponse> {
  return t.request({
    method: 'POST',
    url: WEBHOOK,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
    payload: text,
  });
}

export function postForm(t: TestApp, form: string): Promise<LightMyRequestResponse> {
  return t.request({
    method: 'POST',
    url: WEBHOOK,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });
}

/** What GET /v1/confirm answers in the composite shape for the same key, symbol and side. */
export async function confirmComposite(t: TestApp, key: string, symbol: string, direction: string) {
  const res = await t.request({ url: `/v1/confirm?symbol=${symbol}&direction=${direction}&format=composite`, key });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}
