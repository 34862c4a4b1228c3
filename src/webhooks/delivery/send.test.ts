import { afterAll, describe, expect, it } from 'vitest';
import { type Receiver, startReceiver } from '../../../test/fixtures/webhook-receiver.ts';
import { closeIdleConnections, DELIVERY_TIMEOUT_MS, sendDelivery } from './send.ts';

const receivers: Receiver[] = [];
async function receiver(answer: Receiver['answer']) {
  const r = await startReceiver(answer);
  receivers.push(r);
  return r;
}
afterAll(async () => {
  closeIdleConnections();
  await Promise.all(receivers.map((r) => r.close()));
});

const open = { allowPrivateNetworks: true };
const headers = { 'content-type': 'application/json', 'x-test': 'yes' };

describe('sendDelivery', () => {
  it('posts the exact body with the given headers; a 2xx acknowledges', async () => {
    const r = await receiver(() => 204);
    const body = '{"b":1,"a":"é"}';
    const out = await sendDelivery(r.url, headers, body, open);
    expect(out).toMatchObject({ ok: true, status: 204, error: null });
    expect(out.latencyMs).toBeLessThan(2_000);
    expect(r.received[0]!.raw.toString('utf8')).toBe(body);
    expect(r.received[0]!.headers['x-test']).toBe('yes');
    expect(r.received[0]!.headers['content-length']).toBe(String(Buffer.byteLength(body)));
  });

  it('counts a redirect as a failure and does not follow it', async () => {
    const r = await receiver(() => ({ status: 301, headers: { location: 'https://127.0.0.1:1/elsewhere' } }));
    const out = await sendDelivery(r.url, headers, '{}', open);
    expect(out).toMatchObject({ ok: false, status: 301 });
    expect(out.error).toMatch(/redirect 301 not followed/);
    expect(r.received).toHaveLength(1);
  });

  it('records a non-2xx status with the start of the answer, reading at most a few KB', async () => {
    const r = await receiver(() => ({ status: 503, body: `busy ${'x'.repeat(100_000)}` }));
    const out = await sendDelivery(r.url, headers, '{}', open);
    expect(out).toMatchObject({ ok: false, status: 503 });
    expect(out.error!.startsWith('HTTP 503: busy xxx')).toBe(true);
    expect(out.error!.length).toBeLessThan(300);
  });

  it('reports a refused connection as an error without a status', async () => {
    const r = await receiver(() => 200);
    const url = r.url;
    await r.close();
    const out = await sendDelivery(url, headers, '{}', open);
    expect(out).toMatchObject({ ok: false, status: null });
    expect(out.error).toMatch(/ECONNREFUSED/);
  });

  it('reports a TLS failure (a certificate that does not name the host)', async () => {
    const r = await receiver(() => 200);
    const out = await sendDelivery(r.url.replace('127.0.0.1', 'localhost.'), headers, '{}', open);
    // "localhost." is not among the certificate's names, so verification refuses it.
    expect(out.ok).toBe(false);
    expect(out.status).toBeNull();
    expect(r.received).toHaveLength(0);
  });

  it('refuses private addresses unless allowed: an IP literal, and a name resolving to loopback', async () => {
    const r = await receiver(() => 200);
    const guarded = { allowPrivateNetworks: false };
    const literal = await sendDelivery(r.url, headers, '{}', guarded);
    expect(literal).toMatchObject({ ok: false, status: null });
    expect(literal.error).toMatch(/^blocked: 127\.0\.0\.1/);
    const named = await sendDelivery(r.url.replace('127.0.0.1', 'localhost'), headers, '{}', guarded);
    expect(named).toMatchObject({ ok: false, status: null });
    expect(named.error).toMatch(/^blocked: localhost resolves to (127\.0\.0\.1|::1)/);
    expect(r.received).toHaveLength(0);
    // The same receiver is reached when private networks are allowed.
    expect((await sendDelivery(r.url.replace('127.0.0.1', 'localhost'), headers, '{}', open)).ok).toBe(true);
  });

  it('gives up on a body that never finishes (headers came, then nothing)', async () => {
    const r = await receiver(() => 'hang-body');
    const out = await sendDelivery(r.url, headers, '{}', { ...open, timeoutMs: 500 });
    expect(out).toMatchObject({ ok: false, status: 200 });
    expect(out.error).toMatch(/^timeout/);
    expect(out.latencyMs).toBeGreaterThanOrEqual(490);
  });

  it(
    'gives up after the real 10 s when the receiver never answers',
    async () => {
      const r = await receiver(() => 'hang');
      const out = await sendDelivery(r.url, headers, '{}', open);
      expect(out).toMatchObject({ ok: false, status: null });
      expect(out.error).toBe('timeout: no complete answer within 10 s');
      expect(out.latencyMs).toBeGreaterThanOrEqual(DELIVERY_TIMEOUT_MS - 10);
      expect(out.latencyMs).toBeLessThan(DELIVERY_TIMEOUT_MS + 1_500);
    },
    DELIVERY_TIMEOUT_MS + 10_000,
  );
});
