"""Builders for the JSON the fake sends: message objects and INTERACTION_CREATE payloads.

Message fields follow `MessageResponse` in Discord's published OpenAPI description of its HTTP API
(all its required keys are always present). Interaction payloads have no schema in the spec (they travel on the gateway); their
shape follows discord.py's `discord/types/interactions.py` and `Interaction._from_data`, which indexes
`attachment_size_limit` and needs `data.guild_id` for guild commands.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .state import FakeChannel, FakeGuild, FakeMember, FakeRole, FakeUser, World, iso

ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024  # what Discord grants an unboosted guild
SUBCOMMAND, SUBCOMMAND_GROUP = 1, 2
STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER, ATTACHMENT = range(3, 12)

_USER_MENTION = re.compile(r"<@!?(\d+)>")
_ROLE_MENTION = re.compile(r"<@&(\d+)>")


def mentions_in(
    world: World, guild: FakeGuild | None, content: str, allowed: Mapping[str, Any] | None
) -> tuple[list[dict[str, Any]], list[str], bool]:
    """Who a message's content actually pings: (users, role ids, everyone).

    Like Discord, `allowed_mentions` narrows the pings; without it every mention pings."""
    parse = set(allowed.get("parse", [])) if allowed is not None else {"users", "roles", "everyone"}
    ok_users = {int(u) for u in (allowed or {}).get("users", [])}
    ok_roles = {int(r) for r in (allowed or {}).get("roles", [])}
    users: list[dict[str, Any]] = []
    for raw in dict.fromkeys(_USER_MENTION.findall(content)):
        uid = int(raw)
        user = world.users.get(uid)
        if user is None or ("users" not in parse and uid not in ok_users):
            continue
        entry = user.to_json()
        if guild is not None and uid in guild.members:
            entry["member"] = guild.members[uid].to_json(with_user=False)
        users.append(entry)
    roles = [
        raw
        for raw in dict.fromkeys(_ROLE_MENTION.findall(content))
        if "roles" in parse or int(raw) in ok_roles
    ]
    everyone = ("@everyone" in content or "@here" in content) and "everyone" in parse
    return users, roles, everyone


@dataclass
class MessageSpec:
    """What a new message carries, before the fake gives it an id and a timestamp."""

    channel_id: int
    author: FakeUser
    guild: FakeGuild | None = None
    body: Mapping[str, Any] = field(default_factory=dict)
    type: int = 0
    webhook_id: int | None = None
    interaction_metadata: dict[str, Any] | None = None
    attachments: list[dict[str, Any]] = field(default_factory=list)


def message_json(world: World, spec: MessageSpec, *, message_id: int, now: float) -> dict[str, Any]:
    """A full message object, as `POST /channels/{id}/messages` returns it and MESSAGE_CREATE carries it."""
    body = spec.body
    content = body.get("content") or ""
    users, roles, everyone = mentions_in(world, spec.guild, content, body.get("allowed_mentions"))
    data: dict[str, Any] = {
        "id": str(message_id),
        "channel_id": str(spec.channel_id),
        "type": spec.type,
        "author": spec.author.to_json(),
        "content": content,
        "timestamp": iso(now),
        "edited_timestamp": None,
        "tts": bool(body.get("tts", False)),
        "mention_everyone": everyone,
        "mentions": users,
        "mention_roles": roles,
        "attachments": spec.attachments,
        "embeds": list(body.get("embeds") or []),
        "components": list(body.get("components") or []),
        "flags": int(body.get("flags") or 0),
        "pinned": False,
    }
    if spec.guild is not None:
        data["guild_id"] = str(spec.guild.id)
        member = spec.guild.members.get(spec.author.id)
        if member is not None:
            data["member"] = member.to_json(with_user=False)
    if spec.webhook_id is not None:
        data["webhook_id"] = str(spec.webhook_id)
        data["application_id"] = str(spec.webhook_id)
    if spec.interaction_metadata is not None:
        data["interaction_metadata"] = spec.interaction_metadata
    reference = body.get("message_reference")
    if reference:
        data["message_reference"] = {"type": 0, "channel_id": str(spec.channel_id), **reference}
        replied = world.live_message(int(reference.get("message_id", 0)))
        data["referenced_message"] = replied.data if replied else None
    if body.get("nonce") is not None:
        data["nonce"] = body["nonce"]
    return data


def edit_message_json(world: World, data: dict[str, Any], body: Mapping[str, Any], *, now: float) -> None:
    """Applies an edit (`PATCH` body) to a stored message in place, like Discord does."""
    for key in ("content", "embeds", "components"):
        if key in body:
            value = body[key]
            data[key] = value if value is not None else ("" if key == "content" else [])
    if body.get("flags") is not None:
        # An edit may toggle SUPPRESS_EMBEDS (1 << 2) and set IS_COMPONENTS_V2 (1 << 15); other
        # flags (EPHEMERAL, LOADING, ...) stay as they were.
        old, new = int(data.get("flags") or 0), int(body["flags"])
        data["flags"] = (old & ~(1 << 2)) | (new & (1 << 2)) | (new & (1 << 15))
    if "content" in body:
        guild = world.guilds.get(int(data["guild_id"])) if "guild_id" in data else None
        users, roles, everyone = mentions_in(world, guild, data["content"], body.get("allowed_mentions"))
        data.update(mentions=users, mention_roles=roles, mention_everyone=everyone)
    data["edited_timestamp"] = iso(now)


def attachment_json(attachment_id: int, filename: str, size: int, url: str) -> dict[str, Any]:
    return {
        "id": str(attachment_id),
        "filename": filename,
        "size": size,
        "url": url,
        "proxy_url": url,
        "content_type": _content_type(filename),
    }


def _content_type(filename: str) -> str:
    suffix = filename.rsplit(".", 1)[-1].lower()
    return {
        "txt": "text/plain; charset=utf-8",
        "md": "text/markdown; charset=utf-8",
        "html": "text/html; charset=utf-8",
        "json": "application/json",
        "png": "image/png",
    }.get(suffix, "application/octet-stream")


@dataclass
class InteractionContext:
    """Where and by whom an interaction happens."""

    id: int
    token: str
    application_id: int
    guild: FakeGuild
    channel: FakeChannel
    member: FakeMember
    app_permissions: int
    locale: str = "en-US"


def interaction_json(
    ctx: InteractionContext, type: int, data: dict[str, Any], message: dict[str, Any] | None = None
) -> dict[str, Any]:
    """An INTERACTION_CREATE payload (type 2 command, 3 component, 4 autocomplete, 5 modal submit)."""
    guild = ctx.guild
    channel = ctx.channel.to_json()
    channel["permissions"] = str(guild.permissions_of(ctx.member.id))
    payload: dict[str, Any] = {
        "id": str(ctx.id),
        "application_id": str(ctx.application_id),
        "type": type,
        "data": data,
        "token": ctx.token,
        "version": 1,
        "guild_id": str(guild.id),
        "guild": {"id": str(guild.id), "locale": "en-US", "features": []},
        "channel_id": str(ctx.channel.id),
        "channel": channel,
        "member": ctx.member.to_json(permissions=guild.permissions_of(ctx.member.id)),
        "app_permissions": str(ctx.app_permissions),
        "locale": ctx.locale,
        "guild_locale": "en-US",
        "entitlements": [],
        "entitlement_sku_ids": [],
        "authorizing_integration_owners": {"0": str(guild.id)},
        "context": 0,
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
    }
    if message is not None:
        payload["message"] = message
    return payload


def command_data(
    command: Mapping[str, Any],
    guild: FakeGuild,
    *,
    group: str | None,
    subcommand: str | None,
    options: Mapping[str, Any],
    focused: str | None = None,
) -> dict[str, Any]:
    """`data` of an APPLICATION_COMMAND (or autocomplete) interaction for a synced command."""
    resolved: dict[str, dict[str, Any]] = {}
    definitions = list(command.get("options") or [])
    path: list[tuple[int, str]] = []
    if group is not None:
        group_def = _find(definitions, group, SUBCOMMAND_GROUP, command["name"])
        path.append((SUBCOMMAND_GROUP, group))
        definitions = list(group_def.get("options") or [])
        if subcommand is None:
            raise ValueError(f"group {group!r} needs a subcommand")
    if subcommand is not None:
        sub_def = _find(definitions, subcommand, SUBCOMMAND, command["name"])
        path.append((SUBCOMMAND, subcommand))
        definitions = list(sub_def.get("options") or [])
    elif any(d.get("type") in (SUBCOMMAND, SUBCOMMAND_GROUP) for d in definitions):
        raise ValueError(f"/{command['name']} needs a subcommand")
    values = _option_values(definitions, guild, options, focused, resolved)
    for kind, name in reversed(path):
        values = [{"type": kind, "name": name, "options": values}]
    data: dict[str, Any] = {
        "id": command["id"],
        "name": command["name"],
        "type": command.get("type", 1),
        "options": values,
    }
    if command.get("guild_id"):
        data["guild_id"] = command["guild_id"]
    if resolved:
        data["resolved"] = resolved
    return data


def _find(definitions: list[dict[str, Any]], name: str, kind: int, where: str) -> dict[str, Any]:
    for definition in definitions:
        if definition.get("name") == name and definition.get("type") == kind:
            return definition
    known = [d.get("name") for d in definitions if d.get("type") == kind]
    raise ValueError(
        f"/{where} has no {'group' if kind == SUBCOMMAND_GROUP else 'subcommand'} {name!r}: {known}"
    )


def _option_values(
    definitions: list[dict[str, Any]],
    guild: FakeGuild,
    options: Mapping[str, Any],
    focused: str | None,
    resolved: dict[str, dict[str, Any]],
) -> list[dict[str, Any]]:
    by_name = {d["name"]: d for d in definitions}
    unknown = sorted(set(options) - set(by_name))
    if unknown:
        raise ValueError(f"unknown options {unknown}; the command has {sorted(by_name)}")
    missing = [d["name"] for d in definitions if d.get("required") and d["name"] not in options]
    if missing and focused is None:
        raise ValueError(f"missing required options {missing}")
    values = []
    for name, value in options.items():
        kind = by_name[name]["type"]
        entry: dict[str, Any] = {"name": name, "type": kind}
        if name == focused:
            entry.update(value=str(value), focused=True)
        else:
            entry["value"] = _option_value(kind, value, guild, resolved)
        values.append(entry)
    return values


def _option_value(kind: int, value: Any, guild: FakeGuild, resolved: dict[str, dict[str, Any]]) -> Any:
    if kind == STRING:
        return str(value)
    if kind == INTEGER:
        return int(value)
    if kind == NUMBER:
        return float(value)
    if kind == BOOLEAN:
        return bool(value)
    if kind in (USER, MENTIONABLE) and not isinstance(value, FakeRole):
        uid = value.id if isinstance(value, FakeMember | FakeUser) else int(value)
        member = guild.member(uid)
        resolved.setdefault("users", {})[str(uid)] = member.user.to_json()
        resolved.setdefault("members", {})[str(uid)] = member.to_json(
            with_user=False, permissions=guild.permissions_of(uid)
        )
        return str(uid)
    if kind in (ROLE, MENTIONABLE):
        role = value if isinstance(value, FakeRole) else guild.roles[int(value)]
        resolved.setdefault("roles", {})[str(role.id)] = role.to_json()
        return str(role.id)
    if kind == CHANNEL:
        channel = value if isinstance(value, FakeChannel) else guild.channels[int(value)]
        entry = channel.to_json()
        entry["permissions"] = str(guild.permissions_of(guild.owner_id))
        resolved.setdefault("channels", {})[str(channel.id)] = entry
        return str(channel.id)
    if kind == ATTACHMENT:
        if not isinstance(value, Mapping) or "id" not in value:
            raise ValueError("an attachment option takes the dict from fake.add_attachment()")
        resolved.setdefault("attachments", {})[str(value["id"])] = dict(value)
        return str(value["id"])
    raise ValueError(f"option type {kind} is not supported by the fake")


def find_component(components: list[dict[str, Any]], custom_id: str) -> dict[str, Any] | None:
    """The component with `custom_id` anywhere in a message's component tree."""
    for component in components:
        if component.get("custom_id") == custom_id:
            return component
        children = list(component.get("components") or [])
        if component.get("accessory"):
            children.append(component["accessory"])
        found = find_component(children, custom_id)
        if found is not None:
            return found
    return None
