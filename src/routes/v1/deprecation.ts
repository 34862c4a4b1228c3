/**
 * Deprecated v1 paths announce themselves in headers (DESIGN.md, "Deprecations"): RFC 9745
 * `Deprecation` (when it was deprecated, as `@<unix seconds>`), RFC 8594 `Sunset` (an HTTP-date)
 * and a `Link` to the successor. The dates come from SPEC.md, "Versioning". Called with an API key
 * alone, the answer also carries that deprecation; platform/deprecation.ts combines the two.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { announceDeprecation, deprecationNotice } from '../../platform/deprecation.ts';

/** Announced January 2026; removed January 2028 (v1 is supported until Q1 2028). */
export const V1_DEPRECATED_AT = Date.UTC(2026, 0, 1);
export const V1_SUNSET_AT = Date.UTC(2028, 0, 1);

export interface Deprecation {
  /** Path of the replacement, e.g. /v2/whales/tracking. */
  successor: string;
  deprecatedAt?: number;
  sunsetAt?: number;
}

function noticeOf(d: Deprecation) {
  return deprecationNotice(
    d.deprecatedAt ?? V1_DEPRECATED_AT,
    d.sunsetAt ?? V1_SUNSET_AT,
    `<${d.successor}>; rel="successor-version"`,
  );
}

/**
 * A route-level onSend hook: every answer of the path carries the headers, errors included, so a
 * client learns of the sunset even while its key or parameters are wrong.
 */
export function deprecatedOnSend(d: Deprecation) {
  const notice = noticeOf(d);
  return async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    announceDeprecation(reply, notice);
    return payload;
  };
}

/** A sentence for the OpenAPI description of a deprecated operation. */
export function deprecationNote(d: Deprecation): string {
  const sunset = new Date(d.sunsetAt ?? V1_SUNSET_AT).toISOString().slice(0, 10);
  return `Deprecated: use ${d.successor}. Removed on ${sunset}; responses carry Deprecation, Sunset and Link (rel="successor-version") headers.`;
}
