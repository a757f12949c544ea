"""Waiting for a lease in the shared database (`bot.storage.cluster`): the IDENTIFY turns and the
bank rebuild claim both take one when it is free."""

from __future__ import annotations

import os
import uuid
from collections.abc import Awaitable, Callable
from typing import Protocol


class LeaseStore(Protocol):
    async def take_lease(self, name: str, holder: str, *, now: float, seconds: float) -> float | None: ...


def process_name() -> str:
    """A name for this process among the others (host, pid and a random part)."""
    return f"{os.uname().nodename}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


async def take_when_free(
    leases: LeaseStore,
    name: str,
    holder: str,
    *,
    seconds: float,
    clock: Callable[[], float],
    sleep: Callable[[float], Awaitable[None]],
    poll: float,
) -> float:
    """Take the lease ``name`` for ``seconds``, waiting while another holder has it (looking again at
    least every ``poll`` seconds, in case it is given back early). Returns how long it waited."""
    waited = 0.0
    while True:
        now = clock()
        busy_until = await leases.take_lease(name, holder, now=now, seconds=seconds)
        if busy_until is None:
            return waited
        pause = min(max(busy_until - now, 0.01), poll)
        waited += pause
        await sleep(pause)
