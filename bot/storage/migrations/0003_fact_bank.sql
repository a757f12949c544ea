-- The built fact bank, and the per-document parse cache that lets a rebuild skip unchanged documents.
CREATE TABLE fact_bank (
    id          INTEGER PRIMARY KEY CHECK (id = 1),   -- one bank per bot
    fingerprint TEXT NOT NULL,                        -- sha256 over the documents' names and contents
    export      TEXT NOT NULL,                        -- the versioned export JSON (see README)
    built_at    REAL NOT NULL
);

CREATE TABLE document_cache (
    sha256    TEXT PRIMARY KEY,                       -- of the document's bytes
    parsed    TEXT NOT NULL,                          -- JSON of the ingested document
    cached_at REAL NOT NULL
) WITHOUT ROWID;
