/**
 * Fuzzing from the OpenAPI document: for every operation, fast-check draws requests with valid,
 * boundary and hostile values for each parameter and the body, wrong content types, huge and
 * deep bodies, bytes that are not UTF-8, duplicate headers and every kind of key. Whatever it
 * sends, the service must answer within its contract:
 *
 * - no 5xx, except those the contract names: 503 data_unavailable (a production key on a database
 *   the collectors never filled) and errors a sandbox caller forced itself (X-Test-Error);
 * - every error is application/problem+json with a stable code and its own status;
 * - every 2xx body validates against the schema documented for that status;
 * - no request costs more than 100 ms of CPU twice in a row (see CPU_BUDGET_MS).
 *
 * The app runs in-process and requests are sent one at a time, so process.cpuUsage() around a
 * request is that request's CPU (PGlite runs in this process too, so database work counts).
 * With FC_SEED set (CI) every run draws the same requests.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import formats from 'ajv-formats';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/platform/errors.ts';
import { ADMIN_TOKEN, bootTestApp } from '../helpers/app.ts';
import {
  inline,
  isNumeric,
  type Json,
  type Operation,
  operations,
  validObject,
  validValue,
} from '../helpers/openapi.ts';

/**
 * The heaviest legitimate requests (a full funding heatmap, a week's whale events) cost 10-30 ms
 * of CPU here once their data is cached; the faults this catches cost 0.5-2 s (a non-finite
 * window, an unbounded loop). 100 ms sits well clear of both. A request over budget is sent
 * again: a cold cache or a garbage collection pays once, a fault pays every time.
 */
const CPU_BUDGET_MS = 100;
/** Draws per operation: about 40 operations × this, at a few ms each, keeps the file near 30 s on 2 cores. */
const RUNS_PER_OPERATION = 100;

const t = await bootTestApp();
const doc = (await t.getJson('/openapi.json')).body as Json;
const ops = operations(doc);
afterAll(async () => t.close());

const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
(formats as unknown as (a: Ajv) => void)(ajv);
const responseValidators = new Map<string, ValidateFunction>();
function responseValidator(o: Operation, status: number): ValidateFunction | null {
  const key = `${o.method} ${o.path} ${status}`;
  const schema = o.op.responses?.[status]?.content?.['application/json']?.schema;
  if (!schema) return null;
  const known = responseValidators.get(key);
  if (known) return known;
  const v = ajv.compile(inline(doc, schema) as Json);
  responseValidators.set(key, v);
  return v;
}

