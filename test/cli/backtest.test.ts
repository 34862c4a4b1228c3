/**
 * `msig backtest` on the sandbox through the real binary, on a frozen account clock so the
 * result is deterministic. The table is checked for consistency with the --json rows, the rows
 * against the API (decisions via GET /v1/confirm?at=, prices via /v1/candles), and the charts
 * for validity.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../helpers/app.ts';
import { type CliApp, json, listeningApp, type Run, runCli } from './helpers.ts';
import { decodePng } from './png.ts';

let t: CliApp;
let pro: TestAccount;
let dir: string;
let machine: Run;
let human: Run;
const wall = Date.UTC(2026, 10, 21, 12, 0, 0);
const CLOCK = Date.UTC(2026, 8, 10, 12, 0);
const HOUR = 3_600_000;
const HORIZONS = { '1h': HOUR, '4h': 4 * HOUR, '24h': 24 * HOUR } as const;
type H = keyof typeof HORIZONS;
const ARGS = ['backtest', '--symbols', 'TEST_BTC,TEST_ETH', '--days', '3'];

beforeAll(async () => {
  t = await listeningApp({}, { now: () => wall });
  pro = await t.frozenAccount('pro', CLOCK);
  dir = mkdtempSync(join(tmpdir(), 'msig-backtest-'));
  const env = { MSIG_URL: t.url, MSIG_API_KEY: pro.testKey };
  [machine, human] = await Promise.all([
    runCli([...ARGS, '--json', '--chart', join(dir, 'chart.png')], env),
    runCli([...ARGS, '--chart', join(dir, 'chart.html')], env),
  ]);
}, 120_000);
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

interface Row {
  symbol: string;
  side: 'long' | 'short';
  t: number;
  action: 'CONFIRM' | 'REDUCE' | 'SKIP';
  price: number;
  returns: Record<H, number>;
}

describe('msig backtest --json', () => {
  it('evaluates every instant whose +24 h is known, per symbol and side, and skips the rest', () => {
    expect(machine.code, machine.stderr).toBe(0);
    expect(machine.stderr).toBe(''); // no progress bar without a terminal or with --json
    const r = json(machine);
    // 3 days before the clock, hourly: 49 instants up to clock - 24 h, 24 after; × 2 symbols × 2 sides.
    expect(r.evaluated).toBe(49 * 4);
    expect(r.skipped).toBe(24 * 4);
    expect(r.failed).toBe(0);
    expect(r.rows).toHaveLength(r.evaluated);
    expect(r.summary.reduce((s: number, d: { count: number }) => s + d.count, 0)).toBe(r.evaluated);
    const instants = new Set<number>(r.rows.map((row: Row) => row.t));
    expect(instants.size).toBe(49);
    expect(Math.min(...instants)).toBe(CLOCK - 72 * HOUR);
    expect(Math.max(...instants)).toBe(CLOCK - 24 * HOUR);
  });

  it('each summary figure is a recomputation from the rows: counts, hit rates, means within min and max', () => {
    const r = json(machine);
    for (const s of r.summary) {
      const mine: Row[] = r.rows.filter((row: Row) => row.action === s.decision);
      expect(s.count).toBe(mine.length);
      for (const h of Object.keys(HORIZONS) as H[]) {
        const st = s.horizons[h];
        const values = mine.map((row) => row.returns[h]);
        const hits = values.filter((v) => (s.decision === 'SKIP' ? v <= 0 : v > 0)).length;
        expect(st.hits).toBe(hits);
        if (mine.length === 0) {
          expect(st.hit_rate).toBeNull();
          continue;
        }
        expect(st.hit_rate).toBeCloseTo(hits / mine.length, 12);
        expect(st.mean).toBeCloseTo(values.reduce((a, v) => a + v, 0) / values.length, 12);
        expect(st.min).toBe(Math.min(...values));
        expect(st.max).toBe(Math.max(...values));
        expect(st.mean).toBeGreaterThanOrEqual(st.min);
        expect(st.mean).toBeLessThanOrEqual(st.max);
        expect(st.median).toBeGreaterThanOrEqual(st.min);
        expect(st.median).toBeLessThanOrEqual(st.max);
      }
    }
    // The sandbox history is varied enough that the decisions are not all one kind.
    expect(r.summary.filter((s: { count: number }) => s.count > 0).length).toBeGreaterThan(1);
  });

  it('rows agree with the API: the decision at t, and returns from the hourly candle opens', async () => {
    const r = json(machine);
    const sample: Row[] = [r.rows[0], r.rows[r.rows.length - 1], r.rows[Math.floor(r.rows.length / 2)]];
    for (const row of sample) {
      const c = await t.getJson(
        `/v1/confirm?symbol=${row.symbol}&direction=${row.side}&format=composite&at=${row.t}`,
        pro.testKey,
      );
      expect(c.body.action).toBe(row.action);
      const candles = await t.getJson(
        `/v1/candles?symbol=${row.symbol}&interval=1h&start=${row.t}&end=${row.t + 24 * HOUR}&limit=25`,
        pro.testKey,
      );
      const open = new Map(candles.body.candles.map((k: { t: number; open: number }) => [k.t, k.open]));
      expect(row.price).toBe(open.get(row.t));
      for (const [h, ms] of Object.entries(HORIZONS) as [H, number][]) {
        const move = (open.get(row.t + ms) as number) / row.price - 1;
        expect(row.returns[h]).toBeCloseTo(row.side === 'long' ? move : -move, 12);
      }
    }
  });

  it('writes a valid PNG of the stated size', () => {
    const r = json(machine);
    expect(r.chart).toBe(join(dir, 'chart.png'));
    const png = decodePng(readFileSync(r.chart));
    expect(png.chunks).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(png.width).toBeGreaterThan(400);
    expect(png.height).toBeGreaterThan(300);
    expect(png.rgba.length).toBe(png.width * png.height * 4);
  });
});

describe('msig backtest (table)', () => {
  it('prints an aligned table that matches the JSON summary, and writes the HTML chart', () => {
    expect(human.code, human.stderr).toBe(0);
    const r = json(machine);
    const lines = human.stdout.split('\n');
    const header = lines.findIndex((l) => l.startsWith('decision'));
    expect(lines[header]).toMatch(/^decision\s+count\s+1h mean\s+1h median\s+1h hit\s+4h mean.*24h hit$/);
    const body = lines.slice(header + 1, header + 4);
    for (const [i, s] of r.summary.entries()) {
      const cells = body[i]!.trim().split(/\s+/);
      expect(cells[0]).toBe(s.decision);
      expect(Number(cells[1])).toBe(s.count);
      const hit = s.horizons['1h'].hit_rate;
      expect(cells[4]).toBe(hit === null ? '-' : `${(hit * 100).toFixed(1)}%`);
      // Right-aligned: every row as long as the header.
      expect(body[i]!.length).toBe(lines[header]!.length);
    }
    expect(human.stdout).toContain(`${r.evaluated} decisions evaluated; ${r.skipped} skipped`);
    const html = readFileSync(join(dir, 'chart.html'), 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<svg');
    expect(html).toContain('<table>');
    expect(human.stdout).toContain(`chart written to ${join(dir, 'chart.html')}`);
  });

  it('refuses a production key, a window past the sandbox history, and a chart of another type', async () => {
    const live = await runCli(['backtest', '--days', '1'], { MSIG_URL: t.url, MSIG_API_KEY: pro.liveKey });
    expect(live.code).toBe(1);
    expect(live.stderr).toMatch(/^msig: backtest replays the sandbox history: use a sandbox key/);
    const far = await runCli(['backtest', '--days', '400'], { MSIG_URL: t.url, MSIG_API_KEY: pro.testKey });
    expect(far.code).toBe(1);
    expect(far.stderr).toContain('at most 182 days before its clock');
    const chart = await runCli(['backtest', '--chart', 'out.gif'], { MSIG_URL: t.url, MSIG_API_KEY: pro.testKey });
    expect(chart.code).toBe(1);
    expect(chart.stderr).toContain('must end in .png or .html');
    const step = await runCli(['backtest', '--step', '15m'], { MSIG_URL: t.url, MSIG_API_KEY: pro.testKey });
    expect(step.code).toBe(2);
  });
});
