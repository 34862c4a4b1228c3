/**
 * bench:platform — a bare Fastify route against an authenticated, rate-limited v1 route
 * (GET /v1/symbols?test_only=true with a production key) under the same load: 50 connections,
 * 10 s each in alternating slices; the bare route answers the same bytes. The same route is then
 * measured with an OAuth access token instead of the key (a token is resolved and cached like a key).
 * Targets: throughput ratio >= 0.6, v1 p99 <= 5 ms, for both. Also reports the cold start of `npm start`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { basicHeader } from '../src/accounts/oauth/credentials.ts';
import { spawnGroup } from '../test/helpers/process-group.ts';
import { compare, line, matchBareBody, startServers, unlimitedAccount, verdict } from './lib.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

/** An OAuth client of the key's account, and a token for it (docs/oauth.md). */
async function accessToken(app: string, key: string): Promise<string> {
  const created = await fetch(`${app}/v1/oauth/clients`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench', scopes: ['read'] }),
  });
  const { client } = (await created.json()) as { client: { client_id: string; client_secret: string } };
  const res = await fetch(`${app}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: basicHeader(client.client_id, client.client_secret),
    },
    body: 'grant_type=client_credentials',
  });
  if (res.status !== 200) throw new Error(`/oauth/token answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function coldStart(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'msig-cold-'));
  const port = 18_000 + Math.floor(Math.random() * 1000);
  const t0 = performance.now();
  // npm runs the server under a shell: only stopping the whole group stops the server.
  const npm = spawnGroup('npm', ['start', '--silent'], {
    env: { ...process.env, DATA_DIR: dir, PORT: String(port), LOG_LEVEL: 'warn' },
  });
  try {
    while (performance.now() - t0 < 60_000) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return performance.now() - t0;
      } catch {}
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('npm start did not become ready within 60 s');
  } finally {
    await npm.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const servers = await startServers();
try {
  const acc = await unlimitedAccount(servers);
  const v1Url = `${servers.app}/v1/symbols?test_only=true`;
  const headers = { 'x-api-key': acc.liveKey };
  const bytes = await matchBareBody(servers, v1Url, headers);
  const { bare, v1, ratio } = await compare(servers, v1Url, headers, seconds);
  const tokenHeaders = { authorization: `Bearer ${await accessToken(servers.app, acc.liveKey)}` };
  const viaToken = await compare(servers, v1Url, tokenHeaders, seconds);

  const cold = await coldStart();
  console.log(`bench:platform (${seconds} s per target, 50 connections)`);
  console.log(line(`bare route (same ${bytes} B body)`, bare));
  console.log(line('GET /v1/symbols (auth + limits)', v1));
  console.log(`  throughput ratio          ${ratio.toFixed(2)}  (target >= 0.6)  ${verdict(ratio >= 0.6)}`);
  console.log(`  v1 p99                    ${v1.p99} ms  (target <= 5 ms)  ${verdict(v1.p99 <= 5)}`);
  console.log(line('same, OAuth access token', viaToken.v1));
  console.log(
    `  token ratio               ${viaToken.ratio.toFixed(2)}  (target >= 0.6)  ${verdict(viaToken.ratio >= 0.6)}  (its bare run ${viaToken.bare.rps.toFixed(0)} req/s)`,
  );
  console.log(`  token p99                 ${viaToken.v1.p99} ms  (target <= 5 ms)  ${verdict(viaToken.v1.p99 <= 5)}`);
  console.log(
    `  cold start of npm start   ${(cold / 1000).toFixed(2)} s  (target <= 10 s)  ${verdict(cold <= 10_000)}`,
  );
  console.log(`  app boot in bench server  ${(servers.bootMs / 1000).toFixed(2)} s (fresh in-memory database)`);
} finally {
  await servers.stop();
}
