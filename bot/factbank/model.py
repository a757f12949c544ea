"""Plain data shared by the fact bank, the quiz engine, storage and the cogs.

Kept free of any logic so every layer can import it without pulling in the builder.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# What kind of thing an answer is; the matcher and the distractor picker both key on it.
ANSWER_TYPES = ("person", "team", "manufacturer", "place", "event", "number", "ordinal", "car_number", "text")


@dataclass(frozen=True, slots=True)
class Source:
    document: str  # the document's file name, e.g. "003_5e0a97e73855d811.txt"
    sentence: str  # verbatim from the decoded document, whitespace normalised


@dataclass(frozen=True, slots=True)
class Question:
    id: str  # stable while the fact behind it is unchanged
    kind: str  # what template made it: "winner", "margin", "position", "cloze", ...
    prompt: str  # names its race: "Who won the AdventHealth 400 at Kansas Speedway?"
    answer: str  # the canonical answer shown on reveal
    accepted: tuple[str, ...]  # every variant a judge accepts, the canonical answer first
    choices: tuple[str, ...]  # the answer and exactly 3 distractors of the same type, sorted
    difficulty: int  # 1 (easy) .. 3 (hard)
    score: float  # quality score, higher is better
    race: str  # "AdventHealth 400 at Kansas Speedway"; also the topic players pick
    sources: tuple[Source, ...]
    answer_type: str = "text"  # one of ANSWER_TYPES
    others: tuple[str, ...] = field(default=())  # other entities of the same type in the bank

    @property
    def race_title(self) -> str:
        """The race as a card shows it to players. Two races of one name that nothing else tells apart
        keep the report's file name in their label, a topic key a moderator recognises ("Spanish Grand
        Prix (015_spain)"); players read "Spanish Grand Prix" and the prompt says which one."""
        for source in self.sources:
            stem = source.document.rsplit(".", 1)[0]
            if stem and self.race.endswith(f" ({stem})"):
                return self.race[: -len(stem) - 3]
        return self.race
