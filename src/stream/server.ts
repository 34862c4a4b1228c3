/**
 * The stream's fan-out: one hub subscription per process, an index from (world, account,
 * symbol) to the sessions that want it, per-plan connection limits, heartbeats, backpressure and
 * resume. Events from other instances arrive through the hub's Redis, so a client sees every
 * event whichever instance stored it.
 */
import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { Plan } from '../accounts/plans.ts';
import type { EventHub } from '../events/hub.ts';
import type { StoredEvent } from '../events/outbox.ts';
import { requireSymbol } from '../market/access.ts';
import { ApiError } from '../platform/errors.ts';
import { errorText, overflowText, resumedText, unresumableText, welcomeText } from './messages.ts';
import {
  CLOSE,
  type Confidence,
  type PreparedAlert,
  ProtocolError,
  prepareAlert,
  type ResumeRequest,
  type Signal,
} from './protocol.ts';
import { type BufferBounds, Session, type StreamCaller } from './session.ts';
import { SessionIndex } from './session-index.ts';

export interface StreamSettings {
  /** How long an unauthenticated socket may wait before its auth message (ms). */
  authTimeoutMs: number;
  /** Ping and heartbeat message interval; a client silent for two intervals is closed (ms). */
  heartbeatMs: number;
  /** How long a dropped connection's session waits to be resumed (ms). */
  resumeWindowMs: number;
  /** Alerts kept per connection for resume. */
  buffer: BufferBounds;
  /** Bytes that may wait in a socket's send buffer before the consumer is closed as slow. */
  maxSocketBufferBytes: number;
  /** How long a closing socket gets to take its close frame before it is cut (ms). */
  closeGraceMs: number;
  /** Largest client message (bytes). */
  maxMessageBytes: number;
  maxSubscriptions: number;
  /** Client messages: a burst, refilled at a steady rate. */
  messageBurst: number;
  messagesPerSecond: number;
  /** Bad messages (malformed, unknown, invalid, over the rate) before the socket is closed. */
  maxStrikes: number;
  /** Open connections per account and world (per client address for public sandbox keys). */
  connectionLimits: Record<Plan, number>;
}

export const DEFAULT_STREAM_SETTINGS: StreamSettings = {
  authTimeoutMs: 5_000,
  heartbeatMs: 15_000,
  resumeWindowMs: 5 * 60_000,
  buffer: { alerts: 500, bytes: 512 * 1024 },
  maxSocketBufferBytes: 1024 * 1024,
  closeGraceMs: 5_000,
  maxMessageBytes: 8 * 1024,
  maxSubscriptions: 20,
  messageBurst: 20,
  messagesPerSecond: 5,
  maxStrikes: 5,
  connectionLimits: { free: 1, trader: 3, pro: 10, enterprise: 50 },
};

interface Tombstone {
  reason: 'expired' | 'closed';
  keyId: string;
  lastSeq: number;
}

const MAX_TOMBSTONES = 10_000;

export interface StreamStats {
  alertsSent: number;
  slowConsumersClosed: number;
  heartbeatTimeouts: number;
}

