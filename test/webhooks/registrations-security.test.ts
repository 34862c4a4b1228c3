/**
 * Webhook registrations against an attacker: urls into the service's own network (literal
 * addresses in every spelling, names that resolve privately, resolvers that fail or hang), the
 * secret leaking through answers, errors or logs, other accounts' and environments' registrations,
 * unicode, and oversized input. Private networks are NOT allowed here (unlike the other tests).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../src/webhooks/registration-input.ts';
import { checkUrl, createRegistration, type RegistrationContext } from '../../src/webhooks/registrations.ts';
import type { Lookup } from '../../src/webhooks/url-guard.ts';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let pro: TestAccount;
const logLines: string[] = [];

const SECRET = 'never-show-this-secret-42';
const valid = { url: 'https://hooks.example.net/msig', events: ['HIGH'], symbols: ['TEST_BTC'], secret: SECRET };
/** A resolver standing for public DNS: names under example.net resolve to a public address. */
const publicDns: Lookup = async (host) => {
  if (host.endsWith('example.net')) return ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
};

function domainCtx(lookup: Lookup, extra: Partial<RegistrationContext> = {}): RegistrationContext {
  return { database: t.database, config: { webhookAllowPrivateNetworks: false }, now: Date.now, lookup, ...extra };
}

beforeAll(async () => {
  t = await bootTestApp({ LOG_LEVEL: 'trace' }, { logStream: { write: (line) => logLines.push(line) } });
  pro = await t.createAccount('pro');
});
afterAll(async () => t?.close());

const post = (payload: Record<string, unknown>, key = pro.testKey) =>
  t.request({ method: 'POST', url: '/v1/webhooks', key, payload });

