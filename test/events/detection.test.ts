/**
 * Production detection over series of collected figures: confirmation buckets entered and left
 * with hysteresis, a restart that does not fire again, whale and funding SIGNALs, and the
 * webhook deliveries each event gets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectionDepsOf, runDetection } from '../../src/events/detection/detect.ts';
import { FUNDING_EXTREME, LEVEL_MARGIN } from '../../src/events/detection/hysteresis.ts';
import {
  WHALE_LIQUIDATION_SIGNAL_USD,
  WHALE_LOOKBACK_MS,
  WHALE_TRADE_SIGNAL_USD,
} from '../../src/events/detection/state.ts';
import { bootTestApp, type TestApp } from '../helpers/app.ts';
import { deliveriesOf, eventsAfter, lastSeq, registerWebhook, writeMarket, writeWhales } from './helpers.ts';

let t: TestApp;
let now = Date.UTC(2026, 10, 21, 12, 0, 0);
let hook: number;
beforeAll(async () => {
  t = await bootTestApp({}, { now: () => now });
  const account = await t.createAccount('pro');
  hook = await registerWebhook(t, account.id, 'production');
});
afterAll(() => t.close());

const pass = () => runDetection(detectionDepsOf(t.app.ctx));

/** Writes each composite a minute apart, runs a pass after each, and says what fired for `symbol`. */
async function series(symbol: string, composites: number[]) {
  const fired: Array<{ step: number; name: string; direction: string | null; composite: number }> = [];
  for (const [step, composite] of composites.entries()) {
    now += 60_000;
    await writeMarket(t, now, symbol, { composite });
    const before = await lastSeq(t);
    await pass();
    for (const e of await eventsAfter(t, before)) {
      if (e.symbol === symbol && e.kind === 'confirmation') {
        fired.push({ step, name: e.name, direction: e.direction, composite: e.body.composite });
      }
    }
  }
  return fired;
}

describe('confirmation buckets', () => {
  it('fire on a rise into MEDIUM and HIGH, once, while the composite hovers at the threshold', async () => {
    const hover = [0.52, 0.49, 0.51, 0.47, 0.5, 0.46, 0.55];
    const fired = await series('BTC', [0.1, 0.3, ...hover]);
    expect(fired.map((f) => [f.step, f.name, f.direction])).toEqual([
      [1, 'MEDIUM', 'long'],
      [2, 'HIGH', 'long'],
    ]);
    // The scored composite is the one the figures were chosen for.
    expect(fired[1]!.composite).toBeCloseTo(0.52, 3);
  });

  it('leave a bucket only a margin below its threshold, quietly, and fire again on the next rise', async () => {
    const below = 0.5 - LEVEL_MARGIN - 0.01;
    const fired = await series('BTC', [below, 0.3, 0.51, 0.1, 0.26, 0.21, 0.26, 0.12, 0.27]);
    // Falling to MEDIUM says nothing; HIGH again fires; 0.21 keeps MEDIUM, so 0.26 after it is
    // quiet; MEDIUM fires again only after the composite left it (0.12).
    expect(fired.map((f) => [f.step, f.name])).toEqual([
      [2, 'HIGH'],
      [4, 'MEDIUM'],
      [8, 'MEDIUM'],
    ]);
  });

  it('render SPEC delivery fields first and deliver each event to the matching registration', async () => {
    const before = await lastSeq(t);
    await series('BNB', [0.1, 0.6]);
    const [event] = (await eventsAfter(t, before)).filter((e) => e.symbol === 'BNB');
    expect(event).toMatchObject({ name: 'HIGH', kind: 'confirmation', account_id: null, direction: 'long' });
    expect(Object.keys(event!.body)).toEqual([
      'event',
      'ts',
      'symbol',
      'direction',
      'confidence',
      'composite',
      'webhook_id',
      'action',
      'confirmation',
    ]);
    expect(event!.body.webhook_id).toBeNull();
    expect(event!.body.ts).toBe(new Date(now).toISOString());
    const [row] = await t.database.query<{ id: string }>('SELECT id FROM events WHERE seq = $1', [event!.seq]);
    const delivered = (await deliveriesOf(t, hook)).filter((d) => d.event_id === row!.id);
    expect(delivered).toHaveLength(1);
    expect(JSON.parse(delivered[0]!.body)).toEqual({ ...event!.body, webhook_id: hook });
  });

  it('a restart carries on from the stored levels: nothing fires again', async () => {
    now += 60_000;
    await writeMarket(t, now, 'XRP', { composite: 0.6 });
    await pass();
    const before = await lastSeq(t);
    const second = await bootTestApp({}, { now: () => now, sameDatabaseAs: t });
    try {
      const result = await runDetection(detectionDepsOf(second.app.ctx));
      expect(result.events).toEqual([]);
      expect(await eventsAfter(t, before)).toEqual([]);
      // The stored level is still what decides: a fall and a rise fire in the restarted process.
      now += 60_000;
      await writeMarket(t, now, 'XRP', { composite: 0.1 });
      await runDetection(detectionDepsOf(second.app.ctx));
      now += 60_000;
      await writeMarket(t, now, 'XRP', { composite: 0.6 });
      await runDetection(detectionDepsOf(second.app.ctx));
      const again = (await eventsAfter(t, before)).filter((e) => e.symbol === 'XRP');
      expect(again.map((e) => e.name)).toEqual(['HIGH']);
    } finally {
      await second.close();
    }
  });

  it('passes that find nothing new publish nothing', async () => {
    await pass();
    const before = await lastSeq(t);
    expect((await pass()).events).toEqual([]);
    expect(await lastSeq(t)).toBe(before);
  });
});

