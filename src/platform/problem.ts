/**
 * The one place errors become HTTP: every thrown ApiError, validation failure, framework error
 * and unexpected fault is rendered as RFC 9457 application/problem+json with a stable `code`
 * and the request id. A 5xx never shows internals; they go to the log.
 */
import { type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnreachable } from './db/unreachable.ts';
import { ApiError, type ErrorCode, type InvalidParam, mustBeOneOf, problemType } from './errors.ts';
import { newRequestId } from './request-id.ts';

const LOCATION: Record<string, string> = { querystring: 'query', params: 'path', body: 'body', headers: 'header' };

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'invalid_body',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limit_exceeded',
  431: 'headers_too_large',
  503: 'service_unavailable',
  504: 'timeout',
};

interface ValidationItem {
  instancePath?: string;
  /** The failing keyword's value (Ajv's `verbose` option). */
  schema?: unknown;
  schemaPath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** The values a failed `const`/`enum`/`type: null` check allows, or null for any other failure. */
function allowedValues(item: ValidationItem): unknown[] | null {
  if (item.keyword === 'const') return [item.params?.allowedValue];
  if (item.keyword === 'enum' && Array.isArray(item.params?.allowedValues)) return item.params.allowedValues;
  if (item.keyword === 'type' && item.params?.type === 'null') return [null];
  return null;
}

/** For a union of `{required: [name]}` alternatives (e.g. "to" or "advance_seconds"), the names. */
function alternativeFields(item: ValidationItem): string | null {
  if (!Array.isArray(item.schema)) return null;
  const names = item.schema.map((b: { required?: unknown[] }) =>
    b && Object.keys(b).length === 1 && b.required?.length === 1 ? b.required[0] : null,
  );
  return names.every((n) => typeof n === 'string') ? names.join(', ') : null;
}

/**
 * Ajv reports a failed union as one error per branch followed by the union's own "must match a
 * schema in anyOf". A union of literals becomes "must be one of: a, b, c"; a union of types
 * "must be object or null"; otherwise the deepest branch error, which names the field at fault.
 */
function collapseUnions(items: ValidationItem[]): ValidationItem[] {
  const out: ValidationItem[] = [];
  for (const item of items) {
    if (item.keyword !== 'anyOf' && item.keyword !== 'oneOf') {
      out.push(item);
      continue;
    }
    const prefix = `${item.schemaPath ?? ''}/`;
    const branches = out.filter((e) => e.schemaPath?.startsWith(prefix));
    const rest = out.filter((e) => !e.schemaPath?.startsWith(prefix));
    out.length = 0;
    out.push(...rest);
    const names = alternativeFields(item);
    if (names) {
      out.push({ ...item, message: `must have ${item.keyword === 'oneOf' ? 'exactly' : 'at least'} one of: ${names}` });
      continue;
    }
    const here = branches.filter((e) => e.instancePath === item.instancePath);
    const values = here.map(allowedValues);
    const deeper = branches.filter((e) => (e.instancePath ?? '').length > (item.instancePath ?? '').length);
    if (here.length > 0 && deeper.length === 0 && values.every((v) => v !== null)) {
      out.push({ ...item, message: mustBeOneOf([...new Set(values.flat())]) });
    } else if (here.length > 0 && deeper.length === 0 && here.every((e) => e.keyword === 'type')) {
      out.push({ ...item, message: `must be ${here.map((e) => e.params?.type).join(' or ')}` });
    } else if (here.some((e) => e.keyword === 'type') && here.some((e) => e.keyword !== 'type')) {
      // A value of the right type that failed inside its branch (an object with an unknown field
      // against `object | null`): that branch's complaint is the one that helps.
      out.push(here.find((e) => e.keyword !== 'type')!);
    } else if (deeper.length > 0) {
      out.push(deeper.reduce((a, b) => ((b.instancePath ?? '').length > (a.instancePath ?? '').length ? b : a)));
    } else {
      out.push(item);
    }
  }
  return out;
}

/** Turns a schema validation failure into a problem that names each offending parameter. */
export function validationProblem(context: string, items: ValidationItem[]): ApiError {
  const where = LOCATION[context] ?? context;
  const invalid: InvalidParam[] = collapseUnions(items).map((v) => {
    // A missing field and an unknown one are named themselves, not their parent object.
    const missing = v.params?.missingProperty ?? v.params?.additionalProperty;
    const path = (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const name = typeof missing === 'string' ? (path ? `${path}.${missing}` : missing) : path || '(root)';
    const values = v.keyword === 'enum' ? allowedValues(v) : null;
    const reason =
      typeof v.params?.additionalProperty === 'string'
        ? 'is not a known field'
        : typeof missing === 'string'
          ? 'is required'
          : values
            ? mustBeOneOf(values)
            : (v.message ?? 'is invalid');
    return { in: where, name, reason };
  });
  const first = invalid[0]!;
  const code: ErrorCode = where === 'body' ? 'invalid_body' : 'invalid_parameter';
  const detail =
    where === 'body' && first.name === '(root)'
      ? `request body ${first.reason}`
      : `${where} parameter '${first.name}' ${first.reason}`;
  return new ApiError(code, detail, { invalid_params: invalid });
}

function toApiError(err: FastifyError | ApiError | Error): ApiError {
  if (err instanceof ApiError) return err;
  const fe = err as FastifyError;
  if (fe.validation) return validationProblem(fe.validationContext ?? 'request', fe.validation as ValidationItem[]);
  const status = fe.statusCode;
  if (status && status >= 400 && status < 500) {
    return new ApiError(CODE_BY_STATUS[status] ?? 'invalid_body', fe.message.replace(/^FST_\w+: /, ''));
  }
  if (isDatabaseUnreachable(err)) {
    return new ApiError('service_unavailable', 'the database is unreachable; retry shortly', {}, { 'retry-after': 5 });
  }
  return new ApiError('internal_error', 'an unexpected error occurred; quote the request_id when reporting it');
}

/**
 * RFC 6750 challenges: a bearer token or the X-API-Key header; error= only when one was sent.
 * None for the dashboard: its credential is a session cookie, and a browser shown a Bearer (or
 * Basic) challenge would offer nothing useful, so its 401 says only "log in".
 */
function challenge(request: FastifyRequest): string | null {
  if (request.url === '/dashboard' || request.url.startsWith('/dashboard/')) return null;
  if (request.url.startsWith('/admin')) return 'Bearer realm="msig-admin"';
  const sent = request.headers.authorization !== undefined || request.headers['x-api-key'] !== undefined;
  const error = sent ? ', error="invalid_token"' : '';
  return `Bearer realm="msig"${error}, ApiKey realm="msig", header="X-API-Key"`;
}

/** Seconds a client should wait before retrying a 503 whose thrower did not say. */
const RETRY_AFTER_S: Partial<Record<ErrorCode, number>> = { data_unavailable: 60, service_unavailable: 5 };

export function sendProblem(request: FastifyRequest, reply: FastifyReply, error: ApiError) {
  const scheme = error.status === 401 ? challenge(request) : null;
  if (scheme !== null) reply.header('www-authenticate', scheme);
  const retryAfter = RETRY_AFTER_S[error.code];
  if (retryAfter !== undefined) reply.header('retry-after', retryAfter);
  const body = {
    type: problemType(error.code),
    title: error.title,
    status: error.status,
    detail: error.detail,
    instance: request.url.split('?')[0],
    code: error.code,
    request_id: request.id,
    ...error.extras,
  };
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.code(error.status).type('application/problem+json').serializer(JSON.stringify).send(body);
}

function problemBody(error: ApiError, requestId: string) {
  return JSON.stringify({
    type: problemType(error.code),
    title: error.title,
    status: error.status,
    detail: error.detail,
    code: error.code,
    request_id: requestId,
  });
}

/** What Node's HTTP parser reports about a client, as the problem to answer with. */
function clientProblem(code: string | undefined): ApiError {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ApiError('request_timeout', 'the request was not received in time; send it whole and promptly');
    case 'HPE_HEADER_OVERFLOW':
      return new ApiError('headers_too_large', 'the request line and headers exceed the size limit');
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return new ApiError('payload_too_large', 'chunk extensions exceed the size limit');
    default:
      return new ApiError('bad_request', 'the request is not valid HTTP/1.1');
  }
}

/**
 * Fastify's clientErrorHandler: Node calls it for requests it cannot parse or that time out,
 * before any route runs, so the answer is written to the socket directly.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const error = clientProblem(err.code);
  const id = newRequestId();
  this.log.debug({ err, request_id: id }, `client error: ${error.code}`);
  // Never write over a response that has begun: the client would read a corrupt stream.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = problemBody(error, id);
    socket.write(
      `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}\r\n` +
        `Content-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Request-Id: ${id}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * Renders anything thrown as a problem. A plugin that must add members to its errors (the OAuth
 * token endpoint's RFC 6749 `error`) installs its own error handler around this with `adapt`.
 */
export function renderError(
  err: FastifyError | ApiError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
  adapt: (error: ApiError) => ApiError = (e) => e,
) {
  const error = toApiError(err);
  if (error.status >= 500 && !(err instanceof ApiError)) request.log.error({ err }, 'unhandled error');
  return sendProblem(request, reply, adapt(error));
}

/** Fastify's frameworkErrors: faults its router finds before a route is chosen. */
export function frameworkErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('request-id', request.id);
  if (err.code === 'FST_ERR_BAD_URL')
    return sendProblem(request, reply, new ApiError('bad_request', 'the URL path is not valid percent-encoding'));
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return sendProblem(request, reply, new ApiError('uri_too_long', 'a path segment is longer than 100 characters'));
  return sendProblem(request, reply, toApiError(err));
}

