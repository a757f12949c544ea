"""Every process serves the same bank and a change is built once (bot.cluster.bank_sync), on two
connections to one database (SQLite, then PostgreSQL) as two processes have."""

import asyncio
import time
from pathlib import Path

import pytest

from bot.cluster.bank_sync import CLAIM_SECONDS, REBUILD_LEASE, BankSync
from bot.documents import load_bank
from bot.storage import Storage


@pytest.fixture
async def two(database: Path | str):
    """Two connections to one database, as two shard processes have."""
    a, b = await Storage.open(database), await Storage.open(database)
    yield a, b
    await a.close()
    await b.close()


async def test_processes_starting_together_build_a_changed_bank_once(two, docs):
    async def start(storage: Storage, name: str):
        sync = BankSync(storage, holder=name)
        async with sync.rebuild_claim():
            bank = await load_bank(storage, docs, now=time.time())
            await sync.adopt(bank)
        return bank, sync

    (bank_a, sync_a), (bank_b, sync_b) = await asyncio.gather(start(two[0], "a"), start(two[1], "b"))
    assert sorted([bank_a.rebuilt, bank_b.rebuilt]) == [False, True]
    assert bank_a.fingerprint == bank_b.fingerprint and len(bank_a.questions) == len(bank_b.questions)
    assert sync_a.version == sync_b.version == 1


async def test_the_claim_is_held_by_one_process_at_a_time(two):
    a, b = BankSync(two[0], holder="a"), BankSync(two[1], holder="b")
    order: list[str] = []

    async def build(sync: BankSync, name: str) -> None:
        async with sync.rebuild_claim():
            order.append(f"{name} in")
            await asyncio.sleep(0.2)
            order.append(f"{name} out")

    await asyncio.gather(build(a, "a"), build(b, "b"))
    assert order in (["a in", "a out", "b in", "b out"], ["b in", "b out", "a in", "a out"])
    assert await two[0].take_lease(REBUILD_LEASE, "c", now=time.time(), seconds=1) is None  # released


async def test_a_claim_left_by_a_dead_process_expires(two):
    await two[0].take_lease(REBUILD_LEASE, "dead", now=time.time() - CLAIM_SECONDS - 1, seconds=CLAIM_SECONDS)
    async with BankSync(two[1], holder="alive").rebuild_claim():
        pass


async def test_a_bank_stored_by_one_process_is_loaded_by_the_other(two, docs):
    here, there = BankSync(two[0], holder="here"), BankSync(two[1], holder="there")
    first = await load_bank(two[0], docs, now=time.time())
    await here.adopt(first)
    await there.adopt(await load_bank(two[1], docs, now=time.time()))  # unchanged: loaded
    assert await there.newer() is None

    (docs / "extra.txt").write_text(
        "Rivera wins the Lakeside 300 at Harbor Speedway\n\nMaya Rivera won the Lakeside 300 at Harbor "
        "Speedway on Sunday, beating Jonah Park by 0.412 seconds.\n",
        encoding="utf-8",
    )
    async with here.rebuild_claim():
        rebuilt = await load_bank(two[0], docs, now=time.time())
        await here.adopt(rebuilt)
    assert rebuilt.rebuilt and len(rebuilt.questions) > len(first.questions)

    served = await there.newer()
    assert served is not None and not served.rebuilt  # loaded, not built again
    assert [q.id for q in served.questions] == [q.id for q in rebuilt.questions]
    assert await there.newer() is None and there.version == here.version
