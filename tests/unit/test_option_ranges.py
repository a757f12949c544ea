"""The game options' ranges and modes have one home (bot.quiz.settings); the slash commands and the
settings loader take them from there."""

from __future__ import annotations

import pytest

from bot.config import load_settings
from bot.errors import ConfigError
from bot.quiz.settings import MODES, QUESTIONS_RANGE, SECONDS_RANGE
from cogs.admin import AdminCog
from cogs.trivia import TriviaCog


@pytest.mark.parametrize(
    ("group", "name"), [(TriviaCog.trivia, "start"), (AdminCog.admin, "settings")], ids=["start", "settings"]
)
def test_slash_command_options_use_the_game_ranges(group, name) -> None:
    command = group.get_command(name)
    params = {p.name: p for p in command.parameters}
    assert (params["questions"].min_value, params["questions"].max_value) == QUESTIONS_RANGE
    assert (params["seconds"].min_value, params["seconds"].max_value) == SECONDS_RANGE
    assert tuple(c.value for c in params["mode"].choices) == MODES


@pytest.mark.parametrize(
    ("name", "range_"), [("DEFAULT_QUESTIONS", QUESTIONS_RANGE), ("DEFAULT_SECONDS", SECONDS_RANGE)]
)
def test_settings_loader_uses_the_game_ranges(name, range_, tmp_path) -> None:
    env = {"DATABASE_PATH": str(tmp_path / "t.db"), "DOCUMENTS_DIR": str(tmp_path)}
    low, high = range_
    assert load_settings({**env, name: str(high)}, dotenv_path=None)
    with pytest.raises(ConfigError, match=f"from {low} to {high}"):
        load_settings({**env, name: str(high + 1)}, dotenv_path=None)
