/**
 * Boots the real app in-process on its own database: PGlite from the migrated template, or,
 * when TEST_DATABASE_URL is set, a fresh schema on that PostgreSQL server.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect, inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { MIGRATION_DIRS } from '../../src/migrations.ts';
import { type Database, openDatabase } from '../../src/platform/db/client.ts';
import { connectRedis, redisReady } from '../../src/platform/redis.ts';

export const ADMIN_TOKEN = 'test-admin-token-0123456789';
/** Seals node URLs in tests, so none writes a key file into the working directory. */
export const NODE_URL_KEY = '5eed'.repeat(16);

export interface TestAccount {
  id: string;
  testKey: string;
  liveKey: string;
  testKeyId: string;
  liveKeyId: string;
}

/** A GET answer read as JSON. */
export interface JsonResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response bodies.
  body: any;
  headers: LightMyRequestResponse['headers'];
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Creates an account through the admin API; returns its id and keys. */
  createAccount(plan?: string): Promise<TestAccount>;
  /** Creates an account whose sandbox clock is frozen at `at` (epoch ms); asserts the freeze succeeded. */
  frozenAccount(plan: string | undefined, at: number): Promise<TestAccount>;
  request(opts: InjectOptions & { key?: string }): Promise<LightMyRequestResponse>;
  /** GETs `url`, with the API key `key` when given, and parses the body as JSON. */
  getJson(url: string, key?: string): Promise<JsonResponse>;
  close(): Promise<void>;
}

let templateBlob: Blob | null = null;

/** Which database a test app runs on, so a second app can be booted on the same one. */
const schemas = new WeakMap<Database, string>();

/** On a shared PostgreSQL server each test database has its own pg-boss schema; PGlite needs none. */
export function jobsSchemaOf(database: Database): string | undefined {
  const schema = schemas.get(database);
  return schema ? `${schema}_jobs` : undefined;
}

export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const database = await openDatabase({
      dataDir: null,
      databaseUrl: url,
      pgSchema: schema,
      migrations: MIGRATION_DIRS,
    });
    schemas.set(database, schema);
    return {
      database,
      drop: async () => {
        await database.query(`DROP SCHEMA ${schema} CASCADE`);
        await database.query(`DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE`);
      },
    };
  }
  templateBlob ??= new Blob([readFileSync(inject('pgTemplate'))]);
  const database = await openDatabase({
    dataDir: null,
    databaseUrl: null,
    loadDataDir: templateBlob,
    migrations: MIGRATION_DIRS,
  });
  return { database, drop: async () => {} };
}

/**
 * The database of `other`, for a second instance: on PostgreSQL its own connections to the same
 * schema (as two processes would have); on PGlite the same in-process database (one process).
 */
async function sameDatabaseAs(other: TestApp): Promise<{ database: Database; drop: () => Promise<void> }> {
  const schema = schemas.get(other.database);
  const url = process.env.TEST_DATABASE_URL;
  if (!schema || !url) return { database: { ...other.database, close: async () => {} }, drop: async () => {} };
  const database = await openDatabase({
    dataDir: null,
    databaseUrl: url,
    pgSchema: schema,
    migrations: MIGRATION_DIRS,
  });
  schemas.set(database, schema);
  return { database, drop: async () => {} };
}

export async function bootTestApp(
  env: Record<string, string> = {},
  opts: {
    now?: () => number;
    logStream?: { write(line: string): void };
    /** Boot a second instance on this app's database instead of a fresh one. */
    sameDatabaseAs?: TestApp;
  } = {},
): Promise<TestApp> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const config = loadConfig({
    ADMIN_TOKEN,
    NODE_URL_KEY,
    LOG_LEVEL: 'silent',
    USAGE_FLUSH_MS: '60000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const { database, drop } = opts.sameDatabaseAs ? await sameDatabaseAs(opts.sameDatabaseAs) : await openTestDatabase();
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : null;
  if (redis) await redisReady(redis);
  const app = await buildApp({
    config,
    database,
    redis,
    defaultMetrics: false,
    now: opts.now,
    logStream: opts.logStream,
    jobsSchema: jobsSchemaOf(database),
  });
  await app.ready();
  let n = 0;
  const t: TestApp = {
    app,
    database,
    config,
    async createAccount(plan = 'pro') {
      const res = await app.inject({
        method: 'POST',
        url: '/admin/accounts',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        payload: { email: `user${++n}-${randomBytes(4).toString('hex')}@example.com`, plan },
      });
      if (res.statusCode !== 201) throw new Error(`createAccount: ${res.statusCode} ${res.body}`);
      const body = res.json();
      return {
        id: body.account.id,
        testKey: body.keys.test.key,
        liveKey: body.keys.live.key,
        testKeyId: body.keys.test.id,
        liveKeyId: body.keys.live.id,
      };
    },
    async frozenAccount(plan = 'pro', at) {
      const account = await t.createAccount(plan);
      const res = await t.request({
        method: 'POST',
        url: '/v1/test/simulate-time',
        key: account.testKey,
        payload: { to: at },
      });
      expect(res.statusCode).toBe(200);
      return account;
    },
    request({ key, headers, ...rest }) {
      return app.inject({ ...rest, headers: { ...(key ? { 'x-api-key': key } : {}), ...headers } });
    },
    async getJson(url, key) {
      const res = await t.request({ url, key });
      return { status: res.statusCode, body: res.json(), headers: res.headers };
    },
    async close() {
      await app.close();
      redis?.disconnect();
      await drop();
      await database.close();
    },
  };
  return t;
}
