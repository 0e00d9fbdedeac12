-- The site's own pages (issue 13): about us, licences, "Verify Representative" (per language, HTML sanitized by the
-- client), blog and news articles, the live-chat hosts and their rooms' messages, and the mirror sites' labels per
-- language.

CREATE TABLE site_pages (
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  page_key TEXT NOT NULL CHECK (page_key IN ('about', 'licence', 'verify')),
  lang TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (merchant_code, page_key, lang)
) STRICT;

CREATE TABLE site_articles (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  category TEXT NOT NULL CHECK (category IN ('BLOG', 'NEWS')),
  slug TEXT NOT NULL,
  titles TEXT NOT NULL CHECK (json_valid(titles)),
  summaries TEXT NOT NULL CHECK (json_valid(summaries)),
  contents TEXT NOT NULL CHECK (json_valid(contents)),
  image_url TEXT,
  published_at TEXT NOT NULL,
  UNIQUE (merchant_code, slug)
) STRICT;
CREATE INDEX site_articles_list ON site_articles (merchant_code, category, published_at DESC, id DESC);

CREATE TABLE chat_models (
  model_id TEXT NOT NULL,
  merchant_code TEXT NOT NULL REFERENCES merchants (code),
  nickname TEXT NOT NULL,
  -- greetings and answers per language (JSON { "pt-BR": [...], "en": [...] })
  greetings TEXT NOT NULL CHECK (json_valid(greetings)),
  online INTEGER NOT NULL DEFAULT 1 CHECK (online IN (0, 1)),
  base_viewers INTEGER NOT NULL DEFAULT 0,
  sort_order INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, model_id)
) STRICT;

-- A chat room entry ticket: single use, short-lived, names the member (or a visitor) and the host.
CREATE TABLE chat_tickets (
  ticket_hash TEXT PRIMARY KEY,
  merchant_code TEXT NOT NULL,
  model_id TEXT NOT NULL,
  member_id INTEGER REFERENCES members (id),
  language TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;

ALTER TABLE domain_mirrors ADD COLUMN labels TEXT CHECK (labels IS NULL OR json_valid(labels));
