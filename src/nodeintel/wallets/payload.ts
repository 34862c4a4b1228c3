/**
 * The SIGNAL event a confirmed transfer of a tracked wallet becomes (kind `wallet_transfer`):
 * SPEC's delivery fields first, as every SIGNAL, then the wallet and the transfer. A transfer is
 * not a market call, so `direction`, `confidence` and `composite` are null; the symbol is the
 * chain's native coin, so a registration for BNB (or "*") receives BSC wallet transfers.
 */
import { Type } from 'typebox';
import { toChecksumAddress } from './address.ts';
import { type ActivityRow, activityView, type TrackedWallet } from './store.ts';

export const WALLET_TRANSFER_KIND = 'wallet_transfer';

/** The event symbol of each chain: its native coin, a symbol registrations and the stream know. */
export const CHAIN_SYMBOLS: Record<string, string> = { bsc: 'BNB', avalanche: 'AVAX' };

export function chainSymbol(chain: string): string {
  return CHAIN_SYMBOLS[chain] ?? chain.toUpperCase();
}

export function walletTransferPayload(
  wallet: Pick<TrackedWallet, 'chain' | 'address' | 'label'>,
  transfer: Omit<ActivityRow, 'id' | 'walletId' | 'pushed'>,
) {
  return {
    event: 'SIGNAL',
    ts: new Date(transfer.t).toISOString(),
    symbol: chainSymbol(wallet.chain),
    direction: null,
    confidence: null,
    composite: null,
    webhook_id: null as number | null,
    signal: WALLET_TRANSFER_KIND,
    chain: wallet.chain,
    wallet: { address: toChecksumAddress(wallet.address), label: wallet.label },
    transfer: activityView(transfer),
  };
}

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const TransferSchema = Type.Object({
  tx_hash: Type.String({ pattern: '^0x[0-9a-f]{64}$' }),
  log_index: Nullable(Type.Integer({ description: "The Transfer log's index; null for the native value" })),
  block_number: Type.Integer(),
  block_hash: Type.String({ pattern: '^0x[0-9a-f]{64}$' }),
  time: Type.String({ format: 'date-time', description: "The block's time" }),
  asset: Type.Union([Type.Literal('native'), Type.Literal('erc20')]),
  token: Nullable(Type.String({ description: 'The ERC-20 contract (EIP-55); null for the native coin' })),
  direction: Type.Union([Type.Literal('in'), Type.Literal('out')], { description: 'Seen from the tracked wallet' }),
  counterparty: Nullable(Type.String({ description: 'The other side; null for a contract creation' })),
  amount: Nullable(
    Type.Number({
      description: 'Whole coins or tokens (base_units / 10^decimals); null when the decimals are unknown',
    }),
  ),
  base_units: Type.String({
    pattern: '^[0-9]+$',
    description: 'The exact integer amount in base units (wei, token base units): uint256 does not fit a JSON number',
  }),
  decimals: Nullable(Type.Integer({ description: "The token's decimals (18 for native); null when unknown" })),
  value_usd: Nullable(Type.Number({ description: 'USD value when a price was known (docs), else null' })),
});

export const WalletTransferPayloadSchema = Type.Object({
  event: Type.Literal('SIGNAL'),
  ts: Type.String({ format: 'date-time', description: "The block's time, ISO 8601 UTC" }),
  symbol: Type.String({ description: "The chain's native coin: BNB (bsc), AVAX (avalanche)" }),
  direction: Type.Null(),
  confidence: Type.Null(),
  composite: Type.Null(),
  webhook_id: Nullable(Type.Integer({ description: 'null outside a webhook delivery' })),
  signal: Type.Literal(WALLET_TRANSFER_KIND),
  chain: Type.String(),
  wallet: Type.Object({ address: Type.String(), label: Nullable(Type.String()) }),
  transfer: TransferSchema,
});
