"""The versioned JSON export of a build, and loading it back into the builder's own dataclasses.

A dict exists only at this JSON edge: `load_export` returns a `LoadedBank` of the same typed documents,
facts, conflicts and questions the build made, and everything above reads those.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from bot.factbank.merge import Conflict, Fact
from bot.factbank.model import Question, Source
from bot.factbank.result import BuildResult, DocumentInfo

EXPORT_VERSION = 1


def _sources(sources) -> list[dict]:
    return [{"document": s.document, "sentence": s.sentence} for s in sources]


def to_export(result: BuildResult) -> dict:
    return {
        "version": EXPORT_VERSION,
        "documents": [
            {"id": d.id, "title": d.title, "sha256": d.sha256, "skipped": d.skipped, "race": d.race}
            for d in result.documents
        ],
        "facts": [
            {
                "id": f.id,
                "relation": f.relation,
                "subject": f.subject,
                "value": f.value,
                "race": f.race,
                "answer_type": f.answer_type,
                "sources": _sources(f.sources),
            }
            for f in result.facts
        ],
        "conflicts": [
            {
                "relation": c.relation,
                "subject": c.subject,
                "race": c.race,
                "values": [{"value": v, "sources": _sources(s)} for v, s in c.values],
            }
            for c in result.conflicts
        ],
        "questions": [
            {
                "id": q.id,
                "kind": q.kind,
                "prompt": q.prompt,
                "answer": q.answer,
                "accepted": list(q.accepted),
                "choices": list(q.choices),
                "difficulty": q.difficulty,
                "score": q.score,
                "race": q.race,
                "answer_type": q.answer_type,
                "others": list(q.others),
                "sources": _sources(q.sources),
            }
            for q in result.questions
        ],
    }


def export_json(result: BuildResult) -> str:
    """Sorted keys, stable order, UTF-8 text, indent 2, trailing newline: same documents, same bytes."""
    return json.dumps(to_export(result), sort_keys=True, ensure_ascii=False, indent=2) + "\n"


@dataclass(frozen=True, slots=True)
class LoadedBank:
    """A fact bank as the running bot reads it: the build's own typed records."""

    documents: tuple[DocumentInfo, ...] = ()
    facts: tuple[Fact, ...] = ()
    conflicts: tuple[Conflict, ...] = ()
    questions: tuple[Question, ...] = ()


def _load_sources(rows) -> tuple[Source, ...]:
    return tuple(Source(s["document"], s["sentence"]) for s in rows)


def load_export(data: dict) -> LoadedBank:
    """Typed records from an export; a ValueError names what is wrong with a malformed one."""
    if data.get("version") != EXPORT_VERSION:
        raise ValueError(f"unsupported fact bank export version: {data.get('version')!r}")
    try:
        documents = tuple(
            DocumentInfo(
                d["id"], d.get("title") or "", d.get("sha256", ""), d.get("skipped"), d.get("race", "")
            )
            for d in data.get("documents", [])
        )
        facts = tuple(
            Fact(
                f["id"],
                f["relation"],
                f["subject"],
                f["value"],
                f.get("race", ""),
                f.get("answer_type", "text"),
                _load_sources(f.get("sources", [])),
            )
            for f in data.get("facts", [])
        )
        conflicts = tuple(
            Conflict(
                c["relation"],
                c["subject"],
                c.get("race", ""),
                tuple((v["value"], _load_sources(v.get("sources", []))) for v in c.get("values", [])),
            )
            for c in data.get("conflicts", [])
        )
        questions = tuple(_question(q) for q in data.get("questions", []))
    except (KeyError, TypeError) as exc:
        raise ValueError(f"malformed fact bank export: {exc.__class__.__name__}: {exc}") from exc
    return LoadedBank(documents, facts, conflicts, questions)


def _question(q: dict) -> Question:
    return Question(
        id=q["id"],
        kind=q["kind"],
        prompt=q["prompt"],
        answer=q["answer"],
        accepted=tuple(q["accepted"]),
        choices=tuple(q["choices"]),
        difficulty=int(q["difficulty"]),
        score=float(q["score"]),
        race=q["race"],
        sources=_load_sources(q["sources"]),
        answer_type=q.get("answer_type", "text"),
        others=tuple(q.get("others", ())),
    )
