/**
 * `msig watch` through the real binary against the app's real WebSocket stream: alerts as lines
 * (JSON lines with --json), a dropped connection resumed without gaps, Ctrl-C (SIGINT) ending
 * cleanly with a summary, and a bad key refused on one line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../helpers/app.ts';
import { type CliApp, listeningApp, runCli, startCli } from './helpers.ts';

let t: CliApp;
let pro: TestAccount;
const wall = Date.UTC(2026, 10, 21, 12, 0, 0);
const CLOCK = Date.UTC(2026, 8, 10, 12, 0);

beforeAll(async () => {
  t = await listeningApp({}, { now: () => wall });
  pro = await t.frozenAccount('pro', CLOCK);
});
afterAll(() => t.close());

const as = (key: string) => ({ MSIG_URL: t.url, MSIG_API_KEY: key });

async function advance(account: TestAccount, seconds: number): Promise<void> {
  const res = await t.request({
    method: 'POST',
    url: '/v1/test/simulate-time',
    key: account.testKey,
    payload: { advance_seconds: seconds },
  });
  expect(res.statusCode).toBe(200);
}

// biome-ignore lint/suspicious/noExplicitAny: stream messages are read freely.
const lines = (s: string): any[] =>
  s
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));

describe('msig watch --json', () => {
  it('prints one JSON object per line, resumes a dropped connection without gaps, ends on SIGINT with a summary', async () => {
    const account = await t.frozenAccount('pro', CLOCK);
    const watch = startCli(['watch', '--symbols', 'TEST_BTC,TEST_ETH', '--json'], as(account.testKey));
    await watch.waitFor(/"type":"ack"/);
    await advance(account, 86_400);
    await watch.waitFor(/"type":"alert"/);
    // Let the first burst arrive, then drop every connection from the server side.
    await new Promise((r) => setTimeout(r, 500));
    const before = lines(watch.stdout()).filter((m) => m.type === 'alert').length;
    for (const client of t.app.websocketServer.clients) client.terminate();
    await watch.waitFor(/"type":"resumed"/);
    await advance(account, 86_400);
    await watch.waitFor(new RegExp(`"seq":${before + 1},`));
    await new Promise((r) => setTimeout(r, 500));
    watch.child.kill('SIGINT');
    const run = await watch.done;
    expect(run.code).toBe(0);
    const messages = lines(run.stdout);
    const alerts = messages.filter((m) => m.type === 'alert');
    expect(alerts.map((a) => a.seq)).toEqual(alerts.map((_, i) => i + 1));
    expect(new Set(alerts.map((a) => a.symbol)).size).toBeGreaterThan(0);
    for (const a of alerts) expect(['TEST_BTC', 'TEST_ETH']).toContain(a.symbol);
    const welcomes = messages.filter((m) => m.type === 'welcome');
    expect(welcomes).toHaveLength(2);
    expect(welcomes[1].connection_id).toBe(welcomes[0].connection_id);
    const summary = messages.at(-1);
    expect(summary).toMatchObject({ type: 'summary', alerts: alerts.length, reconnects: 1 });
    expect(summary.last_seq).toBe(alerts.length);
  });
});

describe('msig watch', () => {
  it('prints one line per alert and a summary on stderr after Ctrl-C', async () => {
    const watch = startCli(['watch', '--symbols', 'TEST_BTC'], as(pro.testKey));
    await watch.waitFor(/watching TEST_BTC as sandbox \(pro\)/, 15_000, 'stderr');
    await new Promise((r) => setTimeout(r, 300)); // the subscription is sent on welcome
    await advance(pro, 86_400);
    await watch.waitFor(/^\S+Z {2}#1 {2}/m);
    watch.child.kill('SIGINT');
    const run = await watch.done;
    expect(run.code).toBe(0);
    const out = run.stdout.trimEnd().split('\n');
    out.forEach((line, i) => {
      expect(line).toMatch(
        new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z  #${i + 1}  (HIGH|MEDIUM|VETO|SIGNAL)\\s+\\w+\\s+TEST_BTC`),
      );
    });
    expect(run.stderr).toMatch(new RegExp(`watched \\d+ s: ${out.length} alert\\(s\\), 0 reconnect\\(s\\)\\n$`));
  });

  it('--max ends by itself after that many alerts', async () => {
    const account = await t.frozenAccount('pro', CLOCK);
    const watch = startCli(['watch', '--max', '2', '--json'], as(account.testKey));
    await watch.waitFor(/"type":"ack"/);
    await advance(account, 86_400);
    const run = await watch.done;
    expect(run.code).toBe(0);
    expect(lines(run.stdout).filter((m) => m.type === 'alert')).toHaveLength(2);
  });

  it('a bad key is refused on one line, exit 1; a usage error exits 2', async () => {
    const bad = await runCli(['watch'], as('sk_test_0000000000000000000000000000'));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^msig: 401 invalid_key: /);
    const usage = await runCli(['watch', '--min-confidence', 'EXTREME'], as(pro.testKey));
    expect(usage.code).toBe(2);
  });
});
