/**
 * Child processes that cannot outlive the test or bench that started them. Each child leads a
 * process group of its own (`detached`), and stopping it signals the whole group: `npm start`
 * runs a shell that runs node, and signalling npm alone leaves the server running as an orphan
 * that holds its port. Every group still running when this process exits is killed then too.
 */
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

export interface GroupProcess {
  child: ChildProcess;
  /** The child's pid, which is also its process group id. */
  pid: number;
  /** Settles when the child itself exits (its group may live on until `stop`). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Signals the whole group, escalates to SIGKILL after `graceMs`, resolves once no member is left. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

const running = new Set<number>();

process.on('exit', () => {
  for (const pgid of running) signalGroup(pgid, 'SIGKILL');
});

/** Starts `command` as the leader of a new process group; stdio defaults to ignored. */
export function spawnGroup(command: string, args: readonly string[], options: SpawnOptions = {}): GroupProcess {
  const child = spawn(command, args, { stdio: 'ignore', ...options, detached: true });
  const pid = child.pid;
  if (pid === undefined) {
    // spawn reports a missing executable as a later 'error' event; report it here instead.
    child.once('error', () => {});
    throw new Error(`could not start ${command}`);
  }
  running.add(pid);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      // A group that ended on its own must not be signalled later: its id may be reused.
      if (!groupAlive(pid)) running.delete(pid);
      resolve({ code, signal });
    });
  });
  return {
    child,
    pid,
    exited,
    stop: (signal = 'SIGTERM', graceMs = 10_000) => stopGroup(pid, signal, graceMs),
  };
}

/** Stops every group started here that is still running (for afterAll hooks and signal handlers). */
export async function stopAllGroups(signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<void> {
  await Promise.all([...running].map((pgid) => stopGroup(pgid, signal, graceMs)));
}

/**
 * Makes SIGINT/SIGTERM of this process (Ctrl-C on a bench) end the groups first: they are not in
 * the terminal's foreground group, so the terminal's signal never reaches them.
 */
export function stopGroupsOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const pgid of running) signalGroup(pgid, 'SIGKILL');
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
}

async function stopGroup(pgid: number, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  signalGroup(pgid, signal);
  const deadline = Date.now() + graceMs;
  while (groupAlive(pgid)) {
    if (Date.now() > deadline) {
      signalGroup(pgid, 'SIGKILL');
      await waitUntilGone(pgid);
      break;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  running.delete(pgid);
}

async function waitUntilGone(pgid: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (groupAlive(pgid)) {
    if (Date.now() > deadline) throw new Error(`process group ${pgid} survived SIGKILL`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
  }
}

/** Whether any process of the group still runs. Zombies do not count: they hold no port or memory. */
export function groupAlive(pgid: number): boolean {
  if (existsSync('/proc/self/stat')) return groupMembers(pgid).length > 0;
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Live (non-zombie) pids in the group, from /proc (Linux). */
export function groupMembers(pgid: number): number[] {
  const members: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat && stat.pgrp === pgid && stat.state !== 'Z') members.push(Number(entry));
  }
  return members;
}

/** State and process group from /proc/<pid>/stat; null once the process is gone. */
export function readStat(pid: number): { state: string; ppid: number; pgrp: number } | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name sits in parentheses and may itself contain spaces or parentheses.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0]!, ppid: Number(fields[1]), pgrp: Number(fields[2]) };
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a short-lived command to its end in its own group and collects its output; the group is
 * killed if the caller's deadline passes or it is abandoned. Rejects on a non-zero exit with stderr
 * in the message.
 */
export async function runGroup(
  command: string,
  args: readonly string[],
  options: SpawnOptions & { timeoutMs?: number } = {},
): Promise<RunResult> {
  const { timeoutMs = 30_000, ...spawnOptions } = options;
  const proc = spawnGroup(command, args, { ...spawnOptions, stdio: ['ignore', 'pipe', 'pipe'] });
  // 'close' comes after 'exit' once the pipes are drained, so all output is in.
  const closed = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    proc.child.once('close', (code, signal) => resolve({ code, signal }));
  });
  let stdout = '';
  let stderr = '';
  proc.child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  proc.child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const timer = setTimeout(() => void proc.stop('SIGKILL', 0), timeoutMs);
  try {
    const { code, signal } = await closed;
    if (code !== 0) {
      throw new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`}):\n${stderr}`);
    }
    return { code, stdout, stderr };
  } finally {
    clearTimeout(timer);
    await proc.stop('SIGKILL', 0);
  }
}
