-- Security review (issue 15): game sessions tied to the member session that launched them, one-time login codes for
-- the `?token=` link, payment-password failures kept in the database, and the replay guard of encrypted bodies.

-- A launch link and the game session it opens live only as long as the member session that asked for them (sha256 of
-- its token, as in sessions.token_hash): logout and a password change end them.
ALTER TABLE launch_tokens ADD COLUMN member_session_hash TEXT;
ALTER TABLE play_sessions ADD COLUMN member_session_hash TEXT;
CREATE INDEX play_sessions_member_session ON play_sessions (member_session_hash);

-- One-time, short-lived codes that log a member in from a link (`/?token=<code>`); only their sha256 is kept.
CREATE TABLE login_codes (
  code_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
) STRICT;
CREATE INDEX login_codes_expiry ON login_codes (expires_at);

-- Wrong payment-password answers per member within the current window (epoch ms).
CREATE TABLE payment_password_failures (
  member_id INTEGER PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  failures INTEGER NOT NULL,
  window_start INTEGER NOT NULL
) STRICT;

-- Encrypted ("E") bodies already accepted: sha256 of the body's one-time AES key and IV, kept until its timestamp
-- leaves the acceptance window (after which the timestamp alone refuses it).
CREATE TABLE cipher_nonces (
  digest TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX cipher_nonces_expiry ON cipher_nonces (expires_at);
