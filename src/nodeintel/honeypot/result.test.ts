import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { uintWord } from '../hex.ts';
import {
  type CheckerOutcome,
  decodeCheckerOutput,
  decodeRevertReason,
  EXTREME_TAX,
  lossFraction,
  taxRisk,
  verdictOf,
} from './result.ts';

/** ABI-encodes what `check` returns: (uint256[] numbers, bytes, bytes, bytes). */
function encodeOutput(numbers: bigint[], errors: [string, string, string]): string {
  const tails: string[] = [];
  const heads: string[] = [];
  let offset = 4 * 32;
  const push = (tail: string) => {
    heads.push(uintWord(offset));
    tails.push(tail);
    offset += tail.length / 2;
  };
  push(uintWord(numbers.length) + numbers.map((n) => uintWord(n)).join(''));
  for (const e of errors) {
    const body = e.replace(/^0x/, '');
    push(uintWord(body.length / 2) + body.padEnd(Math.ceil(body.length / 64) * 64, '0'));
  }
  return `0x${heads.join('')}${tails.join('')}`;
}

function errorString(text: string): string {
  const bytes = Buffer.from(text, 'utf8').toString('hex');
  return `0x08c379a0${uintWord(32)}${uintWord(bytes.length / 2)}${bytes.padEnd(Math.ceil(bytes.length / 64) * 64, '0')}`;
}

const PAIR = 0xabcn;
/** numbers for a completed run: buy 1e17 → 1000 tokens, 10 sent and received, 990 sold for 9e16. */
function numbers(over: Partial<Record<number, bigint>> = {}): bigint[] {
  const base = [
    PAIR,
    10n ** 24n,
    10n ** 20n,
    10n ** 17n,
    1000n,
    1000n,
    60_000n,
    10n,
    10n,
    24_000n,
    990n,
    9n * 10n ** 16n,
    9n * 10n ** 16n,
    50_000n,
    0n,
    1n,
    1n,
    1n,
    77n,
  ];
  for (const [k, v] of Object.entries(over)) base[Number(k)] = v!;
  return base;
}

describe('decodeCheckerOutput', () => {
  it('reads every field of a completed run', () => {
    const out = decodeCheckerOutput(encodeOutput(numbers(), ['0x', '0x', '0x']));
    expect(out.blockNumber).toBe(77n);
    expect(out.pair).toBe(`0x${'0'.repeat(37)}abc`);
    expect(out.pool).toBe('found');
    expect(out.buy).toEqual({
      status: 'ok',
      amountIn: 10n ** 17n,
      expected: 1000n,
      received: 1000n,
      gas: 60_000n,
      revertData: '0x',
    });
    expect(out.transfer).toMatchObject({ status: 'ok', sent: 10n, received: 10n, gas: 24_000n });
    expect(out.sell).toMatchObject({ status: 'ok', amountIn: 990n, expected: 9n * 10n ** 16n, gas: 50_000n });
  });

  it('returns each step’s revert data where it belongs', () => {
    const sellError = errorString('TransferHelper: TRANSFER_FROM_FAILED');
    const out = decodeCheckerOutput(encodeOutput(numbers({ 17: 3n }), ['0x', '0x1234', sellError]));
    expect(out.transfer.revertData).toBe('0x1234');
    expect(out.sell.status).toBe('failed');
    expect(decodeRevertReason(out.sell.revertData)).toBe('TransferHelper: TRANSFER_FROM_FAILED');
  });

  it('round-trips arbitrary numbers and revert bytes', () => {
    const word = fc.bigInt({ min: 0n, max: (1n << 256n) - 1n });
    const bytes = fc.uint8Array({ maxLength: 100 }).map((b) => `0x${Buffer.from(b).toString('hex')}`);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 14, maxLength: 14 }),
        word,
        bytes,
        bytes,
        bytes,
        (head, block, a, b, c) => {
          const n = [...head, 0n, 1n, 3n, 4n, block];
          const out = decodeCheckerOutput(encodeOutput(n, [a, b, c]));
          expect([out.buy.revertData, out.transfer.revertData, out.sell.revertData]).toEqual([a, b, c]);
          expect(out.sell.status).toBe('approve_failed');
          expect(out.blockNumber).toBe(block);
          expect(out.sell.expected).toBe(head[11]);
        },
      ),
    );
  });

  it('rejects answers that are not the checker’s', () => {
    expect(() => decodeCheckerOutput('0x')).toThrow();
    expect(() => decodeCheckerOutput(`0x${uintWord(1)}`)).toThrow();
    expect(() => decodeCheckerOutput(encodeOutput(numbers().slice(0, 18), ['0x', '0x', '0x']))).toThrow(/array/);
    expect(() => decodeCheckerOutput(encodeOutput(numbers({ 15: 9n }), ['0x', '0x', '0x']))).toThrow(/buy status/);
    const good = encodeOutput(numbers(), ['0x', '0x', '0x']);
    expect(() => decodeCheckerOutput(good.slice(0, -64))).toThrow();
    // A bytes head pointing past the end.
    expect(() => decodeCheckerOutput(`0x${uintWord(128)}${uintWord(1n << 40n)}${good.slice(2 + 128)}`)).toThrow();
  });

  it('never throws anything but a TypeError on random input', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 1200 }), (b) => {
        try {
          decodeCheckerOutput(`0x${Buffer.from(b).toString('hex')}`);
        } catch (err) {
          expect(err).toBeInstanceOf(TypeError);
        }
      }),
    );
  });
});

