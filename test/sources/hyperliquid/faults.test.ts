/**
 * Every read of the Hyperliquid adapter against the fixture servers, under each fault the
 * fault layer injects: the error the caller sees names its kind. (Retries live in the
 * upstream client; these read the kind of the final answer.)
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchContexts,
  fetchFills,
  fetchPositions,
  selectWhales,
  streamLeaderboard,
} from '../../../src/sources/hyperliquid/index.ts';
import { createUpstream } from '../../../src/sources/upstream/client.ts';
import { type Upstream, UpstreamError, type UpstreamErrorKind } from '../../../src/sources/upstream/types.ts';
import {
  type Fixture,
  type HyperliquidInfoState,
  type HyperliquidStatsState,
  startHyperliquidInfo,
  startHyperliquidStats,
} from '../../fixtures/upstreams/hyperliquid.ts';
import { generateHyperliquidWorld } from '../../fixtures/upstreams/hyperliquid-world.ts';
import type { Fault } from '../../fixtures/upstreams/server.ts';
import { ONE_ATTEMPT } from '../../helpers/upstreams.ts';

const world = generateHyperliquidWorld({ seed: 3, leaderboardRows: 400, whales: 30 });
/** A whale with perp fills and a main-dex position, so a renamed field leaves nothing readable. */
const whale = world.whaleAddresses.find(
  (a) =>
    (world.fills.get(a) ?? []).some((f) => !f.coin.startsWith('@')) &&
    (world.clearinghouse.get(a)?.assetPositions ?? []).some((p) => !p.position.coin.includes(':')),
)!;
let info: Fixture<HyperliquidInfoState>;
let stats: Fixture<HyperliquidStatsState>;

beforeAll(async () => {
  info = await startHyperliquidInfo({
    clearinghouse: world.clearinghouse,
    fills: world.fills,
    universe: world.universe,
    contexts: world.contexts,
    now: () => world.now,
  });
  stats = await startHyperliquidStats({ rows: world.leaderboard, chunkBytes: 4096 });
});
afterAll(async () => {
  await info.server.close();
  await stats.server.close();
});
afterEach(() => {
  info.server.clearFaults();
  stats.server.clearFaults();
});

const upstream = (f: Fixture<unknown>, timeoutMs = 5_000): Upstream =>
  createUpstream({ name: 'hyperliquid', baseUrl: f.server.url, timeoutMs, ...ONE_ATTEMPT });

async function readLeaderboard(up: Upstream) {
  const rows = [];
  for await (const r of streamLeaderboard(up)) rows.push(r);
  return rows;
}

type Read = { name: string; fixture: () => Fixture<unknown>; path: string; read: (up: Upstream) => Promise<unknown> };
const reads: Read[] = [
  { name: 'leaderboard', fixture: () => stats, path: '/Mainnet', read: readLeaderboard },
  { name: 'positions', fixture: () => info, path: '/info', read: (up) => fetchPositions(up, whale, () => world.now) },
  {
    name: 'fills',
    fixture: () => info,
    path: '/info',
    read: (up) => fetchFills(up, whale, world.now - 31 * 86_400_000, world.now),
  },
  { name: 'contexts', fixture: () => info, path: '/info', read: (up) => fetchContexts(up, () => world.now) },
];

type FaultCase = { name: string; fault: Fault; kind: UpstreamErrorKind; status?: number };
const faults: FaultCase[] = [
  { name: '429 with Retry-After', fault: { kind: 'rate-limit', retryAfterS: 7 }, kind: 'rate_limited', status: 429 },
  { name: '418 ban', fault: { kind: 'rate-limit', retryAfterS: 120, status: 418 }, kind: 'rate_limited', status: 418 },
  { name: '503', fault: { kind: 'server-error' }, kind: 'http', status: 503 },
  { name: '500', fault: { kind: 'server-error', status: 500 }, kind: 'http', status: 500 },
  { name: 'a body that is not JSON', fault: { kind: 'malformed' }, kind: 'malformed' },
  { name: 'a drifted schema', fault: { kind: 'drift' }, kind: 'malformed' },
  { name: 'a hang-up', fault: { kind: 'hang-up' }, kind: 'network' },
];

async function failure(p: Promise<unknown>): Promise<UpstreamError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof UpstreamError)) throw new Error(`expected an UpstreamError, got ${String(err)}`);
  return err;
}

describe.each(reads)('$name', ({ fixture, path, read }) => {
  it('answers without faults', async () => {
    const got = await read(upstream(fixture()));
    expect(Array.isArray(got) ? got.length : got).toBeTruthy();
  });

  it.each(faults)('$name → $kind', async ({ fault, kind, status }) => {
    fixture().server.fault({ fault, path, times: 1 });
    const err = await failure(read(upstream(fixture())));
    expect(err.kind).toBe(kind);
    expect(err.upstream).toBe('hyperliquid');
    expect(err.status).toBe(status);
  });

  it('slow answers: within the timeout they arrive, past it the call times out', async () => {
    fixture().server.fault({ fault: { kind: 'slow', delayMs: 60 }, path, times: 1 });
    await expect(read(upstream(fixture()))).resolves.toBeTruthy();
    fixture().server.fault({ fault: { kind: 'slow', delayMs: 400 }, path, times: 1 });
    expect((await failure(read(upstream(fixture(), 100)))).kind).toBe('timeout');
  });
});

describe('stats host document faults', () => {
  it('a document cut off mid-way is malformed; the rows read before it stay read', async () => {
    stats.state.truncateAt = 150_000;
    try {
      const seen: string[] = [];
      const err = await failure(
        (async () => {
          for await (const r of streamLeaderboard(upstream(stats))) seen.push(r.address);
        })(),
      );
      expect(err.kind).toBe('malformed');
      expect(seen.length).toBeGreaterThan(50);
      expect(seen.length).toBeLessThan(400);
    } finally {
      stats.state.truncateAt = null;
    }
  });

  it('a document whose rows all lost their address is malformed, not an empty leaderboard', async () => {
    const rows = stats.state.rows;
    stats.state.rows = [...world.leaderboard]
      .slice(0, 20)
      .map(({ ethAddress, ...rest }) => ({ ...rest, user: ethAddress }));
    try {
      expect((await failure(readLeaderboard(upstream(stats)))).kind).toBe('malformed');
    } finally {
      stats.state.rows = rows;
    }
  });

  it('the selection over the served leaderboard picks the generated whales', async () => {
    const sel = await selectWhales(streamLeaderboard(upstream(stats)));
    expect(sel.eligible).toBe(world.whaleAddresses.length);
    expect(new Set(sel.whales.map((w) => w.address))).toEqual(new Set(world.whaleAddresses));
  });
});

describe('info API request validation', () => {
  it('an unknown info type is HTTP 422, as the venue answers', async () => {
    const up = upstream(info);
    const err = await failure(up.json({ method: 'POST', path: '/info', body: { type: 'leaderboard' } }));
    expect([err.kind, err.status]).toEqual(['http', 422]);
    const res = await fetch(`${info.server.url}/info`, { method: 'POST', body: JSON.stringify({ type: 'nope' }) });
    expect(await res.text()).toMatch(/^Failed to deserialize the JSON body/);
  });
});
