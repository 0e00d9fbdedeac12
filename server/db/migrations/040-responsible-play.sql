-- Responsible play (issue 14): the player's limits and their history, cool-off and self-exclusion, the reality-check
-- choice and a record of every login session (time played, reality checks, the risk warning of each login). The
-- merchant's rules live in settings (key `responsible-play`). Times in epoch milliseconds of the platform clock.

-- One limit of a member per kind and period. value: cents (DEPOSIT, LOSS), minutes (TIME) or a count (BETS); null
-- once a removal took effect. A raise or a removal waits (pending_*) until pending_effective_at.
CREATE TABLE rg_limits (
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('DEPOSIT', 'LOSS', 'TIME', 'BETS')),
  period TEXT NOT NULL CHECK (period IN ('DAY', 'WEEK', 'MONTH')),
  value INTEGER CHECK (value IS NULL OR value > 0),
  pending INTEGER NOT NULL DEFAULT 0 CHECK (pending IN (0, 1)),
  -- the value a pending change sets (null: removal)
  pending_value INTEGER CHECK (pending_value IS NULL OR pending_value > 0),
  pending_effective_at INTEGER,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, kind, period)
) STRICT;
CREATE INDEX rg_limits_pending ON rg_limits (pending_effective_at) WHERE pending = 1;

-- Cool-offs and self-exclusions; never deleted (the history is the record). ends_at null: indefinite.
CREATE TABLE rg_pauses (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('COOL_OFF', 'SELF_EXCLUSION')),
  duration TEXT NOT NULL,
  started_at INTEGER NOT NULL,
  ends_at INTEGER
) STRICT;
CREATE INDEX rg_pauses_member ON rg_pauses (member_id, started_at);

-- The player's choices that are not limits.
CREATE TABLE rg_members (
  member_id INTEGER PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  -- the reality-check interval in minutes; 0: the player turned it off; null: the merchant's default
  reality_check_minutes INTEGER CHECK (reality_check_minutes IS NULL OR reality_check_minutes >= 0),
  -- the CPF on file was confirmed (registration or the identity call): only customer service changes it
  identity_confirmed_at INTEGER
) STRICT;

-- Everything that changed, newest last.
CREATE TABLE rg_history (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  at INTEGER NOT NULL,
  event TEXT NOT NULL,
  kind TEXT,
  period TEXT,
  from_value INTEGER,
  to_value INTEGER,
  pause_kind TEXT,
  duration TEXT,
  until INTEGER,
  actor TEXT NOT NULL CHECK (actor IN ('PLAYER', 'REGISTRATION', 'PLATFORM', 'OPERATOR'))
) STRICT;
CREATE INDEX rg_history_member ON rg_history (member_id, id);

-- One row per login session, kept after the session ends: time played across sessions, the reality check (counted
-- from check_from_at) and the risk warning of this login. Filled by triggers on sessions, so that every way a
-- session starts, is seen or ends (login, registration, logout, password change, expiry) is recorded.
CREATE TABLE rg_sessions (
  token_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  started_at INTEGER NOT NULL,
  last_active_at INTEGER NOT NULL,
  ended_at INTEGER,
  -- LOGOUT, IDLE, EXPIRED, REALITY_CHECK_STOP, SELF_EXCLUSION, CLOSED (any other deletion)
  end_reason TEXT,
  check_from_at INTEGER NOT NULL,
  risk_ack_at INTEGER
) STRICT;
CREATE INDEX rg_sessions_member ON rg_sessions (member_id, started_at);

INSERT INTO rg_sessions (token_hash, member_id, started_at, last_active_at, check_from_at)
SELECT token_hash, member_id, created_at, last_seen_at, created_at FROM sessions;

CREATE TRIGGER rg_session_opened AFTER INSERT ON sessions
BEGIN
  INSERT OR IGNORE INTO rg_sessions (token_hash, member_id, started_at, last_active_at, check_from_at)
  VALUES (new.token_hash, new.member_id, new.created_at, new.last_seen_at, new.created_at);
END;

CREATE TRIGGER rg_session_seen AFTER UPDATE OF last_seen_at ON sessions
BEGIN
  UPDATE rg_sessions SET last_active_at = MAX(last_active_at, new.last_seen_at) WHERE token_hash = new.token_hash;
END;

CREATE TRIGGER rg_session_closed AFTER DELETE ON sessions
BEGIN
  UPDATE rg_sessions
  SET ended_at = COALESCE(ended_at, old.last_seen_at), end_reason = COALESCE(end_reason, 'CLOSED')
  WHERE token_hash = old.token_hash;
END;

