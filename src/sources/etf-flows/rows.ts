/**
 * ETF flow rows, whatever document they came from: one fund's net flow on one UTC day, checked
 * field by field, then summed into one `EtfFlowDay` per (day, asset). A bad row is counted by
 * reason and left out; it never stops the others.
 */
import type { EtfFlowDay } from '../../market/types.ts';

export type EtfAsset = EtfFlowDay['asset'];

/** One row as read from the wire, before any check. */
export interface RawFlow {
  date: unknown;
  asset: unknown;
  fund: unknown;
  amount: unknown;
}

export type RowProblem = 'bad date' | 'future date' | 'unknown asset' | 'bad fund' | 'bad amount';

export interface FlowsParse {
  days: EtfFlowDay[];
  /** Rows left out, all reasons together. */
  skipped: number;
  /** Rows left out, by reason (for the log). */
  problems: Partial<Record<RowProblem, number>>;
  /** Rows repeating an earlier (day, asset, fund): the later one replaced it. */
  duplicates: number;
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Plain decimals with an optional exponent: "12", "-3.5", ".5", "1e6". */
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
/** Thousands grouped by commas, strictly in threes ("1,234,567.8"); "1,5" is not one. */
const GROUPED_NUMBER = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
/** Fund tickers as the issuers print them (IBIT, FBTC, BTC, ETHA, …). */
const FUND = /^[A-Z0-9][A-Z0-9._-]{0,15}$/;
const ASSETS: readonly string[] = ['BTC', 'ETH'] satisfies EtfAsset[];

/** "YYYY-MM-DD" (a real calendar day) → that day's start, ms UTC; anything else → null. */
export function parseFlowDate(raw: unknown): number | null {
  if (typeof raw !== 'string') return null;
  const match = ISO_DAY.exec(raw.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const t = Date.UTC(year, month - 1, day);
  const check = new Date(t);
  // Date.UTC rolls 2026-02-30 over to March and maps years below 100 to the 1900s.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return t;
}

/**
 * A net flow in USD. Accepts a finite JSON number or a string holding a plain decimal, a decimal
 * with comma thousands separators ("1,234.5"), or either in accounting parentheses ("(12.5)" is
 * −12.5, as flow tables print outflows). Anything else (currency signs, "1,5", "NaN", "Infinity",
 * an exponent past the double range) → null.
 */
export function parseFlowAmount(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw + 0 : null;
  if (typeof raw !== 'string') return null;
  let text = raw.trim();
  const parenthesised = /^\((.*)\)$/.exec(text);
  if (parenthesised) {
    text = parenthesised[1].trim();
    if (/^[+-]/.test(text)) return null;
  }
  if (GROUPED_NUMBER.test(text)) text = text.replaceAll(',', '');
  else if (!PLAIN_NUMBER.test(text)) return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  // + 0 turns −0 into 0.
  return (parenthesised ? -value : value) + 0;
}

export function parseFund(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const fund = raw.trim().toUpperCase();
  return FUND.test(fund) ? fund : null;
}

export function parseAsset(raw: unknown): EtfAsset | null {
  if (typeof raw !== 'string') return null;
  const asset = raw.trim().toUpperCase();
  return ASSETS.includes(asset) ? (asset as EtfAsset) : null;
}

/**
 * Checks every row and sums the funds of each (day, asset). Days after `now`'s UTC day are
 * refused (a flow is reported after the session). A (day, asset, fund) repeated in one document
 * keeps the last row: the document is read top to bottom as a log of corrections.
 */
export function collectFlows(rows: Iterable<RawFlow>, now: number): FlowsParse {
  const latestDay = Math.floor(now / DAY_MS) * DAY_MS;
  const byDay = new Map<string, { t: number; asset: EtfAsset; funds: Map<string, number> }>();
  const problems: Partial<Record<RowProblem, number>> = {};
  let skipped = 0;
  let duplicates = 0;
  const reject = (problem: RowProblem) => {
    problems[problem] = (problems[problem] ?? 0) + 1;
    skipped++;
  };

  for (const row of rows) {
    const t = parseFlowDate(row.date);
    if (t === null) {
      reject('bad date');
      continue;
    }
    if (t > latestDay) {
      reject('future date');
      continue;
    }
    const asset = parseAsset(row.asset);
    if (asset === null) {
      reject('unknown asset');
      continue;
    }
    const fund = parseFund(row.fund);
    if (fund === null) {
      reject('bad fund');
      continue;
    }
    const amount = parseFlowAmount(row.amount);
    if (amount === null) {
      reject('bad amount');
      continue;
    }
    const key = `${asset}|${t}`;
    let day = byDay.get(key);
    if (!day) {
      day = { t, asset, funds: new Map() };
      byDay.set(key, day);
    }
    if (day.funds.has(fund)) duplicates++;
    day.funds.set(fund, amount);
  }

  const days = [...byDay.values()]
    .sort((a, b) => a.t - b.t || a.asset.localeCompare(b.asset))
    .map(({ t, asset, funds }) => {
      const byIssuer: Record<string, number> = {};
      let total = 0;
      for (const fund of [...funds.keys()].sort()) {
        const amount = funds.get(fund) as number;
        byIssuer[fund] = amount;
        total += amount;
      }
      return { t, asset, netFlowUsd: roundToCents(total), byIssuer };
    });
  return { days, skipped, problems, duplicates };
}

/** Sums of decimal dollars carry binary noise (0.1 + 0.2); flows are stated to the cent at most. */
export function roundToCents(usd: number): number {
  return Math.round(usd * 100) / 100 + 0;
}
