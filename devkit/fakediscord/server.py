"""FakeDiscord: an aiohttp server on 127.0.0.1 with Discord's REST API (under /api/v10) and gateway.

Tests drive it from the outside (`send_message`, `slash`, `click`, ...) and inspect what the bot did
through the recorded REST calls (`calls`, `wait_for_call`) and the stored messages.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from .actors import Actors
from .gateway import PRIVILEGED, Gateway
from .interactions import InteractionHandle
from .payloads import MessageSpec, attachment_json, edit_message_json, message_json
from .recording import Call, CallLog, CallMatch, matcher
from .rest import ROUTES
from .state import FakeChannel, FakeGuild, FakeMember, FakeRole, FakeUser, Snowflakes, StoredMessage, World

log = logging.getLogger(__name__)

API = "/api/v10"
ALL_PRIVILEGED = sum(flag for _, flag in PRIVILEGED.values())


@dataclass
class Fault:
    """Answers the next `times` calls matching `match` with `status` (None: the real answer) after `delay`."""

    match: Callable[[Call], bool]
    times: int
    status: int | None
    retry_after: float = 0.05
    is_global: bool = False
    delay: float = 0.0
    hits: int = 0


class FakeDiscord(Actors):
    """A small Discord: `await fake.start()`, point discord.py at `fake.api_url` / `fake.gateway_url`."""

    def __init__(
        self,
        *,
        clock: Callable[[], float] = time.time,
        bot_name: str = "Test Bot",
        application_flags: int = ALL_PRIVILEGED,
        shard_count: int = 1,
        max_concurrency: int = 1,
        identify_window: float = 5.0,
        token: str | None = None,
        enforce_limits: bool = True,
    ) -> None:
        ids = Snowflakes(clock)
        bot = FakeUser(id=ids.next(), username=bot_name, bot=True)
        # A bot user's id is its application's id.
        self.world = World(ids=ids, bot=bot, application_id=bot.id)
        self.app_owner = FakeUser(id=ids.next(), username="app-owner")
        self.world.users[bot.id] = bot
        self.world.users[self.app_owner.id] = self.app_owner
        self.clock = clock
        self.application_flags = application_flags
        self.enforce_limits = enforce_limits
        self.interaction_deadline = 3.0  # seconds Discord allows for the first response
        self.webhook_lifetime = 15 * 60.0  # seconds an interaction token stays valid
        self.click_delay = 0.1  # a user's click comes at least this long after the message changed
        self.log = CallLog()
        self.unhandled: list[Call] = []
        self.faults: list[Fault] = []
        self.interactions: dict[str, InteractionHandle] = {}
        self.gateway = Gateway(
            world=self.world,
            application_flags=lambda: self.application_flags,
            resume_url=lambda: self.gateway_url + "resume",
            shard_count=shard_count,
            token=token,
            max_concurrency=max_concurrency,
            identify_window=identify_window,
        )
        self.seed: Any = None  # set by fixtures that seed a world
        self._runner: web.AppRunner | None = None
        self.port = 0

    # -- lifecycle ----------------------------------------------------------------------------------
    async def start(self) -> FakeDiscord:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_get("/gateway/", self.gateway.handle)
        app.router.add_get("/gateway/resume", self.gateway.handle)
        app.router.add_get("/attachments/{attachment_id}/{filename}", self._serve_attachment)
        for path in dict.fromkeys(route.split(" ", 1)[1] for route in ROUTES):
            app.router.add_route("*", API + path, self._serve)
        app.router.add_route("*", API + "/{tail:.*}", self._serve)
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = self._runner.addresses[0][1]
        log.debug("fake Discord listening on %s", self.base_url)
        return self

    async def stop(self) -> None:
        await self.gateway.close_all()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_url(self) -> str:
        """What `discord.http.Route.BASE` must be."""
        return self.base_url + API

    @property
    def gateway_url(self) -> str:
        """What `discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY` must be."""
        return f"ws://127.0.0.1:{self.port}/gateway/"

    # -- REST plumbing -------------------------------------------------------------------------------
    async def _serve(self, request: web.Request) -> web.StreamResponse:
        canonical = request.match_info.route.resource.canonical if request.match_info.route.resource else ""
        template = canonical[len(API) :]
        route = f"{request.method} {template}"
        handler = ROUTES.get(route)
        params = {k: v for k, v in request.match_info.items() if k != "tail"}
        body, files = await _read_body(request)
        call = Call(
            index=-1,  # set when answered: the log is in order of answers
            method=request.method,
            path=request.path[len(API) :],
            route=route if handler else f"{request.method} {request.path[len(API) :]}",
            params=params,
            query=dict(request.query),
            json=body,
            files=files,
            time=asyncio.get_running_loop().time(),
        )
        fault = self._take_fault(call)
        if fault is not None and fault.delay:
            await asyncio.sleep(fault.delay)
        headers = {}
        if fault is not None and fault.status is not None:
            status, data, headers = _fault_answer(fault)
        elif handler is None:
            log.warning("fake Discord has no route for %s %s", request.method, request.path)
            self.unhandled.append(call)
            status, data = 404, {"message": "404: Not Found", "code": 0}
        else:
            status, data = await handler(self, call)
        call.status, call.response = status, data
        self.log.add(call)
        if data is None:
            return web.Response(status=status, headers=headers)
        # Exactly `application/json`: discord.py parses JSON only then.
        headers["Content-Type"] = "application/json"
        return web.Response(status=status, body=json.dumps(data).encode(), headers=headers)

    def _take_fault(self, call: Call) -> Fault | None:
        for fault in self.faults:
            if fault.hits < fault.times and fault.match(call):
                fault.hits += 1
                return fault
        return None

    async def _serve_attachment(self, request: web.Request) -> web.Response:
        data = self.world.attachments.get(request.match_info["attachment_id"])
        if data is None:
            return web.Response(status=404)
        return web.Response(body=data, headers={"Content-Type": "application/octet-stream"})

    # -- recorded calls ------------------------------------------------------------------------------
    @property
    def calls(self) -> list[Call]:
        return self.log.calls

    def mark(self) -> int:
        """The index the next call will get: pass it as `since=` to look only at later calls."""
        return len(self.log)

    def find_calls(self, match: CallMatch, *, since: int = 0) -> list[Call]:
        return self.log.find(match, since=since)

    async def wait_for_call(self, match: CallMatch, timeout: float = 5.0, *, since: int = 0) -> Call:
        """The first answered call (at index >= since) matching a predicate or a route string."""
        return await self.log.wait_for(match, timeout=timeout, since=since)

    # -- fault injection -----------------------------------------------------------------------------
    def rate_limit_next(
        self, match: CallMatch, *, times: int = 1, retry_after: float = 0.05, is_global: bool = False
    ) -> Fault:
        """The next `times` matching calls get 429 with `Via`, `Retry-After` and JSON `retry_after`."""
        return self._add_fault(
            Fault(matcher(match), times, 429, retry_after=retry_after, is_global=is_global)
        )

    def fail_next(self, match: CallMatch, *, times: int = 1, status: int = 500) -> Fault:
        """The next `times` matching calls get `status` (500 is retried by discord.py after 1 s; 503 is not)."""
        return self._add_fault(Fault(matcher(match), times, status))

    def delay_next(self, match: CallMatch, seconds: float, *, times: int = 1) -> Fault:
        """The next `times` matching calls are answered normally, `seconds` late."""
        return self._add_fault(Fault(matcher(match), times, None, delay=seconds))

    def _add_fault(self, fault: Fault) -> Fault:
        self.faults.append(fault)
        return fault

    # -- world -----------------------------------------------------------------------------------------
    @property
    def bot(self) -> FakeUser:
        return self.world.bot

    @property
    def guilds(self) -> dict[int, FakeGuild]:
        return self.world.guilds

    def add_guild(
        self,
        name: str,
        *,
        owner_id: int | None = None,
        owner_name: str = "owner",
        shard: tuple[int, int] | None = None,
    ) -> FakeGuild:
        """A guild; with ``shard`` (id, count), one whose events go to that shard."""
        return self.world.add_guild(name, owner_id=owner_id, owner_name=owner_name, shard=shard)

    def add_channel(
        self, guild_id: int, name: str, *, type: int = 0, topic: str | None = None
    ) -> FakeChannel:
        return self.world.add_channel(guild_id, name, type=type, topic=topic)

    def add_role(self, guild_id: int, name: str, permissions: int = 0) -> FakeRole:
        return self.world.add_role(guild_id, name, permissions)

    def add_member(
        self,
        guild_id: int,
        user_id: int | None,
        name: str,
        *,
        permissions: int = 0,
        roles: tuple[int, ...] | list[int] = (),
        bot: bool = False,
    ) -> FakeMember:
        return self.world.add_member(guild_id, user_id, name, permissions=permissions, roles=roles, bot=bot)

    def add_attachment(self, filename: str, data: bytes) -> dict[str, Any]:
        """An attachment the fake serves; pass it as the value of an attachment option."""
        attachment_id = self.world.ids.next()
        self.world.attachments[str(attachment_id)] = data
        url = f"{self.base_url}/attachments/{attachment_id}/{filename}"
        return attachment_json(attachment_id, filename, len(data), url)

    def messages(self, channel_id: int, *, include_ephemeral: bool = True) -> list[dict[str, Any]]:
        """Live messages in a channel, oldest first."""
        return [
            m.data
            for m in self.world.messages.values()
            if m.channel_id == channel_id and not m.deleted and (include_ephemeral or not m.ephemeral)
        ]

    def message(self, message_id: int | str) -> dict[str, Any]:
        stored = self.world.live_message(int(message_id))
        if stored is None:
            raise LookupError(f"no live message {message_id}")
        return stored.data

    # -- message store (used by the REST handlers and the actors) ------------------------------------
    async def create_message(
        self, spec: MessageSpec, *, token: str | None = None, files: list[tuple[str, str, bytes]] = ()
    ) -> StoredMessage:
        message_id = self.world.ids.next()
        spec.attachments = [*spec.attachments, *self._attachments(files)]
        data = message_json(self.world, spec, message_id=message_id, now=self.clock())
        stored = StoredMessage(data=data, touched=asyncio.get_running_loop().time(), interaction_token=token)
        self.world.messages[message_id] = stored
        if not stored.ephemeral:  # Discord does not send ephemeral messages over the gateway
            await self.gateway.dispatch("MESSAGE_CREATE", data, guild_id=_guild_id(data))
        return stored

    async def edit_message(
        self,
        stored: StoredMessage,
        body: Mapping[str, Any],
        *,
        flags: int | None = None,
        files: list[tuple[str, str, bytes]] = (),
    ) -> None:
        edit_message_json(self.world, stored.data, body, now=self.clock())
        if flags is not None:
            stored.data["flags"] = flags
        if "attachments" in body or files:
            kept = {str(a.get("id")) for a in body.get("attachments") or []}
            old = [a for a in stored.data["attachments"] if a["id"] in kept]
            stored.data["attachments"] = old + self._attachments(files)
        stored.touched = asyncio.get_running_loop().time()
        if not stored.ephemeral:
            await self.gateway.dispatch("MESSAGE_UPDATE", stored.data, guild_id=_guild_id(stored.data))

    async def delete_message(self, stored: StoredMessage) -> None:
        stored.deleted = True
        if not stored.ephemeral:
            data = {"id": str(stored.id), "channel_id": str(stored.channel_id)}
            if "guild_id" in stored.data:
                data["guild_id"] = stored.data["guild_id"]
            await self.gateway.dispatch("MESSAGE_DELETE", data, guild_id=_guild_id(stored.data))

    def _attachments(self, files: list[tuple[str, str, bytes]]) -> list[dict[str, Any]]:
        """Uploaded files become attachments the fake serves (discord.py's `Attachment.read()` works)."""
        return [self.add_attachment(filename, data) for _field, filename, data in files]

    # -- gateway ---------------------------------------------------------------------------------------
    async def dispatch(self, event: str, data: dict[str, Any], *, guild_id: int | None = None) -> None:
        """Sends any gateway event (with the next sequence number) to the shard owning `guild_id`."""
        await self.gateway.dispatch(event, data, guild_id=guild_id)

    async def drop_gateway(self, code: int = 4000) -> None:
        """Closes the gateway socket(s) with a resumable code; discord.py should RESUME."""
        await self.gateway.drop(code)

    async def request_reconnect(self) -> None:
        await self.gateway.request_reconnect()

    async def wait_for_identify(self, count: int = 1, timeout: float = 5.0) -> None:
        await self.gateway.wait(lambda: len(self.gateway.sessions) >= count, timeout)

    async def wait_for_resume(self, count: int = 1, timeout: float = 5.0) -> None:
        """Waits until the sessions have RESUMEd `count` times in total."""
        await self.gateway.wait(
            lambda: sum(s.resumes for s in self.gateway.sessions.values()) >= count, timeout
        )


def _guild_id(data: Mapping[str, Any]) -> int | None:
    return int(data["guild_id"]) if data.get("guild_id") else None


def _fault_answer(fault: Fault) -> tuple[int, dict[str, Any], dict[str, str]]:
    if fault.status == 429:
        # discord.py retries a 429 only with a `Via` header and a JSON `retry_after`.
        headers = {
            "Via": "1.1 google",
            "Retry-After": str(max(1, round(fault.retry_after + 0.5))),
            "X-RateLimit-Scope": "global" if fault.is_global else "user",
        }
        if fault.is_global:
            headers["X-RateLimit-Global"] = "true"
        body = {
            "message": "You are being rate limited.",
            "retry_after": fault.retry_after,
            "global": fault.is_global,
        }
        return 429, body, headers
    return fault.status or 500, {"message": f"{fault.status}: Injected failure", "code": 0}, {}


async def _read_body(request: web.Request) -> tuple[Any, list[tuple[str, str, bytes]]]:
    """JSON body, or a multipart body's `payload_json` plus its files."""
    files: list[tuple[str, str, bytes]] = []
    if request.content_type == "multipart/form-data":
        body = None
        reader = await request.multipart()
        async for part in reader:
            if part.name == "payload_json":
                body = json.loads(await part.text())
            else:
                files.append((part.name or "", part.filename or "", bytes(await part.read())))
        return body, files
    raw = await request.read()
    if not raw:
        return None, files
    try:
        return json.loads(raw), files
    except ValueError:
        return raw.decode("utf-8", "replace"), files
