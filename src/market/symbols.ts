/**
 * Symbols: normalising what users and venues write into canonical bases, the catalogues each
 * world knows, and which plans may read which symbol (DESIGN.md, "Plans and symbols").
 *
 * A canonical symbol is an upper-case base ("BTC", "PEPE"), or a sandbox base with the `TEST_`
 * prefix ("TEST_BTC"). Quotes, venue prefixes, contract suffixes and 1000× multipliers are
 * dropped: they describe an instrument, not the asset.
 */
import type { Environment, Plan } from '../accounts/plans.ts';
import { PLANS } from '../accounts/plans.ts';
import type { Venue } from './types.ts';

/** The sandbox world's symbols. src/sources/synthetic keeps its own copy for the generator. */
export const TEST_SYMBOLS: readonly string[] = ['TEST_BTC', 'TEST_ETH', 'TEST_SOL', 'TEST_BNB', 'TEST_ARB', 'TEST_OP'];

/** The documented Trader-plan list of majors. */
export const TRADER_SYMBOLS: readonly string[] = [
  'BTC',
  'ETH',
  'SOL',
  'BNB',
  'XRP',
  'DOGE',
  'ADA',
  'AVAX',
  'LINK',
  'DOT',
  'TRX',
  'TON',
  'LTC',
  'BCH',
  'NEAR',
  'SUI',
  'APT',
  'ARB',
  'OP',
  'ATOM',
];

/** Well-known perpetual bases listed on all of Binance, Bybit and OKX (a static list, not fetched). */
export const PRODUCTION_SYMBOLS: readonly string[] = [
  ...TRADER_SYMBOLS,
  'POL',
  'FIL',
  'INJ',
  'TIA',
  'SEI',
  'WIF',
  'PEPE',
  'SHIB',
  'BONK',
  'UNI',
  'AAVE',
  'ETC',
  'XLM',
  'HBAR',
  'ICP',
  'RENDER',
  'STX',
  'IMX',
  'LDO',
  'CRV',
  'ENA',
  'JUP',
  'PYTH',
  'ORDI',
  'WLD',
  'FET',
  'GRT',
  'ALGO',
  'SAND',
  'MANA',
  'AXS',
  'HYPE',
  'SNX',
  'ONDO',
  'JTO',
  'STRK',
  'DYDX',
  'GALA',
  'APE',
  'PENDLE',
];

const TEST_PREFIX = 'TEST_';
const MAX_INPUT_LENGTH = 40;
const ALLOWED_CHARS = /^[A-Za-z0-9_/:.-]+$/;
const BASE_SHAPE = /^(TEST_)?[A-Z0-9]{1,24}$/;

/** Quotes accepted after an explicit separator ("BTC/USDT", "BTC-PERP", Deribit's "BTC-PERPETUAL"). */
const SEPARATED_QUOTES = new Set(['USDT', 'USDC', 'USD', 'BUSD', 'PERP', 'PERPETUAL']);
/** Quote suffixes stripped from run-together names; BUSD before USD so "ETHBUSD" is not "ETHB". */
const QUOTE_SUFFIXES = ['USDT', 'USDC', 'BUSD', 'USD', 'PERP'];
/** Assets whose own ticker ends in quote-like letters: never strip a suffix from these. */
const NOT_QUOTED = new Set(['BUSD', 'TUSD', 'FDUSD', 'SUSD', 'LUSD', 'GUSD', 'CUSD', 'PYUSD', 'ZUSD']);

/** Renames and other spellings of one asset. TEST_SOLSDT is the spec's own spelling of TEST_SOL. */
const ALIASES: Record<string, string> = { XBT: 'BTC', MATIC: 'POL', TEST_SOLSDT: 'TEST_SOL' };

/**
 * Bases the venues list as 1000× contracts: Binance `1000PEPEUSDT`, Bybit `SHIB1000USDT`,
 * Hyperliquid `kPEPE`. Limited to known bases so a real ticker that starts with digits or "K"
 * is left alone.
 */
const MULTIPLIED = new Set(['PEPE', 'SHIB', 'BONK', 'FLOKI']);

