"""Interactions the fake has sent, and Discord's rules for answering them.

Routes (openapi.json): `POST /interactions/{interaction_id}/{interaction_token}/callback` answers
`InteractionCallbackResponse` {interaction: `InteractionResponse`, resource} when `with_response` is set
(discord.py always sets it and reads `interaction.response_message_id`); follow-ups and edits are
`/webhooks/{webhook_id}/{webhook_token}[/messages/@original|/{message_id}]`, answering `MessageResponse`.
Error codes: 10062 Unknown interaction (also after the 3 s deadline), 40060 already acknowledged,
10015 Unknown Webhook, 10008 Unknown Message, 50027 Invalid Webhook Token.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .limits import check_limits
from .payloads import MessageSpec
from .recording import Call

if TYPE_CHECKING:
    from .server import FakeDiscord
    from .state import StoredMessage


CALLBACK = "POST /interactions/{interaction_id}/{token}/callback"
FOLLOWUP = "POST /webhooks/{application_id}/{token}"
WEBHOOK_MESSAGE = "/webhooks/{application_id}/{token}/messages/{message_id}"
EPHEMERAL, LOADING = 1 << 6, 1 << 7
# Which callback types each interaction type accepts (2 command, 3 component, 4 autocomplete, 5 modal).
ALLOWED_CALLBACKS = {2: {4, 5, 9}, 3: {4, 5, 6, 7, 9}, 4: {8}, 5: {4, 5, 6, 7}}

Answer = tuple[int, Any]


def error(status: int, code: int, message: str) -> Answer:
    return status, {"message": message, "code": code}


@dataclass
class InteractionHandle:
    """An interaction the fake sent to the bot; await its response and follow-ups through it."""

    fake: FakeDiscord
    id: int
    token: str
    type: int
    payload: dict[str, Any]
    created: float
    since: int  # index of the first REST call that can belong to it
    channel_id: int
    guild_id: int
    message_id: int | None = None  # the message a component sat on
    response_type: int | None = None
    ephemeral: bool = False
    loading: bool = False
    original_id: int | None = None
    followup_ids: list[int] = field(default_factory=list)
    choices: list[dict[str, Any]] | None = None
    modal: dict[str, Any] | None = None

    def _mine(self, call: Call) -> bool:
        return call.params.get("token") == self.token

    @property
    def calls(self) -> list[Call]:
        """Every REST call made with this interaction's token."""
        return self.fake.find_calls(self._mine, since=self.since)

    async def response(self, timeout: float = 5.0) -> Call:
        """The bot's callback call (whatever status the fake gave it)."""
        return await self.fake.wait_for_call(
            lambda c: self._mine(c) and c.route == CALLBACK, timeout, since=self.since
        )

    async def followup(self, index: int = 0, timeout: float = 5.0) -> Call:
        """The `index`-th follow-up (`POST /webhooks/{app}/{token}`)."""
        deadline = asyncio.get_running_loop().time() + timeout
        since = self.since
        while True:
            left = deadline - asyncio.get_running_loop().time()
            call = await self.fake.wait_for_call(
                lambda c: self._mine(c) and c.route == FOLLOWUP, left, since=since
            )
            if index == 0:
                return call
            index, since = index - 1, call.index + 1

    async def edit(self, timeout: float = 5.0) -> Call:
        """The first edit of the original response (`PATCH .../messages/@original`)."""
        return await self.fake.wait_for_call(
            lambda c: self._mine(c) and c.method == "PATCH" and c.params.get("message_id") == "@original",
            timeout,
            since=self.since,
        )

    @property
    def original_message(self) -> dict[str, Any] | None:
        """The message `@original` refers to now (the reply, or the message a component sat on)."""
        stored = self.fake.world.live_message(self.original_id) if self.original_id else None
        return stored.data if stored else None

    @property
    def ack_latency(self) -> float | None:
        """Seconds from dispatching the interaction to the bot's callback arriving (None: no callback yet)."""
        calls = [c for c in self.calls if c.route == CALLBACK]
        return calls[0].time - self.created if calls else None

    def expire(self) -> None:
        """Makes the interaction older than Discord's 3 s deadline, without waiting 3 s."""
        self.created -= self.fake.interaction_deadline + 1


def _stored(fake: FakeDiscord, handle: InteractionHandle, message_id: str) -> StoredMessage | None:
    if message_id == "@original":
        target = handle.original_id
    else:
        target = int(message_id) if message_id.isdigit() else None
        if target not in handle.followup_ids and target != handle.original_id:
            target = None
    return fake.world.live_message(target) if target else None


def _too_big(fake: FakeDiscord, body: Mapping[str, Any]) -> Answer | None:
    problems = check_limits(body) if fake.enforce_limits else []
    if problems:
        return 400, {"message": "Invalid Form Body", "code": 50035, "errors": problems}
    return None


