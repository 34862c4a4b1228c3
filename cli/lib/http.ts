/**
 * The CLI's address and credentials from the environment, and the small HTTP call the admin
 * commands make (the SDK covers the user API only; user commands go through api.ts).
 */
import { CliError, type Problem, ProblemError } from './errors.ts';

type Query = Record<string, string | number | boolean | undefined>;

export function baseUrl(): string {
  return (process.env.MSIG_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
}

export interface Transport {
  base: string;
  headers: Record<string, string>;
}

/** The admin API's credentials: MSIG_ADMIN_TOKEN. */
export function adminTransport(): Transport {
  const token = process.env.MSIG_ADMIN_TOKEN;
  if (!token) throw new CliError('MSIG_ADMIN_TOKEN is not set (it must equal the server ADMIN_TOKEN)');
  return { base: baseUrl(), headers: { authorization: `Bearer ${token}` } };
}

/** A user's API key: --key, else MSIG_API_KEY. */
export function apiKeyOf(flag: string | undefined): string {
  const key = flag ?? process.env.MSIG_API_KEY;
  if (!key) throw new CliError('no API key: set MSIG_API_KEY or pass --key (a sk_test_… key reads the sandbox)');
  return key;
}

function urlOf(t: Transport, path: string, query: Query = {}): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) qs.set(k, String(v));
  const s = qs.toString();
  return `${t.base}${path}${s ? `?${s}` : ''}`;
}

/** Sends one request; answers the parsed JSON body (undefined for 204), throws on a problem. */
export async function send<T>(
  t: Transport,
  method: string,
  path: string,
  opts: { query?: Query; body?: unknown } = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(urlOf(t, path, opts.query), {
      method,
      headers: { ...t.headers, ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    });
  } catch (err) {
    const cause = (err as Error & { cause?: { code?: string; message?: string } }).cause;
    throw new CliError(`cannot reach ${t.base}: ${cause?.code ?? cause?.message ?? (err as Error).message}`);
  }
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!res.ok) {
    const p = (json && typeof json === 'object' ? json : {}) as Partial<Problem>;
    throw new ProblemError({ ...p, status: res.status, detail: p.detail ?? (text.slice(0, 200) || res.statusText) });
  }
  return json as T;
}
