-- Imported topics keep their questions as converted when imported (prompt, answers, choices, others,
-- ...), so a start loads them instead of converting every list again. A row imported before this has
-- no conversion (NULL) and is skipped with a warning until its list is imported again.
ALTER TABLE imported_lists ADD COLUMN converted TEXT;  -- JSON [question record, ...] in file order
