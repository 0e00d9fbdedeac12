-- Accounts and sessions (issue 3): member profile and password policy columns, login throttling, captchas, SMS and
-- e-mail codes delivered to an operator-visible outbox, new-IP verification, the request-cipher key pair.

ALTER TABLE members ADD COLUMN icon TEXT;
ALTER TABLE members ADD COLUMN payee_name TEXT;
ALTER TABLE members ADD COLUMN birthday TEXT;
ALTER TABLE members ADD COLUMN id_number TEXT;
-- other optional registration fields (line, whatsapp, telegram ...) as a JSON object
ALTER TABLE members ADD COLUMN profile TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(profile));
ALTER TABLE members ADD COLUMN payment_password_hash TEXT;
-- the password is the merchant's default initial password: a change is required before anything else
ALTER TABLE members ADD COLUMN must_change_password INTEGER NOT NULL DEFAULT 0 CHECK (must_change_password IN (0, 1));
-- ISO timestamp after which the password counts as expired (null: never)
ALTER TABLE members ADD COLUMN password_expires_at TEXT;
-- null until the first-login action ran
ALTER TABLE members ADD COLUMN first_login_at TEXT;
ALTER TABLE members ADD COLUMN last_login_at TEXT;
-- agents: the invitation code downlines register with
ALTER TABLE members ADD COLUMN affiliate_code TEXT;
-- registration record: the affiliate and referral codes used, the page and the visitor IP
ALTER TABLE members ADD COLUMN registered_affiliate_code TEXT;
ALTER TABLE members ADD COLUMN registered_referral_code TEXT;
ALTER TABLE members ADD COLUMN register_url TEXT;
ALTER TABLE members ADD COLUMN register_ip TEXT;
-- trial accounts: sha256 of the device fingerprint they were created for
ALTER TABLE members ADD COLUMN device_hash TEXT;
CREATE UNIQUE INDEX members_affiliate_code ON members (merchant_code, affiliate_code) WHERE affiliate_code IS NOT NULL;
CREATE INDEX members_mobile ON members (merchant_code, country_dialing_code, mobile_num) WHERE mobile_num IS NOT NULL;
CREATE INDEX members_device ON members (merchant_code, device_hash) WHERE device_hash IS NOT NULL;

-- Failed logins per subject ('user:<merchant>:<username>' or 'ip:<merchant>:<ip>'); times in epoch ms.
CREATE TABLE login_failures (
  subject TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  last_failure_at INTEGER NOT NULL,
  locked_until INTEGER
) STRICT;

-- Picture captchas: the answer is stored as an HMAC, single use, short-lived.
CREATE TABLE captchas (
  captcha_key TEXT PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  answer_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;

-- One-time codes sent by SMS or e-mail; only their HMAC is kept. purpose: login, register, reset, ip-verification.
CREATE TABLE verification_codes (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  channel TEXT NOT NULL CHECK (channel IN ('SMS', 'EMAIL')),
  -- '+55 11987654321' for SMS, the e-mail address for EMAIL
  destination TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER,
  -- the visitor IP that asked for the code (per-IP cap against SMS pumping)
  requester_ip TEXT
) STRICT;
CREATE INDEX verification_codes_requester ON verification_codes (merchant_code, requester_ip, sent_at);
CREATE INDEX verification_codes_destination ON verification_codes (merchant_code, channel, destination, purpose, sent_at);

-- Simulated delivery: every SMS and e-mail the platform "sends", readable by the operator only (route and CLI).
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  channel TEXT NOT NULL CHECK (channel IN ('SMS', 'EMAIL')),
  destination TEXT NOT NULL,
  -- '+55' / '11987654321' for SMS (the operator route filters by mobileNum)
  country_dialing_code TEXT,
  mobile_num TEXT,
  purpose TEXT NOT NULL,
  body TEXT NOT NULL,
  -- the one-time code or link of the message (what a person would read in it)
  code TEXT,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX outbox_mobile ON outbox (merchant_code, mobile_num, id);
CREATE INDEX outbox_destination ON outbox (merchant_code, destination, id);

-- IPs a member has logged in from and verified (new-IP verification applies to members that have any).
CREATE TABLE member_ips (
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  ip TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (member_id, ip)
) STRICT;

-- A login refused for an unregistered IP waits for verification under a ticket (stored hashed).
CREATE TABLE login_tickets (
  ticket_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  ip TEXT NOT NULL,
  -- JSON array of the offered verification types
  types TEXT NOT NULL CHECK (json_valid(types)),
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0
) STRICT;

-- Password-reset links sent by e-mail (the token is stored hashed).
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
) STRICT;

-- Key pairs of the request cipher (RSA-OAEP-256 wrapping one-time AES-256-GCM keys). The private key never leaves.
CREATE TABLE cipher_keys (
  key_id TEXT PRIMARY KEY,
  public_pem TEXT NOT NULL,
  private_pem TEXT NOT NULL,
  created_at INTEGER NOT NULL
) STRICT;

-- Server secrets (HMAC key of codes and captchas), generated on first use.
CREATE TABLE server_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT;

-- Social sign-in (OAuth 2.0 authorization code + PKCE). Providers per merchant live in settings
-- (key `social-providers`: client id and secret, endpoints); none for the demo merchant.
CREATE TABLE oauth_states (
  state_hash TEXT PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  provider TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  code_challenge TEXT NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;

-- A member signed in with a provider account (the provider's subject id).
CREATE TABLE social_links (
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (merchant_code, provider, subject)
) STRICT;
