/**
 * msig: the operator's CLI over the admin HTTP API. It talks HTTP (never the database file),
 * so it works while the server holds the embedded database.
 *
 *   MSIG_URL (default http://127.0.0.1:8080), MSIG_ADMIN_TOKEN (the server's ADMIN_TOKEN)
 */
import { Command, InvalidArgumentError } from 'commander';

const PLANS = ['free', 'trader', 'pro', 'enterprise'];

class CliError extends Error {}

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

function plan(value: string): string {
  if (!PLANS.includes(value)) throw new InvalidArgumentError(`must be one of ${PLANS.join(', ')}`);
  return value;
}

async function call(method: string, path: string, body?: unknown): Promise<AdminAnswer> {
  const base = (process.env.MSIG_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
  const token = process.env.MSIG_ADMIN_TOKEN;
  if (!token) throw new CliError('MSIG_ADMIN_TOKEN is not set (it must equal the server ADMIN_TOKEN)');
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (err) {
    throw new CliError(`cannot reach ${base}: ${(err as Error).cause ?? (err as Error).message}`);
  }
  const text = await res.text();
  const json = text ? JSON.parse(text) : {};
  if (!res.ok) throw new CliError(`${res.status} ${json.code ?? ''}: ${json.detail ?? text}`);
  return json;
}

function out(json: boolean, value: unknown, human: string): void {
  process.stdout.write(json ? `${JSON.stringify(value, null, 2)}\n` : `${human}\n`);
}

const program = new Command('msig').description('Market-Signal Service admin CLI').showHelpAfterError();
const account = program.command('account').description('accounts and plans');
const key = program.command('key').description('API keys');

account
  .command('create')
  .description('create an account with one sandbox and one production key')
  .requiredOption('--email <email>', 'account email')
  .requiredOption('--plan <plan>', PLANS.join(' | '), plan)
  .option('--json', 'print JSON')
  .action(async (o: { email: string; plan: string; json?: boolean }) => {
    const r = await call('POST', '/admin/accounts', { email: o.email, plan: o.plan });
    out(
      !!o.json,
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
    out(!!o.json, r.account, `account ${r.account.id} is now on ${r.account.plan}`);
  });

account
  .command('show')
  .argument('<account-id>')
  .option('--json', 'print JSON')
  .action(async (id: string, o: { json?: boolean }) => {
    const r = await call('GET', `/admin/accounts/${encodeURIComponent(id)}`);
    const lines = r.keys.map((k) => `  ${k.id} ${k.prefix}… ${k.environment}${k.revoked_at ? ' (revoked)' : ''}`);
    out(!!o.json, r, `account ${r.account.id} ${r.account.email} (${r.account.plan})\n${lines.join('\n')}`);
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
    out(!!o.json, r.key, `${r.key.id}: ${r.key.key}`);
  });

key
  .command('revoke')
  .description('revoke a key; it stops working at once')
  .argument('<key-id>')
  .option('--json', 'print JSON')
  .action(async (id: string, o: { json?: boolean }) => {
    const r = await call('DELETE', `/admin/keys/${encodeURIComponent(id)}`);
    out(!!o.json, r.key, `${r.key.id} revoked at ${r.key.revoked_at}`);
  });

program.parseAsync().catch((err) => {
  process.stderr.write(`msig: ${err instanceof CliError ? err.message : (err as Error).stack}\n`);
  process.exit(1);
});
