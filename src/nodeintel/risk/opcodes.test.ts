import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { metadataTrailer } from '../../../test/nodeintel/bytecode.ts';
import { codeEnd, hexToBytes, minimalProxyTarget, scanOpcodes } from './opcodes.ts';

const bytes = (hex: string) => hexToBytes(hex);

describe('scanOpcodes', () => {
  it('finds SELFDESTRUCT and DELEGATECALL when they are opcodes', () => {
    const scan = scanOpcodes(bytes('6000ff'));
    expect(scan.selfdestruct).toBe(true);
    expect(scanOpcodes(bytes('5af4')).delegatecall).toBe(true);
    expect(scanOpcodes(bytes('6000f1fa')).call).toBe(true);
    expect(scanOpcodes(bytes('6000f1fa')).staticcall).toBe(true);
  });

  it('does not read PUSH immediates as opcodes', () => {
    // PUSH2 0xfff4 and PUSH32 of 0xff bytes: data, not code.
    const scan = scanOpcodes(bytes(`61fff4 7f${'ff'.repeat(32)} 00`.replaceAll(' ', '')));
    expect(scan.selfdestruct).toBe(false);
    expect(scan.delegatecall).toBe(false);
  });

  it('stops at the metadata trailer', () => {
    const code = bytes(`6000600055${metadataTrailer('64ffffff')}`);
    expect(codeEnd(code)).toBe(5);
    expect(scanOpcodes(code).selfdestruct).toBe(false);
    expect(scanOpcodes(code).codeLength).toBe(5);
  });

  it('treats a truncated PUSH at the end as data', () => {
    expect(scanOpcodes(bytes('7fff')).selfdestruct).toBe(false);
  });

  it('property: bytes hidden in PUSH data are never flagged, a real opcode always is', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 32 }), fc.uint8Array({ minLength: 32, maxLength: 32 })), {
          maxLength: 20,
        }),
        fc.constantFrom(0xff, 0xf4),
        (pushes, risky) => {
          const parts: number[] = [];
          for (const [n, data] of pushes) parts.push(0x5f + n, ...data.slice(0, n));
          const clean = Uint8Array.from([...parts, 0x00]);
          const scan = scanOpcodes(clean);
          expect(scan.selfdestruct || scan.delegatecall).toBe(false);
          const dirty = scanOpcodes(Uint8Array.from([...parts, risky, 0x00]));
          expect(risky === 0xff ? dirty.selfdestruct : dirty.delegatecall).toBe(true);
        },
      ),
    );
  });

  it('property: never throws and never walks past the code', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (code) => {
        const scan = scanOpcodes(code);
        expect(scan.codeLength).toBeLessThanOrEqual(code.length);
      }),
    );
  });
});

describe('hexToBytes', () => {
  it('rejects odd lengths and non-hex', () => {
    expect(() => hexToBytes('0x123')).toThrow();
    expect(() => hexToBytes('0xzz')).toThrow();
    expect(hexToBytes('0x').length).toBe(0);
  });
});

describe('minimalProxyTarget', () => {
  const target = 'bebebebebebebebebebebebebebebebebebebebe';
  it('reads the EIP-1167 target', () => {
    const code = bytes(`363d3d373d3d3d363d73${target}5af43d82803e903d91602b57fd5bf3`);
    expect(minimalProxyTarget(code)).toBe(`0x${target}`);
  });
  it('rejects other code', () => {
    expect(minimalProxyTarget(bytes('6000'))).toBeNull();
    expect(minimalProxyTarget(bytes(`363d3d373d3d3d363d73${target}00`))).toBeNull();
  });
});
