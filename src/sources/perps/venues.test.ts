/**
 * The three perpetual venues side by side: the size of the combined universe, and the CPU a
 * full cycle's parsing costs (answers replayed in-process, so only JSON.parse and the adapters'
 * own work are timed; the service's budget is 2 s of CPU per cycle).
 */
import { describe, expect, it } from 'vitest';
import { binanceRoute, binanceState, startBinanceFixture } from '../../../test/fixtures/upstreams/binance.ts';
import { bybitRoute, bybitState, startBybitFixture } from '../../../test/fixtures/upstreams/bybit.ts';
import { okxRoute, okxState, startOkxFixture } from '../../../test/fixtures/upstreams/okx.ts';
import type { FixtureRoute, FixtureServer } from '../../../test/fixtures/upstreams/server.ts';
import { generateVenueUniverse } from '../../../test/fixtures/upstreams/venue-universe.ts';
import { inProcessUpstream, replayUpstream } from '../../../test/helpers/upstreams.ts';
import { binanceAdapter } from '../binance/index.ts';
import { bybitAdapter } from '../bybit/index.ts';
import { okxAdapter } from '../okx/index.ts';
import type { VenueMarket } from '../types.ts';
import { createUpstream } from '../upstream/client.ts';
import type { PerpVenueAdapter } from './cycle.ts';

const universe = generateVenueUniverse({ seed: 2026 });
const now = () => universe.now;

const venues: Array<{
  name: string;
  adapter: PerpVenueAdapter;
  route: FixtureRoute;
  start: () => Promise<FixtureServer>;
}> = [
  {
    name: 'binance',
    adapter: binanceAdapter,
    route: binanceRoute(binanceState(universe)),
    start: async () => (await startBinanceFixture(binanceState(universe))).server,
  },
  {
    name: 'bybit',
    adapter: bybitAdapter,
    route: bybitRoute(bybitState(universe)),
    start: async () => (await startBybitFixture(bybitState(universe))).server,
  },
  {
    name: 'okx',
    adapter: okxAdapter,
    route: okxRoute(okxState(universe)),
    start: async () => (await startOkxFixture(okxState(universe))).server,
  },
];

describe('binance, bybit and okx together', () => {
  it('list 519 USDT perpetuals between them, overlapping on the majors', async () => {
    const listed: VenueMarket[][] = [];
    for (const venue of venues) {
      const server = await venue.start();
      try {
        listed.push(await venue.adapter.fetchMarkets(createUpstream({ name: venue.name, baseUrl: server.url })));
      } finally {
        await server.close();
      }
    }
    expect(listed.map((markets) => markets.length)).toEqual([230, 180, 109]);
    expect(listed.flat()).toHaveLength(519);
    for (const major of ['BTC', 'ETH', 'SOL', 'PEPE', 'SHIB']) {
      expect(listed.map((markets) => markets.some((m) => m.symbol === major))).toEqual([true, true, true]);
    }
  });

  it('parse one full cycle of all three universes in far less than 2 s of CPU', async () => {
    const recorded: Array<{ venue: (typeof venues)[number]; markets: VenueMarket[]; texts: Map<string, string> }> = [];
    for (const venue of venues) {
      const live = inProcessUpstream(venue.name, venue.route);
      const markets = await venue.adapter.fetchMarkets(live);
      await venue.adapter.fetchDerivatives(live, markets, now);
      recorded.push({ venue, markets, texts: live.texts });
    }
    const bytes = recorded.reduce((sum, r) => sum + [...r.texts.values()].reduce((s, t) => s + t.length, 0), 0);
    const calls = recorded.reduce((sum, r) => sum + r.texts.size, 0);

    const timeCycle = async () => {
      const start = process.cpuUsage();
      let points = 0;
      for (const { venue, markets, texts } of recorded) {
        const cycle = await venue.adapter.fetchDerivatives(replayUpstream(venue.name, texts), markets, now);
        points += cycle.points.length;
      }
      const used = process.cpuUsage(start);
      return { cpuMs: (used.user + used.system) / 1000, points };
    };
    const timeMarkets = async () => {
      const start = process.cpuUsage();
      for (const { venue, texts } of recorded) await venue.adapter.fetchMarkets(replayUpstream(venue.name, texts));
      const used = process.cpuUsage(start);
      return (used.user + used.system) / 1000;
    };

    const cold = await timeCycle();
    const warm = await timeCycle();
    const marketsMs = await timeMarkets();
    expect(cold.points).toBe(519);
    console.info(
      `perp venues: one cycle = ${calls} answers, ${(bytes / 1e6).toFixed(2)} MB of JSON incl. market lists; ` +
        `cycle parse CPU ${cold.cpuMs.toFixed(1)} ms cold, ${warm.cpuMs.toFixed(1)} ms warm; ` +
        `market lists (1.1 MB exchangeInfo included) ${marketsMs.toFixed(1)} ms`,
    );
    // The budget is 2 s; a tenth of it is already a regression worth a look.
    expect(warm.cpuMs).toBeLessThan(200);
    expect(cold.cpuMs).toBeLessThan(1000);
  });
});