/** Which methods each registered path answers, so a wrong method gets 405 with Allow, not 404. */
class MethodIndex {
  private readonly routes: Array<{ pattern: RegExp; methods: Set<string> }> = [];
  private readonly byUrl = new Map<string, Set<string>>();

  add(url: string, method: string | string[]) {
    let methods = this.byUrl.get(url);
    if (!methods) {
      methods = new Set();
      this.byUrl.set(url, methods);
      this.routes.push({ pattern: MethodIndex.compile(url), methods });
    }
    for (const m of Array.isArray(method) ? method : [method]) methods.add(m.toUpperCase());
  }

  allowed(path: string): string[] {
    const out = new Set<string>();
    for (const r of this.routes) if (r.pattern.test(path)) for (const m of r.methods) out.add(m);
    return [...out].sort();
  }

  /** `/v1/whales/:symbol` → one segment per parameter; `*` → the rest of the path. */
  private static compile(url: string): RegExp {
    const source = url
      .split('/')
      .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg === '*' ? '.*' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return new RegExp(`^${source}/?$`);
  }
}

export default fp(
  async function problems(app: FastifyInstance) {
    const index = new MethodIndex();
    app.addHook('onRoute', (route) => index.add(route.url, route.method));
    app.setErrorHandler((err: FastifyError | ApiError, request, reply) => renderError(err, request, reply));
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0]!;
      const allow = index.allowed(path);
      if (allow.length > 0) {
        const error = new ApiError('method_not_allowed', `${path} answers ${allow.join(', ')}, not ${request.method}`, {
          allow,
        });
        return sendProblem(request, reply.header('allow', allow.join(', ')), error);
      }
      return sendProblem(request, reply, new ApiError('not_found', `no route ${request.method} ${path}`));
    });
  },
  { name: 'problems' },
);
