/** msig's output helpers: tables, colour rules, the progress bar, problem lines, heatmap cells. */
import { afterEach, describe, expect, it } from 'vitest';
import { latestCell, rateColour } from '../../cli/commands/heatmap.ts';
import { problemLine } from '../../cli/lib/errors.ts';
import { colourOn, paint, pct, table, usd, visibleWidth } from '../../cli/lib/output.ts';
import { progressBar } from '../../cli/lib/progress.ts';

const saved = process.env.NO_COLOR;
afterEach(() => {
  if (saved === undefined) delete process.env.NO_COLOR;
  else process.env.NO_COLOR = saved;
});

function fakeStream(isTTY: boolean) {
  const written: string[] = [];
  return { isTTY, write: (s: string) => written.push(s) > 0, written } as unknown as NodeJS.WriteStream & {
    written: string[];
  };
}

describe('table', () => {
  const rows = [
    { name: 'alpha', n: 1 },
    { name: 'b', n: 12345 },
  ];
  const columns = [
    { header: 'name', value: (r: (typeof rows)[number]) => r.name, align: 'left' as const },
    { header: 'n', value: (r: (typeof rows)[number]) => String(r.n), colour: () => 'green' as const },
  ];

  it('aligns text left and numbers right, two spaces apart', () => {
    expect(table(rows, columns)).toBe(['name       n', 'alpha      1', 'b      12345'].join('\n'));
  });

  it('keeps the alignment when cells are coloured', () => {
    const coloured = table(rows, columns, true).split('\n');
    expect(coloured[2]).toContain('\x1b[32m12345\x1b[0m');
    expect(coloured.map(visibleWidth)).toEqual([12, 12, 12]);
  });
});

describe('colour', () => {
  it('only on a terminal, never with NO_COLOR', () => {
    delete process.env.NO_COLOR;
    expect(colourOn({ isTTY: true })).toBe(true);
    expect(colourOn({ isTTY: false })).toBe(false);
    process.env.NO_COLOR = '1';
    expect(colourOn({ isTTY: true })).toBe(false);
    expect(paint(false, 'red', 'x')).toBe('x');
  });

  it('heatmap cells: colour by rate, the newest reading of the window', () => {
    expect([0.0005, 0.0001, 0.00005, -0.00005, -0.0002, null].map(rateColour)).toEqual([
      'red',
      'yellow',
      'green',
      'cyan',
      'blue',
      'grey',
    ]);
    const map = {
      as_of: '',
      timestamp: 0,
      venues: ['a'],
      symbols: ['X'],
      hours: [1, 2, 3],
      cells: [[[0.1, 0.2, null]]],
    };
    expect(latestCell(map, 0, 0)).toBe(0.2);
    expect(latestCell({ ...map, cells: [[[null, null, null]]] }, 0, 0)).toBeNull();
  });
});

describe('progress bar', () => {
  it('draws on a terminal; finished lines clear it', () => {
    const s = fakeStream(true);
    const bar = progressBar(s);
    bar.update('decisions', 5, 10);
    expect(s.written[0]!.startsWith('\r\x1b[2K')).toBe(true); // clear the line, then draw
    expect(s.written[0]!.slice(5)).toMatch(/^decisions\s+\[#{12}\.{12}\] 5\/10$/);
    bar.done('finished');
    expect(s.written[1]).toBe('\r\x1b[2Kfinished\n');
  });

  it('draws nothing off a terminal or when disabled (--json)', () => {
    for (const [tty, enabled] of [
      [false, true],
      [true, false],
    ]) {
      const s = fakeStream(tty);
      const bar = progressBar(s, enabled);
      bar.update('decisions', 1, 2);
      bar.clear();
      expect(s.written).toEqual([]);
    }
  });
});

describe('formats', () => {
  it('problems on one line; percentages and USD', () => {
    expect(problemLine({ status: 404, code: 'not_found', detail: 'webhook 7 does not exist' })).toBe(
      '404 not_found: webhook 7 does not exist',
    );
    expect(problemLine({ status: 502 })).toBe('502: request failed');
    expect([pct(0.01234), pct(-0.5, 1), pct(0), pct(null), pct(Number.NaN)]).toEqual([
      '+1.23%',
      '-50.0%',
      '0.00%',
      '-',
      '-',
    ]);
    expect([usd(1_234_567), usd(-2_500), usd(999), usd(3.2e9), usd(null)]).toEqual([
      '$1.23M',
      '-$2.5K',
      '$999',
      '$3.20B',
      '-',
    ]);
  });
});
