import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/errors.ts';
import { barePlaceholder, parseFormAlert, parseJsonAlert } from './body.ts';

describe('parseFormAlert', () => {
  it('reads any set of distinct fields back exactly', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ maxLength: 20 })), (fields) => {
        expect(parseFormAlert(new URLSearchParams(fields).toString())).toEqual(fields);
      }),
    );
  });

  it('refuses a field given twice, naming it', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.string(), fc.string(), (name, a, b) => {
        const form = new URLSearchParams([
          [name, a],
          ['other', 'x'],
          [name, b],
        ]);
        fc.pre(name !== 'other');
        try {
          parseFormAlert(form.toString());
          expect.unreachable();
        } catch (err) {
          expect(err).toBeInstanceOf(ApiError);
          expect((err as ApiError).extras.invalid_params).toEqual([
            { in: 'body', name: name.slice(0, 64), reason: 'is given more than once' },
          ]);
        }
      }),
    );
  });

  it('keeps __proto__ a plain field', () => {
    const out = parseFormAlert('__proto__=x&secret=s');
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(['__proto__', 'secret']);
  });
});

describe('parseJsonAlert', () => {
  const parse = JSON.parse;

  it('reads an object, an empty body as no fields, and refuses anything else', () => {
    expect(parseJsonAlert('{"a":1}', parse)).toEqual({ a: 1 });
    expect(parseJsonAlert(' \n', parse)).toEqual({});
    for (const text of ['[1]', '"x"', '3', 'null', 'buy BTC'])
      expect(() => parseJsonAlert(text, parse)).toThrow(ApiError);
  });

  it('names the field a bare placeholder spoilt', () => {
    expect(barePlaceholder('{"a":"b","price": {{close}} }')).toEqual({ field: 'price', placeholder: '{{close}}' });
    expect(barePlaceholder('{"a":"{{ticker}}"}')).toBeNull();
    expect(() => parseJsonAlert('{"qty":{{strategy.order.contracts}}}', parse)).toThrow(/'qty'.*\{\{strategy/);
  });
});
