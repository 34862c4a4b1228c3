/** Hand-assembled runtime code for the static-analysis tests: a solc-shaped selector dispatcher. */

/**
 * `PUSH1 0 CALLDATALOAD PUSH1 0xe0 SHR`, then per selector `DUP1 PUSH4 sel EQ PUSH2 dest JUMPI`,
 * `STOP`, then one `JUMPDEST STOP` per function, then `body` (hex, appended as code).
 */
export function dispatcher(selectors: readonly string[], body = ''): string {
  const headLength = 6 + selectors.length * 11 + 1;
  let code = '60003560e01c';
  selectors.forEach((selector, i) => {
    const dest = headLength + i * 2;
    code += `8063${selector}1461${dest.toString(16).padStart(4, '0')}57`;
  });
  code += '00';
  for (const _ of selectors) code += '5b00';
  return code + body;
}

/** A solc-style metadata trailer: a CBOR map of `length` bytes (first byte 0xa2) and its length. */
export function metadataTrailer(content: string): string {
  const bytes = `a2${content}`;
  const length = bytes.length / 2;
  return bytes + length.toString(16).padStart(4, '0');
}
