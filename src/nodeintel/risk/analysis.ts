/**
 * Static analysis of one runtime bytecode: its dispatcher selectors (evmole) and its risky
 * opcodes. Code at an address rarely changes, so results are kept per code hash.
 */
import { createHash } from 'node:crypto';
import { LruCache } from './cache.ts';
import { type OpcodeScan, scanOpcodes } from './opcodes.ts';
import { extractSelectors } from './selectors.ts';

export interface CodeAnalysis {
  selectors: string[];
  opcodes: OpcodeScan;
}

const analyses = new LruCache<CodeAnalysis>(512);

export function analyseCode(code: Uint8Array): CodeAnalysis {
  const key = createHash('sha256').update(code).digest('hex');
  const cached = analyses.get(key);
  if (cached) return cached;
  const result = { selectors: extractSelectors(code), opcodes: scanOpcodes(code) };
  analyses.set(key, result);
  return result;
}