export class StreamServer {
  readonly settings: StreamSettings;
  readonly stats: StreamStats = { alertsSent: 0, slowConsumersClosed: 0, heartbeatTimeouts: 0 };
  private readonly sessions = new Map<string, Session>();
  private readonly bySubject = new Map<string, Set<Session>>();
  private readonly index = new SessionIndex();
  private readonly tombstones = new Map<string, Tombstone>();
  private readonly stopListening: () => void;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    hub: EventHub,
    private readonly now: () => number = Date.now,
    settings: Partial<StreamSettings> = {},
  ) {
    this.settings = { ...DEFAULT_STREAM_SETTINGS, ...settings };
    this.stopListening = hub.subscribe((e) => this.fanOut(e));
    this.restartHeartbeat();
  }

  /** Changes settings at run time (tests, benchmarks); a new heartbeat interval applies at once. */
  configure(settings: Partial<StreamSettings>): void {
    Object.assign(this.settings, settings);
    if (settings.heartbeatMs !== undefined) this.restartHeartbeat();
  }

  connectionLimit(plan: Plan): number {
    return this.settings.connectionLimits[plan];
  }

  /** Open connections of a subject, not counting the one a resume takes over. */
  private openConnections(caller: StreamCaller, resume?: ResumeRequest): number {
    let n = 0;
    for (const s of this.bySubject.get(caller.subject) ?? []) {
      if (s.socket && !(resume && s.id === resume.connection_id && s.caller.keyId === caller.keyId)) n++;
    }
    return n;
  }

  /** Refuses a connection over the plan's limit (an ApiError: 429 on upgrade, 4429 on a socket). */
  checkLimit(caller: StreamCaller, resume?: ResumeRequest): void {
    const limit = this.connectionLimit(caller.plan);
    if (this.openConnections(caller, resume) >= limit) {
      throw new ApiError(
        'rate_limit_exceeded',
        `the ${caller.plan} plan allows ${limit} open stream connection${limit === 1 ? '' : 's'} per ${caller.shared ? 'client address on a public sandbox key' : 'account'}; close one or resume it with its connection_id`,
        { limit },
      );
    }
  }

  /**
   * Gives an authenticated socket its session: the one it resumes when that session is still
   * here and belongs to the same key, or a new one. Sends welcome, then what resuming found.
   */
  attach(socket: WebSocket, caller: StreamCaller, resume?: ResumeRequest): Session {
    const old = resume ? this.sessions.get(resume.connection_id) : undefined;
    const resumable = old && old.caller.keyId === caller.keyId ? old : undefined;
    let session: Session;
    if (resumable) {
      if (resumable.socket) this.closeSocket(resumable, CLOSE.replaced, 'another connection resumed this one');
      session = resumable;
    } else {
      session = new Session(`conn_${randomBytes(12).toString('hex')}`, caller, this.settings.buffer);
      this.sessions.set(session.id, session);
      const group = this.bySubject.get(caller.subject) ?? new Set<Session>();
      this.bySubject.set(caller.subject, group);
      group.add(session);
    }
    session.socket = socket;
    session.detachedAt = null;
    session.alive = true;
    this.send(session, welcomeText(session, this.settings));
    if (resume) this.replay(session, resume, resumable !== undefined);
    return session;
  }

  /** After welcome: the alerts missed since `last_seq`, or a `missed` message saying what was lost. */
  private replay(session: Session, resume: ResumeRequest, found: boolean): void {
    const env = session.caller.environment;
    if (!found) {
      const tomb = this.tombstones.get(resume.connection_id);
      const reason = tomb && tomb.keyId === session.caller.keyId ? tomb.reason : 'unknown_connection';
      this.send(session, unresumableText(reason, resume, env, this.settings.resumeWindowMs));
      return;
    }
    if (resume.last_seq > session.seq) {
      const detail = `last_seq ${resume.last_seq} is ahead of this connection's last alert (${session.seq})`;
      this.send(session, errorText('invalid_resume', detail));
    } else if (resume.last_seq < session.lostThroughSeq) {
      this.send(session, overflowText(session, resume.last_seq, this.settings));
    }
    const missed = session.after(resume.last_seq);
    this.send(session, resumedText(session, resume.last_seq, missed.length));
    for (const text of missed) if (!this.send(session, text)) return;
  }

  subscribe(
    session: Session,
    rawSymbols: string[],
    signals: Signal[],
    min: Confidence,
  ): ReturnType<Session['describeSubscriptions']>[number] {
    if (session.subscriptions.size >= this.settings.maxSubscriptions) {
      throw new ProtocolError(
        'too_many_subscriptions',
        `at most ${this.settings.maxSubscriptions} subscriptions per connection: unsubscribe first or widen one`,
      );
    }
    const symbols = rawSymbols.map((raw) => {
      if (raw === '*') return '*';
      try {
        return requireSymbol(session.caller, raw, 'symbols', 'message');
      } catch (err) {
        if (err instanceof ApiError) throw new ProtocolError(err.code, err.detail, err.extras);
        throw err;
      }
    });
    const sub = session.addSubscription(symbols, signals, min);
    this.index.update(session);
    return session.describeSubscriptions().find((d) => d.subscription_id === sub.id)!;
  }

  /** Removes one subscription, some symbols or signals from all of them, or everything. */
  unsubscribe(session: Session, by: { subscriptionId?: string; symbols?: string[]; signals?: Signal[] }): string[] {
    const removed: string[] = [];
    if (by.subscriptionId !== undefined) {
      if (!session.subscriptions.delete(by.subscriptionId)) {
        throw new ProtocolError('unknown_subscription', `no subscription '${by.subscriptionId}' on this connection`);
      }
      removed.push(by.subscriptionId);
    } else if (by.symbols === undefined && by.signals === undefined) {
      removed.push(...session.subscriptions.keys());
      session.subscriptions.clear();
    } else {
      const symbols = (by.symbols ?? []).map((s) => (s === '*' ? s : s.toUpperCase()));
      for (const sub of session.subscriptions.values()) {
        for (const s of symbols) sub.symbols.delete(s);
        for (const s of by.signals ?? []) sub.signals.delete(s);
        if (sub.symbols.size === 0 || sub.signals.size === 0) {
          session.subscriptions.delete(sub.id);
          removed.push(sub.id);
        }
      }
    }
    this.index.update(session);
    return removed;
  }

  /** One event to every session that wants it; serialised once, numbered per session. */
  private fanOut(e: StoredEvent): void {
    let prepared: PreparedAlert | null = null;
    for (const set of this.index.candidates(e)) {
      for (const session of set) {
        if (session.lastEventId === e.id) continue;
        session.lastEventId = e.id;
        prepared ??= prepareAlert(e);
        if (!session.wants(prepared)) continue;
        const text = session.record(prepared);
        if (session.socket && this.send(session, text)) this.stats.alertsSent++;
      }
    }
  }

  /**
   * Sends unless the socket's buffer is over the bound: then the consumer is closed as slow
   * (its session stays resumable, the alerts it did not get are in its resume buffer).
   */
  send(session: Session, text: string): boolean {
    const socket = session.socket;
    if (socket?.readyState !== 1) return false;
    if (socket.bufferedAmount + text.length > this.settings.maxSocketBufferBytes) {
      this.stats.slowConsumersClosed++;
      this.closeSocket(session, CLOSE.slowConsumer, 'slow consumer: the send buffer is full; reconnect and resume');
      return false;
    }
    socket.send(text);
    return true;
  }

  /** Closes a session's socket (cut after the grace period) and leaves the session resumable. */
  closeSocket(session: Session, code: number, reason: string): void {
    const socket = session.socket;
    if (!socket) return;
    this.detach(session, socket);
    socket.close(code, reason.slice(0, 120));
    setTimeout(() => socket.terminate(), this.settings.closeGraceMs).unref();
  }

  /** The socket went away: the session waits for a resume (a bounded number per subject). */
  detach(session: Session, socket: WebSocket): void {
    if (session.socket !== socket) return;
    session.socket = null;
    session.detachedAt = this.now();
    const waiting = [...(this.bySubject.get(session.caller.subject) ?? [])].filter((s) => !s.socket);
    const keep = this.connectionLimit(session.caller.plan) * 2;
    waiting.sort((a, b) => a.detachedAt! - b.detachedAt!);
    for (const s of waiting.slice(0, Math.max(0, waiting.length - keep))) this.drop(s, 'expired');
  }

  /** Closes with a close frame and forgets the session: a protocol violation cannot be resumed. */
  expel(session: Session, code: number, reason: string): void {
    this.closeSocket(session, code, reason);
    this.drop(session, 'closed');
  }

  /** A connection asks to resume another after its welcome: its own fresh session is given up. */
  resumeOn(current: Session, socket: WebSocket, resume: ResumeRequest): Session {
    if (current.id === resume.connection_id) return current;
    current.socket = null;
    this.drop(current, 'closed');
    return this.attach(socket, current.caller, resume);
  }

  /** Forgets a session for good (no resume): a protocol violation, or the window passed. */
  drop(session: Session, reason: Tombstone['reason']): void {
    if (session.socket) {
      const socket = session.socket;
      session.socket = null;
      socket.terminate();
    }
    this.index.remove(session);
    this.sessions.delete(session.id);
    const group = this.bySubject.get(session.caller.subject);
    group?.delete(session);
    if (group?.size === 0) this.bySubject.delete(session.caller.subject);
    if (this.tombstones.size >= MAX_TOMBSTONES) this.tombstones.delete(this.tombstones.keys().next().value!);
    this.tombstones.set(session.id, { reason, keyId: session.caller.keyId, lastSeq: session.seq });
  }

  private restartHeartbeat(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = setInterval(() => this.tick(), this.settings.heartbeatMs);
    this.timer.unref();
  }

  /** Pings every socket, closes the silent ones and forgets sessions past the resume window. */
  tick(): void {
    const now = this.now();
    const heartbeatAt = new Date(now).toISOString();
    for (const session of this.sessions.values()) {
      const socket = session.socket;
      if (!socket) {
        if (now - session.detachedAt! > this.settings.resumeWindowMs) this.drop(session, 'expired');
        continue;
      }
      if (!session.alive) {
        this.stats.heartbeatTimeouts++;
        this.closeSocket(session, CLOSE.heartbeatTimeout, 'heartbeat timeout: no pong or message for two intervals');
        continue;
      }
      session.alive = false;
      socket.ping();
      this.send(session, `{"type":"heartbeat","ts":"${heartbeatAt}","seq":${session.seq}}`);
    }
  }

  /** Counts for tests and the benchmark. */
  counts(): { sessions: number; attached: number; indexKeys: number } {
    let attached = 0;
    for (const s of this.sessions.values()) if (s.socket) attached++;
    return { sessions: this.sessions.size, attached, indexKeys: this.index.size };
  }

  /** Closes every socket with `code` and stops: shutting down. */
  close(code: number = CLOSE.restart, reason = 'server shutting down: reconnect and resume'): void {
    this.stopListening();
    if (this.timer) clearInterval(this.timer);
    for (const session of this.sessions.values()) {
      const socket = session.socket;
      session.socket = null;
      socket?.close(code, reason);
    }
  }
}