describe('whale SIGNALs', () => {
  it('fire once for trades and liquidations past their thresholds within the look-back', async () => {
    await pass();
    const before = await lastSeq(t);
    const base = { address: '0xwhale', symbol: 'ETH', price: 3000 };
    await writeWhales(t, [
      { ...base, id: 'w-big', t: now - 30_000, type: 'trade', side: 'buy', sizeUsd: WHALE_TRADE_SIGNAL_USD * 2 },
      { ...base, id: 'w-small', t: now - 20_000, type: 'trade', side: 'buy', sizeUsd: WHALE_TRADE_SIGNAL_USD / 2 },
      {
        ...base,
        id: 'w-liq',
        t: now - 10_000,
        type: 'liquidation',
        side: 'sell',
        sizeUsd: WHALE_LIQUIDATION_SIGNAL_USD + 1,
      },
      { ...base, id: 'w-old', t: now - WHALE_LOOKBACK_MS - 1, type: 'trade', side: 'buy', sizeUsd: 5e7 },
    ]);
    await pass();
    const fired = await eventsAfter(t, before);
    expect(fired.map((e) => [e.name, e.kind, e.direction, e.body.whale_event.id])).toEqual([
      ['SIGNAL', 'whale_trade', 'long', 'w-big'],
      ['SIGNAL', 'whale_liquidation', 'short', 'w-liq'],
    ]);
    expect(Object.keys(fired[0]!.body)).toEqual([
      'event',
      'ts',
      'symbol',
      'direction',
      'webhook_id',
      'signal',
      'whale_event',
    ]);
    // Seen events stay seen, across passes and restarts of the process.
    const after = await lastSeq(t);
    await pass();
    expect(await eventsAfter(t, after)).toEqual([]);
  });

  it('a late fill within the look-back still fires; the first pass ever only marks what is there', async () => {
    const before = await lastSeq(t);
    await writeWhales(t, [
      {
        id: 'w-late',
        t: now - WHALE_LOOKBACK_MS + 60_000,
        address: '0xwhale',
        symbol: 'ETH',
        type: 'trade',
        side: 'sell',
        sizeUsd: WHALE_TRADE_SIGNAL_USD,
        price: 3000,
      },
    ]);
    await pass();
    expect((await eventsAfter(t, before)).map((e) => e.body.whale_event?.id)).toEqual(['w-late']);

    await t.database.query(`DELETE FROM detection_cursor WHERE name = 'whales'`);
    await writeWhales(t, [
      {
        id: 'w-history',
        t: now - 1_000,
        address: '0xwhale',
        symbol: 'ETH',
        type: 'trade',
        side: 'buy',
        sizeUsd: 1e8,
        price: 3000,
      },
    ]);
    const mid = await lastSeq(t);
    await pass();
    await pass();
    expect(await eventsAfter(t, mid)).toEqual([]);
  });
});

describe('funding extremes', () => {
  it('fire on entering an extreme, with hysteresis, and point against the crowded side', async () => {
    const before = await lastSeq(t);
    const rates = [0.0005, FUNDING_EXTREME + 0.0002, 0.0009, 0.00075, 0.0006, FUNDING_EXTREME, -0.0015];
    const fired: Array<[number, string, string | null]> = [];
    for (const [step, funding] of rates.entries()) {
      now += 60_000;
      await writeMarket(t, now, 'SOL', { funding, longShort: 1 });
      const mark = await lastSeq(t);
      await pass();
      for (const e of await eventsAfter(t, mark)) {
        if (e.kind === 'funding_extreme') fired.push([step, e.body.state, e.direction]);
      }
    }
    expect(fired).toEqual([
      [1, 'positive', 'short'],
      [5, 'positive', 'short'],
      [6, 'negative', 'long'],
    ]);
    const [first] = (await eventsAfter(t, before)).filter((e) => e.kind === 'funding_extreme');
    expect(Object.keys(first!.body).slice(0, 8)).toEqual([
      'event',
      'ts',
      'symbol',
      'direction',
      'confidence',
      'composite',
      'webhook_id',
      'signal',
    ]);
    expect(first!.body).toMatchObject({ signal: 'funding_extreme', funding_rate: 0.0012, funding_venues: 1 });
  });
});
