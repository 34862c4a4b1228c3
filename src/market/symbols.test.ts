import { describe, expect, it } from 'vitest';
import { PLANS } from '../accounts/plans.ts';
import {
  contractMultiplier,
  isTestSymbol,
  knownSymbols,
  normaliseSymbol,
  PRODUCTION_SYMBOLS,
  pairForms,
  planAllows,
  plansForSymbol,
  TEST_SYMBOLS,
  TRADER_SYMBOLS,
} from './symbols.ts';

describe('normaliseSymbol', () => {
  it.each([
    'BTC',
    'btc',
    '  BTC\t',
    'BTCUSDT',
    'btcusdt',
    'BTCUSDC',
    'BTCUSD',
    'BTCBUSD',
    'BTCPERP',
    'BTC-USDT',
    'BTC-USD',
    'BTC-PERP',
    'BTC-PERPETUAL',
    'BTC-USDT-SWAP',
    'btc-usdt-swap',
    'BTC-USD-SWAP',
    'BTC/USDT',
    'BTC/USDT:USDT',
    'BTC/USDC:USDC',
    'BTC/USD:BTC',
    'BINANCE:BTCUSDT.P',
    'bybit:btcusdt.p',
    'BINANCE:BTCUSDT',
    'BTCUSDT.P',
    'XBT',
    'XBTUSD',
  ])('%j → BTC', (input) => {
    expect(normaliseSymbol(input)).toBe('BTC');
  });

  it.each([
    ['TEST_BTC', 'TEST_BTC'],
    ['test_btc', 'TEST_BTC'],
    ['TEST_BTCUSDT', 'TEST_BTC'],
    ['TEST_BTC-USDT', 'TEST_BTC'],
    ['TEST_BTC-USDT-SWAP', 'TEST_BTC'],
    ['TEST_BTC/USDT:USDT', 'TEST_BTC'],
    ['BINANCE:TEST_ETHUSDT.P', 'TEST_ETH'],
    ['TEST_SOL', 'TEST_SOL'],
    ['TEST_SOLUSDT', 'TEST_SOL'],
    ['TEST_SOLSDT', 'TEST_SOL'],
    ['test_solsdt', 'TEST_SOL'],
  ])('test form %j → %s', (input, expected) => {
    expect(normaliseSymbol(input)).toBe(expected);
  });

  it.each([
    ['ETHUSDT', 'ETH'],
    ['ETHBUSD', 'ETH'],
    ['ETHPERP', 'ETH'],
    ['sol-usdt-swap', 'SOL'],
    ['1INCHUSDT', '1INCH'],
    ['MATIC', 'POL'],
    ['MATICUSDT', 'POL'],
    ['POLUSDT', 'POL'],
    ['1000PEPEUSDT', 'PEPE'],
    ['kPEPE', 'PEPE'],
    ['SHIB1000USDT', 'SHIB'],
    ['1000BONKUSDT', 'BONK'],
    ['PEPE-USDT-SWAP', 'PEPE'],
    ['xyz:XYZ100', 'XYZ100'],
    // Unknown multiplied names are left as the venue spells them.
    ['1000000MOGUSDT', '1000000MOG'],
    ['KAS', 'KAS'],
  ])('%j → %s', (input, expected) => {
    expect(normaliseSymbol(input)).toBe(expected);
  });

  it('never strips a quote down to nothing, nor from assets named like quotes', () => {
    expect(normaliseSymbol('USDT')).toBe('USDT');
    expect(normaliseSymbol('USDC')).toBe('USDC');
    expect(normaliseSymbol('USD')).toBe('USD');
    expect(normaliseSymbol('PERP')).toBe('PERP');
    expect(normaliseSymbol('PERPUSDT')).toBe('PERP');
    expect(normaliseSymbol('BUSD')).toBe('BUSD');
    expect(normaliseSymbol('TUSD')).toBe('TUSD');
    expect(normaliseSymbol('FDUSD')).toBe('FDUSD');
    expect(normaliseSymbol('TUSDUSDT')).toBe('TUSD');
    // Only one suffix comes off.
    expect(normaliseSymbol('USDCUSDT')).toBe('USDC');
  });

  it.each([
    '',
    '   ',
    'BTC USDT',
    'BTC$',
    '@107',
    'BTC_USDT',
    'BTCUSDT_260925',
    'BTC/ETH',
    'BTC/',
    '/USDT',
    'BTC/USDT/USDT',
    'BTC-ETH',
    'BTC-USDT-250328',
    'BTC-',
    '-USDT',
    'BTC.X',
    'A:B:C',
    'BINANCE:',
    'TEST_',
    'TEST_-USDT',
    'A'.repeat(41),
  ])('rejects %j', (input) => {
    expect(normaliseSymbol(input)).toBeNull();
  });

  it('accepts up to 40 characters of input', () => {
    expect(normaliseSymbol(`BINANCE:${'A'.repeat(20)}USDT.P`)).toBe('A'.repeat(20));
  });

  it('rejects non-strings at run time', () => {
    expect(normaliseSymbol(undefined as unknown as string)).toBeNull();
    expect(normaliseSymbol(42 as unknown as string)).toBeNull();
  });
});

