import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dispatcher } from '../../../test/nodeintel/bytecode.ts';
import { hexToBytes } from './opcodes.ts';
import { classifySelectors, extractSelectors, RISK_SELECTORS } from './selectors.ts';

/** keccak-256 from the solc compiler's own dependency, to check the table is not mistyped. */
async function keccak(text: string): Promise<string> {
  const { keccak256 } = (await import('js-sha3')) as unknown as { keccak256: (s: string) => string };
  return keccak256(text);
}

describe('RISK_SELECTORS', () => {
  it('each selector is the first 4 bytes of keccak(signature)', async () => {
    for (const [selector, { signature }] of Object.entries(RISK_SELECTORS)) {
      expect((await keccak(signature)).slice(0, 8), signature).toBe(selector);
    }
  });
});

describe('classifySelectors', () => {
  it('groups known selectors and ignores the rest', () => {
    const classes = classifySelectors(['0x40C10F19', 'a9059cbb', '8da5cb5b', '0b78f9c0', 'fe575a87', '40c10f19']);
    expect(classes.mint).toEqual([{ selector: '0x40c10f19', signature: 'mint(address,uint256)' }]);
    expect(classes.fee_setter?.[0]?.signature).toBe('setFees(uint256,uint256)');
    expect(classes.blacklist?.[0]?.signature).toBe('isBlacklisted(address)');
    expect(classes.owner_read).toHaveLength(1);
    expect(classes.pause).toBeUndefined();
  });

  it('property: every match comes from the input and the table agrees on its category', () => {
    const known = Object.keys(RISK_SELECTORS);
    const selector = fc.oneof(fc.constantFrom(...known), fc.stringMatching(/^[0-9a-f]{8}$/));
    fc.assert(
      fc.property(fc.array(selector, { maxLength: 30 }), (selectors) => {
        const classes = classifySelectors(selectors);
        const all = Object.entries(classes).flatMap(([category, list]) => list.map((m) => ({ category, ...m })));
        for (const m of all) {
          const raw = m.selector.slice(2);
          expect(selectors).toContain(raw);
          expect(RISK_SELECTORS[raw]?.category).toBe(m.category);
        }
        const expected = new Set(selectors.filter((s) => RISK_SELECTORS[s]));
        expect(all).toHaveLength(expected.size);
      }),
    );
  });
});

describe('extractSelectors (evmole)', () => {
  it('reads a dispatcher', () => {
    const code = hexToBytes(dispatcher(['40c10f19', '8da5cb5b', 'a9059cbb']));
    expect(extractSelectors(code).sort()).toEqual(['40c10f19', '8da5cb5b', 'a9059cbb']);
  });

  it('gives nothing for empty code', () => {
    expect(extractSelectors(new Uint8Array())).toEqual([]);
  });

  it('property: finds exactly the dispatched selectors', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[0-9a-f]{8}$/), { minLength: 1, maxLength: 12 }), (selectors) => {
        expect(extractSelectors(hexToBytes(dispatcher(selectors))).sort()).toEqual([...selectors].sort());
      }),
      { numRuns: 50 },
    );
  });
});
