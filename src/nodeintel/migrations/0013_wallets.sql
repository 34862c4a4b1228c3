-- Wallet tracking on the customer's own node: the wallets an account watches per chain, the
-- transfers the block follower recorded for them, and the follower's place in each chain.

CREATE TABLE node_wallets (
  id bigserial PRIMARY KEY,
  account_id text NOT NULL,
  -- 'bsc' or 'avalanche': the account's node connection for that chain is the one followed.
  chain text NOT NULL,
  -- Lower-case 0x address (shown with its EIP-55 checksum).
  address text NOT NULL,
  label text,
  -- Pushing thresholds: a transfer is always recorded, and pushed as a SIGNAL only when it meets
  -- every minimum set here (docs: min_usd needs a known USD value; min_native applies to the
  -- chain's native coin only). min_native is in wei, as text (uint256 does not fit a bigint).
  min_usd double precision,
  min_native text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT node_wallets_unique UNIQUE (account_id, chain, address)
);
CREATE INDEX node_wallets_chain_idx ON node_wallets (chain, account_id);

-- What the follower recorded: one row per transfer and side (a wallet paying itself has two).
-- Rows above a fork point are deleted when a reorganisation is found, then the blocks re-scanned.
CREATE TABLE node_wallet_activity (
  id bigserial PRIMARY KEY,
  wallet_id bigint NOT NULL REFERENCES node_wallets (id) ON DELETE CASCADE,
  account_id text NOT NULL,
  chain text NOT NULL,
  block_number bigint NOT NULL,
  block_hash text NOT NULL,
  -- Unix ms of the block.
  t bigint NOT NULL,
  tx_hash text NOT NULL,
  -- The log's index for an ERC-20 transfer; -1 for the transaction's own native value.
  log_index integer NOT NULL,
  asset text NOT NULL,
  -- The token contract; null for the native coin.
  token text,
  direction text NOT NULL,
  counterparty text,
  -- Raw units (wei, token base units) as text; decimals null when the token did not say.
  amount text NOT NULL,
  decimals integer,
  value_usd double precision,
  -- Whether the transfer met the wallet's minimums and went out as a SIGNAL event.
  pushed boolean NOT NULL DEFAULT false,
  CONSTRAINT node_wallet_activity_asset_check CHECK (asset IN ('native', 'erc20')),
  CONSTRAINT node_wallet_activity_direction_check CHECK (direction IN ('in', 'out')),
  CONSTRAINT node_wallet_activity_unique UNIQUE (wallet_id, tx_hash, log_index, direction)
);
CREATE INDEX node_wallet_activity_wallet_idx ON node_wallet_activity (wallet_id, id);
CREATE INDEX node_wallet_activity_chain_block_idx ON node_wallet_activity (account_id, chain, block_number);

-- Transfers already pushed, kept across reorganisations: a transaction that is mined again in
-- another block after a fork is recorded again but not pushed a second time.
CREATE TABLE node_wallet_pushed (
  wallet_id bigint NOT NULL REFERENCES node_wallets (id) ON DELETE CASCADE,
  tx_hash text NOT NULL,
  log_index integer NOT NULL,
  direction text NOT NULL,
  PRIMARY KEY (wallet_id, tx_hash, log_index, direction)
);

-- The follower's place per account and chain: the last block it scanned (confirmed), and the
-- hashes of the recent blocks it scanned, to find the fork point of a reorganisation.
CREATE TABLE node_wallet_cursors (
  account_id text NOT NULL,
  chain text NOT NULL,
  block_number bigint NOT NULL,
  block_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, chain)
);

CREATE TABLE node_wallet_blocks (
  account_id text NOT NULL,
  chain text NOT NULL,
  block_number bigint NOT NULL,
  block_hash text NOT NULL,
  PRIMARY KEY (account_id, chain, block_number)
);
