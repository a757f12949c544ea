-- A server's default topics (/triviaadmin settings add_topic / remove_topic): what a game started
-- without a topic draws from. Empty = the race reports only (imported trivia lists are never mixed in).
ALTER TABLE guild_settings ADD COLUMN default_topics TEXT NOT NULL DEFAULT '[]';  -- JSON list of names
