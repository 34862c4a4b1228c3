/**
 * Ethereum gas from a JSON-RPC node: one `eth_feeHistory` reading per cycle, stored as the
 * on-chain part `gas`. A JSON-RPC error or a malformed answer fails the cycle (nothing is
 * written, the last good reading stays).
 */
import { writeOnchainPart } from '../../market/production-store.ts';
import { fetchEthGas } from '../../sources/eth-gas/index.ts';
import type { IngestContext } from '../context.ts';
import type { CycleResult } from '../cycle.ts';

export async function collectEthGas(ctx: IngestContext): Promise<CycleResult> {
  const gas = await fetchEthGas(ctx.upstreams.ethRpc);
  await writeOnchainPart(ctx.db, 'gas', ctx.now(), gas);
  const tips = gas.priorityFeeGwei;
  return {
    items: 1,
    skipped: 0,
    summary: `eth gas: block ${gas.blockNumber}, base fee ${gwei(gas.baseFeeGwei)} gwei (next ${gwei(gas.nextBaseFeeGwei)}), tips ${gwei(tips.slow)}/${gwei(tips.standard)}/${gwei(tips.fast)} gwei`,
  };
}

/** Sub-gwei fees are common since 2025: keep three significant digits rather than fixed decimals. */
function gwei(n: number): string {
  return Number(n.toPrecision(3)).toString();
}
