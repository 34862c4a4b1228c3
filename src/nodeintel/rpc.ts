/**
 * JSON-RPC 2.0 over HTTP to a customer's node. Every call has a deadline (the whole exchange,
 * body included), so an unreachable or stalled node answers with a typed error, never a hang.
 * Error messages never contain the node's URL: customers' URLs often carry API keys.
 */
export { fromQuantity, type Hex, isAddress, normalizeAddress, toQuantity } from './hex.ts';

export type RpcErrorKind =
  /** The node answered with a JSON-RPC error object (code and message from the node). */
  | 'rpc'
  /** No complete answer before the deadline. */
  | 'timeout'
  /** Connection refused, reset, DNS failure, TLS failure. */
  | 'unreachable'
  /** An HTTP error status without a JSON-RPC error in the body. */
  | 'http'
  /** A body that is not a JSON-RPC answer (HTML, truncated JSON, wrong id, too large). */
  | 'malformed';

export class RpcError extends Error {
  constructor(
    readonly kind: RpcErrorKind,
    readonly method: string,
    message: string,
    readonly code?: number,
    readonly data?: unknown,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

/** JSON-RPC "method not found" (and the "not available" some nodes send for disabled namespaces). */
export function isMethodUnsupported(err: unknown): boolean {
  return (
    err instanceof RpcError &&
    err.kind === 'rpc' &&
    (err.code === -32601 || /method .*(not found|does not exist|not available|not supported)/i.test(err.message))
  );
}

export interface RpcRequest {
  method: string;
  params?: unknown[];
}

export type BatchResult<T = unknown> = { ok: true; result: T } | { ok: false; error: RpcError };

export interface RpcClient {
  call<T = unknown>(method: string, params?: unknown[], opts?: { timeoutMs?: number }): Promise<T>;
  /** One HTTP request for many calls; each entry succeeds or fails on its own. */
  batch<T = unknown>(requests: RpcRequest[], opts?: { timeoutMs?: number }): Promise<BatchResult<T>[]>;
}

export interface RpcClientOptions {
  /** Deadline of each call or batch, ms (default 10 000). */
  timeoutMs?: number;
  /** Largest answer read, bytes (default 32 MiB): a node must not exhaust our memory. */
  maxResponseBytes?: number;
  /** Told of every JSON-RPC method sent (a batch reports each), for metering the node's load. */
  onCall?: (method: string) => void;
}

interface Wire {
  jsonrpc?: string;
  id?: unknown;
  result?: unknown;
  error?: { code?: unknown; message?: unknown; data?: unknown };
}

/**
 * `url` may carry `user:password@`; fetch refuses credentials in URLs, so they travel as a Basic
 * Authorization header instead.
 */
export function createRpcClient(url: string, options: RpcClientOptions = {}): RpcClient {
  const { timeoutMs: defaultTimeout = 10_000, maxResponseBytes = 32 * 1024 * 1024, onCall } = options;
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new TypeError('the node URL is not a valid URL');
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new TypeError('the node URL must be http(s)');
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (target.username || target.password) {
    const user = decodeURIComponent(target.username);
    const pass = decodeURIComponent(target.password);
    headers.authorization = `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;
    target.username = '';
    target.password = '';
  }
  const endpoint = target.toString();
  let nextId = 1;

  async function post(body: unknown, label: string, timeoutMs: number): Promise<{ status: number; json: unknown }> {
    const signal = AbortSignal.timeout(timeoutMs);
    let res: Response;
    try {
      res = await fetch(endpoint, { method: 'POST', headers, body: JSON.stringify(body), signal, redirect: 'error' });
    } catch (err) {
      throw transportError(err, label, timeoutMs);
    }
    let text: string;
    try {
      text = await readCapped(res, maxResponseBytes);
    } catch (err) {
      if (err instanceof RpcError) throw new RpcError(err.kind, label, err.message);
      throw transportError(err, label, timeoutMs);
    }
    try {
      return { status: res.status, json: JSON.parse(text) };
    } catch {
      if (!res.ok)
        throw new RpcError('http', label, `the node answered HTTP ${res.status}`, undefined, undefined, res.status);
      throw new RpcError('malformed', label, 'the node answered with something other than JSON');
    }
  }

  function settle<T>(method: string, wire: unknown, id: number, status: number): BatchResult<T> {
    if (typeof wire !== 'object' || wire === null || Array.isArray(wire)) {
      return { ok: false, error: new RpcError('malformed', method, 'the answer is not a JSON-RPC object') };
    }
    const w = wire as Wire;
    if (w.error !== undefined && w.error !== null) {
      const code = typeof w.error.code === 'number' ? w.error.code : undefined;
      const message = typeof w.error.message === 'string' ? w.error.message.slice(0, 500) : 'error without a message';
      return { ok: false, error: new RpcError('rpc', method, message, code, w.error.data, status) };
    }
    if (status < 200 || status > 299) {
      return {
        ok: false,
        error: new RpcError('http', method, `the node answered HTTP ${status}`, undefined, undefined, status),
      };
    }
    if (w.id !== id || !('result' in w)) {
      return { ok: false, error: new RpcError('malformed', method, 'the answer has no result for this request') };
    }
    return { ok: true, result: w.result as T };
  }

  return {
    async call<T>(method: string, params: unknown[] = [], opts: { timeoutMs?: number } = {}): Promise<T> {
      const id = nextId++;
      onCall?.(method);
      const { status, json } = await post(
        { jsonrpc: '2.0', id, method, params },
        method,
        opts.timeoutMs ?? defaultTimeout,
      );
      const outcome = settle<T>(method, json, id, status);
      if (!outcome.ok) throw outcome.error;
      return outcome.result;
    },

    async batch<T>(requests: RpcRequest[], opts: { timeoutMs?: number } = {}): Promise<BatchResult<T>[]> {
      if (requests.length === 0) return [];
      const ids = requests.map(() => nextId++);
      for (const r of requests) onCall?.(r.method);
      const body = requests.map((r, i) => ({ jsonrpc: '2.0', id: ids[i], method: r.method, params: r.params ?? [] }));
      const label = `batch(${requests.length})`;
      const { status, json } = await post(body, label, opts.timeoutMs ?? defaultTimeout);
      if (!Array.isArray(json)) {
        // A node without batch support answers one error object for the whole request.
        const single = settle<T>(label, json, -1, status);
        const error = single.ok ? new RpcError('malformed', label, 'the node did not answer the batch') : single.error;
        return requests.map(() => ({ ok: false as const, error }));
      }
      // Answers may come in any order: match them by id.
      const byId = new Map<unknown, unknown>();
      for (const item of json) if (typeof item === 'object' && item !== null) byId.set((item as Wire).id, item);
      return requests.map((r, i) =>
        byId.has(ids[i])
          ? settle<T>(r.method, byId.get(ids[i]), ids[i]!, status)
          : {
              ok: false as const,
              error: new RpcError('malformed', r.method, 'the batch answer has no entry for this call'),
            },
      );
    },
  };
}

function transportError(err: unknown, label: string, timeoutMs: number): RpcError {
  const e = err as { name?: string; cause?: { code?: string; name?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError' || e?.cause?.name === 'TimeoutError') {
    return new RpcError('timeout', label, `the node did not answer within ${timeoutMs} ms`);
  }
  // Only the error code is kept: undici's messages can name the host and port.
  const code = e?.cause?.code ?? 'network error';
  return new RpcError('unreachable', label, `the node could not be reached (${code})`);
}

async function readCapped(res: Response, maxBytes: number): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new RpcError('malformed', '', `the answer exceeds ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
