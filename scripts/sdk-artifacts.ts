/**
 * The SDK's generated files, made from the OpenAPI document the app serves: `sdk/openapi.json`
 * (the document itself) and `sdk/src/schema.d.ts` (its types, by openapi-typescript). The same
 * function serves `npm run sdk:generate`, which writes them, and the drift test, which compares
 * them byte for byte with what is checked in. Both outputs are deterministic: object keys are
 * sorted and nothing depends on the time, the host or the database.
 */
import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { MIGRATION_DIRS } from '../src/migrations.ts';
import { openDatabase } from '../src/platform/db/client.ts';

export const SDK_DIR = fileURLToPath(new URL('../sdk/', import.meta.url));
export const OPENAPI_FILE = `${SDK_DIR}openapi.json`;
export const SCHEMA_FILE = `${SDK_DIR}src/schema.d.ts`;

const HEADER = `/**
 * GENERATED FILE: do not edit. The types of the Market-Signal Service API, made by
 * openapi-typescript from sdk/openapi.json (the document the server serves at /openapi.json).
 * Regenerate with \`npm run sdk:generate\`; a test fails when this file and the server disagree.
 */

`;

type Json = unknown;

/** A copy with every object's keys in code-point order, so the output never depends on insertion order. */
export function sortKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    const out: Record<string, Json> = {};
    for (const key of Object.keys(value).sort()) out[key] = sortKeys((value as Record<string, Json>)[key]);
    return out;
  }
  return value;
}

/** The OpenAPI document of a freshly built app on an in-memory database (no listening, no network). */
export async function serverDocument(): Promise<Record<string, unknown>> {
  const database = await openDatabase({ dataDir: null, databaseUrl: null, migrations: MIGRATION_DIRS });
  const config = loadConfig({ LOG_LEVEL: 'silent', ROLES: 'api', ADMIN_TOKEN: 'sdk-generate-admin-token' });
  const app = await buildApp({ config, database, defaultMetrics: false });
  try {
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/openapi.json' });
    if (res.statusCode !== 200) throw new Error(`GET /openapi.json answered ${res.statusCode}`);
    return res.json();
  } finally {
    await app.close();
    await database.close();
  }
}

interface OpenapiTypescript {
  default: (schema: Json, options?: Record<string, unknown>) => Promise<unknown>;
  astToString: (ast: unknown) => string;
}

/**
 * openapi-typescript runs on TypeScript 5, so it is installed in the sdk workspace rather than at
 * the root (whose TypeScript is 7): resolve it from there, or from wherever the installed
 * workspace link (node_modules/@msig/sdk) really lives when this checkout's sdk/ has no install.
 */
async function loadGenerator(): Promise<OpenapiTypescript> {
  const linked = fileURLToPath(new URL('../node_modules/@msig/sdk/package.json', import.meta.url));
  const bases = [`${SDK_DIR}package.json`, ...(existsSync(linked) ? [realpathSync(linked)] : [])];
  for (const base of bases) {
    try {
      const path = createRequire(base).resolve('openapi-typescript');
      return (await import(pathToFileURL(path).href)) as OpenapiTypescript;
    } catch (err) {
      if ((err as { code?: string }).code !== 'MODULE_NOT_FOUND') throw err;
    }
  }
  throw new Error('openapi-typescript is not installed: run npm install at the repository root');
}

/** The two generated files' exact text for a document. */
export async function renderArtifacts(document: Record<string, unknown>): Promise<{ openapi: string; schema: string }> {
  const sorted = sortKeys(document) as Record<string, unknown>;
  const generator = await loadGenerator();
  const ast = await generator.default(sorted, {
    // Optional fields stay optional, and a field the schema marks with a default is still present.
    defaultNonNullable: false,
    alphabetize: true,
  });
  return {
    openapi: `${JSON.stringify(sorted, null, 2)}\n`,
    schema: HEADER + generator.astToString(ast),
  };
}
