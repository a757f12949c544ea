"""build_bank: documents -> facts -> questions, with a cache for the per-document work."""

from __future__ import annotations

import logging
from collections import defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol

from bot.factbank.answers import entity_pools, finish
from bot.factbank.divisions import division_part
from bot.factbank.editions import race_details
from bot.factbank.ingest import (
    DEFAULT_MAX_BYTES,
    DEFAULT_TIME_BUDGET,
    INGEST_VERSION,
    IngestedDocument,
    SkippedDocument,
    document_from_dict,
    ingest_document,
)
from bot.factbank.merge import Fact, Race, merge
from bot.factbank.names import NameBook
from bot.factbank.questions import drafts_for_race
from bot.factbank.race import identify_safely
from bot.factbank.race_groups import assign_races, same_race_people
from bot.factbank.reading import read_document
from bot.factbank.result import BuildResult, DocumentInfo
from bot.factbank.text import TEXT_SUFFIXES

log = logging.getLogger(__name__)

Progress = Callable[[int, int, str], None]


class DocumentCache(Protocol):
    def get(self, sha256: str) -> dict | None: ...

    def put(self, sha256: str, value: dict) -> None: ...


def internal_error(exc: BaseException) -> str:
    """The one-line skip reason for a bug met while reading one document (traceback at DEBUG)."""
    return f"internal error while reading: {exc.__class__.__name__}: {exc}"[:200]


def list_documents(source: Path | Sequence[Path]) -> list[Path]:
    if isinstance(source, (str, Path)):
        folder = Path(source)
        if folder.is_dir():
            return sorted(p for p in folder.iterdir() if p.is_file() and p.suffix.lower() in TEXT_SUFFIXES)
        return [folder]
    return [Path(p) for p in source]


def _ingest_cached(
    path: Path, max_bytes: int, cache: DocumentCache | None, time_budget: float | None = DEFAULT_TIME_BUDGET
) -> IngestedDocument | SkippedDocument:
    import hashlib

    try:
        data = path.read_bytes()
    except OSError as exc:
        return SkippedDocument(path.name, "", f"unreadable file ({exc.strerror or exc.__class__.__name__})")
    sha = hashlib.sha256(data).hexdigest()
    if cache is not None:
        hit = cache.get(sha)
        if hit and hit.get("version") == INGEST_VERSION and hit.get("name") == path.name:
            return document_from_dict(hit)
    try:
        doc = ingest_document(path.name, data, max_bytes=max_bytes, time_budget=time_budget)
    except Exception as exc:  # one document never stops a build
        log.debug("internal error while reading %s", path.name, exc_info=True)
        return SkippedDocument(path.name, sha, internal_error(exc))
    if cache is not None and not getattr(doc, "transient", False):  # "took too long" may not hold next time
        cache.put(sha, doc.to_dict())
    return doc


