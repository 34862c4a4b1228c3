/**
 * Deribit options, BTC and ETH: each cycle stores the option book's summary (a new row per
 * cycle: its history is the open-interest history) and the large prints since the newest print
 * stored for that underlying, or over the last day the first time. A print's id is Deribit's
 * trade id, the table's key, so reading a stretch twice stores nothing twice.
 *
 * Everything is read first and written after: an upstream failure on ETH leaves BTC's rows of
 * that cycle unwritten too, so a cycle is stored whole or not at all.
 */
import { eq, max } from 'drizzle-orm';
import { writeOptionsFlow, writeOptionsSummary } from '../../market/production-store.ts';
import { optionsFlow } from '../../market/tables.ts';
import { fetchOptionsSummary, fetchOptionTrades } from '../../sources/deribit/index.ts';
import { OPTION_CURRENCIES, type OptionCurrency } from '../../sources/deribit/instrument.ts';
import type { IngestContext } from '../context.ts';
import type { CycleResult } from '../cycle.ts';

const DAY_MS = 86_400_000;
/** Read again from a minute before the last cycle's end: a print may be published a moment after its timestamp. */
const REREAD_MS = 60_000;

/**
 * How far each underlying's prints were read, per context. Needed when a walk stopped at its page
 * limit before any large print: the newest stored print would send the next cycle back over the
 * same stretch.
 */
const readThrough = new WeakMap<IngestContext, Map<OptionCurrency, number>>();

export async function collectOptions(ctx: IngestContext): Promise<CycleResult> {
  const up = ctx.upstreams.deribit;
  const now = ctx.now();
  const memory = readThrough.get(ctx) ?? new Map<OptionCurrency, number>();
  readThrough.set(ctx, memory);

  const read = [];
  for (const currency of OPTION_CURRENCIES) {
    const book = await fetchOptionsSummary(up, currency, now);
    const since = Math.max(
      now - DAY_MS,
      (memory.get(currency) ?? 0) - REREAD_MS,
      (await newestPrint(ctx, currency)) ?? 0,
    );
    const trades = await fetchOptionTrades(up, currency, since, now);
    read.push({ currency, book, trades });
  }

  let items = 0;
  let skipped = 0;
  const parts: string[] = [];
  for (const { currency, book, trades } of read) {
    await writeOptionsSummary(ctx.db, book.summary);
    await writeOptionsFlow(ctx.db, trades.prints);
    memory.set(currency, trades.throughMs);
    items += 1 + trades.prints.length;
    skipped += book.skipped + trades.skipped;
    if (book.skipped + trades.skipped > 0) {
      ctx.log.warn(
        { upstream: up.name, currency, bookLines: book.skipped, prints: trades.skipped },
        'deribit rows without what we need were skipped',
      );
    }
    const partial = trades.complete ? '' : ` (page limit: read to ${new Date(trades.throughMs).toISOString()})`;
    parts.push(
      `${currency}: book of ${book.summary.byExpiry.length} expiries, ${trades.prints.length} large of ${trades.scanned} prints${partial}`,
    );
  }
  return { items, skipped, summary: `deribit: ${parts.join('; ')}` };
}

async function newestPrint(ctx: IngestContext, currency: OptionCurrency): Promise<number | null> {
  const [row] = await ctx.db
    .select({ t: max(optionsFlow.t) })
    .from(optionsFlow)
    .where(eq(optionsFlow.symbol, currency));
  return row?.t ?? null;
}
