/**
 * `msig watch`: the signal stream in the terminal, one line per alert (one JSON object per line
 * with --json). A dropped connection is resumed (connection id and last seq) after a backoff, so
 * nothing is missed within the server's resume window; Ctrl-C closes cleanly with a summary.
 */
import type { Command } from 'commander';
import WebSocket from 'ws';
import type { UserApi } from '../lib/api.ts';
import { apiOf, list, oneOf, positiveInt, type UserOpts, userCommand } from '../lib/command.ts';
import { CliError, type Problem, ProblemError } from '../lib/errors.ts';
import { type Colour, colourOn, paint } from '../lib/output.ts';

interface WatchOpts extends UserOpts {
  symbols: string[];
  signals?: string[];
  minConfidence?: string;
  max?: number;
}

interface Alert {
  seq: number;
  event: string;
  signal: string;
  symbol: string;
  direction: string | null;
  confidence: string;
  ts: string;
  payload: Record<string, unknown>;
}

const EVENT_COLOUR: Record<string, Colour> = { HIGH: 'green', MEDIUM: 'yellow', VETO: 'red', SIGNAL: 'cyan' };
/** Close codes after which reconnecting cannot help. */
const FATAL_CLOSE = new Set([1008, 4401]);

export function alertLine(a: Alert, colour: boolean): string {
  const p = a.payload;
  const extra = [
    typeof p.action === 'string' ? p.action : undefined,
    typeof p.composite === 'number' ? `composite ${p.composite >= 0 ? '+' : ''}${p.composite.toFixed(2)}` : undefined,
    typeof p.kind === 'string' && a.signal !== 'confirmation' ? p.kind : undefined,
  ].filter(Boolean);
  return [
    a.ts,
    `#${a.seq}`,
    paint(colour, EVENT_COLOUR[a.event], a.event.padEnd(6)),
    a.signal.padEnd(12),
    `${a.symbol}${a.direction ? ` ${a.direction}` : ''}`,
    a.confidence,
    ...extra,
  ].join('  ');
}

export function watchCommand(program: Command): void {
  userCommand(program, 'watch', 'follow the live signal stream (sandbox keys: your clock moves); Ctrl-C to stop')
    .option('--symbols <list>', 'symbols to follow, or *', list, ['*'])
    .option('--signals <list>', 'accumulation, confirmation, whale, funding, alerts (default all)', list)
    .option('--min-confidence <level>', 'HIGH | MEDIUM | LOW | NONE', oneOf(['HIGH', 'MEDIUM', 'LOW', 'NONE'] as const))
    .option('--max <n>', 'stop after this many alerts', positiveInt)
    .action((o: WatchOpts) => watch(apiOf(o), o));
}

function watch(api: UserApi, o: WatchOpts): Promise<void> {
  const colour = colourOn();
  const started = Date.now();
  let connectionId: string | null = null;
  let lastSeq = 0;
  let alerts = 0;
  let reconnects = 0;
  let welcomed = false;
  let stopping = false;
  let socket: WebSocket | null = null;
  let retry: NodeJS.Timeout | null = null;

  const note = (line: string) => {
    if (!o.json) process.stderr.write(`${line}\n`);
  };

  return new Promise<void>((resolve, reject) => {
    const finish = (err?: Error) => {
      if (stopping) return;
      stopping = true;
      process.off('SIGINT', onSigint);
      if (retry) clearTimeout(retry);
      socket?.close(1000);
      const seconds = Math.round((Date.now() - started) / 1000);
      const summary = { type: 'summary', alerts, last_seq: lastSeq, reconnects, seconds, connection_id: connectionId };
      // A refusal before the first welcome is only the error line; a session ends with its summary.
      if (welcomed && o.json) process.stdout.write(`${JSON.stringify(summary)}\n`);
      else if (welcomed) process.stderr.write(`watched ${seconds} s: ${alerts} alert(s), ${reconnects} reconnect(s)\n`);
      if (err) reject(err);
      else resolve();
    };
    const onSigint = () => finish();
    process.on('SIGINT', onSigint);

    const subscribe = (ws: WebSocket) =>
      ws.send(
        JSON.stringify({
          type: 'subscribe',
          symbols: o.symbols,
          ...(o.signals ? { signals: o.signals } : {}),
          ...(o.minConfidence ? { min_confidence: o.minConfidence } : {}),
          id: 'msig',
        }),
      );

    const connect = () => {
      const resume = connectionId ? { connectionId, lastSeq } : undefined;
      const ws = new WebSocket(api.streamUrl(resume), { headers: { 'x-api-key': api.key } });
      socket = ws;
      ws.on('unexpected-response', (_req, res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString('utf8');
        });
        res.on('end', () => {
          let problem: Partial<Problem> = {};
          try {
            problem = JSON.parse(body);
          } catch {}
          finish(new ProblemError({ ...problem, status: res.statusCode ?? 0, detail: problem.detail ?? body }));
        });
      });
      ws.on('message', (data) => {
        if (stopping) return;
        const m = JSON.parse(data.toString());
        if (m.type === 'welcome') {
          const resumed = m.connection_id === connectionId;
          if (connectionId && !resumed) note(`stream: could not resume; new connection ${m.connection_id}`);
          if (!resumed) {
            connectionId = m.connection_id;
            lastSeq = 0;
            subscribe(ws);
          }
          if (!welcomed) note(`watching ${o.symbols.join(',')} as ${m.environment} (${m.plan}); Ctrl-C to stop`);
          welcomed = true;
        } else if (m.type === 'alert') {
          lastSeq = m.seq;
          alerts++;
          process.stdout.write(`${o.json ? JSON.stringify(m) : alertLine(m, colour)}\n`);
          if (o.max !== undefined && alerts >= o.max) finish();
        } else if (m.type === 'resumed') {
          note(`stream: resumed ${m.connection_id}, ${m.replayed} alert(s) replayed`);
        } else if (m.type === 'missed') {
          note(`stream: missed data (${m.reason}): ${m.detail ?? ''} ${m.recover ?? ''}`.trim());
        } else if (m.type === 'error') {
          note(`stream error ${m.code}: ${m.message}`);
          if (m.code === 'plan_restricted' || m.code === 'unknown_symbol' || m.code === 'invalid_message') {
            finish(new CliError(`${m.code}: ${m.message}`));
          }
        }
        if (o.json && m.type !== 'alert' && m.type !== 'heartbeat') process.stdout.write(`${JSON.stringify(m)}\n`);
      });
      ws.on('error', (err) => {
        // Before any welcome a refused connection is an unreachable server; later it is a drop to retry.
        if (!welcomed)
          finish(new CliError(`cannot reach ${api.base}: ${(err as NodeJS.ErrnoException).code ?? err.message}`));
      });
      ws.on('close', (code) => {
        if (stopping || !welcomed) return;
        if (FATAL_CLOSE.has(code)) return finish(new CliError(`the stream closed the connection (${code})`));
        const delay = Math.min(30_000, 500 * 2 ** Math.min(reconnects, 6)) * (0.5 + Math.random() / 2);
        reconnects++;
        note(`stream: connection closed (${code}); reconnecting in ${(delay / 1000).toFixed(1)} s`);
        retry = setTimeout(connect, delay);
      });
    };
    connect();
  });
}
