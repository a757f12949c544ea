-- Core tables: settings, players, games, the answers log, question flags, asked questions.
CREATE TABLE guild_settings (
    guild_id          INTEGER PRIMARY KEY,
    default_questions INTEGER,
    default_seconds   INTEGER,
    default_mode      TEXT CHECK (default_mode IN ('typed', 'buttons')),
    trivia_role_id    INTEGER,
    allowed_channels  TEXT NOT NULL DEFAULT '[]',   -- JSON list of channel ids; empty = anywhere
    updated_at        REAL NOT NULL
);

CREATE TABLE players (
    guild_id     INTEGER NOT NULL,
    user_id      INTEGER NOT NULL,
    display_name TEXT NOT NULL,
    updated_at   REAL NOT NULL,
    PRIMARY KEY (guild_id, user_id)
) WITHOUT ROWID;

CREATE TABLE games (
    id         INTEGER PRIMARY KEY,
    guild_id   INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    starter_id INTEGER NOT NULL,
    settings   TEXT NOT NULL,             -- JSON of the game's settings
    started_at REAL NOT NULL,
    ended_at   REAL,
    end_reason TEXT                       -- finished, stopped, idle, shutdown, interrupted
);
CREATE INDEX games_open ON games (guild_id, channel_id) WHERE ended_at IS NULL;

CREATE TABLE answers (
    id          INTEGER PRIMARY KEY,
    game_id     INTEGER NOT NULL REFERENCES games (id),
    guild_id    INTEGER NOT NULL,
    question_id TEXT NOT NULL,
    user_id     INTEGER NOT NULL,
    correct     INTEGER NOT NULL CHECK (correct IN (0, 1)),
    points      INTEGER NOT NULL,
    elapsed_ms  INTEGER NOT NULL,
    hint_stage  INTEGER NOT NULL DEFAULT 0,
    answered_at REAL NOT NULL
);
CREATE INDEX answers_game_user ON answers (game_id, user_id);
CREATE INDEX answers_guild_user ON answers (guild_id, user_id, answered_at);

CREATE TABLE question_reports (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    question_id TEXT NOT NULL,
    user_id     INTEGER NOT NULL,
    reason      TEXT NOT NULL DEFAULT '',
    reported_at REAL NOT NULL,
    UNIQUE (guild_id, question_id, user_id)
);

CREATE TABLE disabled_questions (
    guild_id    INTEGER NOT NULL,
    question_id TEXT NOT NULL,
    disabled_by INTEGER NOT NULL,
    disabled_at REAL NOT NULL,
    PRIMARY KEY (guild_id, question_id)
) WITHOUT ROWID;

CREATE TABLE asked_questions (
    guild_id    INTEGER NOT NULL,
    question_id TEXT NOT NULL,
    asked_at    REAL NOT NULL,
    PRIMARY KEY (guild_id, question_id)
) WITHOUT ROWID;
