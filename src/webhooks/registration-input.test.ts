import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVENT_NAMES } from '../events/outbox.ts';
import { knownSymbols, TEST_SYMBOLS } from '../market/symbols.ts';
import { ApiError } from '../platform/errors.ts';
import {
  CREATE_FIELDS,
  checkFieldTypes,
  checkSecret,
  hashSecret,
  parseEvents,
  parseSymbols,
  UPDATE_FIELDS,
} from './registration-input.ts';

/** The field a refusal names, or null when the input was accepted. */
function refusedField(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('invalid_body');
    const params = (err as ApiError).extras.invalid_params as Array<{ name: string }>;
    expect(params).toHaveLength(1);
    return params[0]!.name;
  }
}

const spellings = (base: string) => [base, base.toLowerCase(), `${base}USDT`, `${base}-USDT`, `${base}/USDT:USDT`];

describe('parseSymbols', () => {
  it('maps any spelling of known symbols to canonical ones, de-duplicated, idempotently', () => {
    for (const world of ['sandbox', 'production'] as const) {
      const known = knownSymbols(world);
      const spelled = fc.array(
        fc.constantFrom(...known).chain((s) => fc.constantFrom(...spellings(s))),
        { minLength: 1, maxLength: 100 },
      );
      fc.assert(
        fc.property(spelled, (raw) => {
          const out = parseSymbols(world, raw);
          expect(new Set(out).size).toBe(out.length);
          for (const s of out) expect(known).toContain(s);
          expect(parseSymbols(world, out)).toEqual(out);
        }),
      );
    }
  });

  it('refuses anything else naming the entry at fault, and never throws anything but a problem', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 50 }), { minLength: 1, maxLength: 20 }), (raw) => {
        const field = refusedField(() => parseSymbols('sandbox', raw));
        if (field === null) return;
        expect(field).toMatch(/^symbols(\.\d+)?$/);
      }),
    );
  });

  it('keeps the worlds apart', () => {
    expect(refusedField(() => parseSymbols('sandbox', ['BTC']))).toBe('symbols.0');
    expect(refusedField(() => parseSymbols('production', [...TEST_SYMBOLS]))).toBe('symbols.0');
  });
});

describe('parseEvents', () => {
  it('keeps known names once each in the order given, or ["*"] alone', () => {
    const names = fc.array(fc.constantFrom(...EVENT_NAMES, '*'), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(names, (raw) => {
        const field = refusedField(() => parseEvents(raw));
        if (raw.includes('*') && raw.some((e) => e !== '*')) {
          expect(field).toBe('events');
          return;
        }
        const out = parseEvents(raw);
        expect(out).toEqual(raw.includes('*') ? ['*'] : [...new Set(raw)]);
      }),
    );
  });
});

describe('checkFieldTypes', () => {
  it('accepts or refuses any JSON body with a problem naming a field, never throwing otherwise', () => {
    const body = fc.dictionary(
      fc.constantFrom(...Object.keys(UPDATE_FIELDS), 'other'),
      fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.array(fc.string(), { maxLength: 120 })),
    );
    fc.assert(
      fc.property(body, fc.boolean(), (b, update) => {
        const field = refusedField(() => checkFieldTypes(b, update ? UPDATE_FIELDS : CREATE_FIELDS));
        if (field !== null) expect(Object.keys(b)).toContain(field.split('.')[0]);
      }),
    );
  });
});

describe('secrets', () => {
  it('are hashed as lowercase hex SHA-256 of their UTF-8 bytes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 16, maxLength: 64 }), (secret) => {
        expect(hashSecret(secret)).toBe(createHash('sha256').update(Buffer.from(secret, 'utf8')).digest('hex'));
        expect(hashSecret(secret)).toMatch(/^[0-9a-f]{64}$/);
      }),
    );
  });

  it('need 16 to 256 characters', () => {
    expect(refusedField(() => checkSecret('x'.repeat(15)))).toBe('secret');
    expect(refusedField(() => checkSecret('x'.repeat(16)))).toBeNull();
    expect(refusedField(() => checkSecret('x'.repeat(256)))).toBeNull();
    expect(refusedField(() => checkSecret('x'.repeat(257)))).toBe('secret');
  });
});
