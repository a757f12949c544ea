-- Several shard processes share one database; what keeps them apart is in the database itself.

-- One running game per channel, whichever process started it. A crash could have left more than one
-- open: all but the newest are closed as interrupted first (their points are kept).
UPDATE games SET ended_at = started_at, end_reason = 'interrupted'
WHERE ended_at IS NULL
  AND id NOT IN (SELECT max(id) FROM games WHERE ended_at IS NULL GROUP BY channel_id);
CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id) WHERE ended_at IS NULL;

-- Exactly-once scoring: a player's right answer to one question of one game is stored once.
CREATE UNIQUE INDEX answers_scored_once ON answers (game_id, question_id, user_id) WHERE correct = 1;

-- Leases: a named right held by one holder until a time (unix seconds), e.g. "identify:0" (the next
-- IDENTIFY in bucket 0 of Discord's session start limit) or "bank-rebuild" (the one rebuild of the
-- fact bank after a change). Taken only when absent or expired, in one write transaction.
CREATE TABLE leases (
    name    TEXT PRIMARY KEY,
    holder  TEXT NOT NULL,
    expires REAL NOT NULL
) WITHOUT ROWID;

-- The fact bank's version: bumped by the process that stored a new bank (after a document was added
-- or removed, a list imported); every other process reloads the stored bank when it sees it change.
CREATE TABLE bank_version (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    version    INTEGER NOT NULL,
    changed_at REAL NOT NULL
);
INSERT INTO bank_version (id, version, changed_at) VALUES (1, 0, 0);
