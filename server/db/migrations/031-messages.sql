-- Messages (issue 13): the member's inbox (messageV2) — system notices and the messages the platform writes on events
-- (deposit credited, withdrawal paid or rejected, reward granted, redemption decided, feedback answered) — and the
-- feedback members send, with their images.

-- One message of one member. Event messages name a text of shared/api/messages.ts and its params (worded in the
-- reader's language when read); operator notices carry their own title and HTML per language. event_key makes an
-- event's message unique: the same event never writes twice. category lets a filter hide a kind (MARKETING for a
-- member who does not want promotional messages, or whom responsible play has excluded).
CREATE TABLE member_messages (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  member_id INTEGER NOT NULL REFERENCES members (id),
  category TEXT NOT NULL CHECK (category IN ('SYSTEM', 'TRANSACTION', 'REWARD', 'FEEDBACK', 'MARKETING')),
  template TEXT,
  params TEXT CHECK (params IS NULL OR json_valid(params)),
  titles TEXT CHECK (titles IS NULL OR json_valid(titles)),
  contents TEXT CHECK (contents IS NULL OR json_valid(contents)),
  -- where the message leads in the app (a route such as /pointMall?tab=history), or null
  link TEXT,
  event_key TEXT UNIQUE,
  created_at TEXT NOT NULL,
  read_at TEXT,
  deleted_at TEXT,
  CHECK (template IS NOT NULL OR (titles IS NOT NULL AND contents IS NOT NULL))
) STRICT;
CREATE INDEX member_messages_inbox ON member_messages (member_id, id) WHERE deleted_at IS NULL;
CREATE INDEX member_messages_unread ON member_messages (member_id) WHERE deleted_at IS NULL AND read_at IS NULL;

-- A member's message preferences (absent row: defaults).
CREATE TABLE member_message_prefs (
  member_id INTEGER PRIMARY KEY REFERENCES members (id),
  marketing_opt_out INTEGER NOT NULL DEFAULT 0 CHECK (marketing_opt_out IN (0, 1)),
  updated_at TEXT NOT NULL
) STRICT;

-- Feedback sent by members; the operator answers (the answer reaches the member as a message).
CREATE TABLE feedback (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  member_id INTEGER NOT NULL REFERENCES members (id),
  feedback_type TEXT NOT NULL,
  content TEXT NOT NULL,
  language TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'ANSWERED')),
  answer TEXT,
  created_at TEXT NOT NULL,
  answered_at TEXT
) STRICT;
CREATE INDEX feedback_member ON feedback (member_id, id);
CREATE INDEX feedback_open ON feedback (merchant_code, id) WHERE status = 'OPEN';

-- Images uploaded for a feedback (png or jpg from their bytes, 5 MB each, 3 per feedback), stored in
-- DATA_DIR/uploads under generated names; feedback_id stays null until the feedback that uses them is sent.
CREATE TABLE feedback_images (
  id INTEGER PRIMARY KEY,
  image_id TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members (id),
  feedback_id INTEGER REFERENCES feedback (id),
  stored_name TEXT NOT NULL UNIQUE,
  original_name TEXT NOT NULL,
  media_type TEXT NOT NULL CHECK (media_type IN ('image/png', 'image/jpeg')),
  size INTEGER NOT NULL CHECK (size > 0),
  sha256 TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX feedback_images_member ON feedback_images (member_id, feedback_id);
