/**
 * bench:stream — 1,000 WebSocket clients subscribed to BTC confirmations (20 Enterprise accounts
 * of 50 connections, the plan's limit), spread over 4 client threads so the clients' own parsing
 * does not queue behind itself; alerts are raised through the event pipeline one at a time.
 * Reports over every (alert, client) pair:
 *   - fan-out latency: the stored event handed to the stream (after commit) → the alert parsed by
 *     a client, p50/p99 (target p99 <= 100 ms);
 *   - end to end: publishEvents called (the database write included) → parsed;
 * and the server's memory per 1,000 clients (heap and RSS after a full GC, before and after
 * connecting, and after the alerts with the resume buffers filled).
 * BENCH_CLIENTS and BENCH_ALERTS change the size.
 */
import { Worker } from 'node:worker_threads';

const THREADS = Number(process.env.BENCH_CLIENT_THREADS ?? 2);
const PER_ACCOUNT = 50;

await main();

async function main() {
  const { startReadyChild } = await import('./lib.ts');
  const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1_000);
  const ALERTS = Number(process.env.BENCH_ALERTS ?? 100);
  interface Ready {
    app: string;
    ws: string;
    control: string;
    adminToken: string;
  }
  interface Memory {
    heapUsed: number;
    rss: number;
    stream: { attached: number };
    fanOutMs: { p50: number; p99: number };
  }
  const server = await startReadyChild<Ready>(new URL('./stream-server.ts', import.meta.url), {
    NODE_OPTIONS: '--expose-gc',
  });
  const { ready } = server;
  const memory = async () => (await (await fetch(`${ready.control}/memory`)).json()) as Memory;
  const account = async () => {
    const res = await fetch(`${ready.app}/admin/accounts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ready.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench-${Math.random().toString(36).slice(2)}@example.com`, plan: 'enterprise' }),
    });
    if (res.status !== 201) throw new Error(`account: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { keys: { live: { key: string } } }).keys.live.key;
  };
  const workers: Worker[] = [];
  try {
    const accounts = await Promise.all(Array.from({ length: Math.ceil(CLIENTS / PER_ACCOUNT) }, account));
    const keys = Array.from({ length: CLIENTS }, (_, i) => accounts[Math.floor(i / PER_ACCOUNT)]!);
    const before = await memory();
    const share = Math.ceil(CLIENTS / THREADS);
    await Promise.all(
      Array.from({ length: THREADS }, (_, i) => {
        // Plain JavaScript: a worker thread on Node 20 does not get tsx's loader.
        const w = new Worker(new URL('./stream-clients.mjs', import.meta.url), {
          workerData: { url: ready.ws, keys: keys.slice(i * share, (i + 1) * share) },
        });
        workers.push(w);
        return new Promise((resolve, reject) => {
          w.once('message', resolve);
          w.once('error', reject);
        });
      }),
    );
    const connected = await memory();
    const committed = new Map<string, number>();
    for (let i = 0; i < ALERTS; i++) {
      const res = await fetch(`${ready.control}/raise`, { method: 'POST' });
      const { id, committed_at } = (await res.json()) as { id: string; committed_at: number };
      committed.set(id, committed_at);
      await new Promise((r) => setTimeout(r, 20));
    }
    await new Promise((r) => setTimeout(r, 1_000));
    const reports = await Promise.all(
      workers.map(
        (w) =>
          new Promise<Array<[string, number, number]>>((resolve) => {
            w.once('message', (m: { arrivals: Array<[string, number, number]> }) => resolve(m.arrivals));
            w.postMessage('report');
          }),
      ),
    );
    const after = await memory();
    const arrivals = reports.flat();
    const fanOut = arrivals.map(([id, at]) => at - committed.get(id)!).sort((a, b) => a - b);
    const endToEnd = arrivals.map(([, at, sent]) => at - sent).sort((a, b) => a - b);
    const pct = (s: number[], p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    const per1000 = (a: number, b: number) => mb(((a - b) * 1000) / CLIENTS);
    const p99 = pct(fanOut, 99);
    console.log(
      `bench:stream (${CLIENTS} clients subscribed to BTC on ${THREADS} client threads, ${ALERTS} alerts, one every 20 ms)`,
    );
    console.log(`  alerts delivered          ${arrivals.length} of ${CLIENTS * ALERTS}`);
    console.log(`  fan-out latency p50       ${pct(fanOut, 50)} ms`);
    console.log(
      `  fan-out latency p99       ${p99} ms  (target <= 100 ms)  ${p99 <= 100 ? 'PASS' : 'FAIL'}  max ${fanOut.at(-1)} ms`,
    );
    console.log(
      `  server's own fan-out work  p50 ${after.fanOutMs.p50.toFixed(1)} ms, p99 ${after.fanOutMs.p99.toFixed(1)} ms per alert (writing it to every socket)`,
    );
    console.log(
      `  end to end p50 / p99      ${pct(endToEnd, 50)} / ${pct(endToEnd, 99)} ms (publishEvents called → parsed; the database write included)`,
    );
    console.log(
      `  server heap per 1,000 clients  ${per1000(connected.heapUsed, before.heapUsed)} connected, ${per1000(after.heapUsed, before.heapUsed)} after the alerts (resume buffers holding them)`,
    );
    console.log(
      `  server RSS per 1,000 clients   ${per1000(connected.rss, before.rss)} connected, ${per1000(after.rss, before.rss)} after the alerts`,
    );
    console.log(
      `  server: ${after.stream.attached} connections; heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)}, RSS ${mb(before.rss)} → ${mb(after.rss)}`,
    );
  } finally {
    for (const w of workers) w.postMessage('stop');
    await server.stop();
  }
}
