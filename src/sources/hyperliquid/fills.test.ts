import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFillsPage } from './fills.ts';
import { ShapeError } from './wire.ts';

const USER = '0x193bd350ec838b1e22d6f302da5343b920aa1c2b';
const ALL = [0, Number.MAX_SAFE_INTEGER] as const;
const documented = [
  {
    closedPnl: '0.0',
    coin: 'AVAX',
    crossed: false,
    dir: 'Open Long',
    hash: '0xa1',
    oid: 90542681,
    px: '18.435',
    side: 'B',
    startPosition: '26.86',
    sz: '93.53',
    time: 1681222254710,
    fee: '0.01',
    feeToken: 'USDC',
    builderFee: '0.01',
    tid: 118906512037719,
  },
  {
    coin: '@107',
    px: '18.62041381',
    sz: '43.84',
    side: 'A',
    time: 1735969713869,
    startPosition: '10659.65',
    dir: 'Sell',
    closedPnl: '8722.98',
    hash: '0x22',
    oid: 59071663721,
    crossed: true,
    fee: '0.3',
    tid: 907359904431134,
    feeToken: 'USDC',
  },
  {
    coin: 'HYPE',
    px: '21.147',
    sz: '5.2',
    side: 'A',
    time: 1768931202995,
    startPosition: '5.2',
    dir: 'Close Long',
    closedPnl: '-46.0356',
    hash: '0xc0',
    oid: 298509207410,
    crossed: true,
    fee: '0.047504',
    tid: 345752513742025,
    feeToken: 'USDC',
    twapId: null,
    liquidation: { liquidatedUser: '0x193BD350EC838B1E22D6F302DA5343B920AA1C2B', markPx: '21.193', method: 'market' },
  },
];

describe('parseFillsPage', () => {
  it('reads the documented fills: spot left out, liquidation of the account itself, USD size px × sz', () => {
    const page = parseFillsPage(documented, USER, ...ALL);
    expect(page.rows).toBe(3);
    expect(page.newestTime).toBe(1768931202995);
    expect(page.events).toEqual([
      {
        id: 'hl-118906512037719',
        t: 1681222254710,
        address: USER,
        symbol: 'AVAX',
        type: 'trade',
        side: 'buy',
        sizeUsd: 18.435 * 93.53,
        price: 18.435,
      },
      {
        id: 'hl-345752513742025',
        t: 1768931202995,
        address: USER,
        symbol: 'HYPE',
        type: 'liquidation',
        side: 'sell',
        sizeUsd: 21.147 * 5.2,
        price: 21.147,
      },
    ]);
    expect(page.skipped).toEqual([{ item: '@107', reason: 'spot pair', shape: false }]);
  });

  it('a liquidation of the counterparty is a trade for this account', () => {
    const other = {
      ...documented[2],
      liquidation: { liquidatedUser: `0x${'9'.repeat(40)}`, markPx: '1', method: 'market' },
    };
    expect(parseFillsPage([other], USER, ...ALL).events[0].type).toBe('trade');
  });

  it('leaves out spot pairs, builder-dex coins, and fills outside the range', () => {
    const at = (coin: string, time: number, tid: number) => ({ ...documented[0], coin, time, tid });
    const page = parseFillsPage(
      [at('PURR/USDC', 10, 1), at('flx:CRCL', 10, 2), at('kPEPE', 5, 3), at('BTC', 10, 4), at('ETH', 21, 5)],
      USER,
      10,
      20,
    );
    expect(page.events.map((e) => [e.id, e.symbol])).toEqual([['hl-4', 'BTC']]);
    expect(page.newestTime).toBe(21);
  });

  it('prices 1000× coins per asset unit, sizes in USD as traded', () => {
    const pepe = { ...documented[0], coin: 'kPEPE', px: '0.0112', sz: '1000000' };
    expect(parseFillsPage([pepe], USER, ...ALL).events[0]).toMatchObject({
      symbol: 'PEPE',
      price: 0.0112 / 1000,
      sizeUsd: 11200,
    });
  });

  it('skips a fill lacking a figure, with the reason; optional keys may be absent', () => {
    const fields = ['px', 'sz', 'side', 'tid', 'time'];
    fc.assert(
      fc.property(
        fc.subarray(fields, { minLength: 1 }),
        fc.constantFrom(null, undefined, '', 'NaN', -1, 'X'),
        fc.subarray(['builderFee', 'twapId', 'liquidation', 'cloid']),
        (broken, bad, dropped) => {
          const fill: Record<string, unknown> = { ...documented[2] };
          for (const f of dropped) delete fill[f];
          const good = parseFillsPage([fill], USER, ...ALL);
          expect(good.events).toHaveLength(1);
          for (const f of broken) fill[f] = bad;
          const page = parseFillsPage([fill, documented[0]], USER, ...ALL);
          expect(page.events.map((e) => e.symbol)).toEqual(['AVAX']);
          expect(page.skipped[0].shape).toBe(true);
        },
      ),
    );
  });

  it('refuses a page that is not a list, or whose fills all lost a field', () => {
    expect(() => parseFillsPage({ fills: [] }, USER, ...ALL)).toThrow(ShapeError);
    const renamed = documented.map(({ px, ...rest }) => ({ ...rest, price: px }));
    expect(() => parseFillsPage(renamed, USER, ...ALL)).toThrow(ShapeError);
    expect(parseFillsPage([documented[1]], USER, ...ALL).events).toEqual([]);
  });
});