/** Keys that stay under their rate limits: a fresh sandbox account every few hundred requests. */
const keys = await (async () => {
  const production = await t.createAccount('enterprise');
  const patched = await t.app.inject({
    method: 'PATCH',
    url: `/admin/accounts/${production.id}`,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    payload: { limits: { perDay: 10_000_000, perMinute: 1_000_000 } },
  });
  expect(patched.statusCode).toBe(200);
  // The sandbox controls get an account of their own: errors they inject must not leak into the rest.
  const rotating = () => {
    let account: Promise<{ testKey: string }> = t.createAccount('pro');
    let used = 0;
    return async () => {
      if (++used > 400) {
        account = t.createAccount('pro');
        used = 0;
      }
      return (await account).testKey;
    };
  };
  const market = rotating();
  const controls = rotating();
  return {
    live: production.liveKey,
    sandbox: (o: Operation) => (/\/test\//.test(o.path) ? controls() : market()),
  };
})();

type KeyKind = 'sandbox' | 'production' | 'public' | 'none' | 'garbage' | 'duplicate';
const keyKind = fc.oneof(
  { weight: 8, arbitrary: fc.constant<KeyKind>('sandbox') },
  { weight: 3, arbitrary: fc.constant<KeyKind>('production') },
  { weight: 2, arbitrary: fc.constantFrom<KeyKind>('public', 'none', 'garbage', 'duplicate') },
);

const HOSTILE_STRINGS = [
  '',
  ' ',
  'Infinity',
  '-Infinity',
  '1e309',
  'NaN',
  '-0',
  '0x10',
  '9007199254740993',
  '-1',
  'null',
  'true',
  '[]',
  '{}',
  '%00',
  '\u0000',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>',
  '\u202e\ud83d\ude00',
  '\ud800',
  'TEST_BTC,'.repeat(200),
  'x'.repeat(5000),
];

/** Numbers at and just past a schema's limits, and the extremes. */
function boundaries(schema: Json): unknown[] {
  const out: unknown[] = [0, -1, 1, 2 ** 31, -(2 ** 53), 2 ** 53 + 2, 1e20, 0.5];
  for (const limit of [schema.minimum, schema.maximum]) {
    if (typeof limit === 'number') out.push(limit, limit - 1, limit + 1, limit + 0.5);
  }
  return out;
}

/** A value for one parameter or field: valid, at a boundary, hostile, or of another type. */
function valueFor(schema: Json): fc.Arbitrary<unknown> {
  const listed = Array.isArray(schema.enum) ? schema.enum : [];
  const numeric = isNumeric(schema);
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(validValue(schema)) },
    { weight: 1, arbitrary: listed.length ? fc.constantFrom(...listed) : fc.constant(validValue(schema)) },
    { weight: 2, arbitrary: fc.constantFrom(...boundaries(schema)) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    // Numbers past what a double holds: the class that once cost seconds of CPU per request.
    { weight: numeric ? 8 : 1, arbitrary: fc.constantFrom('Infinity', '-Infinity', '1e309', '-1e309', 'NaN') },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

/** A value as URL text; a string that is not valid Unicode is sent as bytes that are not UTF-8. */
function encoded(value: unknown): string {
  const s = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80%FF';
  }
}

interface Drawn {
  key: KeyKind;
  params: Record<string, unknown | undefined>;
  repeat: string | null;
  body: { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; payload: Buffer | string; type: string };
  forceError: string | null;
}

function bodyArbitrary(o: Operation): fc.Arbitrary<Drawn['body']> {
  const schema = o.body ?? { type: 'object', properties: {} };
  const valid = validObject(schema);
  const fields = Object.entries((schema.properties ?? {}) as Json);
  const mutated = fields.length
    ? fc.constantFrom(...fields).chain(([name, sub]) => valueFor(sub as Json).map((v) => ({ ...valid, [name]: v })))
    : fc.constant(valid);
  const deep = fc.integer({ min: 50, max: 2000 }).map((d) => '['.repeat(d) + ']'.repeat(d));
  const wide = fc.integer({ min: 1000, max: 50_000 }).map((n) => JSON.stringify({ items: Array(n).fill(valid) }));
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(valid).map((value) => ({ kind: 'json' as const, value })) },
    { weight: 4, arbitrary: mutated.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        payload: fc.oneof(
          fc.constantFrom('', '{', 'null', '"x"', '{"a":1,"a":2}', '{"__proto__":{"polluted":1}}'),
          deep,
          wide,
          fc.constant(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])),
          fc.constant('x'.repeat(2 * 1024 * 1024)),
        ),
        type: fc.constantFrom(
          'application/json',
          'application/json; charset=latin1',
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'multipart/form-data; boundary=x',
        ),
      }),
    },
  );
}

/**
 * Mostly valid requests with one parameter spoiled: a request whose every input is wrong stops at
 * the first check, so spoiling one at a time is what reaches the code behind each check.
 */
function requestArbitrary(o: Operation): fc.Arbitrary<Drawn> {
  const fuzzed = o.params.filter((p) => p.name !== 'X-Test-Error');
  const valid: Record<string, fc.Arbitrary<unknown | undefined>> = {};
  for (const p of fuzzed) {
    const value = fc.constant(validValue(p.schema));
    valid[p.name] = p.in === 'path' || p.required ? value : fc.option(value, { nil: undefined });
  }
  const spoiled = fuzzed.length
    ? fc.option(
        fc.constantFrom(...fuzzed).chain((p) => valueFor(p.schema).map((v) => ({ [p.name]: v }))),
        { nil: {}, freq: 6 },
      )
    : fc.constant({});
  const params = fc.tuple(fc.record(valid), spoiled).map(([a, b]) => ({ ...a, ...b }));
  const queryNames = o.params.filter((p) => p.in === 'query').map((p) => p.name);
  return fc.record({
    key: keyKind,
    params,
    repeat: queryNames.length ? fc.option(fc.constantFrom(...queryNames), { nil: null, freq: 5 }) : fc.constant(null),
    body: o.body ? bodyArbitrary(o) : fc.constant({ kind: 'none' as const }),
    forceError: fc.option(fc.constantFrom('timeout', 'service_unavailable', 'nope', 'rate_limit_exceeded'), {
      nil: null,
      freq: 12,
    }),
  });
}

