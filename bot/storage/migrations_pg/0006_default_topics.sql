-- A server's default topics (see migrations/0006_default_topics.sql).
ALTER TABLE guild_settings ADD COLUMN default_topics text NOT NULL DEFAULT '[]';  -- JSON list of names
