-- Money (issue 5): request-level idempotency of money-changing calls, PIX deposit orders, the turnover requirement,
-- withdrawal accounts, withdrawals with the player's confirmation and their proof images. Amounts are integer cents;
-- every balance change goes through the ledger (001-foundation).

-- One row per (member, Idempotency-Key) of a money-changing call: the request's digest and the answer given, stored
-- in the same transaction as the work, so a retry returns the first answer and a different body is a conflict.
CREATE TABLE money_requests (
  member_id INTEGER NOT NULL REFERENCES members (id),
  idempotency_key TEXT NOT NULL,
  contract_id TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  response TEXT NOT NULL CHECK (json_valid(response)),
  created_at TEXT NOT NULL,
  PRIMARY KEY (member_id, idempotency_key)
) STRICT;

CREATE TABLE deposit_orders (
  id INTEGER PRIMARY KEY,
  order_id TEXT NOT NULL UNIQUE,
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  member_id INTEGER NOT NULL REFERENCES members (id),
  channel_code TEXT NOT NULL,
  txid TEXT NOT NULL UNIQUE,
  amount INTEGER NOT NULL CHECK (amount > 0),
  br_code TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PAID', 'FAILED', 'EXPIRED')),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  paid_at TEXT,
  closed_at TEXT
) STRICT;
CREATE INDEX deposit_orders_member ON deposit_orders (member_id, created_at);
CREATE INDEX deposit_orders_pending ON deposit_orders (merchant_code, created_at) WHERE status = 'PENDING';

-- Remaining turnover requirement: a paid deposit adds its amount, real-money stakes (bets after bets_through_id)
-- reduce it, never below 0. Brought up to date inside the transactions that read or change it.
CREATE TABLE member_turnover (
  member_id INTEGER PRIMARY KEY REFERENCES members (id),
  remaining INTEGER NOT NULL DEFAULT 0 CHECK (remaining >= 0),
  bets_through_id INTEGER NOT NULL DEFAULT 0
) STRICT;

CREATE TABLE withdraw_accounts (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  account_type TEXT NOT NULL CHECK (account_type IN ('PIX', 'BANK')),
  pix_key_type TEXT CHECK (pix_key_type IN ('CPF', 'PHONE', 'EMAIL', 'RANDOM')),
  pix_key TEXT,
  bank_code TEXT,
  branch TEXT,
  account_number TEXT,
  account_kind TEXT CHECK (account_kind IN ('CHECKING', 'SAVINGS')),
  holder_name TEXT NOT NULL,
  holder_cpf TEXT NOT NULL,
  created_at TEXT NOT NULL,
  removed_at TEXT,
  CHECK ((account_type = 'PIX' AND pix_key IS NOT NULL AND pix_key_type IS NOT NULL)
      OR (account_type = 'BANK' AND bank_code IS NOT NULL AND account_number IS NOT NULL))
) STRICT;
CREATE INDEX withdraw_accounts_member ON withdraw_accounts (member_id) WHERE removed_at IS NULL;

-- PENDING (held) -> REJECTED (refunded) | PAID -> RECEIVED | NOT_RECEIVED -> FORCED_RECEIVED | REFUNDED
CREATE TABLE withdrawals (
  id INTEGER PRIMARY KEY,
  withdrawal_id TEXT NOT NULL UNIQUE,
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  member_id INTEGER NOT NULL REFERENCES members (id),
  account_id INTEGER NOT NULL REFERENCES withdraw_accounts (id),
  account_display TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  status TEXT NOT NULL DEFAULT 'PENDING'
    CHECK (status IN ('PENDING', 'REJECTED', 'PAID', 'RECEIVED', 'NOT_RECEIVED', 'FORCED_RECEIVED', 'REFUNDED')),
  created_at TEXT NOT NULL,
  paid_at TEXT,
  confirm_deadline TEXT,
  confirmed_at TEXT,
  auto_confirmed INTEGER NOT NULL DEFAULT 0 CHECK (auto_confirmed IN (0, 1)),
  remark TEXT,
  closed_at TEXT
) STRICT;
CREATE INDEX withdrawals_member ON withdrawals (member_id, created_at);
CREATE INDEX withdrawals_due ON withdrawals (confirm_deadline) WHERE status = 'PAID';

-- Proof images of a "not received" answer: stored in DATA_DIR/uploads under a generated name (mode 0600).
CREATE TABLE withdrawal_proofs (
  id INTEGER PRIMARY KEY,
  withdrawal_id INTEGER NOT NULL REFERENCES withdrawals (id),
  stored_name TEXT NOT NULL UNIQUE,
  original_name TEXT NOT NULL,
  media_type TEXT NOT NULL CHECK (media_type IN ('image/png', 'image/jpeg')),
  size INTEGER NOT NULL CHECK (size > 0),
  sha256 TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
