/**
 * Reads the served OpenAPI document as test input: every operation with its parameters and body
 * schema (references resolved), and a valid value for any schema, so a test can reach each
 * operation's handler and then spoil one input at a time.
 */
import { Ajv } from 'ajv';
import formats from 'ajv-formats';
import fc from 'fast-check';

// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document is arbitrary JSON.
export type Json = Record<string, any>;

export interface Param {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  schema: Json;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, with {templates}. */
  path: string;
  op: Json;
  params: Param[];
  body: Json | null;
  /** Called with an API key (not the admin token). */
  apiKey: boolean;
  admin: boolean;
  /** The key environments that may call it (x-environments; both when unrestricted). */
  environments: string[];
}

export function resolve(doc: Json, node: Json): Json {
  if (typeof node?.$ref !== 'string') return node;
  const parts = (node.$ref as string).replace(/^#\//, '').split('/');
  let out: Json = doc;
  for (const p of parts) out = out[p];
  return resolve(doc, out);
}

/** A copy with every local $ref replaced by its target (documents here have no cycles). */
export function inline(doc: Json, node: unknown): unknown {
  if (Array.isArray(node)) return node.map((n) => inline(doc, n));
  if (node === null || typeof node !== 'object') return node;
  const resolved = resolve(doc, node as Json);
  const out: Json = {};
  for (const [k, v] of Object.entries(resolved)) out[k] = inline(doc, v);
  return out;
}

export function operations(doc: Json): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    for (const [method, op] of Object.entries(item as Json)) {
      const params = ((op.parameters ?? []) as Json[]).map((p) => {
        const r = resolve(doc, p);
        // The generator moves a parameter's examples out of its schema; put them back for validValue.
        const schema = inline(doc, r.schema) as Json;
        if (r.example !== undefined && schema.examples === undefined) schema.examples = [r.example];
        return { name: r.name, in: r.in, required: r.required === true, schema };
      });
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const security = JSON.stringify(op.security ?? []);
      out.push({
        method: method.toUpperCase(),
        path,
        op,
        params,
        body: bodySchema ? (inline(doc, bodySchema) as Json) : null,
        apiKey: security.includes('ApiKeyAuth'),
        admin: security.includes('AdminToken'),
        environments: op['x-environments'] ?? ['sandbox', 'production'],
      });
    }
  }
  return out;
}

/** A value the schema accepts: its example, default or first allowed value, else one built from its type. */
export function validValue(schema: Json): unknown {
  if (schema.examples?.length) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.anyOf))
    return validValue(schema.anyOf.find((s: Json) => s.type !== 'null') ?? schema.anyOf[0]);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? Math.min(1, schema.maximum ?? 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => validValue(schema.items ?? {}));
    case 'object':
      return validObject(schema);
    default:
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'date-time') return new Date(0).toISOString();
      if (schema.pattern) return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: 1 })[0];
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}

/** An object with every required property (and every property when `minProperties` asks for some). */
export function validObject(schema: Json): Json {
  const properties = (schema.properties ?? {}) as Json;
  const required = new Set<string>(schema.required ?? []);
  const out: Json = {};
  for (const [name, sub] of Object.entries(properties)) {
    if (required.has(name) || Object.keys(out).length < (schema.minProperties ?? 0)) out[name] = validValue(sub);
  }
  return out;
}

/** True for a schema (or union) that admits numbers. */
export function isNumeric(schema: Json): boolean {
  if (Array.isArray(schema.anyOf)) return schema.anyOf.some(isNumeric);
  return schema.type === 'integer' || schema.type === 'number';
}

/** Paths (property names, outermost first) to every numeric field of a body schema, through unions. */
export function numericFields(schema: Json, prefix: string[] = []): string[][] {
  if (isNumeric(schema) && prefix.length > 0) return [prefix];
  if (Array.isArray(schema.anyOf)) return schema.anyOf.flatMap((s: Json) => numericFields(s, prefix));
  const out: string[][] = [];
  for (const [name, sub] of Object.entries((schema.properties ?? {}) as Json)) {
    out.push(...numericFields(sub, [...prefix, name]));
  }
  return out;
}

/** A valid body with the field at `path` set to `value` (intermediate objects made valid too). */
export function bodyWith(schema: Json, path: string[], value: unknown): Json {
  const body = validObject(schema);
  let node = body;
  let sub: Json = schema;
  for (const [i, name] of path.entries()) {
    sub = objectBranch(sub).properties[name];
    if (i === path.length - 1) node[name] = value;
    else {
      node[name] = validObject(objectBranch(sub));
      node = node[name];
    }
  }
  return body;
}

function objectBranch(schema: Json): Json {
  if (Array.isArray(schema.anyOf)) return schema.anyOf.find((s: Json) => s.type === 'object' || s.properties);
  return schema;
}

/** The operation's URL with valid path parameters, plus a valid query string of its required parameters. */
export function urlFor(o: Operation, overrides: Record<string, string> = {}): string {
  let url = o.path;
  const query = new URLSearchParams();
  for (const p of o.params) {
    const value = overrides[p.name] ?? (p.required || p.in === 'path' ? String(validValue(p.schema)) : undefined);
    if (value === undefined) continue;
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(value));
    else if (p.in === 'query') query.set(p.name, value);
  }
  const qs = query.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * Checks a response body against the schema the document declares for (method, path, status):
 * returns Ajv's errors as text, or null when the body is valid. Throws when nothing is declared.
 */
export function responseChecker(
  doc: Json,
): (method: string, path: string, status: number, body: unknown) => string | null {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  (formats as unknown as (a: Ajv) => void)(ajv);
  const compiled = new Map<string, ReturnType<Ajv['compile']>>();
  return (method, path, status, body) => {
    const key = `${method} ${path} ${status}`;
    let validate = compiled.get(key);
    if (!validate) {
      const schema =
        doc.paths?.[path]?.[method.toLowerCase()]?.responses?.[status]?.content?.['application/json']?.schema;
      if (!schema) throw new Error(`${key} is not documented`);
      validate = ajv.compile(inline(doc, schema) as Json);
      compiled.set(key, validate);
    }
    return validate(body) ? null : JSON.stringify(validate.errors);
  };
}
