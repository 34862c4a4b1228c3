/**
 * Processes started by tests and benches leave nothing behind: stopping one ends its whole
 * process group, including the server `npm start` runs under npm and a shell.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { groupAlive, groupMembers, readStat, runGroup, spawnGroup, stopAllGroups } from '../helpers/process-group.ts';
import { startServer } from '../helpers/server-process.ts';

const dirs: string[] = [];

afterAll(async () => {
  await stopAllGroups('SIGKILL', 0);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function gone(pid: number): boolean {
  const stat = readStat(pid);
  return stat === null || stat.state === 'Z';
}

async function portAccepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

describe('process groups', () => {
  it('stopping `npm start` ends the server it runs: the port is free and its pid gone', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'msig-group-'));
    dirs.push(dataDir);
    const server = await startServer({ dataDir, via: 'npm' });
    const serverPid = groupMembers(server.pid).find(
      (pid) => pid !== server.pid && commandLine(pid).includes('src/main.ts'),
    );
    expect(serverPid, 'the node server under npm').toBeDefined();
    expect(await portAccepts(server.port)).toBe(true);

    await server.stop();

    expect(gone(serverPid!)).toBe(true);
    expect(groupAlive(server.pid)).toBe(false);
    expect(await portAccepts(server.port)).toBe(false);
  }, 60_000);

  it('kills a group that ignores SIGTERM once the grace period ends, grandchildren included', async () => {
    // A parent that ignores SIGTERM and starts a grandchild that ignores it too.
    const script = `
      process.on('SIGTERM', () => {});
      const { spawn } = require('node:child_process');
      const g = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"], { stdio: 'ignore' });
      console.log(g.pid);
      setInterval(() => {}, 1000);
    `;
    const proc = spawnGroup(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const grandchild = await new Promise<number>((resolve) => {
      proc.child.stdout!.setEncoding('utf8').once('data', (line: string) => resolve(Number(line.trim())));
    });
    expect(gone(grandchild)).toBe(false);

    await proc.stop('SIGTERM', 300);

    expect(gone(grandchild)).toBe(true);
    expect(gone(proc.pid)).toBe(true);
  });

  it('runs a command to its end and reports a failure with its stderr', async () => {
    const ok = await runGroup(process.execPath, ['-e', 'console.log("hello")']);
    expect(ok.stdout).toBe('hello\n');
    await expect(runGroup(process.execPath, ['-e', 'console.error("it broke"); process.exit(3)'])).rejects.toThrow(
      /exit 3[\s\S]*it broke/,
    );
  });

  it('kills a command that outlives its deadline', async () => {
    await expect(runGroup(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { timeoutMs: 200 })).rejects.toThrow(
      /SIGKILL/,
    );
  });

  it('reports a command that cannot be started', () => {
    expect(() => spawnGroup('/nonexistent/command', [])).toThrow(/could not start/);
  });
});
