/**
 * Hyperliquid: whale discovery from the stats host's leaderboard, whale positions and fills and
 * every perp's funding, open interest and mark price from POST /info.
 */
export { type CoinReading, readCoin } from './coins.ts';
export { fetchContexts, nextHour, parseAssetContexts } from './contexts.ts';
export {
  FILLS_PAGE_SIZE,
  type FillEvent,
  type FillsPage,
  type FillsRead,
  fetchFills,
  parseFillsPage,
  readFills,
} from './fills.ts';
export { INFO_BUCKET, INFO_WEIGHTS, type InfoType, ITEMS_PER_EXTRA_WEIGHT } from './info.ts';
export { JsonArrayScanner, JsonStreamError, streamArrayMember } from './json-array-scanner.ts';
export {
  LEADERBOARD_WINDOWS,
  type LeaderboardRow,
  type LeaderboardStream,
  type LeaderboardTally,
  type LeaderboardWindowName,
  parseLeaderboardRow,
  streamLeaderboard,
  type WindowPerformance,
} from './leaderboard.ts';
export { type AccountPositions, fetchPositions, parseClearinghouseState } from './positions.ts';
export {
  DEFAULT_WHALE_RULE,
  eligibleMonthPnl,
  HLP_VAULT,
  selectWhales,
  toWhale,
  type WhaleRule,
  type WhaleSelection,
} from './whale-rule.ts';
export { decimal, type Skip } from './wire.ts';
