-- Points mall (issue 13): a points balance per member with its own append-only ledger (the guarantees of the money
-- ledger: integer points, idempotent by key, never negative), the accrual of points from valid bets (one row per
-- settled bet, so a bet never earns twice), the reward catalogue with its stock, and redemptions decided by the
-- operator. Points never expire: nothing here has an expiry.

-- The merchant's points rules: earnPoints points per earnAmount cents of valid bets; pointsPerUnit points convert to
-- amountPerUnit cents of money.
CREATE TABLE points_config (
  merchant_code TEXT PRIMARY KEY REFERENCES merchants (code),
  mall_enabled INTEGER NOT NULL DEFAULT 1 CHECK (mall_enabled IN (0, 1)),
  conversion_enabled INTEGER NOT NULL DEFAULT 1 CHECK (conversion_enabled IN (0, 1)),
  earn_points INTEGER NOT NULL CHECK (earn_points > 0),
  earn_amount INTEGER NOT NULL CHECK (earn_amount > 0),
  points_per_unit INTEGER NOT NULL CHECK (points_per_unit > 0),
  amount_per_unit INTEGER NOT NULL CHECK (amount_per_unit > 0),
  min_convert_points INTEGER NOT NULL CHECK (min_convert_points > 0),
  max_convert_points INTEGER CHECK (max_convert_points IS NULL OR max_convert_points >= min_convert_points),
  updated_at TEXT NOT NULL
) STRICT;

-- The balance of a member's points (read by the consolidated funds too) and the running totals of the accrual.
CREATE TABLE member_points (
  member_id INTEGER PRIMARY KEY REFERENCES members (id),
  balance INTEGER NOT NULL DEFAULT 0 CHECK (typeof(balance) = 'integer' AND balance >= 0),
  -- valid bets counted so far (cents) and the points they earned: points = floor(valid * earnPoints / earnAmount),
  -- so small stakes add up instead of each rounding down to nothing
  valid_bet_total INTEGER NOT NULL DEFAULT 0 CHECK (valid_bet_total >= 0),
  earned_total INTEGER NOT NULL DEFAULT 0 CHECK (earned_total >= 0)
) STRICT;

-- Append-only points ledger: one row per movement, unique by idempotency key.
CREATE TABLE points_ledger (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  trans_id TEXT NOT NULL UNIQUE,
  trans_type TEXT NOT NULL CHECK (trans_type IN ('EARN', 'REDEEM', 'CONVERT', 'REFUND', 'ADJUST')),
  points INTEGER NOT NULL CHECK (typeof(points) = 'integer' AND points <> 0),
  balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
  reference TEXT,
  -- a platform message id (shared/api/messages.ts) and its params, worded in the reader's language; or free text
  remark_id TEXT,
  remark_params TEXT CHECK (remark_params IS NULL OR json_valid(remark_params)),
  remark TEXT,
  idempotency_key TEXT NOT NULL UNIQUE,
  -- canonical parameters: the same key with other parameters is a conflict
  params TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX points_ledger_member ON points_ledger (member_id, created_at, id);

CREATE TRIGGER points_ledger_no_update BEFORE UPDATE ON points_ledger
BEGIN
  SELECT RAISE(ABORT, 'points ledger is append-only');
END;
CREATE TRIGGER points_ledger_no_delete BEFORE DELETE ON points_ledger
BEGIN
  SELECT RAISE(ABORT, 'points ledger is append-only');
END;

-- One row per settled bet that was counted: the primary key is what makes "never twice".
CREATE TABLE points_accruals (
  bet_id INTEGER PRIMARY KEY REFERENCES bets (id),
  member_id INTEGER NOT NULL REFERENCES members (id),
  valid_bet INTEGER NOT NULL CHECK (valid_bet >= 0),
  points INTEGER NOT NULL CHECK (points >= 0),
  created_at TEXT NOT NULL
) STRICT;

-- The reward catalogue. Names and descriptions per language (JSON objects keyed by language). quantity: stock left,
-- NULL for unlimited; it never goes below 0 (CHECK), and a redemption takes it in the same statement that checks it.
CREATE TABLE point_rewards (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  reward_type TEXT NOT NULL CHECK (reward_type IN ('GOODS', 'CASH', 'BONUS')),
  names TEXT NOT NULL CHECK (json_valid(names)),
  descriptions TEXT NOT NULL CHECK (json_valid(descriptions)),
  image_url TEXT,
  points_requirement INTEGER NOT NULL CHECK (points_requirement > 0),
  amount_requirement INTEGER NOT NULL DEFAULT 0 CHECK (amount_requirement >= 0),
  quantity INTEGER CHECK (quantity IS NULL OR quantity >= 0),
  reward_amount INTEGER CHECK (reward_amount IS NULL OR reward_amount >= 0),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  sort_order INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX point_rewards_list ON point_rewards (merchant_code, active, sort_order, id);

-- In Process -> Approved | Rejected (the points come back). Decided by the operator, with a remark.
CREATE TABLE point_redemptions (
  id INTEGER PRIMARY KEY,
  redeem_id TEXT NOT NULL UNIQUE,
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  member_id INTEGER NOT NULL REFERENCES members (id),
  reward_id INTEGER NOT NULL REFERENCES point_rewards (id),
  -- the reward's names when redeemed (the catalogue may change later)
  reward_names TEXT NOT NULL CHECK (json_valid(reward_names)),
  reward_type TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  points INTEGER NOT NULL CHECK (points > 0),
  amount_requirement INTEGER NOT NULL,
  reward_amount INTEGER,
  -- the member's delivery details (goods)
  member_remark TEXT,
  status TEXT NOT NULL DEFAULT 'In Process' CHECK (status IN ('In Process', 'Rejected', 'Approved')),
  -- the operator's remark
  remark TEXT,
  created_at TEXT NOT NULL,
  decided_at TEXT
) STRICT;
CREATE INDEX point_redemptions_member ON point_redemptions (member_id, id);
CREATE INDEX point_redemptions_open ON point_redemptions (merchant_code, id) WHERE status = 'In Process';
