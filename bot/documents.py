"""Managing DOCUMENTS_DIR from chat: safe names, checked uploads, removal, summaries, rebuilds.

Plain Python (no discord). Every path is a direct child of the documents folder: a name like
``../../bot/client.py`` is refused, never resolved.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
import re
import unicodedata
from collections import Counter
from collections.abc import AsyncIterator, Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from pathlib import Path

from bot.ask import ensure_search_index
from bot.bank import FactBank, load_or_build
from bot.cluster.bank_sync import BankSync
from bot.errors import UserFacingError
from bot.factbank import SkippedDocument, ingest_document
from bot.factbank.ingest import DEFAULT_MAX_BYTES
from bot.factbank.text import TEXT_SUFFIXES
from bot.storage import Storage

log = logging.getLogger(__name__)

_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")
MAX_NAME = 100


async def load_bank(
    storage: Storage,
    documents_dir: Path,
    *,
    now: float,
    progress: Callable[[int, int, str], None] | None = None,
    executor: Executor | None = None,
) -> FactBank:
    """The bank for ``documents_dir`` (`bot.bank.load_or_build`: loaded when the documents are unchanged,
    else rebuilt), with /ask's search index brought in step (only when it was built from another bank)."""
    bank = await load_or_build(storage, documents_dir, now=now, progress=progress, executor=executor)
    await ensure_search_index(storage, bank, now=now)
    return bank


def safe_filename(name: str) -> str:
    """A plain file name for an upload, or a UserFacingError saying why it can't be one.

    Path separators, '..' and leading dots are refused outright (not silently stripped): a name that
    tries to leave the documents folder is an error the uploader should see.
    """
    name = unicodedata.normalize("NFC", name).strip()
    if not name or "/" in name or "\\" in name or name.startswith(".") or ".." in name or "\0" in name:
        raise UserFacingError(
            f"{name[:80]!r} is not an acceptable file name: use a plain name like race-report.txt."
        )
    stem, dot, suffix = name.rpartition(".")
    if not dot or f".{suffix.lower()}" not in TEXT_SUFFIXES:
        raise UserFacingError(f"Only {', '.join(TEXT_SUFFIXES)} documents can be added, not {name[:80]!r}.")
    clean = _UNSAFE.sub("-", unicodedata.normalize("NFKD", stem).encode("ascii", "ignore").decode()).strip(
        "-."
    )
    if not clean:
        clean = "document"
    return f"{clean[: MAX_NAME - len(suffix) - 1]}.{suffix.lower()}"


def _child(folder: Path, name: str) -> Path:
    path = folder / name
    if path.resolve().parent != folder.resolve():
        raise UserFacingError(f"{name[:80]!r} is not a document in the documents folder.")
    return path


def check_upload(name: str, data: bytes, *, max_bytes: int = DEFAULT_MAX_BYTES) -> None:
    """Refuse what would never build: too large, empty, binary, undecodable, no race content."""
    if len(data) > max_bytes:
        raise UserFacingError(
            f"{name} is {len(data) / 1e6:.1f} MB; documents can be at most {max_bytes / 1e6:.0f} MB."
        )
    parsed = ingest_document(name, data, max_bytes=max_bytes)
    if isinstance(parsed, SkippedDocument):
        raise UserFacingError(f"{name} was not added: {parsed.reason}.")


def save_document(folder: Path, name: str, data: bytes, *, overwrite: bool) -> Path:
    """Write atomically; an existing document is replaced only when ``overwrite`` is true."""
    path = _child(folder, name)
    if path.exists() and not overwrite:
        raise UserFacingError(
            f"{name} already exists. Add it again with overwrite set to True to replace it."
        )
    temp = folder / f".{name}.uploading"
    temp.write_bytes(data)
    os.replace(temp, path)
    return path


def remove_document(folder: Path, name: str) -> None:
    path = _child(folder, name)
    if not path.is_file():
        raise UserFacingError(f"There is no document called {name[:80]!r}.")
    path.unlink()


