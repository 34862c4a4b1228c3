/**
 * `msig webhooks …` through the real binary: create, list, get, test, deliveries, redeliver and
 * delete against the app on loopback, with the delivery worker sending to a loopback HTTPS
 * receiver; and another account's webhook is 404 for every subcommand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeIdleConnections } from '../../src/webhooks/delivery/send.ts';
import { type DeliveryWorker, startDeliveryWorker } from '../../src/webhooks/delivery/worker.ts';
import { type Receiver, startReceiver } from '../fixtures/webhook-receiver.ts';
import { jobsSchemaOf, type TestAccount } from '../helpers/app.ts';
import { type CliApp, json, listeningApp, runCli } from './helpers.ts';

let t: CliApp;
let receiver: Receiver;
let worker: DeliveryWorker;
let pro: TestAccount;
let stranger: TestAccount;
let free: TestAccount;
const wall = Date.UTC(2026, 10, 21, 12, 0, 0);
const CLOCK = Date.UTC(2026, 8, 10, 12, 0);
const SECRET = 'cli-secret-0123456789abcdef';

beforeAll(async () => {
  t = await listeningApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' }, { now: () => wall });
  receiver = await startReceiver(() => 200);
  worker = await startDeliveryWorker(
    { database: t.database, jobs: t.app.ctx.jobs, allowPrivateNetworks: true },
    { jobsSchema: jobsSchemaOf(t.database), retryDelaysMs: [10, 10, 10] },
  );
  pro = await t.frozenAccount('pro', CLOCK);
  stranger = await t.frozenAccount('pro', CLOCK);
  free = await t.createAccount('free');
});
afterAll(async () => {
  await worker.stop();
  await t.close();
  await receiver.close();
  closeIdleConnections();
});

const as = (key: string) => ({ MSIG_URL: t.url, MSIG_API_KEY: key });
const hooks = (key: string, ...args: string[]) => runCli(['webhooks', ...args], as(key));

async function until<T>(fn: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('msig webhooks', () => {
  let id: number;

  it('create prints the registration; --json is the API answer', async () => {
    const run = await hooks(
      pro.testKey,
      'create',
      '--url',
      receiver.url,
      '--secret',
      SECRET,
      '--symbols',
      'TEST_BTC,TEST_ETH',
      '--description',
      'cli test',
      '--json',
    );
    expect(run.code, run.stderr).toBe(0);
    const w = json(run);
    expect(w).toMatchObject({ url: receiver.url, symbols: ['TEST_BTC', 'TEST_ETH'], environment: 'sandbox' });
    expect(w).not.toHaveProperty('secret');
    id = w.webhook_id;
  });

  it('list and get, human and --json', async () => {
    const [list, listJson, get, getJson] = await Promise.all([
      hooks(pro.testKey, 'list'),
      hooks(pro.testKey, 'list', '--json'),
      hooks(pro.testKey, 'get', String(id)),
      hooks(pro.testKey, 'get', String(id), '--json'),
    ]);
    expect(json(listJson).webhooks.map((w: { webhook_id: number }) => w.webhook_id)).toEqual([id]);
    const lines = list.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^\s*id\s+state\s+events\s+symbols\s+url$/);
    expect(lines[1]).toMatch(
      new RegExp(`^\\s*${id}\\s+enabled\\s+\\*\\s+TEST_BTC,TEST_ETH\\s+https://127\\.0\\.0\\.1`),
    );
    expect(json(getJson)).toMatchObject({ webhook_id: id, description: 'cli test' });
    expect(get.stdout).toContain(`webhook ${id} enabled (sandbox)`);
    expect(get.stdout).toContain(`url      ${receiver.url}`);
  });

  it('test sends a signed delivery and prints the outcome', async () => {
    const before = receiver.received.length;
    const [human, machine] = [
      await hooks(pro.testKey, 'test', String(id)),
      await hooks(pro.testKey, 'test', String(id), '--event', 'VETO', '--json'),
    ];
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/^test HIGH TEST_BTC to webhook \d+ \(delivery \d+\): delivered: 200 in \d+ ms/);
    expect(json(machine)).toMatchObject({ webhook_id: id, event: 'VETO', delivered: true, response_status: 200 });
    expect(receiver.received.length).toBe(before + 2);
  });

  it('deliveries lists the log; redeliver sends a finished delivery again', async () => {
    // Moving the sandbox clock emits events, which the worker delivers.
    const moved = await t.request({
      method: 'POST',
      url: '/v1/test/simulate-time',
      key: pro.testKey,
      payload: { advance_seconds: 86_400 },
    });
    expect(moved.statusCode).toBe(200);
    const delivered = await until(async () => {
      const r = json(await hooks(pro.testKey, 'deliveries', String(id), '--status', 'succeeded', '--json'));
      return r.deliveries.find((d: { test: boolean }) => !d.test);
    });
    const human = await hooks(pro.testKey, 'deliveries', String(id), '--limit', '100');
    expect(human.stdout.split('\n')[0]).toMatch(/^\s*delivery\s+event\s+symbol\s+status\s+attempts\s+last answer/);
    expect(human.stdout).toMatch(
      new RegExp(`^\\s*${delivered.delivery_id}\\s+\\w+\\s+TEST_\\w+\\s+succeeded\\s+1\\s+200`, 'm'),
    );
    expect(human.stdout).toContain('(test)');

    const again = await hooks(pro.testKey, 'redeliver', String(id), String(delivered.delivery_id));
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toBe(`delivery ${delivered.delivery_id} queued again (attempt 2)\n`);
    const twice = await until(async () => {
      const r = json(await hooks(pro.testKey, 'deliveries', String(id), '--json', '--limit', '100'));
      const d = r.deliveries.find((x: { delivery_id: number }) => x.delivery_id === delivered.delivery_id);
      return d.attempts.length === 2 && d.status === 'succeeded' ? d : undefined;
    });
    expect(twice.attempts[1].response_status).toBe(200);
  });

  it("another account's webhook is 404 for get, test, deliveries, redeliver and delete", async () => {
    const runs = await Promise.all([
      hooks(stranger.testKey, 'get', String(id)),
      hooks(stranger.testKey, 'test', String(id)),
      hooks(stranger.testKey, 'deliveries', String(id)),
      hooks(stranger.testKey, 'redeliver', String(id), '1'),
      hooks(stranger.testKey, 'delete', String(id)),
    ]);
    for (const run of runs) {
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/^msig: 404 \w+: /);
    }
  });

  it('refusals: a plan without webhooks (403), a bad url (400 naming url), a bad id (usage, 2)', async () => {
    const plan = await hooks(free.testKey, 'list');
    expect(plan.code).toBe(1);
    expect(plan.stderr).toMatch(/^msig: 403 \w+: /);
    const url = await hooks(pro.testKey, 'create', '--url', 'http://insecure.example/', '--secret', SECRET);
    expect(url.code).toBe(1);
    expect(url.stderr).toMatch(/^msig: 400 \w+: body parameter 'url' must match pattern "\^https:\/\/"\n$/);
    const bad = await hooks(pro.testKey, 'get', 'seven');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('must be a webhook id');
  });

  it('delete removes it; a second delete is 404', async () => {
    const first = await hooks(pro.testKey, 'delete', String(id), '--json');
    expect(first.code).toBe(0);
    expect(json(first)).toEqual({ deleted: true, webhook_id: id });
    const second = await hooks(pro.testKey, 'delete', String(id));
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/^msig: 404 /);
    expect((await hooks(pro.testKey, 'list')).stdout).toMatch(/^no webhooks \(at most \d+\)/);
  });
});
