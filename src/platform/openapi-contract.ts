/**
 * What every operation shares and the route schemas do not say, added to the generated OpenAPI
 * document in one pass: the server, the Request-Id header on every response, the rate-limit
 * headers, the key-only deprecation headers and the sandbox's X-Test-Error on operations called
 * with an API key. It also states defaults honestly (a parameter with a default is not required)
 * and shows a union of literals as one enum, the way a client generator reads it best.
 */
import { INJECTABLE_CODES } from './errors.ts';

type Json = Record<string, unknown>;
interface Operation {
  deprecated?: boolean;
  parameters?: Json[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Json }> };
  responses?: Record<string, Json>;
  security?: Array<Record<string, unknown>>;
  'x-environments'?: string[];
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** The rate-limit fields every API-key response carries (a 429 adds Retry-After). */
export const RATE_LIMIT_HEADERS = [
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'RateLimit-Policy',
  'RateLimit',
];

/** What an answer to an API key alone carries (key-only authentication is deprecated; docs/oauth.md). */
const DEPRECATION_HEADERS = ['Deprecation', 'Sunset', 'Link'];

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

export const CONTRACT_COMPONENTS = {
  parameters: {
    XTestErrorHeader: {
      name: 'X-Test-Error',
      in: 'header',
      required: false,
      description: 'Sandbox keys only: answer this request with the given error instead (production keys ignore it)',
      schema: { type: 'string', enum: [...INJECTABLE_CODES] },
    },
    XTestErrorQuery: {
      name: 'X-Test-Error',
      in: 'query',
      required: false,
      description: 'The X-Test-Error header as a query parameter, for clients that cannot set headers',
      schema: { type: 'string', enum: [...INJECTABLE_CODES] },
    },
  },
  headers: {
    'Request-Id': {
      description: "This request's id (the caller's Request-Id when it was sane); problem bodies repeat it",
      schema: { type: 'string' },
    },
    'X-RateLimit-Limit': {
      description: 'Quota of the binding (nearest to exhaustion) window',
      schema: { type: 'integer' },
    },
    'X-RateLimit-Remaining': { description: 'Requests left in the binding window', schema: { type: 'integer' } },
    'X-RateLimit-Reset': { description: 'When the binding window resets, Unix seconds', schema: { type: 'integer' } },
    'RateLimit-Policy': {
      description: 'Every window of this key (IETF RateLimit-Policy), e.g. "burst";q=60;w=60',
      schema: { type: 'string' },
    },
    RateLimit: {
      description: 'Remaining requests and seconds to reset per window (IETF RateLimit), e.g. "burst";r=59;t=42',
      schema: { type: 'string' },
    },
    Deprecation: {
      description:
        'RFC 9745: present when the request was authenticated by an API key alone (deprecated since March 2026 in favour of OAuth 2.0), or the path is deprecated; the earlier date when both',
      schema: { type: 'string', examples: ['@1772323200'] },
    },
    Sunset: {
      description: 'RFC 8594: when the request as made stops working (key-only authentication: March 2027)',
      schema: { type: 'string', examples: ['Mon, 01 Mar 2027 00:00:00 GMT'] },
    },
    Link: {
      description:
        'With Deprecation: rel="deprecation" (the OAuth documentation) and, on a deprecated path, rel="successor-version"',
      schema: { type: 'string' },
    },
    'Retry-After': {
      description: 'Seconds until a request may succeed again',
      required: true,
      schema: { type: 'integer' },
    },
  },
};

function usesApiKey(op: Operation): boolean {
  return (op.security ?? []).some((s) => 'ApiKeyAuth' in s || 'BearerAuth' in s);
}

/** `anyOf` of single-value enums (or consts) of one type becomes one `enum`; recursively. */
function collapseLiteralUnions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(collapseLiteralUnions);
  if (node === null || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) out[k] = collapseLiteralUnions(v);
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length > 0) {
    const values: unknown[] = [];
    let type: unknown;
    for (const b of branches as Json[]) {
      const single = Array.isArray(b.enum) && b.enum.length === 1 ? b.enum[0] : 'const' in b ? b.const : undefined;
      const keys = Object.keys(b).filter((k) => k !== 'type' && k !== 'enum' && k !== 'const');
      if (single === undefined || keys.length > 0 || (type !== undefined && b.type !== type)) return out;
      type = b.type;
      values.push(single);
    }
    delete out.anyOf;
    return { ...(type === undefined ? {} : { type }), enum: values, ...out };
  }
  return out;
}

/** Whether `{}` passes the schema's top level (an absent or empty body is validated as `{}`). */
function acceptsEmptyObject(schema: Json | undefined): boolean {
  if (!schema) return false;
  for (const union of [schema.anyOf, schema.oneOf]) {
    if (Array.isArray(union) && !(union as Json[]).some(acceptsEmptyObject)) return false;
  }
  const required = Array.isArray(schema.required) ? schema.required : [];
  return (schema.type === undefined || schema.type === 'object') && required.length === 0 && !schema.minProperties;
}

function decorateOperation(op: Operation): void {
  const apiKey = usesApiKey(op);
  const body = op.requestBody;
  if (body?.content) body.required = !acceptsEmptyObject(body.content['application/json']?.schema);
  op.parameters = (op.parameters ?? []).map((p) => {
    const schema = p.schema as Json | undefined;
    return p.in !== 'path' && schema?.default !== undefined ? { ...p, required: false } : p;
  });
  if (apiKey && (op['x-environments'] ?? ['sandbox']).includes('sandbox')) {
    op.parameters.push(ref('parameters', 'XTestErrorHeader'), ref('parameters', 'XTestErrorQuery'));
  }
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    const headers: Json = { ...((response.headers as Json | undefined) ?? {}) };
    headers['Request-Id'] = ref('headers', 'Request-Id');
    // A 401 is answered before the key is known, so it carries no quota.
    if (apiKey && status !== '401') {
      for (const h of RATE_LIMIT_HEADERS) headers[h] = ref('headers', h);
      // A Link the operation declares itself (paging's rel="next") says more than the generic one.
      for (const h of DEPRECATION_HEADERS) headers[h] ??= ref('headers', h);
    }
    if (status === '429') headers['Retry-After'] = ref('headers', 'Retry-After');
    // Deprecated operations announce it on every answer, errors included (routes/v1/deprecation.ts).
    if (op.deprecated) {
      headers.Deprecation = ref('headers', 'Deprecation');
      headers.Sunset = ref('headers', 'Sunset');
      headers.Link = ref('headers', 'Link');
    }
    response.headers = headers;
  }
}

/** Completes the generated document (swagger's transformObject). */
export function completeContract(doc: Json): Json {
  const paths = collapseLiteralUnions(doc.paths) as Record<string, Record<string, Operation>>;
  for (const item of Object.values(paths)) {
    for (const [method, op] of Object.entries(item)) if (HTTP_METHODS.has(method)) decorateOperation(op);
  }
  const components = (doc.components ?? {}) as Json;
  return {
    ...doc,
    servers: [{ url: '/', description: 'The server that serves this document' }],
    paths,
    components: {
      ...components,
      schemas: collapseLiteralUnions(components.schemas),
      parameters: { ...(components.parameters as Json | undefined), ...CONTRACT_COMPONENTS.parameters },
      headers: { ...(components.headers as Json | undefined), ...CONTRACT_COMPONENTS.headers },
    },
  };
}
