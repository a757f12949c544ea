"""A small fake Discord (REST + gateway on 127.0.0.1) for end-to-end tests of the real discord.py client.

fake = await FakeDiscord().start()
seed = seed_default(fake)
point_discord_at(fake, monkeypatch)
async with running_client(MyBot(...), fake):
    handle = await fake.slash(seed.alice, "trivia", subcommand="start", options={"questions": 5})
    call = await handle.response()
    assert not check_payload(call)
"""

from .harness import Seed, point_discord_at, running_client, seed_default, seed_guild
from .interactions import InteractionHandle
from .limits import check_commands, check_limits, check_payload
from .recording import Call
from .server import FakeDiscord, Fault
from .state import FakeChannel, FakeGuild, FakeMember, FakeRole, FakeUser, Perm

__all__ = [
    "Call",
    "FakeChannel",
    "FakeDiscord",
    "FakeGuild",
    "FakeMember",
    "FakeRole",
    "FakeUser",
    "Fault",
    "InteractionHandle",
    "Perm",
    "Seed",
    "check_commands",
    "check_limits",
    "check_payload",
    "point_discord_at",
    "running_client",
    "seed_default",
    "seed_guild",
]
