/**
 * The stream's wire protocol (docs/streaming.md): what a client may send, what the server
 * answers, how an event of the pipeline maps to a stream signal and a confidence, and the close
 * codes. Pure: no sockets here, so every rule is testable on its own.
 */
import type { StoredEvent } from '../events/outbox.ts';

/** The signals a subscription names (SPEC's `signals`), each a family of event kinds. */
export const SIGNALS = ['accumulation', 'confirmation', 'whale', 'funding', 'alerts'] as const;
export type Signal = (typeof SIGNALS)[number];

/** Lowest first: a subscription's `min_confidence` admits its own level and those above. */
export const CONFIDENCES = ['NONE', 'LOW', 'MEDIUM', 'HIGH'] as const;
export type Confidence = (typeof CONFIDENCES)[number];

export function confidenceRank(c: Confidence): number {
  return CONFIDENCES.indexOf(c);
}

/** Close codes the server uses (RFC 6455 keeps 4000-4999 for applications). */
export const CLOSE = {
  /** The server is shutting down or restarting: reconnect (with resume) elsewhere. */
  restart: 1012,
  /** A client message exceeded the size bound. */
  tooLarge: 1009,
  /** Too many bad client messages (malformed, unknown type, invalid fields). */
  policy: 1008,
  /** No pong and no message for two heartbeat intervals. */
  heartbeatTimeout: 4000,
  /** The consumer fell behind: more than the bound waiting in its socket buffer. */
  slowConsumer: 4008,
  /** Missing, invalid or revoked key, or no auth message within the auth window. */
  unauthorized: 4401,
  /** Another connection resumed this connection's id. */
  replaced: 4409,
  /** The plan's connection limit is reached. */
  connectionLimit: 4429,
} as const;

/**
 * Which stream signal an event belongs to, by the prefix of its kind (kinds: docs/events.md).
 * A kind no prefix names falls back on the event name: the confirmation buckets, or otherwise
 * the alerts family, so a new kind is delivered somewhere rather than dropped.
 */
export function signalOf(kind: string, name: string): Signal {
  if (kind.startsWith('accumulation')) return 'accumulation';
  if (kind.startsWith('confirm')) return 'confirmation';
  if (kind.startsWith('whale')) return 'whale';
  if (kind.startsWith('funding')) return 'funding';
  if (kind.startsWith('alert')) return 'alerts';
  return name === 'SIGNAL' ? 'alerts' : 'confirmation';
}

/** Whale size bounds for a whale event's confidence (USD notional). */
export const WHALE_HIGH_USD = 5_000_000;
export const WHALE_MEDIUM_USD = 1_000_000;

function isConfidence(v: unknown): v is Confidence {
  return typeof v === 'string' && (CONFIDENCES as readonly string[]).includes(v);
}

/**
 * An event's confidence. A payload that states one (`confidence`: confirmations, accumulation,
 * funding extremes) is taken at its word; otherwise: confirmation events by name (HIGH and VETO
 * are HIGH, MEDIUM is MEDIUM), whale events by size, an account's own alert rule HIGH (the
 * account asked for exactly this), anything else MEDIUM.
 */
export function confidenceOf(event: Pick<StoredEvent, 'name' | 'body'>, signal: Signal): Confidence {
  const stated = event.body.confidence;
  if (isConfidence(stated)) return stated;
  switch (signal) {
    case 'confirmation':
      return event.name === 'MEDIUM' ? 'MEDIUM' : 'HIGH';
    case 'whale': {
      const size = Number((event.body.whale_event as { size_usd?: unknown } | undefined)?.size_usd);
      if (!Number.isFinite(size)) return 'LOW';
      return size >= WHALE_HIGH_USD ? 'HIGH' : size >= WHALE_MEDIUM_USD ? 'MEDIUM' : 'LOW';
    }
    case 'alerts':
      return 'HIGH';
    default:
      return 'MEDIUM';
  }
}

/** An event as a stream sends it: everything but the per-connection `seq`, serialised once. */
export interface PreparedAlert {
  event: StoredEvent;
  signal: Signal;
  confidence: Confidence;
  rank: number;
  /** The alert message's JSON after `"seq":N` (shared by every connection it goes to). */
  tail: string;
}

export function prepareAlert(event: StoredEvent): PreparedAlert {
  const signal = signalOf(event.kind, event.name);
  const confidence = confidenceOf(event, signal);
  const rest = JSON.stringify({
    event_id: event.id,
    event: event.name,
    signal,
    kind: event.kind,
    symbol: event.symbol,
    direction: event.direction,
    confidence,
    t: event.t,
    ts: new Date(event.t).toISOString(),
    payload: event.body,
  });
  return { event, signal, confidence, rank: confidenceRank(confidence), tail: `,${rest.slice(1)}` };
}

export function alertText(seq: number, a: PreparedAlert): string {
  return `{"type":"alert","seq":${seq}${a.tail}`;
}

