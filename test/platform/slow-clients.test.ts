/**
 * Slow and malformed clients over real sockets: timeouts and the answers Node and Fastify give
 * before any route runs must be problem+json, and a drain must answer 503 with Retry-After.
 * (In-process inject cannot test any of this: it has no socket and no timers.)
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, bootTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await bootTestApp({ REQUEST_TIMEOUT_MS: '600', HEADERS_TIMEOUT_MS: '300', KEEP_ALIVE_TIMEOUT_MS: '300' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  // biome-ignore lint/suspicious/noExplicitAny: problem bodies are read field by field.
  body: any;
}

function parse(raw: string): RawResponse {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const [statusLine, ...lines] = head!.split('\r\n');
  const headers: Record<string, string> = {};
  for (const l of lines) {
    const i = l.indexOf(':');
    headers[l.slice(0, i).toLowerCase()] = l.slice(i + 1).trim();
  }
  const text = rest.join('\r\n\r\n');
  return { status: Number(statusLine!.split(' ')[1]), headers, body: text ? JSON.parse(text) : null };
}

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = connect(port, '127.0.0.1', () => resolve(s));
    s.on('error', reject);
  });
}

/** Writes `bytes` and never anything more; resolves with everything read once the server closes. */
async function sendAndWait(bytes: string | Buffer): Promise<string> {
  const s = await open();
  return new Promise((resolve) => {
    let got = '';
    s.on('data', (d) => {
      got += d.toString('latin1');
    });
    s.on('close', () => resolve(got));
    s.write(bytes);
  });
}

function expectProblem(res: RawResponse, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.body).toMatchObject({ status, code, type: `/problems/${code}` });
  expect(res.body.request_id).toBe(res.headers['request-id']);
}

describe('slow clients', () => {
  it('answers 408 problem+json to a client whose headers never finish, and closes the socket', async () => {
    const res = parse(await sendAndWait('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: '));
    expectProblem(res, 408, 'request_timeout');
  });

  it('answers 408 to a client whose body never finishes, even though its route is waiting for it', async () => {
    const raw = await sendAndWait(
      'POST /admin/accounts HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Authorization: Bearer ${ADMIN_TOKEN}\r\nContent-Length: 200\r\n\r\n{"email":`,
    );
    expectProblem(parse(raw), 408, 'request_timeout');
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const raw = await sendAndWait('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(parse(raw).status).toBe(200);
  });
});

describe('answers given before any route runs', () => {
  it('431 for headers beyond the size limit', async () => {
    const raw = await sendAndWait(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expectProblem(parse(raw), 431, 'headers_too_large');
  });

  it('400 for a request line that is not HTTP', async () => {
    expectProblem(parse(await sendAndWait('HELLO THERE\r\n\r\n')), 400, 'bad_request');
  });

  it('400 for a path that is not valid percent-encoding', async () => {
    const raw = await sendAndWait('GET /v1/whales/%zz%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expectProblem(parse(raw), 400, 'bad_request');
  });

  it('414 for a path segment beyond the parameter length limit', async () => {
    const raw = await sendAndWait(`GET /v1/whales/${'A'.repeat(500)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expectProblem(parse(raw), 414, 'uri_too_long');
  });
});

describe('draining', () => {
  it('finishes a request in flight, answers one arriving meanwhile with 503 problem+json and Retry-After', async () => {
    const d = await bootTestApp();
    try {
      await d.app.listen({ host: '127.0.0.1', port: 0 });
      const dport = (d.app.server.address() as { port: number }).port;
      const connectTo = () =>
        new Promise<Socket>((resolve) => {
          const s = connect(dport, '127.0.0.1', () => resolve(s));
        });
      const readAll = (s: Socket) =>
        new Promise<string>((resolve) => {
          let got = '';
          s.on('data', (b) => {
            got += b.toString('latin1');
          });
          s.on('close', () => resolve(got));
        });
      const body = JSON.stringify({ email: 'drain@example.com', plan: 'pro' });
      const inFlight = await connectTo();
      const inFlightDone = readAll(inFlight);
      inFlight.write(
        'POST /admin/accounts HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\n' +
          `Authorization: Bearer ${ADMIN_TOKEN}\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
      );
      const late = await connectTo();
      const lateDone = readAll(late);
      late.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
      // Both requests are under way before the drain starts.
      await new Promise((r) => setTimeout(r, 200));
      const closed = d.app.close();
      late.write('\r\n');
      const refused = parse(await lateDone);
      expectProblem(refused, 503, 'service_unavailable');
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.headers.connection).toBe('close');
      inFlight.write(body.slice(5));
      expect(parse(await inFlightDone).status).toBe(201);
      await closed;
    } finally {
      await d.close().catch(() => {});
    }
  });
});
