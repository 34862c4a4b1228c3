/**
 * New-head notifications over the node's WebSocket (`eth_subscribe ["newHeads"]`). They only
 * wake the follower early: every step still asks the node for its head, so a missed or
 * duplicated notification changes nothing, and the runner keeps a slow poll as well.
 */
import WebSocket from 'ws';

export interface HeadSubscription {
  /** Resolves once the node confirmed the subscription; rejects when it refused or timed out. */
  ready: Promise<void>;
  /** Resolves when the socket is gone (closed, failed, or close() was called). */
  closed: Promise<void>;
  close(): void;
}

/** Subscribes to new heads; `onHead` gets each head's number (best effort: it is only a wake-up). */
export function subscribeNewHeads(
  wsUrl: string,
  onHead: (blockNumber: number | null) => void,
  opts: { timeoutMs?: number } = {},
): HeadSubscription {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const socket = new WebSocket(wsUrl, { handshakeTimeout: timeoutMs });
  let subscriptionId: string | null = null;
  let settle: { resolve: () => void; reject: (err: Error) => void } | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // Nobody may be waiting on `ready`: a refusal must not become an unhandled rejection.
  ready.catch(() => {});
  const timer = setTimeout(() => fail(new Error(`no eth_subscribe answer within ${timeoutMs} ms`)), timeoutMs);
  timer.unref();
  const fail = (err: Error) => {
    clearTimeout(timer);
    settle?.reject(err);
    settle = null;
    socket.terminate();
  };
  const closed = new Promise<void>((resolve) => {
    socket.on('close', () => {
      clearTimeout(timer);
      settle?.reject(new Error('the node closed the WebSocket'));
      settle = null;
      resolve();
    });
  });
  socket.on('error', (err) => fail(err));
  socket.on('open', () => {
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_subscribe', params: ['newHeads'] }));
  });
  socket.on('message', (data) => {
    let msg: {
      id?: unknown;
      result?: unknown;
      error?: { message?: unknown };
      params?: { subscription?: unknown; result?: { number?: unknown } };
    };
    try {
      msg = JSON.parse(String(data));
    } catch {
      return;
    }
    if (msg.id === 1) {
      clearTimeout(timer);
      if (typeof msg.result === 'string') {
        subscriptionId = msg.result;
        settle?.resolve();
        settle = null;
      } else {
        fail(new Error(`eth_subscribe refused: ${String(msg.error?.message ?? 'no subscription id')}`));
      }
      return;
    }
    if (subscriptionId !== null && msg.params?.subscription === subscriptionId) {
      const n = msg.params.result?.number;
      onHead(typeof n === 'string' && /^0x[0-9a-fA-F]+$/.test(n) ? Number.parseInt(n, 16) : null);
    }
  });
  return {
    ready,
    closed,
    close() {
      clearTimeout(timer);
      socket.close();
    },
  };
}
