/**
 * One stream connection's state: who it is, what it subscribed to, the `seq` of its alerts and
 * the bounded buffer of recent alerts a reconnecting client resumes from. A session outlives its
 * socket for the resume window, still collecting alerts, so a client that comes back finds what
 * happened while it was away.
 */
import type { WebSocket } from 'ws';
import type { Environment, Plan } from '../accounts/plans.ts';
import { mayRead } from '../market/access.ts';
import { alertText, type Confidence, confidenceRank, type PreparedAlert, type Signal } from './protocol.ts';

export interface StreamCaller {
  keyId: string;
  accountId: string;
  plan: Plan;
  environment: Environment;
  /** A public sandbox key: strangers share it, so its connections count per client address. */
  shared: boolean;
  /** Whose connections count against one limit. */
  subject: string;
}

export interface Subscription {
  id: string;
  /** Canonical symbols, or '*' for every symbol the key may read. */
  symbols: Set<string>;
  signals: Set<Signal>;
  minConfidence: Confidence;
  minRank: number;
}

export interface BufferBounds {
  alerts: number;
  bytes: number;
}

/** A kept alert: its number here and the prepared event every session shares (never a copy of the text). */
interface Buffered {
  seq: number;
  alert: PreparedAlert;
}

export class Session {
  seq = 0;
  readonly subscriptions = new Map<string, Subscription>();
  socket: WebSocket | null = null;
  /** When the socket went away (ms); null while attached. */
  detachedAt: number | null = null;
  /** Heard from the client (a pong or a message) since the last heartbeat tick. */
  alive = true;
  /** The last event offered, so one reachable through two index entries is sent once. */
  lastEventId = '';
  /** The highest seq pushed out of the buffer, and its event time: what a late resume lost. */
  lostThroughSeq = 0;
  lostThroughT: number | null = null;
  private nextSubscription = 1;
  /** Whether the key may read a symbol: fixed for the session's key, asked once per symbol. */
  private readonly readable = new Map<string, boolean>();
  private readonly buffer: Buffered[] = [];
  private head = 0;
  private bufferedBytes = 0;

  constructor(
    readonly id: string,
    readonly caller: StreamCaller,
    private readonly bounds: BufferBounds,
  ) {}

  addSubscription(symbols: string[], signals: Signal[], minConfidence: Confidence): Subscription {
    const sub: Subscription = {
      id: `sub_${this.nextSubscription++}`,
      symbols: new Set(symbols),
      signals: new Set(signals),
      minConfidence,
      minRank: confidenceRank(minConfidence),
    };
    this.subscriptions.set(sub.id, sub);
    return sub;
  }

  /** Every symbol some subscription names ('*' included): the keys the fan-out index holds. */
  indexedSymbols(): Set<string> {
    const all = new Set<string>();
    for (const s of this.subscriptions.values()) for (const sym of s.symbols) all.add(sym);
    return all;
  }

  /** Whether some subscription wants this alert, and the key may still read its symbol. */
  wants(a: PreparedAlert): boolean {
    const symbol = a.event.symbol;
    for (const s of this.subscriptions.values()) {
      if (a.rank < s.minRank || !s.signals.has(a.signal)) continue;
      if (!s.symbols.has(symbol) && !s.symbols.has('*')) continue;
      let readable = this.readable.get(symbol);
      if (readable === undefined) {
        readable = mayRead(this.caller, symbol);
        this.readable.set(symbol, readable);
      }
      return readable;
    }
    return false;
  }

  /**
   * Numbers the alert, keeps it for resume and returns the text to send. The bytes bound counts
   * each kept alert's full size, so what a resume may replay is bounded too.
   */
  record(a: PreparedAlert): string {
    const seq = ++this.seq;
    this.buffer.push({ seq, alert: a });
    this.bufferedBytes += a.tail.length;
    while (this.buffer.length - this.head > this.bounds.alerts || this.bufferedBytes > this.bounds.bytes) {
      const dropped = this.buffer[this.head++]!;
      this.bufferedBytes -= dropped.alert.tail.length;
      this.lostThroughSeq = dropped.seq;
      this.lostThroughT = dropped.alert.event.t;
    }
    // Compact now and then instead of shifting on every push.
    if (this.head > 1_024 && this.head * 2 > this.buffer.length) {
      this.buffer.splice(0, this.head);
      this.head = 0;
    }
    return alertText(seq, a);
  }

  /** The buffered alerts after `lastSeq`, oldest first. */
  after(lastSeq: number): string[] {
    const out: string[] = [];
    for (let i = this.head; i < this.buffer.length; i++) {
      const b = this.buffer[i]!;
      if (b.seq > lastSeq) out.push(alertText(b.seq, b.alert));
    }
    return out;
  }

  /** What the subscriptions look like in an ack or a resumed message. */
  describeSubscriptions() {
    return [...this.subscriptions.values()].map((s) => ({
      subscription_id: s.id,
      symbols: [...s.symbols],
      signals: [...s.signals],
      min_confidence: s.minConfidence,
    }));
  }
}
