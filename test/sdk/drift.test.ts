/**
 * The SDK's checked-in OpenAPI document and types are what the server serves today: regenerated
 * in memory from a freshly booted app, they must match the files byte for byte.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_FILE, renderArtifacts, SCHEMA_FILE, sortKeys } from '../../scripts/sdk-artifacts.ts';
import { bootTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let generated: { openapi: string; schema: string };

beforeAll(async () => {
  t = await bootTestApp();
  const res = await t.request({ url: '/openapi.json' });
  expect(res.statusCode).toBe(200);
  generated = await renderArtifacts(res.json());
  // Typing a megabyte of OpenAPI takes seconds, more on a busy machine.
}, 120_000);
afterAll(() => t.close());

const STALE = 'the SDK is out of date with the server: run npm run sdk:generate and commit the result';

describe('generated SDK files', () => {
  it('sdk/openapi.json is the document the server serves', () => {
    const onDisk = readFileSync(OPENAPI_FILE, 'utf8');
    expect(onDisk === generated.openapi, STALE).toBe(true);
  });

  it('sdk/src/schema.d.ts is what openapi-typescript makes of it', () => {
    const onDisk = readFileSync(SCHEMA_FILE, 'utf8');
    expect(onDisk === generated.schema, STALE).toBe(true);
    expect(onDisk.startsWith('/**\n * GENERATED FILE')).toBe(true);
  });

  it('generation is deterministic: key order never depends on insertion order', () => {
    const doc = JSON.parse(generated.openapi) as Record<string, unknown>;
    const reverseDeep = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(reverseDeep)
        : v && typeof v === 'object'
          ? Object.fromEntries(
              Object.entries(v)
                .reverse()
                .map(([k, x]) => [k, reverseDeep(x)]),
            )
          : v;
    const reversed = reverseDeep(doc);
    expect(JSON.stringify(reversed)).not.toBe(JSON.stringify(doc));
    expect(`${JSON.stringify(sortKeys(reversed), null, 2)}\n`).toBe(generated.openapi);
  });
});
