/**
 * Alert rules firing: in production through detection after collector cycles (the rule's account
 * only, once per crossing, with the cool-down), and in the sandbox through clock-move replays that
 * land in the one events table with a delivery per matching registration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_COOLDOWN_MS, ALERT_FUNDING_MARGIN } from '../../src/alerts/evaluate.ts';
import { registerAlertReset } from '../../src/alerts/rules.ts';
import { detectionDepsOf, runDetection } from '../../src/events/detection/detect.ts';
import { LEVEL_MARGIN } from '../../src/events/detection/hysteresis.ts';
import { BUCKETS, scoreConfirmation } from '../../src/signals/confirm.ts';
import { createSyntheticView } from '../../src/sources/synthetic/index.ts';
import { deliveriesOf, eventsAfter, lastSeq, registerWebhook, writeMarket, writeWhales } from '../events/helpers.ts';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let now = Date.UTC(2026, 10, 21, 12, 0, 0);
beforeAll(async () => {
  t = await bootTestApp({}, { now: () => now });
});
afterAll(() => t.close());

const pass = () => runDetection(detectionDepsOf(t.app.ctx));
async function createAlert(key: string, payload: Record<string, unknown>): Promise<number> {
  const res = await t.request({ method: 'POST', url: '/v1/alerts', key, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().alert_id;
}

describe('production alert rules', () => {
  let owner: TestAccount;
  let ownerHook: number;
  let otherHook: number;
  beforeAll(async () => {
    owner = await t.createAccount('trader');
    const other = await t.createAccount('pro');
    ownerHook = await registerWebhook(t, owner.id, 'production', ['SIGNAL']);
    otherHook = await registerWebhook(t, other.id, 'production', ['*']);
  });

  it("fire once per crossing, to the rule's account only, and not again within the cool-down", async () => {
    const level = 0.0008;
    const id = await createAlert(owner.liveKey, { symbol: 'ETH', condition: { type: 'funding_above', level } });
    const steps: Array<[number, number]> = [
      [60_000, 0.0005],
      [60_000, 0.0009],
      [60_000, 0.00085],
      [60_000, level - ALERT_FUNDING_MARGIN / 2],
      [60_000, 0.0006],
      [60_000, 0.0009], // a new crossing, inside the cool-down: swallowed
      [60_000, 0.0005],
      [ALERT_COOLDOWN_MS, 0.00095],
    ];
    const fired: number[] = [];
    const start = await lastSeq(t);
    for (const [i, [dt, funding]] of steps.entries()) {
      now += dt;
      await writeMarket(t, now, 'ETH', { funding, longShort: 1 });
      const mark = await lastSeq(t);
      await pass();
      for (const e of await eventsAfter(t, mark)) if (e.kind === 'alert') fired.push(i);
    }
    expect(fired).toEqual([1, 7]);
    const alerts = (await eventsAfter(t, start)).filter((e) => e.kind === 'alert');
    for (const e of alerts) {
      expect(e).toMatchObject({ name: 'SIGNAL', account_id: owner.id, symbol: 'ETH', direction: 'short' });
      expect(e.body).toMatchObject({
        signal: 'alert',
        alert_id: id,
        condition: { type: 'funding_above', level },
        webhook_id: null,
      });
      expect(Object.keys(e.body).slice(0, 7)).toEqual([
        'event',
        'ts',
        'symbol',
        'direction',
        'confidence',
        'composite',
        'webhook_id',
      ]);
    }
    expect(alerts.map((e) => e.body.value)).toEqual([0.0009, 0.00095]);
    const owned = (await deliveriesOf(t, ownerHook)).map((d) => JSON.parse(d.body));
    expect(owned.filter((b) => b.signal === 'alert').map((b) => b.alert_id)).toEqual([id, id]);
    expect(owned.every((b) => b.webhook_id === ownerHook)).toBe(true);
    const others = (await deliveriesOf(t, otherHook)).map((d) => JSON.parse(d.body));
    expect(others.some((b) => b.signal === 'alert')).toBe(false);
    // Market-wide events reach every account's registration.
    expect(others.some((b) => b.event === 'HIGH' || b.event === 'MEDIUM' || b.signal === 'funding_extreme')).toBe(true);

    const rule = (await t.getJson(`/v1/alerts/${id}`, owner.liveKey)).body;
    expect(rule.fired_count).toBe(2);
    expect(rule.last_fired_at).toBe(new Date(now).toISOString());
  });

  it('a whale rule fires for a whale event past its size that is too small for a market-wide SIGNAL', async () => {
    const id = await createAlert(owner.liveKey, { symbol: 'ETH', condition: { type: 'whale', min_usd: 100_000 } });
    await pass();
    const mark = await lastSeq(t);
    await writeWhales(t, [
      {
        id: 'rule-w1',
        t: now - 5_000,
        address: '0xw',
        symbol: 'ETH',
        type: 'trade',
        side: 'sell',
        sizeUsd: 150_000,
        price: 1,
      },
      {
        id: 'rule-w0',
        t: now - 6_000,
        address: '0xw',
        symbol: 'ETH',
        type: 'trade',
        side: 'buy',
        sizeUsd: 90_000,
        price: 1,
      },
    ]);
    await pass();
    const fired = await eventsAfter(t, mark);
    expect(fired.map((e) => [e.kind, e.account_id, e.direction, e.body.alert_id, e.body.whale_event?.id])).toEqual([
      ['alert', owner.id, 'short', id, 'rule-w1'],
    ]);
  });
});

describe('sandbox replays', () => {
  it('land in the events table with deliveries, the account’s rules firing once per crossing', async () => {
    registerAlertReset(t.app.ctx.sandbox, t.database);
    const from = Date.UTC(2026, 2, 1);
    const a = await t.frozenAccount('pro', from);
    const stranger = await t.frozenAccount('pro', from);
    const hook = await registerWebhook(t, a.id, 'sandbox');
    const strangerHook = await registerWebhook(t, stranger.id, 'sandbox');
    const productionHook = await registerWebhook(t, a.id, 'production');
    const confirmId = await createAlert(a.testKey, {
      symbol: 'TEST_ETH',
      condition: { type: 'confirmation', direction: 'long', bucket: 'MEDIUM' },
    });
    const whaleId = await createAlert(a.testKey, {
      symbol: 'TEST_BTC',
      condition: { type: 'whale', min_usd: 100_000 },
    });
    const before = await lastSeq(t);
    const moved = await t.request({
      method: 'POST',
      url: '/v1/test/simulate-time',
      key: a.testKey,
      payload: { advance_seconds: 3 * 86_400 },
    });
    expect(moved.statusCode).toBe(200);
    const response = moved.json().events as Array<{ seq: number; kind: string; payload: Record<string, unknown> }>;

    const stored = await eventsAfter(t, before, 'sandbox');
    expect(stored.map((e) => e.seq)).toEqual(response.map((e) => e.seq));
    expect(stored.every((e) => e.account_id === a.id)).toBe(true);
    const [listed] = [(await t.getJson('/v1/test/events?limit=500', a.testKey)).body.events];
    expect(listed.map((e: { seq: number }) => e.seq)).toEqual(response.map((e) => e.seq));

    // One delivery per event to the account's sandbox registration; none elsewhere.
    const ids = await t.database.query<{ id: string }>('SELECT id FROM events WHERE seq > $1 ORDER BY seq', [before]);
    const delivered = await deliveriesOf(t, hook);
    expect(delivered.map((d) => d.event_id)).toEqual(ids.map((r) => r.id));
    expect(delivered.map((d) => JSON.parse(d.body))).toEqual(stored.map((e) => ({ ...e.body, webhook_id: hook })));
    expect(await deliveriesOf(t, strangerHook)).toEqual([]);
    expect(await deliveriesOf(t, productionHook)).toEqual([]);

    const alerts = response.filter((e) => e.kind === 'alert');
    const confirmFired = alerts
      .filter((e) => e.payload.alert_id === confirmId)
      .map((e) => Date.parse(String(e.payload.ts)));
    const whaleFired = alerts.filter((e) => e.payload.alert_id === whaleId);
    expect(confirmFired.length).toBeGreaterThan(0);
    expect(whaleFired.length).toBeGreaterThan(0);

    // Independently of the replay: between two confirmation firings the long composite left MEDIUM.
    const view = createSyntheticView({ now: from + 3 * 86_400_000 });
    const composite = async (at: number) => scoreConfirmation(await view.snapshot('TEST_ETH', at), 'long').composite;
    for (const at of confirmFired) expect(await composite(at)).toBeGreaterThanOrEqual(BUCKETS.medium);
    for (let k = 1; k < confirmFired.length; k++) {
      const hours: number[] = [];
      for (let h = confirmFired[k - 1]! + 3_600_000; h < confirmFired[k]!; h += 3_600_000)
        hours.push(await composite(h));
      expect(hours.some((c) => c < BUCKETS.medium - LEVEL_MARGIN)).toBe(true);
    }
    // Whale firings: exactly the qualifying events, each at least the cool-down after the last.
    const whales = await view.whaleEvents({
      from: from + 1,
      to: from + 3 * 86_400_000,
      symbol: 'TEST_BTC',
      minUsd: 100_000,
      limit: 500,
    });
    let last = Number.NEGATIVE_INFINITY;
    const expected = [...whales]
      .sort((x, y) => x.t - y.t || x.id.localeCompare(y.id))
      .filter((e) => {
        if (e.t - last < ALERT_COOLDOWN_MS) return false;
        last = e.t;
        return true;
      });
    expect(whaleFired.map((e) => (e.payload.whale_event as { id: string }).id)).toEqual(expected.map((e) => e.id));

    // A reset of alerts forgets the account's sandbox rules.
    await t.request({ method: 'POST', url: '/v1/test/reset?resource=alerts', key: a.testKey });
    expect((await t.getJson('/v1/alerts', a.testKey)).body.alerts).toEqual([]);
  });
});