/** Venue instruments that differ from the plain pattern (all the 1000× contracts). */
const INSTRUMENT_OVERRIDES: Record<string, Partial<Record<Venue, string>>> = {
  PEPE: { binance: '1000PEPEUSDT', bybit: '1000PEPEUSDT', hyperliquid: 'kPEPE' },
  SHIB: { binance: '1000SHIBUSDT', bybit: 'SHIB1000USDT', hyperliquid: 'kSHIB' },
  BONK: { binance: '1000BONKUSDT', bybit: '1000BONKUSDT', hyperliquid: 'kBONK' },
};

/**
 * The canonical base for any common spelling of a symbol or instrument, or null when the input
 * is empty, too long, or not shaped like a symbol.
 */
/** Callers send the same few spellings over and over: remember answers (bounded). */
const normalised = new Map<string, string | null>();
const NORMALISED_MAX = 10_000;

export function normaliseSymbol(input: string): string | null {
  const known = normalised.get(input);
  if (known !== undefined) return known;
  const answer = normaliseUncached(input);
  if (normalised.size >= NORMALISED_MAX) normalised.clear();
  normalised.set(input, answer);
  return answer;
}

function normaliseUncached(input: string): string | null {
  const parsed = parse(input);
  if (parsed === null) return null;
  const base = parsed.prefix + unmultiplied(parsed.core);
  const canonical = ALIASES[base] ?? base;
  return BASE_SHAPE.test(canonical) ? canonical : null;
}

/**
 * How many asset units one quoted unit stands for: 1000 for `1000PEPEUSDT`, `SHIB1000USDT` or
 * `kPEPE`, else 1. Their prices are 1000× the asset's, so a collector that keeps only the
 * normalised symbol must divide by this.
 */
export function contractMultiplier(instrument: string): number {
  const parsed = parse(instrument);
  return parsed !== null && unmultiplied(parsed.core) !== parsed.core ? 1000 : 1;
}

/** Input reduced to an optional TEST_ prefix and a bare (possibly multiplied) core. */
function parse(input: string): { prefix: string; core: string } | null {
  if (typeof input !== 'string') return null;
  const trimmed = input.trim();
  if (trimmed === '' || trimmed.length > MAX_INPUT_LENGTH || !ALLOWED_CHARS.test(trimmed)) return null;
  let rest = trimmed.toUpperCase();

  // "BINANCE:BTCUSDT.P" (TradingView) or Hyperliquid's "dex:COIN". A colon after a slash is
  // ccxt's settle currency ("BTC/USDT:USDT") and is handled with the slash form.
  const colon = rest.indexOf(':');
  const slash = rest.indexOf('/');
  if (colon >= 0 && (slash < 0 || colon < slash)) rest = rest.slice(colon + 1);
  if (rest.endsWith('.P')) rest = rest.slice(0, -2);

  const prefix = rest.startsWith(TEST_PREFIX) ? TEST_PREFIX : '';
  rest = rest.slice(prefix.length);
  const core = rest.includes('/') ? fromSlashed(rest) : rest.includes('-') ? fromDashed(rest) : fromRunTogether(rest);
  return core ? { prefix, core } : null;
}

/** ccxt unified "BASE/QUOTE" or "BASE/QUOTE:SETTLE". An unknown quote ("BTC/ETH") is not a perp. */
function fromSlashed(s: string): string | null {
  const match = /^([^/:]+)\/([^/:]+)(?::[A-Z0-9]+)?$/.exec(s);
  if (!match || !SEPARATED_QUOTES.has(match[2])) return null;
  return match[1];
}

/** "BTC-USDT", "BTC-PERP", OKX's "BTC-USDT-SWAP". */
function fromDashed(s: string): string | null {
  const parts = s.split('-');
  if (parts.length === 3 && parts[2] === 'SWAP') parts.pop();
  if (parts.length !== 2 || !SEPARATED_QUOTES.has(parts[1])) return null;
  return parts[0];
}

/** "BTC", "BTCUSDT", "BTCPERP" (Bybit USDC perps), "XBTUSD". Strips at most one suffix. */
function fromRunTogether(s: string): string {
  if (NOT_QUOTED.has(s)) return s;
  const suffix = QUOTE_SUFFIXES.find((q) => s.endsWith(q) && s.length > q.length);
  return suffix ? s.slice(0, -suffix.length) : s;
}

