/**
 * `npm run sdk:generate`: regenerates sdk/openapi.json and sdk/src/schema.d.ts from the server's
 * OpenAPI document. Run it after changing a route's schema; test/sdk/drift.test.ts fails until then.
 */
import { writeFileSync } from 'node:fs';
import { OPENAPI_FILE, renderArtifacts, SCHEMA_FILE, serverDocument } from './sdk-artifacts.ts';

const { openapi, schema } = await renderArtifacts(await serverDocument());
writeFileSync(OPENAPI_FILE, openapi);
writeFileSync(SCHEMA_FILE, schema);
console.log(`wrote ${OPENAPI_FILE} and ${SCHEMA_FILE}`);
