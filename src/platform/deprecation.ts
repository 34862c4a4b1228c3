/**
 * Deprecation headers (DESIGN.md, "Deprecations"): RFC 9745 `Deprecation` (`@<unix seconds>`),
 * RFC 8594 `Sunset` (an HTTP-date) and a `Link` saying where to go. Two deprecations can apply
 * to one answer (a deprecated v1 path called with an API key alone); they combine into one set:
 * the earlier Deprecation, the earlier Sunset (the answer stops working at the first of the two,
 * so Sunset never precedes Deprecation), and both links in one Link field.
 */
import type { FastifyReply } from 'fastify';

export interface DeprecationNotice {
  deprecatedAt: number;
  sunsetAt: number;
  /** One Link value, e.g. `</v2/whales/tracking>; rel="successor-version"`. */
  link: string;
  /** The three header values, computed once. */
  headers: { deprecation: string; sunset: string; link: string };
}

export function deprecationNotice(deprecatedAt: number, sunsetAt: number, link: string): DeprecationNotice {
  return {
    deprecatedAt,
    sunsetAt,
    link,
    headers: {
      deprecation: `@${Math.floor(deprecatedAt / 1000)}`,
      sunset: new Date(sunsetAt).toUTCString(),
      link,
    },
  };
}

/**
 * Authentication by API key alone: announced March 2026, sunset March 2027, replaced by OAuth 2.0
 * client credentials (SPEC.md, "Versioning"); keys keep working meanwhile. The link is the OAuth
 * section of the API reference.
 */
export const KEY_ONLY_AUTH = deprecationNotice(
  Date.UTC(2026, 2, 1),
  Date.UTC(2027, 2, 1),
  '</docs#/oauth>; rel="deprecation"; type="text/html"',
);

/** Adds a deprecation to the reply, combining it with one already there. */
export function announceDeprecation(reply: FastifyReply, notice: DeprecationNotice): void {
  const sunset = reply.getHeader('sunset');
  if (sunset === undefined) {
    reply.headers(notice.headers);
    return;
  }
  const deprecation = /^@(\d+)$/.exec(String(reply.getHeader('deprecation') ?? ''));
  const deprecatedAt = deprecation ? Number(deprecation[1]) * 1000 : Number.POSITIVE_INFINITY;
  const sunsetAt = Date.parse(String(sunset));
  if (notice.deprecatedAt < deprecatedAt) reply.header('deprecation', notice.headers.deprecation);
  if (!(sunsetAt <= notice.sunsetAt)) reply.header('sunset', notice.headers.sunset);
  const link = reply.getHeader('link');
  if (link === undefined || link === '') reply.header('link', notice.link);
  else if (!String(link).includes(notice.link)) reply.header('link', `${String(link)}, ${notice.link}`);
}
