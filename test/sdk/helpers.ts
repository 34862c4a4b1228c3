/**
 * The SDK's tests talk to the real app listening on a loopback port, over real HTTP and WebSocket.
 * The SDK is imported by its path: node_modules/@msig/sdk is the checked-out main's copy.
 */
import type { AddressInfo } from 'node:net';
import { type ClientOptions, createClient, type MsigClient } from '../../sdk/src/index.ts';
import { bootTestApp, type TestApp } from '../helpers/app.ts';

export interface SdkEnv {
  t: TestApp;
  baseUrl: string;
  client(opts?: Partial<ClientOptions>): MsigClient;
  close(): Promise<void>;
}

export async function listeningApp(
  env: Record<string, string> = {},
  opts: Parameters<typeof bootTestApp>[1] = {},
): Promise<SdkEnv> {
  const t = await bootTestApp(env, opts);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    t,
    baseUrl,
    client: (o = {}) => createClient({ baseUrl, ...o }),
    close: () => t.close(),
  };
}

/** Milliseconds `fn` took, with its result. */
export async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await fn();
  return { ms: performance.now() - start, value };
}

/** The rejection of a promise that must fail (the test fails if it resolves). */
export async function rejection(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error('expected the call to fail, but it succeeded');
}

/** Every item an async iterable yields, in order. */
export async function collect<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}
