"""What shard processes sharing one database coordinate through: leases and the fact bank's version.

A lease is a named right (``identify:0``, ``bank-rebuild``) one holder has until it expires. It is taken
only when absent or expired, in one write transaction (SQLite's write lock orders the processes); a
PostgreSQL backend may take the IDENTIFY turn with an advisory lock instead (`bot.cluster.identify`).
"""

from __future__ import annotations

import sqlite3

from bot.storage.base import StorageBase


class ClusterMixin(StorageBase):
    async def take_lease(self, name: str, holder: str, *, now: float, seconds: float) -> float | None:
        """Take the lease ``name`` for ``holder`` until ``now + seconds`` if nobody holds it (or its
        holder's time is up). None when taken; else when the current holder's lease expires."""
        expires = now + seconds
        await self._transaction(
            [
                (
                    "INSERT INTO leases (name, holder, expires) VALUES (?, ?, ?) "
                    "ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires = excluded.expires "
                    "WHERE leases.expires <= ?",
                    (name, holder, expires, now),
                )
            ]
        )
        row = await self._one("SELECT holder, expires FROM leases WHERE name = ?", (name,))
        if row is not None and row[0] == holder and row[1] == expires:
            return None
        return now if row is None else float(row[1])

    async def renew_lease(self, name: str, holder: str, *, now: float, seconds: float) -> bool:
        """Extend a lease ``holder`` still holds; False when it has lost it."""
        await self._transaction(
            [
                (
                    "UPDATE leases SET expires = ? WHERE name = ? AND holder = ? AND expires > ?",
                    (now + seconds, name, holder, now),
                )
            ]
        )
        row = await self._one("SELECT holder, expires FROM leases WHERE name = ?", (name,))
        return row is not None and row[0] == holder and row[1] == now + seconds

    async def release_lease(self, name: str, holder: str) -> None:
        """Give a lease back early (nothing happens when ``holder`` no longer holds it)."""
        await self._transaction([("DELETE FROM leases WHERE name = ? AND holder = ?", (name, holder))])

    async def bank_version(self) -> int:
        row = await self._one("SELECT version FROM bank_version WHERE id = 1")
        return int(row[0]) if row else 0

    async def bump_bank_version(self, *, now: float) -> int:
        """Say that a new bank is stored; returns the new version."""
        await self._transaction(
            [("UPDATE bank_version SET version = version + 1, changed_at = ? WHERE id = 1", (now,))]
        )
        return await self.bank_version()

    @staticmethod
    def is_conflict(error: BaseException) -> bool:
        """True when a write was refused by a uniqueness constraint: another process (or an earlier
        write) got there first, e.g. a second open game in one channel or an answer scored twice."""
        return isinstance(error, sqlite3.IntegrityError) and "UNIQUE" in str(error)
