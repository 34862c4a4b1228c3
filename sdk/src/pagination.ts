/**
 * Paging, written once for every list the API has. Each page says where the next one starts in
 * one of these ways, tried in this order:
 *
 * 1. a `Link: <…>; rel="next"` header: its query is the next request's query;
 * 2. `meta.next_cursor` (v2) or `next_cursor` (whale events, delivery log, wallet activity): passed
 *    back as `cursor`;
 * 3. `next_start` (candles): passed back as `start`;
 * 4. `next_after` (sandbox events): passed back as `after` while pages are not empty.
 *
 * A null cursor, or none of these, ends the walk.
 */
import { MsigError } from './errors.ts';

export type Query = Record<string, unknown>;

export interface PageOptions {
  /** Stop after this many pages (default: no bound). */
  maxPages?: number;
}

export interface ItemOptions extends PageOptions {
  /** Stop after this many items (default: no bound). */
  maxItems?: number;
}

/** The `rel="next"` target of a Link header (RFC 8288), or null. */
export function linkNext(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(/,(?=\s*<)/)) {
    const m = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (!m) continue;
    for (const param of m[2]!.split(';')) {
      const [name, value] = param.split('=', 2).map((s) => s.trim());
      const rels = value?.replace(/^"|"$/g, '').toLowerCase().split(/\s+/) ?? [];
      if (name?.toLowerCase() === 'rel' && rels.includes('next')) return m[1]!;
    }
  }
  return null;
}

function present(v: unknown): v is string | number {
  return (typeof v === 'string' && v.length > 0) || (typeof v === 'number' && Number.isFinite(v));
}

/** The first array among a page's top-level fields (or `data`), the page's items. */
export function pageItems(body: unknown, key?: string): unknown[] {
  if (!body || typeof body !== 'object') return [];
  const b = body as Record<string, unknown>;
  if (key !== undefined) return Array.isArray(b[key]) ? (b[key] as unknown[]) : [];
  if (Array.isArray(b.data)) return b.data;
  for (const v of Object.values(b)) if (Array.isArray(v)) return v;
  return [];
}

/**
 * The query of the page after this one, or null when this was the last.
 * @param base the URL the page was read from, to resolve a relative Link.
 */
export function nextQuery(
  body: unknown,
  headers: Headers,
  query: Query,
  itemCount: number,
  base: string,
): Query | null {
  const link = linkNext(headers.get('link'));
  if (link) {
    const next: Query = {};
    for (const [k, v] of new URL(link, base).searchParams) {
      const had = next[k];
      next[k] = had === undefined ? v : Array.isArray(had) ? [...had, v] : [had, v];
    }
    return next;
  }
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const meta = b.meta as Record<string, unknown> | undefined;
  if (meta && typeof meta === 'object' && 'next_cursor' in meta) {
    return present(meta.next_cursor) ? { ...query, cursor: meta.next_cursor } : null;
  }
  if ('next_cursor' in b) return present(b.next_cursor) ? { ...query, cursor: b.next_cursor } : null;
  if ('next_start' in b) return present(b.next_start) ? { ...query, start: b.next_start } : null;
  if ('next_after' in b) return present(b.next_after) && itemCount > 0 ? { ...query, after: b.next_after } : null;
  return null;
}

export interface Page<T> {
  body: T;
  response: Response;
}

/**
 * Walks pages: `fetchPage(query)` reads one; the next query comes from `nextQuery`. Throws when
 * the server hands back the query it was just given (a walk that cannot advance would never end).
 */
export async function* walkPages<T>(
  fetchPage: (query: Query) => Promise<Page<T>>,
  first: Query,
  opts: PageOptions & { itemsKey?: string } = {},
): AsyncGenerator<Page<T>, void, undefined> {
  let query: Query | null = first;
  for (let n = 0; query && n < (opts.maxPages ?? Number.POSITIVE_INFINITY); n++) {
    const page = await fetchPage(query);
    yield page;
    const next = nextQuery(
      page.body,
      page.response.headers,
      query,
      pageItems(page.body, opts.itemsKey).length,
      page.response.url || 'http://localhost/',
    );
    if (next && JSON.stringify(next) === JSON.stringify(query)) {
      throw new MsigError(`paging did not advance: the next page's query is this page's (${JSON.stringify(query)})`);
    }
    query = next;
  }
}

/** The items of every page, in order. */
export async function* walkItems<T>(
  pages: AsyncIterable<Page<unknown>>,
  key: string | undefined,
  opts: ItemOptions = {},
): AsyncGenerator<T, void, undefined> {
  let left = opts.maxItems ?? Number.POSITIVE_INFINITY;
  if (left <= 0) return;
  for await (const page of pages) {
    for (const item of pageItems(page.body, key)) {
      yield item as T;
      if (--left <= 0) return;
    }
  }
}
