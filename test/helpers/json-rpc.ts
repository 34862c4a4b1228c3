/**
 * A plain JSON-RPC client over fetch with a deadline on every call, for tests and benches that
 * talk to a node without a stored connection. A JSON-RPC error throws with its `code`; a missed
 * deadline throws fetch's TimeoutError.
 */
import type { NodeRpc } from '../../src/nodeintel/honeypot/check.ts';

export function httpRpc(url: string, timeoutMs: number): NodeRpc {
  let id = 0;
  return {
    async call<T>(method: string, params: unknown[]): Promise<T> {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = (await res.json()) as { result?: T; error?: { code: number; message: string; data?: unknown } };
      if (body.error)
        throw Object.assign(new Error(body.error.message), { code: body.error.code, data: body.error.data });
      return body.result as T;
    },
  };
}
