import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RpcServer, startRpcServer } from '../../test/fixtures/evm/rpc-server.ts';
import { createRpcClient, isMethodUnsupported, RpcError } from './rpc.ts';

let server: RpcServer;
beforeAll(async () => {
  server = await startRpcServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.mode = 'ok';
  server.requests.length = 0;
});

async function failure(promise: Promise<unknown>): Promise<RpcError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(RpcError);
  return err as RpcError;
}

/** A loopback port with nothing listening (bound, read, released). */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as { port: number };
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

describe('createRpcClient', () => {
  it('calls a method and returns its result, sending JSON-RPC 2.0', async () => {
    const client = createRpcClient(server.url);
    expect(await client.call('eth_chainId')).toBe('0x38');
    expect(server.requests[0]!.body).toMatchObject({ jsonrpc: '2.0', method: 'eth_chainId', params: [] });
  });

  it('turns a JSON-RPC error object into an rpc RpcError with code, message and data', async () => {
    server.mode = 'rpc-error';
    const err = await failure(createRpcClient(server.url).call('eth_call', [{}]));
    expect(err).toMatchObject({
      kind: 'rpc',
      code: -32000,
      message: 'header not found',
      data: 'x',
      method: 'eth_call',
    });
  });

  it('recognises an unsupported method', async () => {
    const err = await failure(createRpcClient(server.url).call('eth_simulateV1'));
    expect(err.code).toBe(-32601);
    expect(isMethodUnsupported(err)).toBe(true);
    server.mode = 'rpc-error';
    expect(isMethodUnsupported(await failure(createRpcClient(server.url).call('eth_call')))).toBe(false);
  });

  it.each([
    ['html', 'malformed'],
    ['http-error', 'http'],
    ['http-json', 'http'],
    ['wrong-id', 'malformed'],
    ['hang-up', 'unreachable'],
  ] as const)('classifies a %s answer as %s', async (mode, kind) => {
    server.mode = mode;
    const err = await failure(createRpcClient(server.url, { timeoutMs: 2_000 }).call('eth_chainId'));
    expect(err.kind).toBe(kind);
    expect(err.message).not.toContain('127.0.0.1');
  });

  it('gives up on a node that never answers, or stalls mid-body, at the deadline', async () => {
    for (const mode of ['hang', 'stall-body'] as const) {
      server.mode = mode;
      const started = Date.now();
      const err = await failure(createRpcClient(server.url, { timeoutMs: 300 }).call('eth_chainId'));
      expect(err.kind).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(2_000);
    }
  });

  it('reports a closed port as unreachable at once, without the address in the message', async () => {
    const port = await closedPort();
    const started = Date.now();
    const err = await failure(
      createRpcClient(`http://127.0.0.1:${port}/key-abc`, { timeoutMs: 5_000 }).call('eth_chainId'),
    );
    expect(err.kind).toBe('unreachable');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(err.message).not.toContain(String(port));
    expect(err.message).not.toContain('key-abc');
  });

  it('refuses an answer above the size cap', async () => {
    server.mode = 'huge';
    const err = await failure(createRpcClient(server.url, { maxResponseBytes: 10_000 }).call('eth_getCode'));
    expect(err.kind).toBe('malformed');
  });

  it('sends URL credentials as Basic auth, not in the request line', async () => {
    const u = new URL(server.url);
    const client = createRpcClient(`http://alice:s%3Acret@${u.host}/path?key=1`);
    await client.call('eth_chainId');
    const req = server.requests[0]!;
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from('alice:s:cret').toString('base64')}`);
    expect(req.url).toBe('/path?key=1');
  });

  it('rejects URLs that are not http(s) without echoing them', () => {
    expect(() => createRpcClient('ftp://secret.example/x')).toThrow(/http/);
    expect(() => createRpcClient('not a url secret-123')).toThrow(/not a valid URL$/);
  });

  it('matches batch answers by id and keeps per-call errors', async () => {
    const client = createRpcClient(server.url);
    const results = await client.batch([{ method: 'eth_chainId' }, { method: 'nope' }, { method: 'eth_blockNumber' }]);
    expect(results[0]).toEqual({ ok: true, result: '0x38' });
    expect(results[1]!.ok).toBe(false);
    expect(results[2]).toEqual({ ok: true, result: '0x10' });
    expect(await client.batch([])).toEqual([]);
  });

  it('fails every call of a batch the node cannot take', async () => {
    server.mode = 'no-batch';
    const results = await createRpcClient(server.url).batch([{ method: 'eth_chainId' }, { method: 'eth_blockNumber' }]);
    expect(results.every((r) => !r.ok && r.error.kind === 'rpc' && r.error.code === -32600)).toBe(true);
  });

  it('reports each method sent to onCall', async () => {
    const seen: string[] = [];
    const client = createRpcClient(server.url, { onCall: (m) => seen.push(m) });
    await client.call('eth_chainId');
    await client.batch([{ method: 'eth_blockNumber' }, { method: 'eth_chainId' }]);
    expect(seen).toEqual(['eth_chainId', 'eth_blockNumber', 'eth_chainId']);
  });
});
