/**
 * msig: the command line over the HTTP API. Admin commands (accounts, keys) use MSIG_ADMIN_TOKEN;
 * user commands (confirm, whales, heatmap, watch, webhooks, backtest) use an API key from
 * MSIG_API_KEY or --key. Every command takes --json. Exit codes: 0 done, 1 failed (a problem from
 * the API, an unreachable server, a missing key), 2 usage error.
 *
 *   MSIG_URL (default http://127.0.0.1:8080)
 */
import { Command, CommanderError } from 'commander';
import { adminCommands } from './commands/admin.ts';
import { backtestCommand } from './commands/backtest.ts';
import { confirmCommand } from './commands/confirm.ts';
import { heatmapCommand } from './commands/heatmap.ts';
import { watchCommand } from './commands/watch.ts';
import { webhooksCommands } from './commands/webhooks.ts';
import { whalesCommand } from './commands/whales.ts';
import { CliError, ProblemError } from './lib/errors.ts';

const program = new Command('msig')
  .description('Market-Signal Service CLI')
  .showHelpAfterError()
  // Subcommands inherit this: usage errors exit 2, help and version 0.
  .exitOverride((err: CommanderError) => {
    process.exit(err.exitCode === 0 ? 0 : 2);
  });

adminCommands(program);
confirmCommand(program);
whalesCommand(program);
heatmapCommand(program);
watchCommand(program);
webhooksCommands(program);
backtestCommand(program);

program.parseAsync().catch((err) => {
  if (err instanceof CommanderError) process.exit(2);
  // With --json a problem is also printed as JSON on stdout, for scripts.
  if (err instanceof ProblemError && process.argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify({ error: err.problem })}\n`);
  }
  process.stderr.write(`msig: ${err instanceof CliError ? err.message : (err as Error).stack}\n`);
  process.exit(1);
});
