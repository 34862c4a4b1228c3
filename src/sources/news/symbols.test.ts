import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_SYMBOLS } from '../../market/symbols.ts';
import { scoreSentiment } from './sentiment.ts';
import { ASSET_NAMES, tagSymbols } from './symbols.ts';

describe('tagSymbols', () => {
  it('has names for exactly the static production catalogue', () => {
    expect(Object.keys(ASSET_NAMES).sort()).toEqual([...PRODUCTION_SYMBOLS].sort());
  });

  it('finds assets by ticker and by name, on word boundaries, in catalogue order', () => {
    const cases: Array<[string, string[]]> = [
      ['Bitcoin tops $100k', ['BTC']],
      ['BITCOIN and bitcoin and Bitcoin’s', ['BTC']],
      ['Ether, Ethereum and ETH: three names, one asset', ['ETH']],
      ['Solana outpaces $BTC', ['BTC', 'SOL']],
      ['XBT/USD futures', ['BTC']],
      ['Bitcoin Cash forks again', ['BCH']],
      ['Bitcoin SV delisted', []],
      ['Ethereum Classic and Ethereum', ['ETH', 'ETC']],
      ['Polygon (MATIC, now POL) upgrade', ['POL']],
      ['Ripple wins in court; XRP up', ['XRP']],
      ['$DOGE, $LINK and $OP lead', ['DOGE', 'LINK', 'OP']],
      ['Dogecoin and Chainlink and OP Mainnet', ['DOGE', 'LINK', 'OP']],
      ['dYdX and DYDX', ['DYDX']],
      ['Fetch.ai merges', ['FET']],
      ['Avalanche C-Chain and the Cosmos Hub', ['AVAX', 'ATOM']],
      ['Hyperliquid whales', ['HYPE']],
      ['Shiba   Inu burns', ['SHIB']],
    ];
    for (const [title, symbols] of cases) expect(tagSymbols(title), title).toEqual(symbols);
  });

  it('does not take English words, acronyms or parts of other words for assets', () => {
    const none = [
      'Market optimism returns as traders link up near the highs',
      'DOGE (the department) cuts budgets; ADA compliance; TON of paperwork',
      'An avalanche of liquidations; polygon meshes; a ripple effect',
      'Tether mints; ETHE discount; BTCUSD; Ethernet; the SOLAR array',
      'The ETC group, APT hackers, a NEAR miss, SAND and ALGO trading, HYPE cycle',
      'Stellar results, immutable records, a curve ball, render farms, stacks of cash',
      'sol-gel chemistry, the sui generis case, the Uni library, pendant lamps',
      'Graph theory; sandbox testing; an internet computer lab; cosmos the magazine',
    ];
    for (const title of none) expect(tagSymbols(title), title).toEqual([]);
  });

  it('a symbol found is always a catalogue symbol; tagging never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        for (const s of tagSymbols(text)) expect(PRODUCTION_SYMBOLS).toContain(s);
      }),
    );
  });

  it('a ticker appended to any text is found', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.constantFrom('BTC', 'SOL', 'XRP', 'AVAX', 'PEPE'), (text, t) => {
        expect(tagSymbols(`${text} ${t}`)).toContain(t);
      }),
    );
  });
});

describe('scoreSentiment', () => {
  it('reads the direction of market verbs and events', () => {
    expect(scoreSentiment('Bitcoin surges to a record high')).toBe(0.67);
    expect(scoreSentiment('Exchange hacked, withdrawals halted')).toBe(-0.5);
    expect(scoreSentiment('ETF approved; inflows jump; ether rallies')).toBe(0.8);
    expect(scoreSentiment('Rally fades as bears sell-off')).toBe(0);
    expect(scoreSentiment('SEC has not approved the ETF')).toBe(-0.5);
    expect(scoreSentiment('No crash in sight')).toBe(0.5);
    expect(scoreSentiment('Protocol publishes its roadmap')).toBe(0);
    expect(scoreSentiment('')).toBe(0);
  });

  it('stays within −1…+1 and is symmetric in its lists', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('surges', 'rally', 'plunges', 'hack', 'not', 'the', 'BTC', 'outflows', 'ATH'), {
          maxLength: 30,
        }),
        (words) => {
          const s = scoreSentiment(words.join(' '));
          expect(s).toBeGreaterThan(-1);
          expect(s).toBeLessThan(1);
        },
      ),
    );
    expect(scoreSentiment('surges surges')).toBe(-scoreSentiment('plunges plunges'));
  });
});
