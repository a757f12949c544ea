"""The fake Discord's world: users, guilds, roles, channels, members, messages and synced commands.

Plain dataclasses and their JSON shapes. Shapes follow Discord's published OpenAPI description of its
HTTP API (`UserResponse`, `GuildMemberResponse`, `GuildRoleResponse`, `GuildChannelResponse`), plus the gateway-only GUILD_CREATE extras discord.py reads
(`discord/types/guild.py`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

DISCORD_EPOCH_MS = 1420070400000


class Perm:
    """Permission bits (Discord's permission flags)."""

    CREATE_INSTANT_INVITE = 1 << 0
    KICK_MEMBERS = 1 << 1
    BAN_MEMBERS = 1 << 2
    ADMINISTRATOR = 1 << 3
    MANAGE_CHANNELS = 1 << 4
    MANAGE_GUILD = 1 << 5
    ADD_REACTIONS = 1 << 6
    VIEW_CHANNEL = 1 << 10
    SEND_MESSAGES = 1 << 11
    MANAGE_MESSAGES = 1 << 13
    EMBED_LINKS = 1 << 14
    ATTACH_FILES = 1 << 15
    READ_MESSAGE_HISTORY = 1 << 16
    MENTION_EVERYONE = 1 << 17
    USE_EXTERNAL_EMOJIS = 1 << 18
    MANAGE_ROLES = 1 << 28
    USE_APPLICATION_COMMANDS = 1 << 31
    SEND_MESSAGES_IN_THREADS = 1 << 38
    ALL = (1 << 51) - 1

    MEMBER_DEFAULT = (
        VIEW_CHANNEL
        | SEND_MESSAGES
        | READ_MESSAGE_HISTORY
        | ADD_REACTIONS
        | EMBED_LINKS
        | ATTACH_FILES
        | USE_EXTERNAL_EMOJIS
        | USE_APPLICATION_COMMANDS
        | SEND_MESSAGES_IN_THREADS
    )
    BOT_DEFAULT = MEMBER_DEFAULT | MANAGE_MESSAGES


def iso(ts: float) -> str:
    """Discord's ISO 8601 timestamp for a POSIX time."""
    return datetime.fromtimestamp(ts, UTC).isoformat()


class Snowflakes:
    """Increasing snowflake ids built from a clock (seconds), like Discord's."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self._clock = clock
        self._last = 0

    def next(self) -> int:
        candidate = (int(self._clock() * 1000) - DISCORD_EPOCH_MS) << 22
        self._last = max(candidate, self._last + 1)
        return self._last

    def on_shard(self, shard: int, count: int) -> int:
        """The next id of a guild whose events go to ``shard`` of ``count``: ``(id >> 22) % count``."""
        stamp = self.next() >> 22
        stamp += (shard - stamp) % count
        self._last = max(self._last, stamp << 22)
        return self._last


@dataclass
class FakeUser:
    id: int
    username: str
    bot: bool = False
    global_name: str | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "username": self.username,
            "global_name": self.global_name,
            "discriminator": "0",
            "avatar": None,
            "public_flags": 0,
            "flags": 0,
            "primary_guild": None,
        }
        if self.bot:
            data["bot"] = True
        return data

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"


@dataclass
class FakeRole:
    id: int
    name: str
    permissions: int = 0
    position: int = 0
    managed: bool = False
    bot_id: int | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "name": self.name,
            "permissions": str(self.permissions),
            "position": self.position,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "managed": self.managed,
            "mentionable": False,
            "icon": None,
            "unicode_emoji": None,
            "flags": 0,
        }
        if self.bot_id is not None:
            data["tags"] = {"bot_id": str(self.bot_id)}
        return data


@dataclass
class FakeChannel:
    id: int
    guild_id: int
    name: str
    type: int = 0  # GUILD_TEXT
    position: int = 0
    topic: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "type": self.type,
            "guild_id": str(self.guild_id),
            "name": self.name,
            "position": self.position,
            "flags": 0,
            "permission_overwrites": [],
            "topic": self.topic,
            "nsfw": False,
            "rate_limit_per_user": 0,
            "last_message_id": None,
            "parent_id": None,
        }


@dataclass
class FakeMember:
    user: FakeUser
    guild_id: int
    roles: list[int] = field(default_factory=list)
    nick: str | None = None
    joined_at: str = "2024-01-01T00:00:00+00:00"

    @property
    def id(self) -> int:
        return self.user.id

    @property
    def mention(self) -> str:
        return self.user.mention

    def to_json(self, *, with_user: bool = True, permissions: int | None = None) -> dict[str, Any]:
        data: dict[str, Any] = {
            "nick": self.nick,
            "avatar": None,
            "banner": None,
            "roles": [str(r) for r in self.roles],
            "joined_at": self.joined_at,
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "communication_disabled_until": None,
        }
        if with_user:
            data["user"] = self.user.to_json()
        if permissions is not None:
            data["permissions"] = str(permissions)
        return data


@dataclass
class FakeGuild:
    id: int
    name: str
    owner_id: int
    roles: dict[int, FakeRole] = field(default_factory=dict)
    channels: dict[int, FakeChannel] = field(default_factory=dict)
    members: dict[int, FakeMember] = field(default_factory=dict)

    @property
    def everyone(self) -> FakeRole:
        return self.roles[self.id]

    def channel(self, name: str) -> FakeChannel:
        for channel in self.channels.values():
            if channel.name == name:
                return channel
        raise LookupError(f"no channel named {name!r} in guild {self.id}")

    def member(self, user_id: int) -> FakeMember:
        try:
            return self.members[user_id]
        except KeyError:
            raise LookupError(f"user {user_id} is not a member of guild {self.id}") from None

    def permissions_of(self, user_id: int) -> int:
        """Guild-level permissions, computed like Discord: owner and administrators get everything."""
        if user_id == self.owner_id:
            return Perm.ALL
        perms = self.everyone.permissions
        for role_id in self.member(user_id).roles:
            perms |= self.roles[role_id].permissions
        return Perm.ALL if perms & Perm.ADMINISTRATOR else perms

    def to_json(self, *, joined_at: str) -> dict[str, Any]:
        """The GUILD_CREATE payload (a full guild with channels, roles and members)."""
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "owner_id": str(self.owner_id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 1,
            "explicit_content_filter": 0,
            "roles": [r.to_json() for r in self.roles.values()],
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "nsfw_level": 0,
            "application_id": None,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "public_updates_channel_id": None,
            "vanity_url_code": None,
            "description": None,
            "banner": None,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "premium_progress_bar_enabled": False,
            "preferred_locale": "en-US",
            "max_members": 500000,
            "max_video_channel_users": 25,
            "joined_at": joined_at,
            "large": False,
            "unavailable": False,
            "member_count": len(self.members),
            "members": [m.to_json() for m in self.members.values()],
            "channels": [c.to_json() for c in self.channels.values()],
            "threads": [],
            "presences": [],
            "voice_states": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }


@dataclass
class StoredMessage:
    """A message as the fake holds it: its JSON, when it last changed and which interaction made it."""

    data: dict[str, Any]
    touched: float  # loop time of its creation or last edit
    interaction_token: str | None = None
    deleted: bool = False

    @property
    def id(self) -> int:
        return int(self.data["id"])

    @property
    def channel_id(self) -> int:
        return int(self.data["channel_id"])

    @property
    def ephemeral(self) -> bool:
        return bool(self.data.get("flags", 0) & 64)


@dataclass
class World:
    """Everything the fake knows, keyed by id."""

    ids: Snowflakes
    bot: FakeUser
    application_id: int
    guilds: dict[int, FakeGuild] = field(default_factory=dict)
    users: dict[int, FakeUser] = field(default_factory=dict)
    messages: dict[int, StoredMessage] = field(default_factory=dict)
    # (guild_id or None for global) -> synced command definitions as Discord echoed them
    commands: dict[int | None, list[dict[str, Any]]] = field(default_factory=dict)
    attachments: dict[str, bytes] = field(default_factory=dict)

    def add_guild(
        self,
        name: str,
        *,
        owner_id: int | None = None,
        owner_name: str = "owner",
        shard: tuple[int, int] | None = None,
    ) -> FakeGuild:
        """A guild with its @everyone role, its owner and the bot (with a managed bot role); with
        ``shard`` (id, count), one whose events go to that shard."""
        guild_id = self.ids.next() if shard is None else self.ids.on_shard(*shard)
        guild = FakeGuild(id=guild_id, name=name, owner_id=0)
        guild.roles[guild_id] = FakeRole(id=guild_id, name="@everyone", permissions=Perm.MEMBER_DEFAULT)
        self.guilds[guild_id] = guild
        guild.owner_id = self.add_member(guild_id, owner_id, owner_name).id
        bot_role = self.add_role(guild_id, self.bot.username, Perm.BOT_DEFAULT, managed=True)
        bot_role.bot_id = self.bot.id
        self.add_member(guild_id, self.bot.id, self.bot.username, roles=(bot_role.id,), bot=True)
        return guild

    def add_role(self, guild_id: int, name: str, permissions: int = 0, *, managed: bool = False) -> FakeRole:
        guild = self.guild(guild_id)
        role = FakeRole(id=self.ids.next(), name=name, permissions=permissions, position=len(guild.roles))
        role.managed = managed
        guild.roles[role.id] = role
        return role

    def add_channel(
        self, guild_id: int, name: str, *, type: int = 0, topic: str | None = None
    ) -> FakeChannel:
        guild = self.guild(guild_id)
        channel = FakeChannel(
            id=self.ids.next(), guild_id=guild_id, name=name, type=type, position=len(guild.channels)
        )
        channel.topic = topic
        guild.channels[channel.id] = channel
        return channel

    def add_member(
        self,
        guild_id: int,
        user_id: int | None,
        name: str,
        *,
        permissions: int = 0,
        roles: Iterable[int] = (),
        bot: bool = False,
    ) -> FakeMember:
        """Adds a member. Extra `permissions` become a role of their own, so that discord.py's
        computed `guild_permissions` and the interaction's `member.permissions` agree."""
        guild = self.guild(guild_id)
        uid = user_id if user_id is not None else self.ids.next()
        user = self.users.get(uid) or FakeUser(id=uid, username=name, bot=bot)
        self.users[uid] = user
        role_ids = list(roles)
        for role_id in role_ids:
            if role_id not in guild.roles:
                raise LookupError(f"role {role_id} is not in guild {guild_id}")
        if permissions:
            role_ids.append(self.add_role(guild_id, f"{name} permissions", permissions).id)
        member = FakeMember(user=user, guild_id=guild_id, roles=role_ids)
        guild.members[uid] = member
        return member

    def guild(self, guild_id: int) -> FakeGuild:
        try:
            return self.guilds[guild_id]
        except KeyError:
            raise LookupError(f"no guild {guild_id}") from None

    def channel(self, channel_id: int) -> FakeChannel | None:
        for guild in self.guilds.values():
            if channel_id in guild.channels:
                return guild.channels[channel_id]
        return None

    def live_message(self, message_id: int) -> StoredMessage | None:
        stored = self.messages.get(message_id)
        return None if stored is None or stored.deleted else stored
