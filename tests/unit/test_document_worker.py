"""The worker process documents are read in: owned by the Rebuilder, replaced when it dies."""

from __future__ import annotations

import asyncio
import os

import pytest

from bot.documents import Rebuilder, reading_pool
from bot.errors import UserFacingError
from bot.storage import Storage

REPORT = (
    "Dara Quillen won the Harbor 400 at Millbrook Speedway on Sunday, beating Tomas Verrick by 0.214 "
    "seconds after 200 laps. Quillen led 87 laps in the No. 14 Ford for Ostrand Racing."
)


async def test_a_dead_worker_fails_one_call_and_is_replaced(tmp_path) -> None:
    storage = await Storage.open(tmp_path / "trivia.db")
    rebuilder = Rebuilder(storage, tmp_path, lambda bank: None, lambda: 1.0, reading_pool)
    try:
        first = rebuilder.pool
        assert first is not None
        with pytest.raises(UserFacingError, match="please try again"):
            async with rebuilder._worker_guard():  # a worker killed mid-read (here: it exits)
                await asyncio.get_running_loop().run_in_executor(first, os._exit, 1)
        assert rebuilder.pool is not first
        await rebuilder.check("harbor.txt", REPORT.encode())  # read by the new worker
        with pytest.raises(UserFacingError, match="no race content"):
            await rebuilder.check("notes.txt", b"Nothing to see here at all, just some notes.")
    finally:
        rebuilder.close()
        await storage.close()
    with pytest.raises(RuntimeError):  # closed: no more work is taken
        rebuilder.pool.submit(int)
