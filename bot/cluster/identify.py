"""Whose turn it is to IDENTIFY: Discord allows one IDENTIFY per 5 s in each bucket
(``shard_id % max_concurrency``, from ``GET /gateway/bot``'s ``session_start_limit``); a second one
within the window is answered INVALID_SESSION and still costs a session start from the daily budget.

Processes starting together take turns through their shared database. `IdentifyGate` is what the
client calls from discord.py's ``before_identify_hook``; `LeaseIdentifyGate` is the portable
implementation (a lease row per bucket, held for the window); on PostgreSQL `AdvisoryLockIdentifyGate`
holds ``pg_advisory_lock`` for the window instead. `identify_gate` picks one for the database.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from contextlib import AbstractAsyncContextManager
from typing import Protocol

from bot.cluster.leases import LeaseStore, process_name, take_when_free
from bot.storage import Storage

log = logging.getLogger(__name__)

IDENTIFY_WINDOW = 5.0  # seconds between two IDENTIFYs in one bucket (Discord's rule)
MARGIN = 0.25  # the turn is held this much longer: the IDENTIFY is sent just after the turn starts
IDENTIFY_LOCK_BASE = 0x5046_4944_0000  # "PFID": advisory lock keys of the IDENTIFY buckets (+ bucket)


class AdvisoryLocks(Protocol):
    def advisory_lock(self, key: int) -> AbstractAsyncContextManager[None]: ...


class IdentifyGate(Protocol):
    async def wait_turn(self, bucket: int) -> None:
        """Return when this process may IDENTIFY in ``bucket``; nobody else may for the window after."""


class LeaseIdentifyGate:
    """Each turn is a lease ``identify:<bucket>`` held ``window`` seconds (plus a margin), never
    renewed or released early: the next IDENTIFY in the bucket, from this process or any other, waits
    until it expires. Times are the wall clock of each process (one machine, or machines kept in sync)."""

    def __init__(
        self,
        leases: LeaseStore,
        *,
        holder: str | None = None,
        window: float = IDENTIFY_WINDOW,
        clock: Callable[[], float] = time.time,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self._leases = leases
        self._holder = holder or process_name()
        self.window = window
        self._clock = clock
        self._sleep = sleep
        self._turns = 0

    async def wait_turn(self, bucket: int) -> None:
        self._turns += 1
        holder = f"{self._holder}#{self._turns}"  # each turn its own: this process's next waits too
        waited = await take_when_free(
            self._leases,
            f"identify:{bucket}",
            holder,
            seconds=self.window + MARGIN,
            clock=self._clock,
            sleep=self._sleep,
            poll=self.window + MARGIN,
        )
        if waited:
            log.info("IDENTIFY turn in bucket %d after waiting %.1f s", bucket, waited)


class AdvisoryLockIdentifyGate:
    """PostgreSQL's gate: the bucket's turn is ``pg_advisory_lock`` on a key of its own, taken on a
    connection of its own and held for the window by a task, then released. A process that dies while
    holding it releases it with its connection."""

    def __init__(
        self,
        locks: AdvisoryLocks,
        *,
        window: float = IDENTIFY_WINDOW,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self._locks = locks
        self.window = window
        self._sleep = sleep
        self._holding: set[asyncio.Task[None]] = set()

    async def wait_turn(self, bucket: int) -> None:
        taken: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        task = asyncio.create_task(self._hold(bucket, taken), name=f"identify-turn-{bucket}")
        self._holding.add(task)
        task.add_done_callback(self._holding.discard)
        try:
            await taken
        except asyncio.CancelledError:
            task.cancel()
            raise

    async def _hold(self, bucket: int, taken: asyncio.Future[None]) -> None:
        loop = asyncio.get_running_loop()
        asked = loop.time()
        try:
            async with self._locks.advisory_lock(IDENTIFY_LOCK_BASE + bucket):
                taken.set_result(None)
                if (waited := loop.time() - asked) > 0.5:
                    log.info("IDENTIFY turn in bucket %d after waiting %.1f s", bucket, waited)
                await self._sleep(self.window + MARGIN)
        except Exception as exc:
            if not taken.done():
                taken.set_exception(exc)
            else:
                log.warning("the IDENTIFY turn of bucket %d ended early: %s", bucket, exc)


def identify_gate(storage: Storage) -> IdentifyGate:
    """The gate for this database: advisory locks on PostgreSQL, lease rows on SQLite (whose
    advisory locks reach only their own process)."""
    if storage.dialect == "postgresql":
        return AdvisoryLockIdentifyGate(storage)
    return LeaseIdentifyGate(storage)
