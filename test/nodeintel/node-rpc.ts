/**
 * A deadline-bound JSON-RPC client for the risk tests, shaped like the RpcClient the routes get:
 * JSON-RPC errors carry kind 'rpc' and their code; timeouts and refusals are other kinds.
 */
import type { RiskRpc } from '../../src/nodeintel/risk/node-reads.ts';

class TestRpcError extends Error {
  constructor(
    readonly kind: 'rpc' | 'timeout' | 'unreachable',
    message: string,
    readonly code?: number,
  ) {
    super(message);
  }
}

export function nodeRpc(url: string, timeoutMs: number): RiskRpc {
  let id = 0;
  return {
    async call(method, params) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string } };
        if (body.error) throw new TestRpcError('rpc', body.error.message, body.error.code);
        return body.result;
      } catch (err) {
        if (err instanceof TestRpcError) throw err;
        const name = (err as { name?: string }).name;
        if (name === 'TimeoutError') throw new TestRpcError('timeout', `no answer within ${timeoutMs} ms`);
        throw new TestRpcError('unreachable', 'the node could not be reached');
      }
    },
  };
}
