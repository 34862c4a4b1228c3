/**
 * The budgets the upstreams publish, by upstream and bucket, exactly as published: the headroom
 * we keep is applied by createUpstream (`budgetHeadroom`, default DEFAULT_BUDGET_HEADROOM), so
 * these numbers stay comparable with the venues' documents and with benchmarks.
 */
import type { BudgetSpec } from './types.ts';

/**
 * Part of each published capacity we leave unused: the venue may count traffic we do not see
 * (another process on the same IP) and its window does not start when ours does.
 */
export const DEFAULT_BUDGET_HEADROOM = 0.1;

export const UPSTREAM_BUDGETS = {
  /** 1200 weight per minute per IP, shared by every POST /info. */
  hyperliquid: { default: { capacity: 1200, windowMs: 60_000 } },
  binance: {
    /** REQUEST_WEIGHT: 2400 per minute per IP. */
    default: { capacity: 2400, windowMs: 60_000 },
    /** /futures/data/*: 1000 requests per 5 minutes per IP (request weight 0). */
    'futures-data': { capacity: 1000, windowMs: 300_000 },
    /** fundingRate and fundingInfo share 500 requests per 5 minutes per IP. */
    funding: { capacity: 500, windowMs: 300_000 },
  },
  /** 600 requests per 5 seconds per IP, across every host. */
  bybit: { default: { capacity: 600, windowMs: 5_000 } },
  /** OKX limits each endpoint on its own (per IP; some per instrument too, which we count as per IP). */
  okx: {
    default: { capacity: 20, windowMs: 2_000 },
    funding: { capacity: 10, windowMs: 2_000 },
    'open-interest': { capacity: 20, windowMs: 2_000 },
    rubik: { capacity: 5, windowMs: 2_000 },
    instruments: { capacity: 20, windowMs: 2_000 },
    candles: { capacity: 20, windowMs: 2_000 },
  },
  /** DefiLlama publishes no number for its free tier; public clients keep to about 40 a minute (per host). */
  defillama: { default: { capacity: 40, windowMs: 60_000 } },
  /** mempool.space publishes none; its self-hosting nginx allows 200 a minute. We keep to 1 a second. */
  mempool: { default: { capacity: 60, windowMs: 60_000 } },
  /** Public keyless Ethereum RPC endpoints throttle around a few requests a second; gas needs 1 a cycle. */
  'eth-gas': { default: { capacity: 60, windowMs: 60_000 } },
  /** Coin Metrics community API: 10 requests per 6 seconds per IP. */
  coinmetrics: { default: { capacity: 10, windowMs: 6_000 } },
  /**
   * Deribit credits: 500 a request from a pool of 50,000 refilled at 10,000 a second, per IP for
   * public calls: 20 requests a second sustained (a burst of 100 we do not use).
   */
  deribit: { default: { capacity: 20, windowMs: 1_000 } },
  /** An ETF flow table changes once a day: a few reads a minute is plenty for any host. */
  'etf-flows': { default: { capacity: 6, windowMs: 60_000 } },
  /** News feeds, all hosts together: polite polling. */
  news: { default: { capacity: 30, windowMs: 60_000 } },
} as const satisfies Record<string, Record<string, BudgetSpec>>;

/**
 * HTTP statuses each upstream uses to say "too many requests" besides 429 and 418, with the least
 * pause each calls for (ms). Bybit answers 403 "access too frequent" and asks for 10 minutes off.
 */
export const UPSTREAM_RATE_LIMIT_STATUSES = {
  hyperliquid: {},
  binance: {},
  bybit: { 403: 600_000 },
  okx: {},
} as const satisfies Record<string, Record<number, number>>;
