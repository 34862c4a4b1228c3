/**
 * Response schemas and pure shaping for the whale routes: the market view speaks camelCase
 * records, the API snake_case objects with USD suffixes.
 */
import { Type } from 'typebox';
import type { Whale, WhalePosition } from '../../market/types.ts';

const ADDRESS_EXAMPLE = '0x7e5700000000000000000000000000000000acc1';
const Usd = (description: string, example: number) => Type.Number({ description, examples: [example] });
const Label = Type.Union([Type.String(), Type.Null()], {
  description: 'Human label where known (the sandbox test whales: Accumulator, Distributor, Oscillator, Volatility)',
  examples: ['Accumulator'],
});

export const WhaleSchema = Type.Object({
  address: Type.String({ examples: [ADDRESS_EXAMPLE] }),
  label: Label,
  account_value_usd: Usd('Account value, USD', 157_823_077),
  pnl_all_time_usd: Usd('All-time PnL (leaderboard figure), USD', 55_206_166),
  volume_24h_usd: Usd('Traded volume over the last 24 h, USD', 396_792),
  positions: Type.Object({
    count: Type.Integer({ description: 'Open positions', examples: [6] }),
    long_notional_usd: Usd('Open long notional, USD', 41_250_000),
    short_notional_usd: Usd('Open short notional, USD', 0),
    symbols: Type.Array(Type.String(), {
      description: 'Symbols with an open position, largest first',
      examples: [['TEST_BTC', 'TEST_ETH']],
    }),
  }),
  stale: Type.Boolean({
    description:
      "The wallet's figures or positions are past their freshness bound (leaderboard 6 h, positions 1 h): the last known ones (/v1/status/sources says why); always false in the sandbox",
  }),
});

export const WhalePositionSchema = Type.Object({
  address: Type.String({ examples: [ADDRESS_EXAMPLE] }),
  label: Label,
  side: Type.Union([Type.Literal('long'), Type.Literal('short')]),
  size_usd: Usd('Position notional at the mark, USD', 12_450_000),
  entry_price: Type.Number({ examples: [61_250.5] }),
  unrealized_pnl_usd: Usd('Unrealised PnL, USD', 1_830_000),
  leverage: Type.Number({ examples: [3] }),
  stale: Type.Boolean({
    description: "The whale's newest position snapshot is past its freshness bound (1 h); always false in the sandbox",
  }),
});

export const ConsensusSchema = Type.Object({
  whales_long: Type.Integer({ examples: [41] }),
  whales_short: Type.Integer({ examples: [37] }),
  long_notional_usd: Usd('Open long notional of the listed whales, USD', 310_000_000),
  short_notional_usd: Usd('Open short notional, USD', 254_000_000),
  net_notional_usd: Usd('Long minus short notional, USD', 56_000_000),
  long_share: Type.Number({
    description: 'Long notional / total notional, 0..1 (0.5 with no positions)',
    examples: [0.55],
  }),
  bias: Type.Union([Type.Literal('long'), Type.Literal('short'), Type.Literal('neutral')], {
    description: 'long or short when that side holds at least 55 % of the notional, else neutral',
  }),
});

export const WhaleEventSchema = Type.Object({
  id: Type.String({ description: 'Stable, unique id', examples: ['tw-accumulator-61433'] }),
  t: Type.Integer({ description: 'When it happened, Unix ms', examples: [1780255320000] }),
  time: Type.String({ format: 'date-time', examples: ['2026-05-31T19:22:00.000Z'] }),
  address: Type.String({ examples: [ADDRESS_EXAMPLE] }),
  label: Label,
  symbol: Type.String({ examples: ['TEST_BTC'] }),
  type: Type.Union([Type.Literal('trade'), Type.Literal('liquidation')]),
  side: Type.Union([Type.Literal('buy'), Type.Literal('sell')], {
    description: 'buy adds long or reduces short exposure; sell the opposite',
  }),
  size_usd: Usd('Notional, USD', 264_600),
  price: Type.Number({ examples: [88_214.08] }),
});

export type SortKey = 'account_value' | 'pnl' | 'volume';

const SORT_FIELD: Record<SortKey, (w: Whale) => number> = {
  account_value: (w) => w.accountValueUsd,
  pnl: (w) => w.pnlAllTimeUsd,
  volume: (w) => w.volume24hUsd,
};

/** Descending by the key, address as the tie-break so equal figures list stably. */
export function sortWhales(whales: Whale[], key: SortKey): Whale[] {
  const f = SORT_FIELD[key];
  return [...whales].sort((a, b) => f(b) - f(a) || (a.address < b.address ? -1 : a.address > b.address ? 1 : 0));
}

export function groupByAddress(positions: readonly WhalePosition[]): Map<string, WhalePosition[]> {
  const out = new Map<string, WhalePosition[]>();
  for (const p of positions) {
    if (!(p.sizeUsd > 0)) continue;
    const list = out.get(p.address);
    if (list) list.push(p);
    else out.set(p.address, [p]);
  }
  return out;
}

export function whaleRow(w: Whale, positions: readonly WhalePosition[]) {
  let long = 0;
  let short = 0;
  const bySymbol = new Map<string, number>();
  for (const p of positions) {
    if (p.side === 'long') long += p.sizeUsd;
    else short += p.sizeUsd;
    bySymbol.set(p.symbol, (bySymbol.get(p.symbol) ?? 0) + p.sizeUsd);
  }
  return {
    address: w.address,
    label: w.label,
    account_value_usd: w.accountValueUsd,
    pnl_all_time_usd: w.pnlAllTimeUsd,
    volume_24h_usd: w.volume24hUsd,
    positions: {
      count: positions.length,
      long_notional_usd: long,
      short_notional_usd: short,
      symbols: [...bySymbol.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([s]) => s),
    },
    stale: w.stale === true || positions.some((p) => p.stale === true),
  };
}

export function positionRow(p: WhalePosition, label: string | null) {
  return {
    address: p.address,
    label,
    side: p.side,
    size_usd: p.sizeUsd,
    entry_price: p.entryPrice,
    unrealized_pnl_usd: p.unrealizedPnlUsd,
    leverage: p.leverage,
    stale: p.stale === true,
  };
}

/** Share of notional a side needs before the consensus leans its way. */
export const BIAS_SHARE = 0.55;

export function consensusOf(positions: readonly WhalePosition[]) {
  const long = new Set<string>();
  const short = new Set<string>();
  let longUsd = 0;
  let shortUsd = 0;
  for (const p of positions) {
    if (!(p.sizeUsd > 0)) continue;
    if (p.side === 'long') {
      long.add(p.address);
      longUsd += p.sizeUsd;
    } else {
      short.add(p.address);
      shortUsd += p.sizeUsd;
    }
  }
  const total = longUsd + shortUsd;
  const share = total > 0 ? longUsd / total : 0.5;
  return {
    whales_long: long.size,
    whales_short: short.size,
    long_notional_usd: longUsd,
    short_notional_usd: shortUsd,
    net_notional_usd: longUsd - shortUsd,
    long_share: Math.round(share * 10_000) / 10_000,
    bias: share >= BIAS_SHARE ? ('long' as const) : share <= 1 - BIAS_SHARE ? ('short' as const) : ('neutral' as const),
  };
}

/** The feed row is the event type's one renderer (src/events/payloads.ts). */
export { whaleEventRow as eventRow } from '../../events/payloads.ts';
