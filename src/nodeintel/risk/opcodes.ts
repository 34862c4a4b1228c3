/**
 * A real opcode walk over runtime bytecode. Searching for the byte 0xff would also hit PUSH
 * immediates (addresses, constants, masks), so the walk steps over each PUSH's data and stops at
 * the compiler's CBOR metadata trailer, which is data, not code.
 */

/** The opcodes a token's risk report cares about. */
export const OPCODES = {
  CREATE: 0xf0,
  CALL: 0xf1,
  CALLCODE: 0xf2,
  DELEGATECALL: 0xf4,
  CREATE2: 0xf5,
  STATICCALL: 0xfa,
  SELFDESTRUCT: 0xff,
} as const;

const PUSH1 = 0x60;
const PUSH32 = 0x7f;

export interface OpcodeScan {
  selfdestruct: boolean;
  delegatecall: boolean;
  callcode: boolean;
  call: boolean;
  staticcall: boolean;
  create: boolean;
  create2: boolean;
  /** Bytes walked as code (the metadata trailer excluded). */
  codeLength: number;
}

/** Hex (with or without 0x) to bytes; throws on odd length or a non-hex digit. */
export function hexToBytes(hex: string): Uint8Array {
  const body = hex.startsWith('0x') || hex.startsWith('0X') ? hex.slice(2) : hex;
  if (body.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(body)) throw new Error('not a hex byte string');
  return Uint8Array.from(Buffer.from(body, 'hex'));
}

/**
 * Where the code ends and solc's metadata begins: the last two bytes give the CBOR length, and the
 * trailer starts with a CBOR map (0xa1..0xa7). Anything that does not look like that is all code.
 */
export function codeEnd(code: Uint8Array): number {
  if (code.length < 2) return code.length;
  const metaLength = (code[code.length - 2]! << 8) | code[code.length - 1]!;
  const start = code.length - 2 - metaLength;
  if (metaLength === 0 || start < 0) return code.length;
  const head = code[start]!;
  return head >= 0xa1 && head <= 0xa7 ? start : code.length;
}

/** Walks `code`, skipping PUSH1..PUSH32 immediates, and records which risky opcodes occur. */
export function scanOpcodes(code: Uint8Array): OpcodeScan {
  const end = codeEnd(code);
  const seen = new Set<number>();
  let pc = 0;
  while (pc < end) {
    const op = code[pc]!;
    seen.add(op);
    pc += op >= PUSH1 && op <= PUSH32 ? op - PUSH1 + 2 : 1;
  }
  return {
    selfdestruct: seen.has(OPCODES.SELFDESTRUCT),
    delegatecall: seen.has(OPCODES.DELEGATECALL),
    callcode: seen.has(OPCODES.CALLCODE),
    call: seen.has(OPCODES.CALL),
    staticcall: seen.has(OPCODES.STATICCALL),
    create: seen.has(OPCODES.CREATE),
    create2: seen.has(OPCODES.CREATE2),
    codeLength: end,
  };
}

const MINIMAL_PROXY_PREFIX = '363d3d373d3d3d363d73';
const MINIMAL_PROXY_SUFFIX = '5af43d82803e903d91602b57fd5bf3';

/** The target of an EIP-1167 minimal proxy (lower-case 0x address), or null when `code` is not one. */
export function minimalProxyTarget(code: Uint8Array): string | null {
  const hex = Buffer.from(code).toString('hex');
  if (!hex.startsWith(MINIMAL_PROXY_PREFIX)) return null;
  const target = hex.slice(MINIMAL_PROXY_PREFIX.length, MINIMAL_PROXY_PREFIX.length + 40);
  const rest = hex.slice(MINIMAL_PROXY_PREFIX.length + 40);
  return target.length === 40 && rest.startsWith(MINIMAL_PROXY_SUFFIX) ? `0x${target}` : null;
}
