"""Settings: one frozen object built from the environment and an optional ``.env`` file.

Nothing here runs at import time: ``load_settings`` is called by ``bot.__main__`` (or a test) with the
mapping to read. Values already in the process environment win over the ``.env`` file.
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from dotenv import dotenv_values

from bot.cluster.plan import ShardPlan, shard_plan
from bot.errors import ConfigError
from bot.quiz.settings import MODES, QUESTIONS_RANGE, SECONDS_RANGE, Mode

# A bot token is three base64url parts joined by dots (user id, timestamp, HMAC).
_TOKEN_SHAPE = re.compile(r"[A-Za-z0-9_-]{17,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{20,}")
_LOG_LEVELS = ("CRITICAL", "ERROR", "WARNING", "INFO", "DEBUG")


class Secret:
    """A string that never shows itself in a repr, a log line or an f-string."""

    __slots__ = ("_value",)

    def __init__(self, value: str) -> None:
        self._value = value

    def reveal(self) -> str:
        return self._value

    def __repr__(self) -> str:
        return "Secret('********')"

    __str__ = __repr__

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Secret) and other._value == self._value

    def __hash__(self) -> int:
        return hash(self._value)


@dataclass(frozen=True, slots=True)
class GameDefaults:
    questions: int = 10
    seconds: int = 30
    mode: Mode = "typed"


@dataclass(frozen=True, slots=True)
class Settings:
    token: Secret | None
    database_path: Path
    documents_dir: Path
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    defaults: GameDefaults = field(default_factory=GameDefaults)
    database_url: Secret | None = None  # postgresql://...: PostgreSQL instead of the SQLite file
    shards: ShardPlan | None = None  # None: one process running the shards Discord recommends

    @property
    def database(self) -> Path | str:
        """What `Storage.open` takes: the PostgreSQL URL when DATABASE_URL is set, else the SQLite file."""
        return self.database_url.reveal() if self.database_url is not None else self.database_path


def load_settings(env: Mapping[str, str], *, dotenv_path: Path | None = Path(".env")) -> Settings:
    """Build Settings from ``env`` layered over the ``.env`` file at ``dotenv_path`` (if it exists)."""
    values: dict[str, str] = {}
    if dotenv_path is not None and dotenv_path.is_file():
        values.update({k: v for k, v in dotenv_values(dotenv_path).items() if v is not None})
    values.update({k: v for k, v in env.items() if v is not None})

    def get(name: str, default: str = "") -> str:
        return values.get(name, default).strip() or default

    database_url = _database_url(get("DATABASE_URL"))
    database_path = Path(get("DATABASE_PATH", "data/trivia.db"))
    return Settings(
        token=_token(get("DISCORD_TOKEN")),
        database_path=database_path if database_url else _database_path(database_path),
        database_url=database_url,
        documents_dir=_documents_dir(Path(get("DOCUMENTS_DIR", "data/documents"))),
        dev_guild_id=_guild_id(get("DEV_GUILD_ID")),
        log_level=_log_level(get("LOG_LEVEL", "INFO")),
        defaults=GameDefaults(
            questions=_int_in("DEFAULT_QUESTIONS", get("DEFAULT_QUESTIONS", "10"), *QUESTIONS_RANGE),
            seconds=_int_in("DEFAULT_SECONDS", get("DEFAULT_SECONDS", "30"), *SECONDS_RANGE),
            mode=_mode(get("DEFAULT_MODE", "typed")),
        ),
        shards=shard_plan(get("SHARD_COUNT"), get("SHARD_IDS")),
    )


def _token(raw: str) -> Secret | None:
    if not raw:
        return None
    if raw.lower().startswith("bot "):
        raise ConfigError("DISCORD_TOKEN must be the bare token, without the 'Bot ' prefix.")
    if not _TOKEN_SHAPE.fullmatch(raw):
        # Never echo the value: a mistyped token is still mostly a secret.
        raise ConfigError(
            f"DISCORD_TOKEN does not look like a bot token ({_token_problem(raw)}). "
            "Copy it again from the Developer Portal, Bot tab, Reset Token."
        )
    return Secret(raw)


def _token_problem(raw: str) -> str:
    """What is wrong with a token's shape, without showing any of it."""
    parts = raw.split(".")
    if len(parts) != 3:
        return f"{len(parts)} dot-separated {'part' if len(parts) == 1 else 'parts'}; a bot token has three"
    if any(not re.fullmatch(r"[A-Za-z0-9_-]*", part) for part in parts):
        return "it holds characters a bot token never has, such as spaces or quotes"
    a, b, c = (len(part) for part in parts)
    return (
        f"its three parts are {a}, {b} and {c} characters long; a bot token's are about 24, 6 and 27 or more"
    )


