import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Finding, findingsOf, levelOf, type RiskFacts, SEVERITY_WEIGHT, scoreOf } from './score.ts';
import { classifySelectors, RISK_SELECTORS } from './selectors.ts';

const OWNER = '0x00000000000000000000000000000000000000aa';

function facts(over: Partial<RiskFacts> = {}): RiskFacts {
  return {
    selectors: classifySelectors(['8da5cb5b', '715018a6', 'f2fde38b', 'a9059cbb']),
    selfdestruct: false,
    delegatecall: false,
    callcode: false,
    externalCall: false,
    proxy: null,
    ownerRenounced: false,
    ownerAddress: OWNER,
    holders: { top10Share: 0.1, topHolderShare: 0.05 },
    liquidity: { pair: '0x00000000000000000000000000000000000000bb', usd: null, lpBurnedShare: 0.99 },
    ...over,
  };
}

const codes = (list: Finding[]) => list.map((f) => f.code);
const severityOf = (list: Finding[], code: string) => list.find((f) => f.code === code)?.severity;

describe('findingsOf', () => {
  it('a plain owned token is low risk', () => {
    const found = findingsOf(facts());
    expect(codes(found)).toEqual(['owner_not_renounced']);
    expect(levelOf(scoreOf(found))).toBe('low');
  });

  it('flags mint, blacklist, fee setters and pause as high while an owner holds them', () => {
    const found = findingsOf(facts({ selectors: classifySelectors(['40c10f19', '404e5129', '0b78f9c0', '8456cb59']) }));
    for (const code of ['mintable', 'blacklist', 'fee_modifiable', 'transfer_pausable']) {
      expect(severityOf(found, code)).toBe('high');
    }
    expect(levelOf(scoreOf(found))).toBe('critical');
  });

  it('eases privileges behind a renounced owner, but not when a proxy can restore it', () => {
    const selectors = classifySelectors(['40c10f19']);
    const renounced = findingsOf(facts({ selectors, ownerRenounced: true, ownerAddress: null }));
    expect(severityOf(renounced, 'mintable')).toBe('medium');
    const proxied = findingsOf(
      facts({ selectors, ownerRenounced: true, ownerAddress: null, proxy: { kind: 'eip1967', implementation: OWNER } }),
    );
    expect(severityOf(proxied, 'mintable')).toBe('high');
    expect(severityOf(proxied, 'proxy')).toBe('high');
  });

  it('a minimal proxy is not upgradeable: info, and it restores no owner', () => {
    const found = findingsOf(
      facts({
        selectors: classifySelectors(['40c10f19']),
        ownerRenounced: true,
        ownerAddress: null,
        proxy: { kind: 'eip1167', implementation: OWNER },
      }),
    );
    expect(severityOf(found, 'proxy')).toBe('info');
    expect(severityOf(found, 'mintable')).toBe('medium');
  });

  it('flags selfdestruct as critical and a missing pair', () => {
    const found = findingsOf(facts({ selfdestruct: true, liquidity: { pair: null, usd: null, lpBurnedShare: null } }));
    expect(severityOf(found, 'selfdestruct')).toBe('critical');
    expect(severityOf(found, 'no_liquidity_pair')).toBe('medium');
  });

  it('grades holder concentration and thin liquidity', () => {
    expect(
      severityOf(findingsOf(facts({ holders: { top10Share: 0.6, topHolderShare: 0.55 } })), 'holder_concentration'),
    ).toBe('high');
    expect(
      severityOf(findingsOf(facts({ holders: { top10Share: 0.6, topHolderShare: 0.1 } })), 'holder_concentration'),
    ).toBe('medium');
    const thin = findingsOf(facts({ liquidity: { pair: OWNER, usd: 500, lpBurnedShare: 0.1 } }));
    expect(codes(thin)).toEqual(expect.arrayContaining(['thin_liquidity', 'lp_not_burned']));
  });
});

describe('scoreOf', () => {
  const arbitraryFacts = fc.record({
    selectors: fc.subarray(Object.keys(RISK_SELECTORS)).map(classifySelectors),
    selfdestruct: fc.boolean(),
    delegatecall: fc.boolean(),
    callcode: fc.boolean(),
    externalCall: fc.boolean(),
    proxy: fc.option(fc.record({ kind: fc.constant('eip1967'), implementation: fc.option(fc.constant(OWNER)) })),
    ownerRenounced: fc.boolean(),
    ownerAddress: fc.option(fc.constant(OWNER)),
    holders: fc.option(
      fc.record({
        top10Share: fc.double({ min: 0, max: 1, noNaN: true }),
        topHolderShare: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
    ),
    liquidity: fc.record({
      pair: fc.option(fc.constant(OWNER)),
      usd: fc.option(fc.double({ min: 0, max: 1e9, noNaN: true })),
      lpBurnedShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
    }),
  });

  it('property: the score is an integer in 0..100 and the sum of the weights, capped', () => {
    fc.assert(
      fc.property(arbitraryFacts, (f) => {
        const found = findingsOf(f);
        const score = scoreOf(found);
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBe(
          Math.min(
            100,
            found.reduce((s, x) => s + SEVERITY_WEIGHT[x.severity], 0),
          ),
        );
      }),
    );
  });

  it('property: adding a risk never lowers the score', () => {
    fc.assert(
      fc.property(arbitraryFacts, (f) => {
        const base = scoreOf(findingsOf({ ...f, selfdestruct: false }));
        expect(scoreOf(findingsOf({ ...f, selfdestruct: true }))).toBeGreaterThanOrEqual(base);
      }),
    );
  });

  it('levels', () => {
    expect([0, 19, 20, 49, 50, 79, 80, 100].map(levelOf)).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
      'critical',
      'critical',
    ]);
  });
});
