-- The built fact bank, and the per-document parse cache that lets a rebuild skip unchanged documents.
CREATE TABLE fact_bank (
    id          integer PRIMARY KEY CHECK (id = 1),   -- one bank per bot
    fingerprint text NOT NULL,                        -- sha256 over the documents' names and contents
    export      text NOT NULL,                        -- the versioned export JSON (see README)
    built_at    double precision NOT NULL
);

CREATE TABLE document_cache (
    sha256    text PRIMARY KEY,                       -- of the document's bytes
    parsed    text NOT NULL,                          -- JSON of the ingested document
    cached_at double precision NOT NULL
);
