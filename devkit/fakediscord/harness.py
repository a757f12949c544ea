"""Test-only glue: point discord.py at a FakeDiscord, seed a small world, run a client until ready.

Pointing discord.py at the fake: REST goes to `discord.http.Route.BASE`; a plain Client
connects straight to `DiscordWebSocket.DEFAULT_GATEWAY`, and AutoShardedClient asks `GET /gateway/bot`
for its URL. After a drop, both RESUME at READY's `resume_gateway_url` (the fake's own).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord
import yarl

from .server import FakeDiscord
from .state import FakeChannel, FakeGuild, FakeMember, Perm

if TYPE_CHECKING:
    import pytest

log = logging.getLogger(__name__)


def point_discord_at(fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch) -> None:
    """Sends every discord.py REST call and gateway connection of this test to `fake` (undone after it)."""
    monkeypatch.setattr(discord.http.Route, "BASE", fake.api_url)
    monkeypatch.setattr(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(fake.gateway_url))


@dataclass(frozen=True)
class Seed:
    """The default world: one guild, two text channels, its owner, a moderator, an admin, three players."""

    guild: FakeGuild
    general: FakeChannel
    trivia: FakeChannel
    owner: FakeMember
    moderator: FakeMember  # Manage Messages + Manage Guild
    admin: FakeMember  # Administrator
    alice: FakeMember
    bob: FakeMember
    carol: FakeMember


def seed_default(fake: FakeDiscord) -> Seed:
    seed = seed_guild(fake, "Test Guild")
    fake.seed = seed
    return seed


def seed_guild(fake: FakeDiscord, name: str, *, shard: tuple[int, int] | None = None) -> Seed:
    """A guild like the default world's (``shard``: one whose events go to that shard of a count)."""
    owner = fake.app_owner
    guild = fake.add_guild(name, owner_id=owner.id, owner_name=owner.username, shard=shard)
    general = fake.add_channel(guild.id, "general")
    trivia = fake.add_channel(guild.id, "trivia")
    moderator = fake.add_member(guild.id, None, "mod", permissions=Perm.MANAGE_MESSAGES | Perm.MANAGE_GUILD)
    admin = fake.add_member(guild.id, None, "admin", permissions=Perm.ADMINISTRATOR)
    players = [fake.add_member(guild.id, None, name) for name in ("alice", "bob", "carol")]
    return Seed(guild, general, trivia, guild.member(guild.owner_id), moderator, admin, *players)


@asynccontextmanager
async def running_client(
    client: discord.Client,
    fake: FakeDiscord,
    *,
    token: str = "x.y.z",
    ready_timeout: float = 5.0,
    guild_ready_timeout: float | None = 0.05,
) -> AsyncIterator[discord.Client]:
    """Runs `client.start(token)` against `fake` until `on_ready`, yields it, then closes it cleanly.

    discord.py waits `guild_ready_timeout` (2 s by default) after the last GUILD_CREATE before `on_ready`;
    the fake sends every GUILD_CREATE right behind READY, so the test shortens that wait (pass None to
    keep the client's own setting). Needs discord.py pointed at the fake (`point_discord_at`)."""
    if guild_ready_timeout is not None:
        client._connection.guild_ready_timeout = guild_ready_timeout  # test-only: a private knob
    task = asyncio.create_task(client.start(token), name="fake-discord-client")
    loop = asyncio.get_running_loop()
    deadline = loop.time() + ready_timeout
    try:
        while not client.is_ready():
            if task.done():
                task.result()  # raises what stopped the client
                raise RuntimeError("the client stopped before it was ready")
            if loop.time() > deadline:
                raise TimeoutError(f"client not ready within {ready_timeout}s; REST calls: {fake.calls}")
            await asyncio.sleep(0.005)
        yield client
    finally:
        await client.close()
        try:
            await asyncio.wait_for(task, 5.0)
        except (asyncio.CancelledError, TimeoutError):
            task.cancel()
        except discord.DiscordException as exc:
            log.warning("client ended with %r", exc)
