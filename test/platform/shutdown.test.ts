/**
 * SIGTERM with slow clients connected: the real process must close them after its grace period
 * and exit 0 by itself, not through the forced exit.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'msig-shutdown-'));
let child: ChildProcess | undefined;
const sockets: Socket[] = [];

afterAll(() => {
  for (const s of sockets) s.destroy();
  // detached: the server leads its own process group, so nothing it started outlives the test.
  if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

it('exits 0 on SIGTERM with slow clients holding connections, without the forced exit', async () => {
  const port = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'info',
      // Timeouts far beyond the test, so only the shutdown path can free the sockets.
      REQUEST_TIMEOUT_MS: '600000',
      HEADERS_TIMEOUT_MS: '600000',
      CONNECTION_TIMEOUT_MS: '600000',
      SHUTDOWN_GRACE_MS: '200',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  child.stdout!.on('data', (d) => {
    log += d.toString();
  });
  const exit = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (let ready = false; !ready; ) {
    if (child.exitCode !== null) throw new Error(`server exited at boot with ${child.exitCode}`);
    ready = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await new Promise((r) => setTimeout(r, 100));
  }

  const closedByServer: Promise<void>[] = [];
  for (let i = 0; i < 30; i++) {
    const s = connect(port, '127.0.0.1');
    sockets.push(s);
    s.on('error', () => {});
    closedByServer.push(new Promise((resolve) => s.on('close', () => resolve())));
    // Half of them stop inside the headers, half inside a body their route is waiting for.
    s.write(
      i % 2 === 0
        ? 'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: '
        : 'POST /v1/test/reset HTTP/1.1\r\nHost: x\r\nX-API-Key: sk_test_public_demo\r\n' +
            'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
  }
  // A request answered after them all: the server has accepted every slow socket by now.
  expect((await fetch(`${base}/healthz`)).status).toBe(200);

  child.kill('SIGTERM');
  expect(await exit).toBe(0);
  await Promise.all(closedByServer);
  expect(log).toMatch(/grace period over: closing the connections still open/);
  expect(log).toMatch(/shut down cleanly/);
  expect(log).not.toMatch(/forced exit/);
}, 60_000);