/** What a client may send, once parsed and checked. */
export type ClientMessage =
  | { type: 'auth'; api_key: string; resume?: ResumeRequest }
  | { type: 'resume'; resume: ResumeRequest }
  | { type: 'subscribe'; symbols: string[]; signals: Signal[]; min_confidence: Confidence; id?: string }
  | { type: 'unsubscribe'; subscription_id?: string; symbols?: string[]; signals?: Signal[]; id?: string }
  | { type: 'ping'; id?: string };

export interface ResumeRequest {
  connection_id: string;
  last_seq: number;
}

/** A client message that cannot be acted on: sent back as a typed `error`. */
export class ProtocolError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly extras: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const MAX_SYMBOLS_PER_SUBSCRIBE = 100;
const ID_PATTERN = /^[\w.:-]{1,64}$/;

function stringList(value: unknown, field: string, max: number): string[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > max) {
    throw new ProtocolError('invalid_message', `'${field}' must be a non-empty array of at most ${max} strings`);
  }
  for (const v of value) {
    if (typeof v !== 'string' || v.length === 0 || v.length > 40) {
      throw new ProtocolError('invalid_message', `'${field}' must hold strings of 1 to 40 characters`);
    }
  }
  return value as string[];
}

function signalList(value: unknown): Signal[] {
  const list = stringList(value, 'signals', SIGNALS.length * 2).map((s) => s.toLowerCase());
  if (list.includes('*')) return [...SIGNALS];
  for (const s of list) {
    if (!(SIGNALS as readonly string[]).includes(s)) {
      throw new ProtocolError('unknown_signal', `unknown signal '${s}': signals are ${SIGNALS.join(', ')} or *`, {
        signal: s,
      });
    }
  }
  return [...new Set(list)] as Signal[];
}

export function resumeRequestOf(connectionId: unknown, lastSeq: unknown): ResumeRequest | undefined {
  if (connectionId === undefined && lastSeq === undefined) return undefined;
  if (typeof connectionId !== 'string' || !ID_PATTERN.test(connectionId)) {
    throw new ProtocolError('invalid_message', "'connection_id' must be the id a welcome message gave");
  }
  const seq = typeof lastSeq === 'string' && /^\d+$/.test(lastSeq) ? Number(lastSeq) : lastSeq;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 0) {
    throw new ProtocolError('invalid_message', "'last_seq' must be the seq of the last alert received (0: none)");
  }
  return { connection_id: connectionId, last_seq: seq };
}

function requestId(raw: Record<string, unknown>): string | undefined {
  const id = raw.id;
  if (id === undefined) return undefined;
  if (typeof id !== 'string' || !ID_PATTERN.test(id)) {
    throw new ProtocolError('invalid_message', "'id' must be 1 to 64 letters, digits or . : _ -");
  }
  return id;
}

/** Parses one text frame; throws ProtocolError naming what is wrong. */
export function parseClientMessage(text: string): ClientMessage {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ProtocolError('malformed_json', 'messages must be JSON objects');
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ProtocolError('malformed_json', 'messages must be JSON objects');
  }
  const m = raw as Record<string, unknown>;
  const id = requestId(m);
  switch (m.type) {
    case 'auth': {
      if (typeof m.api_key !== 'string' || m.api_key.length === 0 || m.api_key.length > 200) {
        throw new ProtocolError('invalid_message', "'api_key' must be the API key");
      }
      return { type: 'auth', api_key: m.api_key, resume: resumeRequestOf(m.connection_id, m.last_seq) };
    }
    case 'resume': {
      const resume = resumeRequestOf(m.connection_id, m.last_seq);
      if (!resume) throw new ProtocolError('invalid_message', "resume needs 'connection_id' and 'last_seq'");
      return { type: 'resume', resume };
    }
    case 'subscribe': {
      const min = m.min_confidence ?? 'NONE';
      if (!isConfidence(min)) {
        throw new ProtocolError('invalid_message', `'min_confidence' must be one of ${CONFIDENCES.join(', ')}`);
      }
      return {
        type: 'subscribe',
        symbols: stringList(m.symbols, 'symbols', MAX_SYMBOLS_PER_SUBSCRIBE),
        signals: m.signals === undefined ? [...SIGNALS] : signalList(m.signals),
        min_confidence: min,
        id,
      };
    }
    case 'unsubscribe': {
      const sub = m.subscription_id;
      if (sub !== undefined && (typeof sub !== 'string' || !ID_PATTERN.test(sub))) {
        throw new ProtocolError('invalid_message', "'subscription_id' must be an id an ack gave");
      }
      return {
        type: 'unsubscribe',
        subscription_id: sub as string | undefined,
        symbols: m.symbols === undefined ? undefined : stringList(m.symbols, 'symbols', MAX_SYMBOLS_PER_SUBSCRIBE),
        signals: m.signals === undefined ? undefined : signalList(m.signals),
        id,
      };
    }
    case 'ping':
      return { type: 'ping', id };
    default:
      throw new ProtocolError(
        'unknown_type',
        `unknown message type ${JSON.stringify(m.type)?.slice(0, 40) ?? 'undefined'}: auth, resume, subscribe, unsubscribe or ping`,
      );
  }
}