describe('urls into private networks (SSRF)', () => {
  it.each([
    'https://127.0.0.1/hook',
    'https://127.1/hook',
    'https://2130706433/hook',
    'https://0x7f000001/hook',
    'https://0177.0.0.1/hook',
    'https://[::1]/hook',
    'https://[0:0:0:0:0:0:0:1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://[::ffff:7f00:1]/hook',
    'https://[fe80::1]/hook',
    'https://[fd00:ec2::254]/latest/meta-data',
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.8/hook',
    'https://172.16.5.4/hook',
    'https://192.168.1.1:8443/hook',
    'https://100.64.0.1/hook',
    'https://0.0.0.0/hook',
    'https://localhost/hook',
    'https://LOCALHOST:9443/hook',
  ])('refuses %s with 400 naming url, stores nothing', async (url) => {
    const res = await post({ ...valid, url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_body', invalid_params: [{ in: 'body', name: 'url' }] });
    const rows = await t.database.query('SELECT id FROM webhooks WHERE account_id = $1', [pro.id]);
    expect(rows).toEqual([]);
  });

  it('refuses a name that resolves to a private address, without saying which address', async () => {
    for (const answer of [['10.1.2.3'], ['93.184.215.14', '127.0.0.1'], ['::ffff:169.254.169.254'], ['fc00::1']]) {
      const lookup: Lookup = async () => answer;
      const err = await checkUrl(domainCtx(lookup), 'https://internal.corp.example/hook').catch((e) => e);
      expect(err.code, answer.join()).toBe('invalid_body');
      expect(err.extras.invalid_params[0].name).toBe('url');
      expect(err.message).toContain('private');
      for (const address of answer) expect(err.message).not.toContain(address);
    }
  });

  it('refuses a name that does not resolve, and one whose resolver hangs, within the timeout', async () => {
    const missing = await checkUrl(domainCtx(publicDns), 'https://nowhere.invalid/').catch((e) => e);
    expect(missing.message).toContain('does not resolve');
    const hang: Lookup = () => new Promise(() => {});
    const started = Date.now();
    const hung = await checkUrl(domainCtx(hang, { lookupTimeoutMs: 100 }), 'https://slow.example.net/').catch((e) => e);
    expect(hung.message).toContain('does not resolve');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('accepts a name resolving only to public addresses, and stores the url normalised', async () => {
    const acc = await t.createAccount('pro');
    const created = await createRegistration(
      domainCtx(publicDns),
      { accountId: acc.id, world: 'sandbox' },
      { ...valid, url: 'https://HOOKS.Example.NET:443/msig?x=1' },
    );
    expect(created.url).toBe('https://hooks.example.net/msig?x=1');
    expect(await checkUrl(domainCtx(publicDns), 'https://bücher.example.net/')).toBe(
      'https://xn--bcher-kva.example.net/',
    );
  });

  it('checks before the lookup what needs no network: a bad list costs no DNS query', async () => {
    let asked = 0;
    const counting: Lookup = async (host) => {
      asked++;
      return publicDns(host);
    };
    const err = await createRegistration(
      domainCtx(counting),
      { accountId: pro.id, world: 'sandbox' },
      { ...valid, events: ['NOPE'] },
    ).catch((e) => e);
    expect(err.code).toBe('invalid_body');
    expect(asked).toBe(0);
  });
});

describe('the secret', () => {
  it('never appears in an answer or a log line, nor does its hash', async () => {
    const acc = await t.createAccount('enterprise');
    // A production registration to a public literal address: no DNS involved.
    const created = await post({ ...valid, url: 'https://93.184.215.14/hook', symbols: ['BTC'] }, acc.liveKey);
    expect(created.statusCode).toBe(201);
    const id = created.json().webhook_id;
    const rotated = 'rotated-secret-also-hidden-99';
    const answers = [
      created,
      await t.request({ url: '/v1/webhooks', key: acc.liveKey }),
      await t.request({ url: `/v1/webhooks/${id}`, key: acc.liveKey }),
      await t.request({ method: 'PATCH', url: `/v1/webhooks/${id}`, key: acc.liveKey, payload: { secret: rotated } }),
      await post({ ...valid, secret: `${SECRET}\u0000` }, acc.liveKey),
      await post({ ...valid, secret: SECRET.slice(0, 15) }, acc.liveKey),
      await post({ ...valid, secret: SECRET, events: 'HIGH' } as never, acc.liveKey),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([201, 200, 200, 200, 400, 400, 400]);
    const leaks = [SECRET, rotated, SECRET.slice(0, 15), hashSecret(SECRET), hashSecret(rotated)];
    expect(logLines.length).toBeGreaterThan(0);
    for (const text of [...answers.map((a) => a.body), ...logLines]) {
      for (const leak of leaks) expect(text).not.toContain(leak);
    }
  });

  it('counts characters, not UTF-16 units, and hashes the UTF-8 bytes', async () => {
    const emoji8 = '🔑'.repeat(8); // 16 UTF-16 units, 8 characters
    expect((await post({ ...valid, url: 'https://93.184.215.14/', secret: emoji8 })).statusCode).toBe(400);
    const emoji16 = '🔑'.repeat(16);
    const ok = await post({ ...valid, url: 'https://93.184.215.14/', secret: emoji16 });
    expect(ok.statusCode).toBe(201);
    const [row] = await t.database.query<{ secret_hash: string }>('SELECT secret_hash FROM webhooks WHERE id = $1', [
      ok.json().webhook_id,
    ]);
    expect(row!.secret_hash).toBe(createHash('sha256').update(Buffer.from(emoji16, 'utf8')).digest('hex'));
  });

  it('refuses a secret holding a lone surrogate, which UTF-8 would turn into another secret', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/v1/webhooks',
      key: pro.testKey,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...valid, url: 'https://93.184.215.14/' }).replace(SECRET, `${SECRET}\\ud800`),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().invalid_params[0].name).toBe('secret');
  });
});

describe("other accounts' and environments' registrations", () => {
  it('are 404 on read, change and delete, alike to ids nobody has, and stay untouched', async () => {
    const owner = await t.createAccount('pro');
    const intruder = await t.createAccount('enterprise');
    const created = await post({ ...valid, url: 'https://93.184.215.14/' }, owner.testKey);
    const id = created.json().webhook_id;
    const before = (await t.getJson(`/v1/webhooks/${id}`, owner.testKey)).body;
    const strip = (b: Record<string, unknown>) => ({
      ...b,
      request_id: undefined,
      detail: undefined,
      instance: undefined,
    });
    for (const key of [intruder.testKey, intruder.liveKey, owner.liveKey]) {
      const answers = [
        await t.request({ url: `/v1/webhooks/${id}`, key }),
        await t.request({ method: 'PATCH', url: `/v1/webhooks/${id}`, key, payload: { enabled: false } }),
        await t.request({ method: 'DELETE', url: `/v1/webhooks/${id}`, key }),
      ];
      const nobody = await t.request({ url: '/v1/webhooks/2000000001', key });
      for (const a of answers) {
        expect(a.statusCode).toBe(404);
        expect(strip(a.json())).toEqual(strip(nobody.json()));
      }
      expect(
        (await t.getJson('/v1/webhooks', key)).body.webhooks.map((w: { webhook_id: number }) => w.webhook_id),
      ).not.toContain(id);
    }
    expect((await t.getJson(`/v1/webhooks/${id}`, owner.testKey)).body).toEqual(before);
  });
});

describe('oversized and odd input', () => {
  it('refuses a huge symbol list quickly, naming the field', async () => {
    const started = process.cpuUsage();
    const res = await post({ ...valid, symbols: Array(50_000).fill('TEST_BTC') });
    const cpu = process.cpuUsage(started);
    expect(res.statusCode).toBe(400);
    expect(res.json().invalid_params[0].name).toBe('symbols');
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(500);
  });

  it('refuses unicode look-alikes of symbols and event names and direction overrides; keeps other unicode', async () => {
    const symbol = await post({ ...valid, url: 'https://93.184.215.14/', symbols: ['TEST_BTС'] }); // Cyrillic С
    expect(symbol.json().invalid_params[0].name).toBe('symbols.0');
    const event = await post({ ...valid, url: 'https://93.184.215.14/', events: ['HIGＨ'] });
    expect(event.json().invalid_params[0].name).toBe('events.0');
    const rtl = await post({ ...valid, url: 'https://93.184.215.14/', description: 'bot \u202e' });
    expect(rtl.json().invalid_params[0].name).toBe('description');
    const accented = await post({ ...valid, url: 'https://93.184.215.14/', description: 'Bötchen für BTC — 日本' });
    expect(accented.json().description).toBe('Bötchen für BTC — 日本');
  });
});
