/**
 * Which assets a headline mentions, among the production catalogue's static list. An asset is
 * named by its ticker or by its name, always as a whole word (letters, digits and "_" on neither
 * side, so "ETH" is not found in "ETHE" nor "Ether" in "Tether"):
 * - `tickers` match in upper case only ("SOL", "$SOL"), since tickers are written that way;
 * - `guarded` tickers are English words or common acronyms (DOGE the US department, ADA the
 *   disability act, APT the hacking group, "LINK", "NEAR", "OP"-ED): only "$DOGE" counts;
 * - `names` match in any case ("bitcoin", "Bitcoin");
 * - `properNames` are also ordinary words ("Avalanche", "Polygon", "Ripple"): capitalised only.
 * Longer names are matched first and blot out what they cover, so "Bitcoin Cash" is BCH and not
 * also BTC. `NOT_AN_ASSET` names are blotted out without a symbol (forks outside the catalogue).
 */
import { PRODUCTION_SYMBOLS } from '../../market/symbols.ts';

interface AssetNames {
  tickers?: string[];
  guarded?: string[];
  names?: string[];
  properNames?: string[];
}

export const ASSET_NAMES: Record<string, AssetNames> = {
  BTC: { tickers: ['BTC', 'XBT'], names: ['Bitcoin'] },
  ETH: { tickers: ['ETH'], names: ['Ethereum'], properNames: ['Ether'] },
  SOL: { tickers: ['SOL'], names: ['Solana'] },
  BNB: { tickers: ['BNB'], names: ['BNB Chain', 'Binance Coin'] },
  XRP: { tickers: ['XRP'], properNames: ['Ripple'] },
  DOGE: { guarded: ['DOGE'], names: ['Dogecoin'] },
  ADA: { guarded: ['ADA'], names: ['Cardano'] },
  AVAX: { tickers: ['AVAX'], properNames: ['Avalanche'] },
  LINK: { guarded: ['LINK'], names: ['Chainlink'] },
  DOT: { guarded: ['DOT'], names: ['Polkadot'] },
  TRX: { tickers: ['TRX'], properNames: ['Tron', 'TRON'] },
  TON: { guarded: ['TON'], names: ['Toncoin'], properNames: ['The Open Network'] },
  LTC: { tickers: ['LTC'], names: ['Litecoin'] },
  BCH: { tickers: ['BCH'], names: ['Bitcoin Cash'] },
  NEAR: { guarded: ['NEAR'], names: ['NEAR Protocol'] },
  SUI: { tickers: ['SUI'], properNames: ['Sui'] },
  APT: { guarded: ['APT'], names: ['Aptos'] },
  ARB: { tickers: ['ARB'], names: ['Arbitrum'] },
  OP: { guarded: ['OP'], names: ['OP Mainnet', 'Optimism Foundation', 'Optimism Superchain'] },
  ATOM: { guarded: ['ATOM'], properNames: ['Cosmos'] },
  POL: { tickers: ['MATIC'], guarded: ['POL'], properNames: ['Polygon'] },
  FIL: { tickers: ['FIL'], names: ['Filecoin'] },
  INJ: { tickers: ['INJ'], properNames: ['Injective'] },
  TIA: { tickers: ['TIA'], names: ['Celestia'] },
  SEI: { tickers: ['SEI'], names: ['Sei Network'] },
  WIF: { tickers: ['WIF'], names: ['dogwifhat'] },
  PEPE: { tickers: ['PEPE'], properNames: ['Pepe'] },
  SHIB: { tickers: ['SHIB'], names: ['Shiba Inu'] },
  BONK: { tickers: ['BONK'], properNames: ['Bonk'] },
  UNI: { guarded: ['UNI'], names: ['Uniswap'] },
  AAVE: { tickers: ['AAVE'], names: ['Aave'] },
  ETC: { guarded: ['ETC'], names: ['Ethereum Classic'] },
  XLM: { tickers: ['XLM'], names: ['Stellar Lumens', 'Stellar Development Foundation'] },
  HBAR: { tickers: ['HBAR'], names: ['Hedera'] },
  ICP: { tickers: ['ICP'], properNames: ['Internet Computer'] },
  RENDER: { guarded: ['RENDER'], names: ['Render Network'] },
  STX: { tickers: ['STX'], names: ['Stacks blockchain'] },
  IMX: { tickers: ['IMX'], names: ['Immutable X', 'Immutable zkEVM'] },
  LDO: { tickers: ['LDO'], properNames: ['Lido'] },
  CRV: { tickers: ['CRV'], names: ['Curve Finance', 'Curve DAO'] },
  ENA: { tickers: ['ENA'], names: ['Ethena'] },
  JUP: { tickers: ['JUP'], properNames: ['Jupiter Exchange'] },
  PYTH: { tickers: ['PYTH'], names: ['Pyth Network'] },
  ORDI: { tickers: ['ORDI'] },
  WLD: { tickers: ['WLD'], names: ['Worldcoin'] },
  FET: { tickers: ['FET'], names: ['Fetch.ai', 'Artificial Superintelligence Alliance'] },
  GRT: { tickers: ['GRT'], properNames: ['The Graph'] },
  ALGO: { guarded: ['ALGO'], names: ['Algorand'] },
  SAND: { guarded: ['SAND'], properNames: ['The Sandbox'] },
  MANA: { guarded: ['MANA'], names: ['Decentraland'] },
  AXS: { tickers: ['AXS'], names: ['Axie Infinity'] },
  HYPE: { guarded: ['HYPE'], names: ['Hyperliquid'] },
  SNX: { tickers: ['SNX'], names: ['Synthetix'] },
  ONDO: { tickers: ['ONDO'], names: ['Ondo Finance'] },
  JTO: { tickers: ['JTO'], properNames: ['Jito'] },
  STRK: { tickers: ['STRK'], names: ['Starknet'] },
  DYDX: { tickers: ['DYDX'], names: ['dYdX'] },
  GALA: { guarded: ['GALA'], names: ['Gala Games'] },
  APE: { guarded: ['APE'], names: ['ApeCoin'] },
  PENDLE: { tickers: ['PENDLE'], names: ['Pendle'] },
};

