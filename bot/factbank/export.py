"""The versioned JSON export of a build, and loading questions back from it."""

from __future__ import annotations

import json

from bot.factbank.model import Question, Source
from bot.factbank.result import BuildResult

EXPORT_VERSION = 1


def _sources(sources) -> list[dict]:
    return [{"document": s.document, "sentence": s.sentence} for s in sources]


def to_export(result: BuildResult) -> dict:
    return {
        "version": EXPORT_VERSION,
        "documents": [
            {"id": d.id, "title": d.title, "sha256": d.sha256, "skipped": d.skipped} for d in result.documents
        ],
        "facts": [
            {
                "id": f.id,
                "relation": f.relation,
                "subject": f.subject,
                "value": f.value,
                "race": f.race,
                "sources": _sources(f.sources),
            }
            for f in result.facts
        ],
        "conflicts": [
            {
                "relation": c.relation,
                "subject": c.subject,
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


def load_export(data: dict) -> list[Question]:
    if data.get("version") != EXPORT_VERSION:
        raise ValueError(f"unsupported fact bank export version: {data.get('version')!r}")
    out = []
    for q in data.get("questions", []):
        out.append(
            Question(
                id=q["id"],
                kind=q["kind"],
                prompt=q["prompt"],
                answer=q["answer"],
                accepted=tuple(q["accepted"]),
                choices=tuple(q["choices"]),
                difficulty=int(q["difficulty"]),
                score=float(q["score"]),
                race=q["race"],
                sources=tuple(Source(s["document"], s["sentence"]) for s in q["sources"]),
                answer_type=q.get("answer_type", "text"),
                others=tuple(q.get("others", ())),
            )
        )
    return out
