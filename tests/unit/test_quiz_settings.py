"""GameSettings: defaults, ranges and error messages that name the bad option."""

from __future__ import annotations

import dataclasses
import math

import pytest

from bot.quiz import GameSettings, PointsSettings, SettingsError


def test_defaults_match_the_design() -> None:
    s = GameSettings()
    assert (s.questions, s.mode, s.seconds, s.topic) == (10, "typed", 30, None)
    assert (s.max_tries, s.idle_limit, s.pause) == (3, 3, 3)
    assert s.points == PointsSettings(base=(10, 15, 20), speed_bonus=5, hint_cost=3, min_points=1)


def test_settings_are_frozen_and_replace_validates_again() -> None:
    s = GameSettings(questions=5, mode="buttons")
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.questions = 6  # type: ignore[misc]
    assert dataclasses.replace(s, seconds=60).seconds == 60
    with pytest.raises(SettingsError):
        dataclasses.replace(s, seconds=5)


@pytest.mark.parametrize(
    "options, option, words",
    [
        ({"questions": 0}, "questions", "between 1 and 50"),
        ({"questions": 51}, "questions", "between 1 and 50"),
        ({"questions": 2.5}, "questions", "whole number"),
        ({"questions": True}, "questions", "whole number"),
        ({"mode": "voice"}, "mode", "typed, buttons"),
        ({"seconds": 9}, "seconds", "between 10 and 120"),
        ({"seconds": 121}, "seconds", "between 10 and 120"),
        ({"seconds": "30"}, "seconds", "must be a number"),
        ({"seconds": math.nan}, "seconds", "must be a number"),
        ({"topic": 7}, "topic", "text"),
        ({"topic": "x" * 201}, "topic", "at most 200"),
        ({"max_tries": 0}, "max_tries", "between 1 and 10"),
        ({"idle_limit": 0}, "idle_limit", "between 1 and 50"),
        ({"pause": -1}, "pause", "between 0 and 30"),
        ({"points": (10, 15, 20)}, "points", "PointsSettings"),
    ],
)
def test_bad_option_names_itself(options: dict[str, object], option: str, words: str) -> None:
    with pytest.raises(SettingsError) as caught:
        GameSettings(**options)  # type: ignore[arg-type]
    assert caught.value.option == option
    assert str(caught.value).startswith(option)
    assert words in str(caught.value)
    assert isinstance(caught.value, ValueError)


@pytest.mark.parametrize(
    "options, option",
    [
        ({"base": (10, 15)}, "points.base"),
        ({"base": (10, 0, 20)}, "points.base"),
        ({"speed_bonus": -1}, "points.speed_bonus"),
        ({"hint_cost": -3}, "points.hint_cost"),
        ({"min_points": 0}, "points.min_points"),
        ({"streak_step": -2}, "points.streak_step"),
        ({"streak_cap": -1}, "points.streak_cap"),
    ],
)
def test_bad_points_option_names_itself(options: dict[str, object], option: str) -> None:
    with pytest.raises(SettingsError) as caught:
        PointsSettings(**options)  # type: ignore[arg-type]
    assert caught.value.option == option
    assert option in str(caught.value)


@pytest.mark.parametrize(
    "given, kept",
    [(None, None), ("", None), ("   ", None), ("  Harbor   300 ", "Harbor 300")],
)
def test_topic_is_normalised(given: str | None, kept: str | None) -> None:
    assert GameSettings(topic=given).topic == kept


def test_edges_of_ranges_are_accepted() -> None:
    GameSettings(questions=1, seconds=10, max_tries=1, idle_limit=1, pause=0)
    GameSettings(questions=50, seconds=120, max_tries=10, idle_limit=50, pause=30, mode="buttons")
    GameSettings(seconds=12.5)
