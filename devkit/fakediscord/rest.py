"""REST handlers of the fake, one per route of Discord's API (paths as in openapi.json, under /api/v10).

Each handler takes the fake and the recorded call and returns (status, JSON body or None). Anything not
in ROUTES is answered 404 by the server and kept in `fake.unhandled`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import TYPE_CHECKING, Any

from . import interactions
from .interactions import Answer, error
from .limits import check_commands, check_limits
from .payloads import MessageSpec
from .recording import Call

if TYPE_CHECKING:
    from .server import FakeDiscord


Handler = Callable[["FakeDiscord", Call], Awaitable[Answer]]
MANAGE_MESSAGES = 1 << 13


def _body(call: Call) -> Mapping[str, Any]:
    return call.json if isinstance(call.json, Mapping) else {}


def _invalid(problems: list[str]) -> Answer:
    return 400, {"message": "Invalid Form Body", "code": 50035, "errors": problems}


async def get_me(fake: FakeDiscord, call: Call) -> Answer:
    return 200, {**fake.world.bot.to_json(), "verified": True, "mfa_enabled": False, "locale": "en-US"}


async def get_user(fake: FakeDiscord, call: Call) -> Answer:
    user = fake.world.users.get(int(call.params["user_id"]))
    return (200, user.to_json()) if user else error(404, 10013, "Unknown User")


async def get_application(fake: FakeDiscord, call: Call) -> Answer:
    # `PrivateApplicationResponse` in openapi.json; discord.py's AppInfo indexes id, name, icon,
    # description, bot_public, bot_require_code_grant, owner and verify_key.
    world = fake.world
    return 200, {
        "id": str(world.application_id),
        "name": world.bot.username,
        "icon": None,
        "description": "",
        "type": None,
        "bot": world.bot.to_json(),
        "bot_public": False,
        "bot_require_code_grant": False,
        "verify_key": "0" * 64,
        "flags": fake.application_flags,
        "owner": fake.app_owner.to_json(),
        "team": None,
        "redirect_uris": [],
        "interactions_endpoint_url": None,
        "role_connections_verification_url": None,
        "approximate_guild_count": len(world.guilds),
        "explicit_content_filter": 0,
        "tags": [],
    }


async def get_gateway(fake: FakeDiscord, call: Call) -> Answer:
    return 200, {"url": fake.gateway_url}


async def get_gateway_bot(fake: FakeDiscord, call: Call) -> Answer:
    # `GatewayBotResponse`: url, shards (recommended), session_start_limit (all required); every
    # IDENTIFY, refused or not, is one session start of the day's budget.
    gateway = fake.gateway
    started = len(gateway.sessions) + len(gateway.invalid_sessions)
    limit = {
        "total": 1000,
        "remaining": max(0, 1000 - started),
        "reset_after": 14_400_000,
        "max_concurrency": gateway.max_concurrency,
    }
    return 200, {"url": fake.gateway_url, "shards": gateway.shard_count, "session_start_limit": limit}


def _command_scope(fake: FakeDiscord, call: Call) -> int | Answer | None:
    if call.params["application_id"] != str(fake.world.application_id):
        return error(403, 50001, "Missing Access")
    if "guild_id" not in call.params:
        return None
    guild_id = int(call.params["guild_id"])
    return guild_id if guild_id in fake.world.guilds else error(403, 50001, "Missing Access")


def _echo_command(fake: FakeDiscord, scope: int | None, command: Mapping[str, Any]) -> dict[str, Any]:
    # `ApplicationCommandResponse`: Discord keeps a command's id while its name and type stay the same.
    kind = command.get("type", 1)
    old = {(c["name"], c["type"]): c["id"] for c in fake.world.commands.get(scope, [])}
    echoed = {
        "dm_permission": True,
        "contexts": None,
        "integration_types": [0],
        "nsfw": False,
        **command,
        "id": old.get((command["name"], kind)) or str(fake.world.ids.next()),
        "application_id": str(fake.world.application_id),
        "version": str(fake.world.ids.next()),
        "type": kind,
        "default_member_permissions": command.get("default_member_permissions"),
    }
    if scope is not None:
        echoed["guild_id"] = str(scope)
    return echoed


async def put_commands(fake: FakeDiscord, call: Call) -> Answer:
    scope = _command_scope(fake, call)
    if isinstance(scope, tuple):
        return scope
    commands = call.json if isinstance(call.json, list) else []
    if fake.enforce_limits and (problems := check_commands(commands)):
        return _invalid(problems)
    fake.world.commands[scope] = [_echo_command(fake, scope, c) for c in commands]
    return 200, fake.world.commands[scope]


async def post_command(fake: FakeDiscord, call: Call) -> Answer:
    scope = _command_scope(fake, call)
    if isinstance(scope, tuple):
        return scope
    command = dict(_body(call))
    if fake.enforce_limits and (problems := check_commands([command])):
        return _invalid(problems)
    echoed = _echo_command(fake, scope, command)
    kept = [
        c
        for c in fake.world.commands.get(scope, [])
        if (c["name"], c["type"]) != (echoed["name"], echoed["type"])
    ]
    fake.world.commands[scope] = [*kept, echoed]
    return 200, echoed


async def get_commands(fake: FakeDiscord, call: Call) -> Answer:
    scope = _command_scope(fake, call)
    if isinstance(scope, tuple):
        return scope
    return 200, fake.world.commands.get(scope, [])


async def get_channel(fake: FakeDiscord, call: Call) -> Answer:
    channel = fake.world.channel(int(call.params["channel_id"]))
    return (200, channel.to_json()) if channel else error(404, 10003, "Unknown Channel")


async def get_guild(fake: FakeDiscord, call: Call) -> Answer:
    guild = fake.world.guilds.get(int(call.params["guild_id"]))
    if guild is None:
        return error(404, 10004, "Unknown Guild")
    data = guild.to_json(joined_at="2024-01-01T00:00:00+00:00")
    for key in ("members", "channels", "threads", "presences", "voice_states", "joined_at", "large"):
        data.pop(key, None)
    return 200, data


async def get_member(fake: FakeDiscord, call: Call) -> Answer:
    guild = fake.world.guilds.get(int(call.params["guild_id"]))
    if guild is None:
        return error(404, 10004, "Unknown Guild")
    member = guild.members.get(int(call.params["user_id"]))
    return (200, member.to_json()) if member else error(404, 10007, "Unknown Member")


async def post_message(fake: FakeDiscord, call: Call) -> Answer:
    channel = fake.world.channel(int(call.params["channel_id"]))
    if channel is None:
        return error(404, 10003, "Unknown Channel")
    body = _body(call)
    if fake.enforce_limits and (problems := check_limits(body)):
        return _invalid(problems)
    if not (
        body.get("content") or body.get("embeds") or body.get("components") or call.files or body.get("poll")
    ):
        return error(400, 50006, "Cannot send an empty message")
    guild = fake.world.guild(channel.guild_id)
    spec = MessageSpec(channel_id=channel.id, author=fake.world.bot, guild=guild, body=body)
    if body.get("message_reference"):
        spec.type = 19  # REPLY
    stored = await fake.create_message(spec, files=call.files)
    return 200, stored.data


def _channel_message(fake: FakeDiscord, call: Call) -> Any:
    stored = fake.world.live_message(int(call.params["message_id"]))
    if stored is None or str(stored.channel_id) != call.params["channel_id"]:
        return error(404, 10008, "Unknown Message")
    return stored


async def get_message(fake: FakeDiscord, call: Call) -> Answer:
    stored = _channel_message(fake, call)
    return stored if isinstance(stored, tuple) else (200, stored.data)


async def patch_message(fake: FakeDiscord, call: Call) -> Answer:
    stored = _channel_message(fake, call)
    if isinstance(stored, tuple):
        return stored
    if stored.data["author"]["id"] != str(fake.world.bot.id):
        return error(403, 50005, "Cannot edit a message authored by another user")
    body = _body(call)
    if fake.enforce_limits and (problems := check_limits(body)):
        return _invalid(problems)
    await fake.edit_message(stored, body, files=call.files)
    return 200, stored.data


async def delete_message(fake: FakeDiscord, call: Call) -> Answer:
    stored = _channel_message(fake, call)
    if isinstance(stored, tuple):
        return stored
    guild_id = int(stored.data.get("guild_id", 0))
    own = stored.data["author"]["id"] == str(fake.world.bot.id)
    if (
        not own
        and guild_id
        and not fake.world.guild(guild_id).permissions_of(fake.world.bot.id) & MANAGE_MESSAGES
    ):
        return error(403, 50013, "Missing Permissions")
    await fake.delete_message(stored)
    return 204, None


async def no_content(fake: FakeDiscord, call: Call) -> Answer:
    """Typing indicators and reactions: accepted and recorded, nothing else."""
    if fake.world.channel(int(call.params["channel_id"])) is None:
        return error(404, 10003, "Unknown Channel")
    return 204, None


ROUTES: dict[str, Handler] = {
    "GET /users/@me": get_me,
    "GET /users/{user_id}": get_user,
    "GET /oauth2/applications/@me": get_application,
    "GET /gateway": get_gateway,
    "GET /gateway/bot": get_gateway_bot,
    "PUT /applications/{application_id}/commands": put_commands,
    "GET /applications/{application_id}/commands": get_commands,
    "POST /applications/{application_id}/commands": post_command,
    "PUT /applications/{application_id}/guilds/{guild_id}/commands": put_commands,
    "GET /applications/{application_id}/guilds/{guild_id}/commands": get_commands,
    "POST /applications/{application_id}/guilds/{guild_id}/commands": post_command,
    "GET /channels/{channel_id}": get_channel,
    "GET /guilds/{guild_id}": get_guild,
    "GET /guilds/{guild_id}/members/{user_id}": get_member,
    "POST /channels/{channel_id}/messages": post_message,
    "GET /channels/{channel_id}/messages/{message_id}": get_message,
    "PATCH /channels/{channel_id}/messages/{message_id}": patch_message,
    "DELETE /channels/{channel_id}/messages/{message_id}": delete_message,
    "POST /channels/{channel_id}/typing": no_content,
    "PUT /channels/{channel_id}/messages/{message_id}/reactions/{emoji}/@me": no_content,
    "DELETE /channels/{channel_id}/messages/{message_id}/reactions/{emoji}/@me": no_content,
    interactions.CALLBACK: interactions.callback,
    interactions.FOLLOWUP: interactions.followup,
    "GET " + interactions.WEBHOOK_MESSAGE: interactions.webhook_message,
    "PATCH " + interactions.WEBHOOK_MESSAGE: interactions.webhook_message,
    "DELETE " + interactions.WEBHOOK_MESSAGE: interactions.webhook_message,
}
