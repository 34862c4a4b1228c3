/**
 * Deribit's per-option lines and prints → the shapes the API serves: the book summed per
 * underlying (by kind, by expiry, by strike) and the prints valued in USD. Pure functions.
 */
import type { OptionsFlowItem, OptionsSummary } from '../../market/types.ts';
import type { OptionCurrency } from './instrument.ts';
import type { BookLine, OptionTrade } from './parse.ts';

/** How many strikes `byStrike` lists. */
export const TOP_STRIKES = 20;

export function summarizeBook(
  currency: OptionCurrency,
  t: number,
  indexPrice: number,
  lines: BookLine[],
): OptionsSummary {
  let callOi = 0;
  let putOi = 0;
  let callVolumeUsd = 0;
  let putVolumeUsd = 0;
  const expiries = new Map<number, OptionsSummary['byExpiry'][number]>();
  const strikes = new Map<number, OptionsSummary['byStrike'][number]>();
  for (const line of lines) {
    const isCall = line.kind === 'call';
    if (isCall) {
      callOi += line.openInterest;
      callVolumeUsd += line.volume24hUsd;
    } else {
      putOi += line.openInterest;
      putVolumeUsd += line.volume24hUsd;
    }
    const e = getOrAdd(expiries, line.expiry, () => ({
      expiry: line.expiry,
      callOpenInterest: 0,
      putOpenInterest: 0,
      volume24hUsd: 0,
    }));
    if (isCall) e.callOpenInterest += line.openInterest;
    else e.putOpenInterest += line.openInterest;
    e.volume24hUsd += line.volume24hUsd;
    const s = getOrAdd(strikes, line.strike, () => ({ strike: line.strike, callOpenInterest: 0, putOpenInterest: 0 }));
    if (isCall) s.callOpenInterest += line.openInterest;
    else s.putOpenInterest += line.openInterest;
  }
  const total = (s: OptionsSummary['byStrike'][number]) => s.callOpenInterest + s.putOpenInterest;
  return {
    symbol: currency,
    t,
    underlyingPrice: indexPrice,
    volume24hUsd: callVolumeUsd + putVolumeUsd,
    callVolume24hUsd: callVolumeUsd,
    putVolume24hUsd: putVolumeUsd,
    // Open interest is in coins; the index values it (what a holder would deliver at expiry).
    openInterestUsd: (callOi + putOi) * indexPrice,
    callOpenInterestUsd: callOi * indexPrice,
    putOpenInterestUsd: putOi * indexPrice,
    putCallRatio: callOi > 0 ? putOi / callOi : null,
    byExpiry: [...expiries.values()].sort((a, b) => a.expiry - b.expiry),
    // Strikes nobody holds say nothing about where the book sits; ties go to the lower strike.
    byStrike: [...strikes.values()]
      .filter((s) => total(s) > 0)
      .sort((a, b) => total(b) - total(a) || a.strike - b.strike)
      .slice(0, TOP_STRIKES),
  };
}

/**
 * A print in USD: the premium paid (price in coins × contracts × index) and the notional the
 * contracts cover (contracts × index, one coin each).
 */
export function flowItem(trade: OptionTrade): OptionsFlowItem & { id: string } {
  return {
    id: trade.id,
    t: trade.t,
    symbol: trade.currency,
    instrument: trade.instrument,
    kind: trade.kind,
    side: trade.side,
    strike: trade.strike,
    expiry: trade.expiry,
    premiumUsd: trade.price * trade.amount * trade.indexPrice,
    notionalUsd: trade.amount * trade.indexPrice,
    impliedVol: trade.ivPercent / 100,
  };
}

function getOrAdd<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let v = map.get(key);
  if (v === undefined) {
    v = make();
    map.set(key, v);
  }
  return v;
}
