/**
 * Which dispatcher selectors mean which privilege. A selector only proves the function exists
 * (names can be disguised), so these are static hints, reported as such.
 */
import { contractInfo } from 'evmole';

export type SelectorCategory =
  | 'mint'
  | 'blacklist'
  | 'whitelist'
  | 'fee_setter'
  | 'personal_fee'
  | 'pause'
  | 'trading_switch'
  | 'cooldown'
  | 'anti_whale'
  | 'owner_read'
  | 'ownership_renounce'
  | 'ownership_transfer'
  | 'ownership_take_back'
  | 'upgrade';

/** Known selectors (4 bytes, lower-case hex, no 0x) with their signature and category. */
export const RISK_SELECTORS: Readonly<Record<string, { signature: string; category: SelectorCategory }>> = {
  '40c10f19': { signature: 'mint(address,uint256)', category: 'mint' },
  a0712d68: { signature: 'mint(uint256)', category: 'mint' },
  '449a52f8': { signature: 'mintTo(address,uint256)', category: 'mint' },
  '404e5129': { signature: 'blacklist(address,bool)', category: 'blacklist' },
  '44337ea1': { signature: 'addToBlacklist(address)', category: 'blacklist' },
  '537df3b6': { signature: 'removeFromBlacklist(address)', category: 'blacklist' },
  '153b0d1e': { signature: 'setBlacklist(address,bool)', category: 'blacklist' },
  '9c0db5f3': { signature: 'setBots(address[],bool)', category: 'blacklist' },
  fe575a87: { signature: 'isBlacklisted(address)', category: 'blacklist' },
  dbac26e9: { signature: 'blacklisted(address)', category: 'blacklist' },
  '3bbac579': { signature: 'isBot(address)', category: 'blacklist' },
  bfd79284: { signature: 'bots(address)', category: 'blacklist' },
  f59c3708: { signature: 'whitelist(address,bool)', category: 'whitelist' },
  e43252d7: { signature: 'addToWhitelist(address)', category: 'whitelist' },
  '53d6fd59': { signature: 'setWhitelist(address,bool)', category: 'whitelist' },
  '3af32abf': { signature: 'isWhitelisted(address)', category: 'whitelist' },
  d936547e: { signature: 'whitelisted(address)', category: 'whitelist' },
  '69fe0e2d': { signature: 'setFee(uint256)', category: 'fee_setter' },
  '0b78f9c0': { signature: 'setFees(uint256,uint256)', category: 'fee_setter' },
  '061c82d0': { signature: 'setTaxFeePercent(uint256)', category: 'fee_setter' },
  '0cc835a3': { signature: 'setBuyFee(uint256)', category: 'fee_setter' },
  '8b4cee08': { signature: 'setSellFee(uint256)', category: 'fee_setter' },
  dc1052e2: { signature: 'setBuyTax(uint256)', category: 'fee_setter' },
  '8cd09d50': { signature: 'setSellTax(uint256)', category: 'fee_setter' },
  c647b20e: { signature: 'setTaxes(uint256,uint256)', category: 'fee_setter' },
  '8ee88c53': { signature: 'setLiquidityFeePercent(uint256)', category: 'fee_setter' },
  '23753bf5': { signature: 'setFeeFor(address,uint256)', category: 'personal_fee' },
  '437823ec': { signature: 'excludeFromFee(address)', category: 'personal_fee' },
  ea2f0b37: { signature: 'includeInFee(address)', category: 'personal_fee' },
  '8456cb59': { signature: 'pause()', category: 'pause' },
  '3f4ba83a': { signature: 'unpause()', category: 'pause' },
  '16c38b3c': { signature: 'setPaused(bool)', category: 'pause' },
  '8a8c523c': { signature: 'enableTrading()', category: 'trading_switch' },
  c9567bf9: { signature: 'openTrading()', category: 'trading_switch' },
  c2e5ec04: { signature: 'setTradingEnabled(bool)', category: 'trading_switch' },
  '5932ead1': { signature: 'setCooldownEnabled(bool)', category: 'cooldown' },
  '4fc3f41a': { signature: 'setCooldown(uint256)', category: 'cooldown' },
  ec28438a: { signature: 'setMaxTxAmount(uint256)', category: 'anti_whale' },
  ea1644d5: { signature: 'setMaxWalletSize(uint256)', category: 'anti_whale' },
  d543dbeb: { signature: 'setMaxTxPercent(uint256)', category: 'anti_whale' },
  '5d0044ca': { signature: 'setMaxWallet(uint256)', category: 'anti_whale' },
  '8da5cb5b': { signature: 'owner()', category: 'owner_read' },
  '893d20e8': { signature: 'getOwner()', category: 'owner_read' },
  '715018a6': { signature: 'renounceOwnership()', category: 'ownership_renounce' },
  f2fde38b: { signature: 'transferOwnership(address)', category: 'ownership_transfer' },
  dd467064: { signature: 'lock(uint256)', category: 'ownership_take_back' },
  a69df4b5: { signature: 'unlock()', category: 'ownership_take_back' },
  b6c52324: { signature: 'geUnlockTime()', category: 'ownership_take_back' },
  '3659cfe6': { signature: 'upgradeTo(address)', category: 'upgrade' },
  '4f1ef286': { signature: 'upgradeToAndCall(address,bytes)', category: 'upgrade' },
  '8f283970': { signature: 'changeAdmin(address)', category: 'upgrade' },
};

export interface SelectorMatch {
  selector: string;
  signature: string;
}

/** The known selectors among `selectors`, grouped by category (absent categories are missing). */
export type SelectorClasses = Partial<Record<SelectorCategory, SelectorMatch[]>>;

/** Groups `selectors` (any case, with or without 0x) by risk category; unknown ones are ignored. */
export function classifySelectors(selectors: Iterable<string>): SelectorClasses {
  const classes: SelectorClasses = {};
  const seen = new Set<string>();
  for (const raw of selectors) {
    const selector = raw.toLowerCase().replace(/^0x/, '');
    if (seen.has(selector)) continue;
    seen.add(selector);
    const known = RISK_SELECTORS[selector];
    if (!known) continue;
    const list = classes[known.category] ?? [];
    list.push({ selector: `0x${selector}`, signature: known.signature });
    classes[known.category] = list;
  }
  return classes;
}

/** The dispatcher selectors of runtime `code` (lower-case hex without 0x), as evmole finds them. */
export function extractSelectors(code: Uint8Array): string[] {
  if (code.length === 0) return [];
  const info = contractInfo(Buffer.from(code).toString('hex'), { selectors: true });
  return (info.functions ?? []).map((f) => f.selector.toLowerCase());
}
