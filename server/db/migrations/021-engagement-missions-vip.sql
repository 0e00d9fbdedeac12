-- Player engagement (issue 12), part 2: missions and their leaderboards, VIP levels, manual rebate, voided rounds.

-- A round the vendor cancelled: its stake was given back and its win taken back; it is no valid bet.
ALTER TABLE bets ADD COLUMN voided_at TEXT;
-- Valid bets of everyone in a period (leaderboards).
CREATE INDEX bets_settled ON bets (settled_at) WHERE demo = 0 AND status = 'SETTLED';

CREATE TABLE missions (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  title TEXT NOT NULL CHECK (json_valid(title)),
  description TEXT NOT NULL CHECK (json_valid(description)),
  period TEXT NOT NULL CHECK (period IN ('DAILY', 'WEEKLY')),
  metric TEXT NOT NULL CHECK (metric IN ('BET_AMOUNT', 'BET_COUNT', 'WIN_COUNT', 'DEPOSIT_COUNT', 'DEPOSIT_AMOUNT')),
  game_type TEXT,
  target INTEGER NOT NULL CHECK (target > 0),
  reward_amount INTEGER NOT NULL CHECK (reward_amount > 0),
  turnover_multiplier INTEGER NOT NULL DEFAULT 0 CHECK (turnover_multiplier >= 0),
  -- leaderboard prizes by place, cents (a JSON array; empty: no leaderboard)
  prizes TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(prizes)),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  sort_order INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
CREATE INDEX missions_merchant ON missions (merchant_code, sort_order, id);

-- A mission claimed in a period (period_start: the Brasília day or week, UTC ISO).
CREATE TABLE mission_claims (
  mission_id INTEGER NOT NULL REFERENCES missions (id),
  member_id INTEGER NOT NULL REFERENCES members (id),
  period_start TEXT NOT NULL,
  grant_id INTEGER NOT NULL REFERENCES reward_grants (id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (mission_id, member_id, period_start)
) STRICT;

-- A leaderboard period closed and paid (once: the row and the payouts commit together).
CREATE TABLE leaderboard_settlements (
  mission_id INTEGER NOT NULL REFERENCES missions (id),
  period_start TEXT NOT NULL,
  period_end TEXT NOT NULL,
  winners INTEGER NOT NULL,
  settled_at TEXT NOT NULL,
  PRIMARY KEY (mission_id, period_start)
) STRICT;

CREATE TABLE leaderboard_payouts (
  mission_id INTEGER NOT NULL REFERENCES missions (id),
  period_start TEXT NOT NULL,
  rank INTEGER NOT NULL CHECK (rank > 0),
  member_id INTEGER NOT NULL REFERENCES members (id),
  score INTEGER NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  grant_id INTEGER NOT NULL REFERENCES reward_grants (id),
  PRIMARY KEY (mission_id, period_start, rank)
) STRICT;

CREATE TABLE vip_levels (
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  level INTEGER NOT NULL CHECK (level >= 0),
  name TEXT NOT NULL CHECK (json_valid(name)),
  min_valid_bet INTEGER NOT NULL CHECK (min_valid_bet >= 0),
  rebate_bonus_bp INTEGER NOT NULL DEFAULT 0,
  withdraw_daily_count INTEGER NOT NULL CHECK (withdraw_daily_count > 0),
  withdraw_max INTEGER NOT NULL CHECK (withdraw_max > 0),
  birthday_bonus INTEGER NOT NULL DEFAULT 0 CHECK (birthday_bonus >= 0),
  level_up_reward INTEGER NOT NULL DEFAULT 0 CHECK (level_up_reward >= 0),
  PRIMARY KEY (merchant_code, level)
) STRICT;

-- The highest level a member reached (levels never go down; each level-up reward is offered once).
CREATE TABLE member_vip (
  member_id INTEGER PRIMARY KEY REFERENCES members (id),
  level INTEGER NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;

-- Manual rebate claims: the valid bets settled up to through_time, among the bets up to through_bet_id, are paid; the
-- next accrual takes a bet written later (a higher id) or settled later (a lottery ticket drawn after the claim).
CREATE TABLE rebate_claims (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  grant_id INTEGER NOT NULL REFERENCES reward_grants (id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  through_time TEXT NOT NULL,
  through_bet_id INTEGER NOT NULL,
  lines TEXT NOT NULL CHECK (json_valid(lines)),
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX rebate_claims_member ON rebate_claims (member_id, id);

-- Where the engagement job has read up to (bet ids, deposit ids), so each run looks at what is new.
CREATE TABLE engagement_watermarks (
  name TEXT PRIMARY KEY,
  value INTEGER NOT NULL
) STRICT;
