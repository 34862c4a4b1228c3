/**
 * Deribit API v2 answers → our types. Pure functions: the adapter (index.ts) does the I/O.
 * Wire facts: every answer is JSON-RPC over HTTP, `{jsonrpc: "2.0", result, usIn, usOut, usDiff,
 * testnet}`; an error is `{jsonrpc, error: {code, message, data?}, …}`, sent with HTTP 400 (the
 * client then reports it as an 'http' error whose text holds the body). Numbers are JSON numbers;
 * option prices are in the underlying coin, `iv` in percent, amounts and open interest in coins
 * (one contract is one coin for BTC and ETH options), timestamps in Unix ms.
 */
import { decimal, isRow, listOf, malformed, positiveDecimal, requireKeys, timestampMs } from '../perps/parse.ts';
import { UpstreamError } from '../upstream/types.ts';
import { type OptionCurrency, type OptionInstrument, parseInstrumentName } from './instrument.ts';

/** too_many_requests: the credit pool is empty. */
const RATE_LIMIT_CODE = 10028;

function envelopeError(upstream: string, label: string, code: unknown, message: unknown, status?: number) {
  const kind = code === RATE_LIMIT_CODE ? 'rate_limited' : 'upstream';
  return new UpstreamError(upstream, kind, `${label}: code ${String(code)}: ${String(message ?? '')}`, status);
}

/** The envelope's `result`, or the error it reports; anything else is a drifted answer. */
export function resultOf(upstream: string, label: string, doc: unknown): unknown {
  if (!isRow(doc)) throw malformed(upstream, label, 'not a JSON-RPC envelope');
  if (isRow(doc.error)) {
    const detail =
      isRow(doc.error.data) && typeof doc.error.data.reason === 'string' ? ` (${doc.error.data.reason})` : '';
    throw envelopeError(upstream, label, doc.error.code, `${String(doc.error.message ?? '')}${detail}`);
  }
  if (!('result' in doc)) throw malformed(upstream, label, "envelope has no 'result' (schema changed?)");
  return doc.result;
}

/**
 * Deribit answers its error envelope with HTTP 400, which the client turns into an 'http' error
 * carrying the start of the body. This reads the envelope's code and message back out of that
 * text so the error says what Deribit said; null when the text holds no envelope.
 */
export function errorFromRejection(upstream: string, label: string, err: UpstreamError): UpstreamError | null {
  if (err.kind !== 'http' || err.status === undefined || err.status < 400 || err.status >= 500) return null;
  if (!err.message.includes('"error"')) return null;
  const code = /"code"\s*:\s*(-?\d+)/.exec(err.message)?.[1];
  const message = /"message"\s*:\s*"((?:[^"\\]|\\.)*)"/.exec(err.message)?.[1];
  if (code === undefined && message === undefined) return null;
  return envelopeError(upstream, label, code === undefined ? '?' : Number(code), message ?? '', err.status);
}

/** One option's line of get_book_summary_by_currency, in our units. */
export interface BookLine extends OptionInstrument {
  instrument: string;
  /** Coins (= contracts). */
  openInterest: number;
  /** Traded over the last 24 h, USD. */
  volume24hUsd: number;
}

/**
 * get_book_summary_by_currency?kind=option: one line per listed option. Lines of another
 * currency, with an unreadable name, or a missing or negative open interest or volume are
 * skipped and counted.
 */
export function parseBookSummary(
  upstream: string,
  currency: OptionCurrency,
  doc: unknown,
): { lines: BookLine[]; skipped: number } {
  const label = 'get_book_summary_by_currency';
  const rows = listOf(upstream, label, resultOf(upstream, label, doc));
  requireKeys(upstream, label, rows, ['instrument_name', 'open_interest', 'volume_usd']);
  const lines: BookLine[] = [];
  let skipped = 0;
  for (const row of rows) {
    const line = isRow(row) ? bookLine(row, currency) : null;
    if (line) lines.push(line);
    else skipped++;
  }
  return { lines, skipped };
}

