/**
 * msig's user commands (confirm, whales, heatmap) and its errors, through the real binary against
 * the app on a loopback port: human and --json output, exit codes 0/1/2, problems on one line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../helpers/app.ts';
import { freePort } from '../helpers/server-process.ts';
import { type CliApp, json, listeningApp, runCli } from './helpers.ts';

let t: CliApp;
let pro: TestAccount;
let free: TestAccount;
const wall = Date.UTC(2026, 10, 21, 12, 0, 0);
const CLOCK = Date.UTC(2026, 8, 10, 12, 0);

beforeAll(async () => {
  t = await listeningApp({}, { now: () => wall });
  pro = await t.frozenAccount('pro', CLOCK);
  free = await t.frozenAccount('free', CLOCK);
});
afterAll(() => t.close());

const as = (key: string) => ({ MSIG_URL: t.url, MSIG_API_KEY: key });

describe('msig confirm', () => {
  it('prints the decision, scores and reasons; --json is the API answer', async () => {
    const [human, machine] = await Promise.all([
      runCli(['confirm', 'TEST_BTC', 'long'], as(pro.testKey)),
      runCli(['confirm', 'TEST_BTC', 'long', '--json'], as(pro.testKey)),
    ]);
    expect(machine.code).toBe(0);
    const body = json(machine);
    const api = await t.getJson('/v1/confirm?symbol=TEST_BTC&direction=long&format=composite', pro.testKey);
    expect(body).toEqual(api.body);
    expect(human.code).toBe(0);
    expect(human.stdout).toContain(`TEST_BTC long: ${body.action} (${body.confidence} confidence)`);
    expect(human.stdout).toContain(`composite ${body.composite >= 0 ? '+' : ''}${body.composite.toFixed(2)}`);
    for (const reason of body.reasons) expect(human.stdout).toContain(`- ${reason}`);
    expect(human.stdout).not.toContain('\x1b['); // NO_COLOR and no terminal: plain text
  });

  it('--at answers an earlier instant; --key overrides MSIG_API_KEY', async () => {
    const at = CLOCK - 86_400_000;
    const run = await runCli(['confirm', 'TEST_ETH', 'short', '--at', String(at), '--json', '--key', pro.testKey], {
      MSIG_URL: t.url,
      MSIG_API_KEY: 'sk_test_not_a_key',
    });
    expect(run.code).toBe(0);
    expect(json(run).as_of).toBe(new Date(at).toISOString());
  });

  it('a problem is one line with status, code and detail, exit 1 (and the problem on stdout with --json)', async () => {
    const unknown = await runCli(['confirm', 'TEST_NOPE', 'long'], as(pro.testKey));
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim().split('\n')).toHaveLength(1);
    expect(unknown.stderr).toMatch(/^msig: 404 unknown_symbol: /);
    const restricted = await runCli(['confirm', 'TEST_ETH', 'long', '--json'], as(free.testKey));
    expect(restricted.code).toBe(1);
    expect(restricted.stderr).toMatch(/^msig: 403 plan_restricted: /);
    expect(json(restricted).error).toMatchObject({ status: 403, code: 'plan_restricted' });
    const future = await runCli(['confirm', 'TEST_BTC', 'long', '--at', String(CLOCK + 3_600_000)], as(pro.testKey));
    expect(future.code).toBe(1);
    expect(future.stderr).toMatch(/^msig: 400 invalid_parameter: query parameter 'at' is after now/);
  });

  it('a bad key is 401 on one line; no key at all is a clear message; both exit 1', async () => {
    const bad = await runCli(['confirm', 'TEST_BTC', 'long'], as('sk_test_0000000000000000000000000000'));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^msig: 401 \w+: /);
    const none = await runCli(['confirm', 'TEST_BTC', 'long'], { MSIG_URL: t.url });
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('no API key: set MSIG_API_KEY or pass --key');
  });

  it('an unreachable server is a clear message, exit 1', async () => {
    const port = await freePort();
    const run = await runCli(['confirm', 'TEST_BTC', 'long'], {
      MSIG_URL: `http://127.0.0.1:${port}`,
      MSIG_API_KEY: 'k',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`msig: cannot reach http://127.0.0.1:${port}: ECONNREFUSED\n`);
  });

  it('usage errors exit 2: a bad side, a missing argument, an unknown command or option', async () => {
    const runs = await Promise.all([
      runCli(['confirm', 'TEST_BTC', 'sideways'], as(pro.testKey)),
      runCli(['confirm', 'TEST_BTC'], as(pro.testKey)),
      runCli(['frobnicate'], as(pro.testKey)),
      runCli(['whales', '--limit', 'lots'], as(pro.testKey)),
    ]);
    for (const run of runs) expect(run.code, run.stderr).toBe(2);
    expect(runs[0]!.stderr).toContain('must be one of long, short');
    expect(runs[3]!.stderr).toContain('must be a positive whole number');
  });
});

describe('msig whales', () => {
  it('prints an aligned table; --json is the API answer', async () => {
    const [human, machine] = await Promise.all([
      runCli(['whales', '--limit', '5'], as(pro.testKey)),
      runCli(['whales', '--limit', '5', '--sort', 'pnl', '--json'], as(pro.testKey)),
    ]);
    expect(machine.code).toBe(0);
    const body = json(machine);
    expect(body.whales.length).toBeGreaterThan(0);
    expect(body.whales.length).toBeLessThanOrEqual(5);
    const pnl = body.whales.map((w: { pnl_all_time_usd: number }) => w.pnl_all_time_usd);
    expect(pnl).toEqual([...pnl].sort((a, b) => b - a));
    expect(human.code).toBe(0);
    const lines = human.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^address\s+label\s+account\s+pnl/);
    const rows = lines.slice(1, -1);
    expect(rows.length).toBe(Math.min(5, body.total));
    // Aligned: the account column ends at the same place on every line.
    const end = lines[0]!.indexOf('account') + 'account'.length;
    for (const row of rows) expect(row.slice(0, end)).toMatch(/\$[\d.]+[KMB]?$/);
    expect(lines.at(-1)).toMatch(/^\d+ of \d+ whales, as of /);
  });
});

describe('msig heatmap', () => {
  it('a venue × symbol grid of funding; --json is the API answer', async () => {
    const [human, machine] = await Promise.all([
      runCli(['heatmap', '--symbols', 'TEST_BTC,TEST_ETH'], as(pro.testKey)),
      runCli(['heatmap', '--symbols', 'TEST_BTC,TEST_ETH', '--json'], as(pro.testKey)),
    ]);
    expect(machine.code).toBe(0);
    const map = json(machine);
    expect(map.symbols).toEqual(['TEST_BTC', 'TEST_ETH']);
    expect(human.code).toBe(0);
    const lines = human.stdout.trimEnd().split('\n');
    expect(lines[0]!.split(/\s+/)).toEqual(['symbol', ...map.venues]);
    expect(lines[1]).toMatch(/^TEST_BTC(\s+-?\d+\.\d{4}%|\s+-)+$/);
    expect(human.stdout).not.toContain('\x1b[');
  });

  it('colours cells on a terminal-less run only when asked: never with NO_COLOR', async () => {
    const run = await runCli(['heatmap', '--symbols', 'TEST_BTC'], { ...as(pro.testKey), NO_COLOR: '1' });
    expect(run.stdout).not.toContain('\x1b[');
  });

  it('400 names the parameter for a symbol list over the plan', async () => {
    const run = await runCli(['heatmap', '--symbols', 'TEST_ETH'], as(free.testKey));
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^msig: 403 plan_restricted: /);
  });
});
