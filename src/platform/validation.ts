/**
 * How request schemas are compiled: Fastify's own Ajv compiler, with one rule added for every
 * route. Query strings, path segments and headers are text that Ajv coerces to numbers, and
 * "Infinity", "-Infinity" or "1e309" coerce to ±Infinity, which Ajv then lets through its
 * minimum/maximum checks (those only compare finite numbers). Every `number`/`integer` schema
 * therefore gets the `finite` keyword at compile time, whatever route declares it, so no
 * handler ever sees a number that is not finite. The route schemas themselves stay untouched
 * (the OpenAPI document shows them as declared).
 */
import AjvCompiler from '@fastify/ajv-compiler';
import type { Plugin } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Schema = Record<string, unknown>;

/** Keywords whose values are data, not schemas: never rewritten. */
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples', 'example']);

function isNumeric(type: unknown): boolean {
  if (Array.isArray(type)) return type.some(isNumeric);
  return type === 'number' || type === 'integer';
}

/** A copy of `schema` with `finite: true` on every numeric subschema (own string keys only). */
export function requireFinite(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(requireFinite);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] = DATA_KEYWORDS.has(key) ? value : requireFinite(value);
  }
  if (isNumeric(out.type)) out.finite = true;
  return out;
}

/**
 * Rejects NaN and ±Infinity. Not tied to a type: Ajv runs typed keywords only on finite numbers,
 * so an untyped keyword is the one that sees the coerced Infinity.
 */
export const finiteKeyword: Plugin<unknown> = (ajv) =>
  ajv.addKeyword({
    keyword: 'finite',
    schemaType: 'boolean',
    errors: false,
    error: { message: 'must be a finite number' },
    validate: (required: boolean, data: unknown) => !required || typeof data !== 'number' || Number.isFinite(data),
  });

type BuildValidator = ReturnType<typeof AjvCompiler>;

/** Fastify's default validator factory, compiling each schema with `requireFinite` applied. */
export function finiteValidatorFactory(): BuildValidator {
  const build = AjvCompiler();
  return ((externalSchemas, options) => {
    const shared = Object.fromEntries(Object.entries(externalSchemas).map(([id, s]) => [id, requireFinite(s)]));
    const withKeyword = { ...options, plugins: [...(options?.plugins ?? []), finiteKeyword] };
    const compile = build(shared as typeof externalSchemas, withKeyword as typeof options);
    return (route: { schema: unknown; httpPart?: string }) => {
      const schema = route.httpPart === 'headers' ? lowerCaseHeaders(route.schema) : route.schema;
      return compile({ ...route, schema: requireFinite(schema) } as never);
    };
  }) as BuildValidator;
}

/**
 * Header names arrive lower-cased. Fastify lower-cases header schemas itself only for its own
 * compiler, so this one does the same.
 */
function lowerCaseHeaders(schema: unknown): unknown {
  const s = schema as Schema;
  if (s === null || typeof s !== 'object' || typeof s.properties !== 'object') return schema;
  const properties = Object.fromEntries(
    Object.entries(s.properties as Schema).map(([name, sub]) => [name.toLowerCase(), sub]),
  );
  const required = Array.isArray(s.required) ? s.required.map((n) => String(n).toLowerCase()) : s.required;
  return { ...s, properties, ...(required ? { required } : {}) };
}

/**
 * A body that is absent, or empty under Content-Type: application/json, means "no fields": it is
 * validated as `{}`, so an operation whose fields are all optional accepts it and one with
 * required fields names them. Fastify's own JSON parser (with its prototype-poisoning checks)
 * reads every non-empty body.
 */
export function emptyBodyIsEmptyObject(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
  const fill = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    if (request.body === undefined) request.body = {};
    done();
  };
  app.addHook('onRoute', (route) => {
    if (route.schema?.body === undefined) return;
    const existing = route.preValidation;
    route.preValidation = [fill, ...(existing ? [existing].flat() : [])];
  });
}
