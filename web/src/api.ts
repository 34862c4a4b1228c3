/**
 * The dashboard's API client: same-origin JSON calls to /dashboard/api with the session's CSRF
 * token and the environment the switch selected. Errors arrive as RFC 9457 problems.
 */
export type Environment = 'sandbox' | 'production';

export interface InvalidParam {
  in: string;
  name: string;
  reason: string;
}

export class Problem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
    readonly invalidParams: InvalidParam[] = [],
  ) {
    super(detail);
  }
}

let csrfToken = '';
let environment: Environment = localStorage.getItem('msig.environment') === 'production' ? 'production' : 'sandbox';
const loggedOut = new Set<() => void>();

export function setCsrfToken(token: string) {
  csrfToken = token;
}

export function currentEnvironment(): Environment {
  return environment;
}

export function setEnvironment(env: Environment) {
  environment = env;
  localStorage.setItem('msig.environment', env);
}

/** Called when any answer says the session is gone (401). */
export function onLoggedOut(fn: () => void): () => void {
  loggedOut.add(fn);
  return () => loggedOut.delete(fn);
}

// biome-ignore lint/suspicious/noExplicitAny: answers are read by the pages that asked for them.
export async function api<T = any>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { 'x-msig-environment': environment, accept: 'application/json' };
  if (method !== 'GET') headers['x-csrf-token'] = csrfToken || 'none';
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`/dashboard/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (res.status === 204) return undefined as T;
  const data = await res.json().catch(() => ({}));
  if (!res.ok) {
    if (res.status === 401 && !path.startsWith('/session')) for (const fn of loggedOut) fn();
    throw new Problem(res.status, data.code ?? 'error', data.detail ?? res.statusText, data.invalid_params ?? []);
  }
  return data as T;
}

/** A v1 route, acting as the logged-in account in the selected environment. */
export function v1<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  return api<T>(method, `/v1${path}`, body);
}

export function query(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}
