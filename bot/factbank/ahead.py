"""Lists of finishers after someone: the winner's beaten pair or trio, read as places when the subject turns
out to be the winner ("X finished ahead of A and B", "X was followed by A, B and C"), and the people of a
"followed by A, B and C" list in order."""

from __future__ import annotations

import re
from collections.abc import Iterator

from bot.factbank.tagged import CLOSE, NO_PERSON, OPEN, Found, Tagged, compile_rule

# "X finished ahead of A and B", "X won, edging A and B on the line": when X is the winner, A was
# second and B third (see `reading`).
AHEAD_PAIR = compile_rule(
    r"{P:w}"
    + NO_PERSON
    + r"{0,120}? (?:(?:finished|finishing|crossed the line|came home|won|wins) (?:just |comfortably |narrowly |"
    r"well )?ahead of|edging(?: out)?|edged(?: out)?) {P:a}(?:, {P:c})?,? and {P:b}(?! (?:in|for|who)\b)"
)  # "finishing ahead of A, B and C": A second, B third, C fourth


# "He was followed by A, B, C and D", "X was followed across the finish line by Spaniard A and B" (the
# winner's sentence): A second, B third, and on, when X won
FOLLOWED_LIST = compile_rule(
    r"{P:w} (?:was|were) (?:then )?followed (?:home |in |to the (?:line|flag) |(?:across|over) the (?:finish )?line "
    r"(?:[\w\-]+ ){0,2}?)?by (?:[^.;:\ue001]{0,40}?: )?(?P<rest>(?:[^.;:\ue001]|\ue001[PT]\d+\ue002)+)"
)
_PERSON = OPEN + r"P(\d+)" + CLOSE
_ITEM = re.compile(
    r"^(?:(?:[\w\-]+|\ue001T\d+\ue002) ){0,2}\ue001P(\d+)\ue002$"
)  # "teammate A", "A": one person, nothing else
_AFTER_LAST = re.compile(CLOSE + r" (?:in|at|on|during|for)\b[^\ue001]*$")
_PLACE_WORDS = ("third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")


def ahead_of_pair(t: Tagged) -> Iterator[Found]:
    """ "X finished ahead of A and B": A second and B third, kept only if X won (subject: X)."""
    if "followed" in t.text:
        for m in FOLLOWED_LIST.finditer(t.text):
            yield from _followed(t, m)
    if "ahead of" not in t.text and "edg" not in t.text:
        return
    for m in AHEAD_PAIR.finditer(t.text):
        who = t.values[int(m.group("w"))]
        yield Found("runner_up", who, t.values[int(m.group("a"))], "person")
        if m.group("c"):
            yield Found("third_if_winner", who, t.values[int(m.group("c"))], "person")
            yield Found("fourth_if_winner", who, t.values[int(m.group("b"))], "person")
        else:
            yield Found("third_if_winner", who, t.values[int(m.group("b"))], "person")


def _followed(t: Tagged, m: re.Match[str]) -> Iterator[Found]:
    """The people of "X was followed by A, B and C" in order, while each item names one person and nothing
    else (an aside or an unknown name would shift every later place)."""
    who = t.values[int(m.group("w"))]
    people = []
    rest = re.sub(r",?\s*(?:and)?\s*$", "", m.group("rest"))  # the list cut at an unknown name: up to it
    items = re.split(r",\s*(?:and\s+)?|\s+and\s+", rest.strip())
    for k, item in enumerate(items):
        if (
            k == len(items) - 1
        ):  # "... and B in the series' first race at Pocono since 1989": the list ends at B
            item = _AFTER_LAST.sub(CLOSE, item.strip())
        found = _ITEM.match(item.strip())
        if not found:
            break
        people.append(t.values[int(found.group(1))])
    if len(people) < 2 or len(people) > 1 + len(_PLACE_WORDS):
        return  # "followed by A" alone may be a running order; a list reads as the result
    yield Found("runner_up", who, people[0], "person")
    for place, other in zip(_PLACE_WORDS, people[1:], strict=False):
        yield Found(f"{place}_if_winner", who, other, "person")


def list_people(t: Tagged, rest: str) -> list[str]:
    """People of a "followed by A, B and C" list in order. The list stops at an item that names nobody
    known (an unrecognised name would shift every later place) or at an aside ("who won at X")."""
    out: list[str] = []
    items = re.split(r",\s*(?:and\s+)?|\s+and\s+", rest)
    if (
        len(items) > 1
        and re.fullmatch(r"\s*the [a-z][\w\- ]{0,40}", items[0])
        and len(re.findall(_PERSON, items[1])) == 1
    ):
        items = items[1:]  # "followed by the winner of the opening stage, Kurt Busch, ...": who that was
    for item in items:
        found = re.findall(_PERSON, item)
        if len(found) != 1 or re.search(
            r"\b(?:of|for|with|at|behind|by|from|than|to|who|which)\b", item.split(OPEN)[0]
        ):
            break
        out.append(t.values[int(found[0])])
    return out
