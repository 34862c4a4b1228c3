/**
 * What the live adapters hand to the collectors: the domain types of market/types.ts, plus the
 * per-instrument facts a venue needs to turn its own units into ours.
 */
import type { DerivativesPoint, Market, Venue } from '../market/types.ts';

/** A USDT-margined perpetual (Hyperliquid: USDC) as the venue lists it. */
export interface VenueMarket extends Market {
  /** Asset units one quoted unit stands for: 1000 for `1000PEPEUSDT` or `kPEPE`, else 1. */
  multiplier: number;
  /**
   * Quoted units per contract: OKX `ctVal` (0.01 BTC for BTC-USDT-SWAP); 1 where the venue counts
   * open interest in units already.
   */
  contractSize: number;
  /** Hours between fundings (1, 4 or 8; Hyperliquid 1). */
  fundingIntervalHours: number;
}

/** One full poll of one venue's perpetual universe. */
export interface DerivativesCycle {
  venue: Venue;
  /** When the cycle's answers were taken, ms. */
  t: number;
  markets: VenueMarket[];
  /** One point per market that had the figures; funding per 8 h, open interest in USD. */
  points: DerivativesPoint[];
  /** Instruments left out of `points`, with why (a malformed row, a missing figure). */
  skipped: Array<{ instrument: string; reason: string }>;
}
