"""Reports that tell two divisions of one event ("Kirui won the Boston Marathon ... Kiplagat won the women's
race"): which division is the report's own, where a sentence turns to the other one, and the other
division's part of the report, read as a race of its own."""

from __future__ import annotations

import re
from dataclasses import replace

from bot.factbank.ingest import IngestedDocument, Sentence

_MENS = r"(?<![Ww]o)\b[Mm]en['’]s"
_WOMENS = r"\b[Ww]omen['’]s"
_DIVISION_WON = r"(?:won|wins|took|captured|claimed|clinched) the {d} (?:race|division|title|event|marathon|crown)|{d} (?:race|division|title|event) (?:was won by|went to)"


def report_division(doc: IngestedDocument) -> str:
    """ "men's" or "women's" when a report tells both divisions of one event and marks only the other one
    as such ("Kirui won the Boston Marathon ... Kiplagat won the women's race"): the report's own race is
    the division it leaves unmarked. "" otherwise."""
    if doc.division:
        return doc.division  # a part made by `division_part`
    text = " ".join(s.plain for s in doc.sentences[:200])
    women_won = re.search(_DIVISION_WON.format(d=_WOMENS), text)
    men_won = re.search(_DIVISION_WON.format(d=_MENS), text)
    if women_won and not men_won:
        return "men's"
    if men_won and not women_won:
        return "women's"
    return ""


def other_division(plain: str, division: str) -> int:
    """Where a sentence starts to speak of the other division than the report's own ("the women's race"),
    or -1; a sentence naming both divisions ("a sweep of the men's and women's divisions") does not."""
    if not division:
        return -1
    other = re.search(_WOMENS if division == "men's" else _MENS, plain)
    if other is None or re.search(_MENS if division == "men's" else _WOMENS, plain):
        return -1
    return other.start()


_CLAUSE_BREAK = re.compile(r",? and |; |, while |, with |, as ")


def before_clause(sent: Sentence, at: int) -> Sentence | None:
    """The sentence up to the clause break before `at` (blanked after it), or None when `at` is in its
    first clause."""
    cuts = [m.start() for m in _CLAUSE_BREAK.finditer(sent.plain, 0, at)]
    if not cuts:
        return None
    cut = cuts[-1]
    plain = sent.plain[:cut] + " " * (len(sent.plain) - cut)
    return replace(sent, plain=plain, mentions=tuple(m for m in sent.mentions if m.end <= cut))


def _after_clause(sent: Sentence, at: int) -> Sentence:
    """The sentence from the clause break before `at` on (blanked before it)."""
    cuts = [m.end() for m in _CLAUSE_BREAK.finditer(sent.plain, 0, at)]
    cut = cuts[-1] if cuts else 0
    plain = " " * cut + sent.plain[cut:]
    return replace(sent, plain=plain, mentions=tuple(m for m in sent.mentions if m.start >= cut))


def division_part(doc: IngestedDocument) -> IngestedDocument | None:
    """The other division's part of a report of two divisions: the clauses and paragraphs that turn to
    it, as a document of its own (named apart, citing the report's file), or None."""
    own = report_division(doc)
    if not own:
        return None
    other = "women's" if own == "men's" else "men's"
    kept: list[Sentence] = []
    para = -1
    for sent in doc.sentences:
        at = other_division(sent.plain, own)
        if at >= 0:
            kept.append(_after_clause(sent, at))
            para = sent.para
        elif sent.para == para and other_division(sent.plain, other) < 0:
            kept.append(sent)
    if not kept:
        return None
    return IngestedDocument(
        f"{doc.name} ({other} race)", doc.sha256, doc.title, tuple(kept), (), part_of=doc.name, division=other
    )