describe('decodeRevertReason', () => {
  it('reads Error(string), Panic(uint256), custom errors and empty reverts', () => {
    expect(decodeRevertReason(errorString('sell blocked'))).toBe('sell blocked');
    expect(decodeRevertReason(`0x4e487b71${uintWord(0x11)}`)).toBe('panic 0x11');
    expect(decodeRevertReason('0xdeadbeef00')).toBe('custom error 0xdeadbeef');
    expect(decodeRevertReason('0x')).toBeNull();
    expect(decodeRevertReason('0x12')).toBe('unrecognised revert data 0x12');
  });

  it('round-trips any text and survives truncated strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        expect(decodeRevertReason(errorString(text))).toBe(text);
        const cut = errorString(text).slice(0, 8 + 2 + 64 + 32);
        expect(typeof decodeRevertReason(cut)).toBe('string');
      }),
    );
  });
});

describe('lossFraction', () => {
  it('is the share lost, rounded to six decimals', () => {
    expect(lossFraction(1000n, 950n)).toBe(0.05);
    expect(lossFraction(10n ** 18n, 10n ** 18n)).toBe(0);
    // Integer-division dust from the token's own fee maths does not show as 4.9999 %.
    expect(lossFraction(1_000_000_000_000n, 950_000_000_001n)).toBe(0.05);
    expect(lossFraction(0n, 5n)).toBeNull();
    expect(lossFraction(100n, 200n)).toBe(0);
  });

  it('stays within [0, 1] and grows as less arrives', () => {
    const amount = fc.bigInt({ min: 1n, max: 10n ** 40n });
    fc.assert(
      fc.property(amount, amount, amount, (expected, a, b) => {
        const [lo, hi] = [a, b].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)) as [bigint, bigint];
        const more = lossFraction(expected, lo)!;
        const less = lossFraction(expected, hi)!;
        expect(more).toBeGreaterThanOrEqual(0);
        expect(more).toBeLessThanOrEqual(1);
        expect(more).toBeGreaterThanOrEqual(less);
      }),
    );
  });
});

function outcomeOf(over: Partial<Record<number, bigint>> = {}): CheckerOutcome {
  return decodeCheckerOutput(encodeOutput(numbers(over), ['0x', '0x', '0x']));
}

describe('verdictOf', () => {
  it('passes a clean token with zero taxes', () => {
    const v = verdictOf(outcomeOf());
    expect(v).toMatchObject({ isHoneypot: false, buyTax: 0, sellTax: 0, transferTax: 0, reasonCode: null });
    expect(taxRisk(v)).toBe('low');
  });

  it('calls a failed buy, approve or sell a honeypot, with the reason', () => {
    expect(verdictOf(outcomeOf({ 15: 3n }), { buy: 'no' })).toMatchObject({
      isHoneypot: true,
      reasonCode: 'buy_failed',
      reason: 'buying through the router fails: no',
      buyTax: null,
    });
    expect(verdictOf(outcomeOf({ 17: 4n })).reasonCode).toBe('approve_failed');
    expect(verdictOf(outcomeOf({ 17: 2n })).reasonCode).toBe('sell_quote_failed');
    const sell = verdictOf(outcomeOf({ 17: 3n }), { sell: 'sell blocked' });
    expect(sell).toMatchObject({ isHoneypot: true, reasonCode: 'sell_failed', sellTax: null });
    expect(sell.reason).toContain('sell blocked');
    expect(taxRisk(sell)).toBe('honeypot');
  });

  it('flags a blocked transfer without calling a sellable token a honeypot', () => {
    const v = verdictOf(outcomeOf({ 16: 3n }));
    expect(v).toMatchObject({ isHoneypot: false, transferBlocked: true, transferTax: null });
    expect(taxRisk(v)).toBe('medium');
  });

  it('draws the honeypot line at the extreme tax on either side', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.boolean(), (bps, onSell) => {
        const expected = 10n ** 18n;
        const received = expected - (expected * BigInt(bps)) / 10_000n;
        const v = verdictOf(outcomeOf(onSell ? { 11: expected, 12: received } : { 4: expected, 5: received }));
        const tax = onSell ? v.sellTax! : v.buyTax!;
        expect(tax).toBeCloseTo(bps / 10_000, 6);
        if (received === 0n) expect(v.isHoneypot).toBe(true);
        else expect(v.isHoneypot).toBe(tax >= EXTREME_TAX);
        if (!v.isHoneypot) expect(taxRisk(v)).toBe(tax > 0.1 ? 'high' : tax > 0.05 ? 'medium' : 'low');
      }),
    );
  });
});
