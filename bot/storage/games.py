"""Games and the answers log: start and end games, and record answers with group commit."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Sequence

from bot.errors import StorageError
from bot.storage.base import StorageBase
from bot.storage.records import AnswerRecord, GameRecord

_GAME_COLUMNS = "id, guild_id, channel_id, starter_id, settings, started_at, ended_at, end_reason"


class ChannelBusy(StorageError):
    """The database already holds a running game in this channel (one per channel, across processes)."""


def _game(row: Sequence) -> GameRecord:
    """A games row, selected as _GAME_COLUMNS, as a GameRecord."""
    game_id, guild_id, channel_id, starter_id, settings, started_at, ended_at, end_reason = row
    return GameRecord(
        game_id, guild_id, channel_id, starter_id, json.loads(settings), started_at, ended_at, end_reason
    )


class GamesMixin(StorageBase):
    async def start_game(
        self, guild_id: int, channel_id: int, starter_id: int, settings: dict, *, now: float
    ) -> GameRecord:
        """Record a new running game; ChannelBusy when the channel has one already (the database keeps
        one running game per channel, whichever process asks).

        The caller holds no live game in the channel when it starts one, so a game this Storage started
        there and could not end (its end failed to save, e.g. on a full disk) is ended first, as
        interrupted, in the same transaction; a game another process (or an earlier run) left open is
        not touched (`close_interrupted_games` ends those at start)."""
        text = json.dumps(settings, sort_keys=True)
        statements: list[tuple[str, object]] = []
        stale = self._open_games.get(channel_id)
        if stale is not None:
            statements.append(
                (
                    "UPDATE games SET ended_at = ?, end_reason = 'interrupted' WHERE id = ? AND ended_at IS NULL",
                    (now, stale),
                )
            )
        statements.append(
            (
                "INSERT INTO games (guild_id, channel_id, starter_id, settings, started_at) "
                "VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING id",
                (guild_id, channel_id, starter_id, text, now),
            )
        )
        game_id = (await self._transaction(statements))[-1]
        if game_id is None:
            raise ChannelBusy("A game is already running in this channel: /trivia stop ends it.")
        self._open_games[channel_id] = game_id
        return GameRecord(game_id, guild_id, channel_id, starter_id, dict(settings), now, None, None)

    async def end_game(self, game_id: int, reason: str, *, now: float) -> None:
        await self._transaction(
            [
                (
                    "UPDATE games SET ended_at = ?, end_reason = ? WHERE id = ? AND ended_at IS NULL",
                    (now, reason, game_id),
                )
            ]
        )
        for channel, open_id in list(self._open_games.items()):
            if open_id == game_id:
                del self._open_games[channel]

    async def open_games(self) -> list[GameRecord]:
        """Games with no end: after a crash these were interrupted."""
        rows = await self._all(f"SELECT {_GAME_COLUMNS} FROM games WHERE ended_at IS NULL ORDER BY id")
        return [_game(r) for r in rows]

    async def close_interrupted_games(self, *, now: float, owned: Callable[[int], bool] | None = None) -> int:
        """End every game left open by a crash or a kill (reason "interrupted"); returns how many.
        With several processes sharing the database, ``owned(guild_id)`` limits it to this process's
        servers (the others' games are running)."""
        games = [g for g in await self.open_games() if owned is None or owned(g.guild_id)]
        for game in games:
            await self.end_game(game.id, "interrupted", now=now)
        return len(games)

    async def get_game(self, game_id: int) -> GameRecord | None:
        row = await self._one(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        return None if row is None else _game(row)

    # -- answers (group commit) -------------------------------------------------------------------

    async def record_answer(self, record: AnswerRecord) -> None:
        """Store one judged answer; returns once it is committed (visible to any other connection)."""
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._pending.append((record, future))
        if self._flusher is None or self._flusher.done():
            self._flusher = asyncio.create_task(self._flush_answers(), name="storage-answer-flush")
        await asyncio.shield(future)

    async def _flush_answers(self) -> None:
        while self._pending:
            batch, self._pending = self._pending, []
            try:
                await self._insert_answers([record for record, _ in batch])
            except Exception as exc:
                if len(batch) == 1:
                    _settle(batch[0][1], exc)
                    continue
                # Find the bad record(s): the rest must still be committed.
                for record, future in batch:
                    try:
                        await self._insert_answers([record])
                    except Exception as single_exc:
                        _settle(future, single_exc)
                    else:
                        _settle(future, None)
            else:
                for _, future in batch:
                    _settle(future, None)

    async def _insert_answers(self, records: list[AnswerRecord]) -> None:
        # Exactly-once: a player scores a question of a game once (a unique index; a repeat is ignored).
        # Rows are locked in (guild, player) order, the same in every process: no deadlock between them;
        # the sort is stable, so each player's answers keep their order (streaks depend on it).
        records = sorted(records, key=lambda r: (r.guild_id, r.user_id))
        await self._transaction(
            [
                (
                    "INSERT INTO players (guild_id, user_id, display_name, updated_at) VALUES (?, ?, ?, ?) "
                    "ON CONFLICT (guild_id, user_id) DO UPDATE SET display_name = excluded.display_name, "
                    "updated_at = excluded.updated_at",
                    [(r.guild_id, r.user_id, r.display_name, r.answered_at) for r in records],
                ),
                (
                    "INSERT INTO answers (game_id, guild_id, question_id, user_id, correct, points, "
                    "elapsed_ms, hint_stage, answered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                    [
                        (
                            r.game_id,
                            r.guild_id,
                            r.question_id,
                            r.user_id,
                            int(r.correct),
                            r.points,
                            r.elapsed_ms,
                            r.hint_stage,
                            r.answered_at,
                        )
                        for r in records
                    ],
                ),
            ]
        )


def _settle(future: asyncio.Future[None], exc: BaseException | None) -> None:
    if future.done():
        return
    if exc is None:
        future.set_result(None)
    else:
        future.set_exception(exc)