describe('contractMultiplier', () => {
  it.each([
    ['1000PEPEUSDT', 1000],
    ['SHIB1000USDT', 1000],
    ['kPEPE', 1000],
    ['BINANCE:1000BONKUSDT.P', 1000],
    ['PEPEUSDT', 1],
    ['PEPE-USDT-SWAP', 1],
    ['BTCUSDT', 1],
    ['not a symbol', 1],
  ])('%j → %d', (input, expected) => {
    expect(contractMultiplier(input)).toBe(expected);
  });
});

describe('catalogues', () => {
  it('have the documented sizes and no duplicates', () => {
    expect(TRADER_SYMBOLS).toHaveLength(20);
    expect(TEST_SYMBOLS).toEqual(['TEST_BTC', 'TEST_ETH', 'TEST_SOL', 'TEST_BNB', 'TEST_ARB', 'TEST_OP']);
    expect(PRODUCTION_SYMBOLS.length).toBeGreaterThanOrEqual(55);
    for (const list of [TRADER_SYMBOLS, TEST_SYMBOLS, PRODUCTION_SYMBOLS]) {
      expect(new Set(list).size).toBe(list.length);
    }
    for (const s of TRADER_SYMBOLS) expect(PRODUCTION_SYMBOLS).toContain(s);
  });

  it('knownSymbols picks the world and hands out a copy', () => {
    expect(knownSymbols('sandbox')).toEqual([...TEST_SYMBOLS]);
    expect(knownSymbols('production')).toEqual([...PRODUCTION_SYMBOLS]);
    knownSymbols('production').pop();
    expect(knownSymbols('production')).toHaveLength(PRODUCTION_SYMBOLS.length);
  });

  it.each([...PRODUCTION_SYMBOLS, ...TEST_SYMBOLS])('%s is canonical and its pair forms normalise back', (symbol) => {
    expect(normaliseSymbol(symbol)).toBe(symbol);
    const forms = pairForms(symbol);
    expect(forms.symbol).toBe(symbol);
    for (const form of [forms.pair, ...Object.values(forms.instruments)]) {
      expect(normaliseSymbol(form)).toBe(symbol);
    }
  });

  it('isTestSymbol', () => {
    expect(isTestSymbol('TEST_BTC')).toBe(true);
    expect(isTestSymbol(' test_solsdt ')).toBe(true);
    expect(isTestSymbol('BTC')).toBe(false);
    expect(isTestSymbol('TESTBTC')).toBe(false);
    expect(isTestSymbol('')).toBe(false);
  });
});

