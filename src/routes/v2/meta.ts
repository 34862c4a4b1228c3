/**
 * What every v2 answer shares: no `status` wrapper, the data at the top level (one object) or in
 * `data` (a list), and one `meta` object saying which request and which instant it answers. Also
 * the cursor and `Link: rel="next"` of the paged lists.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type TProperties, Type } from 'typebox';
import { iso } from '../v1/common.ts';

/** Beta until general availability; a client may log it, and should not branch on it. */
export const API_VERSION = '2.0-beta';
export const V2_TAGS = ['v2 (beta)'];

const MetaBase = {
  request_id: Type.String({ description: 'The Request-Id header of this answer', examples: ['req_01HZY3K1M8'] }),
  as_of: Type.String({ format: 'date-time', description: 'The instant the answer describes (ISO 8601 UTC)' }),
  api_version: Type.Literal(API_VERSION, { description: 'The API version that shaped the answer' }),
};

/** The meta object's schema, with any extra members a route adds. */
export function MetaSchema<T extends TProperties>(extra?: T) {
  return Type.Object({ ...MetaBase, ...(extra ?? ({} as T)) }, { description: 'About this answer' });
}

/** The members every v2 meta carries. */
export function metaOf(request: FastifyRequest, asOfMs: number) {
  return { request_id: request.id, as_of: iso(asOfMs), api_version: API_VERSION } as const;
}

/** The paging members of a list's meta. */
export const PageMeta = {
  count: Type.Integer({ minimum: 0, description: 'Items in data', examples: [100] }),
  limit: Type.Integer({ minimum: 1, description: 'The page size asked for', examples: [100] }),
  next_cursor: Type.Union([Type.String(), Type.Null()], {
    description: 'Pass as cursor, with the same filters, for the next page; null on the last page',
  }),
};

/** Declares the Link header of a paged answer (the OpenAPI document lists it under the response). */
export const NEXT_LINK_HEADER = {
  Link: Type.String({
    description:
      'While more pages remain: `<this path?same filters&cursor=…>; rel="next"`, first; an answer to an API key alone also carries the key-only deprecation link (rel="deprecation") in the same field',
    examples: ['</v2/whales/tracking?limit=100&cursor=WzEs…>; rel="next"'],
  }),
};

/**
 * The same request with `cursor` set, as a relative reference for `Link: <…>; rel="next"`. Other
 * parameters keep their order and spelling, so the next page reads the same filters.
 */
export function nextLink(request: FastifyRequest, cursor: string): string {
  const [path, query = ''] = request.url.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set('cursor', cursor);
  return `<${path}?${params.toString()}>; rel="next"`;
}

/**
 * Adds a value to the reply's Link field, first, keeping what is there: an answer to an API key
 * alone already carries the key-only deprecation link (platform/deprecation.ts).
 */
export function addLink(reply: FastifyReply, value: string): void {
  const existing = reply.getHeader('link');
  reply.header('link', existing === undefined || existing === '' ? value : `${value}, ${String(existing)}`);
}
