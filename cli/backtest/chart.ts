/**
 * The backtest chart as a list of shapes (rectangles, lines, text), laid out once and drawn by
 * both writers: raster.ts into a PNG, html.ts into inline SVG. Two panels, each grouped by horizon
 * with one bar per decision: mean forward return (bars from the zero line) and hit rate (bars from
 * 0 %, with a line at 50 %).
 */
import type { Action } from '../lib/api.ts';
import { pct } from '../lib/output.ts';
import { type BacktestResult, DECISIONS } from './engine.ts';

export type Rgb = [number, number, number];

export type Shape =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; fill: Rgb }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; stroke: Rgb }
  | { kind: 'text'; x: number; y: number; text: string; fill: Rgb; scale: number };

export interface Scene {
  width: number;
  height: number;
  background: Rgb;
  shapes: Shape[];
}

export const DECISION_COLOURS: Record<Action, Rgb> = {
  CONFIRM: [46, 160, 67],
  REDUCE: [219, 150, 20],
  SKIP: [130, 130, 140],
};
const INK: Rgb = [30, 30, 36];
const AXIS: Rgb = [170, 170, 180];
const WIDTH = 840;
const HEIGHT = 560;
const LEFT = 80;
const RIGHT = 20;

interface Panel {
  title: string;
  top: number;
  height: number;
  /** The value range shown, bottom to top. */
  lo: number;
  hi: number;
  value: (d: Action, horizon: string) => number | null;
  label: (v: number) => string;
  /** A reference line drawn across the panel. */
  reference: number;
  /** Where bars start: zero return, or zero hit rate. */
  base: number;
}

/** Text at (x, y) of the top-left corner; 6 px per character at scale 1 (5 px glyph, 1 px gap). */
function text(x: number, y: number, s: string, scale = 1, fill: Rgb = INK): Shape {
  return { kind: 'text', x, y, text: s, fill, scale };
}

export function textWidth(s: string, scale = 1): number {
  return s.length * 6 * scale;
}

function panelShapes(p: Panel, horizons: readonly string[]): Shape[] {
  const shapes: Shape[] = [text(LEFT, p.top - 20, p.title, 2)];
  const plotW = WIDTH - LEFT - RIGHT;
  const y = (v: number) => Math.round(p.top + ((p.hi - v) / (p.hi - p.lo)) * p.height);
  shapes.push({ kind: 'line', x1: LEFT, y1: p.top, x2: LEFT, y2: p.top + p.height, stroke: AXIS });
  for (const v of [p.hi, p.reference, p.lo]) {
    const label = p.label(v);
    shapes.push(text(LEFT - 8 - textWidth(label), y(v) - 3, label));
  }
  shapes.push({ kind: 'line', x1: LEFT, y1: y(p.reference), x2: WIDTH - RIGHT, y2: y(p.reference), stroke: AXIS });
  const groupW = plotW / horizons.length;
  const barW = Math.floor((groupW * 0.7) / DECISIONS.length);
  horizons.forEach((h, g) => {
    const x0 = Math.round(LEFT + g * groupW + groupW * 0.15);
    DECISIONS.forEach((d, i) => {
      const v = p.value(d, h);
      if (v === null) return;
      const clamped = Math.min(p.hi, Math.max(p.lo, v));
      const a = y(p.base);
      const b = y(clamped);
      shapes.push({
        kind: 'rect',
        x: x0 + i * barW,
        y: Math.min(a, b),
        w: barW - 4,
        h: Math.max(1, Math.abs(b - a)),
        fill: DECISION_COLOURS[d],
      });
    });
    const label = `+${h}`;
    shapes.push(text(Math.round(LEFT + g * groupW + groupW / 2 - textWidth(label) / 2), p.top + p.height + 8, label));
  });
  return shapes;
}

/** A symmetric range around zero covering every value, at least ±0.1 %. */
function symmetricRange(values: number[]): number {
  const m = Math.max(0.001, ...values.map(Math.abs));
  return m * 1.1;
}

export function chartScene(r: BacktestResult): Scene {
  const stat = (d: Action, h: string) => r.summary.find((s) => s.decision === d)!.horizons[h as '1h'];
  const means = r.summary.flatMap((s) => r.horizons.map((h) => s.horizons[h].mean ?? 0));
  const range = symmetricRange(means);
  const shapes: Shape[] = [
    text(LEFT, 16, `MSIG BACKTEST  ${r.symbols.join(',')}  ${r.sides.join('/')}`, 2),
    text(LEFT, 40, `${r.from.slice(0, 16)} TO ${r.to.slice(0, 16)}  ${r.evaluated} DECISIONS`),
  ];
  shapes.push(
    ...panelShapes(
      {
        title: 'MEAN FORWARD RETURN',
        top: 100,
        height: 160,
        lo: -range,
        hi: range,
        reference: 0,
        base: 0,
        value: (d, h) => stat(d, h).mean,
        label: (v) => pct(v, 2),
      },
      r.horizons,
    ),
    ...panelShapes(
      {
        title: 'HIT RATE',
        top: 340,
        height: 140,
        lo: 0,
        hi: 1,
        reference: 0.5,
        base: 0,
        value: (d, h) => stat(d, h).hit_rate,
        label: (v) => `${Math.round(v * 100)}%`,
      },
      r.horizons,
    ),
  );
  // Legend: a swatch and the decision's name and count.
  DECISIONS.forEach((d, i) => {
    const x = LEFT + i * 220;
    const count = r.summary.find((s) => s.decision === d)!.count;
    shapes.push({ kind: 'rect', x, y: HEIGHT - 30, w: 14, h: 14, fill: DECISION_COLOURS[d] });
    shapes.push(text(x + 22, HEIGHT - 27, `${d} (${count})`));
  });
  return { width: WIDTH, height: HEIGHT, background: [255, 255, 255], shapes };
}
