/**
 * The headers that authenticate a webhook delivery. Both formats are keyed by what the service
 * keeps of the secret, its lowercase hex SHA-256 (`secret_hash`), so the secret itself is never
 * stored:
 *
 * - Format 1 (SPEC, Events rule 5): `X-Service-Signature` = hex HMAC-SHA256 of the exact body
 *   bytes, keyed by the 64 hex characters of `secret_hash` used as text.
 * - Format 2 (Standard Webhooks): `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`
 *   keyed by the 32 bytes `secret_hash` encodes. A receiver verifies with any Standard Webhooks
 *   library given `whsec_` + base64 of those 32 bytes (see `standardWebhooksSecret`).
 *
 * Both carry the event id, the same on every attempt and every redelivery, so a receiver can
 * drop duplicates.
 */
import { createHash, createHmac } from 'node:crypto';

export const USER_AGENT = 'Service-Webhook/1.0';

export type WebhookFormat = 1 | 2;

export interface SignInput {
  format: WebhookFormat;
  /** The registration's stored lowercase hex SHA-256 of its secret. */
  secretHash: string;
  eventId: string;
  eventName: string;
  /** The exact bytes sent; the signature covers them and nothing re-serialised. */
  body: string;
  deliveryId: number;
  /** 1 for the first attempt of the delivery, counting every attempt it ever had. */
  attempt: number;
  /** When the attempt is made, Unix ms (format 2 signs its seconds). */
  now: number;
}

/** Lowercase hex SHA-256 of a secret: what a registration stores. */
export function secretHashOf(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Format 1's signature: hex HMAC-SHA256, key = the hex digest as text, message = the body bytes. */
export function format1Signature(secretHash: string, body: string | Buffer): string {
  return createHmac('sha256', Buffer.from(secretHash, 'utf8')).update(body).digest('hex');
}

/** Format 2's key: the 32 bytes of SHA-256(secret), which `secret_hash` spells in hex. */
function format2Key(secretHash: string): Buffer {
  if (!/^[0-9a-f]{64}$/.test(secretHash)) throw new Error('secret_hash must be 64 lowercase hex characters');
  return Buffer.from(secretHash, 'hex');
}

/** The secret a Standard Webhooks library verifies format 2 with: `whsec_` + base64 of the 32 key bytes. */
export function standardWebhooksSecret(secretHash: string): string {
  return `whsec_${format2Key(secretHash).toString('base64')}`;
}

/** Format 2's signature value: `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`. */
export function format2Signature(secretHash: string, id: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', format2Key(secretHash)).update(`${id}.${timestampSeconds}.`).update(body, 'utf8');
  return `v1,${mac.digest('base64')}`;
}

/** Every header of one attempt. Values are strings; names are lowercase (HTTP names are case-insensitive). */
export function deliveryHeaders(input: SignInput): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'x-service-event': input.eventName,
    'x-service-event-id': input.eventId,
    'x-service-delivery-id': String(input.deliveryId),
    'x-service-delivery-attempt': String(input.attempt),
  };
  if (input.format === 1) {
    headers['x-service-signature'] = format1Signature(input.secretHash, input.body);
  } else {
    const timestamp = Math.floor(input.now / 1000);
    headers['webhook-id'] = input.eventId;
    headers['webhook-timestamp'] = String(timestamp);
    headers['webhook-signature'] = format2Signature(input.secretHash, input.eventId, timestamp, input.body);
  }
  return headers;
}
