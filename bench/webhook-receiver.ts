/**
 * The bench's webhook receiver, in a process of its own so its TLS work does not share a core
 * with the worker it measures: HTTPS on loopback (test certificate), answers 200 at once and
 * records when each attempt arrived. GET /stats hands the records over; POST /reset clears them.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';

const tls = (name: string) => readFileSync(new URL(`../test/fixtures/tls/${name}`, import.meta.url));
let arrivals: Array<[string, number, number]> = [];

const server = createServer({ key: tls('key.pem'), cert: tls('cert.pem') }, (req, res) => {
  if (req.method === 'GET' && req.url === '/stats') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(JSON.stringify(arrivals));
  }
  if (req.url === '/reset') {
    arrivals = [];
    return res.end('ok');
  }
  const at = Date.now();
  req.resume();
  req.on('end', () => {
    arrivals.push([String(req.headers['x-service-event-id']), Number(req.headers['x-service-delivery-attempt']), at]);
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('ok');
  });
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ ready: { url: `https://127.0.0.1:${port}` } })}\n`);
});
