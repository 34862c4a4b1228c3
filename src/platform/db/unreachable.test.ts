import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './unreachable.ts';

describe('isDatabaseUnreachable', () => {
  it('recognises a refused connection, a server shutting down and a lost connection, also when wrapped', () => {
    expect(isDatabaseUnreachable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(isDatabaseUnreachable(Object.assign(new Error('terminating'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnreachable(new Error('Failed query', { cause: new Error('timeout exceeded when trying to connect') })),
    ).toBe(true);
  });

  it('leaves query failures and other errors alone', () => {
    expect(isDatabaseUnreachable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnreachable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnreachable(null)).toBe(false);
    expect(isDatabaseUnreachable('ECONNREFUSED')).toBe(false);
  });
});