def build_bank(
    source: Path | Sequence[Path],
    *,
    max_bytes: int = DEFAULT_MAX_BYTES,
    time_budget: float | None = DEFAULT_TIME_BUDGET,
    progress: Progress | None = None,
    cache: DocumentCache | None = None,
) -> BuildResult:
    """Read every document, extract and merge facts, and generate ranked questions."""
    paths = list_documents(source)
    ingested: list[IngestedDocument] = []
    infos: dict[str, DocumentInfo] = {}
    order: list[str] = []
    for i, path in enumerate(paths):
        doc = _ingest_cached(path, max_bytes, cache, time_budget)
        order.append(doc.name)
        if isinstance(doc, SkippedDocument):
            infos[doc.name] = DocumentInfo(doc.name, "", doc.sha256, doc.reason)
            log.info("skipped %s: %s", doc.name, doc.reason)
        else:
            ingested.append(doc)
            infos[doc.name] = DocumentInfo(doc.name, doc.title, doc.sha256, None)
        if progress is not None:
            progress(i + 1, len(paths), path.name)
    book = NameBook.from_documents(ingested)
    ids = {d.name: identify_safely(d) for d in ingested}  # each report's race, named once
    near = same_race_people(ingested, book, ids)
    per_doc = []
    for d in ingested:
        try:
            per_doc.append(read_document(d, book, near.get(d.name, frozenset())))
            if part := division_part(
                d, rid.series if (rid := ids[d.name]) else ""
            ):  # the women's race a men's marathon report also tells
                per_doc.append(read_document(part, book, near.get(d.name, frozenset())))
        except Exception as exc:  # one document never stops a build
            log.debug("internal error while reading %s", d.name, exc_info=True)
            info = infos[d.name]
            infos[d.name] = DocumentInfo(info.id, info.title, info.sha256, internal_error(exc))
    races = assign_races(per_doc, ids)
    for name, race in races.items():
        if name not in infos:
            continue  # a division's part: its report has its own line
        info = infos[name]
        if race is None:
            infos[name] = DocumentInfo(
                info.id, info.title, info.sha256, "no race identified (no event or track named)"
            )
        else:
            infos[name] = DocumentInfo(info.id, info.title, info.sha256, None, race.label)
    facts, conflicts = merge(per_doc, races, book)
    pools = entity_pools(facts)
    _extend_pools(pools, ingested, book)
    by_race: dict[str, list[Fact]] = defaultdict(list)
    for f in facts:
        by_race[f.race].append(f)
    race_objs = {r.label: r for r in races.values() if r is not None}
    details = {label: race_details(by_race[label]) for label in by_race}
    alike: dict[str, list[str]] = defaultdict(list)  # races whose prompts name them alike
    for label in by_race:
        alike[race_objs[label].spoken or label].append(label)
    drafts = []
    for label in sorted(by_race):
        spoken = race_objs[label].spoken or label
        others = {o for o in alike[spoken] if o != label} | _run_there(race_objs, label)
        shared = frozenset().union(*(details[other] for other in others if other in details))
        try:
            drafts.extend(drafts_for_race(race_objs[label], by_race[label], shared))
        except Exception:  # a bug in one race's templates costs that race's questions, not the bank
            log.warning("no questions for %s: internal error", label, exc_info=True)
    mentioned: dict[str, set[str]] = defaultdict(set)
    for d in ingested:
        race = races.get(d.name)
        if race is not None:
            mentioned[race.label].update(_named(d, book))
    questions = finish(drafts, pools, book, {r.label: r.series for r in race_objs.values()}, mentioned)
    return BuildResult(
        documents=[infos[n] for n in order],
        facts=facts,
        conflicts=conflicts,
        questions=questions,
        races=sorted(race_objs),
    )


def _run_there(races: dict[str, Race], label: str) -> set[str]:
    """For a race with no name of its own ("the IndyCar race at Indianapolis Motor Speedway"), the other
    races of the bank run at its track ("the Indy 500"): a detail they share names none of them."""
    race = races[label]
    if race.event or not race.venue:
        return set()
    first = race.venue.split()[0].lower()[:3]
    return {
        other
        for other, r in races.items()
        if other != label
        and (r.venue.lower() == race.venue.lower() or (r.event and r.event.split()[0].lower()[:3] == first))
    }


def _extend_pools(pools: dict[str, list[str]], docs: list[IngestedDocument], book: NameBook) -> None:
    extra: dict[str, set[str]] = defaultdict(set)
    kinds = {"team": "team", "event": "event", "make": "manufacturer"}
    for d in docs:
        for s in d.sentences:
            for m in s.mentions:
                if m.kind in kinds:
                    extra[kinds[m.kind]].add(m.text)
    extra["place"].update(book.venues.values())
    if len(pools.get("person", [])) < 4:
        extra["person"].update(book.people.values())
    for kind, values in extra.items():
        pools[kind] = sorted(set(pools.get(kind, [])) | values)


def _named(doc: IngestedDocument, book: NameBook) -> set[str]:
    """Every name a report mentions, as written and as the name book knows it."""
    out: set[str] = set()
    for s in doc.sentences:
        for m in s.mentions:
            out.add(m.text)
            if known := book.venue(m.text) or book.person(m.text):
                out.add(known)
    return out


def race_of(races: dict[str, Race | None], name: str) -> str:
    race = races.get(name)
    return race.label if race else ""
