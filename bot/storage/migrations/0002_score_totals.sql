-- Running totals per player and period, kept by a trigger in the same transaction as each answer,
-- so a leaderboard reads a few index entries instead of grouping the whole answers log.
-- period: 'a' all time (key 0), 'd' UTC day (days since 1970-01-01), 'w' ISO week starting Monday
-- ((day + 3) / 7), 'm' month (year * 12 + month - 1).
CREATE TABLE score_totals (
    guild_id   INTEGER NOT NULL,
    period     TEXT NOT NULL CHECK (period IN ('a', 'd', 'w', 'm')),
    period_key INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    points     INTEGER NOT NULL DEFAULT 0,
    answers    INTEGER NOT NULL DEFAULT 0,
    correct    INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, period, period_key, user_id)
) WITHOUT ROWID;
CREATE INDEX score_totals_rank ON score_totals (guild_id, period, period_key, points DESC, correct DESC, user_id);

-- Per-player all-time facts that are not sums: games played and streaks.
CREATE TABLE player_streaks (
    guild_id       INTEGER NOT NULL,
    user_id        INTEGER NOT NULL,
    games          INTEGER NOT NULL DEFAULT 0,
    current_streak INTEGER NOT NULL DEFAULT 0,
    best_streak    INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, user_id)
) WITHOUT ROWID;

CREATE TRIGGER answers_totals AFTER INSERT ON answers
BEGIN
    INSERT INTO score_totals (guild_id, period, period_key, user_id, points, answers, correct)
    VALUES
        (NEW.guild_id, 'a', 0, NEW.user_id, NEW.points, 1, NEW.correct),
        (NEW.guild_id, 'd', CAST(NEW.answered_at / 86400 AS INTEGER), NEW.user_id, NEW.points, 1, NEW.correct),
        (NEW.guild_id, 'w', (CAST(NEW.answered_at / 86400 AS INTEGER) + 3) / 7, NEW.user_id, NEW.points, 1,
         NEW.correct),
        (NEW.guild_id, 'm', CAST(strftime('%Y', NEW.answered_at, 'unixepoch') AS INTEGER) * 12
                            + CAST(strftime('%m', NEW.answered_at, 'unixepoch') AS INTEGER) - 1,
         NEW.user_id, NEW.points, 1, NEW.correct)
    ON CONFLICT (guild_id, period, period_key, user_id) DO UPDATE SET
        points = points + excluded.points,
        answers = answers + 1,
        correct = correct + excluded.correct;

    INSERT INTO player_streaks (guild_id, user_id, games, current_streak, best_streak)
    VALUES (NEW.guild_id, NEW.user_id, 1, NEW.correct, NEW.correct)
    ON CONFLICT (guild_id, user_id) DO UPDATE SET
        games = games + NOT EXISTS (
            SELECT 1 FROM answers WHERE game_id = NEW.game_id AND user_id = NEW.user_id AND id <> NEW.id
        ),
        current_streak = CASE WHEN NEW.correct THEN current_streak + 1 ELSE 0 END,
        best_streak = max(best_streak, CASE WHEN NEW.correct THEN current_streak + 1 ELSE 0 END);
END;

-- Backfill from the answers already logged, in order, so an upgraded database keeps every point.
INSERT INTO score_totals (guild_id, period, period_key, user_id, points, answers, correct)
SELECT guild_id, 'a', 0, user_id, sum(points), count(*), sum(correct) FROM answers GROUP BY guild_id, user_id;
INSERT INTO score_totals (guild_id, period, period_key, user_id, points, answers, correct)
SELECT guild_id, 'd', CAST(answered_at / 86400 AS INTEGER) AS k, user_id, sum(points), count(*), sum(correct)
FROM answers GROUP BY guild_id, k, user_id;
INSERT INTO score_totals (guild_id, period, period_key, user_id, points, answers, correct)
SELECT guild_id, 'w', (CAST(answered_at / 86400 AS INTEGER) + 3) / 7 AS k, user_id, sum(points), count(*),
       sum(correct)
FROM answers GROUP BY guild_id, k, user_id;
INSERT INTO score_totals (guild_id, period, period_key, user_id, points, answers, correct)
SELECT guild_id, 'm', CAST(strftime('%Y', answered_at, 'unixepoch') AS INTEGER) * 12
                      + CAST(strftime('%m', answered_at, 'unixepoch') AS INTEGER) - 1 AS k,
       user_id, sum(points), count(*), sum(correct)
FROM answers GROUP BY guild_id, k, user_id;

-- Streaks: number the runs of correct answers (a wrong answer starts a new run), then take each
-- player's longest run and the run still open at their last answer.
INSERT INTO player_streaks (guild_id, user_id, games, current_streak, best_streak)
WITH ordered AS (
    SELECT guild_id, user_id, correct,
           sum(1 - correct) OVER (PARTITION BY guild_id, user_id ORDER BY answered_at, id) AS run
    FROM answers
), runs AS (
    SELECT guild_id, user_id, run, sum(correct) AS length FROM ordered GROUP BY guild_id, user_id, run
), per_player AS (
    SELECT guild_id, user_id, max(length) AS best, max(run) AS last_run FROM runs GROUP BY guild_id, user_id
), played AS (
    SELECT guild_id, user_id, count(DISTINCT game_id) AS games FROM answers GROUP BY guild_id, user_id
)
SELECT p.guild_id, p.user_id, g.games, r.length, p.best
FROM per_player p
JOIN runs r ON r.guild_id = p.guild_id AND r.user_id = p.user_id AND r.run = p.last_run
JOIN played g ON g.guild_id = p.guild_id AND g.user_id = p.user_id;
