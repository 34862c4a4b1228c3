/** `msig webhooks …`: register, inspect, test and replay webhook deliveries. */
import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import type { Webhook } from '../lib/api.ts';
import { apiOf, list, oneOf, positiveInt, type UserOpts, userCommand } from '../lib/command.ts';
import { colourOn, out, table } from '../lib/output.ts';

function id(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647) throw new InvalidArgumentError('must be a webhook id');
  return n;
}

function webhookText(w: Webhook): string {
  return [
    `webhook ${w.webhook_id} ${w.enabled ? 'enabled' : `disabled (${w.disabled_reason})`} (${w.environment})`,
    `  url      ${w.url}`,
    `  events   ${w.events.join(', ')}`,
    `  symbols  ${w.symbols.join(', ')}`,
    `  format   ${w.format}${w.description ? `\n  about    ${w.description}` : ''}`,
    `  failures ${w.consecutive_failures} in a row; created ${w.created_at}`,
  ].join('\n');
}

export function webhooksCommands(program: Command): void {
  const hooks = program.command('webhooks').description('webhook registrations and their deliveries');

  userCommand(hooks, 'list', 'the registrations of this key’s environment').action(async (o: UserOpts) => {
    const r = await apiOf(o).webhooks();
    out(o.json, r, () =>
      r.webhooks.length === 0
        ? `no webhooks (at most ${r.max_registrations})`
        : table(
            r.webhooks,
            [
              { header: 'id', value: (w) => String(w.webhook_id) },
              { header: 'state', value: (w) => (w.enabled ? 'enabled' : 'disabled'), align: 'left' },
              { header: 'events', value: (w) => w.events.join(','), align: 'left' },
              { header: 'symbols', value: (w) => w.symbols.join(','), align: 'left' },
              { header: 'url', value: (w) => w.url, align: 'left' },
            ],
            colourOn(),
          ),
    );
  });

  userCommand(hooks, 'create', 'register a webhook (Pro and Enterprise plans)')
    .requiredOption('--url <url>', 'https:// address that receives the deliveries')
    .requiredOption('--secret <secret>', 'signing secret (at least 16 characters)')
    .option('--events <list>', 'HIGH, MEDIUM, VETO, SIGNAL or * (comma-separated)', list, ['*'])
    .option('--symbols <list>', 'symbols or * (comma-separated)', list, ['*'])
    .option('--format <n>', '1 (X-Service-Signature) or 2 (Standard Webhooks)', oneOf(['1', '2'] as const))
    .option('--description <text>', 'a note for yourself')
    .action(
      async (
        o: UserOpts & { url: string; secret: string; events: string[]; symbols: string[]; format?: string } & {
          description?: string;
        },
      ) => {
        const w = await apiOf(o).createWebhook({
          url: o.url,
          secret: o.secret,
          events: o.events,
          symbols: o.symbols,
          ...(o.format ? { format: Number(o.format) } : {}),
          ...(o.description ? { description: o.description } : {}),
        });
        out(o.json, w, () => `${webhookText(w)}\n${w.message}`);
      },
    );

  userCommand(hooks, 'get', 'one registration')
    .argument('<id>', 'webhook id', id)
    .action(async (webhookId: number, o: UserOpts) => {
      const w = await apiOf(o).webhook(webhookId);
      out(o.json, w, () => webhookText(w));
    });

  userCommand(hooks, 'delete', 'delete a registration; its pending deliveries are not sent')
    .argument('<id>', 'webhook id', id)
    .action(async (webhookId: number, o: UserOpts) => {
      await apiOf(o).deleteWebhook(webhookId);
      out(o.json, { deleted: true, webhook_id: webhookId }, `webhook ${webhookId} deleted`);
    });

  userCommand(hooks, 'test', 'send a signed test delivery now and show the outcome')
    .argument('<id>', 'webhook id', id)
    .option('--event <name>', 'HIGH (default), MEDIUM, VETO or SIGNAL')
    .option('--symbol <symbol>', 'default: the registration’s first symbol')
    .action(async (webhookId: number, o: UserOpts & { event?: string; symbol?: string }) => {
      const r = await apiOf(o).testWebhook({ webhook_id: webhookId, event: o.event, symbol: o.symbol });
      const verdict = r.delivered
        ? `delivered: ${r.response_status} in ${r.latency_ms} ms`
        : `not delivered: ${r.error ?? r.response_status}`;
      out(o.json, r, `test ${r.event} ${r.symbol} to webhook ${webhookId} (delivery ${r.delivery_id}): ${verdict}`);
      if (!r.delivered) process.exitCode = 1;
    });

  userCommand(hooks, 'deliveries', 'the delivery log, newest first, with every attempt')
    .argument('<id>', 'webhook id', id)
    .option('--status <status>', 'pending | succeeded | failed', oneOf(['pending', 'succeeded', 'failed'] as const))
    .option('--limit <n>', 'at most this many (1..100)', positiveInt, 20)
    .action(async (webhookId: number, o: UserOpts & { status?: string; limit: number }) => {
      const r = await apiOf(o).deliveries(webhookId, { status: o.status, limit: o.limit });
      out(o.json, r, () =>
        r.deliveries.length === 0
          ? 'no deliveries'
          : table(
              r.deliveries,
              [
                { header: 'delivery', value: (d) => String(d.delivery_id) },
                { header: 'event', value: (d) => `${d.event}${d.test ? ' (test)' : ''}`, align: 'left' },
                { header: 'symbol', value: (d) => d.symbol, align: 'left' },
                {
                  header: 'status',
                  value: (d) => d.status,
                  align: 'left',
                  colour: (d) => (d.status === 'succeeded' ? 'green' : d.status === 'failed' ? 'red' : 'yellow'),
                },
                { header: 'attempts', value: (d) => String(d.attempts.length) },
                {
                  header: 'last answer',
                  value: (d) => {
                    const a = d.attempts[d.attempts.length - 1];
                    return a ? (a.error ?? String(a.response_status)) : '-';
                  },
                  align: 'left',
                },
                { header: 'created', value: (d) => d.created_at, align: 'left' },
              ],
              colourOn(),
            ),
      );
    });

  userCommand(hooks, 'redeliver', 'send one delivery again (same event id and body)')
    .argument('<id>', 'webhook id', id)
    .argument('<delivery-id>', 'delivery id', id)
    .action(async (webhookId: number, deliveryId: number, o: UserOpts) => {
      const r = await apiOf(o).redeliver(webhookId, deliveryId);
      out(o.json, r, `delivery ${r.delivery_id} queued again (attempt ${r.attempt})`);
    });
}
