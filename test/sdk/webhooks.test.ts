/**
 * Webhook verification: what the server's delivery code signs, in both formats, is accepted
 * (real deliveries to a loopback HTTPS receiver, and the signing functions for any body and secret);
 * tampered bodies, wrong secrets, stale timestamps and missing headers are refused.
 */
import fc from 'fast-check';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signFormat1,
  signFormat2,
  verifyWebhook,
  type WebhookFailure,
  WebhookVerificationError,
} from '../../sdk/src/index.ts';
import { deliveryHeaders, secretHashOf, standardWebhooksSecret } from '../../src/webhooks/delivery/signing.ts';
import { type Receiver, startReceiver } from '../fixtures/webhook-receiver.ts';
import { listeningApp, type SdkEnv } from './helpers.ts';

const SECRET = 'sdk-verification-secret-0123456789';

function failure(fn: () => unknown): WebhookFailure {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(WebhookVerificationError);
    return (err as WebhookVerificationError).reason;
  }
  throw new Error('expected verification to fail');
}

describe('real deliveries', () => {
  let env: SdkEnv;
  let receiver: Receiver;

  beforeAll(async () => {
    env = await listeningApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
    receiver = await startReceiver(() => 200);
  });
  afterAll(async () => {
    await receiver.close();
    await env.close();
  });

  for (const format of [1, 2] as const) {
    it(`format ${format}: a test delivery verifies with the registered secret, and nothing else does`, async () => {
      const pro = await env.t.createAccount('pro');
      const client = env.client({ apiKey: pro.testKey });
      const created = await client.webhooks.create({
        url: receiver.url,
        events: ['HIGH'],
        symbols: ['*'],
        secret: SECRET,
        format,
      });
      const before = receiver.received.length;
      const outcome = await client.webhooks.test({ webhook_id: created.webhook_id, event: 'HIGH' });
      expect(outcome.delivered).toBe(true);
      const [got] = (await receiver.waitFor(before + 1)).slice(before);
      const v = verifyWebhook({ secret: SECRET, rawBody: got!.raw, headers: got!.headers });
      expect(v.format).toBe(format);
      expect(v.event).toMatchObject({ event: 'HIGH', webhook_id: created.webhook_id, test: true });
      expect(v.eventId).toBe(got!.headers['x-service-event-id']);
      if (format === 2) expect(Math.abs(v.timestamp! - Date.now() / 1000)).toBeLessThan(30);

      // The same delivery as a string body and through a Headers object.
      const asHeaders = new Headers(got!.headers);
      expect(verifyWebhook({ secret: SECRET, rawBody: got!.raw.toString('utf8'), headers: asHeaders }).format).toBe(
        format,
      );

      const tampered = Buffer.from(got!.raw.toString('utf8').replace('"HIGH"', '"VETO"'));
      expect(failure(() => verifyWebhook({ secret: SECRET, rawBody: tampered, headers: got!.headers }))).toBe(
        'invalid_signature',
      );
      // Re-serialised JSON is not the signed bytes.
      const reserialised = JSON.stringify(JSON.parse(got!.raw.toString('utf8')), null, 1);
      expect(failure(() => verifyWebhook({ secret: SECRET, rawBody: reserialised, headers: got!.headers }))).toBe(
        'invalid_signature',
      );
      expect(failure(() => verifyWebhook({ secret: `${SECRET}x`, rawBody: got!.raw, headers: got!.headers }))).toBe(
        'invalid_signature',
      );
    });
  }
});

