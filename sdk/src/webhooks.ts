/**
 * Verifying the service's signed webhook deliveries, in both formats (docs/webhooks.md):
 *
 * - Format 1: `X-Service-Signature` = hex HMAC-SHA256 of the raw body, keyed by the lowercase hex
 *   SHA-256 of the secret used as text (the 64 characters).
 * - Format 2 (Standard Webhooks): `webhook-signature` = space-separated `v1,<base64>` entries,
 *   each an HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed by the 32 bytes of
 *   SHA-256(secret); `webhook-timestamp` must be within the tolerance of now.
 *
 * Always verify the raw bytes received, before any JSON parsing: re-serialised JSON differs.
 * Comparisons are constant time.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { MsigError } from './errors.ts';

export type WebhookHeaders =
  | Headers
  | Record<string, string | string[] | undefined>
  | { get(name: string): string | null };

export interface VerifyWebhookOptions {
  /** The secret given when the webhook was registered. */
  secret: string;
  /** The body exactly as received (a Buffer, bytes, or the string decoded as UTF-8). */
  rawBody: string | Uint8Array;
  headers: WebhookHeaders;
  /** Format 2: largest accepted distance between `webhook-timestamp` and now, seconds (default 300). */
  toleranceSec?: number;
  /** The clock, Unix ms (default Date.now). */
  now?: number;
}

export interface VerifiedWebhook<E = WebhookEvent> {
  format: 1 | 2;
  /** The event id (`X-Service-Event-Id` / `webhook-id`): drop a delivery whose id you already processed. */
  eventId: string | null;
  /** Format 2: the signed timestamp, Unix seconds. */
  timestamp: number | null;
  /** The parsed body. */
  event: E;
}

/** A delivery body (docs/events.md); fields beyond these depend on the event. */
export interface WebhookEvent {
  event: 'HIGH' | 'MEDIUM' | 'VETO' | 'SIGNAL';
  ts: string;
  symbol: string;
  direction: string | null;
  webhook_id: number | null;
  test?: boolean;
  [field: string]: unknown;
}

export type WebhookFailure =
  | 'missing_signature'
  | 'invalid_signature'
  | 'missing_timestamp'
  | 'timestamp_out_of_tolerance'
  | 'invalid_body';

/** The delivery did not verify: answer 401 (400 for `invalid_body`) and do not act on it. */
export class WebhookVerificationError extends MsigError {
  override name = 'WebhookVerificationError';
  constructor(
    readonly reason: WebhookFailure,
    message: string,
  ) {
    super(message);
  }
}

function header(headers: WebhookHeaders, name: string): string | null {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name);
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

function bytes(body: string | Uint8Array): Buffer {
  return typeof body === 'string'
    ? Buffer.from(body, 'utf8')
    : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}

/** Constant-time equality of two strings (a length difference returns false at once; lengths are public). */
function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

const secretDigest = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();

/** Format 1's signature of a body: what `X-Service-Signature` must be. */
export function signFormat1(secret: string, rawBody: string | Uint8Array): string {
  return createHmac('sha256', secretDigest(secret).toString('hex')).update(bytes(rawBody)).digest('hex');
}

/** Format 2's signature entry (`v1,<base64>`) for an id, a timestamp (Unix seconds) and a body. */
export function signFormat2(
  secret: string,
  id: string,
  timestamp: number | string,
  rawBody: string | Uint8Array,
): string {
  const mac = createHmac('sha256', secretDigest(secret)).update(`${id}.${timestamp}.`).update(bytes(rawBody));
  return `v1,${mac.digest('base64')}`;
}

/**
 * Verifies a delivery and returns its parsed event, or throws `WebhookVerificationError`.
 * The format is read from the headers: `webhook-signature` means format 2, `X-Service-Signature` format 1.
 */
export function verifyWebhook<E = WebhookEvent>(opts: VerifyWebhookOptions): VerifiedWebhook<E> {
  const raw = bytes(opts.rawBody);
  const v2 = header(opts.headers, 'webhook-signature');
  const v1 = header(opts.headers, 'x-service-signature');
  let verified: Omit<VerifiedWebhook<E>, 'event'>;
  if (v2 !== null) {
    verified = verifyFormat2(opts, raw, v2);
  } else if (v1 !== null) {
    if (!safeEqual(v1.trim().toLowerCase(), signFormat1(opts.secret, raw))) {
      throw new WebhookVerificationError('invalid_signature', 'X-Service-Signature does not match the body and secret');
    }
    verified = { format: 1, eventId: header(opts.headers, 'x-service-event-id'), timestamp: null };
  } else {
    throw new WebhookVerificationError(
      'missing_signature',
      'neither X-Service-Signature nor webhook-signature is present',
    );
  }
  let event: E;
  try {
    event = JSON.parse(raw.toString('utf8')) as E;
  } catch {
    throw new WebhookVerificationError('invalid_body', 'the signed body is not JSON');
  }
  return { ...verified, event };
}

function verifyFormat2(opts: VerifyWebhookOptions, raw: Buffer, signatures: string) {
  const id = header(opts.headers, 'webhook-id');
  const ts = header(opts.headers, 'webhook-timestamp');
  if (id === null || ts === null) {
    throw new WebhookVerificationError('missing_timestamp', 'webhook-id and webhook-timestamp are required');
  }
  if (!/^\d{1,12}$/.test(ts.trim())) {
    throw new WebhookVerificationError('missing_timestamp', 'webhook-timestamp is not Unix seconds');
  }
  const signedTs = ts.trim();
  const timestamp = Number(signedTs);
  const tolerance = opts.toleranceSec ?? 300;
  const now = (opts.now ?? Date.now()) / 1000;
  // Checked first: an old capture with a good signature is a replay.
  if (Math.abs(now - timestamp) > tolerance) {
    throw new WebhookVerificationError(
      'timestamp_out_of_tolerance',
      `webhook-timestamp is ${Math.round(now - timestamp)} s from now (tolerance ${tolerance} s)`,
    );
  }
  const expected = signFormat2(opts.secret, id, signedTs, raw);
  // Several signatures may be listed (a key rotation); one matching is enough. Each is compared.
  let ok = false;
  for (const candidate of signatures.split(/\s+/)) {
    if (candidate.startsWith('v1,') && safeEqual(candidate, expected)) ok = true;
  }
  if (!ok) throw new WebhookVerificationError('invalid_signature', 'no webhook-signature matches the body and secret');
  return { format: 2 as const, eventId: id, timestamp };
}