describe('pairForms', () => {
  it('shows the venue instruments', () => {
    expect(pairForms('BTC')).toEqual({
      symbol: 'BTC',
      pair: 'BTCUSDT',
      instruments: { binance: 'BTCUSDT', bybit: 'BTCUSDT', okx: 'BTC-USDT-SWAP', hyperliquid: 'BTC' },
    });
    expect(pairForms('TEST_BTC')).toEqual({
      symbol: 'TEST_BTC',
      pair: 'TEST_BTCUSDT',
      instruments: { binance: 'TEST_BTCUSDT', bybit: 'TEST_BTCUSDT', okx: 'TEST_BTC-USDT-SWAP' },
    });
  });

  it('uses the venues’ names for 1000× contracts', () => {
    expect(pairForms('PEPE').instruments).toEqual({
      binance: '1000PEPEUSDT',
      bybit: '1000PEPEUSDT',
      hyperliquid: 'kPEPE',
      okx: 'PEPE-USDT-SWAP',
    });
    expect(pairForms('SHIB').instruments.bybit).toBe('SHIB1000USDT');
  });

  it('normalises its input and refuses non-symbols', () => {
    expect(pairForms('eth-usdt-swap').symbol).toBe('ETH');
    expect(() => pairForms('BTC/ETH')).toThrow(RangeError);
  });
});

describe('plans', () => {
  const all = [...PLANS];
  const traderUp = ['trader', 'pro', 'enterprise'];
  const proUp = ['pro', 'enterprise'];

  it.each([
    ['production', 'BTC', all],
    ['production', 'btcusdt', all],
    ['production', 'ETH', traderUp],
    ['production', 'ATOM', traderUp],
    ['production', 'PEPE', proUp],
    ['production', 'POL', proUp],
    // Existence is the catalogue's business (404); plans only say who may read it.
    ['production', 'SOMENEWCOIN', proUp],
    ['production', 'TEST_BTC', []],
    // A sandbox key mirrors its plan on the TEST_ twins (DESIGN.md, "Plans and symbols").
    ['sandbox', 'TEST_BTC', all],
    ['sandbox', 'TEST_OP', traderUp],
    ['sandbox', 'TEST_SOLSDT', traderUp],
    ['sandbox', 'TEST_ETH', traderUp],
    ['sandbox', 'BTC', []],
    ['sandbox', 'ETH', []],
    ['production', 'BTC/ETH', []],
    ['sandbox', '', []],
  ] as const)('%s %j → %j', (env, symbol, plans) => {
    expect(plansForSymbol(symbol, env)).toEqual(plans);
  });

  it('planAllows matches plansForSymbol for every plan, world and catalogue symbol', () => {
    for (const env of ['sandbox', 'production'] as const) {
      for (const symbol of [...PRODUCTION_SYMBOLS, ...TEST_SYMBOLS]) {
        const plans = plansForSymbol(symbol, env);
        for (const plan of PLANS) expect(planAllows(plan, env, symbol)).toBe(plans.includes(plan));
      }
    }
  });

  it('free reads only BTC in production, trader exactly the majors', () => {
    const readable = (plan: (typeof PLANS)[number]) =>
      PRODUCTION_SYMBOLS.filter((s) => planAllows(plan, 'production', s));
    expect(readable('free')).toEqual(['BTC']);
    expect(readable('trader')).toEqual([...TRADER_SYMBOLS]);
    expect(readable('pro')).toEqual([...PRODUCTION_SYMBOLS]);
    expect(readable('enterprise')).toEqual([...PRODUCTION_SYMBOLS]);
  });

  it('a sandbox key reads the TEST_ twins of what its plan reads live', () => {
    const readable = (plan: (typeof PLANS)[number]) => TEST_SYMBOLS.filter((s) => planAllows(plan, 'sandbox', s));
    expect(readable('free')).toEqual(['TEST_BTC']);
    for (const plan of PLANS) {
      const live = new Set(PRODUCTION_SYMBOLS.filter((s) => planAllows(plan, 'production', s)));
      expect(readable(plan)).toEqual(TEST_SYMBOLS.filter((s) => live.has(s.slice('TEST_'.length))));
    }
  });
});
