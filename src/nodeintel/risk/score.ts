/**
 * Turns what the node showed about a token into findings and a 0..100 risk score (higher is
 * riskier). Each finding weighs by its severity: critical 40, high 20, medium 10, low 4, info 0;
 * the score is their sum capped at 100. Levels: < 20 low, < 50 medium, < 80 high, else critical.
 * Privileges behind a renounced owner drop one severity step, unless something (a proxy admin, a
 * take-back function) can restore the owner.
 */
import type { SelectorCategory, SelectorClasses } from './selectors.ts';

export type Severity = 'info' | 'low' | 'medium' | 'high' | 'critical';
export type RiskLevel = 'low' | 'medium' | 'high' | 'critical';

export const SEVERITY_WEIGHT: Readonly<Record<Severity, number>> = {
  info: 0,
  low: 4,
  medium: 10,
  high: 20,
  critical: 40,
};
const ORDER: readonly Severity[] = ['info', 'low', 'medium', 'high', 'critical'];

export interface Finding {
  code: string;
  severity: Severity;
  description: string;
}

export interface RiskFacts {
  selectors: SelectorClasses;
  /** From the token's own code, or the implementation's when it is a proxy. */
  selfdestruct: boolean;
  /** DELEGATECALL outside the proxy mechanism itself. */
  delegatecall: boolean;
  callcode: boolean;
  externalCall: boolean;
  proxy: { kind: string; implementation: string | null } | null;
  ownerRenounced: boolean;
  ownerAddress: string | null;
  /** Top holders' shares (0..1), or null when the holder scan did not run. */
  holders: { top10Share: number; topHolderShare: number } | null;
  liquidity: { pair: string | null; usd: number | null; lpBurnedShare: number | null };
}

/** Thresholds, named so the documentation and the tests refer to the same numbers. */
export const THRESHOLDS = {
  topHolderHigh: 0.5,
  topHolderMedium: 0.2,
  top10High: 0.9,
  top10Medium: 0.5,
  lpBurnedOk: 0.95,
  thinLiquidityUsd: 10_000,
} as const;

/** Privileged-function categories, with the severity they carry while an owner holds them. */
const PRIVILEGES: ReadonlyArray<[SelectorCategory, string, Severity, string]> = [
  ['mint', 'mintable', 'high', 'A mint function lets its holder create new tokens and dilute holders'],
  ['blacklist', 'blacklist', 'high', 'A blacklist can stop chosen addresses from transferring or selling'],
  ['fee_setter', 'fee_modifiable', 'high', 'A fee setter can change the buy/sell tax, up to making sells worthless'],
  ['pause', 'transfer_pausable', 'high', 'Transfers can be paused'],
  ['whitelist', 'whitelist', 'medium', 'A whitelist can let only chosen addresses trade'],
  ['personal_fee', 'personal_fee_modifiable', 'medium', 'Fees can be set or waived per address'],
  ['trading_switch', 'trading_switch', 'medium', 'Trading can be switched on or off'],
  ['cooldown', 'trading_cooldown', 'low', 'A cooldown between trades can be set'],
  ['anti_whale', 'anti_whale_modifiable', 'low', 'Maximum transaction or wallet size can be changed'],
];

function lower(severity: Severity): Severity {
  return ORDER[Math.max(0, ORDER.indexOf(severity) - 1)]!;
}

function signatures(classes: SelectorClasses, category: SelectorCategory): string {
  return (classes[category] ?? []).map((m) => m.signature).join(', ');
}

export function findingsOf(facts: RiskFacts): Finding[] {
  const out: Finding[] = [];
  const add = (code: string, severity: Severity, description: string) => out.push({ code, severity, description });
  const takeBack = (facts.selectors.ownership_take_back?.length ?? 0) > 0;
  // A minimal proxy (EIP-1167) points at fixed code: it forwards, but nobody can upgrade it.
  const upgradeable = facts.proxy !== null && facts.proxy.kind !== 'eip1167';
  const restorable = takeBack || upgradeable;
  if (facts.proxy) {
    const analysed = facts.proxy.implementation ? `, implementation ${facts.proxy.implementation} analysed` : '';
    if (upgradeable)
      add('proxy', 'high', `Upgradeable proxy (${facts.proxy.kind}); its code can be replaced${analysed}`);
    else add('proxy', 'info', `Minimal proxy (EIP-1167) to fixed code${analysed}`);
    if (!facts.proxy.implementation)
      add('proxy_implementation_unknown', 'high', 'The implementation could not be read');
  }
  if (facts.selfdestruct) add('selfdestruct', 'critical', 'The code contains SELFDESTRUCT');
  if (facts.delegatecall) add('delegatecall', 'high', 'The code runs other code in its own context (DELEGATECALL)');
  if (facts.callcode) add('callcode', 'high', 'The code contains CALLCODE');
  if (facts.externalCall) add('external_call', 'low', 'The code calls other contracts');
  for (const [category, code, severity, description] of PRIVILEGES) {
    const found = signatures(facts.selectors, category);
    if (!found) continue;
    const eased = facts.ownerRenounced && !restorable;
    add(code, eased ? lower(severity) : severity, `${description} (${found})${eased ? '; owner renounced' : ''}`);
  }
  if (takeBack)
    add(
      'can_take_back_ownership',
      'high',
      `Ownership can be reclaimed (${signatures(facts.selectors, 'ownership_take_back')})`,
    );
  if (facts.ownerAddress && !facts.ownerRenounced)
    add('owner_not_renounced', 'low', `The owner ${facts.ownerAddress} keeps its privileges`);
  if (facts.holders) {
    const { topHolderShare: top, top10Share: ten } = facts.holders;
    const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
    if (top >= THRESHOLDS.topHolderHigh)
      add('holder_concentration', 'high', `One wallet holds ${pct(top)} of the supply`);
    else if (ten >= THRESHOLDS.top10High) add('holder_concentration', 'high', `The top 10 wallets hold ${pct(ten)}`);
    else if (top >= THRESHOLDS.topHolderMedium || ten >= THRESHOLDS.top10Medium)
      add('holder_concentration', 'medium', `Top wallet ${pct(top)}, top 10 wallets ${pct(ten)} of the supply`);
  }
  const lp = facts.liquidity;
  if (!lp.pair) add('no_liquidity_pair', 'medium', 'No pair with the wrapped native coin on the configured DEX');
  else {
    if (lp.usd !== null && lp.usd < THRESHOLDS.thinLiquidityUsd)
      add('thin_liquidity', 'medium', `Pair liquidity is about $${Math.round(lp.usd)}`);
    if (lp.lpBurnedShare !== null && lp.lpBurnedShare < THRESHOLDS.lpBurnedOk)
      add('lp_not_burned', 'low', `Only ${(lp.lpBurnedShare * 100).toFixed(1)}% of the LP tokens are burned`);
  }
  return out;
}

export function levelOf(score: number): RiskLevel {
  return score < 20 ? 'low' : score < 50 ? 'medium' : score < 80 ? 'high' : 'critical';
}

export function scoreOf(findings: readonly Finding[]): number {
  return Math.min(
    100,
    findings.reduce((sum, f) => sum + SEVERITY_WEIGHT[f.severity], 0),
  );
}
