/**
 * The token risk report: static analysis of the token's runtime code (and its implementation's
 * when it is a proxy), its owner, holder concentration and liquidity, all read at one block,
 * scored by score.ts. Reports are kept per (chain, address, block hash): a hash rather than a
 * height, so a reorganised block is read again.
 */
import { BURN_ADDRESSES, DEAD_ADDRESS, words, wordToAddress, wordToBigInt, ZERO_ADDRESS } from './abi.ts';
import { analyseCode, type CodeAnalysis } from './analysis.ts';
import { LruCache } from './cache.ts';
import { type HolderScan, scanHolders } from './holder-scan.ts';
import { type Liquidity, readLiquidity } from './liquidity.ts';
import { blockTag, getCode, latestBlock, type RiskRpc, tryCall } from './node-reads.ts';
import { hexToBytes } from './opcodes.ts';
import { type ProxyInfo, resolveProxy } from './proxy.ts';
import { findingsOf, levelOf, scoreOf } from './score.ts';
import { classifySelectors, RISK_SELECTORS } from './selectors.ts';
import { type TokenRiskReport, toSecurity } from './shape.ts';

export interface RiskTarget {
  chain: string;
  factory: string;
  wrappedNative: string;
  /** USD per native coin; null reports liquidity in native only. */
  nativeUsd: number | null;
  holderWindowBlocks?: number;
  holderCandidateLimit?: number;
}

export class NotAContractError extends Error {
  constructor(readonly address: string) {
    super(`${address} has no contract code`);
    this.name = 'NotAContractError';
  }
}

const ERC20 = { owner: '8da5cb5b', getOwner: '893d20e8', totalSupply: '18160ddd', decimals: '313ce567' } as const;

const reports = new LruCache<Promise<TokenRiskReport>>(1_000);

/** The report for `address` at the node's current block, from the cache when that block was seen. */
export async function tokenRiskReport(rpc: RiskRpc, target: RiskTarget, address: string): Promise<TokenRiskReport> {
  const head = await latestBlock(rpc);
  const key = `${target.chain}:${address.toLowerCase()}:${head.hash}`;
  const cached = reports.get(key);
  if (cached) return cached;
  const pending = buildReport(rpc, target, address.toLowerCase(), head.number);
  reports.set(key, pending);
  // A failed read is not an answer for the block: the next request asks the node again.
  pending.catch(() => reports.delete(key));
  return pending;
}

async function readUint(rpc: RiskRpc, to: string, block: string, selector: string): Promise<bigint | null> {
  const raw = await tryCall(rpc, to, block, selector);
  return raw ? wordToBigInt(words(raw)[0]) : null;
}

async function readOwner(
  rpc: RiskRpc,
  token: string,
  block: string,
): Promise<{ found: boolean; owner: string | null }> {
  for (const selector of [ERC20.owner, ERC20.getOwner]) {
    const raw = await tryCall(rpc, token, block, selector);
    const owner = raw ? wordToAddress(words(raw)[0]) : null;
    if (owner) return { found: true, owner };
  }
  return { found: false, owner: null };
}

async function implementationCode(rpc: RiskRpc, proxy: ProxyInfo | null, block: string): Promise<Uint8Array | null> {
  if (!proxy?.implementation) return null;
  const code = hexToBytes(await getCode(rpc, proxy.implementation, block));
  return code.length > 0 ? code : null;
}

async function buildReport(rpc: RiskRpc, target: RiskTarget, token: string, block: number): Promise<TokenRiskReport> {
  const tag = blockTag(block);
  const code = hexToBytes(await getCode(rpc, token, tag));
  if (code.length === 0) throw new NotAContractError(token);
  const [proxy, owner, totalSupply, decimals, liquidity] = await Promise.all([
    resolveProxy(rpc, token, code, tag),
    readOwner(rpc, token, tag),
    readUint(rpc, token, tag, ERC20.totalSupply),
    readUint(rpc, token, tag, ERC20.decimals),
    readLiquidity(rpc, target, token, tag),
  ]);
  const excluded = new Set<string>([...BURN_ADDRESSES, token, ...(liquidity.pair ? [liquidity.pair] : [])]);
  const [implCode, holders] = await Promise.all([
    implementationCode(rpc, proxy, tag),
    totalSupply !== null && totalSupply > 0n
      ? scanHolders(rpc, token, block, totalSupply, excluded, {
          windowBlocks: target.holderWindowBlocks,
          candidateLimit: target.holderCandidateLimit,
        })
      : Promise.resolve(null),
  ]);
  const own = analyseCode(code);
  const impl = implCode ? analyseCode(implCode) : null;
  return assemble({ target, token, block, proxy, own, impl, owner, totalSupply, decimals, liquidity, holders });
}

