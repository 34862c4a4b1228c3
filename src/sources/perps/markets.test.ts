import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VenueMarket } from '../types.ts';
import { canonicalFromBase, onePerSymbol, splitMultiplier } from './markets.ts';

const ticker = fc.stringMatching(/^[A-Z][A-Z0-9]{0,7}[A-Z]$/);

describe('splitMultiplier', () => {
  it('reads any power-of-ten prefix or suffix of at least 1000 from the base field', () => {
    fc.assert(
      fc.property(ticker, fc.integer({ min: 3, max: 8 }), fc.boolean(), (asset, zeros, prefix) => {
        const m = 10 ** zeros;
        const field = prefix ? `${m}${asset}` : `${asset}${m}`;
        expect(splitMultiplier(field)).toEqual({ asset, multiplier: m });
      }),
    );
    expect(splitMultiplier('1000PEPE')).toEqual({ asset: 'PEPE', multiplier: 1000 });
    expect(splitMultiplier('1000000MOG')).toEqual({ asset: 'MOG', multiplier: 1_000_000 });
    expect(splitMultiplier('SHIB1000')).toEqual({ asset: 'SHIB', multiplier: 1000 });
  });

  it('leaves plain tickers alone, digits included', () => {
    for (const base of ['BTC', '1INCH', 'API3', 'C98', 'AI16Z', 'A8', '100X', 'T']) {
      expect(splitMultiplier(base)).toEqual({ asset: base, multiplier: 1 });
    }
  });
});

describe('canonicalFromBase', () => {
  it('gives the canonical symbol without stripping quote-like endings or multipliers twice', () => {
    expect(canonicalFromBase('1000PEPE')).toEqual({ symbol: 'PEPE', multiplier: 1000 });
    expect(canonicalFromBase('1000000MOG')).toEqual({ symbol: 'MOG', multiplier: 1_000_000 });
    expect(canonicalFromBase('MATIC')).toEqual({ symbol: 'POL', multiplier: 1 });
    expect(canonicalFromBase('PERP')).toEqual({ symbol: 'PERP', multiplier: 1 });
    expect(canonicalFromBase('USDC')).toEqual({ symbol: 'USDC', multiplier: 1 });
    expect(canonicalFromBase('not a base')).toBeNull();
  });
});

describe('onePerSymbol', () => {
  const market = (instrument: string, symbol: string, multiplier = 1): VenueMarket => ({
    venue: 'bybit',
    symbol,
    instrument,
    quote: 'USDT',
    multiplier,
    contractSize: 1,
    fundingIntervalHours: 8,
  });

  it('prefers multiplier 1 without asking for sizes', async () => {
    const kept = await onePerSymbol([market('1000PEPEUSDT', 'PEPE', 1000), market('PEPEUSDT', 'PEPE')], async () => {
      throw new Error('sizes asked for');
    });
    expect(kept.map((m) => m.instrument)).toEqual(['PEPEUSDT']);
  });

  it('otherwise keeps the larger open interest, asking only about the ties, in the venue order', async () => {
    const asked: string[][] = [];
    const kept = await onePerSymbol(
      [market('BTCUSDT', 'BTC'), market('MATICUSDT', 'POL'), market('POLUSDT', 'POL'), market('ETHUSDT', 'ETH')],
      async (ids) => {
        asked.push(ids);
        return new Map([
          ['MATICUSDT', 10],
          ['POLUSDT', 20],
        ]);
      },
    );
    expect(asked).toEqual([['MATICUSDT', 'POLUSDT']]);
    expect(kept.map((m) => m.instrument)).toEqual(['BTCUSDT', 'POLUSDT', 'ETHUSDT']);
  });

  it('falls back to the instrument id when sizes are unknown', async () => {
    const kept = await onePerSymbol(
      [market('SHIB1000USDT', 'SHIB', 1000), market('1000SHIBUSDT', 'SHIB', 1000)],
      async () => new Map(),
    );
    expect(kept.map((m) => m.instrument)).toEqual(['1000SHIBUSDT']);
  });
});
