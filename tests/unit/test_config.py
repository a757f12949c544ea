import logging
import os
from pathlib import Path

import pytest

from bot.config import Secret, load_settings
from bot.errors import ConfigError

TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"


@pytest.fixture
def base(tmp_path: Path) -> dict[str, str]:
    docs = tmp_path / "docs"
    docs.mkdir()
    return {"DATABASE_PATH": str(tmp_path / "db" / "trivia.db"), "DOCUMENTS_DIR": str(docs)}


def test_defaults_without_token(base):
    settings = load_settings(base, dotenv_path=None)
    assert settings.token is None
    assert settings.dev_guild_id is None
    assert settings.log_level == "INFO"
    assert settings.defaults.questions == 10 and settings.defaults.mode == "typed"
    assert Path(base["DATABASE_PATH"]).parent.is_dir()  # the folder is created


def test_token_is_kept_secret(base, caplog):
    settings = load_settings({**base, "DISCORD_TOKEN": TOKEN}, dotenv_path=None)
    assert settings.token == Secret(TOKEN)
    assert settings.token.reveal() == TOKEN
    logging.getLogger("test").warning("settings: %s %r", settings, settings)
    for text in (repr(settings), str(settings), f"{settings.token}", caplog.text):
        assert TOKEN not in text
        assert TOKEN.split(".")[2] not in text


@pytest.mark.parametrize("bad", ["abc", "Bot " + TOKEN, TOKEN + " extra", "a.b.c", TOKEN.replace(".", "")])
def test_token_of_wrong_shape(base, bad, capsys):
    with pytest.raises(ConfigError, match="DISCORD_TOKEN") as info:
        load_settings({**base, "DISCORD_TOKEN": bad}, dotenv_path=None)
    assert TOKEN not in str(info.value)
    assert TOKEN.split(".")[2] not in str(info.value)


@pytest.mark.parametrize("bad", ["abc", "12ab34", "-1", "1.5", "123"])
def test_non_numeric_guild_id(base, bad):
    with pytest.raises(ConfigError, match="DEV_GUILD_ID must be a numeric server id"):
        load_settings({**base, "DEV_GUILD_ID": bad}, dotenv_path=None)


def test_numeric_guild_id(base):
    assert load_settings({**base, "DEV_GUILD_ID": "123456789012345678"}, dotenv_path=None).dev_guild_id == (
        123456789012345678
    )


def test_database_folder_cannot_be_created(base, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(ConfigError, match="cannot be created"):
        load_settings({**base, "DATABASE_PATH": str(blocker / "sub" / "trivia.db")}, dotenv_path=None)


def _unwritable_folder(tmp_path: Path) -> Path:
    """A folder this process cannot write: chmod for a normal user; a read-only kernel folder for root."""
    if os.geteuid() != 0:
        locked = tmp_path / "locked"
        locked.mkdir()
        locked.chmod(0o500)
        return locked
    for candidate in (Path("/proc/sys"), Path("/proc/1")):
        if candidate.is_dir() and not os.access(candidate, os.W_OK):
            return candidate
    pytest.skip("no unwritable folder available to root here")


def test_database_folder_not_writable(base, tmp_path):
    folder = _unwritable_folder(tmp_path)
    try:
        with pytest.raises(ConfigError, match="not writable"):
            load_settings({**base, "DATABASE_PATH": str(folder / "trivia.db")}, dotenv_path=None)
    finally:
        folder.chmod(0o700) if folder.is_relative_to(tmp_path) else None


def test_database_path_is_a_folder(base, tmp_path):
    folder = tmp_path / "adir"
    folder.mkdir()
    with pytest.raises(ConfigError, match="is a folder; give a file name"):
        load_settings({**base, "DATABASE_PATH": str(folder)}, dotenv_path=None)


def test_database_url_chooses_postgresql_and_is_never_shown(base, tmp_path):
    url = "postgresql://bot:s3cret@db.example:5432/photo_finish"
    settings = load_settings({**base, "DATABASE_URL": url}, dotenv_path=None)
    assert settings.database == url
    assert "s3cret" not in repr(settings)
    assert load_settings(base, dotenv_path=None).database == settings.database_path  # unset: SQLite


@pytest.mark.parametrize(
    "url, message",
    [
        ("mysql://bot:s3cret@db/x", "a mysql:// URL was given"),
        ("s3cret", "not a URL was given"),
        ("postgresql://bot:s3cret@db:99999/x", "DATABASE_URL is not a valid URL"),
    ],
)
def test_a_bad_database_url_is_one_sentence_without_the_password(base, url, message):
    with pytest.raises(ConfigError, match=message) as info:
        load_settings({**base, "DATABASE_URL": url}, dotenv_path=None)
    assert "s3cret" not in str(info.value)


def test_documents_folder_missing(base, tmp_path):
    with pytest.raises(ConfigError, match=r"DOCUMENTS_DIR .* does not exist"):
        load_settings({**base, "DOCUMENTS_DIR": str(tmp_path / "nope")}, dotenv_path=None)


@pytest.mark.parametrize(
    "name, value, message",
    [
        ("LOG_LEVEL", "LOUD", "LOG_LEVEL must be one of"),
        ("DEFAULT_QUESTIONS", "0", "DEFAULT_QUESTIONS must be from 1 to 50"),
        ("DEFAULT_QUESTIONS", "ten", "DEFAULT_QUESTIONS must be a whole number"),
        ("DEFAULT_SECONDS", "500", "DEFAULT_SECONDS must be from 10 to 120"),
        ("DEFAULT_MODE", "voice", "DEFAULT_MODE must be 'typed' or 'buttons'"),
    ],
)
def test_bad_game_defaults(base, name, value, message):
    with pytest.raises(ConfigError, match=message):
        load_settings({**base, name: value}, dotenv_path=None)


def test_environment_wins_over_dotenv(base, tmp_path):
    dotenv = tmp_path / ".env"
    dotenv.write_text(f"LOG_LEVEL=DEBUG\nDEFAULT_SECONDS=45\nDISCORD_TOKEN={TOKEN}\n", encoding="utf-8")
    settings = load_settings({**base, "LOG_LEVEL": "warning"}, dotenv_path=dotenv)
    assert settings.log_level == "WARNING"  # from the environment
    assert settings.defaults.seconds == 45  # from .env
    assert settings.token is not None and settings.token.reveal() == TOKEN
