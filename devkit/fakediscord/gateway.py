"""The fake gateway: HELLO, IDENTIFY -> READY + GUILD_CREATE, heartbeats, RESUME with replay, dispatch.

Frames are plain-text JSON (discord.py decompresses only binary frames). Opcodes and close codes are
Discord's; what discord.py needs in READY is read from `discord/state.py` (`parse_ready`) and
`discord/gateway.py` (`received_message`): `session_id`, `resume_gateway_url`, `application.flags`, and
`shard` for AutoShardedClient.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from .state import World, iso

log = logging.getLogger(__name__)

OP_DISPATCH, OP_HEARTBEAT, OP_IDENTIFY, OP_RESUME, OP_RECONNECT = 0, 1, 2, 6, 7
OP_REQUEST_MEMBERS, OP_INVALID_SESSION, OP_HELLO, OP_HEARTBEAT_ACK = 8, 9, 10, 11

INTENT_GUILD_MEMBERS, INTENT_GUILD_PRESENCES = 1 << 1, 1 << 8
INTENT_GUILD_MESSAGES, INTENT_MESSAGE_CONTENT = 1 << 9, 1 << 15
# Application flags that grant the privileged intents (GATEWAY_*_LIMITED, for bots in < 100 guilds).
PRIVILEGED = {
    "presences": (INTENT_GUILD_PRESENCES, 1 << 13),
    "members": (INTENT_GUILD_MEMBERS, 1 << 15),
    "message_content": (INTENT_MESSAGE_CONTENT, 1 << 19),
}
_EVENT_INTENT = {
    "MESSAGE_CREATE": INTENT_GUILD_MESSAGES,
    "MESSAGE_UPDATE": INTENT_GUILD_MESSAGES,
    "MESSAGE_DELETE": INTENT_GUILD_MESSAGES,
    "GUILD_MEMBER_ADD": INTENT_GUILD_MEMBERS,
    "GUILD_MEMBER_UPDATE": INTENT_GUILD_MEMBERS,
    "GUILD_MEMBER_REMOVE": INTENT_GUILD_MEMBERS,
}
_NOT_REPLAYED = {"READY", "RESUMED"}


@dataclass
class GatewaySession:
    """One IDENTIFYed session: its sequence, its buffered dispatches (for RESUME) and current socket."""

    session_id: str
    shard: list[int] | None
    intents: int
    seq: int = 0
    buffer: list[dict[str, Any]] = field(default_factory=list)
    ws: web.WebSocketResponse | None = None
    resumes: int = 0
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    @property
    def shard_id(self) -> int:
        return self.shard[0] if self.shard else 0


@dataclass
class Gateway:
    world: World
    application_flags: Callable[[], int]
    resume_url: Callable[[], str]
    heartbeat_interval_ms: int = 41250
    shard_count: int = 1
    token: str | None = None
    max_concurrency: int = 1  # IDENTIFY buckets: shard_id % max_concurrency
    identify_window: float = 5.0  # seconds between two IDENTIFYs in one bucket (Discord's: 5)
    sessions: dict[str, GatewaySession] = field(default_factory=dict)
    identified_at: dict[int, float] = field(default_factory=dict)  # bucket -> its last IDENTIFY (loop time)
    invalid_sessions: list[list[int] | None] = field(default_factory=list)  # the shards refused so
    received: list[dict[str, Any]] = field(default_factory=list)
    connections: list[str] = field(default_factory=list)
    _changed: asyncio.Condition = field(default_factory=asyncio.Condition)

    # -- connection handling -------------------------------------------------------------------
    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        self.connections.append(request.path_qs)
        await ws.send_str(_frame(OP_HELLO, {"heartbeat_interval": self.heartbeat_interval_ms}))
        session: GatewaySession | None = None
        try:
            async for msg in ws:
                if msg.type is not WSMsgType.TEXT:
                    await ws.close(code=4002, message=b"Error while decoding payload.")
                    break
                payload = json.loads(msg.data)
                self.received.append(payload)
                op, data = payload.get("op"), payload.get("d")
                if op == OP_HEARTBEAT:
                    await ws.send_str(_frame(OP_HEARTBEAT_ACK, None))
                elif op == OP_IDENTIFY:
                    session = await self._identify(ws, data)
                elif op == OP_RESUME:
                    session = await self._resume(ws, data)
                elif op == OP_REQUEST_MEMBERS and session is not None:
                    await self._send_chunk(session, data)
        finally:
            if session is not None and session.ws is ws:
                session.ws = None
            async with self._changed:
                self._changed.notify_all()
        return ws

    async def _identify(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> GatewaySession | None:
        if self.token is not None and data.get("token") != self.token:
            await ws.close(code=4004, message=b"Authentication failed.")
            return None
        intents = int(data.get("intents", 0))
        flags = self.application_flags()
        for name, (intent, flag) in PRIVILEGED.items():
            if intents & intent and not flags & flag:
                log.warning("IDENTIFY asks for the %s intent, which the fake application lacks", name)
                await ws.close(code=4014, message=b"Disallowed intent(s).")
                return None
        shard = data.get("shard")
        if shard is not None and not 0 <= shard[0] < shard[1]:
            await ws.close(code=4010, message=b"Invalid shard.")
            return None
        if not await self._identify_allowed(ws, shard):
            return None
        session = GatewaySession(
            session_id=f"fake-session-{len(self.sessions) + 1}", shard=shard, intents=intents
        )
        ready: dict[str, Any] = {
            "v": 10,
            "user": {**self.world.bot.to_json(), "verified": True, "mfa_enabled": False},
            "guilds": [{"id": str(g), "unavailable": True} for g in self._guilds_of(session)],
            "session_id": session.session_id,
            "resume_gateway_url": self.resume_url(),
            "application": {"id": str(self.world.application_id), "flags": flags},
            "private_channels": [],
            "relationships": [],
        }
        if shard is not None:
            ready["shard"] = shard
        async with session.lock:  # registered under its lock: no dispatch can slip in before READY
            self.sessions[session.session_id] = session
            session.ws = ws
            await self._send_locked(session, "READY", ready)
            for guild_id in self._guilds_of(session):
                guild_json = self.world.guilds[guild_id].to_json(joined_at=iso(0))
                if not intents & INTENT_GUILD_PRESENCES:
                    # Without presences Discord lists only the bot itself; discord.py then asks for
                    # the rest with REQUEST_GUILD_MEMBERS (op 8) if it has the members intent.
                    bot_id = str(self.world.bot.id)
                    guild_json["members"] = [m for m in guild_json["members"] if m["user"]["id"] == bot_id]
                await self._send_locked(session, "GUILD_CREATE", guild_json)
        async with self._changed:
            self._changed.notify_all()
        return session

    async def _identify_allowed(self, ws: web.WebSocketResponse, shard: list[int] | None) -> bool:
        """One IDENTIFY per `identify_window` in each bucket; a second is answered INVALID_SESSION
        (op 9, d=false), after which a client waits and IDENTIFYs again."""
        bucket = (shard[0] if shard else 0) % max(self.max_concurrency, 1)
        now = asyncio.get_running_loop().time()
        last = self.identified_at.get(bucket)
        if last is not None and now - last < self.identify_window:
            log.warning("IDENTIFY for shard %s %.2f s after the last in bucket %d", shard, now - last, bucket)
            self.invalid_sessions.append(shard)
            await ws.send_str(_frame(OP_INVALID_SESSION, False))
            return False
        self.identified_at[bucket] = now
        return True

    async def _resume(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> GatewaySession | None:
        session = self.sessions.get(str(data.get("session_id")))
        if session is None or (self.token is not None and data.get("token") != self.token):
            await ws.send_str(_frame(OP_INVALID_SESSION, False))
            return None
        last = int(data.get("seq") or 0)
        async with session.lock:
            old, session.ws = session.ws, ws
            if old is not None and old is not ws and not old.closed:
                await old.close(code=4000, message=b"Session resumed elsewhere.")
            for frame in session.buffer:
                if frame["s"] > last:
                    await ws.send_str(json.dumps(frame))
            await self._send_locked(session, "RESUMED", {})
            session.resumes += 1
        async with self._changed:
            self._changed.notify_all()
        return session

    async def _send_chunk(self, session: GatewaySession, data: dict[str, Any]) -> None:
        guild = self.world.guilds.get(int(data["guild_id"]))
        if guild is None:
            return
        members = list(guild.members.values())
        if data.get("user_ids"):
            wanted = {int(u) for u in data["user_ids"]}
            members = [m for m in members if m.id in wanted]
        elif data.get("query"):
            members = [m for m in members if m.user.username.lower().startswith(data["query"].lower())]
        if data.get("limit"):
            members = members[: int(data["limit"])]
        chunk: dict[str, Any] = {
            "guild_id": str(guild.id),
            "members": [m.to_json() for m in members],
            "chunk_index": 0,
            "chunk_count": 1,
        }
        if data.get("nonce"):
            chunk["nonce"] = data["nonce"]
        async with session.lock:
            await self._send_locked(session, "GUILD_MEMBERS_CHUNK", chunk)

    # -- dispatching ----------------------------------------------------------------------------
    def _guilds_of(self, session: GatewaySession) -> list[int]:
        return [g for g in self.world.guilds if self.shard_of(g, session) == session.shard_id]

    def shard_of(self, guild_id: int, session: GatewaySession | None = None) -> int:
        count = session.shard[1] if session is not None and session.shard else self.shard_count
        return (guild_id >> 22) % max(count, 1)

    def current_sessions(self) -> list[GatewaySession]:
        """The newest session of each shard."""
        newest: dict[int, GatewaySession] = {}
        for session in self.sessions.values():
            newest[session.shard_id] = session
        return list(newest.values())

    async def dispatch(self, event: str, data: dict[str, Any], *, guild_id: int | None = None) -> None:
        """Sends an event to the session that owns `guild_id` (every session if None), or buffers it
        for replay if that session is disconnected."""
        for session in self.current_sessions():
            if guild_id is not None and self.shard_of(guild_id, session) != session.shard_id:
                continue
            needed = _EVENT_INTENT.get(event, 0)
            if needed and not session.intents & needed:
                continue
            async with session.lock:
                await self._send_locked(session, event, self._visible(session, event, data))

    def _visible(self, session: GatewaySession, event: str, data: dict[str, Any]) -> dict[str, Any]:
        """Without MESSAGE_CONTENT, users' messages arrive without content (unless they mention the bot)."""
        if event not in ("MESSAGE_CREATE", "MESSAGE_UPDATE") or session.intents & INTENT_MESSAGE_CONTENT:
            return data
        bot_id = str(self.world.bot.id)
        if data.get("author", {}).get("id") == bot_id or any(
            u["id"] == bot_id for u in data.get("mentions", [])
        ):
            return data
        return {**data, "content": "", "embeds": [], "attachments": [], "components": []}

    async def _send_locked(self, session: GatewaySession, event: str, data: Any) -> None:
        session.seq += 1
        frame = {"op": OP_DISPATCH, "t": event, "s": session.seq, "d": data}
        if event not in _NOT_REPLAYED:
            session.buffer.append(frame)
        ws = session.ws
        if ws is None or ws.closed:
            return
        try:
            await ws.send_str(json.dumps(frame))
        except (ConnectionError, RuntimeError) as exc:
            log.debug("gateway send failed (%s); %s will be replayed on RESUME", exc, event)

    # -- faults and waiting ---------------------------------------------------------------------
    async def drop(self, code: int = 4000) -> None:
        """Closes every live gateway socket with `code` (4000: unknown error, resumable)."""
        for session in self.current_sessions():
            async with session.lock:
                ws, session.ws = session.ws, None
            if ws is not None and not ws.closed:
                await ws.close(code=code, message=b"Fake gateway drop.")

    async def request_reconnect(self) -> None:
        """Sends op 7 RECONNECT: the client closes and RESUMEs."""
        for session in self.current_sessions():
            if session.ws is not None and not session.ws.closed:
                await session.ws.send_str(_frame(OP_RECONNECT, None))

    async def wait(self, predicate: Callable[[], bool], timeout: float) -> None:
        async with self._changed:
            await asyncio.wait_for(self._changed.wait_for(predicate), timeout)

    async def close_all(self) -> None:
        for session in self.sessions.values():
            ws, session.ws = session.ws, None
            if ws is not None and not ws.closed:
                await ws.close(code=1001, message=b"Fake Discord stopping.")


def _frame(op: int, data: Any) -> str:
    return json.dumps({"op": op, "d": data, "s": None, "t": None})
