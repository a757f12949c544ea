-- Several bot processes share one PostgreSQL database: the database itself guarantees one running game
-- per channel and that a player scores a question of a game once (see the SQLite copy of this migration).
UPDATE games SET ended_at = started_at, end_reason = 'interrupted'
WHERE ended_at IS NULL
  AND id NOT IN (SELECT max(id) FROM games WHERE ended_at IS NULL GROUP BY channel_id);
CREATE UNIQUE INDEX games_one_running ON games (channel_id) WHERE ended_at IS NULL;
CREATE UNIQUE INDEX answers_scored_once ON answers (game_id, question_id, user_id) WHERE correct = 1;