interface Parts {
  target: RiskTarget;
  token: string;
  block: number;
  proxy: ProxyInfo | null;
  own: CodeAnalysis;
  impl: CodeAnalysis | null;
  owner: { found: boolean; owner: string | null };
  totalSupply: bigint | null;
  decimals: bigint | null;
  liquidity: Liquidity;
  holders: HolderScan | null;
}

function assemble(p: Parts): TokenRiskReport {
  // The logic that runs is the implementation's; the proxy's own DELEGATECALL is its mechanism.
  const logic = p.impl ?? p.own;
  const selectors = [...new Set([...p.own.selectors, ...(p.impl?.selectors ?? [])])];
  const classes = classifySelectors(selectors);
  const renounced = p.owner.owner === ZERO_ADDRESS || p.owner.owner === DEAD_ADDRESS;
  const facts = {
    selectors: classes,
    selfdestruct: p.own.opcodes.selfdestruct || logic.opcodes.selfdestruct,
    delegatecall: p.proxy ? (p.impl?.opcodes.delegatecall ?? false) : p.own.opcodes.delegatecall,
    callcode: p.own.opcodes.callcode || logic.opcodes.callcode,
    externalCall: logic.opcodes.call,
    proxy: p.proxy ? { kind: p.proxy.kind, implementation: p.impl ? p.proxy.implementation : null } : null,
    ownerRenounced: renounced,
    ownerAddress: p.owner.owner,
    holders: p.holders
      ? { top10Share: p.holders.concentration.top10Share, topHolderShare: p.holders.concentration.topHolderShare }
      : null,
    liquidity: { pair: p.liquidity.pair, usd: p.liquidity.liquidityUsd, lpBurnedShare: p.liquidity.lpBurnedShare },
  };
  const findings = findingsOf(facts);
  const score = scoreOf(findings);
  const matched = selectors
    .filter((s) => RISK_SELECTORS[s])
    .map((s) => ({
      selector: `0x${s}`,
      signature: RISK_SELECTORS[s]!.signature,
      category: RISK_SELECTORS[s]!.category,
    }));
  return {
    chain: p.target.chain,
    address: p.token,
    block: p.block,
    risk: { score, level: levelOf(score), findings },
    token: {
      decimals: p.decimals === null ? null : Number(p.decimals),
      total_supply: p.totalSupply === null ? null : p.totalSupply.toString(),
    },
    token_security: toSecurity({
      facts,
      classes,
      proxy: p.proxy,
      owner: p.owner,
      holders: p.holders,
      liquidity: p.liquidity,
      totalSupply: p.totalSupply,
    }),
    code: {
      size: p.own.opcodes.codeLength,
      selectors: p.own.selectors.length,
      implementation_selectors: p.impl ? p.impl.selectors.length : null,
      matched,
    },
    holders_window: p.holders
      ? {
          from_block: p.holders.fromBlock,
          to_block: p.holders.toBlock,
          transfers: p.holders.transfers,
          candidates_read: p.holders.candidatesRead,
        }
      : null,
    liquidity: {
      pair: p.liquidity.pair,
      wrapped_native: p.target.wrappedNative.toLowerCase(),
      reserve_token: p.liquidity.reserveToken?.toString() ?? null,
      reserve_native: p.liquidity.reserveNative?.toString() ?? null,
      liquidity_native: p.liquidity.liquidityNative,
      liquidity_usd: p.liquidity.liquidityUsd,
      native_usd: p.target.nativeUsd,
      note:
        p.target.nativeUsd === null
          ? 'No native coin price is configured for this chain: liquidity is given in the native coin only'
          : null,
    },
  };
}