function unmultiplied(core: string): string {
  const match = /^(?:1000([A-Z0-9]+)|([A-Z0-9]+)1000|K([A-Z0-9]+))$/.exec(core);
  const base = match && (match[1] ?? match[2] ?? match[3]);
  return base && MULTIPLIED.has(base) ? base : core;
}

export function isTestSymbol(symbol: string): boolean {
  return normaliseSymbol(symbol)?.startsWith(TEST_PREFIX) ?? false;
}

/**
 * Production bases the collectors have seen beyond the static list (every perpetual the venues
 * list: about 500). Process-wide: the catalogue is a property of the world, and it only grows
 * while the process runs (a delisted market keeps answering with its last data, marked stale).
 */
const collected = new Set<string>();
let catalogue: { version: number; symbols: string[] } = { version: 0, symbols: [...PRODUCTION_SYMBOLS] };

/** Adds collected production bases to the catalogue (the live market calls it on every load). */
export function addCollectedSymbols(symbols: Iterable<string>): void {
  let added = false;
  for (const s of symbols) {
    if (collected.has(s) || PRODUCTION_SYMBOLS.includes(s) || normaliseSymbol(s) !== s || isTestSymbol(s)) continue;
    collected.add(s);
    added = true;
  }
  if (added) {
    catalogue = { version: catalogue.version + 1, symbols: [...PRODUCTION_SYMBOLS, ...[...collected].sort()] };
  }
}

/** Changes whenever the production catalogue grows (for caches of listings). */
export function catalogueVersion(): number {
  return catalogue.version;
}

/** The catalogue of a world: the static list, then what the collectors found. A fresh array. */
export function knownSymbols(env: Environment): string[] {
  return [...(env === 'sandbox' ? TEST_SYMBOLS : catalogue.symbols)];
}

/** Whether the world has a canonical symbol (404 otherwise). */
export function isKnownSymbol(env: Environment, symbol: string): boolean {
  return env === 'sandbox'
    ? TEST_SYMBOLS.includes(symbol)
    : PRODUCTION_SYMBOLS.includes(symbol) || collected.has(symbol);
}

/**
 * Plans that may read a symbol. Whether the world has the symbol at all is a separate question
 * (knownSymbols, 404): this only answers 403. A symbol of the other world, or invalid input,
 * is readable by no plan. A TEST_ symbol follows the rule of its production twin, so a bot that
 * works on an account's sandbox key meets no 403 on its live key.
 */
export function plansForSymbol(symbol: string, env: Environment): Plan[] {
  const canonical = normaliseSymbol(symbol);
  if (canonical === null) return [];
  const test = canonical.startsWith(TEST_PREFIX);
  if (test !== (env === 'sandbox')) return [];
  return productionPlans(test ? canonical.slice(TEST_PREFIX.length) : canonical);
}

function productionPlans(canonical: string): Plan[] {
  if (canonical === 'BTC') return [...PLANS];
  if (TRADER_SYMBOLS.includes(canonical)) return ['trader', 'pro', 'enterprise'];
  return ['pro', 'enterprise'];
}

export function planAllows(plan: Plan, env: Environment, symbol: string): boolean {
  return plansForSymbol(symbol, env).includes(plan);
}

export interface PairForms {
  /** Canonical base. */
  symbol: string;
  /** The generic USDT pair, e.g. "BTCUSDT". */
  pair: string;
  /** Venue-native linear-perpetual instrument ids, for the venues of the symbol's world. */
  instruments: Partial<Record<Venue, string>>;
}

/** Display forms for /v1/symbols. Throws on input that does not normalise: pass a catalogue symbol. */
export function pairForms(symbol: string): PairForms {
  const canonical = normaliseSymbol(symbol);
  if (canonical === null) throw new RangeError(`not a symbol: ${JSON.stringify(symbol)}`);
  const pair = `${canonical}USDT`;
  return {
    symbol: canonical,
    pair,
    instruments: {
      binance: pair,
      bybit: pair,
      okx: `${canonical}-USDT-SWAP`,
      // The sandbox simulates no Hyperliquid market (SANDBOX_VENUES).
      ...(canonical.startsWith(TEST_PREFIX) ? {} : { hyperliquid: canonical }),
      ...INSTRUMENT_OVERRIDES[canonical],
    },
  };
}
