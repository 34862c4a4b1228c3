/**
 * The report's wire shape. `token_security` follows GoPlus's token_security field names so the
 * two compare side by side, with JSON types instead of GoPlus's "0"/"1" strings: booleans, and
 * null where the node cannot tell (GoPlus leaves such fields out). Shares are fractions 0..1,
 * as GoPlus's `percent`; token amounts are integer strings in the token's smallest unit.
 */
import { type Static, Type } from 'typebox';
import type { HolderScan } from './holder-scan.ts';
import type { Concentration } from './holders.ts';
import type { Liquidity } from './liquidity.ts';
import type { ProxyInfo } from './proxy.ts';
import type { RiskFacts } from './score.ts';
import type { SelectorClasses } from './selectors.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T, description?: string) =>
  Type.Union([t, Type.Null()], description ? { description } : {});
const Address = Type.String({ pattern: '^0x[0-9a-f]{40}$' });
const Amount = Type.String({ pattern: '^[0-9]+$', description: 'Integer amount in the smallest unit' });
const Fraction = Type.Number({ minimum: 0, maximum: 1 });

export const FindingSchema = Type.Object({
  code: Type.String({ examples: ['mintable'] }),
  severity: Type.Enum(['info', 'low', 'medium', 'high', 'critical']),
  description: Type.String(),
});

export const TokenSecuritySchema = Type.Object({
  is_open_source: Nullable(Type.Boolean(), 'Always null: source verification is not on the node'),
  is_proxy: Type.Boolean(),
  proxy: Nullable(
    Type.Object({
      kind: Type.Enum(['eip1967', 'eip1967_beacon', 'eip1822', 'zos', 'eip1167']),
      implementation: Nullable(Address),
      admin: Nullable(Address),
      beacon: Nullable(Address),
    }),
  ),
  is_mintable: Type.Boolean(),
  owner_address: Nullable(Address, 'owner() or getOwner(); null when the token has neither'),
  owner_renounced: Type.Boolean({ description: 'owner is the zero or the dead address' }),
  can_take_back_ownership: Type.Boolean({ description: 'lock/unlock functions, or an upgradeable proxy' }),
  hidden_owner: Nullable(Type.Boolean(), 'Always null: needs privilege probing, not done here'),
  is_blacklisted: Type.Boolean({ description: 'Blacklist functions exist' }),
  is_whitelisted: Type.Boolean({ description: 'Whitelist functions exist' }),
  transfer_pausable: Type.Boolean(),
  slippage_modifiable: Type.Boolean({ description: 'A fee/tax setter exists' }),
  personal_slippage_modifiable: Type.Boolean(),
  trading_cooldown: Type.Boolean({ description: 'A cooldown setter exists' }),
  trading_switch: Type.Boolean({ description: 'Trading can be enabled/disabled' }),
  anti_whale_modifiable: Type.Boolean(),
  selfdestruct: Type.Boolean(),
  external_call: Type.Boolean({ description: 'CALL in the code that runs (static, not traced)' }),
  delegatecall: Type.Boolean({ description: 'DELEGATECALL outside the proxy mechanism' }),
  total_supply: Nullable(Amount),
  holder_count: Nullable(Type.Integer(), 'Holders seen in the log window (a lower bound)'),
  top10_holder_percent: Nullable(Fraction),
  holders: Type.Array(Type.Object({ address: Address, balance: Amount, percent: Fraction })),
  is_in_dex: Type.Boolean(),
  dex: Type.Array(
    Type.Object({ pair: Address, liquidity_native: Nullable(Type.Number()), liquidity_usd: Nullable(Type.Number()) }),
  ),
  lp_total_supply: Nullable(Amount),
  lp_burned_percent: Nullable(Fraction),
});

