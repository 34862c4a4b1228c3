import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './logging.ts';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(JSON.parse(chunk.toString()));
      cb();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

describe('lazyChildLogger', () => {
  it('writes enabled levels with the bindings, and skips disabled ones', async () => {
    const { logger, lines } = capture('warn');
    const log = lazyChildLogger(logger, { request_id: 'r1' }, {});
    log.info('not written');
    log.warn({ a: 1 }, 'written');
    await new Promise((r) => setImmediate(r));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ request_id: 'r1', a: 1, msg: 'written', level: 40 });
    expect(log.level).toBe('warn');
  });

  it('builds child loggers that keep the bindings', async () => {
    const { logger, lines } = capture('info');
    lazyChildLogger(logger, { request_id: 'r2' }, {}).child({ part: 'x' }).info('hi');
    await new Promise((r) => setImmediate(r));
    expect(lines[0]).toMatchObject({ request_id: 'r2', part: 'x', msg: 'hi' });
  });
});
