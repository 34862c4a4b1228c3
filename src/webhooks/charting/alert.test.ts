import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/errors.ts';
import { duplicateKeyOf, intentOf, parseAlert } from './alert.ts';

const base = { secret: 's', ticker: 'BTC', direction: 'long' };
const FIELDS = [
  'ticker',
  'symbol',
  'direction',
  'action',
  'market_position',
  'id',
  'order_id',
  'time',
  'price',
  'strategy',
];

function failure(body: Record<string, unknown>): ApiError {
  try {
    parseAlert(body);
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error(`accepted ${JSON.stringify(body)}`);
}

describe('intentOf', () => {
  const side = fc.constantFrom('long' as const, 'short' as const);
  const action = fc.constantFrom('buy' as const, 'sell' as const, null);
  const position = fc.constantFrom('long' as const, 'short' as const, 'flat' as const, null);

  it('lets an explicit direction win over any order fields', () => {
    fc.assert(
      fc.property(side, action, position, (d, a, p) => {
        expect(intentOf(d, a, p)).toEqual({ kind: 'entry', direction: d });
      }),
    );
  });

  it('treats flat, and an order against the position it leaves, as an exit; otherwise the position is the side', () => {
    fc.assert(
      fc.property(action, position, (a, p) => {
        const intent = intentOf(null, a, p);
        const orderSide = a === null ? null : a === 'buy' ? 'long' : 'short';
        if (p === 'flat' || (p !== null && orderSide !== null && orderSide !== p)) expect(intent?.kind).toBe('exit');
        else if (p !== null) expect(intent).toEqual({ kind: 'entry', direction: p });
        else if (orderSide !== null) expect(intent).toEqual({ kind: 'entry', direction: orderSide });
        else expect(intent).toBeNull();
      }),
    );
  });
});

describe('parseAlert', () => {
  it('names any read field that holds an unreplaced placeholder', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FIELDS),
        fc.string({ maxLength: 10 }).filter((s) => !/[{}]/.test(s)),
        fc.stringMatching(/^[a-z_.0-9]{0,20}$/),
        (field, around, name) => {
          const err = failure({ ...base, [field]: `${around}{{${name}}}${around}` });
          expect(err.status).toBe(400);
          expect(err.extras.invalid_params).toEqual([
            { in: 'body', name: field, reason: expect.stringContaining(`{{${name}}}`) },
          ]);
        },
      ),
    );
  });

  it('accepts any positive finite price, as a number or as text, and nothing else', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-12, max: 1e12, noNaN: true }), fc.boolean(), (p, asText) => {
        expect(parseAlert({ ...base, price: asText ? String(p) : p }).price).toBe(p);
      }),
    );
    for (const price of [Number.NaN, Number.POSITIVE_INFINITY, -1, 0, 'NaN', '-Infinity', '1e999', '12abc', true, {}]) {
      expect(failure({ ...base, price }).extras.invalid_params).toEqual([expect.objectContaining({ name: 'price' })]);
    }
  });

  it('refuses non-text fields and text that is too long or not printable, naming the field', () => {
    for (const [field, value] of [
      ['ticker', { a: 1 }],
      ['ticker', ['BTC']],
      ['id', 'x'.repeat(65)],
      ['strategy', 'tab\there'],
      ['order_id', Number.POSITIVE_INFINITY],
    ] as const) {
      expect(failure({ ...base, [field]: value }).extras.invalid_params).toEqual([
        expect.objectContaining({ name: field }),
      ]);
    }
  });

  it('reads numbers where the platform sends them (ids, times) as text', () => {
    const alert = parseAlert({ ...base, id: 42, time: 1_772_454_840_000, strategy: ' my bot ' });
    expect(alert).toMatchObject({ id: '42', time: '1772454840000', strategy: 'my bot' });
  });
});

describe('duplicateKeyOf', () => {
  const alertOf = (extra: Record<string, unknown>) => parseAlert({ ...base, ...extra });

  it('uses the id when given, else order id and time, else only symbol and side', () => {
    const k = (extra: Record<string, unknown>) => duplicateKeyOf(alertOf(extra), 'BTC', 'long');
    expect(k({ id: 'a', order_id: 'x' })).toBe(k({ id: 'a', order_id: 'y', time: 't' }));
    expect(k({ id: 'a' })).not.toBe(k({ id: 'b' }));
    expect(k({ order_id: 'x', time: '1' })).not.toBe(k({ order_id: 'x', time: '2' }));
    expect(k({ price: 1 })).toBe(k({ price: 2 }));
    expect(k({})).not.toBe(k({ order_id: 'x' }));
    expect(duplicateKeyOf(alertOf({}), 'BTC', 'short')).not.toBe(k({}));
  });

  it('never lets one id pose as an order id and time', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ minLength: 1, maxLength: 8 }), (a, b) => {
        const printable = (s: string) => /^[\x20-\x7E]+$/.test(s.trim());
        fc.pre(printable(a) && printable(b));
        const byId = duplicateKeyOf(alertOf({ id: `${a}${b}` }), 'BTC', 'long');
        const byOrder = duplicateKeyOf(alertOf({ order_id: a, time: b }), 'BTC', 'long');
        expect(byId).not.toBe(byOrder);
      }),
    );
  });
});
