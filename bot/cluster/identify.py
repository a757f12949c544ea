"""Whose turn it is to IDENTIFY: Discord allows one IDENTIFY per 5 s in each bucket
(``shard_id % max_concurrency``, from ``GET /gateway/bot``'s ``session_start_limit``); a second one
within the window is answered INVALID_SESSION and still costs a session start from the daily budget.

Processes starting together take turns through their shared database. `IdentifyGate` is what the
client calls from discord.py's ``before_identify_hook``; `LeaseIdentifyGate` is the portable
implementation (a lease row per bucket, held for the window). A PostgreSQL backend can add one class
that holds ``pg_advisory_lock(bucket)`` for the window instead, and return it from `identify_gate`.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Protocol

from bot.cluster.leases import LeaseStore, process_name, take_when_free

log = logging.getLogger(__name__)

IDENTIFY_WINDOW = 5.0  # seconds between two IDENTIFYs in one bucket (Discord's rule)
MARGIN = 0.25  # the turn is held this much longer: the IDENTIFY is sent just after the turn starts


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


def identify_gate(storage: LeaseStore) -> IdentifyGate:
    """The gate for this database: leases in its ``leases`` table (SQLite, and any backend with the
    same storage methods). The place where a PostgreSQL backend returns its advisory-lock gate."""
    return LeaseIdentifyGate(storage)
