/**
 * Deribit options adapter (https://www.deribit.com/api/v2, public methods, no key): the option
 * book of BTC and ETH summed from get_book_summary_by_currency and valued at the index
 * (get_index_price), and the large option prints from get_last_trades_by_currency_and_time.
 * Requests go through the Upstream, which keeps to Deribit's public budget; this module only
 * describes calls and parses.
 *
 * The "options flow" is the large prints only: a print counts when its premium reaches
 * `minPremiumUsd` (default DEFAULT_MIN_PREMIUM_USD). Most Deribit prints are a fraction of a
 * contract to a few contracts; the prints that move the book and that desks report are block
 * and sweep sizes, and $10,000 of premium sits well above the retail run while still catching
 * the cheap far out-of-the-money blocks.
 */
import type { OptionsFlowItem, OptionsSummary } from '../../market/types.ts';
import { type Upstream, UpstreamError, type UpstreamRequest } from '../upstream/types.ts';
import type { OptionCurrency } from './instrument.ts';
import { errorFromRejection, parseBookSummary, parseIndexPrice, parseTradesPage } from './parse.ts';
import { flowItem, summarizeBook } from './summary.ts';

export const DEFAULT_MIN_PREMIUM_USD = 10_000;
/** Deribit's largest page of trades. */
export const TRADES_PAGE = 1000;
/** Pages read per call at most (50,000 prints: a busy day of BTC options is well below). */
export const DEFAULT_MAX_PAGES = 50;
/**
 * get_last_trades_by_currency_and_time keeps the last 24 hours and answers an empty list (no
 * error) when start_timestamp lies further back: start a minute inside the window so clock skew
 * never turns a full day into nothing.
 */
export const TRADES_WINDOW_MS = 24 * 3_600_000 - 60_000;

const INDEX_NAMES: Record<OptionCurrency, string> = { BTC: 'btc_usd', ETH: 'eth_usd' };

/** Calls a method; Deribit's error envelope (sent with HTTP 400) becomes the error it reports. */
async function call(up: Upstream, req: UpstreamRequest & { label: string }): Promise<unknown> {
  try {
    return await up.json(req);
  } catch (err) {
    const reported = err instanceof UpstreamError ? errorFromRejection(up.name, req.label, err) : null;
    throw reported ?? err;
  }
}

export interface OptionsSummaryResult {
  summary: OptionsSummary;
  /** Book lines left out (unreadable name, missing or negative figures). */
  skipped: number;
}

export async function fetchOptionsSummary(
  up: Upstream,
  currency: OptionCurrency,
  now: number,
): Promise<OptionsSummaryResult> {
  const [book, index] = await Promise.all([
    call(up, {
      path: '/public/get_book_summary_by_currency',
      query: { currency, kind: 'option' },
      label: 'get_book_summary_by_currency',
    }),
    call(up, {
      path: '/public/get_index_price',
      query: { index_name: INDEX_NAMES[currency] },
      label: 'get_index_price',
    }),
  ]);
  const { lines, skipped } = parseBookSummary(up.name, currency, book);
  const indexPrice = parseIndexPrice(up.name, index);
  return { summary: summarizeBook(currency, now, indexPrice, lines), skipped };
}

export interface OptionTradesOptions {
  /** Least premium of a print kept, USD (default DEFAULT_MIN_PREMIUM_USD). */
  minPremiumUsd?: number;
  /** Pages read at most (default DEFAULT_MAX_PAGES). */
  maxPages?: number;
}

export interface OptionTradesResult {
  /** The large prints, oldest first, each once. */
  prints: Array<OptionsFlowItem & { id: string }>;
  /** Prints read, large or not. */
  scanned: number;
  /** Rows without what a print needs. */
  skipped: number;
  pages: number;
  /** Every print up to `now` was read (false: the page limit stopped the walk at `throughMs`). */
  complete: boolean;
  /** Prints up to this instant were read, Unix ms. */
  throughMs: number;
}

/**
 * The option prints of `currency` from `sinceMs` (clamped to the window Deribit keeps) to `now`,
 * oldest first, page after page while Deribit says it has more. A page ends inside a
 * millisecond, so the next starts at the last print's millisecond and drops the ids it has seen.
 */
export async function fetchOptionTrades(
  up: Upstream,
  currency: OptionCurrency,
  sinceMs: number,
  now: number,
  opts: OptionTradesOptions = {},
): Promise<OptionTradesResult> {
  const minPremiumUsd = opts.minPremiumUsd ?? DEFAULT_MIN_PREMIUM_USD;
  const maxPages = opts.maxPages ?? DEFAULT_MAX_PAGES;
  const seen = new Set<string>();
  const result: OptionTradesResult = { prints: [], scanned: 0, skipped: 0, pages: 0, complete: false, throughMs: 0 };
  let start = Math.max(sinceMs, now - TRADES_WINDOW_MS);
  result.throughMs = Math.min(start, now);
  result.complete = start > now;
  while (!result.complete && result.pages < maxPages) {
    const page = parseTradesPage(
      up.name,
      currency,
      await call(up, {
        path: '/public/get_last_trades_by_currency_and_time',
        query: {
          currency,
          kind: 'option',
          start_timestamp: start,
          end_timestamp: now,
          count: TRADES_PAGE,
          sorting: 'asc',
        },
        label: 'get_last_trades_by_currency_and_time',
      }),
    );
    result.pages++;
    result.skipped += page.skipped;
    let last = start;
    for (const trade of page.trades) {
      last = Math.max(last, trade.t);
      if (seen.has(trade.id)) continue;
      seen.add(trade.id);
      result.scanned++;
      const item = flowItem(trade);
      if (item.premiumUsd >= minPremiumUsd) result.prints.push(item);
    }
    if (!page.hasMore) {
      result.complete = true;
      result.throughMs = now;
      break;
    }
    result.throughMs = last;
    // A whole page within one millisecond cannot be walked past by time: move on a millisecond.
    start = last > start ? last : start + 1;
  }
  // Stable: prints of one millisecond keep Deribit's order.
  result.prints.sort((a, b) => a.t - b.t);
  return result;
}
