/**
 * The two v1 confirmation shapes (SPEC "Confirmation result"), their serialised bytes and the HTTP
 * caching rules built on them. Pure: no I/O.
 *
 * Bodies are serialised here rather than by the route's schema serialiser so that the ETag is the
 * hash of the exact bytes sent, and so a cached answer is sent without serialising it again.
 */
import { createHash } from 'node:crypto';
import type { ConfirmScore, ConfirmSummary, Direction } from '../signals/confirm.ts';

export type ConfirmFormat = 'simple' | 'composite';
export const FORMATS: readonly ConfirmFormat[] = ['simple', 'composite'];
export const DIRECTIONS: readonly Direction[] = ['long', 'short'];

/** One scored confirmation: everything either shape needs. */
export interface Confirmation {
  /** Canonical symbol, e.g. TEST_BTC. */
  symbol: string;
  direction: Direction;
  /** The instant the snapshot describes, Unix ms. */
  t: number;
  score: ConfirmScore;
  summary: ConfirmSummary;
}

export interface Rendered {
  body: string;
  etag: string;
}

export function simpleShape(c: Confirmation) {
  const { smart_money: sm, derivatives: d } = c.summary;
  return {
    status: 'ok' as const,
    symbol: c.symbol,
    direction: c.direction,
    confirmation: c.score.confirmation,
    score: c.score.score,
    smart_money: sm && {
      net_flow_usd: sm.net_flow_usd,
      long_short_ratio: sm.long_short_ratio,
      whales_long: sm.whales_long,
      whales_short: sm.whales_short,
    },
    derivatives: { funding_rate: d.funding_rate, oi_change_24h: d.oi_change_24h },
    missing: missingOf(c),
    as_of: new Date(c.t).toISOString(),
  };
}

export function compositeShape(c: Confirmation) {
  const s = c.score;
  return {
    status: 'ok' as const,
    ts: Math.floor(c.t / 1000),
    symbol: c.symbol,
    direction: c.direction,
    composite: s.composite,
    confidence: s.confidence,
    action: s.action,
    size_mult: s.size_mult,
    deriv_score: s.deriv_score,
    onchain_score: s.onchain_score,
    whale_score: s.whale_score,
    reasons: [...s.reasons],
    figures: { ...s.figures },
    missing: missingOf(c),
    as_of: new Date(c.t).toISOString(),
  };
}

/** Inputs left out of the score, in a fixed key order (the bytes are hashed into the ETag). */
export function missingOf(c: Confirmation) {
  return c.score.missing.map((m) =>
    m.venue === undefined
      ? { component: m.component, reason: m.reason }
      : { component: m.component, venue: m.venue, reason: m.reason },
  );
}

export function shapeOf(c: Confirmation, format: ConfirmFormat) {
  return format === 'composite' ? compositeShape(c) : simpleShape(c);
}

/** A strong validator: the first 128 bits of SHA-256 over the body bytes. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

export function render(c: Confirmation, format: ConfirmFormat): Rendered {
  const body = JSON.stringify(shapeOf(c, format));
  return { body, etag: etagOf(body) };
}

/**
 * If-None-Match uses the weak comparison (RFC 9110 §13.1.2): a W/ prefix is ignored, `*` matches
 * any current representation, and the header may list several tags.
 */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  for (const raw of ifNoneMatch.split(',')) {
    const tag = raw.trim();
    if (tag === '*' || tag === etag || (tag.startsWith('W/') && tag.slice(2) === etag)) return true;
  }
  return false;
}

/**
 * Answers are computed per whole minute of the caller's clock, so one is good until the next
 * minute boundary: max-age is the seconds left in the current minute, at least 1.
 */
export function maxAgeSeconds(nowMs: number): number {
  const left = 60_000 - (((nowMs % 60_000) + 60_000) % 60_000);
  return Math.min(60, Math.max(1, Math.floor(left / 1000)));
}
