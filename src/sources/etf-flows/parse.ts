/**
 * The ETF flow documents ETF_FLOWS_URL may serve (docs/sources.md, "ETF flows"):
 *
 * - JSON: `{"flows": [{"date": "YYYY-MM-DD", "asset": "BTC"|"ETH", "fund": "IBIT",
 *   "net_flow_usd": 123.4}, …]}`; the amount a number or a decimal string; other keys ignored.
 * - Long CSV: a header with `date`, `asset`, `fund`, `net_flow_usd` in any order (names
 *   case-insensitive, other columns ignored), one row per fund and day.
 * - Wide CSV: a header with `date` and `asset` and neither `fund` nor `net_flow_usd`; every
 *   other column is a fund, except `total`, which is ignored (the day's total is the sum of
 *   its funds). An empty cell or "-" means the fund reported nothing that day.
 *
 * A document that is not one of these (no `flows` array, a required column missing, broken
 * quoting) is refused whole: the caller keeps the last good data.
 */
import { parse as parseCsvRecords } from 'csv-parse/sync';
import { collectFlows, type FlowsParse, type RawFlow } from './rows.ts';

export type EtfFlowsFormat = 'auto' | 'json' | 'csv';

/** Thrown for a document that cannot be read at all; the adapter turns it into 'malformed'. */
export class EtfFlowsDocumentError extends Error {}

const LONG_COLUMNS = ['date', 'asset', 'fund', 'net_flow_usd'] as const;
const WIDE_IGNORED = new Set(['date', 'asset', 'total']);
/** A wide table's way of saying "no figure for this fund today". */
const NO_FIGURE = new Set(['', '-', '—']);

/** Which reader a body needs: JSON when it opens with `{` or `[`, else CSV (unless forced). */
export function detectFormat(body: string, format: EtfFlowsFormat): 'json' | 'csv' {
  if (format !== 'auto') return format;
  const first = stripBom(body).trimStart()[0];
  return first === '{' || first === '[' ? 'json' : 'csv';
}

export function parseEtfFlows(body: string, format: EtfFlowsFormat, now: number): FlowsParse {
  return detectFormat(body, format) === 'json' ? parseFlowsJson(body, now) : parseFlowsCsv(body, now);
}

export function parseFlowsJson(body: string, now: number): FlowsParse {
  let doc: unknown;
  try {
    doc = JSON.parse(stripBom(body));
  } catch {
    throw new EtfFlowsDocumentError(`body is not JSON (${body.slice(0, 60)}…)`);
  }
  const flows = (doc as { flows?: unknown } | null)?.flows;
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc) || !Array.isArray(flows)) {
    throw new EtfFlowsDocumentError('expected an object with a "flows" array');
  }
  return collectFlows(
    flows.map((row): RawFlow => {
      const r = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
      return { date: r.date, asset: r.asset, fund: r.fund, amount: r.net_flow_usd };
    }),
    now,
  );
}

export function parseFlowsCsv(body: string, now: number): FlowsParse {
  let records: string[][];
  try {
    records = parseCsvRecords(body, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      // A short or long row is one bad row, not a broken document.
      relax_column_count: true,
    });
  } catch (err) {
    throw new EtfFlowsDocumentError(`not CSV: ${err instanceof Error ? err.message : String(err)}`);
  }
  const [header, ...rows] = records;
  if (!header) throw new EtfFlowsDocumentError('empty document');
  const names = header.map((name) => name.toLowerCase());
  const column = (name: string): number => {
    const at = names.indexOf(name);
    if (at >= 0 && names.indexOf(name, at + 1) >= 0) throw new EtfFlowsDocumentError(`column "${name}" twice`);
    return at;
  };
  const date = column('date');
  const asset = column('asset');
  if (date < 0 || asset < 0) throw new EtfFlowsDocumentError(`missing column "${date < 0 ? 'date' : 'asset'}"`);

  const fund = column('fund');
  const amount = column('net_flow_usd');
  if (fund >= 0 || amount >= 0) {
    const missing = LONG_COLUMNS.filter((name) => column(name) < 0);
    if (missing.length > 0) throw new EtfFlowsDocumentError(`missing column "${missing[0]}"`);
    return collectFlows(
      rows.map((r) => ({ date: r[date], asset: r[asset], fund: r[fund], amount: r[amount] })),
      now,
    );
  }

  // Wide: one column per fund, header names as printed (tickers).
  const funds = header.flatMap((name, at) => (WIDE_IGNORED.has(name.toLowerCase()) ? [] : [{ name, at }]));
  if (funds.length === 0) throw new EtfFlowsDocumentError('missing column "fund" (or fund columns)');
  for (const { name } of funds) {
    if (funds.filter((f) => f.name.toUpperCase() === name.toUpperCase()).length > 1) {
      throw new EtfFlowsDocumentError(`column "${name}" twice`);
    }
  }
  return collectFlows(
    rows.flatMap((r) =>
      funds
        .filter(({ at }) => !NO_FIGURE.has(r[at] ?? ''))
        .map(({ name, at }) => ({ date: r[date], asset: r[asset], fund: name, amount: r[at] })),
    ),
    now,
  );
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
