import { describe, expect, it } from 'vitest';
import { uintWord } from '../hex.ts';
import { type CallFrame, innermostRevertReason, SWAP_SELECTOR, swapRevertReasons } from './trace.ts';

const ROUTER = '0x00000000000000000000000000000000000000aa';
const TOKEN = '0x00000000000000000000000000000000000000bb';
const masked = 'TransferHelper: TRANSFER_FROM_FAILED';

function swap(error?: { inner: string | null; innerOutput?: string }): CallFrame {
  if (!error) return { type: 'CALL', to: ROUTER, input: `${SWAP_SELECTOR}00` };
  const tokenFrame: CallFrame = {
    type: 'CALL',
    to: TOKEN,
    input: '0x23b872dd',
    error: 'execution reverted',
    ...(error.inner ? { revertReason: error.inner } : {}),
    ...(error.innerOutput ? { output: error.innerOutput } : {}),
  };
  return {
    type: 'CALL',
    to: ROUTER.toUpperCase().replace('0X', '0x'),
    input: `${SWAP_SELECTOR}00`,
    error: 'execution reverted',
    revertReason: masked,
    // An earlier failed-and-caught lookup must not be taken for the cause.
    calls: [
      { type: 'STATICCALL', to: TOKEN, error: 'execution reverted', revertReason: 'decoy' },
      { type: 'STATICCALL', to: TOKEN },
      tokenFrame,
    ],
  };
}

describe('swapRevertReasons', () => {
  it("finds the token's reason below the router's masked one on a failed sell", () => {
    const root: CallFrame = {
      calls: [
        { to: ROUTER, input: '0xd06ca61f' },
        swap(),
        { to: TOKEN, input: '0x095ea7b3' },
        swap({ inner: 'sell blocked' }),
      ],
    };
    expect(swapRevertReasons(root, ROUTER)).toEqual({ buy: null, sell: 'sell blocked' });
  });

  it('attributes a lone failed swap to the buy', () => {
    expect(swapRevertReasons({ calls: [swap({ inner: 'bot' })] }, ROUTER)).toEqual({ buy: 'bot', sell: null });
  });

  it("decodes the token frame's output when the tracer gives no revertReason", () => {
    const text = Buffer.from('blacklisted').toString('hex');
    const output = `0x08c379a0${uintWord(32)}${uintWord(11)}${text.padEnd(64, '0')}`;
    const root: CallFrame = { calls: [swap(), swap({ inner: null, innerOutput: output })] };
    expect(swapRevertReasons(root, ROUTER).sell).toBe('blacklisted');
  });

  it("falls back to the router's reason when the token's revert is empty", () => {
    const root: CallFrame = { calls: [swap(), swap({ inner: null })] };
    expect(swapRevertReasons(root, ROUTER).sell).toBe(masked);
  });

  it('ignores calls to other contracts and empty traces', () => {
    expect(swapRevertReasons({}, ROUTER)).toEqual({ buy: null, sell: null });
    const elsewhere = { ...swap({ inner: 'x' }), to: TOKEN };
    expect(swapRevertReasons({ calls: [elsewhere] }, ROUTER)).toEqual({ buy: null, sell: null });
  });
});

describe('innermostRevertReason', () => {
  it('is the frame’s own reason when nothing below it failed', () => {
    expect(innermostRevertReason({ error: 'execution reverted', revertReason: 'own' })).toBe('own');
    expect(innermostRevertReason({ error: 'out of gas' })).toBeNull();
  });
});
