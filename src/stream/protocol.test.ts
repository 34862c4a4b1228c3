import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alertText,
  CONFIDENCES,
  confidenceOf,
  ProtocolError,
  parseClientMessage,
  prepareAlert,
  SIGNALS,
  signalOf,
} from './protocol.ts';

describe('signalOf', () => {
  it.each([
    ['accumulation', 'SIGNAL', 'accumulation'],
    ['confirm', 'HIGH', 'confirmation'],
    ['confirmation', 'VETO', 'confirmation'],
    ['whale', 'SIGNAL', 'whale'],
    ['whale_trade', 'SIGNAL', 'whale'],
    ['whale_liquidation', 'SIGNAL', 'whale'],
    ['funding_extreme', 'SIGNAL', 'funding'],
    ['alert', 'SIGNAL', 'alerts'],
    ['something_new', 'SIGNAL', 'alerts'],
    ['something_new', 'MEDIUM', 'confirmation'],
  ])('%s (%s) is %s', (kind, name, signal) => {
    expect(signalOf(kind, name)).toBe(signal);
  });
});

describe('confidenceOf', () => {
  it('takes a stated confidence, else derives it from the name, the whale size or the family', () => {
    expect(confidenceOf({ name: 'SIGNAL', body: { confidence: 'LOW' } }, 'accumulation')).toBe('LOW');
    expect(confidenceOf({ name: 'VETO', body: {} }, 'confirmation')).toBe('HIGH');
    expect(confidenceOf({ name: 'MEDIUM', body: {} }, 'confirmation')).toBe('MEDIUM');
    expect(confidenceOf({ name: 'SIGNAL', body: { whale_event: { size_usd: 5_000_000 } } }, 'whale')).toBe('HIGH');
    expect(confidenceOf({ name: 'SIGNAL', body: { whale_event: { size_usd: 999_999 } } }, 'whale')).toBe('LOW');
    expect(confidenceOf({ name: 'SIGNAL', body: { whale_event: { size_usd: 'NaN' } } }, 'whale')).toBe('LOW');
    expect(confidenceOf({ name: 'SIGNAL', body: {} }, 'alerts')).toBe('HIGH');
    expect(confidenceOf({ name: 'SIGNAL', body: { confidence: 'EXTREME' } }, 'funding')).toBe('MEDIUM');
  });
});

describe('alert text', () => {
  it('is valid JSON with the seq first and the payload whole', () => {
    fc.assert(
      fc.property(fc.nat(), fc.dictionary(fc.string(), fc.jsonValue()), (seq, body) => {
        const a = prepareAlert({
          seq: 1,
          id: 'evt_x',
          world: 'production',
          accountId: null,
          t: 0,
          name: 'SIGNAL',
          kind: 'alert',
          symbol: 'BTC',
          direction: null,
          body,
        });
        const parsed = JSON.parse(alertText(seq, a));
        expect(parsed.seq).toBe(seq);
        expect(parsed.type).toBe('alert');
        expect(JSON.stringify(parsed.payload)).toBe(JSON.stringify(JSON.parse(JSON.stringify(body))));
      }),
    );
  });
});

describe('parseClientMessage', () => {
  it('fails any input only with a typed ProtocolError', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify({ type: 'subscribe', symbols: v })),
        ),
        (text) => {
          try {
            parseClientMessage(text);
          } catch (err) {
            expect(err).toBeInstanceOf(ProtocolError);
          }
        },
      ),
    );
  });

  it('reads a subscribe with defaults and normalised signals', () => {
    expect(parseClientMessage('{"type":"subscribe","symbols":["BTC"]}')).toEqual({
      type: 'subscribe',
      symbols: ['BTC'],
      signals: [...SIGNALS],
      min_confidence: 'NONE',
      id: undefined,
    });
    const m = parseClientMessage(
      '{"type":"subscribe","symbols":["BTC"],"signals":["Whale","whale"],"min_confidence":"HIGH"}',
    );
    expect(m).toMatchObject({ signals: ['whale'], min_confidence: 'HIGH' });
  });

  it('admits every confidence level and no other', () => {
    for (const c of CONFIDENCES) {
      expect(
        parseClientMessage(JSON.stringify({ type: 'subscribe', symbols: ['BTC'], min_confidence: c })),
      ).toMatchObject({
        min_confidence: c,
      });
    }
    expect(() => parseClientMessage('{"type":"subscribe","symbols":["BTC"],"min_confidence":"high"}')).toThrow(
      ProtocolError,
    );
  });

  it('reads resume positions from numbers and digit strings, nothing negative or fractional', () => {
    expect(parseClientMessage('{"type":"resume","connection_id":"conn_ab","last_seq":"7"}')).toEqual({
      type: 'resume',
      resume: { connection_id: 'conn_ab', last_seq: 7 },
    });
    for (const bad of ['-1', '1.5', '"x"', 'null']) {
      expect(() => parseClientMessage(`{"type":"resume","connection_id":"conn_ab","last_seq":${bad}}`)).toThrow(
        ProtocolError,
      );
    }
  });
});

describe('resume message', () => {
  it('needs both fields', () => {
    expect(() => parseClientMessage('{"type":"resume"}')).toThrow(ProtocolError);
    expect(() => parseClientMessage('{"type":"resume","connection_id":"conn_a"}')).toThrow(ProtocolError);
  });
});
