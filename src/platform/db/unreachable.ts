/**
 * Whether an error means the database could not be reached (down, restarting, network lost),
 * as opposed to a query that failed. Those answer 503 with Retry-After rather than 500: the
 * request was fine and will work once the database is back.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
/** SQLSTATEs of a server going away: admin_shutdown, crash_shutdown, cannot_connect_now. */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);
const MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error/,
  /Connection terminated unexpectedly/,
];

export function isDatabaseUnreachable(err: unknown): boolean {
  // Drizzle wraps the driver's error as `cause`; a few levels are enough.
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SHUTDOWN_STATES.has(code) || code.startsWith('08')))
      return true;
    if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
  }
  return false;
}
