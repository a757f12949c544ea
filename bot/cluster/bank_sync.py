"""Every process serves the same fact bank, and a change is built once.

The bank is stored in the database with a version number (`bot.storage.cluster`). The process where a
moderator added or removed a document takes the rebuild claim (a lease, renewed while the build runs,
so a process that dies mid-build frees it), rebuilds, stores the bank, then bumps the version. Every
other process sees the new version before its next game and on a short interval, and loads the stored
bank instead of building it again. At start the claim also makes processes starting together build a
changed bank once: the first builds, the others find it stored.

On PostgreSQL the new version is also notified (NOTIFY on `CHANNEL`), so the others load it at once;
the check before each game and on an interval stays, for a notification missed while a connection
was down, and for SQLite, whose notifications stay within one process.

Plain Python, no discord.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable

from bot.bank import FactBank
from bot.cluster.leases import process_name, take_when_free
from bot.storage import Storage

log = logging.getLogger(__name__)

REBUILD_LEASE = "bank-rebuild"
CLAIM_SECONDS = 30.0  # a claim lives this long unless renewed; renewed every third of it
CHECK_SECONDS = 5.0  # how often a running bot looks for a bank stored by another process
CHANNEL = "photo_finish_bank"  # notified with the new version when a process stores a new bank


class BankSync:
    def __init__(
        self,
        storage: Storage,
        *,
        holder: str | None = None,
        clock: Callable[[], float] = time.time,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self._storage = storage
        self._holder = holder or process_name()
        self._clock = clock
        self._sleep = sleep
        self.version: int | None = None  # the version of the bank this process serves

    @contextlib.asynccontextmanager
    async def rebuild_claim(self) -> AsyncIterator[None]:
        """Held by one process at a time, while it loads or rebuilds the bank; waits for its turn."""
        waited = await take_when_free(
            self._storage,
            REBUILD_LEASE,
            self._holder,
            seconds=CLAIM_SECONDS,
            clock=self._clock,
            sleep=self._sleep,
            poll=0.5,  # the holder usually gives it back early
        )
        if waited:
            log.info("waited %.1f s while another process rebuilt the fact bank", waited)
        renewing = asyncio.create_task(self._renew(), name="bank-rebuild-claim")
        try:
            yield
        finally:
            renewing.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await renewing
            await self._storage.release_lease(REBUILD_LEASE, self._holder)

    async def _renew(self) -> None:
        while True:
            await self._sleep(CLAIM_SECONDS / 3)
            if not await self._storage.renew_lease(
                REBUILD_LEASE, self._holder, now=self._clock(), seconds=CLAIM_SECONDS
            ):
                log.warning("the fact bank rebuild claim was lost (the database was unreachable too long)")
                return

    async def adopt(self, bank: FactBank) -> None:
        """This process now serves ``bank``: when it built it (and stored it), the others are told."""
        if bank.rebuilt:
            self.version = await self._storage.bump_bank_version(now=self._clock())
            await announce(self._storage, self.version)
        else:
            self.version = await self._storage.bank_version()

    async def newer(self) -> FactBank | None:
        """The stored bank when another process stored a new one since this one looked; else None."""
        version = await self._storage.bank_version()
        if version == self.version:
            return None
        stored = await self._storage.load_fact_bank()
        imported = tuple(await self._storage.imported_questions())
        self.version = version
        if stored is None:
            return None
        return await asyncio.to_thread(
            FactBank.from_export, stored.export, stored.fingerprint, imported=imported
        )


async def announce(storage: Storage, version: int) -> None:
    """Tell every process listening that bank ``version`` is stored."""
    await storage.notify(CHANNEL, str(version))
