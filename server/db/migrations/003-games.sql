-- Games (issue 4): the catalogue, favourites, recent games, launch tokens and play sessions, bets (rounds and lottery
-- tickets), lottery draws, game announcements and promotions.

-- The catalogue (about 10,000 games, generated deterministically at seed time). Names are stored per language and
-- lower-cased for the search index; RTP in basis points (9612 = 96.12 %).
CREATE TABLE games (
  node_id INTEGER PRIMARY KEY,
  game_code TEXT NOT NULL UNIQUE,
  -- the category (vendor lane title): LIVE, RNG, SPORTS, ESPORTS, PVP, FISH, LOTT, ELOTT, COCKFIGHT, INHOUSE
  game_type TEXT NOT NULL,
  vendor_code TEXT NOT NULL REFERENCES vendors (code),
  -- class (baccarat ...), slot sub-type (SC, VP, JP, TG, AC) or lottery family (SSC, 11X5 ...); NULL for none
  classify TEXT,
  -- which platform game page plays it: slot, table, sports, lottery
  play_kind TEXT NOT NULL CHECK (play_kind IN ('slot', 'table', 'sports', 'lottery')),
  name_pt TEXT NOT NULL,
  name_en TEXT NOT NULL,
  search_pt TEXT NOT NULL,
  search_en TEXT NOT NULL,
  is_hot INTEGER NOT NULL CHECK (is_hot IN (0, 1)),
  is_new INTEGER NOT NULL CHECK (is_new IN (0, 1)),
  rtp_bp INTEGER NOT NULL CHECK (rtp_bp BETWEEN 5000 AND 9999),
  maintenance INTEGER NOT NULL DEFAULT 0 CHECK (maintenance IN (0, 1)),
  -- lottery only: the prize mode (LOTT, ZY, ELOTT, SEA) and seconds between draws
  prize_mode TEXT,
  draw_interval INTEGER,
  -- lane order inside a category: hot games first, then a deterministic shuffle
  sort_order INTEGER NOT NULL
) STRICT;
CREATE INDEX games_type_order ON games (game_type, sort_order);
CREATE INDEX games_type_vendor_order ON games (game_type, vendor_code, sort_order);
CREATE INDEX games_type_classify_order ON games (game_type, classify, sort_order);
CREATE INDEX games_new_order ON games (game_type, sort_order) WHERE is_new = 1;
CREATE INDEX games_hot_order ON games (game_type, sort_order) WHERE is_hot = 1;
CREATE INDEX games_vendor ON games (vendor_code, game_type);
CREATE INDEX games_lottery ON games (sort_order) WHERE play_kind = 'lottery';

-- Name search: trigram full-text index over the lower-cased names (substring search, 3+ characters). The seed fills
-- it in one 'rebuild' (faster than a trigger per row); inserts after the seed go through insertGame (services).
CREATE VIRTUAL TABLE games_fts USING fts5 (
  search_pt,
  search_en,
  content = 'games',
  content_rowid = 'node_id',
  tokenize = 'trigram'
);
CREATE TRIGGER games_fts_delete AFTER DELETE ON games
BEGIN
  INSERT INTO games_fts (games_fts, rowid, search_pt, search_en)
  VALUES ('delete', old.node_id, old.search_pt, old.search_en);
END;
CREATE TRIGGER games_fts_update AFTER UPDATE OF search_pt, search_en ON games
BEGIN
  INSERT INTO games_fts (games_fts, rowid, search_pt, search_en)
  VALUES ('delete', old.node_id, old.search_pt, old.search_en);
  INSERT INTO games_fts (rowid, search_pt, search_en) VALUES (new.node_id, new.search_pt, new.search_en);
END;

CREATE TABLE favourite_games (
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id INTEGER NOT NULL REFERENCES games (node_id),
  created_seq INTEGER NOT NULL,
  PRIMARY KEY (member_id, node_id)
) STRICT;

-- Recent games, one row per member and game; seq orders them (newest = highest).
CREATE TABLE recent_games (
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id INTEGER NOT NULL REFERENCES games (node_id),
  seq INTEGER NOT NULL,
  played_at TEXT NOT NULL,
  PRIMARY KEY (member_id, node_id)
) STRICT;
CREATE INDEX recent_games_member_seq ON recent_games (member_id, seq DESC);

-- Short-lived single-use launch tokens (sha256 of the token), bound to a member, a game and a wallet account.
CREATE TABLE launch_tokens (
  token_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id INTEGER NOT NULL REFERENCES games (node_id),
  account_id INTEGER NOT NULL REFERENCES wallet_accounts (id),
  room_id TEXT,
  language TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
) STRICT;

-- A game page's session (created when its launch token is used); the page's API calls carry it.
CREATE TABLE play_sessions (
  session_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id INTEGER NOT NULL REFERENCES games (node_id),
  account_id INTEGER NOT NULL REFERENCES wallet_accounts (id),
  room_id TEXT,
  language TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;

-- One bet: a settled game round, or a lottery ticket (OPEN until its issue is drawn). Amounts in cents.
CREATE TABLE bets (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  round_id TEXT NOT NULL,
  node_id INTEGER NOT NULL REFERENCES games (node_id),
  game_code TEXT NOT NULL,
  vendor_code TEXT NOT NULL,
  game_type TEXT NOT NULL,
  account_id INTEGER NOT NULL REFERENCES wallet_accounts (id),
  demo INTEGER NOT NULL CHECK (demo IN (0, 1)),
  stake INTEGER NOT NULL CHECK (stake > 0),
  win INTEGER NOT NULL DEFAULT 0 CHECK (win >= 0),
  status TEXT NOT NULL CHECK (status IN ('OPEN', 'SETTLED')),
  -- lottery tickets: the issue they play
  numero TEXT,
  -- the bet and its outcome as JSON
  detail TEXT NOT NULL CHECK (json_valid(detail)),
  created_at TEXT NOT NULL,
  settled_at TEXT,
  UNIQUE (member_id, round_id)
) STRICT;
CREATE INDEX bets_member_time ON bets (member_id, created_at);
CREATE INDEX bets_wins ON bets (demo, win DESC) WHERE win > 0;
CREATE INDEX bets_open_tickets ON bets (game_code, numero) WHERE status = 'OPEN';

-- Drawn lottery issues.
CREATE TABLE lottery_draws (
  game_code TEXT NOT NULL,
  numero TEXT NOT NULL,
  winning_number TEXT NOT NULL,
  open_time TEXT NOT NULL,
  open_at INTEGER NOT NULL,
  PRIMARY KEY (game_code, numero)
) STRICT;
CREATE INDEX lottery_draws_latest ON lottery_draws (game_code, open_at DESC);

CREATE TABLE game_announcements (
  id INTEGER PRIMARY KEY,
  lang TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  vendor_code TEXT,
  game_type TEXT,
  start_time TEXT NOT NULL,
  end_time TEXT
) STRICT;

CREATE TABLE promotions (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  lang TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  promotion_type TEXT NOT NULL,
  start_time TEXT NOT NULL,
  end_time TEXT,
  sort_order INTEGER NOT NULL
) STRICT;
