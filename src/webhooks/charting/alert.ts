/**
 * What an inbound charting alert asks, read from its fields. Pure: no I/O.
 *
 * The side comes from `direction` (long/short) when given. Otherwise from a strategy's order:
 * `action` (buy/sell) read together with `market_position` (the position after the order), since a
 * buy or sell may open a position or close one. An order that leaves the strategy flat, or that
 * shrinks a position while keeping its side (a sell while still long), is an exit: there is no
 * trade to confirm, and the alert is acknowledged without an evaluation.
 *
 * The platform sends a placeholder it does not know (`{{tickr}}`) literally, so every field this
 * reads is checked for one first, and the 400 names the field.
 */
import { ApiError, invalidParam, mustBeOneOf } from '../../platform/errors.ts';
import type { Direction } from '../../signals/confirm.ts';
import { placeholderError } from './body.ts';

export type Intent = { kind: 'entry'; direction: Direction } | { kind: 'exit'; reason: string };

export interface Alert {
  /** The symbol as written (`BINANCE:BTCUSDT.P`), and the field it came from. */
  rawSymbol: string;
  symbolField: 'symbol' | 'ticker';
  intent: Intent;
  /** The caller's own alert id (`id`), else the order id: part of the duplicate key. */
  id: string | null;
  orderId: string | null;
  time: string | null;
  price: number | null;
  timeframe: string | null;
  strategy: string | null;
}

const PLACEHOLDER = /\{\{[^{}]*\}\}/;
const PRINTABLE = /^[\x20-\x7E]+$/;
/** `flat` is accepted as a direction too: `{{strategy.market_position}}` in that field means an exit. */
const DIRECTIONS = ['long', 'short', 'flat'] as const;
const ACTIONS = ['buy', 'sell'] as const;
const POSITIONS = ['long', 'short', 'flat'] as const;

function bad(field: string, reason: string): ApiError {
  const error = invalidParam('body', field, reason);
  return new ApiError('invalid_body', error.detail, error.extras);
}

/** A field's text (numbers are accepted where the platform may send one), or null when absent or empty. */
function text(body: Record<string, unknown>, field: string, maxLength: number): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  let s: string;
  if (typeof value === 'string') s = value.trim();
  else if (typeof value === 'number' && Number.isFinite(value)) s = String(value);
  else if (typeof value === 'number') throw bad(field, 'must be a finite number');
  else throw bad(field, 'must be a string');
  const placeholder = PLACEHOLDER.exec(s);
  if (placeholder) throw placeholderError(field, placeholder[0]);
  if (s === '') return null;
  if (s.length > maxLength) throw bad(field, `must be at most ${maxLength} characters`);
  if (!PRINTABLE.test(s)) throw bad(field, 'must be printable ASCII');
  return s;
}

function oneOf<T extends string>(body: Record<string, unknown>, field: string, values: readonly T[]): T | null {
  const s = text(body, field, 16)?.toLowerCase() ?? null;
  if (s === null) return null;
  if (!(values as readonly string[]).includes(s)) throw bad(field, mustBeOneOf(values));
  return s as T;
}

function price(body: Record<string, unknown>): number | null {
  const raw = body.price;
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw === 'string' && PLACEHOLDER.test(raw)) throw placeholderError('price', PLACEHOLDER.exec(raw)![0]);
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  if (!Number.isFinite(n) || n <= 0) throw bad('price', 'must be a positive finite number');
  return n;
}

/** The side an order opens, or why it is an exit (see the module comment). */
export function intentOf(
  direction: Direction | 'flat' | null,
  action: 'buy' | 'sell' | null,
  position: 'long' | 'short' | 'flat' | null,
): Intent | null {
  if (direction === 'flat') return { kind: 'exit', reason: 'the direction is flat' };
  if (direction) return { kind: 'entry', direction };
  if (position === 'flat') return { kind: 'exit', reason: 'the order leaves the position flat' };
  if (position && action) {
    const side: Direction = action === 'buy' ? 'long' : 'short';
    if (side !== position) return { kind: 'exit', reason: `a ${action} that reduces a ${position} position` };
    return { kind: 'entry', direction: position };
  }
  if (position) return { kind: 'entry', direction: position };
  if (action) return { kind: 'entry', direction: action === 'buy' ? 'long' : 'short' };
  return null;
}

export function parseAlert(body: Record<string, unknown>): Alert {
  // Only its presence: whether it is right is the secret check's (one 401 for every wrong one).
  if (body.secret === undefined || body.secret === null) throw bad('secret', 'is required');
  // Every field's form first, then what must be there: a spoilt field is named even when another is missing.
  const symbol = text(body, 'symbol', 64);
  const ticker = text(body, 'ticker', 64);
  const direction = oneOf(body, 'direction', DIRECTIONS);
  const action = oneOf(body, 'action', ACTIONS);
  const position = oneOf(body, 'market_position', POSITIONS);
  // Read only to catch a broken template: the position after the order already tells entry from exit.
  oneOf(body, 'prev_market_position', POSITIONS);
  const fields = {
    id: text(body, 'id', 64),
    orderId: text(body, 'order_id', 64),
    time: text(body, 'time', 64),
    price: price(body),
    timeframe: text(body, 'timeframe', 16) ?? text(body, 'interval', 16),
    strategy: text(body, 'strategy', 64),
  };
  const rawSymbol = symbol ?? ticker;
  if (rawSymbol === null) throw bad('ticker', 'is required (or symbol), e.g. {{ticker}} or BINANCE:BTCUSDT.P');
  const intent = intentOf(direction, action, position);
  if (!intent) throw bad('direction', 'is required: long or short, or give action (buy or sell)');
  return { rawSymbol, symbolField: symbol === null ? 'ticker' : 'symbol', intent, ...fields };
}

/**
 * Which alerts are the same alert: the caller's `id` when given; otherwise the order id and bar
 * time when either is given (the platform's own identity of a strategy order); otherwise any
 * alert for the same symbol and side. Account and environment are added by the caller.
 */
export function duplicateKeyOf(alert: Alert, symbol: string, direction: Direction): string {
  const identity =
    alert.id !== null
      ? `id:${alert.id}`
      : alert.orderId !== null || alert.time !== null
        ? `order:${alert.orderId ?? ''}\u0000${alert.time ?? ''}`
        : '';
  return `${symbol}\u0000${direction}\u0000${identity}`;
}
