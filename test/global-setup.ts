/**
 * Builds one migrated PGlite database per test run and dumps it to a file, so each test boots
 * its own database from the dump in a fraction of a second instead of running initdb again.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildWeb } from '../src/dashboard/build.ts';
import { MIGRATION_DIRS } from '../src/migrations.ts';
import { openDatabase } from '../src/platform/db/client.ts';

/** The test certificate authority: HTTPS receivers on loopback present test/fixtures/tls/cert.pem. */
export const TEST_CA = fileURLToPath(new URL('./fixtures/tls/cert.pem', import.meta.url));

export default async function setup(project: TestProject) {
  // Node reads NODE_EXTRA_CA_CERTS once, at start: set here, before the test workers are forked,
  // it makes every worker (and every process they spawn) trust the loopback receivers.
  process.env.NODE_EXTRA_CA_CERTS = TEST_CA;
  // The app serves the built dashboard: build it once here if it is missing or older than web/src.
  await buildWeb();
  if (process.env.TEST_DATABASE_URL) return;
  const database = await openDatabase({ dataDir: null, databaseUrl: null, migrations: MIGRATION_DIRS });
  const pglite = database.client;
  if (!pglite) throw new Error('expected a PGlite database');
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  const dir = join(tmpdir(), 'msig-test');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgTemplate', file);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
  }
}
