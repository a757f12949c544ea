-- Running totals per player and period, kept by a trigger in the same transaction as each answer (see
-- migrations/0002_score_totals.sql). The period keys are computed by two functions, used by the trigger
-- and the backfill alike: the UTC day (days since 1970-01-01) and the month (year * 12 + month - 1).
CREATE FUNCTION photo_finish_day(t double precision) RETURNS bigint
    LANGUAGE sql IMMUTABLE STRICT AS $$ SELECT floor(t / 86400)::bigint $$;
CREATE FUNCTION photo_finish_month(t double precision) RETURNS bigint
    LANGUAGE sql IMMUTABLE STRICT AS $$
        SELECT (extract(year FROM to_timestamp(t) AT TIME ZONE 'UTC') * 12
                + extract(month FROM to_timestamp(t) AT TIME ZONE 'UTC') - 1)::bigint $$;

CREATE TABLE score_totals (
    guild_id   bigint NOT NULL,
    period     text NOT NULL CHECK (period IN ('a', 'd', 'w', 'm')),
    period_key bigint NOT NULL,
    user_id    bigint NOT NULL,
    points     integer NOT NULL DEFAULT 0,
    answers    integer NOT NULL DEFAULT 0,
    correct    integer NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, period, period_key, user_id)
);
CREATE INDEX score_totals_rank ON score_totals (guild_id, period, period_key, points DESC, correct DESC, user_id);

CREATE TABLE player_streaks (
    guild_id       bigint NOT NULL,
    user_id        bigint NOT NULL,
    games          integer NOT NULL DEFAULT 0,
    current_streak integer NOT NULL DEFAULT 0,
    best_streak    integer NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, user_id)
);

CREATE FUNCTION photo_finish_answer_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    day bigint := photo_finish_day(NEW.answered_at);
BEGIN
    INSERT INTO score_totals AS t (guild_id, period, period_key, user_id, points, answers, correct)
    VALUES
        (NEW.guild_id, 'a', 0, NEW.user_id, NEW.points, 1, NEW.correct),
        (NEW.guild_id, 'd', day, NEW.user_id, NEW.points, 1, NEW.correct),
        (NEW.guild_id, 'w', (day + 3) / 7, NEW.user_id, NEW.points, 1, NEW.correct),
        (NEW.guild_id, 'm', photo_finish_month(NEW.answered_at), NEW.user_id, NEW.points, 1, NEW.correct)
    ON CONFLICT (guild_id, period, period_key, user_id) DO UPDATE SET
        points = t.points + excluded.points,
        answers = t.answers + 1,
        correct = t.correct + excluded.correct;

    INSERT INTO player_streaks AS s (guild_id, user_id, games, current_streak, best_streak)
    VALUES (NEW.guild_id, NEW.user_id, 1, NEW.correct, NEW.correct)
    ON CONFLICT (guild_id, user_id) DO UPDATE SET
        games = s.games + CASE WHEN EXISTS (
            SELECT 1 FROM answers WHERE game_id = NEW.game_id AND user_id = NEW.user_id AND id <> NEW.id
        ) THEN 0 ELSE 1 END,
        current_streak = CASE WHEN NEW.correct = 1 THEN s.current_streak + 1 ELSE 0 END,
        best_streak = greatest(s.best_streak, CASE WHEN NEW.correct = 1 THEN s.current_streak + 1 ELSE 0 END);
    RETURN NULL;
END $$;

CREATE TRIGGER answers_totals AFTER INSERT ON answers
    FOR EACH ROW EXECUTE FUNCTION photo_finish_answer_totals();

-- Backfill from the answers already logged, so an upgraded database keeps every point.
INSERT INTO score_totals (guild_id, period, period_key, user_id, points, answers, correct)
SELECT guild_id, 'a', 0, user_id, sum(points), count(*), sum(correct) FROM answers GROUP BY guild_id, user_id;
INSERT INTO score_totals (guild_id, period, period_key, user_id, points, answers, correct)
SELECT guild_id, 'd', photo_finish_day(answered_at) AS k, user_id, sum(points), count(*), sum(correct)
FROM answers GROUP BY guild_id, k, user_id;
INSERT INTO score_totals (guild_id, period, period_key, user_id, points, answers, correct)
SELECT guild_id, 'w', (photo_finish_day(answered_at) + 3) / 7 AS k, user_id, sum(points), count(*), sum(correct)
FROM answers GROUP BY guild_id, k, user_id;
INSERT INTO score_totals (guild_id, period, period_key, user_id, points, answers, correct)
SELECT guild_id, 'm', photo_finish_month(answered_at) AS k, user_id, sum(points), count(*), sum(correct)
FROM answers GROUP BY guild_id, k, user_id;

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
