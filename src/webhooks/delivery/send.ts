/**
 * One HTTP attempt of a webhook delivery: POST the signed body, wait at most 10 seconds for the
 * whole answer, and report what happened. Any 2xx acknowledges; a redirect is a failure (a
 * receiver that moved must update its registration, and following it could lead anywhere).
 *
 * Unless private networks are allowed, every address the receiver's name resolves to is checked
 * at connection time, in the socket's own lookup: a name that passed the check at registration
 * and later points at 127.0.0.1 or 169.254.169.254 (DNS rebinding) is refused before connecting.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent, request } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPrivateAddress } from '../url-guard.ts';

/** SPEC: no answer within 10 seconds is a failure. Covers connecting, headers and body. */
export const DELIVERY_TIMEOUT_MS = 10_000;

/** How much of a receiver's answer is read: enough for a short error text, never a large page. */
const MAX_RESPONSE_BYTES = 4_096;

export interface SendOutcome {
  /** A 2xx answer arrived in time. */
  ok: boolean;
  /** The receiver's status; null when it never answered (timeout, refused, TLS, blocked address). */
  status: number | null;
  latencyMs: number;
  /** Why it failed, for the delivery log; null on success. */
  error: string | null;
}

export interface SendOptions {
  allowPrivateNetworks: boolean;
  /** Tests only (besides one test at the real 10 s): a shorter deadline. */
  timeoutMs?: number;
}

export class BlockedAddressError extends Error {
  readonly code = 'EWEBHOOKBLOCKED';
}

/** A lookup that resolves normally, then refuses the connection if any address is private. */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0);
    const blocked = addresses.find((a) => isPrivateAddress(a.address));
    if (blocked || addresses.length === 0) {
      const why = blocked
        ? `${hostname} resolves to ${blocked.address}, a private, loopback, link-local or metadata address`
        : `${hostname} does not resolve`;
      return callback(new BlockedAddressError(why), '', 0);
    }
    if ((options as { all?: boolean }).all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/**
 * Kept-alive connections per receiver: a busy registration gets many deliveries in a row, and a
 * TLS handshake each would cost more than the request. Two agents, so the guard cannot be skipped
 * by a connection the permissive one opened.
 */
const agentOptions = { keepAlive: true, keepAliveMsecs: 10_000, maxSockets: 64, maxFreeSockets: 16, timeout: 30_000 };
const guardedAgent = new Agent({ ...agentOptions, lookup: guardedLookup });
const openAgent = new Agent(agentOptions);

/** Closes idle kept-alive sockets (tests and shutdown, so nothing holds the process open). */
export function closeIdleConnections(): void {
  guardedAgent.destroy();
  openAgent.destroy();
}

function describe(err: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `timeout: no complete answer within ${timeoutMs / 1000} s`;
  if (err instanceof BlockedAddressError) return `blocked: ${err.message}`;
  const e = err as NodeJS.ErrnoException;
  const code = e?.code ? `${e.code}: ` : '';
  return `${code}${e?.message ?? String(err)}`.slice(0, 500);
}

export async function sendDelivery(
  url: string,
  headers: Record<string, string>,
  body: string,
  opts: SendOptions,
): Promise<SendOutcome> {
  const started = performance.now();
  const timeoutMs = opts.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const elapsed = () => Math.round(performance.now() - started);
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { ok: false, status: null, latencyMs: 0, error: 'invalid url' };
  }
  if (target.protocol !== 'https:') return { ok: false, status: null, latencyMs: 0, error: 'url is not https' };
  // Node connects to an IP literal without any lookup, so the guard must judge it here.
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  if (!opts.allowPrivateNetworks && isIP(literal) && isPrivateAddress(literal)) {
    return { ok: false, status: null, latencyMs: 0, error: `blocked: ${literal} is a private address` };
  }
  const payload = Buffer.from(body, 'utf8');
  return new Promise<SendOutcome>((resolve) => {
    let settled = false;
    let timedOut = false;
    const finish = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(outcome);
    };
    const req = request(target, {
      method: 'POST',
      agent: opts.allowPrivateNetworks ? openAgent : guardedAgent,
      headers: { ...headers, 'content-length': String(payload.length) },
    });
    const deadline = setTimeout(() => {
      timedOut = true;
      req.destroy(new Error('timeout'));
    }, timeoutMs);
    // Set once headers arrive: a failure after that still reports the status the receiver sent.
    let answered: number | null = null;
    req.on('error', (err) =>
      finish({ ok: false, status: answered, latencyMs: elapsed(), error: describe(err, timedOut, timeoutMs) }),
    );
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      answered = status;
      let read = 0;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        if (read < MAX_RESPONSE_BYTES) chunks.push(chunk.subarray(0, MAX_RESPONSE_BYTES - read));
        read += chunk.length;
        // Enough read: the rest is not worth the wait, and the socket cannot be reused anyway.
        if (read > MAX_RESPONSE_BYTES * 4) res.destroy();
      });
      const done = () => {
        if (timedOut) {
          finish({ ok: false, status, latencyMs: elapsed(), error: describe(null, true, timeoutMs) });
          return;
        }
        const ok = status >= 200 && status < 300;
        const snippet = Buffer.concat(chunks).toString('utf8').trim().slice(0, 200);
        const error = ok
          ? null
          : status >= 300 && status < 400
            ? `redirect ${status} not followed${res.headers.location ? ` (to ${res.headers.location})` : ''}`
            : `HTTP ${status}${snippet ? `: ${snippet}` : ''}`;
        finish({ ok, status, latencyMs: elapsed(), error });
      };
      res.on('end', done);
      res.on('close', done);
      // Headers came but the body broke off, or did not finish in time: \`done\` tells which.
      res.on('error', done);
    });
    req.end(payload);
  });
}
