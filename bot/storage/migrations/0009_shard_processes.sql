-- Shard processes sharing one database coordinate through it (see bot/storage/cluster.py).

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