async function send(o: Operation, d: Drawn): Promise<LightMyRequestResponse> {
  let url = o.path;
  const query: string[] = [];
  for (const p of o.params) {
    const value = d.params[p.name];
    if (value === undefined) continue;
    const text = encoded(value);
    if (p.in === 'path') url = url.replace(`{${p.name}}`, text);
    else if (p.in === 'query') {
      query.push(`${encodeURIComponent(p.name)}=${text}`);
      if (d.repeat === p.name) query.push(`${encodeURIComponent(p.name)}=${text}`);
    }
  }
  url = url.replace(/\{[^}]+\}/g, 'x');
  const headers: Record<string, string | string[]> = {};
  if (o.admin) headers.authorization = `Bearer ${ADMIN_TOKEN}`;
  else if (d.key === 'sandbox') headers['x-api-key'] = await keys.sandbox(o);
  else if (d.key === 'production') headers['x-api-key'] = keys.live;
  else if (d.key === 'public') headers['x-api-key'] = 'sk_test_public_demo';
  else if (d.key === 'garbage') headers['x-api-key'] = 'sk_test_\u00ff\u0000';
  else if (d.key === 'duplicate') headers['x-api-key'] = [await keys.sandbox(o), keys.live];
  if (d.forceError) headers['x-test-error'] = d.forceError;
  let payload: string | Buffer | undefined;
  if (d.body.kind === 'json') {
    payload = JSON.stringify(d.body.value) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (d.body.kind === 'raw') {
    payload = d.body.payload;
    headers['content-type'] = d.body.type;
  }
  return t.app.inject({
    // Each request from an address of its own: the fuzzer stands for many clients, and one address
    // sending this many bad keys would (rightly) be slowed down by the failed-authentication guard.
    remoteAddress: nextAddress(),
    method: o.method as 'GET',
    url: query.length ? `${url}?${query.join('&')}` : url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

let addressCounter = 0;
function nextAddress(): string {
  const n = ++addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

function cpuMs(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** The 5xx the contract names; any other is a fault. */
function documented5xx(status: number, body: Json): boolean {
  if (body.injected === true) return true;
  return status === 503 && body.code === 'data_unavailable';
}

/**
 * Operations whose handler was reached at least once: an answer other than 401/403/429. An
 * operation refused every time would be fuzzed at its gate only, never in its handler.
 */
const reached = new Set<string>();

async function check(o: Operation, d: Drawn): Promise<void> {
  const where = `${o.method} ${o.path}`;
  let start = process.cpuUsage();
  let res = await send(o, d);
  let cpu = cpuMs(start);
  if (cpu > CPU_BUDGET_MS) {
    // A cold cache or a garbage collection pays once; a fault pays every time.
    start = process.cpuUsage();
    res = await send(o, d);
    cpu = cpuMs(start);
  }
  expect(cpu, `${where}: ${cpu.toFixed(0)} ms of CPU, twice`).toBeLessThanOrEqual(CPU_BUDGET_MS);

  const status = res.statusCode;
  if (![401, 403, 429].includes(status)) reached.add(where);
  const type = String(res.headers['content-type'] ?? '');
  if (status >= 400) {
    expect(type, `${where} ${status}: ${res.body.slice(0, 200)}`).toMatch(/^application\/problem\+json/);
    const body = res.json();
    expect(Object.keys(ERROR_CODES), `${where} ${status}`).toContain(body.code);
    expect(body.status, where).toBe(status);
    if (status >= 500) expect(documented5xx(status, body), `${where} ${status}: ${res.body}`).toBe(true);
  } else if (status === 204) {
    // No content (a deletion): documented without a body, and sent without one.
    expect(o.op.responses?.['204'], `${where} answered 204, which it does not document`).toBeDefined();
    expect(res.body, where).toBe('');
  } else if (status >= 200 && status < 300) {
    const validate = responseValidator(o, status);
    expect(validate, `${where} answered ${status}, which it does not document`).not.toBeNull();
    const body = res.json();
    expect(validate!(body), `${where} ${status}: ${JSON.stringify(validate!.errors)}`).toBe(true);
  }
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('found the operations', () => {
    expect(ops.length).toBeGreaterThan(30);
  });

  for (const o of ops) {
    it(`${o.method} ${o.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(o), (d) => check(o, d)),
        { numRuns: RUNS_PER_OPERATION },
      );
      expect(reached.has(`${o.method} ${o.path}`), 'no draw got past authentication and plan checks').toBe(true);
    });
  }
});
