-- Imported topics keep their questions as converted when imported (see migrations/0007_imported_questions.sql).
ALTER TABLE imported_lists ADD COLUMN converted text;  -- JSON [question record, ...] in file order
