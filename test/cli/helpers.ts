/**
 * The msig binary against the real app: the app listens on a loopback port and each command is
 * the real launcher (`node cli/msig.mjs …`) in a child process, with MSIG_URL pointing at it.
 */
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { bootTestApp, type TestApp } from '../helpers/app.ts';
import { type GroupProcess, spawnGroup } from '../helpers/process-group.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface CliApp extends TestApp {
  url: string;
}

/** Boots the app (see bootTestApp) and has it listen on 127.0.0.1. */
export async function listeningApp(...args: Parameters<typeof bootTestApp>): Promise<CliApp> {
  const t = await bootTestApp(...args);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  return Object.assign(t, { url: `http://127.0.0.1:${port}` });
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface Running extends GroupProcess {
  stdout(): string;
  stderr(): string;
  /** Resolves once stdout holds a line matching `re` (rejects after `timeoutMs`). */
  waitFor(re: RegExp, timeoutMs?: number, stream?: 'stdout' | 'stderr'): Promise<void>;
  done: Promise<Run>;
}

/** Starts `msig …` with MSIG_URL and the given environment (NO_COLOR unless overridden). */
export function startCli(args: string[], env: Record<string, string | undefined> = {}): Running {
  const { MSIG_API_KEY: _k, MSIG_ADMIN_TOKEN: _t, ...inherited } = process.env;
  const proc = spawnGroup(process.execPath, ['cli/msig.mjs', ...args], {
    cwd: ROOT,
    env: { ...inherited, NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  proc.child.stdout!.on('data', (b: Buffer) => {
    out += b.toString('utf8');
  });
  proc.child.stderr!.on('data', (b: Buffer) => {
    err += b.toString('utf8');
  });
  const done = new Promise<Run>((resolve) => {
    proc.child.once('close', (code) => resolve({ code, stdout: out, stderr: err }));
  });
  return {
    ...proc,
    done,
    stdout: () => out,
    stderr: () => err,
    async waitFor(re, timeoutMs = 15_000, stream = 'stdout') {
      const deadline = Date.now() + timeoutMs;
      while (!re.test(stream === 'stdout' ? out : err)) {
        if (Date.now() > deadline) throw new Error(`no ${re} in ${stream} after ${timeoutMs} ms:\n${out}\n${err}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

/** Runs `msig …` to completion. */
export function runCli(args: string[], env: Record<string, string | undefined> = {}): Promise<Run> {
  return startCli(args, env).done;
}

/** The stdout of a --json run, parsed. */
// biome-ignore lint/suspicious/noExplicitAny: tests read the commands' JSON freely.
export function json(run: Run): any {
  return JSON.parse(run.stdout);
}
