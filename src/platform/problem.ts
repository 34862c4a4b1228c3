/**
 * The one place errors become HTTP: every thrown ApiError, validation failure, framework error
 * and unexpected fault is rendered as RFC 9457 application/problem+json with a stable `code`
 * and the request id. A 5xx never shows internals; they go to the log.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, type ErrorCode, type InvalidParam, mustBeOneOf, problemType } from './errors.ts';

const LOCATION: Record<string, string> = { querystring: 'query', params: 'path', body: 'body', headers: 'header' };

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'invalid_body',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limit_exceeded',
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
    const missing = v.params?.missingProperty;
    const path = (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const name = typeof missing === 'string' ? (path ? `${path}.${missing}` : missing) : path || '(root)';
    const values = v.keyword === 'enum' ? allowedValues(v) : null;
    const reason =
      typeof missing === 'string' ? 'is required' : values ? mustBeOneOf(values) : (v.message ?? 'is invalid');
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
  return new ApiError('internal_error', 'an unexpected error occurred; quote the request_id when reporting it');
}

export function sendProblem(request: FastifyRequest, reply: FastifyReply, error: ApiError) {
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

/**
 * Errors Fastify meets before any route or hook runs (a URL that does not decode, a path segment
 * over the router's length limit): still a problem, still with the request id.
 */
export function frameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('request-id', request.id);
  const reason = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'has a path segment that is too long' : 'is not a valid URL';
  return sendProblem(request, reply, new ApiError('invalid_parameter', `the request path ${reason}`));
}

export default fp(
  async function problems(app: FastifyInstance) {
    app.setErrorHandler((err: FastifyError | ApiError, request, reply) => {
      const error = toApiError(err);
      if (error.status >= 500 && !(err instanceof ApiError)) request.log.error({ err }, 'unhandled error');
      return sendProblem(request, reply, error);
    });
    app.setNotFoundHandler((request, reply) =>
      sendProblem(request, reply, new ApiError('not_found', `no route ${request.method} ${request.url.split('?')[0]}`)),
    );
  },
  { name: 'problems' },
);
