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

import pytest

from devkit.fakediscord import FakeDiscord, point_discord_at, seed_default


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
