/**
 * `msig backtest`: replays the sandbox history. For each instant of the window the confirmation's
 * decision (CONFIRM, REDUCE, SKIP) per symbol and side, the forward returns at +1 h, +4 h and
 * +24 h in the side's direction, then per decision: count, mean, median, hit rate. Optionally a
 * chart written to a PNG or a self-contained HTML page.
 */
import { writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import { chartScene } from '../backtest/chart.ts';
import { type BacktestResult, HOUR_MS } from '../backtest/engine.ts';
import { runBacktest } from '../backtest/gather.ts';
import { backtestHtml } from '../backtest/html.ts';
import { encodePng } from '../backtest/png.ts';
import { rasterise } from '../backtest/raster.ts';
import type { Side } from '../lib/api.ts';
import { apiOf, list, positiveInt, type UserOpts, userCommand } from '../lib/command.ts';
import { CliError } from '../lib/errors.ts';
import { type Column, colourOn, out, pct, table } from '../lib/output.ts';
import { progressBar } from '../lib/progress.ts';

interface BacktestOpts extends UserOpts {
  symbols: string[];
  sides: Side[];
  days: number;
  from?: number;
  to?: number;
  step: number;
  chart?: string;
}

/** "1h", "4h", "1d" or a number of hours, as milliseconds (whole hours only). */
export function stepOf(value: string): number {
  const m = /^(\d+)\s*([hd]?)$/i.exec(value.trim());
  const n = m ? Number(m[1]) * (m[2]?.toLowerCase() === 'd' ? 24 : 1) : 0;
  if (!(n >= 1 && n <= 24 * 7)) throw new InvalidArgumentError('must be whole hours, e.g. 1h, 4h or 1d');
  return n * HOUR_MS;
}

function timeOf(value: string): number {
  const ms = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  if (!Number.isFinite(ms)) throw new InvalidArgumentError('must be an ISO 8601 time or Unix milliseconds');
  return ms;
}

function sidesOf(value: string): Side[] {
  const sides = list(value);
  for (const s of sides) if (s !== 'long' && s !== 'short') throw new InvalidArgumentError('must be long, short');
  return [...new Set(sides)] as Side[];
}

type SummaryRow = BacktestResult['summary'][number];

export function summaryTable(r: BacktestResult, colour: boolean): string {
  const columns: Column<SummaryRow>[] = [
    {
      header: 'decision',
      value: (s) => s.decision,
      align: 'left',
      colour: (s) => (s.decision === 'CONFIRM' ? 'green' : s.decision === 'REDUCE' ? 'yellow' : 'grey'),
    },
    { header: 'count', value: (s) => String(s.count) },
  ];
  for (const h of r.horizons) {
    columns.push(
      { header: `${h} mean`, value: (s) => pct(s.horizons[h].mean, 3) },
      { header: `${h} median`, value: (s) => pct(s.horizons[h].median, 3) },
      {
        header: `${h} hit`,
        value: (s) => (s.horizons[h].hit_rate === null ? '-' : `${(s.horizons[h].hit_rate! * 100).toFixed(1)}%`),
      },
    );
  }
  return table(r.summary, columns, colour);
}

function backtestText(r: BacktestResult, chart: string | undefined, colour: boolean): string {
  return [
    `backtest ${r.symbols.join(',')} ${r.sides.join('/')}: ${r.from} to ${r.to}, step ${r.step_ms / HOUR_MS} h (sandbox clock ${r.clock})`,
    summaryTable(r, colour),
    `${r.evaluated} decisions evaluated; ${r.skipped} skipped (forward window past the clock); ${r.failed} failed`,
    `hit: ${r.hit_definition}`,
    ...(chart ? [`chart written to ${chart}`] : []),
  ].join('\n');
}

function writeChart(file: string, r: BacktestResult): void {
  const scene = chartScene(r);
  const ext = extname(file).toLowerCase();
  if (ext === '.png') {
    const raster = rasterise(scene);
    writeFileSync(file, encodePng(raster.width, raster.height, raster.data));
  } else if (ext === '.html' || ext === '.htm') {
    writeFileSync(file, backtestHtml(r, scene));
  } else {
    throw new CliError(`--chart ${file}: the file must end in .png or .html`);
  }
}

export function backtestCommand(program: Command): void {
  userCommand(program, 'backtest', 'replay the sandbox history: decisions vs forward returns at +1 h, +4 h, +24 h')
    .option('--symbols <list>', 'comma-separated sandbox symbols', list, ['TEST_BTC'])
    .option('--sides <list>', 'long, short or both', sidesOf, ['long', 'short'])
    .option('--days <n>', 'window: this many days before the sandbox clock', positiveInt, 30)
    .option('--from <time>', 'window start (ISO 8601 or Unix ms), instead of --days', timeOf)
    .option('--to <time>', 'window end (default: the sandbox clock)', timeOf)
    .option('--step <step>', 'between instants: whole hours (1h, 4h, 1d)', stepOf, HOUR_MS)
    .option('--chart <file>', 'also write a chart: file.png or file.html')
    .action(async (o: BacktestOpts) => {
      if (o.chart && !/\.(png|html?)$/i.test(o.chart))
        throw new CliError('--chart: the file must end in .png or .html');
      const bar = progressBar(process.stderr, !o.json);
      const result = await runBacktest(
        apiOf(o),
        { symbols: o.symbols, sides: o.sides, days: o.days, from: o.from, to: o.to, stepMs: o.step },
        bar.update,
      );
      bar.clear();
      if (o.chart) writeChart(o.chart, result);
      out(o.json, o.chart ? { ...result, chart: o.chart } : result, () => backtestText(result, o.chart, colourOn()));
    });
}
