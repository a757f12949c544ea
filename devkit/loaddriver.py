"""The fake-Discord side of the load benchmark (`bench/load.py`), run in a process of its own.

`run_driver(conn, config, questions)` starts a FakeDiscord with `config.games` channels and
`config.players` members in one guild per shard (`config.shards`: the channels dealt round the guilds,
each guild's events going to its own shard), then talks to the bot's side over a multiprocessing pipe:

    driver -> bot   ("ready", api_url, gateway_url, [guild id of shard 0, of shard 1, ...])
    bot -> driver   "go"                       the bot is connected: start games, send answers
    driver -> bot   ("loaded", sent)           `config.seconds` later, load stopped
    bot -> driver   "report"                   the bot has shut down (games ended, outboxes drained)
    driver -> bot   ("report", LoadReport)

Players type answers in the channels with a game at `config.rate` messages per second: the right one
with probability `config.correct_share` while a question is open, else a wrong choice. Members also run
/leaderboard, /stats, /fact and /trivia hint at `config.interactions` per second. Latencies are taken
in this process on one loop clock: acknowledgement = interaction dispatched -> callback received;
announcement = correct answer dispatched -> the bot's "got it" reply to it received.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import random
import re
from dataclasses import dataclass, field
from multiprocessing.connection import Connection

from devkit.fakediscord import FakeDiscord, FakeMember, InteractionHandle

SEND = "POST /channels/{channel_id}/messages"
GOT_IT = re.compile(r"\*\*(.+?)\*\* got it! \*\*\+(\d+) points?\*\*")
TICK = 0.01  # seconds between bursts of messages


@dataclass(frozen=True)
class LoadConfig:
    games: int = 200
    players: int = 1000
    rate: float = 500.0  # typed messages per second, all channels together
    seconds: float = 60.0
    interactions: float = 10.0  # slash commands per second besides the game starts
    questions: int = 20  # per game; a finished game is started again in its channel
    question_seconds: int = 30
    correct_share: float = 0.2
    start_spacing: float = 0.02  # seconds between the first game starts (200 games: 4 s)
    seed: int = 7
    shards: int = 1  # one guild per shard; the bot side runs them in one process or several


@dataclass
class LoadReport:
    ack_latencies: list[float] = field(default_factory=list)
    unanswered_interactions: int = 0
    late_interactions: int = 0  # answered after Discord's 3 s: the user saw "interaction failed"
    announce_latencies: list[float] = field(default_factory=list)
    announced: dict[int, list[int]] = field(default_factory=dict)  # user id -> points per announcement
    unmatched_announcements: int = 0
    messages_sent: int = 0
    correct_sent: int = 0
    games_started: int = 0
    load_seconds: float = 0.0
    failed_calls: int = 0
    start_ack_latencies: list[float] = field(default_factory=list)
    loop_lags: list[float] = field(
        default_factory=list
    )  # this process's event loop: how late a 10 ms sleep woke


@dataclass
class Channel:
    id: int
    players: list[FakeMember]
    answer: str | None = None  # the open question's answer
    wrong: tuple[str, ...] = ()
    running: bool = False


class Driver:
    def __init__(self, conn: Connection, config: LoadConfig, questions: dict[str, tuple[str, list[str]]]):
        self.conn = conn
        self.config = config
        self.questions = questions  # the question embed's description -> (answer, wrong choices)
        self.rng = random.Random(config.seed)
        self.report = LoadReport()
        self.channels: dict[int, Channel] = {}
        self.user_ids: dict[str, int] = {}
        self.sent_at: dict[int, float] = {}  # message id of a typed answer -> when it was dispatched
        self.starts: set[int] = set()  # interaction ids of /trivia start
        self.handles: list[InteractionHandle] = []
        self.loading = False
        self._seen = 0

    async def main(self) -> None:
        shards = self.config.shards
        fake = self.fake = await FakeDiscord(shard_count=shards).start()
        guilds = [
            fake.add_guild(f"Load Guild {n}", shard=(n, shards) if shards > 1 else None)
            for n in range(shards)
        ]
        per = max(1, self.config.players // self.config.games)
        for n in range(self.config.games):
            guild = guilds[n % shards]
            channel = fake.add_channel(guild.id, f"race-{n}")
            group = [fake.add_member(guild.id, None, f"p{n * per + k:05}") for k in range(per)]
            self.user_ids.update({m.user.username: m.id for m in group})
            self.channels[channel.id] = Channel(channel.id, group)
        loop = asyncio.get_running_loop()
        self.conn.send(("ready", fake.api_url, fake.gateway_url, [g.id for g in guilds]))
        try:
            assert await loop.run_in_executor(None, self.conn.recv) == "go"
            watcher = asyncio.create_task(self._watch())
            await self._load()
            self.conn.send(("loaded", self.report.messages_sent))
            assert await loop.run_in_executor(None, self.conn.recv) == "report"
            await asyncio.sleep(0.2)
            watcher.cancel()
            self._read_calls()
            self._finish()
            self.conn.send(("report", self.report))
        finally:
            await fake.stop()

    async def _load(self) -> None:
        loop = asyncio.get_running_loop()
        self.loading = True
        lag = asyncio.create_task(self._measure_lag())
        for channel in self.channels.values():  # members start their games over a few seconds
            await self._start(channel)
            await asyncio.sleep(self.config.start_spacing)
        begin = loop.time()
        end, next_tick, owed, next_command = begin + self.config.seconds, begin, 0.0, begin
        while (now := loop.time()) < end:
            owed += self.config.rate * TICK
            running = [c for c in self.channels.values() if c.running]
            while owed >= 1 and running:
                owed -= 1
                await self._say(self.rng.choice(running))
            if self.config.interactions and now >= next_command:
                next_command += 1 / self.config.interactions
                await self._command(running)
            next_tick += TICK
            await asyncio.sleep(max(0.0, next_tick - loop.time()))
        self.loading = False
        self.report.load_seconds = loop.time() - begin
        lag.cancel()

    async def _measure_lag(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            for _ in range(100):
                before = loop.time()
                await asyncio.sleep(0.01)
                self.report.loop_lags.append(loop.time() - before - 0.01)
            # The fake keeps every message and call; frozen, they are not traversed by every full
            # collection, whose pauses would otherwise show up in the latencies measured here.
            gc.freeze()

    async def _start(self, channel: Channel) -> None:
        channel.running, channel.answer = True, None
        options = {"questions": self.config.questions, "seconds": self.config.question_seconds}
        starter = self.rng.choice(channel.players)
        handle = await self.fake.slash(
            starter, "trivia", subcommand="start", options=options, channel_id=channel.id
        )
        self.handles.append(handle)
        self.starts.add(handle.id)
        self.report.games_started += 1

    async def _say(self, channel: Channel) -> None:
        player = self.rng.choice(channel.players)
        right = channel.answer is not None and self.rng.random() < self.config.correct_share
        if right:
            text = channel.answer
        elif channel.wrong:
            text = self.rng.choice(channel.wrong)
        else:
            text = self.rng.choice(("gg", "close one!", "what a finish", "no idea"))
        dispatched = asyncio.get_running_loop().time()
        message = await self.fake.send_message(channel.id, player, text)
        self.report.messages_sent += 1
        self.report.correct_sent += right
        self.sent_at[int(message["id"])] = dispatched

    async def _command(self, running: list[Channel]) -> None:
        channel = self.rng.choice(running or list(self.channels.values()))
        player = self.rng.choice(channel.players)
        kind = self.rng.choice(("leaderboard", "stats", "fact", "hint"))
        if kind == "hint":
            handle = await self.fake.slash(player, "trivia", subcommand="hint", channel_id=channel.id)
        else:
            handle = await self.fake.slash(player, kind, channel_id=channel.id)
        self.handles.append(handle)

    # -- what the bot sent ------------------------------------------------------------------------

    async def _watch(self) -> None:
        while True:
            self._read_calls()
            await asyncio.sleep(0.005)

    def _read_calls(self) -> None:
        calls = self.fake.calls
        while self._seen < len(calls):
            call = calls[self._seen]
            self._seen += 1
            if call.status >= 400:
                self.report.failed_calls += 1
            if call.route == SEND and call.status == 200:
                self._on_post(call.time, int(call.params["channel_id"]), call.json or {})

    def _on_post(self, arrived: float, channel_id: int, body: dict) -> None:
        channel = self.channels.get(channel_id)
        if channel is None:
            return
        embeds = body.get("embeds") or []
        title = embeds[0].get("title", "") if embeds else ""
        if won := GOT_IT.search(body.get("content") or ""):
            user_id = self.user_ids.get(won.group(1))
            reference = int((body.get("message_reference") or {}).get("message_id") or 0)
            dispatched = self.sent_at.pop(reference, None)
            if user_id is None or dispatched is None:
                self.report.unmatched_announcements += 1
            else:
                self.report.announced.setdefault(user_id, []).append(int(won.group(2)))
                self.report.announce_latencies.append(arrived - dispatched)
        if title.startswith("Question "):
            channel.answer, channel.wrong = self.questions.get(embeds[0].get("description", ""), (None, ()))
        elif title.startswith("Answer:"):
            channel.answer = None
        elif title.startswith("🏁"):
            channel.running, channel.answer = False, None
            if self.loading:
                asyncio.get_running_loop().call_later(0.5, self._restart, channel)

    def _restart(self, channel: Channel) -> None:
        if self.loading and not channel.running:
            asyncio.get_running_loop().create_task(self._start(channel))

    def _finish(self) -> None:
        deadline = self.fake.interaction_deadline
        for handle in self.handles:
            latency = handle.ack_latency
            if latency is None:
                self.report.unanswered_interactions += 1
            elif latency > deadline:
                self.report.late_interactions += 1
            elif handle.id in self.starts:
                self.report.start_ack_latencies.append(latency)
            else:
                self.report.ack_latencies.append(latency)


def run_driver(conn: Connection, config: LoadConfig, questions: dict[str, tuple[str, list[str]]]) -> None:
    """The target of the driver's process."""
    logging.basicConfig(level=logging.WARNING)
    asyncio.run(Driver(conn, config, questions).main())
