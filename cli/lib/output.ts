/** How every command prints: JSON for scripts, aligned tables and (on a terminal) colour for people. */

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** `--json` prints the value; otherwise the human text. */
export function out(json: boolean | undefined, value: unknown, human: string | (() => string)): void {
  if (json) printJson(value);
  else process.stdout.write(`${typeof human === 'string' ? human : human()}\n`);
}

/** Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org). */
export function colourOn(stream: { isTTY?: boolean } = process.stdout): boolean {
  return stream.isTTY === true && !process.env.NO_COLOR;
}

export type Colour = 'red' | 'green' | 'yellow' | 'blue' | 'cyan' | 'magenta' | 'grey' | 'bold';
const CODES: Record<Colour, number> = {
  red: 31,
  green: 32,
  yellow: 33,
  blue: 34,
  magenta: 35,
  cyan: 36,
  grey: 90,
  bold: 1,
};

export function paint(on: boolean, colour: Colour | undefined, text: string): string {
  return on && colour ? `\x1b[${CODES[colour]}m${text}\x1b[0m` : text;
}

/** The printed width of a string: escape sequences take no room. */
export function visibleWidth(s: string): number {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching ANSI colour escapes is the point.
  return s.replace(/\x1b\[[0-9;]*m/g, '').length;
}

export interface Column<R> {
  header: string;
  value: (row: R) => string;
  /** Right-aligned (numbers) unless 'left'. */
  align?: 'left' | 'right';
  colour?: (row: R) => Colour | undefined;
}

/** An aligned text table: a header line, then one line per row, columns two spaces apart. */
export function table<R>(rows: readonly R[], columns: readonly Column<R>[], colour = false): string {
  const cells = rows.map((r) => columns.map((c) => c.value(r)));
  const widths = columns.map((c, i) => Math.max(c.header.length, ...cells.map((row) => visibleWidth(row[i]!))));
  const pad = (s: string, i: number) => {
    const gap = ' '.repeat(widths[i]! - visibleWidth(s));
    return columns[i]!.align === 'left' ? s + gap : gap + s;
  };
  const header = columns.map((c, i) => pad(c.header, i)).join('  ');
  const lines = cells.map((row, r) =>
    row
      .map((s, i) => pad(paint(colour, columns[i]!.colour?.(rows[r]!), s), i))
      .join('  ')
      .trimEnd(),
  );
  return [paint(colour, 'bold', header.trimEnd()), ...lines].join('\n');
}

/** A fraction as a signed percentage: 0.0123 → "+1.23%". */
export function pct(x: number | null | undefined, digits = 2): string {
  if (x === null || x === undefined || !Number.isFinite(x)) return '-';
  return `${x > 0 ? '+' : ''}${(x * 100).toFixed(digits)}%`;
}

/** USD in a short form: 1_234_567 → "$1.23M". */
export function usd(x: number | null | undefined): string {
  if (x === null || x === undefined || !Number.isFinite(x)) return '-';
  const a = Math.abs(x);
  const sign = x < 0 ? '-' : '';
  if (a >= 1e9) return `${sign}$${(a / 1e9).toFixed(2)}B`;
  if (a >= 1e6) return `${sign}$${(a / 1e6).toFixed(2)}M`;
  if (a >= 1e3) return `${sign}$${(a / 1e3).toFixed(1)}K`;
  return `${sign}$${a.toFixed(0)}`;
}
