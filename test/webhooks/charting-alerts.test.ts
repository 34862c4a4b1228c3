/**
 * POST /v1/charting/webhook: every body encoding, ticker forms, how the side is read, placeholders,
 * and that the answer is the confirm operation's composite shape for the secret's world.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestAccount } from '../helpers/app.ts';
import {
  bootCharting,
  confirmComposite,
  type Harness,
  issue,
  postForm,
  postJson,
  postText,
  sandboxSecret,
  WEBHOOK,
} from './charting-helpers.ts';

let h: Harness;
let account: TestAccount;
let secret: string;
let n = 0;
/** A distinct alert id per call, so no two alerts in a test are duplicates unless meant to be. */
const id = () => `alert-${++n}`;

beforeAll(async () => {
  h = await bootCharting();
  ({ account, secret } = await sandboxSecret(h.t));
});
afterAll(() => h.close());
// A fresh minute per test: these tests send more alerts than one minute's allowance.
beforeEach(() => {
  h.clock.now += 60_000;
});

describe('charting alert: body encodings', () => {
  it('answers application/json with the composite confirmation GET /v1/confirm gives', async () => {
    const res = await postJson(h.t, { secret, ticker: 'TEST_BTC', direction: 'long', id: id() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['idempotent-replayed']).toBe('false');
    expect(res.body).toBe(await confirmComposite(h.t, account.testKey, 'TEST_BTC', 'long'));
    expect(res.json()).toMatchObject({
      status: 'ok',
      symbol: 'TEST_BTC',
      direction: 'long',
      as_of: '2026-03-02T12:34:00.000Z',
    });
  });

  it('reads text/plain as JSON (what the platform sends)', async () => {
    const res = await postText(h.t, JSON.stringify({ secret, ticker: 'TEST_ETH', direction: 'short', id: id() }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe(await confirmComposite(h.t, account.testKey, 'TEST_ETH', 'short'));
  });

  it('reads form bodies', async () => {
    const form = new URLSearchParams({ secret, ticker: 'TEST_SOL', action: 'sell', id: id(), price: '101.5' });
    const res = await postForm(h.t, form.toString());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe(await confirmComposite(h.t, account.testKey, 'TEST_SOL', 'short'));
  });

  it('refuses other media types with 415 and text that is not JSON with 400', async () => {
    const xml = await h.t.request({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/xml' },
      payload: `<alert secret="${secret}"/>`,
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe('unsupported_media_type');
    const text = await postText(h.t, `buy BTC now ${secret}`);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'invalid_body', detail: expect.stringContaining('not valid JSON') });
    const array = await postJson(h.t, [secret]);
    expect(array.statusCode).toBe(400);
    expect(array.json().detail).toContain('JSON object');
  });

  it('refuses a body over 16 KiB with 413 before reading it', async () => {
    const res = await postJson(h.t, { secret, ticker: 'TEST_BTC', direction: 'long', note: 'x'.repeat(17_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('refuses a form that gives a field twice, naming it', async () => {
    const res = await postForm(h.t, `secret=${secret}&ticker=TEST_BTC&ticker=TEST_ETH&direction=long`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_body', invalid_params: [{ in: 'body', name: 'ticker' }] });
    const twoSecrets = await postForm(h.t, `secret=${secret}&secret=other&ticker=TEST_BTC&direction=long`);
    expect(twoSecrets.statusCode).toBe(400);
    expect(twoSecrets.json().invalid_params[0].name).toBe('secret');
  });
});

describe('charting alert: tickers and sides', () => {
  it.each([
    ['BINANCE:BTCUSDT.P', 'TEST_BTC'],
    ['BTCUSDT', 'TEST_BTC'],
    ['BTC', 'TEST_BTC'],
    ['BYBIT:ETHUSDT.P', 'TEST_ETH'],
    ['TEST_SOLUSDT', 'TEST_SOL'],
  ])('reads ticker %s as %s on a sandbox secret', async (ticker, symbol) => {
    const res = await postJson(h.t, { secret, ticker, direction: 'long', id: id() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().symbol).toBe(symbol);
  });

  it('takes symbol over ticker, and 404s an unknown symbol naming the field', async () => {
    const both = await postJson(h.t, { secret, symbol: 'TEST_ETH', ticker: 'TEST_BTC', direction: 'long', id: id() });
    expect(both.json().symbol).toBe('TEST_ETH');
    const unknown = await postJson(h.t, { secret, ticker: 'NOPECOIN', direction: 'long', id: id() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('unknown_symbol');
    const junk = await postJson(h.t, { secret, ticker: 'BTC USDT!', direction: 'long', id: id() });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().invalid_params[0]).toMatchObject({ in: 'body', name: 'ticker' });
  });

  it('applies the plan: a free account reads only its BTC', async () => {
    const free = await sandboxSecret(h.t, 'free');
    const btc = await postJson(h.t, { secret: free.secret, ticker: 'BTCUSDT', direction: 'long', id: id() });
    expect(btc.statusCode).toBe(200);
    const eth = await postJson(h.t, { secret: free.secret, ticker: 'ETHUSDT', direction: 'long', id: id() });
    expect(eth.statusCode).toBe(403);
    expect(eth.json().code).toBe('plan_restricted');
  });

  it.each([
    [{ action: 'buy' }, 'long'],
    [{ action: 'SELL' }, 'short'],
    [{ action: 'buy', market_position: 'long', prev_market_position: 'flat' }, 'long'],
    [{ action: 'sell', market_position: 'short', prev_market_position: 'long' }, 'short'],
    [{ direction: 'short', action: 'buy' }, 'short'],
    [{ market_position: 'long' }, 'long'],
  ])('reads %j as %s', async (fields, direction) => {
    const res = await postJson(h.t, { secret, ticker: 'TEST_BTC', id: id(), ...fields });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().direction).toBe(direction);
  });

  it.each([
    [{ action: 'sell', market_position: 'flat', prev_market_position: 'long' }, 'flat'],
    [{ action: 'sell', market_position: 'long' }, 'reduces a long'],
    [{ direction: 'flat' }, 'flat'],
  ])('acknowledges the exit %j with 202 and no evaluation', async (fields, reason) => {
    const res = await postJson(h.t, { secret, ticker: 'BINANCE:BTCUSDT.P', id: id(), ...fields });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({
      status: 'ok',
      evaluated: false,
      symbol: 'TEST_BTC',
      reason: expect.stringContaining(reason),
    });
  });

  it('needs a side, and refuses one outside the allowed values', async () => {
    const none = await postJson(h.t, { secret, ticker: 'TEST_BTC' });
    expect(none.statusCode).toBe(400);
    expect(none.json().invalid_params[0].name).toBe('direction');
    const odd = await postJson(h.t, { secret, ticker: 'TEST_BTC', action: 'hold' });
    expect(odd.json()).toMatchObject({
      status: 400,
      invalid_params: [{ name: 'action', reason: 'must be one of: buy, sell' }],
    });
  });
});

describe('charting alert: placeholders and numbers', () => {
  it.each([
    ['ticker', { ticker: '{{ticker}}', direction: 'long' }, '{{ticker}}'],
    ['action', { ticker: 'TEST_BTC', action: '{{strategy.order.action}}' }, '{{strategy.order.action}}'],
    ['market_position', { ticker: 'TEST_BTC', action: 'buy', market_position: '{{strategy.market_position}}' }, '{{'],
    ['direction', { ticker: 'TEST_BTC', direction: 'x{{plot_0}}' }, '{{plot_0}}'],
    ['price', { ticker: 'TEST_BTC', direction: 'long', price: '{{closee}}' }, '{{closee}}'],
    ['order_id', { ticker: 'TEST_BTC', direction: 'long', order_id: '{{strategy.order.id}}' }, '{{strategy.order.id}}'],
  ])('names %s when it holds an unreplaced placeholder', async (field, fields, placeholder) => {
    const res = await postJson(h.t, { secret, ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_body', invalid_params: [{ in: 'body', name: field }] });
    expect(res.json().detail).toContain(placeholder);
  });

  it('names the field of a bare numeric placeholder that left the message invalid JSON', async () => {
    const res = await postText(h.t, `{"secret":"${secret}","ticker":"TEST_BTC","direction":"long","price":{{closee}}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      invalid_params: [{ name: 'price' }],
      detail: expect.stringContaining('{{closee}}'),
    });
  });

  it('refuses non-finite and non-positive prices in every encoding', async () => {
    const huge = await postText(h.t, `{"secret":"${secret}","ticker":"TEST_BTC","direction":"long","price":1e999}`);
    expect(huge.statusCode).toBe(400);
    expect(huge.json().invalid_params[0].name).toBe('price');
    for (const price of ['NaN', 'Infinity', '-1', '0', 'abc']) {
      const res = await postForm(
        h.t,
        new URLSearchParams({ secret, ticker: 'TEST_BTC', direction: 'long', price }).toString(),
      );
      expect(res.statusCode, price).toBe(400);
      expect(res.json().invalid_params[0].name).toBe('price');
    }
  });
});

describe('charting alert: sandbox and production secrets', () => {
  it("answers a production secret from the production world, with the plan's symbols", async () => {
    const prod = await issue(h.t, account.liveKey);
    expect(prod).toMatch(/^chs_live_[0-9A-Za-z]{43}$/);
    expect(secret).toMatch(/^chs_test_[0-9A-Za-z]{43}$/);
    // The production tables are empty here: the confirm operation's own answer, data_unavailable.
    const live = await postJson(h.t, { secret: prod, ticker: 'BINANCE:BTCUSDT.P', direction: 'long', id: id() });
    expect(live.statusCode).toBe(503);
    expect(live.json().code).toBe('data_unavailable');
    const test = await postJson(h.t, { secret: prod, ticker: 'TEST_BTC', direction: 'long', id: id() });
    expect(test.statusCode).toBe(404);
    // The sandbox secret of the same account still answers from the sandbox.
    const sandbox = await postJson(h.t, { secret, ticker: 'BTC', direction: 'long', id: id() });
    expect(sandbox.json().symbol).toBe('TEST_BTC');
  });
});
