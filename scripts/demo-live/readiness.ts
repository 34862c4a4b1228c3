/**
 * What `npm run demo:live` waits for and prints: the collected sources ok or degraded in
 * GET /v1/status/sources, whales with positions, and a BTC confirmation scored from whales,
 * derivatives and on-chain data with nothing missing; then curl lines, a one-line summary and the
 * machine-readable ready line.
 */
import { UPSTREAMS } from '../../src/ingest/catalog.ts';

/** The upstreams LIVE_SOURCES=all collects (the demo gives each an address), as /v1/status/sources names them. */
export const COLLECTED = UPSTREAMS.map((u) => u.name);

interface SourceEntry {
  name: string;
  state: string;
  collected: boolean;
  last_items: number | null;
  last_error: string | null;
}

interface Missing {
  component: string;
  venue?: string;
  reason: string;
}

export interface LiveView {
  confirmation: string;
  score: number;
  whalesLong: number;
  whalesShort: number;
  fundingVenues: number;
  fundingRate: number | null;
  missing: Missing[];
  whalesTracked: number;
  sources: Array<{ name: string; state: string }>;
}

async function getJson(url: string, key: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(url, { headers: { 'x-api-key': key } });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as Record<string, unknown> };
  } catch {
    return { status: res.status, body: { text } };
  }
}

/** Why the service is not ready yet, or null when it is. */
async function notReadyBecause(url: string, key: string, seen: Map<string, string>, say: (l: string) => void) {
  const status = await getJson(`${url}/v1/status/sources`, key);
  if (status.status !== 200) return `status answered ${status.status}`;
  const sources = status.body.sources as SourceEntry[];
  for (const s of sources.filter((x) => x.collected)) {
    if (seen.get(s.name) !== s.state) {
      const detail = s.last_error
        ? ` (last error: ${s.last_error})`
        : s.last_items !== null
          ? ` (${s.last_items} rows)`
          : '';
      say(`  ${s.name.padEnd(24)} ${seen.get(s.name) ?? '—'} → ${s.state}${detail}`);
      seen.set(s.name, s.state);
    }
  }
  const waiting = COLLECTED.filter((name) => {
    const s = sources.find((x) => x.name === name);
    return !s?.collected || (s.state !== 'ok' && s.state !== 'degraded');
  });
  if (waiting.length > 0) return `sources not yet ok: ${waiting.join(', ')}`;
  const whales = await getJson(`${url}/v1/whales?limit=1`, key);
  if (whales.status !== 200 || !((whales.body.total as number) > 0)) return 'no whales yet';
  const confirm = await getJson(`${url}/v1/confirm?symbol=BTC&direction=long&format=composite`, key);
  if (confirm.status !== 200) return `confirm answered ${confirm.status}: ${String(confirm.body.detail ?? '')}`;
  const missing = confirm.body.missing as Missing[];
  if (missing.length > 0) return `confirm still misses ${missing.map((m) => m.reason).join('; ')}`;
  return null;
}

/** Polls until every source is ok or degraded, whales are tracked and BTC confirms from every input. */
export async function waitUntilCollected(
  url: string,
  key: string,
  timeoutMs: number,
  say: (line: string) => void,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const seen = new Map<string, string>();
  let why: string | null = 'not asked yet';
  while (Date.now() < deadline) {
    why = await notReadyBecause(url, key, seen, say);
    if (why === null) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`not ready after ${Math.round(timeoutMs / 1000)} s: ${why}`);
}

export async function readLiveView(url: string, key: string): Promise<LiveView> {
  const [simple, composite, whales, status] = await Promise.all([
    getJson(`${url}/v1/confirm?symbol=BTC&direction=long`, key),
    getJson(`${url}/v1/confirm?symbol=BTC&direction=long&format=composite`, key),
    getJson(`${url}/v1/whales?limit=1`, key),
    getJson(`${url}/v1/status/sources`, key),
  ]);
  const sm = (simple.body.smart_money ?? {}) as { whales_long?: number; whales_short?: number };
  const figures = (composite.body.figures ?? {}) as { funding_venues?: number; funding_rate?: number | null };
  return {
    confirmation: String(simple.body.confirmation),
    score: Number(simple.body.score),
    whalesLong: sm.whales_long ?? 0,
    whalesShort: sm.whales_short ?? 0,
    fundingVenues: figures.funding_venues ?? 0,
    fundingRate: figures.funding_rate ?? null,
    missing: (composite.body.missing ?? []) as Missing[],
    whalesTracked: Number(whales.body.total ?? 0),
    sources: (status.body.sources as SourceEntry[])
      .filter((s) => s.collected)
      .map((s) => ({ name: s.name, state: s.state })),
  };
}

export interface ReadyInfo {
  url: string;
  key: string;
  account: string;
  adminToken: string;
  servicePid: number;
  leaderboardRows: number;
  whales: number;
  view: LiveView;
  readyMs: number;
}

const pct = (x: number | null) => (x === null ? 'n/a' : `${(x * 100).toFixed(4)} %`);

export function printReady(say: (line?: string) => void, r: ReadyInfo): void {
  const v = r.view;
  const header = `-H 'X-API-Key: ${r.key}'`;
  say();
  say(`ready in ${(r.readyMs / 1000).toFixed(1)} s. Try:`);
  say(`  curl -s '${r.url}/v1/confirm?symbol=BTC&direction=long' ${header}`);
  say(`  curl -s '${r.url}/v1/derivatives/screener?symbol=BTC' ${header}`);
  say(`  curl -s '${r.url}/v1/whales?limit=10' ${header}`);
  say(`  curl -s '${r.url}/v1/onchain/valuation?symbol=BTC' ${header}`);
  say(`  curl -s '${r.url}/v1/options/flow?symbol=BTC&limit=5' ${header}`);
  say(`  curl -s '${r.url}/v1/etf/flows?asset=BTC&days=7' ${header}`);
  say(`  curl -s '${r.url}/v1/news?limit=5' ${header}`);
  say(`  curl -s '${r.url}/v1/status/sources' ${header}`);
  say();
  say(
    `live: BTC long → ${v.confirmation} (score ${v.score}); ${v.whalesLong} whales long, ${v.whalesShort} short; ` +
      `funding ${pct(v.fundingRate)} per 8 h across ${v.fundingVenues} venues; ${v.whalesTracked} whales tracked; ` +
      `missing: ${v.missing.map((m) => m.component).join(', ') || 'nothing'}`,
  );
  say('Ctrl-C stops the service and the fixtures.');
  say(
    JSON.stringify({
      demo: {
        url: r.url,
        key: r.key,
        account: r.account,
        admin_token: r.adminToken,
        service_pid: r.servicePid,
        leaderboard_rows: r.leaderboardRows,
        whales: r.whales,
        whales_tracked: v.whalesTracked,
        sources: v.sources,
      },
    }),
  );
}