function bookLine(row: Record<string, unknown>, currency: OptionCurrency): BookLine | null {
  const option = parseInstrumentName(row.instrument_name);
  const openInterest = nonNegative(row.open_interest);
  const volume24hUsd = nonNegative(row.volume_usd);
  if (!option || option.currency !== currency || openInterest === null || volume24hUsd === null) return null;
  return { ...option, instrument: row.instrument_name as string, openInterest, volume24hUsd };
}

/** get_index_price: the index of the underlying (btc_usd, eth_usd), USD. */
export function parseIndexPrice(upstream: string, doc: unknown): number {
  const label = 'get_index_price';
  const result = resultOf(upstream, label, doc);
  if (!isRow(result) || !('index_price' in result))
    throw malformed(upstream, label, "no 'index_price' (schema changed?)");
  const price = positiveDecimal(result.index_price);
  if (price === null)
    throw malformed(upstream, label, `index_price is not a positive number: ${String(result.index_price)}`);
  return price;
}

/** One option print, in the venue's units. */
export interface OptionTrade extends OptionInstrument {
  id: string;
  t: number;
  instrument: string;
  /** The taker's side. */
  side: 'buy' | 'sell';
  /** Premium per contract, in coins. */
  price: number;
  /** Contracts (= coins). */
  amount: number;
  /** The underlying's index at the print, USD. */
  indexPrice: number;
  /** Percent, as Deribit writes it. */
  ivPercent: number;
}

export interface TradesPage {
  trades: OptionTrade[];
  hasMore: boolean;
  /** Rows without what a print needs. */
  skipped: number;
}

const TRADE_KEYS = ['trade_id', 'instrument_name', 'timestamp', 'direction', 'price', 'amount', 'index_price', 'iv'];

/** get_last_trades_by_currency_and_time?kind=option: `{trades: […], has_more}`. */
export function parseTradesPage(upstream: string, currency: OptionCurrency, doc: unknown): TradesPage {
  const label = 'get_last_trades_by_currency_and_time';
  const result = resultOf(upstream, label, doc);
  if (!isRow(result) || typeof result.has_more !== 'boolean') {
    throw malformed(upstream, label, "result has no boolean 'has_more' (schema changed?)");
  }
  if (!Array.isArray(result.trades)) throw malformed(upstream, label, "result has no 'trades' list (schema changed?)");
  const rows = result.trades;
  requireKeys(upstream, `${label}.trades`, rows, TRADE_KEYS);
  const trades: OptionTrade[] = [];
  let skipped = 0;
  for (const row of rows) {
    const trade = isRow(row) ? optionTrade(row, currency) : null;
    if (trade) trades.push(trade);
    else skipped++;
  }
  return { trades, hasMore: result.has_more, skipped };
}

function optionTrade(row: Record<string, unknown>, currency: OptionCurrency): OptionTrade | null {
  const option = parseInstrumentName(row.instrument_name);
  const id = typeof row.trade_id === 'string' && row.trade_id !== '' ? row.trade_id : null;
  const t = timestampMs(row.timestamp);
  const side = row.direction === 'buy' || row.direction === 'sell' ? row.direction : null;
  const price = positiveDecimal(row.price);
  const amount = positiveDecimal(row.amount);
  const indexPrice = positiveDecimal(row.index_price);
  const ivPercent = nonNegative(row.iv);
  if (!option || option.currency !== currency || id === null || t === null || side === null) return null;
  if (price === null || amount === null || indexPrice === null || ivPercent === null) return null;
  return { ...option, id, t, instrument: row.instrument_name as string, side, price, amount, indexPrice, ivPercent };
}

function nonNegative(value: unknown): number | null {
  const n = decimal(value);
  return n !== null && n >= 0 ? n : null;
}
