-- Red-DiscordBot trivia lists imported as topics (see migrations/0005_imported_lists.sql).
CREATE TABLE imported_lists (
    topic_key   text PRIMARY KEY,             -- the topic, whitespace collapsed and case folded
    topic       text NOT NULL,                -- as the operator named it
    source      text NOT NULL,                -- the list's file name
    author      text NOT NULL DEFAULT '',
    description text NOT NULL DEFAULT '',
    config      text NOT NULL DEFAULT '{}',   -- JSON of the list's CONFIG, values as written
    questions   json NOT NULL,                -- [[question, [answer, ...]], ...] in file order
    imported_at double precision NOT NULL
);
