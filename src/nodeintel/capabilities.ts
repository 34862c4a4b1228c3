/**
 * What a node offers beyond plain eth_call, probed once when it is connected. Each probe runs a
 * tiny contract placed by a state override (it returns the word 42), so a node that silently
 * ignores overrides is told apart from one that applies them.
 */
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { decodeWords, type Hex } from './hex.ts';
import type { RpcClient } from './rpc.ts';

export interface Capabilities {
  /** eth_call's third parameter (state override) is applied: the honeypot simulation needs it. */
  state_overrides: boolean;
  /** eth_simulateV1 (multi-block simulation; BSC geth has it, coreth does not). */
  simulate_v1: boolean;
  /** debug_traceCall with the callTracer (revert reasons inside the router). */
  debug_trace_call: boolean;
  /** eth_subscribe newHeads over WebSocket; null when no WebSocket URL was given or derivable. */
  websocket_subscriptions: boolean | null;
}

/** PUSH1 42, PUSH1 0, MSTORE, PUSH1 32, PUSH1 0, RETURN: returns the word 42. */
const ANSWER_CODE = '0x602a60005260206000f3';
const returnsAnswer = (data: unknown) => {
  try {
    return typeof data === 'string' && decodeWords(data)[0] === 42n;
  } catch {
    return false;
  }
};

export async function probeCapabilities(
  client: RpcClient,
  wsUrl: string | null,
  timeoutMs = 4_000,
): Promise<Capabilities> {
  const probe = `0x${randomBytes(20).toString('hex')}` as Hex;
  const override = { [probe]: { code: ANSWER_CODE } };
  const attempt = async (fn: () => Promise<boolean>) => fn().catch(() => false);
  const [stateOverrides, simulate, trace, ws] = await Promise.all([
    attempt(async () =>
      returnsAnswer(await client.call('eth_call', [{ to: probe, data: '0x' }, 'latest', override], { timeoutMs })),
    ),
    attempt(async () => {
      const blocks = await client.call<{ calls?: { returnData?: string }[] }[]>(
        'eth_simulateV1',
        [{ blockStateCalls: [{ stateOverrides: override, calls: [{ to: probe, data: '0x' }] }] }, 'latest'],
        { timeoutMs },
      );
      return Array.isArray(blocks) && returnsAnswer(blocks[0]?.calls?.[0]?.returnData);
    }),
    attempt(async () => {
      const frame = await client.call<{ output?: string }>(
        'debug_traceCall',
        [{ to: probe, data: '0x' }, 'latest', { tracer: 'callTracer', stateOverrides: override }],
        { timeoutMs },
      );
      return returnsAnswer(frame?.output);
    }),
    wsUrl ? probeWebSocket(wsUrl, timeoutMs) : Promise.resolve(null),
  ]);
  return {
    state_overrides: stateOverrides,
    simulate_v1: simulate,
    debug_trace_call: trace,
    websocket_subscriptions: ws,
  };
}

/** Subscribes to newHeads and unsubscribes again; true once the node hands out a subscription id. */
export function probeWebSocket(url: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    let socket: WebSocket;
    const finish = (ok: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket?.removeAllListeners();
      socket?.on('error', () => {});
      socket?.terminate();
      resolve(ok);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    try {
      socket = new WebSocket(url, { handshakeTimeout: timeoutMs, maxPayload: 1024 * 1024 });
    } catch {
      finish(false);
      return;
    }
    socket.on('error', () => finish(false));
    socket.on('close', () => finish(false));
    socket.on('open', () =>
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_subscribe', params: ['newHeads'] })),
    );
    socket.on('message', (raw) => {
      let answer: { id?: unknown; result?: unknown };
      try {
        answer = JSON.parse(String(raw));
      } catch {
        return finish(false);
      }
      if (answer.id !== 1) return;
      const ok = typeof answer.result === 'string' && answer.result.length > 0;
      if (ok)
        socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'eth_unsubscribe', params: [answer.result] }));
      finish(ok);
    });
  });
}

/**
 * The WebSocket endpoint that usually sits beside an HTTP one: Avalanche's /ext/bc/C/rpc has
 * /ext/bc/C/ws; otherwise the same address with the ws scheme (anvil, and geth behind a proxy).
 */
export function deriveWsUrl(rpcUrl: string): string | null {
  let u: URL;
  try {
    u = new URL(rpcUrl);
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  u.protocol = u.protocol === 'https:' ? 'wss:' : 'ws:';
  if (/\/ext\/bc\/C\/rpc\/?$/.test(u.pathname)) u.pathname = u.pathname.replace(/rpc\/?$/, 'ws');
  return u.toString();
}
