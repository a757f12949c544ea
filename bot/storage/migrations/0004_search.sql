-- Full-text search for /ask: every sentence of every read document, and every fact of the bank, in
-- FTS5 tables ranked with bm25. Both are rebuilt together from one bank; search_index remembers which
-- (the bank's fingerprint), so an unchanged bank is not indexed again at every start.
CREATE TABLE search_index (
    id          INTEGER PRIMARY KEY CHECK (id = 1),   -- one index, of the one bank
    fingerprint TEXT NOT NULL,                        -- index format version + the bank's fingerprint
    sentences   INTEGER NOT NULL,
    facts       INTEGER NOT NULL,
    indexed_at  REAL NOT NULL
);

CREATE VIRTUAL TABLE sentence_search USING fts5(
    text,                      -- the sentence, verbatim
    document UNINDEXED,        -- the document's file name
    title UNINDEXED,           -- the document's title
    position UNINDEXED,        -- the sentence's index in its document
    tokenize = 'porter unicode61 remove_diacritics 2'
);

CREATE VIRTUAL TABLE fact_search USING fts5(
    text,                      -- relation words, subject, value and race, for matching
    fact_id UNINDEXED,
    relation UNINDEXED,
    subject UNINDEXED,
    value UNINDEXED,
    race UNINDEXED,
    tokenize = 'porter unicode61 remove_diacritics 2'
);