def document_names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.is_file() and p.suffix.lower() in TEXT_SUFFIXES)


@dataclass(frozen=True, slots=True)
class DocumentSummary:
    name: str
    title: str
    facts: int
    questions: int
    skipped: str | None


def summaries(bank: FactBank) -> list[DocumentSummary]:
    """Each document of the bank with how many facts and questions cite it, or why it was skipped."""
    facts = Counter(doc for f in bank.facts() for doc in {s.document for s in f.sources})
    questions = Counter(doc for q in bank.questions for doc in {s.document for s in q.sources})
    return [
        DocumentSummary(d.id, d.title or d.id, facts[d.id], questions[d.id], d.skipped)
        for d in bank.documents
    ]


@dataclass(frozen=True, slots=True)
class RebuildReport:
    facts_before: int
    facts_after: int
    questions_before: int
    questions_after: int
    conflicts: int
    skipped: str | None  # why the named document was skipped, if it was

    def lines(self, action: str, name: str) -> list[str]:
        if self.skipped:
            return [f"{name} was {action}, but it was skipped by the builder: {self.skipped}."]
        return [
            f"{name} {action}. Facts: {self.facts_before} → {self.facts_after}; "
            f"questions: {self.questions_before} → {self.questions_after}; conflicts: {self.conflicts}."
        ]


def reading_pool() -> ProcessPoolExecutor:
    """One worker process for reading documents; it starts on first use (a fresh interpreter, not a
    fork of the running bot with its loop and threads)."""
    return ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))


class Rebuilder:
    """Checks uploads and rebuilds the bank after a change, one rebuild at a time, and hands the new
    bank over.

    With ``pool`` (a factory such as `reading_pool`) the reading runs in worker processes the
    Rebuilder owns: made here, replaced should a worker die, shut down by `close`. Without one it
    runs in a thread."""

    def __init__(
        self,
        storage: Storage,
        folder: Path,
        swap: Callable[[FactBank], None],
        clock: Callable[[], float],
        pool: Callable[[], Executor] | None = None,
        sync: BankSync | None = None,
    ):
        self.storage = storage
        self.folder = folder
        self._swap = swap
        self._clock = clock
        self._new_pool = pool
        self.pool: Executor | None = pool() if pool is not None else None
        self._lock = asyncio.Lock()
        self._sync = sync  # with other processes: one rebuilds at a time, and tells the others

    async def check(self, name: str, data: bytes) -> None:
        """`check_upload`, off the event loop."""
        if self.pool is None:
            await asyncio.to_thread(check_upload, name, data)
            return
        async with self._worker_guard():
            await asyncio.get_running_loop().run_in_executor(self.pool, check_upload, name, data)

    async def rebuild(self, before: FactBank, name: str) -> RebuildReport:
        claim = self._sync.rebuild_claim() if self._sync is not None else contextlib.nullcontext()
        async with self._lock, claim, self._worker_guard():
            bank = await load_bank(self.storage, self.folder, now=self._clock(), executor=self.pool)
            if self._sync is not None:
                await self._sync.adopt(bank)
            self._swap(bank)
        skipped = next((d.skipped for d in bank.documents if d.id == name), None)
        return RebuildReport(
            len(before.facts()),
            len(bank.facts()),
            len(before.questions),
            len(bank.questions),
            len(bank.conflicts),
            skipped,
        )

    @contextlib.asynccontextmanager
    async def _worker_guard(self) -> AsyncIterator[None]:
        """A worker that died (killed, out of memory) fails this call and is replaced for the next."""
        try:
            yield
        except BrokenProcessPool:
            log.error("the document reader's worker process died; starting another")
            if self.pool is not None and self._new_pool is not None:
                self.pool.shutdown(wait=False, cancel_futures=True)
                self.pool = self._new_pool()
            raise UserFacingError("Reading the documents failed unexpectedly; please try again.") from None

    def close(self) -> None:
        """Shut the worker pool down; a document being read finishes within its time budget first."""
        if self.pool is not None:
            self.pool.shutdown(wait=False, cancel_futures=True)
