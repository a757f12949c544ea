"""Small actions and checks shared by the fault, bad-input and security tests (on top of botkit).

handle = await start_game(fake, seed.alice, channel, questions=2)
text = await ephemeral_text(handle)
players = add_players(fake, 50)
assert_no_errors(caplog)
"""

from __future__ import annotations

import logging
import re
from pathlib import Path

import pytest

from devkit.fakediscord import FakeDiscord, FakeMember, InteractionHandle
from tests.e2e.botkit import SEND, rows

CALLBACK = "POST /interactions/{interaction_id}/{token}/callback"
POINTS = re.compile(r"\*\*\+(\d+) points?\*\*")


async def start_game(fake: FakeDiscord, user: FakeMember, channel_id: int, **options) -> InteractionHandle:
    """`/trivia start` with `options`; returns once the bot confirmed the start privately."""
    handle = await fake.slash(user, "trivia", subcommand="start", options=options, channel_id=channel_id)
    text = await ephemeral_text(handle)
    assert "Game started" in text, text
    return handle


async def ephemeral_text(handle: InteractionHandle, timeout: float = 5.0) -> str:
    """The text of an interaction's private answer (direct, or the follow-up after a deferral)."""
    first = await handle.response(timeout)
    assert first.status in (200, 204), first
    if first.json["type"] == 5:
        return (await handle.followup(timeout=timeout)).json.get("content") or ""
    return first.json["data"].get("content") or ""


def add_players(fake: FakeDiscord, count: int, prefix: str = "player") -> list[FakeMember]:
    guild = fake.seed.guild.id
    return [fake.add_member(guild, None, f"{prefix}{n:03}") for n in range(count)]


def announced_points(fake: FakeDiscord, channel_id: int | None = None) -> list[int]:
    """The points of every "got it! +N points" announcement the fake received (status 200)."""
    found = []
    for call in fake.find_calls(SEND):
        if call.status != 200 or (channel_id and int(call.params["channel_id"]) != channel_id):
            continue
        found += [int(p) for p in POINTS.findall((call.json or {}).get("content") or "")]
    return found


def scored(db: Path) -> list[tuple[int, int]]:
    """(user_id, points) of every correct answer in the database, in order."""
    return rows(db, "SELECT user_id, points FROM answers WHERE correct = 1 ORDER BY id")


def assert_no_errors(caplog: pytest.LogCaptureFixture) -> None:
    """ERROR means a bug (DESIGN.md): an expected condition logs WARNING or lower."""
    errors = [f"{r.name}: {r.getMessage()}" for r in caplog.records if r.levelno >= logging.ERROR]
    assert not errors, "ERROR records:\n" + "\n".join(errors)
