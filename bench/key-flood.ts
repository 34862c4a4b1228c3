/**
 * bench:flood — a valid key's throughput while a flood of random, never-repeating, well-formed
 * keys hits the same server, as a ratio of its throughput without the flood.
 * Target: ratio >= 0.5 when the flood comes from one address.
 *
 * The server trusts X-Forwarded-For from loopback (TRUST_PROXY), so the valid caller and the
 * attacker are told apart by address as they would be behind a proxy. The flood runs in a child
 * process (50 connections, like the valid load) so it does not share the load generator's core.
 * A second run spreads the flood over a fresh address per request (an attacker with many
 * addresses): reported alongside, no target.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { spawnGroup } from '../test/helpers/process-group.ts';
import { type LoadResult, line, load, startServers, unlimitedAccount, verdict } from './lib.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function randomKey(): string {
  let s = 'sk_live_';
  for (const b of randomBytes(43)) s += BASE62[b % 62];
  return s;
}

function randomAddress(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

/** The child: floods `url` until killed, then prints its status counts. */
async function flood(url: string, spread: boolean): Promise<void> {
  let finish!: (r: autocannon.Result) => void;
  const finished = new Promise<autocannon.Result>((resolve) => {
    finish = resolve;
  });
  const instance = autocannon(
    {
      url,
      connections: 50,
      duration: 3_600,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            headers: {
              ...req.headers,
              'x-api-key': randomKey(),
              'x-forwarded-for': spread ? randomAddress() : '203.0.113.66',
            },
          }),
        },
      ],
    },
    (_err, result) => finish(result),
  );
  process.on('SIGTERM', () => instance.stop());
  const result = await finished;
  process.stdout.write(
    `${JSON.stringify({ rps: result.requests.average, '2xx': result['2xx'], non2xx: result.non2xx, statusCodes: result.statusCodeStats })}\n`,
  );
}

/** The flood runs in a process group of its own, so it cannot outlive this bench even if the bench fails. */
function startFlood(url: string, spread: boolean): { stop(): Promise<string> } {
  const flood = spawnGroup(
    process.execPath,
    ['--import', 'tsx', new URL(import.meta.url).pathname, '--flood', url, String(spread)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  flood.child.stdout!.setEncoding('utf8').on('data', (c: string) => {
    out += c;
  });
  // 'close' comes once the child's output has been read to the end, after it exits.
  const closed = new Promise((r) => flood.child.once('close', r));
  return {
    async stop() {
      await flood.stop('SIGTERM');
      await closed;
      return out.trim();
    },
  };
}

async function main(): Promise<void> {
  const servers = await startServers({ TRUST_PROXY: '127.0.0.1' });
  try {
    const acc = await unlimitedAccount(servers);
    const url = `${servers.app}/v1/symbols?test_only=true`;
    const headers = { 'x-api-key': acc.liveKey, 'x-forwarded-for': '198.51.100.7' };
    await load(url, { headers, seconds: 2 });

    const quiet = await load(url, { headers, seconds });
    const runs: Array<{ label: string; during: LoadResult; flood: string }> = [];
    for (const spread of [false, true]) {
      const f = startFlood(url, spread);
      await new Promise((r) => setTimeout(r, 1_000));
      const during = await load(url, { headers, seconds });
      runs.push({
        label: spread ? 'flood, address per request' : 'flood from one address',
        during,
        flood: await f.stop(),
      });
    }

    console.log(`bench:flood (${seconds} s per run; a valid key on 50 connections, random keys on 50 more)`);
    console.log(line('no flood', { ...quiet, worstP99: quiet.p99 }));
    for (const { label, during, flood } of runs) {
      const ratio = during.rps / quiet.rps;
      const target = label === 'flood from one address' ? `(target >= 0.5)  ${verdict(ratio >= 0.5)}` : '(no target)';
      console.log(line(label, { ...during, worstP99: during.p99 }));
      console.log(`  ratio                        ${ratio.toFixed(2)}  ${target}`);
      if (flood) console.log(`    flood: ${flood}`);
    }
  } finally {
    await servers.stop();
  }
}

if (process.argv[2] === '--flood') await flood(process.argv[3]!, process.argv[4] === 'true');
else await main();