export const TokenRiskReportSchema = Type.Object({
  chain: Type.String(),
  address: Address,
  block: Type.Integer({ description: 'The block every figure was read at' }),
  risk: Type.Object({
    score: Type.Integer({ minimum: 0, maximum: 100, description: '0 safest, 100 riskiest' }),
    level: Type.Enum(['low', 'medium', 'high', 'critical']),
    findings: Type.Array(FindingSchema),
  }),
  token: Type.Object({ decimals: Nullable(Type.Integer()), total_supply: Nullable(Amount) }),
  token_security: TokenSecuritySchema,
  code: Type.Object({
    size: Type.Integer({ description: 'Code bytes before the metadata trailer' }),
    selectors: Type.Integer(),
    implementation_selectors: Nullable(Type.Integer()),
    matched: Type.Array(Type.Object({ selector: Type.String(), signature: Type.String(), category: Type.String() })),
  }),
  holders_window: Nullable(
    Type.Object({
      from_block: Type.Integer(),
      to_block: Type.Integer(),
      transfers: Type.Integer(),
      candidates_read: Type.Integer(),
    }),
  ),
  liquidity: Type.Object({
    pair: Nullable(Address),
    wrapped_native: Address,
    reserve_token: Nullable(Amount),
    reserve_native: Nullable(Amount),
    liquidity_native: Nullable(Type.Number({ description: 'Both sides, in native coins' })),
    liquidity_usd: Nullable(Type.Number()),
    native_usd: Nullable(Type.Number()),
    note: Nullable(Type.String()),
  }),
});

export type TokenRiskReport = Static<typeof TokenRiskReportSchema>;
export type TokenSecurity = Static<typeof TokenSecuritySchema>;

const has = (classes: SelectorClasses, key: keyof SelectorClasses) => (classes[key]?.length ?? 0) > 0;

function holderRows(c: Concentration | undefined): TokenSecurity['holders'] {
  return (c?.topHolders ?? []).map((h) => ({ address: h.address, balance: h.balance.toString(), percent: h.percent }));
}

export function toSecurity(input: {
  facts: RiskFacts;
  classes: SelectorClasses;
  proxy: ProxyInfo | null;
  owner: { owner: string | null };
  holders: HolderScan | null;
  liquidity: Liquidity;
  totalSupply: bigint | null;
}): TokenSecurity {
  const { facts, classes, proxy, liquidity } = input;
  return {
    is_open_source: null,
    is_proxy: proxy !== null,
    proxy: proxy ? { ...proxy } : null,
    is_mintable: has(classes, 'mint'),
    owner_address: input.owner.owner,
    owner_renounced: facts.ownerRenounced,
    can_take_back_ownership:
      has(classes, 'ownership_take_back') || (proxy !== null && proxy.kind !== 'eip1167' && facts.ownerRenounced),
    hidden_owner: null,
    is_blacklisted: has(classes, 'blacklist'),
    is_whitelisted: has(classes, 'whitelist'),
    transfer_pausable: has(classes, 'pause'),
    slippage_modifiable: has(classes, 'fee_setter'),
    personal_slippage_modifiable: has(classes, 'personal_fee'),
    trading_cooldown: has(classes, 'cooldown'),
    trading_switch: has(classes, 'trading_switch'),
    anti_whale_modifiable: has(classes, 'anti_whale'),
    selfdestruct: facts.selfdestruct,
    external_call: facts.externalCall,
    delegatecall: facts.delegatecall,
    total_supply: input.totalSupply?.toString() ?? null,
    holder_count: input.holders?.concentration.holderCount ?? null,
    top10_holder_percent: input.holders?.concentration.top10Share ?? null,
    holders: holderRows(input.holders?.concentration),
    is_in_dex: liquidity.pair !== null,
    dex: liquidity.pair
      ? [{ pair: liquidity.pair, liquidity_native: liquidity.liquidityNative, liquidity_usd: liquidity.liquidityUsd }]
      : [],
    lp_total_supply: liquidity.lpTotalSupply?.toString() ?? null,
    lp_burned_percent: liquidity.lpBurnedShare,
  };
}
