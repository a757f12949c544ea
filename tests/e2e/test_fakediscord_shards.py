"""The fake Discord's sharding: GET /gateway/bot, IDENTIFY with [shard_id, shard_count], a server's
events only to its shard, and INVALID_SESSION for a second IDENTIFY in one bucket within the window."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

import aiohttp
import pytest

from devkit import TOKEN
from devkit.fakediscord import FakeDiscord, point_discord_at, running_client, seed_guild
from tests.e2e.throwaway import ThrowawayBot


@pytest.fixture
async def make_fake(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[Callable[..., FakeDiscord]]:
    """Builds a started fake with the given sharding options; discord.py pointed at it."""
    fakes: list[FakeDiscord] = []

    async def make(**options) -> FakeDiscord:
        fake = await FakeDiscord(**options).start()
        point_discord_at(fake, monkeypatch)
        fakes.append(fake)
        return fake

    yield make  # type: ignore[misc]
    for fake in fakes:
        await fake.stop()
        assert not fake.unhandled


@asynccontextmanager
async def gateway_socket(fake: FakeDiscord) -> AsyncIterator[aiohttp.ClientWebSocketResponse]:
    async with aiohttp.ClientSession() as http, http.ws_connect(fake.gateway_url) as ws:
        hello = await ws.receive_json()
        assert hello["op"] == 10
        yield ws


async def identify(ws: aiohttp.ClientWebSocketResponse, shard: list[int]) -> dict:
    """Sends IDENTIFY; the first frame back (READY, or INVALID_SESSION), or the close."""
    await ws.send_json({"op": 2, "d": {"token": TOKEN, "intents": 0, "shard": shard, "properties": {}}})
    msg = await ws.receive()
    if msg.type is aiohttp.WSMsgType.TEXT:
        return json.loads(msg.data)
    return {"closed": ws.close_code}


async def test_gateway_bot_tells_the_shard_count_and_the_identify_buckets(make_fake) -> None:
    fake = await make_fake(shard_count=4, max_concurrency=2)
    async with aiohttp.ClientSession() as http, http.get(fake.api_url + "/gateway/bot") as response:
        body = await response.json()
    assert body["url"] == fake.gateway_url and body["shards"] == 4
    assert body["session_start_limit"]["max_concurrency"] == 2
    assert body["session_start_limit"]["remaining"] == 1000


async def test_a_second_identify_in_a_bucket_within_the_window_is_an_invalid_session(make_fake) -> None:
    fake = await make_fake(shard_count=4, max_concurrency=2, identify_window=0.3)
    async with gateway_socket(fake) as ws0, gateway_socket(fake) as ws2, gateway_socket(fake) as ws1:
        assert (await identify(ws0, [0, 4]))["t"] == "READY"
        assert (await identify(ws1, [1, 4]))["t"] == "READY"  # bucket 1: its own window
        refused = await identify(ws2, [2, 4])  # bucket 0 again, at once
        assert refused["op"] == 9 and refused["d"] is False
        await asyncio.sleep(0.35)  # the window has passed
        assert (await identify(ws2, [2, 4]))["t"] == "READY"
    assert fake.gateway.invalid_sessions == [[2, 4]]
    async with aiohttp.ClientSession() as http, http.get(fake.api_url + "/gateway/bot") as response:
        assert (await response.json())["session_start_limit"]["remaining"] == 1000 - 4  # refused ones too


async def test_the_window_is_discords_five_seconds_by_default(make_fake) -> None:
    fake = await make_fake(shard_count=2)
    async with gateway_socket(fake) as first, gateway_socket(fake) as second:
        assert (await identify(first, [0, 2]))["t"] == "READY"
        assert (await identify(second, [1, 2]))["op"] == 9
        fake.gateway.identified_at[0] -= 4.9  # as if 4.9 s had passed: still too soon
        assert (await identify(second, [1, 2]))["op"] == 9
        fake.gateway.identified_at[0] -= 0.1  # 5 s
        assert (await identify(second, [1, 2]))["t"] == "READY"


async def test_a_shard_id_outside_the_count_is_refused(make_fake) -> None:
    fake = await make_fake(shard_count=2)
    async with gateway_socket(fake) as ws:
        assert await identify(ws, [2, 2]) == {"closed": 4010}


async def test_each_shard_gets_only_its_servers_and_their_events(make_fake) -> None:
    fake = await make_fake(shard_count=2, max_concurrency=2)  # two buckets: both IDENTIFY at once
    seeds = [seed_guild(fake, f"Guild {shard}", shard=(shard, 2)) for shard in (0, 1)]
    assert [(s.guild.id >> 22) % 2 for s in seeds] == [0, 1]
    bots = [ThrowawayBot(seeds[shard].guild.id, shard_count=2, shard_ids=[shard]) for shard in (0, 1)]
    async with running_client(bots[0], fake), running_client(bots[1], fake):
        assert [[g.id for g in bot.guilds] for bot in bots] == [[seeds[0].guild.id], [seeds[1].guild.id]]
        for seed in seeds:
            await fake.send_message(seed.trivia.id, seed.alice, f"hello from {seed.guild.name}")
        for _ in range(200):
            if all(bot.seen for bot in bots):
                break
            await asyncio.sleep(0.01)
        assert [[m.content for m in bot.seen] for bot in bots] == [
            ["hello from Guild 0"],
            ["hello from Guild 1"],
        ]
    shards = sorted(p["d"]["shard"] for p in fake.gateway.received if p["op"] == 2)
    assert shards == [[0, 2], [1, 2]]
    assert fake.gateway.invalid_sessions == []
    assert "GET /gateway/bot" not in [c.route for c in fake.calls]  # a fixed count: discord.py doesn't ask


async def test_uncoordinated_clients_in_one_bucket_get_invalid_session(make_fake) -> None:
    fake = await make_fake(shard_count=2, identify_window=0.5)
    seeds = [seed_guild(fake, f"Guild {shard}", shard=(shard, 2)) for shard in (0, 1)]
    bots = [ThrowawayBot(seeds[shard].guild.id, shard_count=2, shard_ids=[shard]) for shard in (0, 1)]
    tasks = [asyncio.create_task(bot.start(TOKEN)) for bot in bots]  # each its first IDENTIFY: no wait
    try:
        await fake.gateway.wait(lambda: bool(fake.gateway.invalid_sessions), timeout=5)
        assert len(fake.gateway.invalid_sessions) == 1
    finally:
        for bot in bots:
            await bot.close()
        await asyncio.gather(*tasks, return_exceptions=True)
