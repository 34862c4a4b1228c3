/**
 * Deribit option names: `BTC-27MAR26-120000-C` is the BTC call struck at 120,000 USD that expires
 * on 27 March 2026. Every Deribit option expires at 08:00 UTC on its date. Days carry no leading
 * zero on daily options (`BTC-5JAN26-…`); a strike with a fraction writes `d` for the point
 * (`XRP_USDC-…-0d625-C`), which BTC and ETH never need but cost nothing to read.
 */

export type OptionCurrency = 'BTC' | 'ETH';
export const OPTION_CURRENCIES: readonly OptionCurrency[] = ['BTC', 'ETH'];

export interface OptionInstrument {
  currency: OptionCurrency;
  /** Expiry, Unix ms (08:00 UTC on the named date). */
  expiry: number;
  /** USD. */
  strike: number;
  kind: 'call' | 'put';
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const EXPIRY_HOUR_UTC = 8;
const NAME = /^(BTC|ETH)-([1-9]|[12]\d|3[01])([A-Z]{3})(\d{2})-([1-9]\d*(?:d\d+)?|0d\d+)-([CP])$/;

/** The option a name denotes, or null for anything else (futures, perpetuals, combos, typos, 31FEB). */
export function parseInstrumentName(name: unknown): OptionInstrument | null {
  if (typeof name !== 'string') return null;
  const m = NAME.exec(name);
  if (!m) return null;
  const [, currency, dayText, monthText, yearText, strikeText, kindLetter] = m;
  const month = MONTHS.indexOf(monthText);
  if (month < 0) return null;
  const day = Number(dayText);
  const year = 2000 + Number(yearText);
  const expiry = Date.UTC(year, month, day, EXPIRY_HOUR_UTC);
  // Date.UTC rolls 31 APR over into 1 MAY: such a name is not a real expiry.
  if (new Date(expiry).getUTCDate() !== day) return null;
  const strike = Number(strikeText.replace('d', '.'));
  if (!Number.isFinite(strike) || strike <= 0) return null;
  return { currency: currency as OptionCurrency, expiry, strike, kind: kindLetter === 'C' ? 'call' : 'put' };
}

/** The name Deribit gives an option (the inverse of parseInstrumentName, for fixtures and tests). */
export function instrumentName(o: OptionInstrument): string {
  const d = new Date(o.expiry);
  const year = String(d.getUTCFullYear() % 100).padStart(2, '0');
  const strike = String(o.strike).replace('.', 'd');
  return `${o.currency}-${d.getUTCDate()}${MONTHS[d.getUTCMonth()]}${year}-${strike}-${o.kind === 'call' ? 'C' : 'P'}`;
}
