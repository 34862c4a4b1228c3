/**
 * What a collection cycle makes of a source's status: Hyperliquid's contexts list delisted perps
 * beside the live ones; leaving those out is not leaving anything out, so the source stays ok.
 * Only a listed perp whose figures are missing makes it degraded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { UPSTREAMS } from '../../src/ingest/catalog.ts';
import { collectHyperliquidContexts } from '../../src/ingest/collectors/derivatives.ts';
import type { IngestContext, Upstreams } from '../../src/ingest/context.ts';
import { runCycle } from '../../src/ingest/cycle.ts';
import { readOne, stateOf } from '../../src/ingest/status.ts';
import type { Database } from '../../src/platform/db/client.ts';
import { createUpstream } from '../../src/sources/upstream/client.ts';
import { startHyperliquidInfo } from '../fixtures/upstreams/hyperliquid.ts';
import { generateHyperliquidWorld } from '../fixtures/upstreams/hyperliquid-world.ts';
import { openTestDatabase } from '../helpers/app.ts';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const world = generateHyperliquidWorld({ seed: 3, now: NOW, leaderboardRows: 10, whales: 1 });
const delisted = world.universe.filter((a) => a.isDelisted).length;
const listed = world.universe.length - delisted;
const entry = UPSTREAMS.find((u) => u.name === 'hyperliquid')!;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

let info: Awaited<ReturnType<typeof startHyperliquidInfo>>;
let database: Database;
let drop: () => Promise<void>;
let ctx: IngestContext;

beforeAll(async () => {
  info = await startHyperliquidInfo({ universe: world.universe, contexts: world.contexts.map((c) => ({ ...c })) });
  ({ database, drop } = await openTestDatabase());
  const hyperliquid = createUpstream({ name: 'hyperliquid', baseUrl: info.server.url, retries: 0 });
  ctx = {
    db: database.db,
    now: () => NOW,
    upstreams: { hyperliquid } as unknown as Upstreams,
    collection: loadConfig({}).collection,
    log: silent,
    wrote: () => {},
  };
});
afterAll(async () => {
  await drop?.();
  await database?.close();
  await info?.server.close();
});

const cycle = () => runCycle(ctx, 'collect-hyperliquid-contexts', 'hyperliquid', () => collectHyperliquidContexts(ctx));

describe('the hyperliquid source after a contexts cycle', () => {
  it('is ok when every listed perp had its figures, however many delisted ones the venue lists', async () => {
    expect(delisted).toBeGreaterThan(0);
    const report = await cycle();
    expect(report).toMatchObject({ ok: true, items: listed, skipped: 0 });
    const record = await readOne(database.db, 'hyperliquid');
    expect(record).toMatchObject({ lastItems: listed, lastSkipped: 0 });
    expect(stateOf(entry, record, true, NOW)).toBe('ok');
  });

  it('stays ok with a listed perp or two without figures, and is degraded past a tenth of them', async () => {
    const btc = world.universe.findIndex((a) => a.name === 'BTC');
    info.state.contexts[btc] = { ...info.state.contexts[btc], markPx: 'NaN' };
    const report = await cycle();
    expect(report).toMatchObject({ ok: true, items: listed - 1, skipped: 1 });
    expect(stateOf(entry, await readOne(database.db, 'hyperliquid'), true, NOW)).toBe('ok');

    // A fifth of the listed perps without figures: the venue's answer is half broken.
    const listedIndexes = world.universe.flatMap((a, i) => (a.isDelisted ? [] : [i]));
    const broken = listedIndexes.slice(0, Math.ceil(listedIndexes.length / 5));
    for (const i of broken) info.state.contexts[i] = { ...info.state.contexts[i], markPx: 'NaN' };
    const worse = await cycle();
    expect(worse).toMatchObject({ ok: true, skipped: broken.length + (broken.includes(btc) ? 0 : 1) });
    expect(stateOf(entry, await readOne(database.db, 'hyperliquid'), true, NOW)).toBe('degraded');
  });
});
