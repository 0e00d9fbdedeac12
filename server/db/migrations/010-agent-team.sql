-- Agent back office (issue 10): the agent hierarchy as a closure table, the team figures as per-member daily rollups
-- written in the same transaction as each ledger movement and settled bet (server/services/agent-rollups.ts), the
-- team's bets in time order, invitation links with their counts, and the notices agents read.

-- One row per (ancestor, member) pair of the hierarchy, the member itself included (depth 0). "Is X in A's team" is a
-- primary-key lookup, "all of A's team" one range of the key, "X's uplines" one range of team_tree_member.
CREATE TABLE team_tree (
  ancestor_id INTEGER NOT NULL REFERENCES members (id),
  member_id INTEGER NOT NULL REFERENCES members (id),
  depth INTEGER NOT NULL CHECK (depth >= 0),
  -- the member's registration time (a team's new registrations of a period are one range of team_tree_joined)
  joined_at TEXT NOT NULL,
  PRIMARY KEY (ancestor_id, member_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX team_tree_member ON team_tree (member_id, depth);
CREATE INDEX team_tree_joined ON team_tree (ancestor_id, joined_at);

-- Members already in the database (a data directory older than this migration).
INSERT INTO team_tree (ancestor_id, member_id, depth, joined_at)
WITH RECURSIVE chain (ancestor_id, member_id, depth) AS (
  SELECT id, id, 0 FROM members
  UNION ALL
  SELECT m.parent_id, c.member_id, c.depth + 1
  FROM chain c JOIN members m ON m.id = c.ancestor_id
  WHERE m.parent_id IS NOT NULL
)
SELECT c.ancestor_id, c.member_id, c.depth, m.created_at FROM chain c JOIN members m ON m.id = c.member_id;

-- Whoever inserts a member (registration, the seed, a sign-up of another kind), the tree follows.
CREATE TRIGGER members_team_tree AFTER INSERT ON members
BEGIN
  INSERT INTO team_tree (ancestor_id, member_id, depth, joined_at) VALUES (new.id, new.id, 0, new.created_at);
  INSERT INTO team_tree (ancestor_id, member_id, depth, joined_at)
    SELECT ancestor_id, new.id, depth + 1, new.created_at FROM team_tree WHERE member_id = new.parent_id;
END;

-- A member's upline never changes: its history (bets, deposits) stays with the team it was earned in.
CREATE TRIGGER members_upline_fixed BEFORE UPDATE OF parent_id ON members
WHEN old.parent_id IS NOT new.parent_id
BEGIN
  SELECT RAISE(ABORT, 'a member''s upline cannot change');
END;

-- The figures of one member on one Brasília calendar day, kept once under the member itself (owner = member) and once
-- under each of its uplines (owner = ancestor): a team's rows for a period are one range of the key. Amounts in cents.
CREATE TABLE team_daily (
  owner_id INTEGER NOT NULL,
  day TEXT NOT NULL,
  member_id INTEGER NOT NULL,
  -- settled real-money bets: count, stakes (valid bet) and wins
  bet_count INTEGER NOT NULL DEFAULT 0,
  valid_bet INTEGER NOT NULL DEFAULT 0,
  win INTEGER NOT NULL DEFAULT 0,
  deposit INTEGER NOT NULL DEFAULT 0,
  deposit_count INTEGER NOT NULL DEFAULT 0,
  -- 1 on the day of the member's first deposit
  first_deposit INTEGER NOT NULL DEFAULT 0,
  -- withdrawals requested, net of refunded ones
  withdraw INTEGER NOT NULL DEFAULT 0,
  withdraw_count INTEGER NOT NULL DEFAULT 0,
  bonus INTEGER NOT NULL DEFAULT 0,
  rebate INTEGER NOT NULL DEFAULT 0,
  -- agent income: commissions, salaries and dividends (the agent contracts issue writes them)
  income INTEGER NOT NULL DEFAULT 0,
  -- money moved between the member and its upline or downlines
  transfer_in INTEGER NOT NULL DEFAULT 0,
  transfer_out INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (owner_id, day, member_id)
) STRICT, WITHOUT ROWID;

-- The sums of a team's rows of team_daily per day (every member below the owner), with how many of them played and
-- deposited that day: a period's figures and its daily chart read a row per day.
CREATE TABLE team_day_total (
  owner_id INTEGER NOT NULL,
  day TEXT NOT NULL,
  active_members INTEGER NOT NULL DEFAULT 0,
  depositors INTEGER NOT NULL DEFAULT 0,
  bet_count INTEGER NOT NULL DEFAULT 0,
  valid_bet INTEGER NOT NULL DEFAULT 0,
  win INTEGER NOT NULL DEFAULT 0,
  deposit INTEGER NOT NULL DEFAULT 0,
  deposit_count INTEGER NOT NULL DEFAULT 0,
  first_deposit INTEGER NOT NULL DEFAULT 0,
  withdraw INTEGER NOT NULL DEFAULT 0,
  withdraw_count INTEGER NOT NULL DEFAULT 0,
  bonus INTEGER NOT NULL DEFAULT 0,
  rebate INTEGER NOT NULL DEFAULT 0,
  income INTEGER NOT NULL DEFAULT 0,
  transfer_in INTEGER NOT NULL DEFAULT 0,
  transfer_out INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (owner_id, day)
) STRICT, WITHOUT ROWID;

-- Each member of a team in a month (the owner itself left out): which days it played and deposited (bit d - 1 for day
-- d) and its month's sums. The distinct active members and depositors of any period read one row per member and
-- month; a period's per-member sums read whole months here and only the days of the months it cuts in team_daily.
CREATE TABLE team_member_month (
  owner_id INTEGER NOT NULL,
  -- yyyy-MM
  month TEXT NOT NULL,
  member_id INTEGER NOT NULL,
  bet_days INTEGER NOT NULL DEFAULT 0,
  deposit_days INTEGER NOT NULL DEFAULT 0,
  bet_count INTEGER NOT NULL DEFAULT 0,
  valid_bet INTEGER NOT NULL DEFAULT 0,
  win INTEGER NOT NULL DEFAULT 0,
  deposit INTEGER NOT NULL DEFAULT 0,
  withdraw INTEGER NOT NULL DEFAULT 0,
  bonus INTEGER NOT NULL DEFAULT 0,
  rebate INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (owner_id, month, member_id)
) STRICT, WITHOUT ROWID;

-- Bets per day, game type and vendor: own = 1 the owner's own bets, own = 0 every bet of the members below it.
CREATE TABLE team_daily_game (
  owner_id INTEGER NOT NULL,
  own INTEGER NOT NULL CHECK (own IN (0, 1)),
  day TEXT NOT NULL,
  game_type TEXT NOT NULL,
  vendor_code TEXT NOT NULL,
  bet_count INTEGER NOT NULL DEFAULT 0,
  valid_bet INTEGER NOT NULL DEFAULT 0,
  win INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (owner_id, own, day, game_type, vendor_code)
) STRICT, WITHOUT ROWID;

-- Every settled bet of a team in time order, under each upline of the player (team betting pages without a scan).
CREATE TABLE team_bets (
  owner_id INTEGER NOT NULL,
  settled_at TEXT NOT NULL,
  bet_id INTEGER NOT NULL,
  member_id INTEGER NOT NULL,
  game_type TEXT NOT NULL,
  vendor_code TEXT NOT NULL,
  PRIMARY KEY (owner_id, settled_at, bet_id)
) STRICT, WITHOUT ROWID;

-- Team management: a member's direct members, newest first.
CREATE INDEX members_parent_created ON members (parent_id, created_at);

-- One member's own settled bets in time order (team betting of one member).
CREATE INDEX bets_member_settled ON bets (member_id, settled_at) WHERE status = 'SETTLED';

-- Per-member facts of the back office: the invitation link a member registered through, its first deposit.
CREATE TABLE team_members (
  member_id INTEGER PRIMARY KEY REFERENCES members (id),
  link_code TEXT,
  -- registered by its agent in the agent centre
  registered_by_agent INTEGER NOT NULL DEFAULT 0 CHECK (registered_by_agent IN (0, 1)),
  first_deposit_at TEXT
) STRICT;

-- An agent's invitation links: the agent's own affiliate code and the extra links it creates (each a code that
-- registration accepts as affiliateCode or referralCode), with the sign-ups and first deposits each brought.
CREATE TABLE agent_links (
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  code TEXT NOT NULL COLLATE NOCASE,
  agent_id INTEGER NOT NULL REFERENCES members (id),
  -- what a sign-up through the link becomes: 0 a player, else an agent type (sub-agent links)
  member_type INTEGER NOT NULL,
  label TEXT NOT NULL,
  signups INTEGER NOT NULL DEFAULT 0,
  first_deposits INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  PRIMARY KEY (merchant_code, code)
) STRICT;
CREATE INDEX agent_links_agent ON agent_links (agent_id, created_at);

-- Notices for agents (the agent centre's announcement page), one row per language.
CREATE TABLE agent_notices (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  lang TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  published_at TEXT NOT NULL
) STRICT;
CREATE INDEX agent_notices_list ON agent_notices (merchant_code, lang, published_at DESC);
