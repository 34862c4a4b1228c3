import fc from 'fast-check';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, sha256Hex, verifiesFormat1 } from '../../../test/webhooks/helpers.ts';
import { deliveryHeaders, format1Signature, secretHashOf, standardWebhooksSecret } from './signing.ts';

const input = (format: 1 | 2, secret: string, body: string) => ({
  format,
  secretHash: secretHashOf(secret),
  eventId: 'evt_0000000000abcdefghjkmnpqrs',
  eventName: 'HIGH',
  body,
  deliveryId: 7,
  attempt: 1,
  now: Date.now(),
});

describe('signing', () => {
  it("the tests' own HMAC matches RFC 4231 (test case 2)", () => {
    expect(hmacSha256Hex(Buffer.from('Jefe'), Buffer.from('what do ya want for nothing?'))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('stores the lowercase hex SHA-256 of the secret', () => {
    expect(secretHashOf('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('format 1: hex HMAC keyed by the hex digest as text over the exact bytes, for any secret and body', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 16 }), fc.string(), (secret, body) => {
        const h = deliveryHeaders(input(1, secret, body));
        expect(verifiesFormat1(secret, Buffer.from(body, 'utf8'), h['x-service-signature'])).toBe(true);
        expect(h['x-service-signature']).toBe(format1Signature(sha256Hex(secret), body));
        expect(h['webhook-signature']).toBeUndefined();
      }),
    );
  });

  it('format 2: verified by the standardwebhooks library with whsec_ + base64 of the 32 digest bytes', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 16 }), fc.json(), (secret, body) => {
        const h = deliveryHeaders(input(2, secret, body));
        const wh = new Webhook(standardWebhooksSecret(secretHashOf(secret)));
        expect(() => wh.verify(body, h)).not.toThrow();
        expect(h['webhook-id']).toBe(h['x-service-event-id']);
        expect(h['x-service-signature']).toBeUndefined();
      }),
      { numRuns: 50 },
    );
  });

  it('sends the SPEC headers in both formats', () => {
    for (const format of [1, 2] as const) {
      const h = deliveryHeaders(input(format, 'a-secret-of-16-chars', '{}'));
      expect(h).toMatchObject({
        'content-type': 'application/json',
        'user-agent': 'Service-Webhook/1.0',
        'x-service-event': 'HIGH',
        'x-service-event-id': 'evt_0000000000abcdefghjkmnpqrs',
      });
    }
  });
});
