/**
 * `msig heatmap`: funding per venue × symbol in the terminal, coloured by rate (red: longs pay a
 * lot, blue: shorts pay), plain text when stdout is not a terminal or NO_COLOR is set.
 */
import type { Command } from 'commander';
import type { Heatmap } from '../lib/api.ts';
import { apiOf, list, positiveInt, type UserOpts, userCommand } from '../lib/command.ts';
import { type Colour, colourOn, out, table } from '../lib/output.ts';

/** The newest reading in the window of one venue and symbol, or null. */
export function latestCell(map: Heatmap, v: number, s: number): number | null {
  const row = map.cells[v]?.[s] ?? [];
  for (let h = row.length - 1; h >= 0; h--) if (row[h] !== null && row[h] !== undefined) return row[h]!;
  return null;
}

/** Funding per 8 h: ≥ 0.03 % hot, ≥ 0.01 % warm, negative cool. */
export function rateColour(rate: number | null): Colour | undefined {
  if (rate === null) return 'grey';
  if (rate >= 0.0003) return 'red';
  if (rate >= 0.0001) return 'yellow';
  if (rate < 0) return rate <= -0.0001 ? 'blue' : 'cyan';
  return 'green';
}

const cellText = (rate: number | null) => (rate === null ? '-' : `${(rate * 100).toFixed(4)}%`);

export function heatmapCommand(program: Command): void {
  userCommand(program, 'heatmap', 'funding rate per venue × symbol (per 8 h, newest reading in the window)')
    .option('--symbols <list>', 'comma-separated symbols (default: those your plan reads)', list)
    .option('--hours <n>', 'window, hours (1..168)', positiveInt, 1)
    .option('--exchange <venue>', 'one venue only')
    .action(async (o: UserOpts & { symbols?: string[]; hours: number; exchange?: string }) => {
      const map = await apiOf(o).heatmap({ symbols: o.symbols?.join(','), hours: o.hours, exchange: o.exchange });
      const colour = colourOn();
      const rows = map.symbols.map((symbol, s) => ({ symbol, rates: map.venues.map((_, v) => latestCell(map, v, s)) }));
      out(o.json, map, () =>
        [
          table(
            rows,
            [
              { header: 'symbol', value: (r) => r.symbol, align: 'left' as const },
              ...map.venues.map((venue, v) => ({
                header: venue,
                value: (r: (typeof rows)[number]) => cellText(r.rates[v]!),
                colour: (r: (typeof rows)[number]) => rateColour(r.rates[v]!),
              })),
            ],
            colour,
          ),
          `funding per 8 h, as of ${map.as_of}`,
        ].join('\n'),
      );
    });
}
