"""What shard processes sharing one database coordinate through: leases and the fact bank's version.

A lease is a named right (``identify:0``, ``bank-rebuild``) one holder has until it expires. It is taken
only when absent or expired, in one write transaction (the database orders the processes). The same
SQL runs on SQLite and PostgreSQL; on PostgreSQL the IDENTIFY turn is an advisory lock instead
(`bot.cluster.identify`).
"""

from __future__ import annotations

from bot.storage.base import StorageBase


class ClusterMixin(StorageBase):
    async def take_lease(self, name: str, holder: str, *, now: float, seconds: float) -> float | None:
        """Take the lease ``name`` for ``holder`` until ``now + seconds`` if nobody holds it (or its
        holder's time is up). None when taken; else when the current holder's lease expires."""
        (taken,) = await self._transaction(
            [
                (
                    "INSERT INTO leases (name, holder, expires) VALUES (?, ?, ?) "
                    "ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires = excluded.expires "
                    "WHERE leases.expires <= ? RETURNING holder",
                    (name, holder, now + seconds, now),
                )
            ]
        )
        if taken is not None:
            return None
        row = await self._one("SELECT expires FROM leases WHERE name = ?", (name,))
        return now if row is None else float(row[0])

    async def renew_lease(self, name: str, holder: str, *, now: float, seconds: float) -> bool:
        """Extend a lease ``holder`` still holds; False when it has lost it."""
        (renewed,) = await self._transaction(
            [
                (
                    "UPDATE leases SET expires = ? WHERE name = ? AND holder = ? AND expires > ? RETURNING name",
                    (now + seconds, name, holder, now),
                )
            ]
        )
        return renewed is not None

    async def release_lease(self, name: str, holder: str) -> None:
        """Give a lease back early (nothing happens when ``holder`` no longer holds it)."""
        await self._transaction([("DELETE FROM leases WHERE name = ? AND holder = ?", (name, holder))])

    async def bank_version(self) -> int:
        row = await self._one("SELECT version FROM bank_version WHERE id = 1")
        return int(row[0]) if row else 0

    async def bump_bank_version(self, *, now: float) -> int:
        """Say that a new bank is stored; returns the new version."""
        (version,) = await self._transaction(
            [
                (
                    "UPDATE bank_version SET version = version + 1, changed_at = ? WHERE id = 1 "
                    "RETURNING version",
                    (now,),
                )
            ]
        )
        return int(version)
