/**
 * The committed runtime code must be exactly what Checker.sol compiles to, so an edit to the
 * source without regenerating (scripts/build-honeypot-checker.ts) fails here.
 */
import { describe, expect, it } from 'vitest';
import { checkerModuleText, compileChecker } from '../../../scripts/build-honeypot-checker.ts';
import { CHECK_SELECTOR, CHECKER_RUNTIME_CODE } from './checker-code.ts';

describe('honeypot checker code', () => {
  const compiled = compileChecker();

  it('matches a fresh compile of Checker.sol', () => {
    expect(CHECKER_RUNTIME_CODE).toBe(compiled.runtimeCode);
    expect(CHECK_SELECTOR).toBe(compiled.checkSelector);
  });

  it('is the generated module byte for byte', async () => {
    const { readFile } = await import('node:fs/promises');
    const committed = await readFile(new URL('./checker-code.ts', import.meta.url), 'utf8');
    expect(committed).toBe(checkerModuleText(compiled));
  });

  it('avoids PUSH0, so nodes on pre-Shanghai rules can run it', () => {
    // Walk opcodes skipping PUSH data; 0x5f is PUSH0.
    const code = Buffer.from(CHECKER_RUNTIME_CODE.slice(2), 'hex');
    const ops = new Set<number>();
    for (let i = 0; i < code.length; i++) {
      const op = code[i]!;
      ops.add(op);
      if (op >= 0x60 && op <= 0x7f) i += op - 0x5f;
    }
    expect(ops.has(0x5f)).toBe(false);
    expect(code.length).toBeGreaterThan(1000);
  });
});
