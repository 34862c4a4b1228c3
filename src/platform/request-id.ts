/**
 * Request ids: the caller's own when it is sane, so their logs and ours line up, else a random
 * per-process prefix and a counter (unique, and far cheaper than a UUID per request).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const ID_PREFIX = `req_${randomBytes(8).toString('hex')}`;
let idCounter = 0;

export function newRequestId(): string {
  idCounter = (idCounter + 1) % Number.MAX_SAFE_INTEGER;
  return `${ID_PREFIX}${idCounter.toString(16).padStart(12, '0')}`;
}

export function requestId(req: IncomingMessage): string {
  const given = req.headers['request-id'] ?? req.headers['x-request-id'];
  if (typeof given === 'string' && REQUEST_ID.test(given)) return given;
  return newRequestId();
}
