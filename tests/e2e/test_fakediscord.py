"""Tests of the fake Discord itself, driven by the real discord.py client running a throwaway bot."""

from __future__ import annotations

import asyncio
import io

import aiohttp
import discord
import pytest

from devkit.fakediscord import (
    FakeDiscord,
    check_commands,
    check_payload,
    point_discord_at,
    running_client,
    seed_default,
)
from tests.e2e.throwaway import ThrowawayBot

SEND = "POST /channels/{channel_id}/messages"
CALLBACK = "POST /interactions/{interaction_id}/{token}/callback"
NO_PINGS = discord.AllowedMentions.none()


async def until(predicate, within: float = 3.0) -> None:
    """Polls `predicate` until it holds (the bot handles events in its own tasks)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + within
    while not predicate():
        if loop.time() > deadline:
            raise TimeoutError("condition not met in time")
        await asyncio.sleep(0.005)


# -- login, ready, commands ----------------------------------------------------------------------------
async def test_autosharded_bot_logs_in_syncs_and_gets_ready_fast(fake_discord: FakeDiscord) -> None:
    fake, seed = fake_discord, fake_discord.seed
    loop = asyncio.get_running_loop()
    started = loop.time()
    async with running_client(ThrowawayBot(seed.guild.id), fake) as bot:
        took = loop.time() - started
        assert took < 1.0
        guild = bot.get_guild(seed.guild.id)
        assert guild is not None and guild.get_channel(seed.trivia.id) is not None
        assert {m.name for m in guild.members} >= {"alice", "bob", "mod", "admin"}
        assert guild.get_member(seed.moderator.id).guild_permissions.manage_guild
        assert not guild.get_member(seed.alice.id).guild_permissions.manage_messages
    routes = [c.route for c in fake.calls]
    assert routes[:4] == [
        "GET /users/@me",
        "GET /oauth2/applications/@me",
        "PUT /applications/{application_id}/guilds/{guild_id}/commands",
        "GET /gateway/bot",
    ]
    identify = next(p for p in fake.gateway.received if p["op"] == 2)
    assert identify["d"]["shard"] == [0, 1]
    synced = fake.world.commands[seed.guild.id]
    assert [c["name"] for c in synced] == ["quiz"] and synced[0]["id"]
    assert check_commands(fake.calls[2].json) == []
    assert not fake.unhandled


async def test_plain_client_goes_straight_to_the_default_gateway(fake_discord: FakeDiscord) -> None:
    client = discord.Client(intents=discord.Intents.default())
    async with running_client(client, fake_discord):
        assert client.get_guild(fake_discord.seed.guild.id) is not None
    assert "GET /gateway/bot" not in [c.route for c in fake_discord.calls]
    assert fake_discord.gateway.connections[0].startswith("/gateway/?")


async def test_slash_command_reply_is_recorded_with_its_ephemeral_flag(fake_discord: FakeDiscord) -> None:
    fake, seed = fake_discord, fake_discord.seed
    async with running_client(ThrowawayBot(seed.guild.id), fake) as bot:
        handle = await fake.slash(
            seed.alice,
            "quiz",
            subcommand="start",
            options={"questions": 5, "topic": "beta"},
            channel_id=seed.trivia,
        )
        call = await handle.response()
    assert bot.started == [(seed.alice.id, 5, "beta", seed.guild.id)]
    assert call.status == 200 and call.json["type"] == 4
    assert call.json["data"]["content"] == "5 questions on beta"
    assert call.json["data"]["flags"] & 64
    assert handle.ephemeral and handle.original_message["channel_id"] == str(seed.trivia.id)
    assert 0 < handle.ack_latency < 1.0
    assert check_payload(call) == []


async def test_subcommand_group_and_member_permissions(fake_discord: FakeDiscord) -> None:
    fake, seed = fake_discord, fake_discord.seed
    async with running_client(ThrowawayBot(seed.guild.id), fake):
        by_mod = await fake.slash(seed.moderator, "quiz", group="admin", subcommand="reset")
        by_player = await fake.slash(seed.bob, "quiz", group="admin", subcommand="reset")
        assert (await by_mod.response()).json["data"]["content"] == "reset"
        assert (await by_player.response()).json["data"]["content"] == "not allowed"
        with pytest.raises(LookupError):
            await fake.slash(seed.bob, "nosuchcommand")
        with pytest.raises(ValueError):
            await fake.slash(seed.bob, "quiz", subcommand="start", options={"nosuchoption": 1})


async def test_autocomplete_returns_choices(fake_discord: FakeDiscord) -> None:
    fake, seed = fake_discord, fake_discord.seed
    async with running_client(ThrowawayBot(seed.guild.id), fake):
        handle = await fake.autocomplete(
            seed.alice, "quiz", "topic", subcommand="start", options={"topic": "g"}
        )
        call = await handle.response()
    assert call.json["type"] == 8
    assert handle.choices == [{"name": "gamma", "value": "gamma"}]


async def test_deferred_reply_then_follow_ups(fake_discord: FakeDiscord) -> None:
    fake, seed = fake_discord, fake_discord.seed
    async with running_client(ThrowawayBot(seed.guild.id), fake):
        handle = await fake.slash(seed.alice, "quiz", subcommand="slow")
        deferred = await handle.response()
        first = await handle.followup(0)
        second = await handle.followup(1)
    assert deferred.json == {"type": 5}
    assert deferred.response["interaction"]["response_message_loading"] is True
    # The first follow-up fills the "thinking" message; the next one is a message of its own.
    assert first.response["id"] == str(handle.original_id)
    assert first.response["content"] == "done thinking" and not first.response["flags"] & 128
    assert second.response["id"] != first.response["id"]
    assert [check_payload(c) for c in (first, second)] == [[], []]


async def test_button_click_is_answered_by_the_view(fake_discord: FakeDiscord) -> None:
    fake, seed = fake_discord, fake_discord.seed
    async with running_client(ThrowawayBot(seed.guild.id), fake) as bot:
        handle = await fake.slash(seed.alice, "quiz", subcommand="buttons")
        await handle.response()
        message = handle.original_message
        assert message["components"][0]["components"][0]["custom_id"] == "answer:a"
        click = await fake.click(seed.bob, message, "answer:a")
        call = await click.response()
    assert bot.clicks == [seed.bob.id]
    assert call.json["type"] == 7
    updated = fake.message(message["id"])
    assert updated["content"] == "bob answered A" and updated["components"] == []
    assert check_payload(call) == []


async def test_deferred_update_then_edit_of_the_clicked_message(fake_discord: FakeDiscord) -> None:
    fake, seed = fake_discord, fake_discord.seed
    async with running_client(ThrowawayBot(seed.guild.id), fake):
        handle = await fake.slash(seed.alice, "quiz", subcommand="buttons")
        await handle.response()
        click = await fake.click(seed.bob, handle.original_message, "answer:b")
        assert (await click.response()).json == {"type": 6}
        edit = await click.edit()
    assert edit.status == 200 and edit.response["id"] == str(handle.original_id)
    assert fake.message(handle.original_id)["content"] == "B chosen"


async def test_reply_edits_follow_up_edit_delete_and_fetch(fake_discord: FakeDiscord) -> None:
    fake, seed = fake_discord, fake_discord.seed
    async with running_client(ThrowawayBot(seed.guild.id), fake) as bot:
        handle = await fake.slash(seed.alice, "quiz", subcommand="edits")
        await until(lambda: bot.fetched == ["v2"])
    followup = await handle.followup()
    routes = [(c.method, c.params.get("message_id")) for c in handle.calls]
    assert routes == [
        ("POST", None),
        ("PATCH", "@original"),
        ("POST", None),
        ("PATCH", followup.response["id"]),
        ("DELETE", followup.response["id"]),
        ("GET", "@original"),
    ]
    assert all(c.status in (200, 204) for c in handle.calls)
    contents = [m["content"] for m in fake.messages(seed.general.id)]
    assert contents == ["v2"]  # the follow-up was deleted
    assert [check_payload(c) for c in handle.calls] == [[]] * 6


async def test_attachment_and_member_options_are_resolved(fake_discord: FakeDiscord) -> None:
    fake, seed = fake_discord, fake_discord.seed
    document = fake.add_attachment("race.txt", b"a close finish")
    async with running_client(ThrowawayBot(seed.guild.id), fake):
        handle = await fake.slash(
            seed.moderator, "quiz", subcommand="upload", options={"document": document, "by": seed.carol}
        )
        call = await handle.response()
    assert call.json["data"]["content"] == "race.txt: a close finish (thanks carol)"


async def test_modal_answer_then_submit(fake_discord: FakeDiscord) -> None:
    fake, seed = fake_discord, fake_discord.seed
    async with running_client(ThrowawayBot(seed.guild.id), fake):
        handle = await fake.slash(seed.alice, "quiz", subcommand="feedback")
        assert (await handle.response()).json["type"] == 9
        submitted = await fake.submit_modal(seed.alice, handle, {"feedback:text": "typo in question 3"})
        call = await submitted.response()
    assert call.json["data"]["content"] == "got typo in question 3"


# -- messages and the gateway -----------------------------------------------------------------------
async def test_message_reaches_on_message_and_own_echo_is_ignored(fake_discord: FakeDiscord) -> None:
    fake, seed = fake_discord, fake_discord.seed
    async with running_client(ThrowawayBot(seed.guild.id), fake) as bot:
        await fake.send_message(seed.general, seed.alice, "hello")
        reply = await fake.wait_for_call(SEND)
        await until(lambda: len(bot.own_echoes) == 1)
        assert [m.content for m in bot.seen] == ["hello"]
        assert bot.seen[0].author.id == seed.alice.id
    assert reply.status == 200 and reply.json["content"] == "hi alice"
    assert check_payload(reply) == []
    assert len(fake.find_calls(SEND)) == 1  # the echo did not trigger a second reply
    assert bot.own_echoes[0].id == int(reply.response["id"])


async def test_without_message_content_intent_users_text_is_hidden(fake_discord: FakeDiscord) -> None:
    fake, seed = fake_discord, fake_discord.seed
    bot = ThrowawayBot(seed.guild.id, intents=discord.Intents.default())
    async with running_client(bot, fake):
        await fake.send_message(seed.general, seed.alice, "secret")
        await fake.send_message(seed.general, seed.alice, f"{fake.bot.mention} psst")
        await until(lambda: len(bot.seen) == 2)
    assert [m.content for m in bot.seen] == ["", f"{fake.bot.mention} psst"]


async def test_gateway_drop_is_resumed_and_missed_events_replayed(fake_discord: FakeDiscord) -> None:
    fake, seed = fake_discord, fake_discord.seed
    async with running_client(ThrowawayBot(seed.guild.id), fake) as bot:
        await fake.drop_gateway()
        await fake.send_message(seed.general, seed.alice, "sent while dropped")
        await fake.wait_for_resume()
        await asyncio.wait_for(bot.resumed.wait(), 3)
        await fake.send_message(seed.general, seed.bob, "after resume")
        await until(lambda: len(bot.seen) == 2)
        await fake.request_reconnect()  # op 7: the client reconnects and resumes too
        await fake.wait_for_resume(2)
        await fake.send_message(seed.general, seed.bob, "after reconnect")
        await until(lambda: len(bot.seen) == 3)
    assert [m.content for m in bot.seen] == ["sent while dropped", "after resume", "after reconnect"]
    assert len(fake.gateway.sessions) == 1  # resumed, not identified again
    assert fake.gateway.connections[-1].startswith("/gateway/resume?")


async def test_rate_limited_send_is_retried_and_succeeds(fake_discord: FakeDiscord) -> None:
    fake, seed = fake_discord, fake_discord.seed
    fake.rate_limit_next(SEND, retry_after=0.05)
    async with running_client(ThrowawayBot(seed.guild.id), fake):
        await fake.send_message(seed.general, seed.alice, "hello")
        await fake.wait_for_call(lambda c: c.route == SEND and c.status == 200)
    sends = fake.find_calls(SEND)
    assert [c.status for c in sends] == [429, 200]
    assert sends[1].time - sends[0].time >= 0.05
    assert [m["content"] for m in fake.messages(seed.general.id)] == ["hello", "hi alice"]


async def test_pings_follow_allowed_mentions_and_replies_reference(fake_discord: FakeDiscord) -> None:
    fake, seed = fake_discord, fake_discord.seed
    client = discord.Client(intents=discord.Intents.default(), allowed_mentions=NO_PINGS)
    async with running_client(client, fake):
        channel = client.get_channel(seed.general.id)
        quiet = await channel.send(f"{seed.alice.mention} wins")
        loud = await channel.send(
            f"{seed.alice.mention} wins", allowed_mentions=discord.AllowedMentions(users=True)
        )
        reply = await quiet.reply("well done")
    assert fake.message(quiet.id)["mentions"] == []
    assert [u["id"] for u in fake.message(loud.id)["mentions"]] == [str(seed.alice.id)]
    assert reply.reference is not None and reply.reference.message_id == quiet.id
    quiet_call, loud_call, reply_call = fake.find_calls(SEND)
    assert check_payload(quiet_call) == [] and check_payload(reply_call) == []
    assert check_payload(loud_call) == ["allowed_mentions.parse is ['users'], expected []"]


async def test_server_errors_and_delays_are_injected(fake_discord: FakeDiscord) -> None:
    fake, seed = fake_discord, fake_discord.seed
    fake.fail_next("GET /channels/{channel_id}", status=503)
    fake.delay_next("GET /guilds/{guild_id}/members/{user_id}", 0.2)
    client = discord.Client(intents=discord.Intents.default())
    async with running_client(client, fake):
        with pytest.raises(discord.DiscordServerError):
            await client.fetch_channel(seed.trivia.id)
        assert (await client.fetch_channel(seed.trivia.id)).name == "trivia"
        guild = client.get_guild(seed.guild.id)
        started = asyncio.get_running_loop().time()
        member = await guild.fetch_member(seed.carol.id)
        assert member.name == "carol" and asyncio.get_running_loop().time() - started >= 0.2
        with pytest.raises(discord.NotFound):
            await guild.fetch_member(12345)


async def test_file_upload_is_parsed_from_multipart(fake_discord: FakeDiscord) -> None:
    fake, seed = fake_discord, fake_discord.seed
    client = discord.Client(intents=discord.Intents.default(), allowed_mentions=NO_PINGS)
    async with running_client(client, fake):
        channel = client.get_channel(seed.trivia.id)
        file = discord.File(io.BytesIO(b"lap times"), filename="report.txt")
        sent = await channel.send("report", file=file)
        assert await sent.attachments[0].read() == b"lap times"
    call = fake.find_calls(SEND)[0]
    assert call.json["content"] == "report"
    assert call.files == [("files[0]", "report.txt", b"lap times")]


async def test_missing_privileged_intent_closes_with_4014(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = await FakeDiscord(application_flags=0).start()
    try:
        seed_default(fake)
        point_discord_at(fake, monkeypatch)
        intents = discord.Intents.default()
        intents.members = True
        with pytest.raises(discord.PrivilegedIntentsRequired):
            async with running_client(discord.Client(intents=intents), fake):
                pass
    finally:
        await fake.stop()


# -- raw REST behaviour -----------------------------------------------------------------------------
async def test_rest_answers_exact_json_and_records_unknown_routes(fake_discord: FakeDiscord) -> None:
    async with aiohttp.ClientSession() as http:
        async with http.get(fake_discord.api_url + "/users/@me") as resp:
            assert resp.headers["Content-Type"] == "application/json"
        async with http.get(fake_discord.api_url + "/voice/regions") as resp:
            assert resp.status == 404 and (await resp.json())["message"] == "404: Not Found"
    assert [c.path for c in fake_discord.unhandled] == ["/voice/regions"]
    fake_discord.unhandled.clear()


async def test_second_response_and_late_response_are_refused(fake_discord: FakeDiscord) -> None:
    fake, seed = fake_discord, fake_discord.seed
    fake.world.commands[seed.guild.id] = [
        {"id": "1", "name": "ping", "type": 1, "guild_id": str(seed.guild.id)}
    ]
    first = await fake.slash(seed.alice, "ping")
    late = await fake.slash(seed.alice, "ping")
    late.expire()
    body = {"type": 4, "data": {"content": "pong", "allowed_mentions": {"parse": []}}}
    async with aiohttp.ClientSession() as http:
        url = f"{fake.api_url}/interactions/{first.id}/{first.token}/callback?with_response=1"
        statuses = []
        for _ in range(2):
            async with http.post(url, json=body) as resp:
                statuses.append((resp.status, (await resp.json())))
        async with http.post(
            f"{fake.api_url}/interactions/{late.id}/{late.token}/callback", json=body
        ) as resp:
            late_answer = (resp.status, await resp.json())
    assert statuses[0][0] == 200
    assert statuses[1][0] == 400 and statuses[1][1]["code"] == 40060
    assert late_answer[0] == 404 and late_answer[1]["code"] == 10062


# -- the payload checker ----------------------------------------------------------------------------
