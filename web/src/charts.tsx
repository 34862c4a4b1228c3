/**
 * Charts drawn as SVG, no library: stacked bars (usage per day), a heatmap (funding by venue and
 * symbol over time) and signed bars (whale flow). Each carries a text summary for screen readers;
 * the pages also show the numbers in tables.
 */
import type { ReactNode } from 'react';

export const PALETTE = ['#1d4ed8', '#b45309', '#047857', '#7c3aed', '#be123c', '#0e7490', '#4d7c0f', '#a21caf'];

/**
 * An SVG in a horizontally scrollable box: `natural` draws it at its own pixel size (cells stay
 * legible on a phone), otherwise it fills the width but never shrinks below a readable size.
 */
function Frame(props: { label: string; width: number; height: number; natural?: boolean; children: ReactNode }) {
  return (
    <div className="scroll">
      <svg
        className={props.natural ? 'chart natural' : 'chart'}
        width={props.natural ? props.width : undefined}
        viewBox={`0 0 ${props.width} ${props.height}`}
        role="img"
        aria-label={props.label}
        preserveAspectRatio="xMinYMin meet"
      >
        {props.children}
      </svg>
    </div>
  );
}

/** One bar per column, stacked by series. */
export function StackedBars(props: {
  label: string;
  columns: string[];
  series: Array<{ name: string; values: number[] }>;
}) {
  const W = 640;
  const H = 220;
  const pad = { l: 44, r: 8, t: 10, b: 34 };
  const totals = props.columns.map((_, i) => props.series.reduce((a, s) => a + (s.values[i] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const bw = (W - pad.l - pad.r) / Math.max(1, props.columns.length);
  const y = (v: number) => pad.t + (H - pad.t - pad.b) * (1 - v / max);
  return (
    <figure className="figure">
      <Frame label={props.label} width={W} height={H}>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={pad.l} x2={W - pad.r} y1={y(max * f)} y2={y(max * f)} className="grid" />
            <text x={pad.l - 6} y={y(max * f) + 4} textAnchor="end" className="axis">
              {Math.round(max * f)}
            </text>
          </g>
        ))}
        {props.columns.map((c, i) => {
          let base = 0;
          return (
            <g key={c}>
              {props.series.map((s, k) => {
                const v = s.values[i] ?? 0;
                if (v === 0) return null;
                const top = y(base + v);
                const h = y(base) - top;
                base += v;
                return (
                  <rect
                    key={s.name}
                    x={pad.l + i * bw + 2}
                    y={top}
                    width={Math.max(1, bw - 4)}
                    height={h}
                    fill={PALETTE[k % PALETTE.length]}
                  >
                    <title>{`${c} ${s.name}: ${v}`}</title>
                  </rect>
                );
              })}
              {(props.columns.length <= 16 || i % 2 === 0) && (
                <text x={pad.l + i * bw + bw / 2} y={H - pad.b + 14} textAnchor="middle" className="axis">
                  {c.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </Frame>
      <figcaption>
        <ul className="legend">
          {props.series.map((s, k) => (
            <li key={s.name}>
              <svg className="swatch" width="12" height="12" aria-hidden="true">
                <rect width="12" height="12" fill={PALETTE[k % PALETTE.length]} />
              </svg>
              {s.name}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

/** Blue for negative, red for positive, white at zero; `scale` is the value of full colour. */
export function divergingColour(v: number | null, scale: number): string {
  if (v === null) return '#e5e7eb';
  const f = Math.max(-1, Math.min(1, v / scale));
  const mix = (a: number, b: number) => Math.round(a + (b - a) * Math.abs(f));
  return f >= 0 ? `rgb(255,${mix(255, 60)},${mix(255, 60)})` : `rgb(${mix(255, 40)},${mix(255, 100)},255)`;
}

/** Rows × columns of coloured cells; values are fractions shown as percent in each cell's title. */
export function Heatmap(props: {
  label: string;
  rows: string[];
  columns: string[];
  values: Array<Array<number | null>>;
}) {
  const cell = 26;
  const left = 120;
  const top = 8;
  const W = left + props.columns.length * cell + 8;
  const H = top + props.rows.length * cell + 30;
  const all = props.values.flat().filter((v): v is number => v !== null);
  const scale = Math.max(1e-6, ...all.map(Math.abs));
  return (
    <figure className="figure">
      <Frame label={props.label} width={W} height={H} natural>
        {props.rows.map((r, i) => (
          <g key={r}>
            <text x={left - 6} y={top + i * cell + cell / 2 + 4} textAnchor="end" className="axis">
              {r}
            </text>
            {props.columns.map((c, j) => {
              const v = props.values[i]?.[j] ?? null;
              return (
                <rect
                  key={c}
                  x={left + j * cell}
                  y={top + i * cell}
                  width={cell - 2}
                  height={cell - 2}
                  fill={divergingColour(v, scale)}
                >
                  <title>{`${r} ${c}: ${v === null ? 'no reading' : `${(v * 100).toFixed(4)}% per 8 h`}`}</title>
                </rect>
              );
            })}
          </g>
        ))}
        {props.columns.map((c, j) =>
          j % Math.ceil(props.columns.length / 8) === 0 ? (
            <text key={c} x={left + j * cell + cell / 2} y={H - 10} textAnchor="middle" className="axis">
              {c}
            </text>
          ) : null,
        )}
      </Frame>
      <figcaption className="muted">
        Colour by funding rate per 8 h: <span className="neg">blue</span> negative, <span className="pos">red</span>{' '}
        positive, grey no reading. Largest magnitude shown: {(scale * 100).toFixed(4)}%.
      </figcaption>
    </figure>
  );
}

/** Signed bars around a zero line (buy minus sell flow per bucket). */
export function SignedBars(props: {
  label: string;
  columns: string[];
  values: number[];
  format: (v: number) => string;
}) {
  const W = 640;
  const H = 200;
  const pad = { l: 60, r: 8, t: 10, b: 28 };
  const max = Math.max(1, ...props.values.map(Math.abs));
  const mid = pad.t + (H - pad.t - pad.b) / 2;
  const half = (H - pad.t - pad.b) / 2;
  const bw = (W - pad.l - pad.r) / Math.max(1, props.values.length);
  return (
    <figure className="figure">
      <Frame label={props.label} width={W} height={H}>
        <line x1={pad.l} x2={W - pad.r} y1={mid} y2={mid} className="grid" />
        <text x={pad.l - 6} y={pad.t + 8} textAnchor="end" className="axis">
          {props.format(max)}
        </text>
        <text x={pad.l - 6} y={H - pad.b} textAnchor="end" className="axis">
          {props.format(-max)}
        </text>
        {props.values.map((v, i) => {
          const h = (Math.abs(v) / max) * half;
          return (
            <rect
              key={props.columns[i]}
              x={pad.l + i * bw + 1}
              y={v >= 0 ? mid - h : mid}
              width={Math.max(1, bw - 2)}
              height={Math.max(0.5, h)}
              className={v >= 0 ? 'bar-pos' : 'bar-neg'}
            >
              <title>{`${props.columns[i]}: ${props.format(v)}`}</title>
            </rect>
          );
        })}
        {props.columns.map((c, i) =>
          i % Math.ceil(props.columns.length / 6) === 0 ? (
            <text key={c} x={pad.l + i * bw + bw / 2} y={H - 8} textAnchor="middle" className="axis">
              {c}
            </text>
          ) : null,
        )}
      </Frame>
    </figure>
  );
}
