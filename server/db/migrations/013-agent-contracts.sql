-- Agent contracts (issue 11): dividend, daily, hourly and real-time salary contracts between an agent and a direct
-- downline, their terms as versions, every change as an event, and one bill per (contract, period) settled once
-- through the ledger (server/services/agent-contracts.ts, agent-contract-settlement.ts). Rates are hundredths of a
-- percent (150 = 1.50 %); amounts are integer cents; instants are ISO 8601 UTC.

CREATE TABLE agent_contracts (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  kind TEXT NOT NULL CHECK (kind IN ('DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')),
  upline_id INTEGER NOT NULL REFERENCES members (id),
  -- the holder: the direct downline the contract pays
  downline_id INTEGER NOT NULL REFERENCES members (id),
  status TEXT NOT NULL CHECK (status IN ('OFFERED', 'ACTIVE', 'REJECTED', 'TERMINATION_REQUESTED', 'TERMINATED', 'EXPIRED')),
  -- who asked for the termination in progress (upline or downline id)
  termination_by INTEGER,
  -- the instant the contract started paying (its acceptance), and the instant it stops (end of the period in which
  -- a termination was asked, or the instant the other side agreed)
  active_from TEXT,
  ends_at TEXT,
  -- periods [active_from, settled_through) are settled; the next one starts here
  settled_through TEXT,
  -- dividend: the team's loss for the platform carried to the next period when negative (<= 0)
  carry_over INTEGER NOT NULL DEFAULT 0 CHECK (carry_over <= 0),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
-- at most one live contract of a kind per downline
CREATE UNIQUE INDEX agent_contracts_live ON agent_contracts (downline_id, kind)
  WHERE status IN ('OFFERED', 'ACTIVE', 'TERMINATION_REQUESTED');
CREATE INDEX agent_contracts_upline ON agent_contracts (upline_id, kind, status);
CREATE INDEX agent_contracts_due ON agent_contracts (status, settled_through)
  WHERE status IN ('ACTIVE', 'TERMINATION_REQUESTED');

-- The terms of a contract, one row per version. A version is PENDING until the downline accepts it; an accepted
-- version applies from effective_from (the acceptance for a new contract, the start of the next period for a change).
CREATE TABLE agent_contract_terms (
  contract_id INTEGER NOT NULL REFERENCES agent_contracts (id),
  version INTEGER NOT NULL CHECK (version > 0),
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'ACCEPTED', 'REJECTED', 'WITHDRAWN', 'EXPIRED')),
  rate INTEGER NOT NULL CHECK (rate >= 0 AND rate <= 10000),
  -- JSON array of tiers: { minActiveMembers, minValidBet, minTeamLoss, rate }
  tiers TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tiers)),
  -- D, W, H, M (dividend, daily salary); NULL for hourly and real-time salary
  period TEXT CHECK (period IN ('D', 'W', 'H', 'M')),
  payer TEXT NOT NULL CHECK (payer IN ('PLATFORM', 'UPLINE')),
  effective_from TEXT,
  offered_by INTEGER NOT NULL REFERENCES members (id),
  offered_at TEXT NOT NULL,
  answered_at TEXT,
  PRIMARY KEY (contract_id, version)
) STRICT;

-- Every change of a contract: who, when, what, the status before and after, the terms version concerned.
CREATE TABLE agent_contract_events (
  id INTEGER PRIMARY KEY,
  contract_id INTEGER NOT NULL REFERENCES agent_contracts (id),
  at TEXT NOT NULL,
  -- NULL: the platform (expiry, end of period, lower-rate rule on another contract)
  actor_id INTEGER REFERENCES members (id),
  action TEXT NOT NULL,
  from_status TEXT,
  to_status TEXT NOT NULL,
  version INTEGER,
  -- rates of the old and new terms (hundredths of a percent), when terms changed
  old_rate INTEGER,
  new_rate INTEGER
) STRICT;
CREATE INDEX agent_contract_events_contract ON agent_contract_events (contract_id, id);

-- One bill per (contract, period), written in the same transaction as its ledger movement (idempotency key
-- `acb:<contract>:<period start>`). amount_due is what the payer owes for it (platform: the net; upline: the gross,
-- the holder paying its own downlines); paid grows until it reaches amount_due (owed bills are paid as the upline's
-- balance allows).
CREATE TABLE agent_contract_bills (
  id INTEGER PRIMARY KEY,
  contract_id INTEGER NOT NULL REFERENCES agent_contracts (id),
  kind TEXT NOT NULL,
  holder_id INTEGER NOT NULL REFERENCES members (id),
  upline_id INTEGER NOT NULL REFERENCES members (id),
  payer TEXT NOT NULL CHECK (payer IN ('PLATFORM', 'UPLINE')),
  period_start TEXT NOT NULL,
  period_end TEXT NOT NULL,
  version INTEGER NOT NULL,
  active_members INTEGER NOT NULL,
  bet_count INTEGER NOT NULL,
  valid_bet INTEGER NOT NULL,
  win INTEGER NOT NULL,
  -- the team's result (wins - valid bet; negative: the team lost)
  profit_loss INTEGER NOT NULL,
  carry_in INTEGER NOT NULL DEFAULT 0,
  carry_out INTEGER NOT NULL DEFAULT 0,
  -- what the rate applies to: valid bet (salaries), the team's loss plus carry (dividend)
  base INTEGER NOT NULL,
  -- index of the tier reached (0-based), NULL: the base rate
  tier INTEGER,
  rate INTEGER NOT NULL,
  gross INTEGER NOT NULL CHECK (gross >= 0),
  downline_payouts INTEGER NOT NULL CHECK (downline_payouts >= 0),
  net INTEGER NOT NULL,
  amount_due INTEGER NOT NULL CHECK (amount_due >= 0),
  paid INTEGER NOT NULL DEFAULT 0 CHECK (paid >= 0 AND paid <= amount_due),
  status TEXT NOT NULL CHECK (status IN ('PAID', 'OWED', 'PARTLY_PAID', 'NOTHING_DUE')),
  settled_at TEXT NOT NULL,
  paid_at TEXT,
  UNIQUE (contract_id, period_start)
) STRICT;
CREATE INDEX agent_contract_bills_holder ON agent_contract_bills (holder_id, kind, period_end);
CREATE INDEX agent_contract_bills_upline ON agent_contract_bills (upline_id, kind, period_end);
CREATE INDEX agent_contract_bills_owed ON agent_contract_bills (upline_id, id) WHERE status IN ('OWED', 'PARTLY_PAID');
