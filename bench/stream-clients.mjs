// A bench:stream client thread: connects its share of clients, subscribes each to BTC
// confirmations, and records when each alert arrived (event id, arrival ms, the event's send ms).
import { parentPort, workerData } from 'node:worker_threads';
import { WebSocket } from 'ws';

const { url, keys } = workerData;
const arrivals = [];
const sockets = [];

function connect(key) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { 'x-api-key': key } });
    sockets.push(ws);
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString());
      if (m.type === 'alert') arrivals.push([m.event_id, Date.now(), m.payload.bench_sent_at]);
      else if (m.type === 'welcome')
        ws.send(JSON.stringify({ type: 'subscribe', symbols: ['BTC'], signals: ['confirmation'] }));
      else if (m.type === 'ack') resolve();
    });
    ws.once('error', reject);
  });
}

for (let i = 0; i < keys.length; i += 50) await Promise.all(keys.slice(i, i + 50).map(connect));
parentPort.postMessage({ connected: keys.length });
parentPort.on('message', (m) => {
  if (m === 'report') parentPort.postMessage({ arrivals });
  if (m === 'stop') {
    for (const ws of sockets) ws.terminate();
    parentPort.close();
  }
});
