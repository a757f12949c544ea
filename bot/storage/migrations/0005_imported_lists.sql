-- Red-DiscordBot trivia lists imported as topics (python -m bot import-red): one row per topic, and a
-- new import of the same topic replaces its row. The questions are kept as the list gave them (text
-- and answers); the bank turns them into quiz questions when it loads.
CREATE TABLE imported_lists (
    topic_key   TEXT PRIMARY KEY,             -- the topic, whitespace collapsed and case folded
    topic       TEXT NOT NULL,                -- as the operator named it
    source      TEXT NOT NULL,                -- the list's file name
    author      TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    config      TEXT NOT NULL DEFAULT '{}',   -- JSON of the list's CONFIG, values as written
    questions   TEXT NOT NULL,                -- JSON [[question, [answer, ...]], ...] in file order
    imported_at REAL NOT NULL
) WITHOUT ROWID;
