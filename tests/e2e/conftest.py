"""Fixtures for end-to-end tests: the real discord.py client against a fake Discord on 127.0.0.1.

    async def test_something(fake_discord):
        seed = fake_discord.seed                      # guild, channels, owner, moderator, admin, players
        async with running_client(MyBot(...), fake_discord) as bot:
            handle = await fake_discord.slash(seed.alice, "trivia", subcommand="start")
            call = await handle.response()

`fake_discord` also points discord.py at the fake for the test (patching `discord.http.Route.BASE` and
`discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY` with monkeypatch), so nothing reaches Discord.
A REST call the fake has no route for is answered 404 and fails the test at teardown.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from devkit.fakediscord import FakeDiscord, point_discord_at, seed_default
from tests.conftest import BACKENDS
from tests.e2e.botkit import POSTGRES
from tests.pgserver import fresh_database, server_url


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """A test that runs the bot (it takes fake_discord and tmp_path) runs once on SQLite and once on
    PostgreSQL, unless marked ``sqlite_only`` (SQLite's own faults: a removed file, a full disk, a lock)."""
    fixtures = metafunc.fixturenames
    if "bot_database" not in fixtures or "fake_discord" not in fixtures or "tmp_path" not in fixtures:
        return
    only_sqlite = metafunc.definition.get_closest_marker("sqlite_only") is not None
    metafunc.parametrize("bot_database", ("sqlite",) if only_sqlite else BACKENDS, indirect=True)


@pytest.fixture(autouse=True)
async def bot_database(request: pytest.FixtureRequest) -> AsyncIterator[str]:
    """The engine of this test's bot; on PostgreSQL a fresh database, registered for its tmp_path."""
    backend = getattr(request, "param", "sqlite")
    if backend == "sqlite":
        yield backend
        return
    tmp_path: Path = request.getfixturevalue("tmp_path")
    async with fresh_database(server_url()) as url:
        POSTGRES[tmp_path] = url
        try:
            yield backend
        finally:
            del POSTGRES[tmp_path]


@pytest.fixture
async def fake_discord(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[FakeDiscord]:
    """A started fake Discord seeded with the default world (`fake_discord.seed`), discord.py pointed at it."""
    fake = await FakeDiscord().start()
    seed_default(fake)
    point_discord_at(fake, monkeypatch)
    try:
        yield fake
    finally:
        await fake.stop()
    if fake.unhandled:  # the bot called an endpoint the fake does not know: extend rest.ROUTES
        pytest.fail(f"fake Discord had no route for: {[f'{c.method} {c.path}' for c in fake.unhandled]}")