describe('against the server signing code', () => {
  const sign = (format: 1 | 2, secret: string, body: string, now = Date.now()) =>
    deliveryHeaders({
      format,
      secretHash: secretHashOf(secret),
      eventId: 'evt_0000000000abcdefghjkmnpqrs',
      eventName: 'HIGH',
      body,
      deliveryId: 1,
      attempt: 1,
      now,
    });

  it('accepts both formats for any secret and JSON body; the helpers sign the same bytes', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 16, maxLength: 80 }), fc.json(), (secret, body) => {
        for (const format of [1, 2] as const) {
          const h = sign(format, secret, body);
          expect(verifyWebhook({ secret, rawBody: body, headers: h }).event).toEqual(JSON.parse(body));
        }
        expect(sign(1, secret, body)['x-service-signature']).toBe(signFormat1(secret, body));
        const h2 = sign(2, secret, body);
        expect(h2['webhook-signature']).toBe(
          signFormat2(secret, h2['webhook-id']!, Number(h2['webhook-timestamp']), body),
        );
      }),
      { numRuns: 100 },
    );
  });

  it('format 2 agrees with the standardwebhooks library both ways', () => {
    const body = '{"event":"HIGH","symbol":"BTC"}';
    const h = sign(2, SECRET, body);
    const wh = new Webhook(standardWebhooksSecret(secretHashOf(SECRET)));
    expect(wh.verify(body, h)).toEqual(JSON.parse(body));
    const ts = Math.floor(Date.now() / 1000);
    const ours = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(ts),
      'webhook-signature': signFormat2(SECRET, 'msg_1', ts, body),
    };
    expect(() => wh.verify(body, ours)).not.toThrow();
  });

  it('format 2: a timestamp outside the tolerance is refused, even with a good signature', () => {
    const body = '{"event":"HIGH"}';
    const now = Date.now();
    const old = sign(2, SECRET, body, now - 301_000);
    expect(failure(() => verifyWebhook({ secret: SECRET, rawBody: body, headers: old }))).toBe(
      'timestamp_out_of_tolerance',
    );
    const future = sign(2, SECRET, body, now + 301_000);
    expect(failure(() => verifyWebhook({ secret: SECRET, rawBody: body, headers: future }))).toBe(
      'timestamp_out_of_tolerance',
    );
    // Inside a wider tolerance, or at the right clock, the same delivery verifies.
    expect(verifyWebhook({ secret: SECRET, rawBody: body, headers: old, toleranceSec: 600 }).format).toBe(2);
    expect(verifyWebhook({ secret: SECRET, rawBody: body, headers: old, now: now - 300_000 }).format).toBe(2);
  });

  it('format 2: one matching signature among several is enough; none matching is refused', () => {
    const body = '{"event":"MEDIUM"}';
    const h = sign(2, SECRET, body);
    const other = signFormat2('another-secret-entirely-000', h['webhook-id']!, Number(h['webhook-timestamp']), body);
    const rotated = { ...h, 'webhook-signature': `v1a,xyz ${other} ${h['webhook-signature']}` };
    expect(verifyWebhook({ secret: SECRET, rawBody: body, headers: rotated }).format).toBe(2);
    const wrong = { ...h, 'webhook-signature': `${other} v2,${h['webhook-signature']!.slice(3)}` };
    expect(failure(() => verifyWebhook({ secret: SECRET, rawBody: body, headers: wrong }))).toBe('invalid_signature');
  });

  it('refuses missing signatures, missing or malformed timestamps, and a signed body that is not JSON', () => {
    const body = '{"event":"HIGH"}';
    expect(failure(() => verifyWebhook({ secret: SECRET, rawBody: body, headers: {} }))).toBe('missing_signature');
    const h = sign(2, SECRET, body);
    const { 'webhook-timestamp': _drop, ...noTs } = h;
    expect(failure(() => verifyWebhook({ secret: SECRET, rawBody: body, headers: noTs }))).toBe('missing_timestamp');
    const badTs = { ...h, 'webhook-timestamp': '1e9' };
    expect(failure(() => verifyWebhook({ secret: SECRET, rawBody: body, headers: badTs }))).toBe('missing_timestamp');
    const notJson = 'not json';
    expect(failure(() => verifyWebhook({ secret: SECRET, rawBody: notJson, headers: sign(1, SECRET, notJson) }))).toBe(
      'invalid_body',
    );
    // A format 1 signature of the wrong length is refused, not thrown on by timingSafeEqual.
    const short = { ...sign(1, SECRET, body), 'x-service-signature': 'abc' };
    expect(failure(() => verifyWebhook({ secret: SECRET, rawBody: body, headers: short }))).toBe('invalid_signature');
  });
});
