-- Player engagement (issue 12), part 3: red envelopes and prize wheels with provably fair tickets, referral codes.

CREATE TABLE raffles (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  kind TEXT NOT NULL CHECK (kind IN ('RED_ENVELOPE', 'WHEEL')),
  title TEXT NOT NULL CHECK (json_valid(title)),
  description TEXT NOT NULL CHECK (json_valid(description)),
  -- how tickets are earned: {"type":"DEPOSIT","minAmount":..,"maxPerDay":..}, {"type":"DAILY_BET","minValidBet":..}
  -- or {"type":"SIGNUP"}
  rule TEXT NOT NULL CHECK (json_valid(rule)),
  -- [{"amount": cents, "weight": n}, ...]
  prizes TEXT NOT NULL CHECK (json_valid(prizes)),
  turnover_multiplier INTEGER NOT NULL DEFAULT 0 CHECK (turnover_multiplier >= 0),
  start_time TEXT NOT NULL,
  end_time TEXT,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  sort_order INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;

-- A ticket: earned once per source (a deposit, a day of bets, the operator), with its own server seed whose SHA-256
-- is published before the draw; the draw records the client seed, the prize and reveals the seed.
CREATE TABLE raffle_tickets (
  id INTEGER PRIMARY KEY,
  raffle_id INTEGER NOT NULL REFERENCES raffles (id),
  member_id INTEGER NOT NULL REFERENCES members (id),
  source_key TEXT NOT NULL,
  nonce INTEGER NOT NULL CHECK (nonce > 0),
  server_seed TEXT NOT NULL,
  server_seed_hash TEXT NOT NULL,
  earned_at TEXT NOT NULL,
  drawn_at TEXT,
  claim_id TEXT UNIQUE,
  client_seed TEXT,
  prize_index INTEGER,
  amount INTEGER,
  grant_id INTEGER REFERENCES reward_grants (id),
  UNIQUE (raffle_id, member_id, source_key),
  UNIQUE (member_id, nonce)
) STRICT;
CREATE INDEX raffle_tickets_open ON raffle_tickets (member_id, raffle_id, id) WHERE drawn_at IS NULL;
CREATE INDEX raffle_tickets_drawn ON raffle_tickets (member_id, drawn_at) WHERE drawn_at IS NOT NULL;

-- A member's referral code (the invite link carries it; registration keeps it in members.registered_referral_code).
CREATE TABLE referral_codes (
  member_id INTEGER PRIMARY KEY REFERENCES members (id),
  code TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
) STRICT;

-- The whitelabel node of red envelopes and the prize wheel, for merchants created before it (new merchants get it
-- from the seed's tree).
INSERT INTO whitelabel_nodes (merchant_code, mod_id, parent_mod_id, name, enabled, sort_order)
SELECT m.code, 'RAFFLE', NULL, 'Red envelopes and prize wheel', 1,
  (SELECT COALESCE(MAX(w.sort_order), 0) + 1 FROM whitelabel_nodes w WHERE w.merchant_code = m.code)
FROM merchants m
WHERE NOT EXISTS (SELECT 1 FROM whitelabel_nodes w WHERE w.merchant_code = m.code AND w.mod_id = 'RAFFLE');
