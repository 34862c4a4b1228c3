/**
 * Fuzzing the stream's client messages: fast-check draws text that is not JSON, JSON of every
 * shape, messages of known and unknown types with hostile fields, oversized frames and binary
 * frames. Whatever arrives, the server answers only documented message types, every `error`
 * carries a documented code (never internal_error), closes only with documented codes, and keeps
 * serving: a fresh connection authenticates and subscribes afterwards.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';
import { connectWithKey, listen, type StreamClient, subscribe } from '../stream/client.ts';

const MESSAGE_TYPES = ['welcome', 'ack', 'error', 'pong', 'resumed', 'missed', 'alert', 'heartbeat', 'subscriptions'];
/** docs/streaming.md, "Error codes", less internal_error: a client message must never cause one. */
const ERROR_CODES = [
  'malformed_json',
  'unknown_type',
  'invalid_message',
  'unknown_signal',
  'unknown_symbol',
  'plan_restricted',
  'invalid_parameter',
  'too_many_subscriptions',
  'unknown_subscription',
  'too_many_messages',
  'message_too_large',
  'already_authenticated',
  'not_authenticated',
  'invalid_resume',
];
/** Normal, policy violation, message too big, and our own 44xx (auth, rate). */
const CLOSE_CODES = [1000, 1005, 1008, 1009, 4401, 4429];

let t: TestApp;
let url: string;
let pro: TestAccount;
beforeAll(async () => {
  t = await bootTestApp();
  url = await listen(t);
  pro = await t.createAccount('pro');
});
afterAll(() => t.close());

const hostile = fc.oneof(
  fc.string(),
  fc.constantFrom('', '\u0000', '\uD800', '__proto__', 'constructor', '*', 'BTC', 'TEST_BTC', 'x'.repeat(300)),
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, [], {}, Number.MAX_SAFE_INTEGER, -1, 1e308),
  fc.array(fc.string(), { maxLength: 30 }),
);
const typed = fc.record(
  {
    type: fc.constantFrom('subscribe', 'unsubscribe', 'ping', 'auth', 'resume', 'list', 'teleport', '', 'SUBSCRIBE'),
    id: hostile,
    symbols: fc.oneof(hostile, fc.array(fc.constantFrom('BTC', 'ETH', '*', 'NOPE', '../x'), { maxLength: 25 })),
    signals: fc.oneof(hostile, fc.array(fc.constantFrom('confirmation', 'whale', 'gossip'), { maxLength: 5 })),
    min_confidence: hostile,
    subscription_id: hostile,
    api_key: hostile,
    connection_id: hostile,
    last_seq: hostile,
  },
  { requiredKeys: ['type'] },
);
const frame = fc.oneof(
  { weight: 4, arbitrary: typed.map((m) => ({ text: JSON.stringify(m) })) },
  { weight: 2, arbitrary: fc.json().map((text) => ({ text })) },
  { weight: 1, arbitrary: fc.string().map((text) => ({ text })) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ bytes })) },
  { weight: 1, arbitrary: fc.nat({ max: 20_000 }).map((n) => ({ text: `{"type":"ping","pad":"${'x'.repeat(n)}"}` })) },
  {
    weight: 1,
    arbitrary: fc.constantFrom({ text: '{"type":"subscribe","symbols":[' + '"BTC",'.repeat(2000) + '"BTC"]}' }),
  },
);

function send(client: StreamClient, f: { text?: string; bytes?: Uint8Array }) {
  if (f.bytes) client.ws.send(Buffer.from(f.bytes), { binary: true });
  else client.ws.send(f.text!);
}

it('answers any sequence of client frames with documented messages and codes, and keeps serving', async () => {
  let connections = 0;
  let frames = 0;
  const seenCodes = new Set<string>();
  await fc.assert(
    fc.asyncProperty(fc.array(frame, { minLength: 1, maxLength: 8 }), async (batch) => {
      const { client } = await connectWithKey(url, pro.liveKey);
      connections++;
      for (const f of batch) {
        if (client.closed) break;
        send(client, f);
        frames++;
      }
      // Wait for the answers (or the close) to arrive: a ping marks the end of the batch.
      if (!client.closed) client.send({ type: 'ping', id: 'end' });
      await client.next('pong', 1_500).catch(() => null);
      for (const m of client.messages) {
        expect(MESSAGE_TYPES).toContain(m.type);
        if (m.type === 'error') {
          expect(ERROR_CODES).toContain(m.code);
          expect(typeof m.message).toBe('string');
          seenCodes.add(m.code);
        }
      }
      if (client.closed) expect(CLOSE_CODES).toContain(client.closed.code);
      client.close();
    }),
    { numRuns: 120 },
  );
  // Still serving: a new connection authenticates and subscribes.
  const { client } = await connectWithKey(url, pro.liveKey);
  expect(await subscribe(client, { symbols: ['BTC'] })).toMatchObject({ type: 'ack' });
  client.close();
  expect(connections).toBeGreaterThan(100);
  expect(frames).toBeGreaterThan(connections);
  expect(seenCodes.size).toBeGreaterThan(3);
}, 120_000);

it('answers a binary frame with a typed error, not silence or a crash', async () => {
  const { client } = await connectWithKey(url, pro.liveKey);
  client.ws.send(Buffer.from('{"type":"ping"}'), { binary: true });
  const answer = await client.next(undefined, 2_000);
  expect(answer.type).toBe('error');
  expect(ERROR_CODES).toContain(answer.code);
  client.close();
});
