/** The backtest as one self-contained HTML page: the chart as inline SVG, then the summary table. */
import { escapeUTF8 } from 'entities';
import { pct } from '../lib/output.ts';
import type { Rgb, Scene } from './chart.ts';
import type { BacktestResult } from './engine.ts';

const rgb = (c: Rgb) => `rgb(${c[0]},${c[1]},${c[2]})`;

export function sceneSvg(scene: Scene): string {
  const parts = scene.shapes.map((s) => {
    if (s.kind === 'rect') return `<rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" fill="${rgb(s.fill)}"/>`;
    if (s.kind === 'line')
      return `<line x1="${s.x1}" y1="${s.y1}" x2="${s.x2}" y2="${s.y2}" stroke="${rgb(s.stroke)}"/>`;
    // The bitmap font's cell is 6 × 7 px per scale; a monospace face at that size lines up with it.
    return `<text x="${s.x}" y="${s.y + 7 * s.scale}" font-size="${10 * s.scale}" fill="${rgb(s.fill)}">${escapeUTF8(s.text)}</text>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${scene.width}" height="${scene.height}" viewBox="0 0 ${scene.width} ${scene.height}" font-family="ui-monospace, Menlo, Consolas, monospace">`,
    `<rect width="100%" height="100%" fill="${rgb(scene.background)}"/>`,
    ...parts,
    '</svg>',
  ].join('\n');
}

function summaryTable(r: BacktestResult): string {
  const head = ['decision', 'count', ...r.horizons.flatMap((h) => [`${h} mean`, `${h} median`, `${h} hit rate`])];
  const rows = r.summary.map((s) => [
    s.decision,
    String(s.count),
    ...r.horizons.flatMap((h) => {
      const st = s.horizons[h];
      return [pct(st.mean, 3), pct(st.median, 3), st.hit_rate === null ? '-' : `${(st.hit_rate * 100).toFixed(1)}%`];
    }),
  ]);
  const tr = (cells: string[], tag: string) =>
    `<tr>${cells.map((c) => `<${tag}>${escapeUTF8(c)}</${tag}>`).join('')}</tr>`;
  return `<table>\n${tr(head, 'th')}\n${rows.map((row) => tr(row, 'td')).join('\n')}\n</table>`;
}

export function backtestHtml(r: BacktestResult, scene: Scene): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>msig backtest: ${escapeUTF8(r.symbols.join(', '))}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; color: #1e1e24; }
table { border-collapse: collapse; margin-top: 1rem; }
th, td { padding: 0.25rem 0.75rem; border-bottom: 1px solid #ddd; text-align: right; }
th:first-child, td:first-child { text-align: left; }
</style>
</head>
<body>
<h1>Backtest: ${escapeUTF8(r.symbols.join(', '))} (${escapeUTF8(r.sides.join(', '))})</h1>
<p>${escapeUTF8(r.from)} to ${escapeUTF8(r.to)}, step ${r.step_ms / 3_600_000} h, sandbox clock ${escapeUTF8(r.clock)}: ${r.evaluated} decisions evaluated, ${r.skipped} skipped (forward window past the clock), ${r.failed} failed.</p>
${sceneSvg(scene)}
${summaryTable(r)}
<p>Hit: ${escapeUTF8(r.hit_definition)}.</p>
</body>
</html>
`;
}
