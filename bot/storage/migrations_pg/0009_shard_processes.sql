-- Shard processes sharing one database coordinate through it (see the SQLite copy of this migration
-- and bot/storage/cluster.py). IDENTIFY turns use pg_advisory_lock on PostgreSQL; the leases table
-- holds the bank's rebuild claim.
CREATE TABLE leases (
    name    text PRIMARY KEY,
    holder  text NOT NULL,
    expires double precision NOT NULL
);

CREATE TABLE bank_version (
    id         integer PRIMARY KEY CHECK (id = 1),
    version    bigint NOT NULL,
    changed_at double precision NOT NULL
);
INSERT INTO bank_version (id, version, changed_at) VALUES (1, 0, 0);
