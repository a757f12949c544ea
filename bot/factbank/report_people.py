"""Who a report is about: the full names it writes out (`local_people`) and the people its headline names
(`lead_people`), each resolved against the bank's `NameBook`."""

from __future__ import annotations

import re
from collections import defaultdict

from bot.factbank.entities import SUFFIXES, find_mentions
from bot.factbank.ingest import IngestedDocument, headline_text
from bot.factbank.name_forms import first_name_of, suffixed
from bot.factbank.names import NameBook, name_key


def local_people(book: NameBook, doc: IngestedDocument) -> set[str]:
    """Full names written out in one document (a shared surname resolves among these first). A name the
    bank knows with a "Jr." the document never writes stays as written: "Dale Earnhardt" is not his son."""
    written = {
        m.text
        for s in doc.sentences
        for m in s.mentions
        if m.kind == "person" and m.text.lower() not in book.venues
    }
    late: set[str] = set()
    alive: set[str] = set()
    for s in doc.sentences:
        for m in s.mentions:
            if m.kind == "person":
                (late if _THE_LATE.search(s.plain, max(0, m.start - 9), m.start) else alive).add(m.text)
    # "a title that would tie him with the late Dale Earnhardt": no one racing here, whom a bare "Earnhardt"
    # could mean (his son Dale Earnhardt Jr. is)
    written -= late - alive
    names = {_as_written(book, name, written) for name in written} - {t for t in book.teams.values()}
    return {n for n in names if not suffixed(n, names)}  # "Hornish Jr" is the report's "Sam Hornish Jr"


_THE_LATE = re.compile(r"\b[Tt]he late $")


def _as_written(book: NameBook, name: str, written: set[str] | frozenset[str]) -> str:
    known = book.person(name) or name
    if known != name and known.split()[-1] in SUFFIXES:
        return name  # the son elsewhere, or here too: "Dale Earnhardt" (or "Al Unser Sr.") is not "... Jr."
    return known


def lead_people(book: NameBook, doc: IngestedDocument) -> frozenset[str]:
    """The people a report's headline names in full, or by a first name only one of its people has
    ("BUSCH: Kurt wins" of Kurt and Kyle Busch): whom its story is about."""
    title = headline_text(doc.title)
    named = {book.person(m.text) or m.text for m in find_mentions(title) if m.kind == "person"}
    people = local_people(book, doc)
    for word in set(re.findall(r"\b[A-Z][a-z]+\b", title)):
        if who := first_name_of(word, people):
            named.add(who)
    opening = _OPENING_WORD.match(title)
    by_surname: dict[str, set[str]] = defaultdict(set)
    for who in people:
        by_surname[name_key(who).split()[-1]].add(who)
    for surname, sharing in by_surname.items():
        if len(sharing) > 1 and not sharing & named:
            if (opening and opening.group(1).lower() == surname) or len({name_key(p) for p in sharing}) == 1:
                # "Unser heads to Indianapolis" of Al Unser Jr. and his daughter Cody Unser: the headline's
                # subject; a bare "Earnhardt" of Dale and Dale Jr., "Unser" of Al and Al Jr.: the story is
                # about the one its body names in full first (the other is "Jr." or "his father")
                named.add(min(sharing, key=lambda who: _first_seen(doc, who)))
    return frozenset(named)


_OPENING_WORD = re.compile(r"^(?:[^:]{0,40}: )?([A-Z][\w'’\-]+)\b(?! [A-Z])")  # a headline's first word alone


def _first_seen(doc: IngestedDocument, who: str) -> int:
    """The index of the first sentence naming `who` in full (a large number when none does)."""
    return next(
        (n for n, s in enumerate(doc.sentences) if any(m.text == who for m in s.mentions)),
        next((n for n, s in enumerate(doc.sentences) if who in s.plain), len(doc.sentences)),
    )  # "Al Unser" is first seen where he is named, not inside "Al Unser Jr."
