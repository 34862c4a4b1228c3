/**
 * The test processes trust the loopback certificate (test/fixtures/tls) through
 * NODE_EXTRA_CA_CERTS, so webhook receivers in tests are real HTTPS servers, verified as in
 * production, with no switch that turns verification off.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';

const tls = (name: string) => readFileSync(new URL(`../fixtures/tls/${name}`, import.meta.url));

describe('HTTPS on loopback in tests', () => {
  it('verifies the receiver’s certificate through NODE_EXTRA_CA_CERTS', async () => {
    expect(process.env.NODE_EXTRA_CA_CERTS).toMatch(/cert\.pem$/);
    const server = createServer({ key: tls('key.pem'), cert: tls('cert.pem') }, (_req, res) => res.end('ok'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`https://127.0.0.1:${port}/`);
      expect(await res.text()).toBe('ok');
    } finally {
      server.close();
    }
    // An address the certificate does not carry is refused: verification is on.
    const other = createServer({ key: tls('key.pem'), cert: tls('cert.pem') }, (_req, res) => res.end('ok'));
    await new Promise<void>((r) => other.listen(0, '127.0.0.2', r));
    try {
      const { port } = other.address() as AddressInfo;
      const err = await fetch(`https://127.0.0.2:${port}/`).then(
        () => null,
        (e: Error) => e,
      );
      expect((err?.cause as { code?: string } | undefined)?.code).toBe('ERR_TLS_CERT_ALTNAME_INVALID');
    } finally {
      other.close();
    }
  });
});
