/**
 * The real server as a child process (`node --import tsx src/main.ts`, or `npm start`) on a free
 * port, in a process group of its own so stopping it leaves nothing behind.
 */
import { createServer } from 'node:net';
import { type GroupProcess, spawnGroup } from './process-group.ts';

export interface ServerProcess extends GroupProcess {
  base: string;
  port: number;
  /** What the server wrote to stderr so far. */
  stderr(): string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.once('error', reject);
  });
}

/** Starts a server on its own embedded database in `dataDir`; does not wait for it. */
export async function spawnServer(opts: {
  dataDir: string;
  env?: Record<string, string>;
  via?: 'node' | 'npm';
}): Promise<ServerProcess> {
  const port = await freePort();
  const [command, args] =
    opts.via === 'npm' ? ['npm', ['start', '--silent']] : [process.execPath, ['--import', 'tsx', 'src/main.ts']];
  const proc = spawnGroup(command, args, {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: opts.dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    // Still shown, as with inherited stderr, so a failing boot explains itself.
    process.stderr.write(chunk);
  });
  return { ...proc, base: `http://127.0.0.1:${port}`, port, stderr: () => stderr };
}

/** Resolves once /healthz answers; rejects at once if the server exits first. */
export async function waitHealthy(server: ServerProcess, timeoutMs = 30_000): Promise<void> {
  let exited = false;
  void server.exited.then(() => {
    exited = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`server exited before it was healthy:\n${server.stderr()}`);
    try {
      if ((await fetch(`${server.base}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
}

/** Starts a server and waits until it is healthy. */
export async function startServer(opts: Parameters<typeof spawnServer>[0]): Promise<ServerProcess> {
  const server = await spawnServer(opts);
  try {
    await waitHealthy(server);
  } catch (err) {
    await server.stop('SIGKILL', 0);
    throw err;
  }
  return server;
}
