"""The name book across all documents, mention resolution and sentence tagging.

- A full name ("Kyle Larson") is a person; "Martin Truex" and "Martin Truex Jr." are one person.
- A surname alone resolves only when exactly one known person has it.
- A pronoun that opens a sentence resolves only when the previous sentence names exactly one person.
- Epithets ("the 31-year-old") are never resolved, so they never become answers.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

from bot.factbank.entities import SUFFIXES, VENUE_WORDS, Mention, short_place, surname_of
from bot.factbank.extract import CLOSE, KIND_LETTER, OPEN, Tagged
from bot.factbank.ingest import QUOTE, IngestedDocument, Sentence

_MAKE_NAMES = {"chevy": "Chevrolet"}
_PRONOUN = re.compile(r"^\W*(He|She|His|Her)\b")


def _key(name: str) -> str:
    return " ".join(p for p in name.replace("’", "'").split() if p not in SUFFIXES).lower()


@dataclass
class NameBook:
    people: dict[str, str] = field(default_factory=dict)  # key -> canonical full name
    surnames: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    venues: dict[str, str] = field(default_factory=dict)  # lower full or short place -> full venue
    ambiguous_places: set[str] = field(default_factory=set)

    @classmethod
    def from_documents(cls, docs: Iterable[IngestedDocument]) -> NameBook:
        book = cls()
        short: dict[str, set[str]] = defaultdict(set)
        for doc in docs:
            for sent in doc.sentences:
                for m in sent.mentions:
                    if m.kind == "person":
                        key = _key(m.text)
                        if len(m.text) > len(book.people.get(key, "")):
                            book.people[key] = m.text
                    elif m.kind == "venue":
                        book.venues[m.text.lower()] = m.text
                        short[short_place(m.text).lower()].add(m.text)
        for full in book.people.values():
            book.surnames[surname_of(full).lower()].add(full)
        for place, fulls in short.items():
            if len(fulls) == 1:
                book.venues.setdefault(place, next(iter(fulls)))
            else:
                book.ambiguous_places.add(place)
        return book

    def person(self, text: str) -> str | None:
        return self.people.get(_key(text))

    def surname(self, word: str) -> str | None:
        found = self.surnames.get(word.lower(), set())
        return next(iter(found)) if len(found) == 1 else None

    def venue(self, text: str) -> str | None:
        return self.venues.get(text.lower())

    def surname_unique(self, full: str) -> bool:
        return len(self.surnames.get(surname_of(full).lower(), ())) == 1


@dataclass(frozen=True, slots=True)
class Resolved:
    kind: str  # person | place | venue | team | event | make | org
    value: str
    mention: Mention


def resolve(book: NameBook, sent: Sentence) -> list[Resolved]:
    out: list[Resolved] = []
    for m in sent.mentions:
        if m.kind == "person":
            out.append(Resolved("person", book.person(m.text) or m.text, m))
        elif m.kind == "surname":
            if who := book.surname(m.text):
                out.append(Resolved("person", who, m))
            elif venue := book.venue(m.text):
                out.append(Resolved("place", venue, m))
            elif (
                re.search(r"\b(?:at|to|in)\s+$", sent.plain[: m.start]) and m.text.lower() not in VENUE_WORDS
            ):
                out.append(Resolved("place", m.text, m))
        elif m.kind == "make":
            out.append(Resolved("make", _MAKE_NAMES.get(m.text.lower(), m.text), m))
        else:
            out.append(Resolved(m.kind, m.text, m))
    return out


def tag(sent: Sentence, resolved: list[Resolved], lead: str | None) -> Tagged:
    """Replace resolved mentions with placeholders; `lead` is the person an opening pronoun means."""
    text = sent.plain.replace(QUOTE, '"…"')
    # offsets shift when QUOTE expands; recompute by walking the original plain text
    shift = [0] * (len(sent.plain) + 1)
    extra = 0
    for i, ch in enumerate(sent.plain):
        shift[i] = extra
        if ch == QUOTE:
            extra += 2
    shift[len(sent.plain)] = extra
    values: list[str] = []
    kinds: list[str] = []
    pieces: list[str] = []
    pos = 0
    items = [(r.mention.start, r.mention.end, r.kind, r.value) for r in resolved]
    if lead and (pm := _PRONOUN.match(sent.plain)):
        word = pm.group(1)
        items.append((pm.start(1), pm.end(1), "person", lead))
        if word in {"His", "Her"}:
            items[-1] = (pm.start(1), pm.end(1), "person's", lead)
    for start, end, kind, value in sorted(items):
        s, e = start + shift[start], end + shift[end]
        if s < pos:
            continue
        pieces.append(text[pos:s])
        letter = KIND_LETTER[kind.removesuffix("'s")]
        pieces.append(f"{OPEN}{letter}{len(values)}{CLOSE}" + ("'s" if kind.endswith("'s") else ""))
        values.append(value)
        kinds.append(kind.removesuffix("'s"))
        pos = e
    pieces.append(text[pos:])
    return Tagged("".join(pieces), tuple(values), tuple(kinds))


def opening_pronoun(sent: Sentence) -> bool:
    return bool(_PRONOUN.match(sent.plain))
