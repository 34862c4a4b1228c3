/** `msig whales`: the tracked whale wallets as a table. */
import type { Command } from 'commander';
import { apiOf, oneOf, positiveInt, type UserOpts, userCommand } from '../lib/command.ts';
import { colourOn, out, table, usd } from '../lib/output.ts';

const short = (address: string) => (address.length > 14 ? `${address.slice(0, 8)}…${address.slice(-4)}` : address);

export function whalesCommand(program: Command): void {
  userCommand(program, 'whales', 'tracked whale wallets: account value, PnL, volume and open positions')
    .option('--symbol <symbol>', 'only whales holding this symbol')
    .option('--label <label>', 'only whales with this label')
    .option('--sort <key>', 'account_value | pnl | volume', oneOf(['account_value', 'pnl', 'volume'] as const))
    .option('--limit <n>', 'at most this many (1..500)', positiveInt, 20)
    .action(async (o: UserOpts & { symbol?: string; label?: string; sort?: string; limit: number }) => {
      const r = await apiOf(o).whales({ symbol: o.symbol, label: o.label, sort: o.sort, limit: o.limit });
      const colour = colourOn();
      out(o.json, r, () =>
        [
          table(
            r.whales,
            [
              { header: 'address', value: (w) => short(w.address), align: 'left' },
              { header: 'label', value: (w) => w.label ?? '', align: 'left' },
              { header: 'account', value: (w) => usd(w.account_value_usd) },
              {
                header: 'pnl',
                value: (w) => usd(w.pnl_all_time_usd),
                colour: (w) => (w.pnl_all_time_usd >= 0 ? 'green' : 'red'),
              },
              { header: 'vol 24h', value: (w) => usd(w.volume_24h_usd) },
              { header: 'pos', value: (w) => String(w.positions.count) },
              { header: 'long', value: (w) => usd(w.positions.long_notional_usd), colour: () => 'green' },
              { header: 'short', value: (w) => usd(w.positions.short_notional_usd), colour: () => 'red' },
              { header: 'symbols', value: (w) => w.positions.symbols.slice(0, 4).join(','), align: 'left' },
            ],
            colour,
          ),
          `${r.count} of ${r.total} whales, as of ${r.as_of}`,
        ].join('\n'),
      );
    });
}
