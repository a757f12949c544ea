"""What a build returns: the documents read or skipped, the facts, conflicts and questions."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from bot.factbank.merge import Conflict, Fact
from bot.factbank.model import Question


@dataclass(frozen=True, slots=True)
class DocumentInfo:
    id: str  # the file name
    title: str
    sha256: str
    skipped: str | None  # the one-line reason, or None when it was read
    race: str = ""


@dataclass
class BuildResult:
    documents: list[DocumentInfo]
    facts: list[Fact]
    conflicts: list[Conflict]
    questions: list[Question]
    races: list[str] = field(default_factory=list)

    def report_lines(self) -> list[str]:
        read = [d for d in self.documents if d.skipped is None]
        skipped = [d for d in self.documents if d.skipped is not None]
        lines = [f"Documents: {len(read)} read, {len(skipped)} skipped"]
        lines += [f"  read    {d.id}: {d.title}" + (f"  [{d.race}]" if d.race else "") for d in read]
        lines += [f"  skipped {d.id}: {d.skipped}" for d in skipped]
        lines.append(f"Races: {len(self.races)}" + (": " + "; ".join(self.races) if self.races else ""))
        lines.append(f"Facts: {len(self.facts)}")
        lines.append(f"Conflicts: {len(self.conflicts)} (no questions asked about them)")
        for c in self.conflicts:
            vals = " vs ".join(
                f"{v!r} ({', '.join(sorted({s.document for s in srcs}))})" for v, srcs in c.values
            )
            lines.append(f"  {c.relation} of {c.subject}: {vals}")
        kinds = Counter(q.kind for q in self.questions)
        lines.append(f"Questions: {len(self.questions)}")
        lines += [f"  {k}: {n}" for k, n in sorted(kinds.items(), key=lambda kv: (-kv[1], kv[0]))]
        return lines
