/**
 * Per-request loggers made on first use. Fastify gives every request a child logger carrying
 * its request id; building one costs more than the rest of a cached request's own work, and
 * most requests log nothing at the configured level. This wrapper builds the real child only
 * when a line will actually be written. (A class, so no closures are made per request.)
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger.js';

type Parent = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
type Args = [unknown, ...unknown[]];

class LazyChildLogger {
  private real: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: Parent,
    private readonly bindings: Bindings,
    private readonly opts: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.parent.level;
  }

  child(bindings: Bindings, opts?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, opts);
  }

  fatal(...args: Args) {
    if (this.parent.isLevelEnabled('fatal')) this.logger().fatal(...(args as [string]));
  }
  error(...args: Args) {
    if (this.parent.isLevelEnabled('error')) this.logger().error(...(args as [string]));
  }
  warn(...args: Args) {
    if (this.parent.isLevelEnabled('warn')) this.logger().warn(...(args as [string]));
  }
  info(...args: Args) {
    if (this.parent.isLevelEnabled('info')) this.logger().info(...(args as [string]));
  }
  debug(...args: Args) {
    if (this.parent.isLevelEnabled('debug')) this.logger().debug(...(args as [string]));
  }
  trace(...args: Args) {
    if (this.parent.isLevelEnabled('trace')) this.logger().trace(...(args as [string]));
  }
  silent() {}

  private logger(): FastifyBaseLogger {
    this.real ??= this.parent.child(this.bindings, this.opts);
    return this.real;
  }
}

export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  opts: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(parent as Parent, bindings, opts) as unknown as FastifyBaseLogger;
}

/** Query parameters that carry credentials (a browser's stream key, a charting secret). */
const SECRET_PARAMS = /([?&](?:api_key|apikey|key|secret|token|access_token)=)[^&#]*/gi;

/** The request's url as the logs show it: credentials in the query replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** Fastify's request line, with the url's credentials redacted. */
export function requestSerializer(req: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
