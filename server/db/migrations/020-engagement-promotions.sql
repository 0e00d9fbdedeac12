-- Player engagement (issue 12), part 1: promotions with their applications and claims, and the record of every reward
-- granted. Texts a player reads are JSON objects keyed by language ({"pt-BR": ..., "en": ...}). Amounts in cents.

-- Every reward the platform grants: credited through the ledger (ledger_entry_id) with its own movement type, or
-- PENDING in the reward centre until the member claims it. grant_key names what it was granted for (a mission and
-- its period, a ticket, an application ...), so a grant happens once however often it is asked for.
CREATE TABLE reward_grants (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  member_id INTEGER NOT NULL REFERENCES members (id),
  kind TEXT NOT NULL,
  ledger_type TEXT NOT NULL,
  title TEXT NOT NULL CHECK (json_valid(title)),
  amount INTEGER NOT NULL CHECK (amount > 0),
  turnover_multiplier INTEGER NOT NULL DEFAULT 0 CHECK (turnover_multiplier >= 0),
  -- the turnover requirement added when credited
  turnover_added INTEGER NOT NULL DEFAULT 0 CHECK (turnover_added >= 0),
  grant_key TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'CREDITED')),
  created_at TEXT NOT NULL,
  credited_at TEXT,
  ledger_entry_id INTEGER REFERENCES ledger (id)
) STRICT;
CREATE INDEX reward_grants_member ON reward_grants (member_id, status, id);

-- The content-only promotion list of 003 gives way to the promotions players take part in (the announcement
-- content's promotion list now reads these).
DROP TABLE promotions;

CREATE TABLE promotions (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  category TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('APPLY', 'DEPOSIT', 'SIGNIN', 'INFO')),
  repeat TEXT NOT NULL DEFAULT 'ONCE' CHECK (repeat IN ('ONCE', 'DAILY', 'WEEKLY')),
  title TEXT NOT NULL CHECK (json_valid(title)),
  summary TEXT NOT NULL CHECK (json_valid(summary)),
  content TEXT NOT NULL CHECK (json_valid(content)),
  link TEXT,
  reward_amount INTEGER CHECK (reward_amount >= 0),
  reward_rate_bp INTEGER CHECK (reward_rate_bp > 0),
  max_reward INTEGER CHECK (max_reward > 0),
  min_deposit INTEGER CHECK (min_deposit > 0),
  turnover_multiplier INTEGER NOT NULL DEFAULT 0 CHECK (turnover_multiplier >= 0),
  start_time TEXT NOT NULL,
  end_time TEXT,
  visible INTEGER NOT NULL DEFAULT 1 CHECK (visible IN (0, 1)),
  sort_order INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
CREATE INDEX promotions_merchant ON promotions (merchant_code, sort_order, id);

-- Applications to APPLY promotions (spec §5): one open or approved per member and promotion; a rejected one may be
-- followed by a new one.
CREATE TABLE promotion_applications (
  id INTEGER PRIMARY KEY,
  promotion_id INTEGER NOT NULL REFERENCES promotions (id),
  member_id INTEGER NOT NULL REFERENCES members (id),
  comment TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'APPLYING' CHECK (status IN ('APPLYING', 'APPROVED', 'REJECTED')),
  remark TEXT,
  reward_amount INTEGER,
  grant_id INTEGER REFERENCES reward_grants (id),
  created_at TEXT NOT NULL,
  decided_at TEXT
) STRICT;
CREATE UNIQUE INDEX promotion_applications_live ON promotion_applications (promotion_id, member_id)
  WHERE status IN ('APPLYING', 'APPROVED');
CREATE INDEX promotion_applications_status ON promotion_applications (status, id);
CREATE INDEX promotion_applications_member ON promotion_applications (member_id, id);

-- Images of an application: stored in DATA_DIR/uploads under a generated name (mode 0600), type read from the bytes.
CREATE TABLE promotion_application_images (
  id INTEGER PRIMARY KEY,
  application_id INTEGER NOT NULL REFERENCES promotion_applications (id),
  stored_name TEXT NOT NULL UNIQUE,
  original_name TEXT NOT NULL,
  media_type TEXT NOT NULL CHECK (media_type IN ('image/png', 'image/jpeg')),
  size INTEGER NOT NULL CHECK (size > 0),
  sha256 TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;

-- Claims of DEPOSIT and SIGNIN promotions: once per member, promotion and period ('ONCE', a Brasília date, or the
-- date a Brasília week starts).
CREATE TABLE promotion_claims (
  promotion_id INTEGER NOT NULL REFERENCES promotions (id),
  member_id INTEGER NOT NULL REFERENCES members (id),
  period_key TEXT NOT NULL,
  grant_id INTEGER NOT NULL REFERENCES reward_grants (id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (promotion_id, member_id, period_key)
) STRICT;