def _guild_id(raw: str) -> int | None:
    if not raw:
        return None
    if not raw.isdigit() or not 15 <= len(raw) <= 21:
        raise ConfigError(
            f"DEV_GUILD_ID must be a numeric server id (17 to 20 digits), not {raw[:40]!r}. "
            "In Discord, enable Developer Mode, right-click the server and choose Copy Server ID."
        )
    return int(raw)


def _database_url(raw: str) -> Secret | None:
    """DATABASE_URL, checked to be a PostgreSQL URL; it may hold a password, so it is never echoed."""
    if not raw:
        return None
    scheme = raw.split("://", 1)[0].lower() if "://" in raw else ""
    if scheme not in ("postgresql", "postgres"):
        shown = f"a {scheme}:// URL" if scheme else "not a URL"
        raise ConfigError(
            f"DATABASE_URL must be a PostgreSQL URL such as postgresql://user:password@host:5432/photo_finish "
            f"({shown} was given); leave it empty to use the SQLite file at DATABASE_PATH."
        )
    try:
        parts = urlsplit(raw)
        parts.port  # noqa: B018 - raises ValueError on a port that is not a number in range
    except ValueError as exc:
        raise ConfigError(f"DATABASE_URL is not a valid URL: {exc}.") from None
    return Secret(raw)


def _database_path(path: Path) -> Path:
    return writable_file(path, "DATABASE_PATH")


def writable_file(path: Path, name: str) -> Path:
    """``path`` if a file can be written there (its folder is created); else ConfigError, one sentence
    naming the setting or option ``name``."""
    if path.is_dir():
        raise ConfigError(f"{name} {str(path)!r} is a folder; give a file name, e.g. {str(path / 'x')!r}.")
    folder = path.parent if str(path.parent) else Path(".")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ConfigError(
            f"{name} folder {str(folder)!r} cannot be created: {exc.strerror or exc}."
        ) from None
    if not os.access(folder, os.W_OK | os.X_OK):
        raise ConfigError(f"{name} folder {str(folder)!r} is not writable by this user.")
    if path.exists() and not os.access(path, os.R_OK | os.W_OK):
        raise ConfigError(f"{name} {str(path)!r} exists but is not a writable file.")
    return path


def _documents_dir(path: Path) -> Path:
    if not path.is_dir():
        raise ConfigError(
            f"DOCUMENTS_DIR {str(path)!r} does not exist or is not a folder. "
            "Create it and put race reports (.txt, .md, .html) in it, or point DOCUMENTS_DIR elsewhere."
        )
    return path


def _log_level(raw: str) -> str:
    level = raw.upper()
    if level not in _LOG_LEVELS:
        raise ConfigError(f"LOG_LEVEL must be one of {', '.join(_LOG_LEVELS)}, not {raw[:20]!r}.")
    return level


def _int_in(name: str, raw: str, low: int, high: int) -> int:
    try:
        value = int(raw)
    except ValueError:
        raise ConfigError(f"{name} must be a whole number from {low} to {high}, not {raw[:20]!r}.") from None
    if not low <= value <= high:
        raise ConfigError(f"{name} must be from {low} to {high}, not {value}.")
    return value


def _mode(raw: str) -> Mode:
    for mode in MODES:
        if raw.lower() == mode:
            return mode
    raise ConfigError(f"DEFAULT_MODE must be {' or '.join(map(repr, MODES))}, not {raw[:20]!r}.")


def configure_logging(level: str) -> None:
    """Called once, by ``bot.__main__``."""
    logging.basicConfig(
        level=getattr(logging, level),
        format="%(asctime)s %(levelname)-8s %(name)s: %(message)s",
    )