/** Names of other assets that contain a catalogue name: matched to be blotted out. */
export const NOT_AN_ASSET = ['Bitcoin SV', 'Bitcoin Gold', 'Ethereum PoW'];

interface Pattern {
  symbol: string | null;
  length: number;
  regex: RegExp;
}

const BEFORE = '(?<![\\p{L}\\p{N}_$])';
const AFTER = '(?![\\p{L}\\p{N}_])';

function asPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
}

function patterns(): Pattern[] {
  const list: Pattern[] = [];
  const add = (symbol: string | null, term: string, source: string, flags: string) =>
    list.push({ symbol, length: term.length, regex: new RegExp(`${BEFORE}${source}${AFTER}`, `gu${flags}`) });
  for (const symbol of PRODUCTION_SYMBOLS) {
    const names = ASSET_NAMES[symbol];
    if (!names) continue;
    for (const t of names.tickers ?? []) add(symbol, t, `\\$?${asPattern(t)}`, '');
    for (const t of names.guarded ?? []) add(symbol, t, `\\$${asPattern(t)}`, '');
    for (const n of names.names ?? []) add(symbol, n, asPattern(n), 'i');
    for (const n of names.properNames ?? []) add(symbol, n, asPattern(n), '');
  }
  for (const n of NOT_AN_ASSET) add(null, n, asPattern(n), 'i');
  return list.sort((a, b) => b.length - a.length);
}

const PATTERNS = patterns();

/** The catalogue symbols a text mentions, in catalogue order. */
export function tagSymbols(text: string): string[] {
  let rest = text;
  const found = new Set<string>();
  for (const { symbol, regex } of PATTERNS) {
    regex.lastIndex = 0;
    if (!regex.test(rest)) continue;
    if (symbol !== null) found.add(symbol);
    rest = rest.replace(regex, (match) => ' '.repeat(match.length));
  }
  return PRODUCTION_SYMBOLS.filter((s) => found.has(s));
}