def _spec(fake: FakeDiscord, handle: InteractionHandle, body: Mapping[str, Any]) -> MessageSpec:
    user = handle.payload["member"]["user"]
    metadata: dict[str, Any] = {
        "id": str(handle.id),
        "type": handle.type,
        "user": user,
        "authorizing_integration_owners": handle.payload["authorizing_integration_owners"],
    }
    if handle.message_id is not None:
        metadata["interacted_message_id"] = str(handle.message_id)
    return MessageSpec(
        channel_id=handle.channel_id,
        author=fake.world.bot,
        guild=fake.world.guilds.get(handle.guild_id),
        body=body,
        type=20 if handle.type == 2 else 0,
        webhook_id=fake.world.application_id,
        interaction_metadata=metadata,
    )


async def callback(fake: FakeDiscord, call: Call) -> Answer:
    handle = fake.interactions.get(call.params["token"])
    if handle is None or str(handle.id) != call.params["interaction_id"]:
        return error(404, 10062, "Unknown interaction")
    if asyncio.get_running_loop().time() - handle.created > fake.interaction_deadline:
        return error(404, 10062, "Unknown interaction")
    if handle.response_type is not None:
        return error(400, 40060, "Interaction has already been acknowledged.")
    body = call.json if isinstance(call.json, Mapping) else {}
    kind, data = body.get("type"), body.get("data") or {}
    if kind not in ALLOWED_CALLBACKS.get(handle.type, set()):
        return 400, {"message": "Invalid Form Body", "code": 50035, "errors": [f"callback type {kind}"]}
    if kind in (4, 7) and (rejected := _too_big(fake, data)):
        return rejected
    target = fake.world.live_message(handle.message_id) if handle.message_id else None
    if kind in (6, 7) and target is None:
        return error(404, 10008, "Unknown Message")  # nothing to update: no message, or it was deleted
    handle.response_type = kind
    answer: dict[str, Any] = {"id": str(handle.id), "type": handle.type}
    resource: dict[str, Any] | None = None
    if kind in (4, 5):
        flags = int(data.get("flags") or 0)
        handle.ephemeral, handle.loading = bool(flags & EPHEMERAL), kind == 5
        message_body = dict(data) if kind == 4 else {"content": "", "flags": flags | LOADING}
        stored = await fake.create_message(
            _spec(fake, handle, message_body), token=handle.token, files=call.files
        )
        handle.original_id = stored.id
        answer.update(
            response_message_id=str(stored.id),
            response_message_loading=handle.loading,
            response_message_ephemeral=handle.ephemeral,
        )
        if kind == 4:
            resource = {"type": 4, "message": stored.data}
    elif kind == 7 and target is not None:
        await fake.edit_message(target, data, files=call.files)
        answer["response_message_id"] = str(target.id)
        resource = {"type": 7, "message": target.data}
    elif kind == 8:
        handle.choices = list(data.get("choices") or [])
    elif kind == 9:
        handle.modal = dict(data)
    if call.query.get("with_response", "").lower() not in ("1", "true"):
        return 204, None
    return 200, {"interaction": answer, **({"resource": resource} if resource else {})}


def _webhook_handle(fake: FakeDiscord, call: Call) -> InteractionHandle | Answer:
    handle = fake.interactions.get(call.params["token"])
    if handle is None or call.params["application_id"] != str(fake.world.application_id):
        return error(404, 10015, "Unknown Webhook")
    if asyncio.get_running_loop().time() - handle.created > fake.webhook_lifetime:
        return error(401, 50027, "Invalid Webhook Token")
    if handle.response_type is None:
        return error(404, 10015, "Unknown Webhook")
    return handle


async def followup(fake: FakeDiscord, call: Call) -> Answer:
    handle = _webhook_handle(fake, call)
    if not isinstance(handle, InteractionHandle):
        return handle
    body = call.json if isinstance(call.json, Mapping) else {}
    if rejected := _too_big(fake, body):
        return rejected
    original = fake.world.live_message(handle.original_id) if handle.original_id else None
    if handle.loading and original is not None:
        # The first follow-up after a deferred "thinking" reply fills that reply, keeping its ephemerality.
        handle.loading = False
        flags = int(original.data.get("flags") or 0) & ~LOADING
        await fake.edit_message(original, {**body, "flags": None}, flags=flags, files=call.files)
        stored = original
    else:
        stored = await fake.create_message(_spec(fake, handle, body), token=handle.token, files=call.files)
        handle.followup_ids.append(stored.id)
    if call.query.get("wait", "").lower() in ("1", "true"):
        return 200, stored.data
    return 204, None


async def webhook_message(fake: FakeDiscord, call: Call) -> Answer:
    handle = _webhook_handle(fake, call)
    if not isinstance(handle, InteractionHandle):
        return handle
    stored = _stored(fake, handle, call.params["message_id"])
    if stored is None:
        return error(404, 10008, "Unknown Message")
    if call.method == "GET":
        return 200, stored.data
    if call.method == "DELETE":
        await fake.delete_message(stored)
        return 204, None
    body = call.json if isinstance(call.json, Mapping) else {}
    if rejected := _too_big(fake, body):
        return rejected
    flags = None
    if stored.id == handle.original_id and handle.loading:
        handle.loading = False
        flags = int(stored.data.get("flags") or 0) & ~LOADING
    await fake.edit_message(stored, body, flags=flags, files=call.files)
    return 200, stored.data
