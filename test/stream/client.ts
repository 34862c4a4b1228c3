/**
 * A real `ws` client over loopback for the stream tests, with a queue of the server's messages
 * so a test can wait for the next one of a type, and helpers that raise events the one way
 * events enter the service (publishEvents).
 */
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { type NewEvent, publishEvents, type World } from '../../src/events/outbox.ts';
import { signalEventPayload, whaleEventRow, whaleSignalPayload } from '../../src/events/payloads.ts';
import type { TestApp } from '../helpers/app.ts';

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary server messages.
export type Message = any;

export class StreamClient {
  readonly messages: Message[] = [];
  private waiters: Array<() => void> = [];
  closed: { code: number; reason: string } | null = null;
  private closeWaiters: Array<() => void> = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.messages.push(JSON.parse(data.toString()));
      for (const w of this.waiters.splice(0)) w();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      for (const w of [...this.waiters.splice(0), ...this.closeWaiters.splice(0)]) w();
    });
    ws.on('error', () => {});
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Removes and returns the first queued message of `type` (any type when omitted), waiting for it. */
  async next(type?: string, timeoutMs = 3_000): Promise<Message> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = this.messages.findIndex((m) => type === undefined || m.type === type);
      if (i >= 0) return this.messages.splice(i, 1)[0];
      if (this.closed) throw new Error(`closed (${this.closed.code} ${this.closed.reason}) before a ${type} message`);
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no ${type ?? ''} message within ${timeoutMs} ms; have ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Every queued message of a type, removed. */
  take(type: string): Message[] {
    const out = this.messages.filter((m) => m.type === type);
    for (const m of out) this.messages.splice(this.messages.indexOf(m), 1);
    return out;
  }

  async waitClose(timeoutMs = 5_000): Promise<{ code: number; reason: string }> {
    if (!this.closed) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not closed within ${timeoutMs} ms`)), timeoutMs);
        this.closeWaiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.closed!;
  }

  close(): void {
    this.ws.close();
  }
}

export async function listen(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/v1/signals`;
}

/** Opens a socket; resolves once open (or rejects with the refused upgrade's status and body). */
export function connect(url: string, headers: Record<string, string> = {}, opts: { autoPong?: boolean } = {}) {
  return new Promise<StreamClient>((resolve, reject) => {
    const ws = new WebSocket(url, { headers, autoPong: opts.autoPong ?? true });
    const client = new StreamClient(ws);
    ws.once('open', () => resolve(client));
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (c: Buffer) => {
        body += c.toString();
      });
      res.on('end', () =>
        reject(
          Object.assign(new Error(`refused ${res.statusCode}`), { status: res.statusCode, headers: res.headers, body }),
        ),
      );
    });
    ws.once('error', reject);
  });
}

/** Connects with a key in X-API-Key and returns the client and its welcome. */
export async function connectWithKey(url: string, key: string) {
  const client = await connect(url, { 'x-api-key': key });
  const welcome = await client.next('welcome');
  return { client, welcome };
}

export async function subscribe(client: StreamClient, message: Record<string, unknown>): Promise<Message> {
  client.send({ type: 'subscribe', ...message });
  return client.next('ack');
}

export function confirmEvent(
  world: World,
  accountId: string | null,
  symbol: string,
  name: 'HIGH' | 'MEDIUM' | 'VETO',
  t = Date.UTC(2025, 0, 1),
): NewEvent {
  const confidence = name === 'MEDIUM' ? 'MEDIUM' : 'HIGH';
  return {
    world,
    accountId,
    t,
    name,
    kind: 'confirm',
    symbol,
    direction: 'long',
    body: signalEventPayload({
      event: name,
      ts: new Date(t).toISOString(),
      symbol,
      direction: 'long',
      confidence,
      composite: name === 'VETO' ? -0.8 : 0.6,
      action: name === 'VETO' ? 'SKIP' : 'CONFIRM',
      confirmation: confidence,
    }),
  };
}

export function whaleEvent(world: World, accountId: string | null, symbol: string, sizeUsd: number): NewEvent {
  const t = Date.UTC(2025, 0, 1);
  const row = whaleEventRow({
    id: `w${Math.random().toString(36).slice(2)}`,
    t,
    address: '0x0000000000000000000000000000000000000001',
    label: null,
    symbol,
    type: 'trade',
    side: 'buy',
    sizeUsd,
    price: 100,
  } as Parameters<typeof whaleEventRow>[0]);
  return {
    world,
    accountId,
    t,
    name: 'SIGNAL',
    kind: 'whale_trade',
    symbol,
    direction: 'long',
    body: whaleSignalPayload(row),
  };
}

export function raise(t: TestApp, events: NewEvent[]) {
  return publishEvents({ database: t.database, jobs: t.app.ctx.jobs, hub: t.app.ctx.hub }, events);
}
