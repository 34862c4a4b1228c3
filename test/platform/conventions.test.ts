/**
 * docs/conventions.md, checked against every route's response schema in the OpenAPI document, so a
 * new field that breaks a convention fails here rather than in a client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestApp } from '../helpers/app.ts';

// biome-ignore lint/suspicious/noExplicitAny: walks arbitrary JSON Schema.
type Schema = any;
interface Field {
  where: string;
  name: string;
  schema: Schema;
  siblings: Record<string, Schema>;
}

let t: TestApp;
const fields: Field[] = [];
const bodies: Array<{ where: string; schema: Schema }> = [];

/** Every named property under a schema, with the non-null branches of unions flattened. */
function walk(schema: Schema, where: string, out: Field[]): void {
  if (!schema) return;
  for (const k of ['anyOf', 'oneOf', 'allOf']) for (const s of schema[k] ?? []) walk(s, where, out);
  if (schema.type === 'array') walk(schema.items, `${where}[]`, out);
  if (schema.properties) {
    for (const [name, s] of Object.entries<Schema>(schema.properties)) {
      out.push({ where: `${where}.${name}`, name, schema: s, siblings: schema.properties });
      walk(s, `${where}.${name}`, out);
    }
  }
}

/** The JSON types a field may take besides null. */
function types(s: Schema): string[] {
  const branches = s.anyOf ?? s.oneOf ?? [s];
  return branches
    .map((b: Schema) => (b.const !== undefined ? typeof b.const : b.type))
    .filter((x: string) => x !== 'null');
}

beforeAll(async () => {
  t = await bootTestApp({});
  const spec = (await t.request({ url: '/openapi.json' })).json();
  for (const [path, ops] of Object.entries<Schema>(spec.paths)) {
    if (!path.startsWith('/v1/')) continue;
    for (const [method, op] of Object.entries<Schema>(ops)) {
      for (const [code, res] of Object.entries<Schema>(op.responses ?? {})) {
        const schema = res.content?.['application/json']?.schema;
        if (!code.startsWith('2') || !schema) continue;
        const where = `${method.toUpperCase()} ${path} ${code}`;
        bodies.push({ where, schema });
        walk(schema, where, fields);
      }
    }
  }
});
afterAll(() => t.close());

describe('docs/conventions.md holds for every v1 response schema', () => {
  it('finds the routes', () => {
    expect(bodies.length).toBeGreaterThan(30);
    expect(bodies.map((b) => b.where)).toContain('GET /v1/candles 200');
  });

  it('wraps every object answer in the status envelope', () => {
    for (const { where, schema } of bodies) {
      for (const branch of schema.anyOf ?? schema.oneOf ?? [schema]) {
        const status = branch.properties?.status;
        expect(status, where).toBeDefined();
        const allowed = where.includes('/test/reset') ? 'reset_complete' : 'ok';
        expect(status.const ?? status.enum?.[0], where).toBe(allowed);
      }
    }
  });

  it('names every field in snake_case', () => {
    for (const f of fields) expect(f.name, f.where).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
  });

  it('gives USD amounts, counts and durations as numbers with the unit in the name', () => {
    for (const f of fields) {
      if (/_usd$|_usd_|^price|_price$|^strike$|^open$|^high$|^low$|^close$|^volume$/.test(f.name)) {
        expect(types(f.schema), f.where).toEqual(expect.arrayContaining(['number']));
      }
      if (/_ms$|^t$|_seconds$/.test(f.name)) expect(types(f.schema), f.where).toEqual(['integer']);
    }
  });

  it('writes instants as ISO 8601 date-times, except the documented Unix fields', () => {
    const iso = /^(as_of|time|since|expiry|iso)$|_at$|_time$/;
    const unix = new Set(['expires_at']);
    for (const f of fields) {
      if (!iso.test(f.name) || unix.has(f.name)) continue;
      const branches = (f.schema.anyOf ?? [f.schema]).filter((b: Schema) => b.type !== 'null');
      for (const b of branches) expect([b.type, b.format ?? 'date-time'], f.where).toEqual(['string', 'date-time']);
    }
    // The documented exceptions are integers: Unix ms, and the composite confirmation's Unix seconds.
    // An event payload's ts is SPEC's webhook field: ISO 8601.
    for (const f of fields.filter((x) => unix.has(x.name) || x.name === 'ts')) {
      if (f.name === 'ts' && f.where.includes('.payload.')) {
        expect([f.schema.type, f.schema.format], f.where).toEqual(['string', 'date-time']);
      } else {
        expect(types(f.schema), f.where).toEqual(['integer']);
      }
    }
  });

  it('never encodes a number as text without a numeric twin beside it', () => {
    const twins: Record<string, string[]> = {
      '30d_change': ['change_30d'],
      total_holdings: ['total_holdings_units', 'unit'],
      reasons: ['figures'],
    };
    const quantity = /change|ratio|rate|_usd|holdings|amount|price|volume|share|score|_pct|percent|reasons/;
    for (const f of fields) {
      // Enumerations (a direction, a zone) are labels, not numbers written as text.
      const branches = [...(f.schema.anyOf ?? [f.schema]), ...(f.schema.items ? [f.schema.items] : [])];
      const isText = branches.some((b: Schema) => b.type === 'string' && b.enum === undefined && b.const === undefined);
      if (!isText || !quantity.test(f.name)) continue;
      expect(Object.keys(twins), `${f.where} is text; give it a numeric twin`).toContain(f.name);
      for (const twin of twins[f.name]) expect(f.siblings[twin], `${f.where} needs ${twin}`).toBeDefined();
    }
  });
});
