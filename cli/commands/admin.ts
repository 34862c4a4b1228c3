/**
 * The operator's commands over the admin API (MSIG_ADMIN_TOKEN): accounts, plans and keys. The
 * one exception to "HTTP only" is `ingest --once`, which runs a collection cycle in the
 * foreground on the database itself.
 */
import type { Command } from 'commander';
import { LIVE_SOURCE_NAMES, type LiveSourceName, loadConfig } from '../../src/config.ts';
import { oneOf } from '../lib/command.ts';
import { adminTransport, send } from '../lib/http.ts';
import { out } from '../lib/output.ts';
import { progressBar } from '../lib/progress.ts';

const PLANS = ['free', 'trader', 'pro', 'enterprise'] as const;
const plan = oneOf(PLANS);

interface Key {
  id: string;
  key?: string;
  prefix: string;
  environment: string;
  revoked_at: string | null;
}

/** What the admin API answers; each command reads the part it asked for. */
interface AdminAnswer {
  account: { id: string; email: string; plan: string };
  keys: Key[] & { test: Key; live: Key };
  key: Key;
}

function call(method: string, path: string, body?: unknown): Promise<AdminAnswer> {
  return send<AdminAnswer>(adminTransport(), method, path, { body });
}

/** Warnings and errors to stderr as one line each; progress is the bar's. */
const quietLog = {
  info: () => {},
  warn: (obj: object, msg: string) => process.stderr.write(`\r\x1b[2Kwarn: ${msg} ${JSON.stringify(obj)}\n`),
  error: (obj: object, msg: string) => {
    const err = (obj as { err?: Error }).err;
    process.stderr.write(`\r\x1b[2Kerror: ${msg}${err ? `: ${err.message}` : ''}\n`);
  },
};

export function adminCommands(program: Command): void {
  const account = program.command('account').description('accounts and plans (admin: MSIG_ADMIN_TOKEN)');
  const key = program.command('key').description('API keys (admin: MSIG_ADMIN_TOKEN)');

  account
    .command('create')
    .description('create an account with one sandbox and one production key')
    .requiredOption('--email <email>', 'account email')
    .requiredOption('--plan <plan>', PLANS.join(' | '), plan)
    .option('--json', 'print JSON')
    .action(async (o: { email: string; plan: string; json?: boolean }) => {
      const r = await call('POST', '/admin/accounts', { email: o.email, plan: o.plan });
      out(
        o.json,
        { account_id: r.account.id, plan: r.account.plan, test_key: r.keys.test.key, live_key: r.keys.live.key },
        `account ${r.account.id} (${r.account.plan})\ntest key: ${r.keys.test.key}\nlive key: ${r.keys.live.key}\nThe keys are shown once: store them now.`,
      );
    });

  account
    .command('set-plan')
    .description("change an account's plan")
    .argument('<account-id>')
    .argument('<plan>', PLANS.join(' | '), plan)
    .option('--json', 'print JSON')
    .action(async (id: string, p: string, o: { json?: boolean }) => {
      const r = await call('PATCH', `/admin/accounts/${encodeURIComponent(id)}`, { plan: p });
      out(o.json, r.account, `account ${r.account.id} is now on ${r.account.plan}`);
    });

  account
    .command('show')
    .argument('<account-id>')
    .option('--json', 'print JSON')
    .action(async (id: string, o: { json?: boolean }) => {
      const r = await call('GET', `/admin/accounts/${encodeURIComponent(id)}`);
      const lines = r.keys.map((k) => `  ${k.id} ${k.prefix}… ${k.environment}${k.revoked_at ? ' (revoked)' : ''}`);
      out(o.json, r, `account ${r.account.id} ${r.account.email} (${r.account.plan})\n${lines.join('\n')}`);
    });

  key
    .command('create')
    .description('create a key; the secret is printed once')
    .argument('<account-id>')
    .option('--env <environment>', 'sandbox | production', 'sandbox')
    .option('--name <name>', 'a label for the key')
    .option('--json', 'print JSON')
    .action(async (id: string, o: { env: string; name?: string; json?: boolean }) => {
      const environment = o.env === 'test' ? 'sandbox' : o.env === 'live' ? 'production' : o.env;
      const r = await call('POST', `/admin/accounts/${encodeURIComponent(id)}/keys`, { environment, name: o.name });
      out(o.json, r.key, `${r.key.id}: ${r.key.key}`);
    });

  key
    .command('revoke')
    .description('revoke a key; it stops working at once')
    .argument('<key-id>')
    .option('--json', 'print JSON')
    .action(async (id: string, o: { json?: boolean }) => {
      const r = await call('DELETE', `/admin/keys/${encodeURIComponent(id)}`);
      out(o.json, r.key, `${r.key.id} revoked at ${r.key.revoked_at}`);
    });

  program
    .command('ingest')
    .description(
      'collect from the live sources in the foreground (same settings as the server: DATA_DIR, DATABASE_URL, *_URL)',
    )
    .requiredOption('--once', 'run one cycle of every job and exit')
    .option('--source <name>', `only this source (${LIVE_SOURCE_NAMES.join(', ')}); repeatable`, collectSource, [])
    .option('--json', 'print the reports as JSON')
    .action(async (o: { source: LiveSourceName[]; json?: boolean }) => {
      // The collection stack is large: loaded only by the one command that needs it.
      const { ingestOnce } = await import('../../src/ingest/run-once.ts');
      const config = loadConfig();
      const bar = progressBar(process.stderr);
      const reports = await ingestOnce(config, {
        sources: o.source.length > 0 ? o.source : undefined,
        log: quietLog,
        progress: bar.update,
        onReport: (r) =>
          bar.done(
            `${r.ok ? 'ok  ' : 'FAIL'} ${r.job.padEnd(32)} ${(r.durationMs / 1000).toFixed(1).padStart(6)} s  ${r.summary}`,
          ),
      });
      const failed = reports.filter((r) => !r.ok);
      out(o.json, reports, `${reports.length - failed.length} of ${reports.length} jobs succeeded`);
      if (failed.length > 0) process.exitCode = 1;
    });
}

function collectSource(value: string, previous: LiveSourceName[]): LiveSourceName[] {
  return [...previous, oneOf(LIVE_SOURCE_NAMES)(value)];
}
