/**
 * The figures a confirmation quotes, as numbers (the composite shape's `figures`) and as the
 * human-readable `reasons`. The texts are written from the rounded numbers, so a bot reading
 * `figures` and a person reading `reasons` always see the same values.
 */
import type { Direction } from './confirm.ts';
import { signedPct, signedUsd } from './math.ts';

export interface ConfirmFigures {
  /** Mean funding rate across venues, fraction per 8 h, 8 decimals; null with no venue. */
  funding_rate: number | null;
  funding_venues: number;
  /** Requested side crowded by funding (past the start of the crowding ramp). */
  funding_crowded: boolean;
  /** Geometric mean of the venues' long/short account ratios, 4 decimals; null with no valid ratio. */
  long_short_ratio: number | null;
  long_short_venues: number;
  /** Requested side crowded by the long/short ratio. */
  long_short_crowded: boolean;
  /** Whale head counts; null when whale data was left out (as are the two whale figures below). */
  whales_long: number | null;
  whales_short: number | null;
  /** Share of whale notional that is long, 4 decimals; null with no open notional. */
  whale_long_notional_fraction: number | null;
  /** Whale buying minus selling over 24 h, whole USD. */
  whale_net_flow_24h_usd: number | null;
  /** 4 decimals; null when missing. */
  mvrv: number | null;
  /** Fractions, 6 decimals; null without derivatives venues. */
  oi_change_24h: number | null;
  price_change_24h: number | null;
  /** Net USD into exchanges over 24 h, whole dollars; negative = outflow. Null (with the next) without on-chain data. */
  exchange_netflow_24h_usd: number | null;
  stablecoin_supply_change_7d: number | null;
}

/** The seven reasons, in the order docs/signals.md lists them. */
export function reasonsOf(f: ConfirmFigures, direction: Direction): string[] {
  const crowdNote = direction === 'long' ? ' (longs crowded)' : ' (shorts crowded)';
  return [
    f.funding_rate === null
      ? 'funding n/a (no derivatives venues)'
      : 'funding ' +
        signedPct(f.funding_rate, 4) +
        ' avg across ' +
        (f.funding_venues === 1 ? '1 venue' : f.funding_venues + ' venues') +
        (f.funding_crowded ? crowdNote : ''),
    f.long_short_ratio === null
      ? 'long/short ratio n/a'
      : 'long/short ratio ' +
        f.long_short_ratio.toFixed(2) +
        ' (geometric mean of ' +
        f.long_short_venues +
        ')' +
        (f.long_short_crowded ? crowdNote : ''),
    whaleReason(f),
    'MVRV ' + (f.mvrv === null ? 'n/a' : f.mvrv.toFixed(2) + mvrvNote(f.mvrv)),
    f.oi_change_24h === null || f.price_change_24h === null
      ? 'open interest n/a (no derivatives venues)'
      : 'open interest ' + signedPct(f.oi_change_24h, 1) + ' 24h with price ' + signedPct(f.price_change_24h, 1),
    f.exchange_netflow_24h_usd === null
      ? 'exchange netflow n/a'
      : 'exchange netflow ' + signedUsd(f.exchange_netflow_24h_usd) + ' 24h' + flowNote(f.exchange_netflow_24h_usd),
    f.stablecoin_supply_change_7d === null
      ? 'stablecoin supply n/a'
      : 'stablecoin supply ' + signedPct(f.stablecoin_supply_change_7d, 2) + ' 7d',
  ];
}

function whaleReason(f: ConfirmFigures): string {
  if (f.whales_long === null || f.whales_short === null || f.whale_net_flow_24h_usd === null) {
    return 'whales n/a (no fresh whale positions)';
  }
  const n = f.whales_long + f.whales_short;
  const pct = n > 0 ? Math.round((100 * f.whales_long) / n) + '% long' : 'no open positions';
  const notional =
    f.whale_long_notional_fraction === null
      ? ''
      : ', ' + Math.round(100 * f.whale_long_notional_fraction) + '% of notional long';
  return (
    'whales ' +
    f.whales_long +
    ' long / ' +
    f.whales_short +
    ' short (' +
    pct +
    notional +
    '), net flow ' +
    signedUsd(f.whale_net_flow_24h_usd) +
    ' 24h'
  );
}

function mvrvNote(mvrv: number): string {
  return mvrv < 1 ? ' (below realised value)' : mvrv > 3 ? ' (overheated)' : '';
}

function flowNote(flow: number): string {
  return flow < 0 ? ' (outflow)' : flow > 0 ? ' (inflow)' : '';
}
