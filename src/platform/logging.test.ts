import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger, redactUrl } from './logging.ts';

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

describe('redactUrl', () => {
  it('hides credentials in the query and keeps the rest', () => {
    expect(redactUrl('/v1/signals?api_key=sk_live_abc&x=1')).toBe('/v1/signals?api_key=[redacted]&x=1');
    expect(redactUrl('/v1/x?a=1&SECRET=s3&token=t#f')).toBe('/v1/x?a=1&SECRET=[redacted]&token=[redacted]#f');
    expect(redactUrl('/v1/confirm?symbol=BTC')).toBe('/v1/confirm?symbol=BTC');
    expect(redactUrl('/v1/x?monkey=1')).toBe('/v1/x?monkey=1');
  });
});
