"""The fact bank the bot plays from: built from DOCUMENTS_DIR when the documents changed, else loaded.

Three modules, three jobs: `bot.factbank` builds a bank from documents (pure), `bot.storage.built_bank`
stores what was built, and this module decides between them and serves the result (`FactBank`).

Plain Python (no discord). The build itself is synchronous and CPU-bound: a running bot passes an
executor with worker processes, so reading documents never holds its event loop (nor, as a thread
would, the interpreter lock it answers with); without one (at start, before anything is served) it runs
in a thread. Unchanged documents come from the storage's parse cache and are not parsed again; the
parses a worker adds are stored by the parent.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import random
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from bot.factbank import build_bank, load_export
from bot.factbank.build import list_documents
from bot.factbank.export import LoadedBank, to_export
from bot.factbank.merge import Conflict, Fact
from bot.factbank.model import Question
from bot.factbank.result import DocumentInfo
from bot.storage import Storage

log = logging.getLogger(__name__)


def fingerprint(paths: list[Path]) -> str:
    """sha256 over the documents' names and contents: changes whenever any document does."""
    return _fingerprint(paths)[0]


def _fingerprint(paths: list[Path]) -> tuple[str, set[str]]:
    """The fingerprint, and the sha256 of each readable document (the keys of its cached parse)."""
    digest = hashlib.sha256()
    shas: set[str] = set()
    for path in paths:
        digest.update(path.name.encode("utf-8") + b"\0")
        try:
            sha = hashlib.sha256(path.read_bytes())
        except OSError:
            digest.update(b"unreadable")
            continue
        digest.update(sha.digest())
        shas.add(sha.hexdigest())
    return digest.hexdigest(), shas


class _RecordingCache:
    """A DocumentCache over a dict loaded from storage, remembering what the build added."""

    def __init__(self, entries: dict[str, dict]) -> None:
        self.entries = entries
        self.added: dict[str, dict] = {}
        self.hits = 0

    def get(self, sha256: str) -> dict | None:
        value = self.entries.get(sha256)
        if value is not None:
            self.hits += 1
        return value

    def put(self, sha256: str, value: dict) -> None:
        if value.get("transient"):  # skipped for taking too long: read it again next time
            return
        self.entries[sha256] = value
        self.added[sha256] = value


@dataclass(frozen=True)
class _Built:
    """What a build hands back to the parent (it may come from a worker process)."""

    export: dict
    report: tuple[str, ...]
    questions: int
    added: dict[str, dict]  # the parses new to the cache
    hits: int


def _build(
    paths: list[Path], cached: dict[str, dict], progress: Callable[[int, int, str], None] | None = None
) -> _Built:
    """The whole build; a top-level function so that a worker process can run it."""
    cache = _RecordingCache(cached)
    result = build_bank(paths, cache=cache, progress=progress)
    return _Built(
        to_export(result), tuple(result.report_lines()), len(result.questions), cache.added, cache.hits
    )


@dataclass(frozen=True)
class FactBank:
    """The bank the bot serves: its export (stored as JSON) and the typed records loaded from it."""

    export: dict
    fingerprint: str
    rebuilt: bool = False
    report: tuple[str, ...] = ()
    questions: tuple[Question, ...] = field(default=())

    @classmethod
    def from_export(
        cls, export: dict, fingerprint: str, *, imported: tuple[Question, ...] = (), **kwargs
    ) -> FactBank:
        """The export's questions, then ``imported`` (the Red trivia lists imported as topics)."""
        return cls(export, fingerprint, questions=(*load_export(export).questions, *imported), **kwargs)

    @cached_property
    def loaded(self) -> LoadedBank:
        """The export's documents, facts, conflicts and questions as the builder's dataclasses."""
        return load_export(self.export) if self.export else LoadedBank()

    @property
    def documents(self) -> tuple[DocumentInfo, ...]:
        return self.loaded.documents

    @property
    def conflicts(self) -> tuple[Conflict, ...]:
        return self.loaded.conflicts

    def title_of(self, document: str) -> str:
        for doc in self.documents:
            if doc.id == document:
                return doc.title or document
        return document

    def topics(self) -> list[str]:
        """What a game can be limited to: each race, then each document that was read."""
        races = sorted({q.race for q in self.questions if q.race})
        docs = [d.id for d in self.documents if not d.skipped]
        return races + docs

    def facts(self, topic: str | None = None) -> list[Fact]:
        facts = list(self.loaded.facts)
        if not topic:
            return facts
        needle = topic.casefold()
        return [
            f for f in facts if f.race.casefold() == needle or any(s.document == topic for s in f.sources)
        ]

    def random_fact(self, rng: random.Random, topic: str | None = None) -> Fact | None:
        facts = self.facts(topic)
        return rng.choice(facts) if facts else None


async def load_or_build(
    storage: Storage,
    documents_dir: Path,
    *,
    now: float,
    progress: Callable[[int, int, str], None] | None = None,
    executor: Executor | None = None,
) -> FactBank:
    """The bank for ``documents_dir``: the stored one when the documents are unchanged, else rebuilt.

    With ``executor`` (a process pool) the build runs there and ``progress`` is not called. The bank
    does not know its readers: `bot.documents.load_bank` also brings /ask's search index in step.
    """
    paths = await asyncio.to_thread(list_documents, documents_dir)
    print_, shas = await asyncio.to_thread(_fingerprint, paths)
    stored = await storage.load_fact_bank()
    imported = tuple(await storage.imported_questions())  # topics from import-red, whatever the documents
    if stored is not None and stored.fingerprint == print_:
        log.info("fact bank unchanged (%d documents); loaded from the database", len(paths))
        return FactBank.from_export(stored.export, print_, imported=imported)
    cached = {sha: parse for sha, parse in (await storage.document_cache()).items() if sha in shas}
    if executor is None:
        built = await asyncio.to_thread(_build, paths, cached, progress)
    else:
        built = await asyncio.get_running_loop().run_in_executor(executor, _build, paths, cached)
    await storage.save_fact_bank(print_, built.export, built.added, now=now)
    log.info(
        "fact bank built from %d documents (%d parsed, %d from cache): %d questions",
        len(paths),
        len(built.added),
        built.hits,
        built.questions,
    )
    return FactBank.from_export(built.export, print_, imported=imported, rebuilt=True, report=built.report)
