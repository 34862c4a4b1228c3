/**
 * The upstream stand-ins of bench:ingest, in a process of their own so that neither their CPU nor
 * their buffers count in the bench's figures: the Hyperliquid stats host (a pre-rendered
 * leaderboard of ~33 MB) and info API (the whales' accounts), and Binance, Bybit and OKX serving
 * one venue universe. Prints `{"ready":{…}}` with their addresses, then serves until SIGTERM.
 */
import { binanceState, startBinanceFixture } from '../test/fixtures/upstreams/binance.ts';
import { bybitState, startBybitFixture } from '../test/fixtures/upstreams/bybit.ts';
import {
  leaderboardText,
  startHyperliquidInfo,
  startHyperliquidStats,
  type WireLeaderboardRow,
  type WireWindow,
} from '../test/fixtures/upstreams/hyperliquid.ts';
import { generateHyperliquidWorld } from '../test/fixtures/upstreams/hyperliquid-world.ts';
import { okxState, startOkxFixture } from '../test/fixtures/upstreams/okx.ts';
import { generateVenueUniverse } from '../test/fixtures/upstreams/venue-universe.ts';

export interface IngestFixtures {
  stats: string;
  info: string;
  binance: string;
  bybit: string;
  okx: string;
  leaderboardBytes: number;
  leaderboardRows: number;
  /** Lower-case addresses of the rows the default whale rule selects from, in document order. */
  whaleAddresses: string[];
  /** The venue fixtures' clock, ms. */
  venueNow: number;
}

const SEED = 2026;
/**
 * Windows the whale rule does not read, added to every row: the generator's rows average ~830 B
 * and the live document ~1.1 KB (~33 MB for 30,000 rows); unknown windows are what a parser must
 * skip anyway, so they pad the document without changing what is selected.
 */
const IGNORED_WINDOWS = ['quarter', 'perpQuarter', 'year'];
const NO_FIGURES: WireWindow = { pnl: '0.0', roi: '0.0', vlm: '0.0' };

function* padded(rows: Iterable<WireLeaderboardRow>): Generator<WireLeaderboardRow> {
  for (const row of rows) {
    const own = row.windowPerformances;
    const extra = IGNORED_WINDOWS.map((name, k): [string, WireWindow] => [
      name,
      own[k % own.length]?.[1] ?? NO_FIGURES,
    ]);
    yield { ...row, windowPerformances: [...own, ...extra] };
  }
}

const rows = Number(process.env.LEADERBOARD_ROWS ?? 30_000);
const world = generateHyperliquidWorld({ seed: SEED, leaderboardRows: rows });
// Rendered once: the stand-in must send bytes as fast as a CDN would, not generate them per request.
const document = Buffer.from([...leaderboardText(padded(world.leaderboard))].join(''));
const stats = await startHyperliquidStats({ document });
const info = await startHyperliquidInfo({ clearinghouse: world.clearinghouse, now: () => world.now });
const universe = generateVenueUniverse({ seed: SEED });
const binance = await startBinanceFixture(binanceState(universe));
const bybit = await startBybitFixture(bybitState(universe));
const okx = await startOkxFixture(okxState(universe));

const ready: IngestFixtures = {
  stats: stats.server.url,
  info: info.server.url,
  binance: binance.server.url,
  bybit: bybit.server.url,
  okx: okx.server.url,
  leaderboardBytes: document.length,
  leaderboardRows: rows,
  whaleAddresses: world.whaleAddresses,
  venueNow: universe.now,
};
process.stdout.write(`${JSON.stringify({ ready })}\n`);

// The servers keep every request they saw (for tests); a long bench does not need them.
const servers = [stats, info, binance, bybit, okx].map((f) => f.server);
setInterval(() => {
  for (const s of servers) s.requests.length = 0;
}, 5_000).unref();

process.on('SIGTERM', async () => {
  await Promise.all(servers.map((s) => s.close()));
  process.exit(0);
});
