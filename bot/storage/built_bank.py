"""The built fact bank as stored (its export JSON and the documents' fingerprint) and the
per-document parse cache. The builder is `bot.factbank`; the bank the bot plays from, loaded from
here, is `bot.bank.FactBank`."""

from __future__ import annotations

import json

from bot.storage.base import StorageBase
from bot.storage.records import StoredBank


class BankMixin(StorageBase):
    async def load_fact_bank(self) -> StoredBank | None:
        row = await self._one("SELECT fingerprint, export, built_at FROM fact_bank WHERE id = 1")
        return None if row is None else StoredBank(row[0], json.loads(row[1]), row[2])

    async def save_fact_bank(
        self, fingerprint: str, export: dict, new_documents: dict[str, dict], *, now: float
    ) -> None:
        """Store a freshly built bank and the parses of the documents that were new to the cache."""
        await self._transaction(
            [
                (
                    "INSERT INTO fact_bank (id, fingerprint, export, built_at) VALUES (1, ?, ?, ?) "
                    "ON CONFLICT (id) DO UPDATE SET fingerprint = excluded.fingerprint, "
                    "export = excluded.export, built_at = excluded.built_at",
                    (fingerprint, json.dumps(export, ensure_ascii=False, sort_keys=True), now),
                ),
                (
                    "INSERT INTO document_cache (sha256, parsed, cached_at) VALUES (?, ?, ?) "
                    "ON CONFLICT (sha256) DO UPDATE SET parsed = excluded.parsed, cached_at = excluded.cached_at",
                    [
                        (sha, json.dumps(parsed, ensure_ascii=False), now)
                        for sha, parsed in new_documents.items()
                    ],
                ),
            ]
        )

    async def document_cache(self) -> dict[str, dict]:
        rows = await self._all("SELECT sha256, parsed FROM document_cache")
        return {r[0]: json.loads(r[1]) for r in rows}
