-- Foundation: merchants and their configuration, members and sessions, the wallet ledger, game vendor lanes and
-- announcement content. Localized text is stored either as one row per language (long HTML content) or as a JSON
-- object keyed by language code (short labels such as display names).

CREATE TABLE merchants (
  code TEXT PRIMARY KEY,
  -- Static merchant info (site name, currency, legal footer, customer service, resources ...) as JSON.
  config TEXT NOT NULL CHECK (json_valid(config))
) STRICT;

-- Live operator settings (maintenance, region restriction ...), read on every request.
CREATE TABLE settings (
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  key TEXT NOT NULL,
  value TEXT NOT NULL CHECK (json_valid(value)),
  updated_at TEXT NOT NULL,
  PRIMARY KEY (merchant_code, key)
) STRICT;

-- The whitelabel module tree; leaves are the feature flags.
CREATE TABLE whitelabel_nodes (
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  mod_id TEXT NOT NULL,
  parent_mod_id TEXT,
  name TEXT NOT NULL,
  enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  sort_order INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, mod_id)
) STRICT;

CREATE TABLE register_rules (
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  field TEXT NOT NULL,
  enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  required INTEGER NOT NULL CHECK (required IN (0, 1)),
  accepted_pattern TEXT NOT NULL,
  min_length INTEGER NOT NULL CHECK (min_length >= 0),
  max_length INTEGER NOT NULL CHECK (max_length >= min_length),
  pattern_id INTEGER NOT NULL CHECK (pattern_id BETWEEN 0 AND 22),
  sort_order INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, field)
) STRICT;

CREATE TABLE domain_mirrors (
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  url TEXT NOT NULL,
  label TEXT NOT NULL,
  sort_order INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, url)
) STRICT;

CREATE TABLE country_codes (
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  country_code TEXT NOT NULL,
  dialing_code TEXT NOT NULL,
  names TEXT NOT NULL CHECK (json_valid(names)),
  sort_order INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, country_code)
) STRICT;

CREATE TABLE help_categories (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  key TEXT NOT NULL,
  lang TEXT NOT NULL,
  title TEXT NOT NULL,
  sort_order INTEGER NOT NULL,
  UNIQUE (merchant_code, key, lang)
) STRICT;

CREATE TABLE help_articles (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES help_categories (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  sort_order INTEGER NOT NULL
) STRICT;

-- Announcement content (spec §3): banners, player notices, popups. One row per language.
CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  lang TEXT NOT NULL,
  group_name TEXT NOT NULL,
  title TEXT NOT NULL,
  url TEXT NOT NULL,
  linkage TEXT NOT NULL,
  linkage_type TEXT NOT NULL,
  sort_order INTEGER NOT NULL
) STRICT;

CREATE TABLE notices (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  lang TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  sort_order INTEGER NOT NULL,
  published_at TEXT NOT NULL
) STRICT;

CREATE TABLE popups (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  lang TEXT NOT NULL,
  -- A: logged in, B: anonymous, F: first login
  execution TEXT NOT NULL CHECK (execution IN ('A', 'B', 'F')),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  promotion_type TEXT,
  sort_order INTEGER NOT NULL
) STRICT;

-- Game vendors. A vendor may appear in several categories (AG: LIVE, RNG, FISH).
CREATE TABLE vendors (
  code TEXT PRIMARY KEY,
  display_names TEXT NOT NULL CHECK (json_valid(display_names)),
  color TEXT NOT NULL,
  maintenance INTEGER NOT NULL DEFAULT 0 CHECK (maintenance IN (0, 1))
) STRICT;

CREATE TABLE game_categories (
  code TEXT PRIMARY KEY,
  sort_order INTEGER NOT NULL
) STRICT;

-- One vendor card in one category lane of one merchant, in server order.
CREATE TABLE category_vendors (
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  category TEXT NOT NULL REFERENCES game_categories (code),
  vendor_code TEXT NOT NULL REFERENCES vendors (code),
  is_game TEXT NOT NULL,
  game_code TEXT,
  sort_order INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, category, vendor_code)
) STRICT;

CREATE TABLE game_classify (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  category TEXT NOT NULL REFERENCES game_categories (code),
  key TEXT NOT NULL,
  display_names TEXT NOT NULL CHECK (json_valid(display_names)),
  -- JSON array of vendor codes
  vendors TEXT NOT NULL CHECK (json_valid(vendors)),
  sort_order INTEGER NOT NULL,
  UNIQUE (merchant_code, category, key)
) STRICT;

CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  username TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  type INTEGER NOT NULL,
  parent_id INTEGER REFERENCES members (id),
  nickname TEXT,
  email TEXT,
  mobile_num TEXT,
  country_dialing_code TEXT,
  language TEXT,
  status TEXT NOT NULL DEFAULT 'ACTIVE',
  created_at TEXT NOT NULL,
  password_changed_at TEXT NOT NULL,
  UNIQUE (merchant_code, username)
) STRICT;
CREATE INDEX members_parent ON members (parent_id);

-- Session tokens are stored as their sha256 hex digest, never in the clear.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX sessions_member ON sessions (member_id);

-- Wallet accounts: one per member and wallet code ('MAIN' plus vendor wallets). Integer cents only.
CREATE TABLE wallet_accounts (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  wallet_code TEXT NOT NULL,
  currency TEXT NOT NULL,
  -- demo-money wallet (trial accounts)
  demo INTEGER NOT NULL DEFAULT 0 CHECK (demo IN (0, 1)),
  balance INTEGER NOT NULL DEFAULT 0 CHECK (typeof(balance) = 'integer' AND balance >= 0),
  UNIQUE (member_id, wallet_code)
) STRICT;

-- One money movement (credit, debit or transfer) and its idempotency key.
CREATE TABLE ledger_operations (
  id INTEGER PRIMARY KEY,
  idempotency_key TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('credit', 'debit', 'transfer')),
  -- canonical JSON of the parameters: a replay with other parameters is a conflict
  params TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;

-- Append-only ledger: one row per account movement. A transfer writes two rows (keys <key>:from and <key>:to).
CREATE TABLE ledger (
  id INTEGER PRIMARY KEY,
  operation_id INTEGER NOT NULL REFERENCES ledger_operations (id),
  account_id INTEGER NOT NULL REFERENCES wallet_accounts (id),
  amount INTEGER NOT NULL CHECK (typeof(amount) = 'integer' AND amount <> 0),
  balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
  type TEXT NOT NULL,
  reference TEXT,
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX ledger_account ON ledger (account_id, id);

CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger
BEGIN
  SELECT RAISE(ABORT, 'ledger is append-only');
END;
CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger
BEGIN
  SELECT RAISE(ABORT, 'ledger is append-only');
END;
CREATE TRIGGER ledger_operations_no_update BEFORE UPDATE ON ledger_operations
BEGIN
  SELECT RAISE(ABORT, 'ledger is append-only');
END;
CREATE TRIGGER ledger_operations_no_delete BEFORE DELETE ON ledger_operations
BEGIN
  SELECT RAISE(ABORT, 'ledger is append-only');
END;
