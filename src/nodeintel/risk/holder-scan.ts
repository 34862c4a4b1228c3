/**
 * Holder concentration read from the node: the Transfer logs of the last `windowBlocks` blocks
 * name the candidates, and balanceOf at the report's block ranks them. Older holders that did
 * not move tokens inside the window are not seen, so holder_count is a lower bound; a token
 * younger than the window is covered whole. A node that refuses the range (a block-range or
 * result cap) is asked again for a tenth of it before the scan gives up.
 */
import { words, wordToBigInt } from './abi.ts';
import { type Concentration, concentration, decodeTransferLog, holderCandidates, TRANSFER_TOPIC } from './holders.ts';
import { blockTag, getLogs, isRpcErrorAnswer, type RiskRpc, tryCallMany } from './node-reads.ts';

export const DEFAULT_HOLDER_WINDOW_BLOCKS = 5_000;
export const DEFAULT_HOLDER_CANDIDATES = 100;

export interface HolderScan {
  fromBlock: number;
  toBlock: number;
  transfers: number;
  candidatesRead: number;
  concentration: Concentration;
}

async function transfersIn(rpc: RiskRpc, token: string, from: number, to: number): Promise<unknown[]> {
  return getLogs(rpc, { address: token, topics: [TRANSFER_TOPIC], fromBlock: blockTag(from), toBlock: blockTag(to) });
}

export async function scanHolders(
  rpc: RiskRpc,
  token: string,
  block: number,
  totalSupply: bigint,
  excluded: ReadonlySet<string>,
  opts: { windowBlocks?: number; candidateLimit?: number } = {},
): Promise<HolderScan | null> {
  let window = Math.max(1, opts.windowBlocks ?? DEFAULT_HOLDER_WINDOW_BLOCKS);
  let logs: unknown[] | null = null;
  for (let attempt = 0; attempt < 2 && logs === null; attempt++) {
    try {
      logs = await transfersIn(rpc, token, Math.max(0, block - window + 1), block);
    } catch (err) {
      if (!isRpcErrorAnswer(err)) throw err;
      window = Math.max(1, Math.floor(window / 10));
    }
  }
  if (logs === null) return null;
  const transfers = logs.map(decodeTransferLog).filter((t) => t !== null);
  const limit = opts.candidateLimit ?? DEFAULT_HOLDER_CANDIDATES;
  // Pair and burn addresses would take candidate places without ever counting as holders.
  const candidates = holderCandidates(transfers, limit + excluded.size)
    .filter((a) => !excluded.has(a))
    .slice(0, limit);
  const tag = blockTag(block);
  const answers = await tryCallMany(
    rpc,
    token,
    tag,
    '70a08231',
    candidates.map((a) => [a]),
  );
  const balances = new Map<string, bigint>();
  candidates.forEach((address, i) => {
    const raw = answers[i];
    const balance = raw ? wordToBigInt(words(raw)[0]) : null;
    if (balance !== null) balances.set(address, balance);
  });
  return {
    fromBlock: Math.max(0, block - window + 1),
    toBlock: block,
    transfers: transfers.length,
    candidatesRead: candidates.length,
    concentration: concentration(balances, totalSupply, excluded),
  };
}
