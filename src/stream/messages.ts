/**
 * The server's connection-level messages (welcome, missed, resumed, error) as JSON text. Alerts
 * are built in protocol.ts, once per event; these are built once per connection or resume.
 */
import { SIGNALS } from './protocol.ts';
import type { StreamSettings } from './server.ts';
import type { Session } from './session.ts';

export function welcomeText(session: Session, s: StreamSettings): string {
  return JSON.stringify({
    type: 'welcome',
    connection_id: session.id,
    environment: session.caller.environment,
    plan: session.caller.plan,
    seq: session.seq,
    heartbeat_interval_ms: s.heartbeatMs,
    resume_window_ms: s.resumeWindowMs,
    resume_buffer: { alerts: s.buffer.alerts, bytes: s.buffer.bytes },
    limits: {
      connections: s.connectionLimits[session.caller.plan],
      subscriptions: s.maxSubscriptions,
      message_bytes: s.maxMessageBytes,
    },
    signals: SIGNALS,
  });
}

/** How to fill a gap the stream cannot: re-read over REST (docs/streaming.md, "Missed data"). */
function recoverHint(environment: string): string {
  return environment === 'sandbox'
    ? 'GET /v1/test/events lists this account’s sandbox events in order: re-read those after the time (t) of your last alert'
    : 'read the current state over REST: GET /v1/confirm, GET /v1/whales/events?from=<t of your last alert>, GET /v1/signals/accumulation';
}

export type UnresumableReason = 'expired' | 'closed' | 'unknown_connection';

/** The connection asked for cannot be resumed: the client got a new one and must subscribe again. */
export function unresumableText(
  reason: UnresumableReason,
  resume: { connection_id: string; last_seq: number },
  environment: string,
  resumeWindowMs: number,
): string {
  const detail = {
    expired: `the connection was away longer than the resume window (${resumeWindowMs} ms)`,
    closed: 'the server closed that connection for a protocol violation; it cannot be resumed',
    unknown_connection:
      'no connection with this id is known here (never existed, another key, or another server instance)',
  }[reason];
  return JSON.stringify({
    type: 'missed',
    reason,
    connection_id: resume.connection_id,
    last_seq: resume.last_seq,
    detail,
    recover: `${recoverHint(environment)}; this connection is new (see welcome) and has no subscriptions yet`,
  });
}

/** Resuming works, but the buffer lost the oldest of what was missed: what is gone, then the rest follows. */
export function overflowText(session: Session, lastSeq: number, s: StreamSettings): string {
  return JSON.stringify({
    type: 'missed',
    reason: 'buffer_overflow',
    connection_id: session.id,
    last_seq: lastSeq,
    missed_from_seq: lastSeq + 1,
    missed_to_seq: session.lostThroughSeq,
    missed_count: session.lostThroughSeq - lastSeq,
    missed_to_t: session.lostThroughT,
    detail: `more alerts arrived while away than the resume buffer holds (${s.buffer.alerts} alerts or ${s.buffer.bytes} bytes); the ones still buffered follow`,
    recover: recoverHint(session.caller.environment),
  });
}

export function resumedText(session: Session, lastSeq: number, replayed: number): string {
  return JSON.stringify({
    type: 'resumed',
    connection_id: session.id,
    last_seq: lastSeq,
    replayed,
    subscriptions: session.describeSubscriptions(),
  });
}

export function errorText(code: string, message: string, extras: Record<string, unknown> = {}, id?: string): string {
  return JSON.stringify({ type: 'error', code, message, ...extras, ...(id === undefined ? {} : { id }) });
}
