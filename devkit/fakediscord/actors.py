"""What the fake's users do: post messages, run slash commands, press buttons, pick options, fill modals.

Each action dispatches the gateway event Discord would send the bot (MESSAGE_CREATE, INTERACTION_CREATE)
and returns the message, or an InteractionHandle to await the bot's answers through.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .interactions import InteractionHandle
from .payloads import InteractionContext, MessageSpec, command_data, find_component, interaction_json
from .state import FakeChannel, FakeGuild, FakeMember, FakeUser, StoredMessage

if TYPE_CHECKING:
    from .server import FakeDiscord


Who = FakeMember | FakeUser | int
Where = FakeChannel | int | None


class Actors:
    """Mixed into FakeDiscord."""

    async def send_message(
        self: FakeDiscord, channel_id: Where, user: Who, content: str, **body: Any
    ) -> dict[str, Any]:
        """A member posts `content` in a channel: MESSAGE_CREATE reaches the bot. Returns the message."""
        guild, channel = self._where(None, channel_id)
        member = guild.member(_user_id(user))
        spec = MessageSpec(
            channel_id=channel.id, author=member.user, guild=guild, body={"content": content, **body}
        )
        stored = await self.create_message(spec)
        return stored.data

    async def slash(
        self: FakeDiscord,
        user: Who,
        name: str,
        *,
        subcommand: str | None = None,
        group: str | None = None,
        options: Mapping[str, Any] | None = None,
        channel_id: Where = None,
        guild_id: int | None = None,
        locale: str = "en-US",
    ) -> InteractionHandle:
        """A member runs `/name [group] [subcommand]` with `options` (by option name), as the bot synced it."""
        guild, channel = self._where(guild_id, channel_id)
        command = self._command(guild, name)
        data = command_data(command, guild, group=group, subcommand=subcommand, options=options or {})
        return await self._interact(2, user, guild, channel, data, locale=locale)

    async def autocomplete(
        self: FakeDiscord,
        user: Who,
        name: str,
        focused: str,
        *,
        subcommand: str | None = None,
        group: str | None = None,
        options: Mapping[str, Any] | None = None,
        channel_id: Where = None,
        guild_id: int | None = None,
    ) -> InteractionHandle:
        """A member types in option `focused` (its partial text is `options[focused]`, default "");
        the bot's choices land in `handle.choices` once `await handle.response()` returns."""
        guild, channel = self._where(guild_id, channel_id)
        command = self._command(guild, name)
        values = {focused: "", **(options or {})}
        data = command_data(
            command, guild, group=group, subcommand=subcommand, options=values, focused=focused
        )
        return await self._interact(4, user, guild, channel, data)

    async def click(self: FakeDiscord, user: Who, message: Any, custom_id: str) -> InteractionHandle:
        """A member presses the button `custom_id` on a message the bot sent."""
        return await self._component(user, message, custom_id, None)

    async def select(
        self: FakeDiscord, user: Who, message: Any, custom_id: str, values: Sequence[str]
    ) -> InteractionHandle:
        """A member picks `values` in the select menu `custom_id`."""
        return await self._component(user, message, custom_id, list(values))

    async def submit_modal(
        self: FakeDiscord, user: Who, handle: InteractionHandle, values: Mapping[str, str]
    ) -> InteractionHandle:
        """A member fills the modal the bot answered `handle` with (text inputs by custom_id) and submits."""
        if handle.modal is None:
            raise ValueError("the bot did not answer this interaction with a modal")
        guild, channel = self._where(handle.guild_id, handle.channel_id)
        data = {
            "custom_id": handle.modal["custom_id"],
            "components": _filled(handle.modal["components"], values),
        }
        return await self._interact(5, user, guild, channel, data)

    # -- helpers ---------------------------------------------------------------------------------------
    def _where(self: FakeDiscord, guild_id: int | None, channel: Where) -> tuple[FakeGuild, FakeChannel]:
        if channel is not None:
            channel_id = channel.id if isinstance(channel, FakeChannel) else int(channel)
            found = self.world.channel(channel_id)
            if found is None:
                raise LookupError(f"no channel {channel_id}")
            return self.world.guild(found.guild_id), found
        guild = self.world.guild(guild_id) if guild_id is not None else next(iter(self.world.guilds.values()))
        text = [c for c in guild.channels.values() if c.type == 0]
        if not text:
            raise LookupError(f"guild {guild.id} has no text channel")
        return guild, text[0]

    def _command(self: FakeDiscord, guild: FakeGuild, name: str) -> dict[str, Any]:
        for scope in (guild.id, None):
            for command in self.world.commands.get(scope, []):
                if command["name"] == name and command.get("type", 1) == 1:
                    return command
        synced = sorted(c["name"] for cs in self.world.commands.values() for c in cs)
        raise LookupError(f"/{name} was not synced to guild {guild.id} or globally; synced: {synced}")

    async def _component(
        self: FakeDiscord, user: Who, message: Any, custom_id: str, values: list[str] | None
    ) -> InteractionHandle:
        stored = self._stored(message)
        component = find_component(stored.data.get("components") or [], custom_id)
        if component is None:
            raise LookupError(f"message {stored.id} has no component {custom_id!r}")
        if component.get("disabled"):
            raise ValueError(f"component {custom_id!r} is disabled: a user cannot use it")
        # discord.py registers a view only after its response call returns: real users are slower.
        wait = self.click_delay - (asyncio.get_running_loop().time() - stored.touched)
        if wait > 0:
            await asyncio.sleep(wait)
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": component["type"]}
        if values is not None:
            data["values"] = values
        guild, channel = self._where(None, stored.channel_id)
        return await self._interact(3, user, guild, channel, data, message=stored)

    def _stored(self: FakeDiscord, message: Any) -> StoredMessage:
        if isinstance(message, StoredMessage):
            return message
        message_id = (
            int(message["id"]) if isinstance(message, Mapping) else int(getattr(message, "id", message))
        )
        stored = self.world.live_message(message_id)
        if stored is None:
            raise LookupError(f"no live message {message_id}")
        return stored

    async def _interact(
        self: FakeDiscord,
        kind: int,
        user: Who,
        guild: FakeGuild,
        channel: FakeChannel,
        data: dict[str, Any],
        *,
        message: StoredMessage | None = None,
        locale: str = "en-US",
    ) -> InteractionHandle:
        interaction_id = self.world.ids.next()
        ctx = InteractionContext(
            id=interaction_id,
            token=f"fake-interaction-token-{interaction_id}",
            application_id=self.world.application_id,
            guild=guild,
            channel=channel,
            member=guild.member(_user_id(user)),
            app_permissions=guild.permissions_of(self.world.bot.id),
            locale=locale,
        )
        payload = interaction_json(ctx, kind, data, message.data if message else None)
        handle = InteractionHandle(
            fake=self,
            id=interaction_id,
            token=ctx.token,
            type=kind,
            payload=payload,
            created=asyncio.get_running_loop().time(),
            since=self.mark(),
            channel_id=channel.id,
            guild_id=guild.id,
        )
        if message is not None:
            handle.message_id = handle.original_id = message.id
        self.interactions[ctx.token] = handle
        await self.gateway.dispatch("INTERACTION_CREATE", payload, guild_id=guild.id)
        return handle


def _user_id(user: Who) -> int:
    return user.id if isinstance(user, FakeMember | FakeUser) else int(user)


def _filled(components: list[dict[str, Any]], values: Mapping[str, str]) -> list[dict[str, Any]]:
    """A modal's components as Discord submits them: each text input (type 4) carries its value."""
    out = []
    for component in components:
        if component.get("type") == 4:
            out.append(
                {
                    "type": 4,
                    "custom_id": component["custom_id"],
                    "value": values.get(component["custom_id"], ""),
                }
            )
        elif "component" in component:  # a label (type 18) wraps one component
            out.append({"type": component["type"], "component": _filled([component["component"]], values)[0]})
        else:
            out.append(
                {
                    "type": component.get("type"),
                    "components": _filled(component.get("components") or [], values),
                }
            )
    return out
