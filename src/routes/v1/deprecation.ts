/**
 * Deprecated v1 paths announce themselves in headers (DESIGN.md, "Deprecations"): RFC 9745
 * `Deprecation` (when it was deprecated, as `@<unix seconds>`), RFC 8594 `Sunset` (an HTTP-date)
 * and a `Link` to the successor. The dates come from SPEC.md, "Versioning".
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Announced January 2026; removed January 2028 (v1 is supported until Q1 2028). */
export const V1_DEPRECATED_AT = Date.UTC(2026, 0, 1);
export const V1_SUNSET_AT = Date.UTC(2028, 0, 1);

export interface Deprecation {
  /** Path of the replacement, e.g. /v2/whales/tracking. */
  successor: string;
  deprecatedAt?: number;
  sunsetAt?: number;
}

export function deprecationHeaders(d: Deprecation): Record<string, string> {
  return {
    deprecation: `@${Math.floor((d.deprecatedAt ?? V1_DEPRECATED_AT) / 1000)}`,
    sunset: new Date(d.sunsetAt ?? V1_SUNSET_AT).toUTCString(),
    link: `<${d.successor}>; rel="successor-version"`,
  };
}

/**
 * A route-level onSend hook: every answer of the path carries the headers, errors included, so a
 * client learns of the sunset even while its key or parameters are wrong.
 */
export function deprecatedOnSend(d: Deprecation) {
  const headers = deprecationHeaders(d);
  return async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    reply.headers(headers);
    return payload;
  };
}

/** A sentence for the OpenAPI description of a deprecated operation. */
export function deprecationNote(d: Deprecation): string {
  const sunset = new Date(d.sunsetAt ?? V1_SUNSET_AT).toISOString().slice(0, 10);
  return `Deprecated: use ${d.successor}. Removed on ${sunset}; responses carry Deprecation, Sunset and Link (rel="successor-version") headers.`;
}
